/**
 * Reverse geocoding: the nearest PIN centroid to a point, through a fixed 0.25° grid so a lookup
 * reads a handful of cells instead of all ~19k centroids.
 */
import type { PinPlace } from './pins.ts';

/** Beyond this, the point is not near any Indian PIN (sea, or another country). */
export const MAX_REVERSE_DISTANCE_KM = 50;
/** Cell size in degrees (~28 km of latitude): a few dozen centroids per cell in cities. */
const CELL_DEG = 0.25;

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const cellOf = (degrees: number): number => Math.floor(degrees / CELL_DEG);
const keyOf = (row: number, col: number): string => `${row}:${col}`;

export interface PinGrid {
  cells: Map<string, PinPlace[]>;
  size: number;
}

export function buildPinGrid(places: readonly PinPlace[]): PinGrid {
  const cells = new Map<string, PinPlace[]>();
  for (const place of places) {
    const key = keyOf(cellOf(place.latitude), cellOf(place.longitude));
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = []));
    cell.push(place);
  }
  return { cells, size: places.length };
}

export interface NearestPin {
  place: PinPlace;
  distanceKm: number;
}

/**
 * The nearest centroid within `maxKm`, or null. Searches rings of cells outwards and stops once
 * the ring's nearest possible point is farther than the best found (or than `maxKm`).
 */
export function nearestPin(
  grid: PinGrid,
  latitude: number,
  longitude: number,
  maxKm = MAX_REVERSE_DISTANCE_KM,
): NearestPin | null {
  const row0 = cellOf(latitude);
  const col0 = cellOf(longitude);
  // A degree of longitude shrinks with latitude; a ring of radius r is at least this far away.
  const kmPerCellLat = CELL_DEG * 111.19;
  const kmPerCellLng = kmPerCellLat * Math.max(Math.cos(toRadians(Math.min(Math.abs(latitude) + CELL_DEG, 89))), 0.01);
  const kmPerCell = Math.min(kmPerCellLat, kmPerCellLng);
  let best: NearestPin | null = null;
  for (let ring = 0; ; ring++) {
    const ringMinKm = Math.max(0, (ring - 1) * kmPerCell);
    if (ringMinKm > maxKm || (best && ringMinKm > best.distanceKm)) break;
    for (let row = row0 - ring; row <= row0 + ring; row++) {
      for (let col = col0 - ring; col <= col0 + ring; col++) {
        // Only the ring's border: inner cells were read in earlier rings.
        if (ring > 0 && row !== row0 - ring && row !== row0 + ring && col !== col0 - ring && col !== col0 + ring)
          continue;
        for (const place of grid.cells.get(keyOf(row, col)) ?? []) {
          const distanceKm = haversineKm(latitude, longitude, place.latitude, place.longitude);
          if (distanceKm <= maxKm && (!best || distanceKm < best.distanceKm)) best = { place, distanceKm };
        }
      }
    }
  }
  return best;
}
