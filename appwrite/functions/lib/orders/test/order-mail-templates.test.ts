import { describe, expect, it } from 'vitest';
import {
  ORDER_MAIL_EVENTS,
  escapeHtml,
  etaText,
  renderOrderMail,
  type MailOrder,
  type OrderMailEvent,
} from '../order-mail-templates.ts';
import { orderMailKey, orderMailMessageId } from '../order-mail.ts';
import { movedExplanation } from '@instamg/shared/domain/order-move';

const NOW = new Date('2026-11-25T10:00:00.000Z'); // 3:30 pm in India

const order: MailOrder = {
  $id: 'order00000000000001',
  order_number: 'IMG-2026-000123',
  store_name: 'Green Cross <Pharmacy>',
  delivery_mode: 'standard',
  accepted_at: null,
  items_total: 150,
  delivery_fee: 25,
  total: 175,
  payment_status: 'paid',
  recipient_name: 'Asha Rao',
  address_line1: '12 MG Road',
  address_line2: null,
  city: 'Bengaluru',
  postal_code: '560001',
};
const items = [
  { product_name: 'Dolo 650 Tablet', quantity: 2, line_total: 60 },
  { product_name: 'Cough syrup "Extra" & more', quantity: 1, line_total: 90 },
];
const render = (event: OrderMailEvent, extra: Partial<MailOrder> = {}, more: object = {}) =>
  renderOrderMail({ event, order: { ...order, ...extra }, items, now: NOW, ...more });

describe('order e-mails (issue 22 §9)', () => {
  it('the confirmation has the order number, every item, the total and the delivery promise', () => {
    const mail = render('placed', {}, { orderUrl: 'http://localhost:3000/orders/order00000000000001' });
    expect(mail.subject).toBe('Order confirmation IMG-2026-000123');
    for (const part of [
      'IMG-2026-000123',
      '2 × Dolo 650 Tablet — ₹60',
      '1 × Cough syrup "Extra" & more — ₹90',
      'Delivery: ₹25',
      'Total: ₹175',
      'Estimated delivery: 45-60 min after confirmation',
      'Delivering to: Asha Rao, 12 MG Road, Bengaluru, 560001',
      'Track your order: http://localhost:3000/orders/order00000000000001',
    ])
      expect(mail.text).toContain(part);
    expect(mail.html).toContain('Cough syrup &quot;Extra&quot; &amp; more');
    expect(mail.html).toContain('Green Cross &lt;Pharmacy&gt;');
    expect(mail.html).not.toMatch(/<Pharmacy>|"Extra"/);
  });

  it('a cash-on-delivery confirmation asks for cash at the door and claims no payment', () => {
    const mail = render('placed', { payment_method: 'cod', payment_status: 'cod_pending' });
    expect(mail.text).toContain('you pay ₹175 in cash when it is delivered');
    expect(mail.text).not.toContain('We have your payment');
    expect(render('placed').text).toContain('We have your payment of ₹175');
  });

  it('every event has its own subject naming the order; none contains raw row text in the HTML', () => {
    const subjects = ORDER_MAIL_EVENTS.map((event) => render(event, { store_name: '<script>x</script>' }).subject);
    expect(new Set(subjects).size).toBe(ORDER_MAIL_EVENTS.length);
    for (const event of ORDER_MAIL_EVENTS) {
      const mail = render(event, { store_name: '<script>x</script>', cancel_reason: '<img src=x>' });
      expect(mail.subject + mail.text).toContain('IMG-2026-000123');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
    }
  });

  it('the out-for-delivery mail carries the delivery code with a warning; without a code, no code line', () => {
    const mail = render('out_for_delivery', {}, { deliveryCode: '4821' });
    expect(mail.text).toContain('Your delivery code: 4821');
    expect(mail.text).toContain('nobody from instamg or the pharmacy will ask for it');
    expect(render('out_for_delivery').text).not.toContain('delivery code');
  });

  it('cancelled: the reason, and the refund note only when paid; refunded: the amount', () => {
    const paid = render('cancelled', { cancel_reason: 'Out of stock' });
    expect(paid.text).toContain('Order IMG-2026-000123 is cancelled: Out of stock');
    expect(paid.text).toContain('Your refund has been started');
    expect(render('cancelled', { payment_status: 'pending' }).text).not.toContain('refund');
    const refund = render('refunded', {}, { refundAmount: 42.5 });
    expect(refund.subject).toBe('Refund of ₹42.50 for order IMG-2026-000123');
    expect(refund.text).not.toContain('Items:');
  });

  it("a moved order's refund says where it went, why and to which method (issue 40 §3)", () => {
    const moved =
      'Moved to Janakpuri Pharmacy because the first pharmacy did not accept it in time; ₹2.85 back to your UPI.';
    const mail = render('refunded', { store_name: 'Janakpuri Pharmacy' }, { refundAmount: 2.85, moved });
    expect(mail.subject).toBe('Order IMG-2026-000123 moved to Janakpuri Pharmacy: ₹2.85 refunded');
    expect(mail.text).toContain(`Order IMG-2026-000123: ${moved}`);
    expect(mail.text).not.toContain('to your original payment method');
  });

  it('delivery failed names the reason from the list', () => {
    expect(render('delivery_failed', { delivery_failure_reason: 'unreachable' }).text).toContain(
      'did not go through: Customer not reachable.',
    );
  });

  it('an order placed before numbers keeps its old short reference, never the row id', () => {
    expect(render('placed', { order_number: null }).subject).toBe('Order confirmation #000001');
  });
});

describe('etaText', () => {
  it('before acceptance: the SPEC promise; express within 30 min', () => {
    expect(etaText(order, 'placed', NOW)).toBe('45-60 min after confirmation');
    expect(etaText({ ...order, delivery_mode: 'express' }, 'placed', NOW)).toBe(
      'Within 30 min of the pharmacy accepting your order',
    );
  });

  it('after acceptance: clock times in India; past the window: shortly', () => {
    const accepted = { ...order, accepted_at: '2026-11-25T09:55:00.000Z' }; // 3:25 pm IST
    expect(etaText(accepted, 'confirmed', NOW)).toBe('Between 4:10 pm and 4:25 pm');
    expect(etaText({ ...accepted, delivery_mode: 'express' }, 'processing', NOW)).toBe('By 3:55 pm');
    expect(etaText(accepted, 'out_for_delivery', new Date('2026-11-25T11:00:00.000Z'))).toBe('Shortly');
  });

  it('a scheduled order: its slot; a finished order: none', () => {
    const slot = {
      ...order,
      delivery_mode: 'scheduled' as const,
      slot_start: '2026-11-26T08:30:00.000Z',
      slot_end: '2026-11-26T10:30:00.000Z',
    };
    expect(etaText(slot, 'placed', NOW)).toBe('In your slot: Thu, 26 Nov, 2:00 pm – 4:00 pm');
    for (const event of ['delivered', 'cancelled', 'refunded', 'delivery_failed'] as const)
      expect(etaText(order, event, NOW)).toBeNull();
  });
});

describe('once per event', () => {
  it('the message id is a valid Appwrite id, the same for a retry, different for a redelivery or another refund', () => {
    const a = orderMailMessageId(orderMailKey({ $id: 'o1', redelivery_count: 0 }, 'out_for_delivery'));
    expect(a).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/);
    expect(orderMailMessageId(orderMailKey({ $id: 'o1', redelivery_count: 0 }, 'out_for_delivery'))).toBe(a);
    expect(orderMailMessageId(orderMailKey({ $id: 'o1', redelivery_count: 1 }, 'out_for_delivery'))).not.toBe(a);
    expect(orderMailKey({ $id: 'o1', redelivery_count: 0 }, 'refunded', 'rf_1')).not.toBe(
      orderMailKey({ $id: 'o1', redelivery_count: 0 }, 'refunded', 'rf_2'),
    );
    expect(orderMailKey({ $id: 'o1', redelivery_count: 0 }, 'placed')).not.toBe(
      orderMailKey({ $id: 'o2', redelivery_count: 0 }, 'placed'),
    );
  });

  it('escapeHtml escapes the five characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('order e-mails in Hindi (issue 37 §2)', () => {
  const hindi = (event: OrderMailEvent, extra: Partial<MailOrder> = {}, more: object = {}) =>
    render(event, extra, { locale: 'hi-IN', ...more });

  it('every mailed event has a Hindi subject and body; numbers, amounts, names and the code stay as written', () => {
    for (const event of ORDER_MAIL_EVENTS) {
      const mail = hindi(
        event,
        { accepted_at: '2026-11-25T09:50:00.000Z' },
        { deliveryCode: '4821', refundAmount: 50 },
      );
      expect(mail.subject, event).toMatch(/[\u0900-\u097F]/);
      expect(mail.subject, event).toContain('IMG-2026-000123');
      expect(mail.text, event).toMatch(/[\u0900-\u097F]/);
      expect(mail.text, event).toContain('ऑर्डर नंबर: IMG-2026-000123');
      expect(mail.html, event).toContain('<html lang="hi">');
      // No English sentence of the English mail leaks into the Hindi one.
      expect(mail.text, event).not.toMatch(/Order number|Thank you|Estimated delivery|Support: 24\/7/);
    }
    const placed = hindi('placed', {}, { orderUrl: 'http://localhost:3000/orders/order00000000000001' });
    for (const part of [
      '2 × Dolo 650 Tablet — ₹60',
      'डिलीवरी: ₹25',
      'कुल: ₹175',
      'अनुमानित डिलीवरी: कन्फ़र्म होने के 45-60 मिनट बाद',
      'डिलीवरी का पता: Asha Rao, 12 MG Road, Bengaluru, 560001',
      'अपना ऑर्डर ट्रैक करें: http://localhost:3000/orders/order00000000000001',
    ])
      expect(placed.text).toContain(part);
    expect(placed.html).toContain('Green Cross &lt;Pharmacy&gt;');
    expect(hindi('out_for_delivery', {}, { deliveryCode: '4821' }).text).toContain('आपका डिलीवरी कोड: 4821');
    expect(hindi('delivery_failed', { delivery_failure_reason: 'refused' }).text).toContain(
      'ग्राहक ने डिलीवरी लेने से मना किया',
    );
  });

  it("a moved order's refund explains the move in Hindi (issue 37, issue 40 §3)", () => {
    const moved = movedExplanation(
      { store_name: 'Janakpuri Pharmacy', reroute_count: 1, payment_group: 'upi', rx_status: 'not_required' },
      [{ type: 'rerouted', actor_role: 'store', note: 'Moved to Janakpuri Pharmacy' }],
      [{ amount: 2.85, note: 'Moved to Janakpuri Pharmacy: lower total' }],
      'hi-IN',
    );
    const mail = hindi('refunded', { store_name: 'Janakpuri Pharmacy' }, { refundAmount: 2.85, moved });
    expect(mail.subject).toBe('ऑर्डर IMG-2026-000123 Janakpuri Pharmacy को भेजा गया: ₹2.85 रिफ़ंड हुए');
    expect(mail.text).toContain(
      'ऑर्डर IMG-2026-000123: ऑर्डर Janakpuri Pharmacy को भेजा गया, क्योंकि पहली फ़ार्मेसी इसे पूरा नहीं कर सकी; ₹2.85 आपके UPI में वापस।',
    );
    expect(mail.text).not.toMatch(/Moved to|because|back to your/);
  });

  it('English stays the default, and the English mail is unchanged by the Hindi one', () => {
    expect(render('placed').subject).toBe('Order confirmation IMG-2026-000123');
    expect(render('placed', {}, { locale: 'en-IN' }).html).toContain('<html lang="en">');
    expect(etaText(order, 'placed', NOW, 'hi-IN')).toBe('कन्फ़र्म होने के 45-60 मिनट बाद');
  });
});
