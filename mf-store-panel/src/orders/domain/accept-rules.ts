// Whether the store can accept a new order now, and if not, why (order-state's confirm decides;
// this only says in advance what it would answer, so the button is not a trap).
import { isFulfillablePayment, isOrderStatus, mayTakeAction, rxStatusMeaning } from '@instamg/shared/domain/order';

export interface AcceptableOrder {
  status: string;
  payment_status: string;
  rx_status?: string | null;
}

/** Why Accept is off, as a code (the panel's catalogue words it per language) and in English. */
export type AcceptBlockCode = 'not_waiting' | 'not_paid' | 'prescription_unverified' | 'prescription_rejected';

export type AcceptBlock = { ok: true } | { ok: false; code: AcceptBlockCode; reason: string };

/** The order waits for the store's acceptance: the store may confirm it in its status (ORDER_ACTIONS). */
const awaitsAcceptance = (status: string): boolean =>
  isOrderStatus(status) && mayTakeAction('confirm', 'store', status);

const RX_BLOCK_REASONS = {
  prescription_unverified: "Accept after the store's pharmacist has verified the prescription.",
  prescription_rejected: 'The prescription was rejected: reject this order with the reason "Prescription invalid".',
} as const;

export function canAccept(order: AcceptableOrder): AcceptBlock {
  if (!awaitsAcceptance(order.status))
    return { ok: false, code: 'not_waiting', reason: 'This order is no longer waiting to be accepted.' };
  // Paid online, or cash on delivery (collected at the handover; issue 22 §6).
  if (!isFulfillablePayment(order.payment_status))
    return { ok: false, code: 'not_paid', reason: 'This order is not paid yet.' };
  const rxBlock = rxStatusMeaning(order.rx_status)?.blocksAcceptance;
  if (rxBlock) return { ok: false, code: rxBlock, reason: RX_BLOCK_REASONS[rxBlock] };
  return { ok: true };
}

/** A new order that rings and is announced: waiting for this store's acceptance, paid or cash (not a cancellation request). */
export const isRingingOrder = (order: AcceptableOrder): boolean =>
  awaitsAcceptance(order.status) && isFulfillablePayment(order.payment_status);

/** The orders that ring: paid, placed and waiting for this store (not a cancellation request). */
export function ringingOrderIds(orders: readonly (AcceptableOrder & { $id: string })[]): string[] {
  return orders.filter(isRingingOrder).map((o) => o.$id);
}
