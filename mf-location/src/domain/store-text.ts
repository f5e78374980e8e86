// Store texts shared by the selector and /stores.
import { deliveryMinutes, formatMinutesSelection } from '@instamg/shared/domain/delivery';
import type { Store } from '@instamg/shared/domain/store';

/** The store-selection estimate: round(distance × 3) + 15 as 'N min' / 'H hr' / 'H hr M min'. */
export function deliveryEstimate(store: Pick<Store, 'distance_km'>): string {
  return formatMinutesSelection(deliveryMinutes(store.distance_km));
}
