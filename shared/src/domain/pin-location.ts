// Does an address's point lie where its PIN code is? (issue 32: the customer's coordinates alone
// decided the store, the 5 km radius and the fee, so a Mumbai PIN with Delhi coordinates was
// placeable at 0 km.) The area of a PIN is the box of its 3-digit prefix's PIN centroids in the
// bundled India PIN dataset (pin-areas.ts); a prefix the dataset lacks falls back to its postal
// zone (first digit) with a wider margin. Pure.
import { PIN_AREAS } from './pin-areas';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How far outside its PIN prefix's box of centroids a point may be (a PIN's area reaches beyond its centroid). */
export const PIN_AREA_MARGIN_KM = 25;
/** The margin when only the postal zone is known (the dataset lacks most of Jammu & Kashmir and Ladakh). */
export const PIN_ZONE_MARGIN_KM = 200;

type Box = readonly [minLat: number, maxLat: number, minLng: number, maxLng: number];
const AREAS: ReadonlyMap<string, Box> = new Map(PIN_AREAS.map(([key, ...box]) => [key, box] as const));

/** How far (km) the point is from the PIN's area, and the margin allowed; null for a PIN not 6 digits. */
export function pinDistance(pin: string, point: LatLng): { km: number; marginKm: number } | null {
  if (!/^[1-9][0-9]{5}$/.test(pin)) return null;
  const prefix = AREAS.get(pin.slice(0, 3));
  const box = prefix ?? AREAS.get(pin.slice(0, 1));
  if (!box) return null;
  const [minLat, maxLat, minLng, maxLng] = box;
  const nearest = {
    latitude: Math.min(maxLat, Math.max(minLat, point.latitude)),
    longitude: Math.min(maxLng, Math.max(minLng, point.longitude)),
  };
  return { km: distanceKm(point, nearest), marginKm: prefix ? PIN_AREA_MARGIN_KM : PIN_ZONE_MARGIN_KM };
}

/** True when the point lies within the PIN's area (with its margin); an unknown PIN zone is never within. */
export function pointMatchesPin(pin: string, point: LatLng): boolean {
  const d = pinDistance(pin, point);
  return d !== null && d.km <= d.marginKm;
}
