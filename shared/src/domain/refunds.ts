// Several partial refunds per order (issue 16 §5): the ids, and the rule that the refunds of an
// order never add up to more than was paid. Amounts are rupees with 2 decimals on the wire (the
// orders table); the sums are done in integer paise so 0.1 + 0.2 never drifts. Pure.

/** The refund id limit of the gateway (Cashfree: 3–40 of [A-Za-z0-9_-]). */
export const REFUND_ID_MAX = 40;

/** Rupees with up to 2 decimals → integer paise. */
export function toPaise(rupees: number): number {
  return Math.round((rupees + Math.sign(rupees) * Number.EPSILON) * 100);
}

/** Integer paise → rupees. */
export const fromPaise = (paise: number): number => paise / 100;

/**
 * Each refund's id says why it was made, so asking again for the same cause gives the same id and
 * the gateway (and our claim) refuse a second one: the order's final refund (cancellation, an
 * approved problem report, a late payment), the n-th re-route to a cheaper store, the n-th
 * substitution (difference or removed line).
 */
export const REFUND_IDS = {
  final: (orderId: string): string => `rf_${orderId}`,
  move: (orderId: string, n: number): string => `rf_${orderId}_m${n}`,
  substitution: (orderId: string, n: number): string => `rf_${orderId}_s${n}`,
  /** The n-th verified return (issue 16 §6): the accepted items. */
  return: (orderId: string, n: number): string => `rf_${orderId}_r${n}`,
} as const;

/** A refund that returns part of the money while the order goes on (a move, a substitution, a return): the order stays paid. */
export const isPartialRefundId = (refundId: string): boolean => /_[msr]\d+$/.test(refundId);

/** One refund already on the order (pending, refunded, or failed and to be retried under the same id). */
export interface RecordedRefund {
  refund_id: string;
  amount: number;
}

/** What the refunds of an order add up to, in paise. A failed refund counts: it is retried with the same id and amount. */
export function refundedPaise(refunds: readonly RecordedRefund[]): number {
  return refunds.reduce((sum, r) => sum + toPaise(r.amount), 0);
}

/** What can still be refunded: paid less every refund recorded, in rupees (never below 0). */
export function refundableLeft(paid: number, refunds: readonly RecordedRefund[]): number {
  return fromPaise(Math.max(0, toPaise(paid) - refundedPaise(refunds)));
}

export type RefundCheck =
  | { ok: true; repeat: boolean; amount: number }
  | { ok: false; reason: 'invalid_amount' | 'refund_too_large' | 'amount_differs'; left: number };

/**
 * Whether a refund of `amount` under `refundId` may start: the same id again is a repeat (the
 * recorded amount, idempotent; a different amount is refused), a new one must be more than ₹0,
 * in whole paise, and fit in what is left of the payment.
 */
export function checkRefund(
  paid: number,
  refunds: readonly RecordedRefund[],
  refundId: string,
  amount: number,
): RefundCheck {
  const left = refundableLeft(paid, refunds);
  const same = refunds.find((r) => r.refund_id === refundId);
  if (same)
    return toPaise(same.amount) === toPaise(amount)
      ? { ok: true, repeat: true, amount: same.amount }
      : { ok: false, reason: 'amount_differs', left };
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(amount * 100 - toPaise(amount)) > 1e-6)
    return { ok: false, reason: 'invalid_amount', left };
  if (toPaise(amount) > toPaise(left)) return { ok: false, reason: 'refund_too_large', left };
  return { ok: true, repeat: false, amount: fromPaise(toPaise(amount)) };
}
