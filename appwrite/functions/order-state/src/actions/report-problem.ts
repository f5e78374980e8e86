import { ID, type Models, type Storage } from 'node-appwrite';
import { fail } from '../../../lib/errors.ts';
import { BUCKETS, DATABASE_ID, TABLES, grantFileRead, placedAmount, readPermissions } from '../../../lib/orders.ts';
import { FILE_ID, conflict, requireStatus, type OrderActionHandler } from './action.ts';

/** SPEC refund flow: the team may ask for photos; up to this many go with the report. */
export const MAX_PROBLEM_PHOTOS = 3;
/** Problems are reported within this long after delivery (SPEC §4 refund flow). */
export const REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The customer reports a problem within 24 hours of delivery, with photos: a refund request the store decides. */
export const reportProblem: OrderActionHandler = {
  forbidden: 'Only the customer can report a problem with this order.',
  plan(order, { role, reason, now }) {
    requireStatus('report_problem', order, role, 'reported as a problem');
    if (!order.delivered_at) throw conflict(order, 'reported as a problem');
    if (now.getTime() - new Date(order.delivered_at!).getTime() > REPORT_WINDOW_MS) throw fail('report_window_closed');
    if ((reason?.trim().length ?? 0) < 3) throw fail('reason_required', 'Please describe the problem.');
    return { to: order.status, role, data: {}, releaseStock: false, eventType: 'problem_reported' };
  },
  async before({ tablesDB, storage, userId, body, order }, _plan, { reason }) {
    const photos = await problemPhotos(storage, userId, body.photo_file_ids);
    const refundRequest = await tablesDB
      .createRow<Models.DefaultRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.refundRequests,
        rowId: ID.unique(),
        // Read-only for the team: it decides through approve_refund / reject_refund (issue 14 §5).
        permissions: readPermissions(order.customer_id, order.store_team_id),
        data: {
          order_id: order.$id,
          user_id: userId,
          store_id: order.store_id,
          reason,
          photo_file_ids: photos.map((p) => p.$id),
          status: 'open',
          amount: placedAmount(order),
        },
      })
      .catch((err: { code?: number }) => {
        if (err.code === 409) throw fail('already_reported');
        throw err;
      });
    return { photos, refundRequest };
  },
  // The team reviews the photos; admins handle escalations.
  async after({ storage, order }, _plan, staged) {
    for (const photo of staged.photos ?? [])
      await grantFileRead(storage, BUCKETS.problemPhotos, photo, [`team:${order.store_team_id}`, 'label:admin']);
    return staged;
  },
};

/** The caller's own uploads in the problem_photos bucket, checked before anything is written. */
async function problemPhotos(storage: Storage, userId: string, raw: unknown): Promise<Models.File[]> {
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
