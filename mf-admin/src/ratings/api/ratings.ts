// Customers' ratings for /admin/ratings (issue 33 §6): rows read with the admin's session (only
// admins read the whole table), hiding or showing one only through store-ratings `moderate`
// (audited; the store's figure is recomputed there).
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { RowMeta, StoreRatingsRow } from '@instamg/shared/appwrite/rows';
import type { RatingVisibility } from '@instamg/shared/domain/store-rating';

export type RatingRow = RowMeta &
  Pick<
    StoreRatingsRow,
    | 'order_id'
    | 'order_number'
    | 'store_id'
    | 'author_first_name'
    | 'store_rating'
    | 'delivery_rating'
    | 'text'
    | 'rated_at'
    | 'visibility'
    | 'moderation_reason'
  >;

export async function moderateRating(
  ratingId: string,
  visibility: RatingVisibility,
  reason: string,
): Promise<{ store: { average: number | null; count: number } }> {
  return callFunction(FUNCTIONS.storeRatings, { action: 'moderate', rating_id: ratingId, visibility, reason });
}
