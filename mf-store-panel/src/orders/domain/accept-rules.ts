// Whether the store can accept a new order now, and if not, why (order-state's confirm decides;
// this only says in advance what it would answer, so the button is not a trap).
import { isFulfillablePayment } from '@instamg/shared/domain/order';

export interface AcceptableOrder {
  status: string;
  payment_status: string;
  rx_status?: string | null;
}

export type AcceptBlock = { ok: true } | { ok: false; reason: string };

export function canAccept(order: AcceptableOrder): AcceptBlock {
  if (order.status !== 'placed') return { ok: false, reason: 'This order is no longer waiting to be accepted.' };
  // Paid online, or cash on delivery (collected at the handover; issue 22 §6).
  if (!isFulfillablePayment(order.payment_status)) return { ok: false, reason: 'This order is not paid yet.' };
  if (order.rx_status === 'pending')
    return { ok: false, reason: "Accept after the store's pharmacist has verified the prescription." };
  if (order.rx_status === 'rejected')
    return {
      ok: false,
      reason: 'The prescription was rejected: reject this order with the reason "Prescription invalid".',
    };
  return { ok: true };
}

/** The orders that ring: paid, placed and waiting for this store (not a cancellation request). */
export function ringingOrderIds(orders: readonly (AcceptableOrder & { $id: string })[]): string[] {
  return orders.filter((o) => o.status === 'placed' && isFulfillablePayment(o.payment_status)).map((o) => o.$id);
}
