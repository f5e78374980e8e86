import { MAX_REDELIVERIES } from '@instamg/shared/domain/fulfilment-settings';
import { fail } from '../../../lib/runtime/errors.ts';
import { requireStatus, type OrderActionHandler } from './action.ts';

/**
 * The customer asks for another delivery after a failed one (issue 32; Shipping Policy "Failed
 * Delivery Attempts": the redelivery fee applies to a delivery the customer asks for). Only the
 * order's customer, from their own session; at most MAX_REDELIVERIES per order. The store's
 * `redeliver` needs this request and consumes it.
 */
export const requestRedelivery: OrderActionHandler = {
  forbidden: 'Only the customer who placed this order can ask for another delivery.',
  plan(order, { role, now }) {
    requireStatus('request_redelivery', order, role, 'redelivered');
    if ((order.redelivery_count ?? 0) >= MAX_REDELIVERIES) throw fail('redelivery_limit');
    if (order.redelivery_requested_at) throw fail('redelivery_already_requested');
    return {
      to: order.status,
      role,
      data: { redelivery_requested_at: now.toISOString() },
      releaseStock: false,
      eventType: 'redelivery_requested',
    };
  },
};
