import { ORDER_ACTION_NAMES, isOrderAction, type OrderAction } from '@instamg/shared/domain/order';
import { requireAdmin } from '../../lib/runtime/admin.ts';
import { Storage, TablesDB } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { submitPrescription } from './actions/submit-prescription.ts';
import { runOrderAction } from './run-action.ts';
import { DELIVERY_ACTIONS, isDeliveryAction, runDeliveryAction } from './deliveries.ts';
import { getOrder } from '../../lib/orders/rows.ts';
import { reassignOptions } from '../../lib/orders/reroute.ts';

/** The admin-only read of an order's Reassign candidates (not a change of the order: no ORDER_ACTIONS row). */
export const REASSIGN_OPTIONS = 'reassign_options';

/**
 * order-state (execute: users).
 * `{ action, order_id, reason?, photo_file_ids?, prescription_id? }` with an action of
 * shared/src/domain/order.ts ORDER_ACTIONS (one file each in actions/) → `{ order }`
 * (`report_problem` → `{ order, refund_request }`; refund actions also `{ refund }`).
 * `{ action: 'submit_prescription', file_id, note? }` → `{ prescription }` (actions/submit-prescription.ts).
 * `{ action: 'reassign_options', order_id }` (admins only) → `{ candidates }`: the stores near the
 * order, each with distance, lines in stock and why it cannot take it (shared/src/domain/reassign-candidate.ts).
 * `{ action: 'list_riders' | 'assign_rider' | 'rider_location', order_id, … }`: a store's delivery
 * riders, assigning one, the assigned rider's position (deliveries.ts; issue 38, ADR 0011).
 * `{ action: 'partner_quote' | 'book_partner' | 'cancel_partner', order_id }`: a delivery partner
 * (Porter) for a packed order instead of a rider (partner.ts; its webhooks: delivery-partner-webhook).
 * The assigned rider takes RIDER_ACTIONS (out for delivery, delivered, delivery failed) in the store's role.
 * Refunds: cancelling a paid order and approving its refund request start a gateway refund
 * (lib/money/refunds.ts); the order shows `refund_status` pending until the gateway's webhook says refunded.
 */
export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    if (body.action === 'submit_prescription') return await submitPrescription(ctx, tablesDB, userId, body);
    // An admin's Reassign dialog (issue 33 §7): every store near the order, whether it can take it and why not.
    if (body.action === REASSIGN_OPTIONS) {
      await requireAdmin(client, userId);
      const order = await getOrder(tablesDB, body.order_id);
      return ctx.res.json({ candidates: await reassignOptions(tablesDB, order, new Date()) });
    }
    if (isDeliveryAction(body.action))
      return await runDeliveryAction({ ctx, client, tablesDB, userId, body }, body.action);
    if (!isOrderAction(body.action))
      throw fail(
        'invalid_action',
        `action must be one of ${[...ORDER_ACTION_NAMES, ...DELIVERY_ACTIONS].join(', ')}, submit_prescription, ${REASSIGN_OPTIONS}.`,
      );
    // An admin-only action answers 401 to anyone else before the order is looked at (docs/permissions.json adminActions).
    if (ADMIN_ONLY.has(body.action)) await requireAdmin(client, userId);
    return await runOrderAction({ ctx, client, tablesDB, storage: new Storage(client), userId, body }, body.action);
  } catch (err) {
    return replyError(ctx, err, 'We could not update this order. Please try again.');
  }
};

/** Actions only a platform admin takes (issue 19 §2); the rest decide by the caller's role on the order. */
const ADMIN_ONLY: ReadonlySet<OrderAction> = new Set<OrderAction>(['reassign', 'mark_refund_paid']);
