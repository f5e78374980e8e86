import { ID, Query, Storage, TablesDB, type Models } from 'node-appwrite';
import {
  BUCKETS, DATABASE_ID, OrderError, TABLES, appendEvent, callerId, getOrder, grantFileRead, loadCaller, parseBody, readPermissions, releaseStock,
  replyError, serverClient, sharePrescriptionWithStore, type Context, type OrderRow, type PrescriptionRow,
} from './common.ts';
import { gatewayFromEnv } from './gateway.ts';
import { refundAmountFor, startRefund } from './refunds.ts';
import { ACTIONS, PHARMACIST_ROLES, planTransition, type Action } from './transitions.ts';

/**
 * order-state (execute: users).
 * `{ action, order_id, reason?, photo_file_ids?, prescription_id? }` with an action of
 * transitions.ts → `{ order }` (`report_problem` → `{ order, refund_request }`; refund actions
 * also `{ refund }`). Every change appends an order_events row.
 * `{ action: 'submit_prescription', file_id, note? }` → `{ prescription }`: registers an uploaded
 * file of the `prescriptions` bucket as pending verification (only here, so a customer can never
 * create a row that says "verified").
 * Refunds: cancelling a paid order and approving its refund request start a gateway refund
 * (refunds.ts); the order shows `refund_status` pending until the gateway's webhook says refunded.
 */

/** SPEC refund flow: the team may ask for photos; up to this many go with the report. */
export const MAX_PROBLEM_PHOTOS = 3;
const FILE_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

function optText(body: Record<string, unknown>, key: string, max: number): string | null {
  const v = body[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || v.length > max) throw new OrderError(400, 'invalid_input', `${key} must be text of at most ${max} characters.`);
  return v.trim() || null;
}

async function submitPrescription(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const fileId = body.file_id;
  if (typeof fileId !== 'string' || !FILE_ID.test(fileId)) throw new OrderError(400, 'invalid_input', 'file_id must be the id of an uploaded prescription.');
  let file: Models.File;
  try {
    file = await new Storage(serverClient(ctx)).getFile({ bucketId: BUCKETS.prescriptions, fileId });
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

/** The caller's own uploads in the problem_photos bucket, checked before anything is written. */
async function problemPhotos(storage: Storage, userId: string, raw: unknown): Promise<Models.File[]> {
  const ids = raw === undefined || raw === null ? [] : raw;
  if (!Array.isArray(ids) || ids.length > MAX_PROBLEM_PHOTOS || !ids.every((p) => typeof p === 'string' && FILE_ID.test(p))) {
    throw new OrderError(400, 'invalid_input', `photo_file_ids must be a list of up to ${MAX_PROBLEM_PHOTOS} uploaded photo ids.`);
  }
  if (new Set(ids).size !== ids.length) throw new OrderError(400, 'invalid_input', 'photo_file_ids lists the same photo twice.');
  return Promise.all(ids.map(async (fileId: string) => {
    const file = await storage.getFile({ bucketId: BUCKETS.problemPhotos, fileId }).catch(() => null);
    if (!file || !file.$permissions.includes(`read("user:${userId}")`)) {
      throw new OrderError(404, 'photo_not_found', 'A photo of your report was not found. Please add it again.');
    }
    return file;
  }));
}

async function prescriptionFor(tablesDB: TablesDB, raw: unknown): Promise<PrescriptionRow | null> {
  if (typeof raw !== 'string' || !FILE_ID.test(raw)) throw new OrderError(400, 'invalid_input', 'prescription_id must be the id of one of your prescriptions.');
  return tablesDB.getRow<PrescriptionRow>({ databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: raw }).catch((err: { code?: number }) => {
    if (err.code === 404) return null;
    throw err;
  });
}

export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const storage = new Storage(client);
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
    const prescription = action === 'attach_prescription' ? await prescriptionFor(tablesDB, body.prescription_id) : null;
    const plan = planTransition(order, action, actor, { reason, prescription });

    let refundRequest: Models.DefaultRow | null = null;
    let photos: Models.File[] = [];
    let prescriptionFile: Models.File | null = null;
    if (action === 'report_problem') {
      photos = await problemPhotos(storage, userId, body.photo_file_ids);
      refundRequest = await tablesDB.createRow<Models.DefaultRow>({
        databaseId: DATABASE_ID, tableId: TABLES.refundRequests, rowId: ID.unique(),
        permissions: [...readPermissions(order.customer_id, order.store_team_id), `update("team:${order.store_team_id}")`],
        data: { order_id: order.$id, user_id: userId, store_id: order.store_id, reason, photo_file_ids: photos.map((p) => p.$id), status: 'open', amount: order.total },
      }).catch((err: { code?: number }) => {
        if (err.code === 409) throw new OrderError(409, 'already_reported', 'A problem was already reported for this order.');
        throw err;
      });
    }
    if (action === 'approve_refund' || action === 'reject_refund') {
      refundRequest = (await tablesDB.listRows<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.refundRequests, queries: [Query.equal('order_id', order.$id), Query.limit(1)] })).rows[0] ?? null;
      if (!refundRequest) throw new OrderError(409, 'no_refund_request', 'The customer has not reported a problem with this order.');
      if (refundRequest.status !== 'open') throw new OrderError(409, 'refund_request_closed', `This refund request is already ${refundRequest.status as string}.`);
    }
    if (action === 'attach_prescription') {
      prescriptionFile = await storage.getFile({ bucketId: BUCKETS.prescriptions, fileId: prescription!.file_id }).catch(() => {
        throw new OrderError(404, 'prescription_not_found', 'That prescription file was not found. Please upload it again.');
      });
    }
    const refundAmount = action === 'approve_refund' ? refundAmountFor(order, refundRequest!.amount as number) : null;

    // Claim this version of the order: of two racing changes to the same version only one passes the unique key.
    await appendEvent(tablesDB, order, {
      type: plan.eventType, from_status: order.status, to_status: plan.to, actor_id: userId, actor_role: plan.role,
      note: plan.data.rx_reason as string | undefined ?? reason, dedupe_key: `version:${order.$id}:${order.$updatedAt}`,
    }).catch((err: { code?: number }) => {
      if (err.code === 409) throw new OrderError(409, 'concurrent_change', 'This order was just changed by someone else. Please refresh and try again.');
      throw err;
    });

    let updated = await tablesDB.updateRow<OrderRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: order.$id, data: { status: plan.to, ...plan.data } });
    if (plan.data.rx_status && order.prescription_id && action !== 'attach_prescription') {
      await tablesDB.updateRow({
        databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: order.prescription_id,
        data: { status: plan.data.rx_status, reason: plan.data.rx_reason ?? null, verified_by: userId, verified_at: plan.data.rx_verified_at },
      });
    }
    if (plan.releaseStock) await releaseStock(tablesDB, order, { type: 'stock_released', actor_id: userId, actor_role: plan.role, note: `after ${action}` });
    if (action === 'attach_prescription') await sharePrescriptionWithStore(tablesDB, storage, prescription!, prescriptionFile!, order);
    // The team reviews the photos; admins handle escalations.
    for (const photo of photos) await grantFileRead(storage, BUCKETS.problemPhotos, photo, [`team:${order.store_team_id}`, 'label:admin']);
    if (action === 'reject_refund') {
      refundRequest = await tablesDB.updateRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.refundRequests, rowId: refundRequest!.$id, data: { status: 'rejected' } });
    }

    // Money goes back when a paid order is cancelled or its refund request is approved.
    const refundNow = (plan.to === 'cancelled' && order.status !== 'cancelled' && order.payment_status === 'paid') || action === 'approve_refund' || action === 'retry_refund';
    let refund: string | null = null;
    if (refundNow) {
      const amount = refundAmount ?? (action === 'retry_refund' ? refundAmountFor(order, order.refund_amount) : refundAmountFor(order));
      const gateway = await gatewayFromEnv(process.env, ctx.req.headers['x-appwrite-key'] ?? '');
      refund = await startRefund(tablesDB, gateway, updated, amount, action === 'approve_refund' ? 'Approved problem report' : `Order ${order.$id} cancelled`, { actor_id: userId, actor_role: plan.role });
      if (action === 'approve_refund') {
        refundRequest = await tablesDB.updateRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.refundRequests, rowId: refundRequest!.$id, data: { status: 'approved' } });
      }
      updated = await tablesDB.getRow<OrderRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: order.$id });
    }
    return ctx.res.json({ order: updated, ...(refundRequest ? { refund_request: refundRequest } : {}), ...(refund ? { refund } : {}) });
  } catch (err) {
    return replyError(ctx, err, 'We could not update this order. Please try again.');
  }
};
