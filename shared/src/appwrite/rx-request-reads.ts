// The store panel's reads of prescription-photo requests (issue 36 §1), with the pharmacist's own
// session: the queue's list and the stock search of the cart builder. Kept out of the React hooks
// so the benchmark (appwrite/dev-server/bench/rx-requests.bench.ts) times the very same queries.
import { Query, type TablesDB } from 'appwrite';
import { rxRequestTabStates, type RxRequestTab } from '../domain/rx-request-status';
import type { StockedOption } from '../domain/rx-request';
import { DATABASE_ID, TABLES } from './ids';
import type { ProductsRow, RxRequestsRow, StoreInventoryRow } from './rows';

/** The queries of one queue tab: what waits is oldest first, what is done newest first. */
export function rxQueueQueries(storeId: string, tab: RxRequestTab): string[] {
  return [
    Query.equal('store_id', storeId),
    Query.equal('state', rxRequestTabStates(tab)),
    tab === 'waiting' ? Query.orderAsc('submitted_at') : Query.orderDesc('submitted_at'),
    Query.limit(50),
  ];
}

/** One queue tab's requests at the store; a caller who is not its pharmacist gets none (row permissions). */
export async function listRxQueue(db: TablesDB, storeId: string, tab: RxRequestTab): Promise<RxRequestsRow[]> {
  return (
    await db.listRows<RxRequestsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.rxRequests,
      queries: rxQueueQueries(storeId, tab),
    })
  ).rows;
}

export type StockSearchHit = StockedOption & { name: string };

/**
 * The store's stock matching a name or salt: products by full-text search on each column (25
 * each), then this store's batches in stock of those products; price is the cheapest batch's,
 * stock the largest batch's (a line ships from one batch).
 */
export async function searchStoreStock(db: TablesDB, storeId: string, term: string): Promise<StockSearchHit[]> {
  const q = term.trim();
  const [byName, bySalt] = await Promise.all(
    (['name', 'salt_composition'] as const).map((column) =>
      db.listRows<ProductsRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.products,
        queries: [Query.search(column, q), Query.limit(25)],
      }),
    ),
  );
  const products = [...new Map([...byName!.rows, ...bySalt!.rows].map((p) => [p.$id, p])).values()];
  if (products.length === 0) return [];
  const batches = (
    await db.listRows<StoreInventoryRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeInventory,
      queries: [
        Query.equal('store_id', storeId),
        Query.equal(
          'product_id',
          products.map((p) => p.$id),
        ),
        Query.greaterThan('stock', 0),
        Query.limit(200),
      ],
    })
  ).rows;
  return products.flatMap((p) => {
    const own = batches.filter((b) => b.product_id === p.$id);
    if (own.length === 0) return [];
    return [
      {
        ...p,
        name: p.name,
        price: Math.min(...own.map((b) => b.selling_price)),
        stock: Math.max(...own.map((b) => b.stock)),
      } as StockSearchHit,
    ];
  });
}
