// What the delivery selector says about delivery (SPEC §2 "Delivery selector", §3 "Location
// context values"), from the location state.
import { DELIVERY } from '@instamg/shared/constants';
import { deliveryMinutes, formatMinutesLocation } from '@instamg/shared/domain/delivery';
import type { Store } from '@instamg/shared/domain/store';

export type DeliveryStatus = 'calculating' | 'serviceable' | 'notServiceable';

export interface DeliveryStatusInput {
  locationLoading: boolean;
  storesLoading: boolean;
  serviceable: boolean;
  selectedStore: Store | null;
}

/** 'Calculating...' while anything loads; serviceable only with a store selected within the radius. */
export function deliveryStatus(state: DeliveryStatusInput): DeliveryStatus {
  if (state.locationLoading || state.storesLoading) return 'calculating';
  return state.serviceable && state.selectedStore ? 'serviceable' : 'notServiceable';
}

/** The location context's delivery time text ('N mins' format), or the default before a store is known. */
export function deliveryTimeText(nearest: Store | null): string {
  return nearest ? formatMinutesLocation(deliveryMinutes(nearest.distance_km)) : DELIVERY.defaultDeliveryTime;
}
