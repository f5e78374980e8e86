// Store texts shared by the selector and /stores.
import { deliveryEstimate as sharedEstimate } from '@instamg/shared/domain/delivery-promise';
import type { Store } from '@instamg/shared/domain/store';

/** The store-selection estimate: the one delivery promise (shared/domain/delivery-promise). */
export function deliveryEstimate(store: Pick<Store, 'distance_km'>): string {
  return sharedEstimate(store.distance_km);
}
