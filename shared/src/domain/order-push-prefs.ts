// Which order updates a customer wants pushed (issue 35 §3: "preferences per kind in the
// account"). Kept in the Appwrite account's prefs, the customer's own to write: it only quietens
// their own devices. A kind turned off is not pushed; it reaches them by SMS or e-mail instead
// (orderMessageChannels with no device), so no order step goes unheard.
import type { OrderSmsEvent } from './order-sms';

/** The account prefs key: the kinds the customer turned off (absent = all on). */
export const ORDER_PUSH_OFF_PREF = 'order_push_off';

/** Every kind, as the account's switches name it, in the order they happen. */
export const ORDER_PUSH_LABELS: Readonly<Record<OrderSmsEvent, string>> = {
  placed: 'Order confirmed',
  prescription_rejected: 'Prescription not accepted',
  substitution_offered: 'A substitute is offered',
  out_for_delivery: 'Out for delivery, with the delivery code',
  delivered: 'Delivered',
  cancelled: 'Order cancelled',
  refunded: 'Refund done',
  refill_ready: 'A refill is ready to pay',
  refill_rx_needed: 'A refill needs a new prescription',
  refill_unavailable: 'A refill is not in stock nearby',
};

function offList(prefs: unknown): string[] {
  const value = (prefs as Record<string, unknown> | null | undefined)?.[ORDER_PUSH_OFF_PREF];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Whether the customer wants `event` pushed to their devices. */
export const orderPushWanted = (prefs: unknown, event: string): boolean => !offList(prefs).includes(event);

/** The prefs with `event` switched on or off, every other pref kept (Appwrite replaces prefs whole). */
export function withOrderPush(
  prefs: Readonly<Record<string, unknown>>,
  event: OrderSmsEvent,
  on: boolean,
): Record<string, unknown> {
  const off = new Set(offList(prefs));
  if (on) off.delete(event);
  else off.add(event);
  return { ...prefs, [ORDER_PUSH_OFF_PREF]: [...off].sort() };
}
