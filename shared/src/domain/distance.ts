// Store distance as shown next to a store name (SPEC §9 "Distance display").
import { TEXTS } from '../constants';

/** 'N m away' under 1 km, else 'X.X km away'; 'Unknown distance' when missing or invalid. */
export function formatDistance(distanceKm?: number | null): string {
  if (distanceKm == null || !Number.isFinite(distanceKm) || distanceKm < 0) {
    return TEXTS.distance.unknown;
  }
  const metres = Math.round(distanceKm * 1000);
  // 0.9996 km rounds to 1000 m; say '1.0 km away' rather than '1000 m away'.
  if (metres < 1000) return `${metres} m away`;
  return `${distanceKm.toFixed(1)} km away`;
}
