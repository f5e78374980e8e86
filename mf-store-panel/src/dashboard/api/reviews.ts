// The store's ratings (issue 33 §6): its figure and its visible ratings with the authors' first
// names, from store-ratings `store_reviews` (the rows themselves are not the store's to read).
import { useQuery } from '@tanstack/react-query';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { storePanelKeys } from '../../api/keys';

export interface StoreReview {
  $id: string;
  order_number: string | null;
  store_rating: number;
  delivery_rating: number;
  text: string | null;
  first_name: string | null;
  rated_at: string;
}

export interface StoreReviews {
  rating: number | null;
  reviews: number;
  items: StoreReview[];
}

export function useStoreReviews(storeId: string) {
  return useQuery({
    queryKey: storePanelKeys.dashboard.reviews(storeId),
    queryFn: () => callFunction<StoreReviews>(FUNCTIONS.storeRatings, { action: 'store_reviews', store_id: storeId }),
    staleTime: 60_000,
  });
}
