import { Client, ID, TablesDB } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  TO_OUT_FOR_DELIVERY,
  buildMarketplace,
  deliveryCodeOf,
  orderRow,
  phoneCustomer as phoneCustomerOf,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { sendOrderMail } from '../../lib/orders/order-mail.ts';
import { sendOrderSms } from '../../lib/orders/order-sms.ts';
import { SMS_PER_ORDER_MAX } from '@instamg/shared/domain/order-sms';
import type { OrderRow } from '../../lib/orders/rows.ts';
import { act, paidOrder, pay, placedOrder, waitForOrder } from './sdk-orders.ts';

/**
 * Order e-mails (issue 22 §9) through the real functions and Appwrite Messaging on the dev
 * server: the customer (only) gets the confirmation once the order is paid and one mail per
 * major step, each once even when sent again; a mail that cannot be sent does not fail anything.
 * Order SMS (issue 35 §4): a customer signed up by phone gets them on their verified mobile, with
 * the delivery code, within the cap per order.
 */

let t: TestServer;
let m: Marketplace;

interface Mail {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  html: string;
}
async function outbox(to: string): Promise<Mail[]> {
  const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(to)}&limit=1000`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: Mail[] }).messages;
}
const mailsAbout = async (to: string, orderNumber: string) =>
  (await outbox(to)).filter((mail) => mail.subject.includes(orderNumber) || mail.text.includes(orderNumber)).reverse();

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'mail');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('order e-mails', () => {
  it('the customer alone gets the confirmation once paid, then one mail per step (the delivery code too), each once', async () => {
    const id = await placedOrder(m);
    const placed = await orderRow(m.tablesDB, id);
    const number = placed.order_number as string;
    expect(number).toMatch(/^IMG-\d{4}-\d{6}$/);
    // Placed but unpaid: no confirmation yet.
    expect(await mailsAbout(m.customer.user.email, number)).toEqual([]);

    await pay(t, m, id);
    const [confirmation, ...rest] = await mailsAbout(m.customer.user.email, number);
    expect(rest).toEqual([]);
    expect(confirmation!.subject).toBe(`Order confirmation ${number}`);
    expect(confirmation!.text).toContain(`Total: ₹${placed.total}`);
    expect(confirmation!.text).toMatch(/1 × .+ ₹/);
    expect(confirmation!.text).toContain('Estimated delivery: 45-60 min after confirmation');

    for (const action of TO_OUT_FOR_DELIVERY) expect((await act(m.staffA, id, action)).status).toBe(200);
    const code = await deliveryCodeOf(m.customer, id);
    const delivered = await act(m.staffA, id, 'delivered', { delivery_code: code });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);

    const subjects = (await mailsAbout(m.customer.user.email, number)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `Order confirmation ${number}`,
      `Test Pharmacy A accepted your order ${number}`,
      `Your order ${number} is being prepared`,
      `Your order ${number} is out for delivery`,
      `Delivered: your order ${number}`,
    ]);
    const outForDelivery = (await mailsAbout(m.customer.user.email, number))[3]!;
    expect(outForDelivery.text).toContain(`Your delivery code: ${code}`);

    // Nobody else hears about it: not the store's staff, not another customer, not an admin.
    for (const other of [m.staffA, m.pharmacistA, m.otherCustomer, m.admin])
      expect(await mailsAbout(other.user.email, number)).toEqual([]);

    // Sent again (a retried webhook or action): Appwrite refuses the same message id, nothing is mailed twice.
    const client = t.serverClient();
    const row = (await orderRow(m.tablesDB, id)) as unknown as OrderRow;
    const logs: string[] = [];
    expect(await sendOrderMail(client, new TablesDB(client), row, 'placed', (l) => logs.push(l))).toBe('duplicate');
    expect(await sendOrderMail(client, new TablesDB(client), row, 'delivered', (l) => logs.push(l))).toBe('duplicate');
    expect(await sendOrderMail(client, new TablesDB(client), row, 'ready_for_pickup', (l) => logs.push(l))).toBe(
      'skipped',
    );
    expect(logs).toEqual([]);
    expect(await mailsAbout(m.customer.user.email, number)).toHaveLength(5);
    // A whole journey through three functions: room for a loaded two-core machine.
  }, 120_000);

  it('a cancelled paid order: the cancellation, then the refund once the money is back', async () => {
    const id = await paidOrder(t, m);
    const number = (await orderRow(m.tablesDB, id)).order_number as string;
    expect((await act(m.customer, id, 'cancel', { reason: 'Ordered by mistake' })).status).toBe(200);
    await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    // The webhook mails right after it marks the order refunded; and the sandbox may settle the refund
    // before the cancellation's mail is out, so the order of the two is not fixed.
    const refunded = `Refund of ₹${(await orderRow(m.tablesDB, id)).refund_amount} for order ${number}`;
    await expect
      .poll(async () => (await mailsAbout(m.customer.user.email, number)).map((mail) => mail.subject).sort(), {
        timeout: 10_000,
      })
      .toEqual([`Order confirmation ${number}`, `Your order ${number} is cancelled`, refunded].sort());
    const mails = await mailsAbout(m.customer.user.email, number);
    expect(mails.find((mail) => mail.subject.endsWith('cancelled'))!.text).toContain('Your refund has been started');
  });

  it('paid on a second try after a failed one: no mail for the failure, then the confirmation once', async () => {
    const id = await placedOrder(m);
    const number = (await orderRow(m.tablesDB, id)).order_number as string;
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    const press = (outcome: 'fail' | 'pay') =>
      fetch(`${t.endpoint}/dev/payments/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment_session_id: session, outcome }).toString(),
        redirect: 'manual',
      });
    await press('fail');
    expect((await orderRow(m.tablesDB, id)).status).toBe('payment_failed');
    expect(await mailsAbout(m.customer.user.email, number)).toEqual([]);
    await press('pay');
    await waitForOrder(m, id, (o) => o.payment_status === 'paid');
    expect((await mailsAbout(m.customer.user.email, number)).map((mail) => mail.subject)).toEqual([
      `Order confirmation ${number}`,
    ]);
  });

  it('a customer who chose Hindi on the site (their prefs) gets the confirmation in Hindi; back in English, in English', async () => {
    const prefs = await m.customer.account.getPrefs();
    try {
      // The shell writes this when a signed-in customer picks a language (LOCALE_PREF).
      await m.customer.account.updatePrefs({ prefs: { ...prefs, locale: 'hi-IN' } });
      const id = await paidOrder(t, m);
      const number = (await orderRow(m.tablesDB, id)).order_number as string;
      const [confirmation] = await mailsAbout(m.customer.user.email, number);
      expect(confirmation!.subject).toBe(`ऑर्डर कन्फ़र्मेशन ${number}`);
      expect(confirmation!.html).toContain('<html lang="hi">');
      expect(confirmation!.text).toContain(`ऑर्डर नंबर: ${number}`);

      await m.customer.account.updatePrefs({ prefs: { ...prefs, locale: 'en-IN' } });
      const next = await paidOrder(t, m);
      const nextNumber = (await orderRow(m.tablesDB, next)).order_number as string;
      expect((await mailsAbout(m.customer.user.email, nextNumber))[0]!.subject).toBe(
        `Order confirmation ${nextNumber}`,
      );
    } finally {
      await m.customer.account.updatePrefs({ prefs });
    }
  });

  it('a Hindi customer’s order moved to a cheaper store: the refund mail explains the move in Hindi (issue 37, issue 40 §3)', async () => {
    const prefs = await m.customer.account.getPrefs();
    try {
      await m.customer.account.updatePrefs({ prefs: { ...prefs, locale: 'hi-IN' } });
      // 20 strips cost less at store B than at A: the move refunds the difference.
      const id = await placedOrder(m, { quantity: 20 });
      await pay(t, m, id);
      const number = (await orderRow(m.tablesDB, id)).order_number as string;
      expect((await act(m.staffA, id, 'reject', { reject_reason: 'out_of_stock' })).status).toBe(200);
      const moved = await orderRow(m.tablesDB, id);
      expect(moved.reroute_count).toBe(1);
      const store = moved.store_name as string;
      const subject = `ऑर्डर ${number} ${store} को भेजा गया: `;
      await expect
        .poll(
          async () =>
            (await mailsAbout(m.customer.user.email, number)).find((mail) => mail.subject.startsWith(subject)),
          {
            timeout: 20_000,
          },
        )
        .toBeDefined();
      const mail = (await mailsAbout(m.customer.user.email, number)).find((mail) => mail.subject.startsWith(subject))!;
      expect(mail.text).toContain(`ऑर्डर ${number}: ऑर्डर ${store} को भेजा गया, क्योंकि पहली फ़ार्मेसी इसे पूरा नहीं कर सकी; ₹`);
      expect(mail.text).toMatch(/ में वापस।/);
      expect(mail.text).not.toMatch(/Moved to|because|back to your/);
    } finally {
      await m.customer.account.updatePrefs({ prefs });
    }
  }, 120_000);

  it('a mail that cannot be sent is logged and the action still succeeds', async () => {
    const id = await paidOrder(t, m);
    const row = (await orderRow(m.tablesDB, id)) as unknown as OrderRow;
    const noScope = new Client().setEndpoint(t.endpoint).setProject(t.projectId).setKey('not-a-key');
    const logs: string[] = [];
    expect(await sendOrderMail(noScope, m.tablesDB, row, 'confirmed', (l) => logs.push(l))).toBe('failed');
    expect(logs).toEqual([expect.stringContaining(`order e-mail ${id}:confirmed not sent`)]);
  });
});

const phoneCustomer = (phone: string) => phoneCustomerOf(t, phone);

describe('order SMS (issue 35 §4)', () => {
  it('a customer signed up by phone gets the confirmation and the out-for-delivery SMS with the code, nothing private; the cap holds', async () => {
    const phone = `+9196${String(Date.now()).slice(-8)}`;
    const customer = await phoneCustomer(phone);
    expect(customer.user.email).toBe('');
    expect(customer.user.phoneVerification).toBe(true);
    const address = await customer.tablesDB.createRow({
      databaseId: 'instamg',
      tableId: 'addresses',
      rowId: ID.unique(),
      data: {
        user_id: customer.user.$id,
        name: 'Home',
        address_line1: '12 Janpath',
        city: 'New Delhi',
        state: 'Delhi',
        postal_code: '110001',
        latitude: 28.6315,
        longitude: 77.2167,
      },
    });
    const pm: Marketplace = { ...m, customer, addressId: address.$id };
    const id = await paidOrder(t, pm);
    const number = (await orderRow(m.tablesDB, id)).order_number as string;
    for (const action of TO_OUT_FOR_DELIVERY) expect((await act(m.staffA, id, action)).status).toBe(200);
    const code = await deliveryCodeOf(customer, id);

    const sms = await mailsAbout(phone, number);
    expect(sms.map((s) => s.channel)).toEqual(['sms', 'sms']);
    expect(sms[0]!.text).toMatch(new RegExp(`^instamg: Order ${number} of ₹[\\d,.]+ is confirmed`));
    expect(sms[1]!.text).toContain(`Order ${number} is out for delivery. Delivery code ${code}.`);
    for (const s of sms) {
      expect(s.text.length).toBeLessThanOrEqual(160);
      expect(s.text).not.toMatch(/Janpath|New Delhi|110001|Test|Tablet/);
    }
    // Accepted and being prepared are e-mail steps only: two SMS so far on the order's counter.
    expect((await orderRow(m.tablesDB, id)).sms_sent).toBe(2);

    // Sent again: nothing new, and the cap is not spent on it.
    const client = t.serverClient();
    const tablesDB = new TablesDB(client);
    const row = (await orderRow(m.tablesDB, id)) as unknown as OrderRow;
    const logs: string[] = [];
    expect(await sendOrderSms(client, tablesDB, row, 'placed', (l) => logs.push(l))).toBe('duplicate');
    expect((await orderRow(m.tablesDB, id)).sms_sent).toBe(2);
    // Refunds without end: the cap (the last slot kept for a delivery code) stops them.
    const results: string[] = [];
    for (let i = 0; i < SMS_PER_ORDER_MAX; i++)
      results.push(
        await sendOrderSms(client, tablesDB, row, 'refunded', (l) => logs.push(l), {
          refundId: `rf_${i}`,
          refundAmount: 1,
        }),
      );
    expect(results).toEqual([...Array(SMS_PER_ORDER_MAX - 3).fill('sent'), ...Array(3).fill('capped')]);
    expect(
      await sendOrderSms(client, tablesDB, { ...row, redelivery_count: 1 }, 'out_for_delivery', (l) => logs.push(l)),
    ).toBe('sent');
    expect(
      await sendOrderSms(client, tablesDB, { ...row, redelivery_count: 2 }, 'out_for_delivery', (l) => logs.push(l)),
    ).toBe('capped');
    expect(logs).toEqual([]);
    expect(await mailsAbout(phone, number)).toHaveLength(SMS_PER_ORDER_MAX);
    expect((await orderRow(m.tablesDB, id)).sms_sent).toBe(SMS_PER_ORDER_MAX);
  }, 120_000);

  it('an e-mail customer without a phone still gets e-mail and no SMS', async () => {
    const id = await paidOrder(t, m);
    const number = (await orderRow(m.tablesDB, id)).order_number as string;
    expect((await mailsAbout(m.customer.user.email, number)).map((mail) => [mail.channel, mail.subject])).toEqual([
      ['email', `Order confirmation ${number}`],
    ]);
    expect((await orderRow(m.tablesDB, id)).sms_sent).toBe(0);
  });

  it('a rejected prescription reaches an e-mail customer too, without the reason or the medicine', async () => {
    const id = await paidOrder(t, m, { rx: 'pending' });
    const number = (await orderRow(m.tablesDB, id)).order_number as string;
    const rejected = await act(m.pharmacistA, id, 'reject_prescription', { reason: 'The prescription is not legible' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const mails = await mailsAbout(m.customer.user.email, number);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Order confirmation ${number}`,
      `Your prescription for order ${number} was not accepted`,
    ]);
    expect(mails[1]!.text).toContain(`The pharmacist could not accept the prescription for order ${number}.`);
    expect(mails[1]!.text).not.toContain('legible');
  });
});
