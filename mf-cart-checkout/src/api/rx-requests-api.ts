// An order by prescription photo (issue 36 §1): the customer's photos go to the rx_request_files
// bucket (their own until submitted), everything else through the rx-requests function. The
// request and its priced lines are read with the customer's session (row permissions).
import { ID, Query } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrdersRow, RxRequestLinesRow, RxRequestsRow } from '@instamg/shared/appwrite/rows';

/** Uploads the photos (the customer's own files: rx-requests takes them over on submit) and submits. */
export async function submitRxRequest(files: readonly File[], addressId: string, note: string): Promise<RxRequestsRow> {
  const ids: string[] = [];
  for (const file of files)
    ids.push(
      (await getAppwrite().storage.createFile({ bucketId: BUCKETS.rxRequestFiles, fileId: ID.unique(), file })).$id,
    );
  const { request } = await callFunction<{ request: RxRequestsRow }>(FUNCTIONS.rxRequests, {
    action: 'submit',
    file_ids: ids,
    address_id: addressId,
    note,
  });
  return request;
}

export async function getRxRequest(id: string): Promise<{ request: RxRequestsRow; lines: RxRequestLinesRow[] }> {
  const db = getAppwrite().tablesDB;
  const [request, lines] = await Promise.all([
    db.getRow<RxRequestsRow>({ databaseId: DATABASE_ID, tableId: TABLES.rxRequests, rowId: id }),
    db.listRows<RxRequestLinesRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.rxRequestLines,
      queries: [Query.equal('request_id', id), Query.limit(100)],
    }),
  ]);
  return { request, lines: lines.rows };
}

export function cancelRxRequest(id: string): Promise<{ request: RxRequestsRow }> {
  return callFunction(FUNCTIONS.rxRequests, { action: 'cancel', request_id: id });
}

/** The kept lines as an order at the request's store, verified by the pricing pharmacist. */
export function checkoutRxRequest(
  id: string,
  lines: readonly { product_id: string; quantity: number }[],
): Promise<{ order: OrdersRow }> {
  return callFunction(FUNCTIONS.rxRequests, { action: 'checkout', request_id: id, lines });
}

/** A request image's view URL (the session's cookie decides whether it loads). */
export function rxFileUrl(fileId: string): string {
  return getAppwrite().storage.getFileView({ bucketId: BUCKETS.rxRequestFiles, fileId });
}
