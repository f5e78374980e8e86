// Delivery time estimate from store distance, and its two display formats (SPEC §9).
import { DELIVERY } from '../constants';

/** Shown before any store distance is known. */
export const DEFAULT_DELIVERY_TIME = DELIVERY.defaultDeliveryTime;

/** SPEC §9: round(distance_km × 3) + 15. */
export function deliveryMinutes(distanceKm: number): number {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new RangeError(`Distance must be a non-negative number of km, got ${String(distanceKm)}`);
  }
  return Math.round(distanceKm * DELIVERY.minutesPerKm) + DELIVERY.baseMinutes;
}

function splitMinutes(minutes: number): { hours: number; rest: number } {
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new RangeError(`Minutes must be a non-negative integer, got ${String(minutes)}`);
  }
  return { hours: Math.floor(minutes / 60), rest: minutes % 60 };
}

/** The location logic's format: 'N mins' under 60, else 'H hr M mins' (even when M is 0). */
export function formatMinutesLocation(minutes: number): string {
  const { hours, rest } = splitMinutes(minutes);
  return hours === 0 ? `${minutes} mins` : `${hours} hr ${rest} mins`;
}

/** The store-selection format: 'N min' under 60, else 'H hr' or 'H hr M min'. */
export function formatMinutesSelection(minutes: number): string {
  const { hours, rest } = splitMinutes(minutes);
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
