import { fail } from '../../../lib/errors.ts';
import { refundAmountFor } from '../../../lib/refunds.ts';
import { STORE_ONLY, requireStatus, type OrderActionHandler } from './action.ts';

/** A refund the gateway refused is asked again, with the same refund id (the gateway's idempotency key). */
export const retryRefund: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, { role }) {
    requireStatus('retry_refund', order, role, 'refunded again');
    if (order.refund_status !== 'failed') throw fail('no_failed_refund');
    return { to: order.status, role, data: {}, releaseStock: false, eventType: 'refund_retried' };
  },
  refund: (order) => ({ amount: refundAmountFor(order, order.refund_amount), note: `Order ${order.$id} cancelled` }),
};
