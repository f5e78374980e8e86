import { Account, Client, Permission, Query, Role, Storage, TablesDB, Users, type Models } from 'node-appwrite';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type {
  DataRequestsRow,
  OrdersRow,
  PrescriptionsRow,
  RxRequestsRow,
  StoreRatingsRow,
} from '@instamg/shared/appwrite/rows';
import { dataRequestDueAt } from '@instamg/shared/domain/privacy/data-export';
import {
  ERASURE_CONFIRM_WORD,
  deidentifiedDelivery,
  deidentifiedOrder,
  erasureSessionProblem,
  isActiveOrder,
  pastRetention,
  rxRetainUntil,
} from '@instamg/shared/domain/privacy/erasure';
import { writeAudit } from '../../lib/runtime/audit.ts';
import type { Context } from '../../lib/runtime/context.ts';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import { listAll } from '../../lib/runtime/list-all.ts';
import { refreshStoreAggregate } from '../../lib/stores/store-ratings.ts';
import { dataExportSummaryFileId } from '@instamg/shared/domain/privacy/data-export-summary';
import { dropExpiredExports } from './export.ts';

/** Appwrite caps an `equal` query's values at 100. */
const IDS_PER_QUERY = 100;

const ignoreMissing = (error: unknown) => {
  if (appwriteStatus(error) !== 404) throw error;
};

/** The caller's session, read with the execution's user JWT (so it is the session that asked). */
async function callerSession(ctx: Context): Promise<Models.Session> {
  const jwt = ctx.req.headers['x-appwrite-user-jwt'];
  if (!jwt) throw fail('fresh_sign_in_required');
  const asCaller = new Client()
    .setEndpoint(process.env.APPWRITE_FUNCTION_API_ENDPOINT!)
    .setProject(process.env.APPWRITE_FUNCTION_PROJECT_ID!)
    .setJWT(jwt);
  try {
    return await new Account(asCaller).getSession({ sessionId: 'current' });
  } catch (error) {
    // A session that still owes its second factor cannot read itself (user_more_factors_required);
    // one that has ended cannot either: either way, sign in again.
    if ((error as { type?: string } | null)?.type === 'user_more_factors_required')
      throw fail('second_factor_required');
    if (appwriteStatus(error) === 401) throw fail('fresh_sign_in_required');
    throw error;
  }
}

/**
 * `erasure` `{ confirm: 'DELETE' }` (ADR 0013): deletes the caller's account at once (no grace
 * period). Refused unless the session is a fresh sign-in (FRESH_SIGN_IN_MINUTES) holding the second
 * factor when MFA is on, while an order is active, and for store staff. Then:
 * - orders stay (tax invoice, the store's records) de-identified (`deidentifiedOrder`), their
 *   `order_contacts` phone and name emptied, `retain_until` the GST end date;
 * - prescriptions of delivered orders stay until `retain_until` (3 years, the H1 register) and the
 *   daily sweep deletes them then; the rest, with their files, go now; a verification keeps the
 *   patient's name only when the order had a Schedule H1 line (the register needs it);
 * - addresses, consents, stock alerts, store customer summaries, sign-in codes and export files go;
 * - the Appwrite user is deleted (sessions, push targets and identities with it): no sign-in.
 * The data_requests row (kind erasure, completed) and an audit row are the record that it was done.
 */
export async function runErasure(
  ctx: Context,
  client: Client,
  userId: string,
  body: Record<string, unknown>,
  requestId: string,
  log: (message: string) => void,
): Promise<DataRequestsRow> {
  if (body.confirm !== ERASURE_CONFIRM_WORD) throw fail('erasure_not_confirmed');
  const now = new Date();
  const users = new Users(client);
  const [user, session] = await Promise.all([users.get({ userId }), callerSession(ctx)]);
  const problem = erasureSessionProblem({ createdAt: session.$createdAt, factors: session.factors }, user.mfa, now);
  if (problem) throw fail(problem);

  const tablesDB = new TablesDB(client);
  const storage = new Storage(client);
  const mine = <R extends Models.Row>(tableId: string, column = 'user_id') =>
    listAll<R>(tablesDB, tableId, [Query.equal(column, userId)]);

  // Store people keep their name on past register entries and leave the store first (issue 39 §4).
  const memberships = await users.listMemberships({ userId });
  if (memberships.memberships.some((m) => m.confirm) || (await mine(TABLES.storeAdmins)).length > 0)
    throw fail('erasure_blocked_by_store_role');
  const orders = await mine<OrdersRow>(TABLES.orders, 'customer_id');
  const active = orders.filter(isActiveOrder);
  if (active.length > 0) {
    const number = active[0]!.order_number;
    throw fail(
      'erasure_blocked_by_order',
      number
        ? `Your order ${number} is not finished yet. You can delete your account once it is delivered, cancelled or refunded.`
        : undefined,
    );
  }

  const request = await tablesDB.createRow<DataRequestsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.dataRequests,
    rowId: requestId,
    permissions: [Permission.read(Role.user(userId))],
    data: {
      user_id: userId,
      kind: 'erasure',
      status: 'processing',
      requested_at: now.toISOString(),
      due_at: dataRequestDueAt(now).toISOString(),
      completed_at: null,
      file_id: null,
      expires_at: null,
      error: null,
    },
  });

  // Orders: kept, de-identified. Which had a Schedule H1 line (their register rows keep the patient).
  const h1Orders = new Set<string>();
  const orderIds = orders.map((o) => o.$id);
  for (let i = 0; i < orderIds.length; i += IDS_PER_QUERY) {
    const items = await listAll<Models.Row & { order_id: string }>(tablesDB, TABLES.orderItems, [
      Query.equal('order_id', orderIds.slice(i, i + IDS_PER_QUERY)),
      Query.equal('schedule', 'H1'),
      Query.select(['$id', 'order_id']),
    ]);
    for (const item of items) h1Orders.add(item.order_id);
  }
  for (const order of orders) {
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      rowId: order.$id,
      data: deidentifiedOrder(order),
    });
    await tablesDB
      .updateRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.orderContacts,
        rowId: order.$id,
        data: { recipient_name: null, phone: null },
      })
      .catch(ignoreMissing);
    await tablesDB
      .updateRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.orderDeliveries,
        rowId: order.$id,
        data: deidentifiedDelivery(),
      })
      .catch(ignoreMissing);
    if (!h1Orders.has(order.$id)) {
      const verifications = await listAll(tablesDB, TABLES.prescriptionVerifications, [
        Query.equal('order_id', order.$id),
        Query.select(['$id']),
      ]);
      for (const v of verifications)
        await tablesDB.updateRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.prescriptionVerifications,
          rowId: v.$id,
          data: { patient_name: null },
        });
    }
  }

  // Prescriptions: those of a supply (a delivered order) are kept for the law; the rest go now.
  const delivered = new Map(
    orders.filter((o) => o.delivered_at && o.status === 'delivered').map((o) => [o.$id, o.delivered_at!]),
  );
  for (const rx of await mine<PrescriptionsRow>(TABLES.prescriptions)) {
    const suppliedAt = rx.order_id ? delivered.get(rx.order_id) : undefined;
    if (suppliedAt) {
      await tablesDB.updateRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.prescriptions,
        rowId: rx.$id,
        data: { retain_until: rxRetainUntil(new Date(suppliedAt)), note: null },
      });
    } else {
      await storage.deleteFile({ bucketId: BUCKETS.prescriptions, fileId: rx.file_id }).catch(ignoreMissing);
      await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: rx.$id });
    }
  }

  // Prescription-photo requests (issue 36): an order made from one keeps its own prescription row
  // above; the request, its lines and its photos exist only for the person and go.
  for (const request of await mine<RxRequestsRow>(TABLES.rxRequests, 'customer_id')) {
    for (const fileId of request.file_ids)
      await storage.deleteFile({ bucketId: BUCKETS.rxRequestFiles, fileId }).catch(ignoreMissing);
    const lines = await listAll(tablesDB, TABLES.rxRequestLines, [
      Query.equal('request_id', request.$id),
      Query.select(['$id']),
    ]);
    for (const line of lines)
      await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.rxRequestLines, rowId: line.$id });
    await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.rxRequests, rowId: request.$id });
  }

  // Ratings (issue 33 §6): the person's stars and words go, and each store's figure is recomputed
  // without them (a figure must only ever count ratings that exist).
  const ratings = await listAll<StoreRatingsRow>(tablesDB, TABLES.storeRatings, [
    Query.equal('customer_id', userId),
    Query.select(['$id', 'store_id']),
  ]);
  for (const rating of ratings)
    await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.storeRatings, rowId: rating.$id });
  for (const storeId of new Set(ratings.map((rating) => rating.store_id)))
    await refreshStoreAggregate(tablesDB, storeId);

  // What exists only for the person: deleted.
  const drop = async (tableId: string, column = 'user_id', value = userId) => {
    const rows = await listAll(tablesDB, tableId, [Query.equal(column, value), Query.select(['$id'])]);
    for (const row of rows) await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId, rowId: row.$id });
    return rows.length;
  };
  const addresses = await drop(TABLES.addresses);
  await drop(TABLES.consentRecords);
  await drop(TABLES.stockAlerts);
  await drop(TABLES.storeCustomers, 'customer_id');
  // Refills (issue 36 §3) name what the person takes: the schedule and its cycles go (their orders stay above).
  await drop(TABLES.refills, 'customer_id');
  await drop(TABLES.refillRuns, 'customer_id');
  // Family tracking links they shared (issue 38 §4): ended already (no active order remains), but they name the person.
  await drop(TABLES.trackingLinks, 'created_by');
  if (user.phone) await drop(TABLES.phoneSignInCodes, 'phone', user.phone);
  const exports = await listAll<DataRequestsRow>(tablesDB, TABLES.dataRequests, [
    Query.equal('user_id', userId),
    Query.equal('kind', 'export'),
    Query.isNotNull('file_id'),
  ]);
  for (const row of exports) {
    for (const fileId of [row.file_id!, dataExportSummaryFileId(row.file_id!)])
      await storage.deleteFile({ bucketId: BUCKETS.dataExports, fileId }).catch(ignoreMissing);
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.dataRequests,
      rowId: row.$id,
      data: { status: 'completed', file_id: null },
    });
  }

  // Last, so a failure above leaves an account that can ask again.
  await users.delete({ userId });
  await writeAudit(tablesDB, {
    actorId: userId,
    actorRole: 'system',
    action: 'account_erased',
    entityType: 'user',
    entityId: userId,
    before: null,
    after: { orders_kept: orders.length, h1_orders: h1Orders.size, addresses_deleted: addresses },
  });
  log(`Erased user ${userId}: ${orders.length} orders de-identified, ${addresses} addresses deleted`);
  return await tablesDB.updateRow<DataRequestsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.dataRequests,
    rowId: request.$id,
    data: { status: 'completed', completed_at: new Date().toISOString() },
  });
}

/**
 * The daily retention sweep (the function's schedule, or an API-key execution with `{ now }`):
 * prescriptions whose `retain_until` has passed lose their file and row. Orders past their GST
 * `retain_until` are left (already de-identified; deleting invoices is a later decision). Export
 * files past their 7 days are deleted for everyone.
 */
export async function sweepRetention(
  client: Client,
  now: Date,
): Promise<{ prescriptions_deleted: number; exports_expired: number }> {
  const tablesDB = new TablesDB(client);
  const storage = new Storage(client);
  const due = await listAll<PrescriptionsRow>(tablesDB, TABLES.prescriptions, [
    Query.lessThanEqual('retain_until', now.toISOString()),
  ]);
  let deleted = 0;
  for (const rx of due) {
    if (!pastRetention(rx.retain_until, now)) continue;
    await storage.deleteFile({ bucketId: BUCKETS.prescriptions, fileId: rx.file_id }).catch(ignoreMissing);
    await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: rx.$id });
    deleted += 1;
  }
  return { prescriptions_deleted: deleted, exports_expired: await dropExpiredExports(tablesDB, storage, now) };
}
