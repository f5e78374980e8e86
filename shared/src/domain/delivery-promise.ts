// The one delivery promise (issue 40 §2): the SPEC §9 estimate round(distance_km × 3) + 15 in the
// store-selection format ('N min', 'H hr', 'H hr M min'), and what each checkout option promises.
// The header ('Delivery in …'), the product page, the cart and checkout all read it from here so
// they never disagree; the per-mode texts are SPEC §9's delivery rows.
import { POLICY } from '../constants';
import { deliveryMinutes, formatMinutesSelection } from './delivery';
import type { CheckoutDeliveryMode } from './order-quote';

/** SPEC §9 estimate for a store this far away, e.g. '24 min'. */
export function deliveryEstimate(distanceKm: number): string {
  return formatMinutesSelection(deliveryMinutes(distanceKm));
}

/** 'Delivery in 24 min' (SPEC §2 delivery selector text) for a store this far away. */
export function deliveryPromiseText(distanceKm: number): string {
  return `Delivery in ${deliveryEstimate(distanceKm)}`;
}

/**
 * What one checkout option promises. Express is the §9 estimate for the store when its distance is
 * known (express runs only close to the store, so the estimate is within its 30 min), else SPEC's
 * 'within 30 min, select areas'; standard and scheduled are SPEC §9's own rows.
 */
export function deliveryOptionPromise(mode: CheckoutDeliveryMode, distanceKm: number | null): string {
  switch (mode) {
    case 'express':
      return distanceKm === null ? POLICY.delivery.express : deliveryPromiseText(distanceKm);
    case 'standard':
      return POLICY.delivery.standard;
    case 'scheduled':
      return POLICY.delivery.scheduled;
  }
}
