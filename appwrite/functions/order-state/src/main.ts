import { ID, Storage, TablesDB, type Models } from 'node-appwrite';
import {
  DATABASE_ID, OrderError, TABLES, appendEvent, callerId, getOrder, loadCaller, parseBody, readPermissions, releaseStock, replyError,
  serverClient, type Context,
} from './common.ts';
import { ACTIONS, PHARMACIST_ROLES, planTransition, type Action } from './transitions.ts';

/**
 * order-state (execute: users).
 * `{ action, order_id, reason?, photo_file_ids? }` with an action of transitions.ts → `{ order }`
 * (`report_problem` → `{ order, refund_request }`). Every change appends an order_events row.
 * `{ action: 'submit_prescription', file_id, note? }` → `{ prescription }`: registers an uploaded
 * file of the `prescriptions` bucket as pending verification (only here, so a customer can never
 * create a row that says "verified").
 */

const PRESCRIPTIONS_BUCKET = 'prescriptions';
const MAX_PHOTOS = 5;

function optText(body: Record<string, unknown>, key: string, max: number): string | null {
  const v = body[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || v.length > max) throw new OrderError(400, 'invalid_input', `${key} must be text of at most ${max} characters.`);
  return v.trim() || null;
}

async function submitPrescription(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const fileId = body.file_id;
  if (typeof fileId !== 'string' || !/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(fileId)) throw new OrderError(400, 'invalid_input', 'file_id must be the id of an uploaded prescription.');
  let file: Models.File;
  try {
    file = await new Storage(serverClient(ctx)).getFile({ bucketId: PRESCRIPTIONS_BUCKET, fileId });
  } catch {
    throw new OrderError(404, 'file_not_found', 'That prescription file was not found. Please upload it again.');
  }
  // Only the uploader's own file (the web SDK gives the uploader read permission).
  if (!file.$permissions.includes(`read("user:${userId}")`)) throw new OrderError(404, 'file_not_found', 'That prescription file was not found. Please upload it again.');
  try {
    const prescription = await tablesDB.createRow({
      databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: ID.unique(),
      permissions: [`read("user:${userId}")`],
      data: { user_id: userId, file_id: fileId, file_name: file.name.slice(0, 255), note: optText(body, 'note', 512), status: 'pending' },
    });
    return ctx.res.json({ prescription }, 201);
  } catch (err) {
    if ((err as { code?: number }).code === 409) throw new OrderError(409, 'already_submitted', 'This prescription was already submitted.');
    throw err;
  }
}

export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    if (body.action === 'submit_prescription') return await submitPrescription(ctx, tablesDB, userId, body);
    if (!(ACTIONS as readonly unknown[]).includes(body.action)) throw new OrderError(400, 'invalid_action', `action must be one of ${ACTIONS.join(', ')}, submit_prescription.`);
    const action = body.action as Action;

    const order = await getOrder(tablesDB, body.order_id);
    const caller = await loadCaller(client, userId);
    const roles = caller.teams.get(order.store_team_id);
    const actor = {
      id: userId,
      isCustomer: order.customer_id === userId,
      isStore: roles !== undefined,
      isPharmacist: roles?.some((r) => (PHARMACIST_ROLES as readonly string[]).includes(r)) ?? false,
      isAdmin: caller.isAdmin,
    };
    // An order the caller has nothing to do with does not exist for them.
    if (!actor.isCustomer && !actor.isStore && !actor.isAdmin) throw new OrderError(404, 'order_not_found', 'Order not found.');

    const reason = optText(body, 'reason', 1024);
    const plan = planTransition(order, action, actor, { reason });

    let refundRequest: Models.Row | null = null;
    if (action === 'report_problem') {
      const photos = Array.isArray(body.photo_file_ids) ? body.photo_file_ids : [];
      if (photos.length > MAX_PHOTOS || !photos.every((p) => typeof p === 'string' && /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(p))) {
        throw new OrderError(400, 'invalid_input', `photo_file_ids must be up to ${MAX_PHOTOS} file ids.`);
      }
      refundRequest = await tablesDB.createRow({
        databaseId: DATABASE_ID, tableId: TABLES.refundRequests, rowId: ID.unique(),
        permissions: [...readPermissions(order.customer_id, order.store_team_id), `update("team:${order.store_team_id}")`],
        data: { order_id: order.$id, user_id: userId, store_id: order.store_id, reason, photo_file_ids: photos, status: 'open', amount: order.total },
      }).catch((err: { code?: number }) => {
        if (err.code === 409) throw new OrderError(409, 'already_reported', 'A problem was already reported for this order.');
        throw err;
      });
    }

    // Claim this version of the order: of two racing changes to the same version only one passes the unique key.
    await appendEvent(tablesDB, order, {
      type: plan.eventType, from_status: order.status, to_status: plan.to, actor_id: userId, actor_role: plan.role,
      note: plan.data.rx_reason as string | undefined ?? reason, dedupe_key: `version:${order.$id}:${order.$updatedAt}`,
    }).catch((err: { code?: number }) => {
      if (err.code === 409) throw new OrderError(409, 'concurrent_change', 'This order was just changed by someone else. Please refresh and try again.');
      throw err;
    });

    const updated = await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: order.$id, data: { status: plan.to, ...plan.data } });
    if (plan.data.rx_status && order.prescription_id) {
      await tablesDB.updateRow({
        databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: order.prescription_id,
        data: { status: plan.data.rx_status, reason: plan.data.rx_reason ?? null, verified_by: userId, verified_at: plan.data.rx_verified_at },
      });
    }
    if (plan.releaseStock) await releaseStock(tablesDB, order, { type: 'stock_released', actor_id: userId, actor_role: plan.role, note: `after ${action}` });
    return ctx.res.json(refundRequest ? { order: updated, refund_request: refundRequest } : { order: updated });
  } catch (err) {
    return replyError(ctx, err, 'We could not update this order. Please try again.');
  }
};

