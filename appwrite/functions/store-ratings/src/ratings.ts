import { Query, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrdersRow, StoreRatingsRow, StoresRow } from '@instamg/shared/appwrite/rows';
import {
  RATING_VISIBILITY_MEANINGS,
  ratingAggregate,
  type RatingAggregate,
  type RatingVisibility,
} from '@instamg/shared/domain/store-rating';
import { listAll } from '../../lib/runtime/list-all.ts';
import { appwriteStatus } from '../../lib/runtime/errors.ts';

// The store_ratings rows and the store's figure from them. Only this function writes either:
// the table and the stores columns rating/reviews grant no client a write (docs/permissions.md).

export type RatingRow = StoreRatingsRow;

/** A rating's row id is its order's: one rating per order (store_ratings.order_unique backs it). */
export const ratingIdOf = (orderId: string): string => orderId;

/** Row permissions of a rating: its author reads it (admins read the table); nobody else does. */
export const ratingPermissions = (customerId: string): string[] => [`read("user:${customerId}")`];

export async function getOrNull<Row extends { $id: string }>(
  tablesDB: TablesDB,
  tableId: string,
  rowId: string,
): Promise<Row | null> {
  try {
    return (await tablesDB.getRow({ databaseId: DATABASE_ID, tableId, rowId })) as unknown as Row;
  } catch (error) {
    if (appwriteStatus(error) === 404) return null;
    throw error;
  }
}

export const getOrder = (tablesDB: TablesDB, orderId: string) => getOrNull<OrdersRow>(tablesDB, TABLES.orders, orderId);

export const getStore = (tablesDB: TablesDB, storeId: string) => getOrNull<StoresRow>(tablesDB, TABLES.stores, storeId);

/** The visibilities whose ratings count in the store's average (RATING_VISIBILITY_MEANINGS). */
const COUNTED = (Object.keys(RATING_VISIBILITY_MEANINGS) as RatingVisibility[]).filter(
  (visibility) => RATING_VISIBILITY_MEANINGS[visibility].countsInAverage,
);

/**
 * Recomputes the store's figure from its counted ratings and writes it on the store
 * (stores.rating: the average to one decimal, null with none; stores.reviews: the count), which is
 * what the store-locator sends, so /stores and the selector need no second read. Run after every
 * rating, change and moderation; it reads every counted rating again, so two writes at once both
 * end with the figure of all rows written by then.
 */
export async function refreshStoreAggregate(tablesDB: TablesDB, storeId: string): Promise<RatingAggregate> {
  const rows = await listAll<RatingRow>(tablesDB, TABLES.storeRatings, [
    Query.equal('store_id', storeId),
    Query.equal('visibility', COUNTED),
    Query.select(['$id', 'store_rating']),
  ]);
  const aggregate = ratingAggregate(rows.map((row) => row.store_rating));
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    rowId: storeId,
    data: { rating: aggregate.average, reviews: aggregate.count },
  });
  return aggregate;
}

/** A rating as its author and the admin console read it. */
export const ratingReply = (row: RatingRow) => ({
  $id: row.$id,
  order_id: row.order_id,
  store_id: row.store_id,
  store_rating: row.store_rating,
  delivery_rating: row.delivery_rating,
  text: row.text,
  rated_at: row.rated_at,
  editable_until: row.editable_until,
  visibility: row.visibility,
});

/** A rating as the store reads it: the stars, the text and the author's first name, nothing else of theirs. */
export const storeReviewReply = (row: RatingRow) => ({
  $id: row.$id,
  order_number: row.order_number,
  store_rating: row.store_rating,
  delivery_rating: row.delivery_rating,
  text: row.text,
  first_name: row.author_first_name,
  rated_at: row.rated_at,
});
