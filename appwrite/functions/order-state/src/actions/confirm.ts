import { isFulfillablePayment } from '@instamg/shared/domain/order';
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
    if (order.rx_status === 'pending') throw fail('prescription_unverified');
    if (order.rx_status === 'rejected')
      throw fail('prescription_rejected', 'The prescription was rejected; this order cannot be confirmed.');
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
