import { fail } from '../../../lib/runtime/errors.ts';
import { requireStatus, type OrderActionHandler } from './action.ts';

/**
 * The store's pharmacist opens the order's prescription for review: the accept countdown pauses
 * from now until the verify / reject decision, at most settings.rx_review_pause_max_minutes
 * (shared/src/domain/order-intake.ts). Opening it again while open changes nothing.
 */
export const openPrescriptionReview: OrderActionHandler = {
  forbidden: 'Only a registered pharmacist of this store can review prescriptions.',
  plan(order, { role, now }) {
    if (!order.prescription_id || order.rx_status === 'not_required') throw fail('no_prescription');
    requireStatus('open_prescription_review', order, role, 'have its prescription reviewed');
    const data = order.rx_review_started_at ? {} : { rx_review_started_at: now.toISOString() };
    return { to: order.status, role, data, releaseStock: false, eventType: 'prescription_review_started' };
  },
};

/** The columns that close an open review: its time goes into the pause used (review-prescription.ts). */
export function closeReview(
  order: { rx_review_started_at?: string | null; rx_paused_ms?: number | null },
  now: Date,
): Record<string, unknown> {
  if (!order.rx_review_started_at) return {};
  const used = Math.max(0, now.getTime() - Date.parse(order.rx_review_started_at));
  return { rx_review_started_at: null, rx_paused_ms: Math.round((order.rx_paused_ms ?? 0) + used) };
}
