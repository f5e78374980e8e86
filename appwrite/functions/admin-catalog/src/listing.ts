import { AppwriteException, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { fail } from '../../lib/runtime/errors.ts';
import { noticeStore } from '../../lib/stores/store-notices.ts';
import type { ListingRequestsRow } from '@instamg/shared/appwrite/rows';
import type { RowMeta, StoresRow } from '@instamg/shared/appwrite/rows';

// Listing requests (issue 19 §3): stores ask for a product the catalogue lacks (inventory
// `request_listing`, a row their team reads); an admin approves one by saving the product editor
// prefilled from it (`create_product` with `request_id`: the product is created, the request
// marked `listed` with its id) or declines it with a reason. Both are logged in audit_log and land
// in the store's inbox (notifications kinds listing_approved / listing_declined), once each.

export type ListingRequestRow = ListingRequestsRow;

const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

export function readRequestId(value: unknown): string {
  if (typeof value !== 'string' || !ROW_ID.test(value))
    throw fail('invalid_input', 'request_id must be a listing request id.');
  return value;
}

/** The request, still open (an approved or declined one is not decided twice). */
export async function openRequest(tablesDB: TablesDB, requestId: string): Promise<ListingRequestRow> {
  let row: ListingRequestRow;
  try {
    row = await tablesDB.getRow<ListingRequestRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.listingRequests,
      rowId: requestId,
    });
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) throw fail('listing_request_not_found');
    throw error;
  }
  if (row.status !== 'open') throw fail('listing_request_closed');
  return row;
}

async function decide(
  tablesDB: TablesDB,
  actorId: string,
  request: ListingRequestRow,
  data: { status: 'listed' | 'declined'; product_id: string | null; decline_reason: string | null },
  notice: { kind: 'listing_approved' | 'listing_declined'; body: string },
): Promise<ListingRequestRow> {
  const row = await tablesDB.updateRow<ListingRequestRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.listingRequests,
    rowId: request.$id,
    data: { ...data, decided_by: actorId, decided_at: new Date().toISOString() },
  });
  await writeAudit(tablesDB, {
    actorId,
    actorRole: 'admin',
    action: data.status === 'listed' ? 'listing_request.approve' : 'listing_request.decline',
    entityType: 'listing_request',
    entityId: request.$id,
    before: { status: request.status },
    after: data,
  });
  const store = await tablesDB
    .getRow<RowMeta & Pick<StoresRow, 'team_id'>>({
      databaseId: DATABASE_ID,
      tableId: TABLES.stores,
      rowId: request.store_id,
    })
    .catch(() => null);
  if (store) await noticeStore(tablesDB, store, notice.kind, notice.body, request.$id);
  return row;
}

export function approveRequest(
  tablesDB: TablesDB,
  actorId: string,
  request: ListingRequestRow,
  product: Models.Row & Record<string, unknown>,
): Promise<ListingRequestRow> {
  return decide(
    tablesDB,
    actorId,
    request,
    { status: 'listed', product_id: product.$id, decline_reason: null },
    {
      kind: 'listing_approved',
      body: `${String(product.name)} (your request for "${request.product_name}") is now in the catalogue. You can add its stock.`,
    },
  );
}

export async function declineRequest(
  tablesDB: TablesDB,
  actorId: string,
  body: Record<string, unknown>,
): Promise<ListingRequestRow> {
  const request = await openRequest(tablesDB, readRequestId(body.request_id));
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason.length < 3) throw fail('reason_required', 'Please give the store a reason (at least 3 characters).');
  if (reason.length > 500) throw fail('invalid_input', 'The reason can be at most 500 characters.');
  return decide(
    tablesDB,
    actorId,
    request,
    { status: 'declined', product_id: null, decline_reason: reason },
    { kind: 'listing_declined', body: `Your request to list "${request.product_name}" was declined: ${reason}` },
  );
}
