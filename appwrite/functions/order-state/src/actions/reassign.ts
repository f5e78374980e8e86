import { isFulfillablePayment } from '@instamg/shared/domain/order';
import { cannotTakeMessage } from '@instamg/shared/domain/reassign-candidate';
import { fail } from '../../../lib/runtime/errors.ts';
import { gatewayFromEnv } from '../../../lib/money/gateway.ts';
import { reassignOptions, rerouteOrder, storeCanTake } from '../../../lib/orders/reroute.ts';
import { FILE_ID, requireStatus, type OrderActionHandler } from './action.ts';

/** The shortest reason an admin may give for moving an order (it goes to the timeline and the audit log). */
export const REASSIGN_REASON_MIN = 3;

/**
 * An admin moves a paid order no store has accepted yet to the store it names (`store_id`, with a
 * `reason`), through the re-route of lib/orders/reroute.ts: the store must be open, live, within 5 km and
 * stock every line at no more than the customer paid; stock, read access (order, items, events,
 * prescription) and the store notices move with it, a lower total is refunded. The first store is
 * not charged a rejection or a timeout. A store that cannot take it — nor one that already rejected or
 * lost the order (issue 33) — refuses the whole action (409, with the reason).
 */
export const reassign: OrderActionHandler = {
  forbidden: 'Only an InstaMG administrator can move an order to another pharmacy.',
  plan(order, { role, reason }) {
    requireStatus('reassign', order, role, 'moved to another pharmacy');
    if (!isFulfillablePayment(order.payment_status))
      throw fail('not_paid', 'This order is not paid yet, so it cannot be moved to another pharmacy.');
    if ((reason?.length ?? 0) < REASSIGN_REASON_MIN)
      throw fail('reason_required', 'Give a reason for moving the order.');
    return { to: 'placed', role, data: {}, releaseStock: false, eventType: 'reassign_requested' };
  },
  // The store is checked before anything is written (the re-route checks it again as it reserves the stock).
  async before({ tablesDB, body, order }, _plan, { now }) {
    const storeId = body.store_id;
    if (typeof storeId !== 'string' || !FILE_ID.test(storeId))
      throw fail('invalid_input', 'store_id must be a store id.');
    if (storeId === order.store_id) throw fail('same_store');
    // The rule the dialog offers by (shared/src/domain/reassign-candidate.ts), with its reason.
    const candidate = (await reassignOptions(tablesDB, order, now)).find((c) => c.store_id === storeId);
    if (!candidate) throw fail('store_cannot_take', cannotTakeMessage('too_far'));
    if (candidate.block) throw fail('store_cannot_take', cannotTakeMessage(candidate.block));
    if (!(await storeCanTake(tablesDB, order, storeId, now))) throw fail('store_cannot_take');
    return {};
  },
  async after({ ctx, tablesDB, storage, order, userId, body }, _plan, staged, { now, reason }) {
    const gateway = () => gatewayFromEnv(process.env, ctx.req.headers['x-appwrite-key'] ?? '');
    const result = await rerouteOrder(tablesDB, storage, gateway, order, {
      kind: 'reassigned',
      actor_id: userId,
      actor_role: 'admin',
      note: reason,
      now,
      to_store_id: body.store_id as string,
    });
    return { ...staged, orderData: { status: result.order.status } };
  },
};
