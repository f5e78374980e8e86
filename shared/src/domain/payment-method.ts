// How a customer pays (issue 22 §6): online through the gateway's page (UPI, cards, net banking —
// the page offers them, the webhook says which one was used: Cashfree's `payment_group`), or cash
// on delivery when the platform allows it for the order's value. Pure.
import { formatINRFromPaise } from './money';

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  online: 'Pay online',
  cod: 'Cash on delivery',
};

/** What the gateway's page offers, in the order checkout lists them (Cashfree `payment_methods` "upi,cc,dc,nb"). */
export const GATEWAY_METHODS = [
  { group: 'upi', label: 'UPI' },
  { group: 'card', label: 'Credit or debit card' },
  { group: 'net_banking', label: 'Net banking' },
] as const;

/** Cashfree's `payment_group` values as a customer reads them (webhook `data.payment.payment_group`). */
export const PAYMENT_GROUP_LABELS: Readonly<Record<string, string>> = {
  upi: 'UPI',
  credit_card: 'Credit card',
  debit_card: 'Debit card',
  card: 'Card',
  net_banking: 'Net banking',
  wallet: 'Wallet',
  pay_later: 'Pay later',
  cardless_emi: 'Cardless EMI',
  credit_card_emi: 'Card EMI',
  debit_card_emi: 'Card EMI',
};

/** A stored payment_group, checked: lower-case word characters only (it came from the gateway). */
export function paymentGroupOf(value: unknown): string | null {
  return typeof value === 'string' && /^[a-z_]{2,32}$/.test(value) ? value : null;
}

/** How an order was paid, in a word for its timeline ("UPI", "Cash on delivery"); null while not known. */
export function paymentWords(order: { payment_method?: string | null; payment_group?: string | null }): string | null {
  if (order.payment_method === 'cod') return PAYMENT_METHOD_LABELS.cod;
  return order.payment_group ? (PAYMENT_GROUP_LABELS[order.payment_group] ?? null) : null;
}

/** "Cash on delivery", "Paid online (UPI)", "Pay online" … for the order page and the invoice. */
export function paymentMethodText(order: {
  payment_method?: string | null;
  payment_group?: string | null;
  payment_status?: string | null;
}): string {
  if (order.payment_method === 'cod') return PAYMENT_METHOD_LABELS.cod;
  const group = order.payment_group ? (PAYMENT_GROUP_LABELS[order.payment_group] ?? null) : null;
  if (order.payment_status === 'paid' || order.payment_status === 'refunded')
    return group ? `Paid online (${group})` : 'Paid online';
  return PAYMENT_METHOD_LABELS.online;
}

/** The COD settings (settings table; admin-editable). 0 turns cash on delivery off. */
export const COD_SETTINGS = {
  maxOrderPaise: { key: 'cod_max_order_paise', min: 0, max: 5_000_000, fallback: 200_000 },
  /** Cash-on-delivery orders one customer may have on the way at once (issue 31 §2). */
  maxOpenOrdersPerCustomer: { key: 'cod_max_open_orders_per_customer', min: 1, max: 20, fallback: 3 },
} as const;

/** Why a customer at the per-customer cap gets no cash on delivery (checkout shows it; place-order's 409). */
export function codCapReason(cap: number): string {
  return `You already have ${cap} cash-on-delivery ${cap === 1 ? 'order' : 'orders'} on the way. Pay online, or wait until one is delivered.`;
}

/** Whether cash on delivery is offered for an order of `totalPaise` (0 < total ≤ the limit). */
export function codAllowed(totalPaise: number, maxOrderPaise: number): boolean {
  return maxOrderPaise > 0 && totalPaise > 0 && totalPaise <= maxOrderPaise;
}

/** Why COD is not offered, as checkout says it (null when it is). */
export function codUnavailableReason(totalPaise: number, maxOrderPaise: number): string | null {
  if (maxOrderPaise <= 0) return 'Cash on delivery is not available right now.';
  if (totalPaise > maxOrderPaise)
    return `Cash on delivery is available for orders up to ${formatINRFromPaise(maxOrderPaise)}.`;
  return null;
}
