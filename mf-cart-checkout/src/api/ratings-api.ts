// The customer's rating of a delivered order (issue 33 §6): read with their session (the row is
// theirs to read), written only through the store-ratings function.
import { AppwriteException } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { StoreRatingsRow } from '@instamg/shared/appwrite/rows';
import type { RatingInput } from '@instamg/shared/domain/store-rating';

export type MyRating = Pick<
  StoreRatingsRow,
  '$id' | 'store_rating' | 'delivery_rating' | 'text' | 'rated_at' | 'editable_until' | 'visibility'
>;

/** The caller's rating of the order (its row id is the order's), or null when there is none yet. */
export async function getMyRating(orderId: string): Promise<MyRating | null> {
  try {
    return await getAppwrite().tablesDB.getRow<StoreRatingsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeRatings,
      rowId: orderId,
    });
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) return null;
    throw error;
  }
}

export async function rateOrder(orderId: string, input: RatingInput): Promise<MyRating> {
  const { rating } = await callFunction<{ rating: MyRating }>(FUNCTIONS.storeRatings, {
    action: 'rate',
    order_id: orderId,
    ...input,
  });
  return rating;
}
