import { orderReference } from '@instamg/shared/domain/order-number';
import { fail } from '../../../lib/runtime/errors.ts';

import { STORE_ONLY, requireStatus, type OrderActionHandler } from './action.ts';

/** A refund the gateway refused is asked again, with the same refund id (the gateway's idempotency key). */
export const retryRefund: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, { role }) {
    requireStatus('retry_refund', order, role, 'refunded again');
    if (order.refund_status !== 'failed') throw fail('no_failed_refund');
    return { to: order.status, role, data: {}, releaseStock: false, eventType: 'refund_retried' };
  },
  // The recorded refund again (order_refunds keeps its amount; it already counts in refunded_paise).
  refund: (order) => {
    if (!order.refund_id || typeof order.refund_amount !== 'number') throw fail('no_failed_refund');
    return {
      amount: order.refund_amount,
      note: `Order ${orderReference(order)} refund retried`,
      refundId: order.refund_id,
    };
  },
};
