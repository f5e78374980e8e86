import { Query, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { StoreRatingsRow } from '@instamg/shared/appwrite/rows';
import {
  RATING_VISIBILITY_MEANINGS,
  ratingAggregate,
  type RatingAggregate,
  type RatingVisibility,
} from '@instamg/shared/domain/store-rating';
import { listAll } from '../runtime/list-all.ts';

// A store's figure from its customers' ratings (issue 33 §6, ADR 0015): store-ratings after every
// rating and moderation, privacy-requests after an erasure removes a person's ratings. The table
// and the stores columns rating/reviews grant no client a write (docs/permissions.md).

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
  const rows = await listAll<StoreRatingsRow>(tablesDB, TABLES.storeRatings, [
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
