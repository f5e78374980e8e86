import type { TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrdersRow, StoreRatingsRow, StoresRow } from '@instamg/shared/appwrite/rows';
import { appwriteStatus } from '../../lib/runtime/errors.ts';

// The store_ratings rows as this function reads and answers them. Only this function (and
// erasure) writes them; the store's figure is lib/stores/store-ratings.ts.

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
