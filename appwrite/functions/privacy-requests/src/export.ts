import { Messaging, Permission, Query, Role, Storage, Users, type Client, type Models, TablesDB } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { DataRequestsRow } from '@instamg/shared/appwrite/rows';
import {
  EXPORTS_PER_DAY,
  EXPORT_STALE_MINUTES,
  buildDataExport,
  dataExportFileName,
  dataRequestDueAt,
  exportExpiresAt,
  type DataExport,
} from '@instamg/shared/domain/privacy/data-export';
import {
  dataExportSummaryFileId,
  dataExportSummaryFileName,
  renderDataExportSummary,
} from '@instamg/shared/domain/privacy/data-export-summary';
import { fail } from '../../lib/runtime/errors.ts';
import { listAll } from '../../lib/runtime/list-all.ts';

/** Messages read from Appwrite Messaging while looking for the person's (newest first). */
const MESSAGES_SCANNED = 2000;

type Row = Record<string, unknown>;

export const publicRequest = (row: DataRequestsRow) => ({
  $id: row.$id,
  kind: row.kind,
  status: row.status,
  requested_at: row.requested_at,
  due_at: row.due_at,
  completed_at: row.completed_at,
  file_id: row.file_id,
  expires_at: row.expires_at,
});

/**
 * The messages Appwrite Messaging sent to the user (e-mail and SMS by user id): Messaging has no
 * query by recipient, so the newest messages are read a page at a time and kept when they name the
 * user. `null` when the service cannot be read (the export then says so).
 */
async function messagesTo(client: Client, userId: string): Promise<Row[] | null> {
  const messaging = new Messaging(client);
  const mine: Row[] = [];
  try {
    let cursor: string | null = null;
    for (let scanned = 0; scanned < MESSAGES_SCANNED;) {
      const page: Models.MessageList = await messaging.listMessages({
        queries: [Query.orderDesc('$createdAt'), Query.limit(100), ...(cursor ? [Query.cursorAfter(cursor)] : [])],
      });
      for (const message of page.messages)
        if (message.users.includes(userId))
          mine.push({
            $id: message.$id,
            channel: message.providerType,
            sent_at: message.deliveredAt ?? message.$createdAt,
            status: message.status,
            ...(message.data as Row),
          });
      scanned += page.messages.length;
      if (page.messages.length < 100) break;
      cursor = page.messages[page.messages.length - 1]!.$id;
    }
    return mine;
  } catch {
    return null;
  }
}

/** Everything the export holds, read with the function's key for `userId` only. */
export async function collectExport(client: Client, userId: string, now: Date): Promise<DataExport> {
  const tablesDB = new TablesDB(client);
  const mine = (tableId: string, column = 'user_id') =>
    listAll<Models.DefaultRow>(tablesDB, tableId, [Query.equal(column, userId)]);
  const [
    account,
    addresses,
    orders,
    prescriptions,
    consents,
    grievanceTickets,
    dataRequests,
    messages,
    refills,
    prescriptionRequests,
    ratings,
  ] = await Promise.all([
    new Users(client).get({ userId }),
    mine(TABLES.addresses),
    mine(TABLES.orders, 'customer_id'),
    mine(TABLES.prescriptions),
    mine(TABLES.consentRecords),
    mine(TABLES.grievanceTickets),
    mine(TABLES.dataRequests),
    messagesTo(client, userId),
    mine(TABLES.refills, 'customer_id'),
    mine(TABLES.rxRequests, 'customer_id'),
    mine(TABLES.storeRatings, 'customer_id'),
  ]);
  const orderItems: Models.DefaultRow[] = [];
  const orderIds = orders.map((order) => order.$id);
  for (let i = 0; i < orderIds.length; i += 100)
    orderItems.push(
      ...(await listAll<Models.DefaultRow>(tablesDB, TABLES.orderItems, [
        Query.equal('order_id', orderIds.slice(i, i + 100)),
      ])),
    );
  const prescriptionRequestLines: Models.DefaultRow[] = [];
  const requestIds = prescriptionRequests.map((request) => request.$id);
  for (let i = 0; i < requestIds.length; i += 100)
    prescriptionRequestLines.push(
      ...(await listAll<Models.DefaultRow>(tablesDB, TABLES.rxRequestLines, [
        Query.equal('request_id', requestIds.slice(i, i + 100)),
      ])),
    );
  return buildDataExport(
    {
      account,
      addresses,
      orders,
      orderItems,
      prescriptions,
      consents,
      messages: messages ?? [],
      messagesAvailable: messages !== null,
      grievanceTickets,
      dataRequests,
      refills,
      prescriptionRequests,
      prescriptionRequestLines,
      ratings,
    },
    now,
  );
}

/**
 * Removes export files whose 7 days are over, both the JSON file and its readable summary (the
 * rows stay: the request log). Of one user before their next export, or of everyone from the
 * daily sweep: a file must not stay downloadable past its 7 days because its owner never came back.
 */
export async function dropExpiredExports(
  tablesDB: TablesDB,
  storage: Storage,
  now: Date,
  userId?: string,
): Promise<number> {
  const expired = await listAll<DataRequestsRow>(tablesDB, TABLES.dataRequests, [
    ...(userId ? [Query.equal('user_id', userId)] : []),
    Query.equal('status', 'ready'),
    Query.lessThanEqual('expires_at', now.toISOString()),
  ]);
  for (const row of expired) {
    if (row.file_id)
      for (const fileId of [row.file_id, dataExportSummaryFileId(row.file_id)])
        await storage.deleteFile({ bucketId: BUCKETS.dataExports, fileId }).catch(() => {});
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.dataRequests,
      rowId: row.$id,
      data: { status: 'completed', file_id: null },
    });
  }
  return expired.length;
}

/**
 * `export`: logs a data_requests row (status processing, due in 90 days), builds the file, stores
 * it in the private `data_exports` bucket readable by the user alone, then marks the row ready
 * with the file and its expiry (7 days). The row's id is the execution's, so the browser that
 * started the execution asynchronously knows which row to watch.
 */
export async function runExport(
  client: Client,
  userId: string,
  requestId: string,
  log: (message: string) => void,
): Promise<DataRequestsRow> {
  const tablesDB = new TablesDB(client);
  const storage = new Storage(client);
  const now = new Date();
  const busy = await tablesDB.listRows<DataRequestsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.dataRequests,
    queries: [
      Query.equal('user_id', userId),
      Query.equal('kind', 'export'),
      Query.equal('status', 'processing'),
      Query.greaterThan('requested_at', new Date(now.getTime() - EXPORT_STALE_MINUTES * 60_000).toISOString()),
      Query.limit(1),
    ],
  });
  if (busy.rows.length > 0) throw fail('export_in_progress');
  const today = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.dataRequests,
    queries: [
      Query.equal('user_id', userId),
      Query.equal('kind', 'export'),
      Query.greaterThan('requested_at', new Date(now.getTime() - 86_400_000).toISOString()),
      Query.limit(EXPORTS_PER_DAY),
    ],
  });
  if (today.rows.length >= EXPORTS_PER_DAY) throw fail('too_many_exports');
  await dropExpiredExports(tablesDB, storage, now, userId);

  const request = await tablesDB.createRow<DataRequestsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.dataRequests,
    rowId: requestId,
    permissions: [Permission.read(Role.user(userId))],
    data: {
      user_id: userId,
      kind: 'export',
      status: 'processing',
      requested_at: now.toISOString(),
      due_at: dataRequestDueAt(now).toISOString(),
      completed_at: null,
      file_id: null,
      expires_at: null,
      error: null,
    },
  });
  try {
    const file = await collectExport(client, userId, now);
    await storage.createFile({
      bucketId: BUCKETS.dataExports,
      fileId: request.$id,
      file: InputFile.fromBuffer(Buffer.from(JSON.stringify(file, null, 2), 'utf8'), dataExportFileName(now)),
      permissions: [Permission.read(Role.user(userId))],
    });
    // The same data as a page a person can read and print (issue 39 §2: "and a readable summary").
    await storage.createFile({
      bucketId: BUCKETS.dataExports,
      fileId: dataExportSummaryFileId(request.$id),
      file: InputFile.fromBuffer(Buffer.from(renderDataExportSummary(file), 'utf8'), dataExportSummaryFileName(now)),
      permissions: [Permission.read(Role.user(userId))],
    });
    const readyAt = new Date();
    log(`Export ${request.$id} for user ${userId}: ${file.orders.length} orders`);
    return await tablesDB.updateRow<DataRequestsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.dataRequests,
      rowId: request.$id,
      data: {
        status: 'ready',
        file_id: request.$id,
        completed_at: readyAt.toISOString(),
        expires_at: exportExpiresAt(readyAt).toISOString(),
      },
    });
  } catch (error) {
    await tablesDB
      .updateRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.dataRequests,
        rowId: request.$id,
        data: { status: 'failed', error: 'The file could not be made.' },
      })
      .catch(() => {});
    throw error;
  }
}
