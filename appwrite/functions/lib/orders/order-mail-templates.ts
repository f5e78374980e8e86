// The order e-mails a customer gets (issue 22 §9; SPEC §4 "Notification stages: order
// confirmation, preparation, out for delivery"): one pure function from the order, its lines and
// the event to { subject, text, html }. Every value from a row is escaped in the HTML. The I/O
// (who gets it, once per event) is lib/orders/order-mail.ts.
import { POLICY } from '@instamg/shared/constants';
import { deliveryEtaOf } from '@instamg/shared/domain/delivery-eta';
import { formatINR } from '@instamg/shared/domain/money';
import {
  DELIVERY_FAILURE_REASONS,
  MAILED_STATUSES,
  ORDER_STATUS_MEANINGS,
  isDeliveryFailureReason,
  isPaymentReceived,
  type MailedStatus,
  type OrderStatusMeaning,
} from '@instamg/shared/domain/order';
import { orderReference } from '@instamg/shared/domain/order-number';

/**
 * The moments a customer is mailed about: the statuses whose row in ORDER_STATUS_MEANINGS mails the
 * customer (a status that mails needs its case in bodyOf, or this file fails the typecheck).
 * `placed` is the order confirmation: the order is paid and sent to the pharmacy.
 */
export const ORDER_MAIL_EVENTS = MAILED_STATUSES;
export type OrderMailEvent = MailedStatus;

export const isOrderMailEvent = (value: unknown): value is OrderMailEvent =>
  typeof value === 'string' && (ORDER_MAIL_EVENTS as readonly string[]).includes(value);

/** The order columns a mail reads. */
export interface MailOrder {
  $id: string;
  order_number?: string | null;
  store_name?: string | null;
  delivery_mode?: 'express' | 'standard' | 'scheduled' | null;
  slot_start?: string | null;
  slot_end?: string | null;
  accepted_at?: string | null;
  items_total?: number | null;
  delivery_fee?: number | null;
  total: number;
  payment_status?: string | null;
  /** `cod`: paid in cash at the door (issue 22 §6), so the confirmation asks for no online payment. */
  payment_method?: string | null;
  recipient_name?: string | null;
  address_line1?: string | null;
  address_line2?: string | null;
  city?: string | null;
  postal_code?: string | null;
  cancel_reason?: string | null;
  delivery_failure_reason?: string | null;
  redelivery_fee_total?: number | null;
}

export interface MailLine {
  product_name: string;
  quantity: number;
  line_total: number;
}

export interface OrderMailInput {
  event: OrderMailEvent;
  order: MailOrder;
  items: readonly MailLine[];
  /** out_for_delivery: the customer's 4-digit code. Only ever in a mail to the order's customer. */
  deliveryCode?: string | null;
  /** refunded: the amount of this refund (rupees). */
  refundAmount?: number | null;
  /** refunded, for a moved order: "Moved to {store} because …; ₹x back to your …" (shared/src/domain/order-move.ts). */
  moved?: string | null;
  /** The order page, when the shop's address is known. */
  orderUrl?: string | null;
  now: Date;
}

export interface OrderMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * When the order should arrive, in words, or null once that no longer matters (delivered,
 * cancelled …). Before the pharmacy accepts: the promise (SPEC §9); after: clock times from the
 * acceptance; a scheduled order: its slot.
 */
export function etaText(order: MailOrder, event: OrderMailEvent, now: Date): string | null {
  // Only on the way: a step of the happy path not yet delivered.
  const meaning: OrderStatusMeaning = ORDER_STATUS_MEANINGS[event];
  if (meaning.timeline !== 'step' || meaning.outcome !== 'open') return null;
  const eta = deliveryEtaOf(order, now);
  return eta.slot ? `In your slot: ${eta.text}` : eta.text.charAt(0).toUpperCase() + eta.text.slice(1);
}

interface Body {
  subject: string;
  /** Opening paragraphs. */
  lead: string[];
  /** A highlighted line (the delivery code). */
  highlight?: string;
  /** Closing paragraphs. */
  after?: string[];
  showItems: boolean;
}

function bodyOf(input: OrderMailInput, number: string): Body {
  const { order } = input;
  const store = order.store_name || 'the pharmacy';
  const paid = isPaymentReceived(order.payment_status);
  switch (input.event) {
    case 'placed':
      return {
        subject: `Order confirmation ${number}`,
        lead: [
          order.payment_method === 'cod'
            ? `Thank you for your order. Order ${number} went to ${store}; you pay ${formatINR(order.total)} in cash when it is delivered.`
            : `Thank you for your order. We have your payment of ${formatINR(order.total)} and sent order ${number} to ${store}.`,
          'A pharmacist checks it and accepts it shortly; we will e-mail you at each step.',
        ],
        showItems: true,
      };
    case 'confirmed':
      return {
        subject: `${store} accepted your order ${number}`,
        lead: [`${store} accepted order ${number} and will prepare it now.`],
        showItems: true,
      };
    case 'processing':
      return {
        subject: `Your order ${number} is being prepared`,
        lead: [`${store} is preparing order ${number}.`],
        showItems: true,
      };
    case 'out_for_delivery':
      return {
        subject: `Your order ${number} is out for delivery`,
        lead: [`Order ${number} is on its way.`],
        highlight: input.deliveryCode ? `Your delivery code: ${input.deliveryCode}` : undefined,
        after: input.deliveryCode
          ? [
              'Give this code to the delivery partner only when you have your medicines in hand. It is for you alone: nobody from instamg or the pharmacy will ask for it on the phone.',
            ]
          : [],
        showItems: true,
      };
    case 'delivered':
      return {
        subject: `Delivered: your order ${number}`,
        lead: [`Order ${number} was delivered. We hope you feel better soon.`],
        after: [
          `Something wrong with it? Report it from the order page within ${POLICY.returns.reportWithinHours} hours of delivery.`,
        ],
        showItems: true,
      };
    case 'delivery_failed': {
      const reason = isDeliveryFailureReason(order.delivery_failure_reason)
        ? DELIVERY_FAILURE_REASONS[order.delivery_failure_reason]
        : null;
      return {
        subject: `We could not deliver your order ${number}`,
        lead: [
          `The delivery of order ${number} did not go through${reason ? `: ${reason}` : ''}.`,
          `${store} will try again or contact you. A redelivery fee may apply after a failed delivery.`,
        ],
        showItems: false,
      };
    }
    case 'cancelled':
      return {
        subject: `Your order ${number} is cancelled`,
        lead: [
          `Order ${number} is cancelled${order.cancel_reason ? `: ${order.cancel_reason}` : '.'}`,
          ...(paid
            ? [
                `Your refund has been started. It reaches your original payment method in about ${POLICY.refundBusinessDays.overall.min}-${POLICY.refundBusinessDays.overall.max} business days; we will e-mail you when it is done.`,
              ]
            : []),
        ],
        showItems: true,
      };
    case 'refunded':
      if (input.moved)
        return {
          subject: `Order ${number} moved to ${store}: ${formatINR(input.refundAmount ?? 0)} refunded`,
          lead: [`Order ${number}: ${input.moved}`, 'Your bank may take a few days to show the refund.'],
          showItems: false,
        };
      return {
        subject: `Refund of ${formatINR(input.refundAmount ?? order.total)} for order ${number}`,
        lead: [
          `We refunded ${formatINR(input.refundAmount ?? order.total)} for order ${number} to your original payment method. Your bank may take a few days to show it.`,
        ],
        showItems: false,
      };
  }
}

/** The mail for one event of one order. */
export function renderOrderMail(input: OrderMailInput): OrderMail {
  const { order } = input;
  const number = orderReference(order);
  const body = bodyOf(input, number);
  const eta = etaText(order, input.event, input.now);
  const address = [order.address_line1, order.address_line2, order.city, order.postal_code]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ');
  const deliverTo = [order.recipient_name, address].filter(Boolean).join(', ');
  const lines = body.showItems
    ? input.items.map((item) => ({
        label: `${item.quantity} × ${item.product_name}`,
        amount: formatINR(item.line_total),
      }))
    : [];
  const totals: { label: string; amount: string }[] = body.showItems
    ? [
        ...(order.delivery_fee != null
          ? [{ label: 'Delivery', amount: order.delivery_fee > 0 ? formatINR(order.delivery_fee) : 'Free' }]
          : []),
        { label: 'Total', amount: formatINR(order.total) },
      ]
    : [];
  const facts: { label: string; value: string }[] = [
    { label: 'Order number', value: number },
    ...(eta ? [{ label: 'Estimated delivery', value: eta }] : []),
    ...(deliverTo && body.showItems ? [{ label: 'Delivering to', value: deliverTo }] : []),
  ];
  const closing = 'instamg: medicines delivered from licensed pharmacies near you. Support: 24/7 by phone and e-mail.';

  const text = [
    ...body.lead,
    ...(body.highlight ? ['', body.highlight] : []),
    ...(body.after ?? []),
    '',
    ...facts.map((f) => `${f.label}: ${f.value}`),
    ...(lines.length > 0
      ? [
          '',
          'Items:',
          ...lines.map((l) => `  ${l.label} — ${l.amount}`),
          ...totals.map((t) => `${t.label}: ${t.amount}`),
        ]
      : []),
    ...(input.orderUrl ? ['', `Track your order: ${input.orderUrl}`] : []),
    '',
    closing,
  ].join('\n');

  const e = escapeHtml;
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 12px 4px 0">${strong ? `<b>${e(label)}</b>` : e(label)}</td><td style="padding:4px 0;text-align:right">${strong ? `<b>${e(value)}</b>` : e(value)}</td></tr>`;
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px">',
    ...body.lead.map((p) => `<p>${e(p)}</p>`),
    ...(body.highlight
      ? [`<p style="font-size:20px;padding:12px;background:#eef6f1;border-radius:8px"><b>${e(body.highlight)}</b></p>`]
      : []),
    ...(body.after ?? []).map((p) => `<p>${e(p)}</p>`),
    `<table role="presentation" style="border-collapse:collapse">${facts.map((f) => row(`${f.label}:`, f.value)).join('')}</table>`,
    ...(lines.length > 0
      ? [
          `<table role="presentation" style="border-collapse:collapse;width:100%;margin-top:12px">${lines
            .map((l) => row(l.label, l.amount))
            .join('')}${totals.map((t) => row(`${t.label}:`, t.amount, t.label === 'Total')).join('')}</table>`,
        ]
      : []),
    ...(input.orderUrl ? [`<p><a href="${e(input.orderUrl)}">Track your order</a></p>`] : []),
    `<p style="color:#555;font-size:12px">${e(closing)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: body.subject, text, html };
}
