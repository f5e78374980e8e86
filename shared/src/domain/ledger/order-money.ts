// What an order's money panel says about refunds (issue 31 §2): the same figure on the store's,
// the customer's and the admin's order page. It counts the refunds that completed (`order_refunds`
// rows `refunded`), which are exactly the refunds the ledger posts (order-ledger.ts), so a screen
// cannot say "refunded ₹101.66" when ₹76.66 went back (a redelivery fee kept). Pure.
import { formatINRFromPaise } from '../money';
import { paiseOf } from '../settlement/settlement';

export interface RefundLike {
  amount: number;
  status: string;
}

export interface RefundTotals {
  /** Money back with the customer. */
  refunded_paise: number;
  /** Started, not yet completed (or a COD refund waiting for its bank transfer). */
  pending_paise: number;
}

export function refundTotals(refunds: readonly RefundLike[]): RefundTotals {
  let refunded = 0;
  let pending = 0;
  for (const r of refunds) {
    if (r.status === 'refunded') refunded += paiseOf(r.amount);
    else if (r.status === 'pending') pending += paiseOf(r.amount);
  }
  return { refunded_paise: refunded, pending_paise: pending };
}

/** "₹76.66 refunded" (and what is still on its way), or null when nothing was refunded. */
export function refundedText(totals: RefundTotals): string | null {
  const parts: string[] = [];
  if (totals.refunded_paise > 0)
    parts.push(`${formatINRFromPaise(totals.refunded_paise, { paise: 'always' })} refunded`);
  if (totals.pending_paise > 0)
    parts.push(`${formatINRFromPaise(totals.pending_paise, { paise: 'always' })} refund pending`);
  return parts.length ? parts.join(', ') : null;
}
