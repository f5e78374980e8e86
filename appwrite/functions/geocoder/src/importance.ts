/**
 * How important a PIN's place is, from the only signal the bundled data has: how many other PIN
 * centroids lie near it. A city neighbourhood has dozens of post-office PINs around it; a village
 * has none or one. Same-name places ("Andheri": Mumbai, Sirmaur, Dahod) are told
 * apart by it. Pure.
 */
import type { PinPlace } from './pins.ts';

/** Neighbours this near tell a busy neighbourhood from a quiet one… */
export const LOCAL_RADIUS_KM = 5;
/** …and this near (roughly: a block ≈ 75 km across), a metropolis from a town (Dwarka, Delhi vs Dwarka Corner, Nashik). */
export const CITY_RADIUS_KM = 25;
/** The ranking bonus of the most important places (a dense metro neighbourhood). */
export const MAX_IMPORTANCE = 2.5;

/** Equirectangular distance: within tens of km it is as good as haversine and much cheaper. */
function nearKm(a: PinPlace, b: PinPlace): number {
  const x = (b.longitude - a.longitude) * 111.32 * Math.cos((a.latitude * Math.PI) / 180);
  const y = (b.latitude - a.latitude) * 110.57;
  return Math.sqrt(x * x + y * y);
}

/**
 * The number of other centroids within `radiusKm` of each place (same order as `places`); with
 * `exact` false, the number in the 3 × 3 block of radius-sized cells around it (≈ 3 × radius
 * across; cheap enough for a city-scale radius at cold start).
 */
export function neighbourCounts(places: readonly PinPlace[], radiusKm: number, exact = true): number[] {
  // A cell at least radiusKm wide at India's northern tip (37.6°N): neighbours are in the 3 × 3 around.
  const cellDeg = radiusKm / 88;
  const cell = (degrees: number) => Math.floor(degrees / cellDeg);
  const cells = new Map<number, number[]>();
  const key = (row: number, col: number) => row * 100_000 + col;
  places.forEach((p, i) => {
    const k = key(cell(p.latitude), cell(p.longitude));
    const list = cells.get(k);
    if (list) list.push(i);
    else cells.set(k, [i]);
  });
  return places.map((p, i) => {
    let count = 0;
    const row = cell(p.latitude);
    const col = cell(p.longitude);
    for (let r = row - 1; r <= row + 1; r++)
      for (let c = col - 1; c <= col + 1; c++)
        for (const j of cells.get(key(r, c)) ?? [])
          if (j !== i && (!exact || nearKm(p, places[j]!) <= radiusKm)) count++;
    return count;
  });
}

/**
 * 0 for a lone village up to MAX_IMPORTANCE for a metro neighbourhood: 1 point for local density
 * (saturating at 15 neighbours within 5 km), 1.5 for the city around (saturating at 255 in its block).
 */
export function importanceOf(local: number, city: number): number {
  return Math.min(1, Math.log2(1 + local) / 4) + 1.5 * Math.min(1, Math.log2(1 + city) / 8);
}

/** Each place's importance (same order as `places`). */
export function importances(places: readonly PinPlace[]): number[] {
  const local = neighbourCounts(places, LOCAL_RADIUS_KM);
  const city = neighbourCounts(places, CITY_RADIUS_KM, false);
  return places.map((_, i) => importanceOf(local[i]!, city[i]!));
}
