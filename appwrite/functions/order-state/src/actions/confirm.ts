import { RX_STATUS_MEANINGS, isFulfillablePayment } from '@instamg/shared/domain/order';
import { fail } from '../../../lib/runtime/errors.ts';
import { recordDecision } from '../../../lib/orders/intake.ts';
import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';

/**
 * The store accepts a paid order whose prescription (if any) its pharmacist verified. The
 * acceptance time goes on the order and into store_order_decisions (the dashboard's average
 * acceptance time; issue 15).
 */
export const confirm: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, input) {
    const plan = statusStep('confirm', order, input, 'confirmed', { accepted_at: input.now.toISOString() });
    // Paid online, or cash on delivery (collected at the handover).
    if (!isFulfillablePayment(order.payment_status))
      throw fail('not_paid', 'This order is not paid yet, so it cannot be confirmed.');
    // The same block the store panel shows in advance (RX_STATUS_MEANINGS blocksAcceptance).
    const block = RX_STATUS_MEANINGS[order.rx_status].blocksAcceptance;
    if (block === 'prescription_unverified') throw fail(block);
    if (block === 'prescription_rejected')
      throw fail(block, 'The prescription was rejected; this order cannot be confirmed.');
    return plan;
  },
  async after({ tablesDB, order, userId }, plan, staged, { now }) {
    await recordDecision(tablesDB, order, {
      kind: 'accepted',
      actor_id: userId,
      actor_role: plan.role === 'admin' ? 'admin' : 'store',
      decided_at: now,
    });
    return staged;
  },
};
