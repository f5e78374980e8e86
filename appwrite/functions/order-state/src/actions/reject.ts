import { isFulfillablePayment } from '@instamg/shared/domain/order';
import { parseRejection, type Rejection } from '@instamg/shared/domain/order-intake';
import { fail } from '../../../lib/runtime/errors.ts';
import { gatewayFromEnv } from '../../../lib/money/gateway.ts';
import { rerouteOrder } from '../../../lib/orders/reroute.ts';
import { STORE_ONLY, requireStatus, type OrderActionHandler } from './action.ts';

/**
 * The store rejects a paid order it has not accepted, with a reason from the list (`reject_reason`;
 * `other` needs `reason` text): the rejection is recorded and the order moves to the next store
 * (lib/orders/reroute.ts) or, with no store left, is cancelled and refunded in full (issue 15).
 */
export const reject: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, { role }) {
    requireStatus('reject', order, role, 'rejected');
    if (!isFulfillablePayment(order.payment_status))
      throw fail('not_paid', 'This order is not paid yet, so it cannot be rejected.');
    return { to: 'placed', role, data: {}, releaseStock: false, eventType: 'store_rejected' };
  },
  // The reason is checked before anything is written.
  async before({ body }, _plan, { reason }) {
    const rejection = parseRejection(body.reject_reason, reason);
    if ('error' in rejection) throw fail('invalid_input', rejection.error);
    rejections.set(body, rejection);
    return {};
  },
  async after({ ctx, tablesDB, storage, order, userId, body }, plan, staged, { now }) {
    const rejection = rejections.get(body)!;
    const gateway = () => gatewayFromEnv(process.env, ctx.req.headers['x-appwrite-key'] ?? '');
    const result = await rerouteOrder(tablesDB, storage, gateway, order, {
      kind: 'rejected',
      actor_id: userId,
      actor_role: plan.role === 'admin' ? 'admin' : 'store',
      reason: rejection.reason,
      note: rejection.note,
      now,
    });
    return { ...staged, orderData: { status: result.order.status } };
  },
};

/** The parsed rejection of one execution's body, from `before` to `after`. */
const rejections = new WeakMap<object, Rejection>();
