import { Query, type Storage, type TablesDB } from 'node-appwrite';
import { routeRequest, type RequestCandidateStore } from '@instamg/shared/domain/rx-request';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { RxRequestLinesRow, RxRequestsRow, StorePharmacistsRow, StoresRow } from '@instamg/shared/appwrite/rows';
import { MAX_DELIVERY_DISTANCE_KM, distanceKm } from '../../place-order/src/pricing.ts';
import { takesNewOrders, takesNewOrdersQuery } from '../stores/takes-new-orders.ts';
import { listAll } from '../runtime/list-all.ts';

// A prescription-photo request (issue 36 §1, ADR 0016): which store it goes to, who may read it
// (row, lines and files), and moving it on when the store's pharmacist does not pick it up in the
// accept window (the rx-requests function and the reroute-unaccepted-orders sweeper share this).

export type RxRequestRow = RxRequestsRow;
export type RxRequestLineRow = RxRequestLinesRow;

/** The team role that reads a request at its store: the pharmacist only, never all staff. */
export const RX_READER_ROLE = 'pharmacist';

/** Read permissions of a request's row, lines and files: the customer and the store's pharmacists. */
export function rxRequestReaders(customerId: string, storeTeam: string | null): string[] {
  return [`read("user:${customerId}")`, ...(storeTeam ? [`read("team:${storeTeam}/${RX_READER_ROLE}")`] : [])];
}

/**
 * The stores a request could go to from `point`: within 5 km, live and taking orders, each with
 * whether it has a confirmed, active pharmacist (store_pharmacists; the register of who is on duty).
 */
export async function candidateStores(
  tablesDB: TablesDB,
  point: { latitude: number; longitude: number },
  now: Date,
): Promise<(RequestCandidateStore & { store: StoresRow })[]> {
  const stores = (
    await tablesDB.listRows<StoresRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.stores,
      queries: [
        Query.distanceLessThan('location', [point.longitude, point.latitude], MAX_DELIVERY_DISTANCE_KM * 1000, true),
        Query.equal('is_active', true),
        takesNewOrdersQuery(now),
        Query.limit(100),
      ],
    })
  ).rows.filter((s) => s.team_id);
  if (stores.length === 0) return [];
  const pharmacists = (
    await tablesDB.listRows<StorePharmacistsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storePharmacists,
      queries: [
        Query.equal(
          'store_id',
          stores.map((s) => s.$id),
        ),
        Query.limit(500),
      ],
    })
  ).rows.filter((p) => p.is_active !== false && p.confirmed_at);
  const staffed = new Set(pharmacists.map((p) => p.store_id));
  return stores.map((store) => ({
    store,
    id: store.$id,
    distance_km: distanceKm(point, { longitude: store.location[0]!, latitude: store.location[1]! }),
    status: takesNewOrders(store, now) ? 'open' : 'closed',
    pharmacist_on_shift: staffed.has(store.$id),
  }));
}

/** Rewrites the read permissions of a request's files and lines (the previous store loses them). */
export async function syncRxRequestAccess(
  tablesDB: TablesDB,
  storage: Storage,
  request: Pick<RxRequestRow, '$id' | 'customer_id' | 'file_ids'>,
  storeTeam: string | null,
): Promise<void> {
  const permissions = rxRequestReaders(request.customer_id, storeTeam);
  for (const fileId of request.file_ids)
    await storage.updateFile({ bucketId: BUCKETS.rxRequestFiles, fileId, permissions });
  const lines = await listAll<RxRequestLineRow>(tablesDB, TABLES.rxRequestLines, [
    Query.equal('request_id', request.$id),
  ]);
  for (const line of lines)
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.rxRequestLines,
      rowId: line.$id,
      permissions,
    });
}

/**
 * Puts a request at the nearest store that may read it (routeRequest), skipping the stores it has
 * been with; with none left it is `unserved` and only the customer reads it. The accept window
 * starts again at the new store.
 */
export async function routeRxRequest(
  tablesDB: TablesDB,
  storage: Storage,
  request: RxRequestRow,
  now: Date,
  acceptWindowMinutes: number,
): Promise<RxRequestRow> {
  const tried = [...new Set([...(request.tried_store_ids ?? []), ...(request.store_id ? [request.store_id] : [])])];
  const stores = await candidateStores(tablesDB, request, now);
  const next = routeRequest(stores, tried);
  const store = next ? stores.find((s) => s.id === next.id)!.store : null;
  const team = store?.team_id ?? null;
  const updated = (await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    rowId: request.$id,
    permissions: rxRequestReaders(request.customer_id, team),
    data: store
      ? {
          state: 'reading',
          store_id: store.$id,
          store_team_id: team,
          store_name: store.name,
          tried_store_ids: tried,
          accept_by: new Date(now.getTime() + acceptWindowMinutes * 60_000).toISOString(),
          pharmacist_id: null,
        }
      : { state: 'unserved', store_id: null, store_team_id: null, tried_store_ids: tried, accept_by: null },
  })) as unknown as RxRequestRow;
  await syncRxRequestAccess(tablesDB, storage, request, team);
  return updated;
}

/**
 * The accept-window sweep: every request still `reading` whose window has passed and that no
 * pharmacist has claimed moves on (reroute-unaccepted-orders calls it with its injected `now`).
 */
export async function moveUnclaimedRxRequests(
  tablesDB: TablesDB,
  storage: Storage,
  now: Date,
  acceptWindowMinutes: number,
): Promise<RxRequestRow[]> {
  const due = await listAll<RxRequestRow>(tablesDB, TABLES.rxRequests, [
    Query.equal('state', 'reading'),
    Query.isNull('pharmacist_id'),
    Query.lessThanEqual('accept_by', now.toISOString()),
  ]);
  const moved: RxRequestRow[] = [];
  for (const request of due) moved.push(await routeRxRequest(tablesDB, storage, request, now, acceptWindowMinutes));
  return moved;
}
