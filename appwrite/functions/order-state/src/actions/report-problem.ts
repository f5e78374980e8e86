import {
  RETURN_REASONS,
  RETURN_SETTINGS,
  isReturnReason,
  returnLineProblem,
  returnWindowsFrom,
  type ReturnLine,
} from '@instamg/shared/domain/returns';
import { fromPaise, toPaise } from '@instamg/shared/domain/refunds';
import { ID, Query, type Models, type Storage, type TablesDB } from 'node-appwrite';
import { fail } from '../../../lib/runtime/errors.ts';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { grantFileRead } from '../../../lib/orders/prescription-access.ts';
import { readPermissions, type OrderRow } from '../../../lib/orders/rows.ts';
import { stillPaid } from '../../../lib/money/refunds.ts';
import { FILE_ID, conflict, requireStatus, type OrderActionHandler } from './action.ts';

/** SPEC refund flow: the team may ask for photos; up to this many go with the report (and with each addition). */
export const MAX_PROBLEM_PHOTOS = 3;
const MAX_RETURN_LINES = 50;

/**
 * The customer reports items of a delivered order for return (issue 16 §6): `lines: [{ item_id,
 * quantity, reason }]` (shared/src/domain/returns.ts: a medicine within 24 hours, damaged, wrong or
 * (near) expired; a non-medicinal product within 7 days; never a non-returnable product), an
 * optional note in `reason`, and photos. The return (a refund_requests row) is then reviewed by the
 * store or an admin (actions/returns.ts).
 */
export const reportProblem: OrderActionHandler = {
  forbidden: 'Only the customer can report a problem with this order.',
  plan(order, { role }) {
    requireStatus('report_problem', order, role, 'reported as a problem');
    if (!order.delivered_at) throw conflict(order, 'reported as a problem');
    return { to: order.status, role, data: {}, releaseStock: false, eventType: 'problem_reported' };
  },
  async before({ tablesDB, storage, userId, body, order }, _plan, { reason, now }) {
    const lines = await returnLines(tablesDB, order, body.lines, now);
    const photos = await problemPhotos(storage, userId, body.photo_file_ids);
    const summary = lines.map((l) => `${l.name} × ${l.quantity}: ${RETURN_REASONS[l.reason]}`).join('; ');
    const requested = lines.reduce((sum, l) => sum + toPaise(l.unit_price) * l.quantity, 0);
    const refundRequest = await tablesDB
      .createRow<Models.DefaultRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.refundRequests,
        rowId: ID.unique(),
        // Read-only for the team: it decides through order-state (issue 14 §5, issue 16 §6).
        permissions: readPermissions(order.customer_id, order.store_team_id),
        data: {
          order_id: order.$id,
          user_id: userId,
          store_id: order.store_id,
          reason: (reason ? `${summary}. ${reason}` : summary).slice(0, 1024),
          photo_file_ids: photos.map((p) => p.$id),
          status: 'open',
          amount: fromPaise(Math.min(requested, toPaise(stillPaid(order)))),
          lines: JSON.stringify(lines),
        },
      })
      .catch((err: { code?: number }) => {
        if (err.code === 409) throw fail('already_reported');
        throw err;
      });
    return { photos, refundRequest, eventNote: `Return reported: ${summary}`.slice(0, 1024) };
  },
  // The team reviews the photos; admins handle escalations.
  async after({ storage, order }, _plan, staged) {
    for (const photo of staged.photos ?? [])
      await grantFileRead(storage, BUCKETS.problemPhotos, photo, [`team:${order.store_team_id}`, 'label:admin']);
    // The order carries the return's status (written after the return row: Realtime readers see both).
    return { ...staged, orderData: { ...staged.orderData, return_status: 'open' } };
  },
};

/** The reported lines, each checked against its order line, its product's return rules and the windows (settings). */
async function returnLines(tablesDB: TablesDB, order: OrderRow, raw: unknown, now: Date): Promise<ReturnLine[]> {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_RETURN_LINES)
    throw fail('invalid_input', 'Choose the items to return: lines [{ item_id, quantity, reason }].');
  const items = (
    await tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderItems,
      queries: [Query.equal('order_id', order.$id), Query.limit(100)],
    })
  ).rows;
  const productIds = [...new Set(items.map((i) => i.product_id as string))];
  const products = (
    await tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.products,
      queries: [Query.equal('$id', productIds), Query.limit(100)],
    })
  ).rows;
  const keys = [RETURN_SETTINGS.medicineHours.key, RETURN_SETTINGS.nonMedicinalDays.key];
  const settings = await tablesDB.listRows<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.settings,
    queries: [Query.equal('key', keys), Query.limit(keys.length)],
  });
  const windows = returnWindowsFrom(Object.fromEntries(settings.rows.map((r) => [r.key as string, r.value as string])));
  const seen = new Set<string>();
  return raw.map((entry: unknown): ReturnLine => {
    const l = entry as { item_id?: unknown; quantity?: unknown; reason?: unknown };
    const item = items.find((i) => i.$id === l?.item_id);
    if (!item || seen.has(item.$id))
      throw fail('invalid_input', 'Each returned item must be a line of this order, once.');
    seen.add(item.$id);
    if (
      !Number.isInteger(l.quantity) ||
      (l.quantity as number) < 1 ||
      (l.quantity as number) > (item.quantity as number)
    )
      throw fail('invalid_input', `Return between 1 and ${item.quantity as number} of ${item.product_name as string}.`);
    if (!isReturnReason(l.reason)) throw fail('invalid_input', 'Choose why each item is returned.');
    const product = products.find((p) => p.$id === item.product_id) ?? {};
    const problem = returnLineProblem(product, l.reason, order.delivered_at!, now, windows);
    if (problem === 'not_returnable') throw fail(problem, `${item.product_name as string} cannot be returned.`);
    if (problem) throw fail(problem, undefined);
    return {
      item_id: item.$id,
      product_id: item.product_id as string,
      name: item.product_name as string,
      quantity: l.quantity as number,
      unit_price: item.unit_price as number,
      reason: l.reason,
      medicinal: (product as { medicinal?: boolean | null }).medicinal !== false,
    };
  });
}

/** The caller's own uploads in the problem_photos bucket, checked before anything is written. */
export async function problemPhotos(storage: Storage, userId: string, raw: unknown): Promise<Models.File[]> {
  const ids = raw === undefined || raw === null ? [] : raw;
  if (
    !Array.isArray(ids) ||
    ids.length > MAX_PROBLEM_PHOTOS ||
    !ids.every((p) => typeof p === 'string' && FILE_ID.test(p))
  ) {
    throw fail('invalid_input', `photo_file_ids must be a list of up to ${MAX_PROBLEM_PHOTOS} uploaded photo ids.`);
  }
  if (new Set(ids).size !== ids.length) throw fail('invalid_input', 'photo_file_ids lists the same photo twice.');
  return Promise.all(
    ids.map(async (fileId: string) => {
      const file = await storage.getFile({ bucketId: BUCKETS.problemPhotos, fileId }).catch(() => null);
      if (!file || !file.$permissions.includes(`read("user:${userId}")`)) throw fail('photo_not_found');
      return file;
    }),
  );
}
