/**
 * The store locator's pure logic: reading the request, great-circle distance, and turning store
 * rows into the reply the front end reads (SPEC §3 "Store", §7 "Store-locator function").
 * No I/O here, so it is unit-tested directly.
 */

export const DEFAULT_RADIUS_KM = 5;
/** Larger searches would return most of a city; the app asks for 5 km. */
export const MAX_RADIUS_KM = 50;
export const MAX_LIMIT = 100;

export interface LocatorInput {
  latitude: number;
  longitude: number;
  /** Kilometres. */
  radius: number;
  /** How many stores at most, nearest first. */
  limit: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Validates `{ latitude, longitude, radius = 5, limit? }`; the message says what to fix. */
export function parseLocatorInput(bodyText: string): Parsed<LocatorInput> {
  let body: unknown;
  try {
    body = bodyText.trim() === '' ? null : JSON.parse(bodyText);
  } catch {
    body = null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: 'The request body must be a JSON object: { "latitude": number, "longitude": number, "radius"?: number, "limit"?: number }.' };
  }
  const { latitude, longitude, radius = DEFAULT_RADIUS_KM, limit = MAX_LIMIT } = body as Record<string, unknown>;
  if (latitude === undefined || latitude === null) return { ok: false, message: 'latitude is required.' };
  if (longitude === undefined || longitude === null) return { ok: false, message: 'longitude is required.' };
  if (!isNumber(latitude) || latitude < -90 || latitude > 90) return { ok: false, message: 'latitude must be a number from -90 to 90.' };
  if (!isNumber(longitude) || longitude < -180 || longitude > 180) return { ok: false, message: 'longitude must be a number from -180 to 180.' };
  if (!isNumber(radius) || radius <= 0 || radius > MAX_RADIUS_KM) {
    return { ok: false, message: `radius must be a number of kilometres greater than 0 and at most ${MAX_RADIUS_KM}.` };
  }
  if (!isNumber(limit) || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    return { ok: false, message: `limit must be a whole number from 1 to ${MAX_LIMIT}.` };
  }
  return { ok: true, value: { latitude, longitude, radius, limit } };
}

/** Mean Earth radius Appwrite's spatial queries use (MariaDB ST_DISTANCE_SPHERE, 6 371 000 m). */
const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function haversineKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The columns of a `stores` row this function reads; `location` is a point, [longitude, latitude]. */
export interface StoreRow {
  $id: string;
  name: string;
  address: string;
  city: string;
  location: [number, number];
  drug_license_number: string;
  gstin: string;
  rating?: number | null;
  reviews?: number | null;
  hours?: string | null;
  image?: string | null;
}

export interface NearbyStore {
  id: string;
  name: string;
  distance_km: number;
  rating: number | null;
  reviews: number | null;
  hours: string | null;
  image: string | null;
  drug_license_number: string;
  gstin: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
}

/**
 * Stores within the radius, nearest first, at most `limit`. Appwrite has no "order by
 * distance", so the database narrows by radius and the ordering happens here.
 */
export function nearestStores(rows: readonly StoreRow[], input: LocatorInput): NearbyStore[] {
  const origin = { latitude: input.latitude, longitude: input.longitude };
  return rows
    .map((row) => {
      const [longitude, latitude] = row.location;
      return { row, latitude, longitude, km: haversineKm(origin, { latitude, longitude }) };
    })
    .filter((s) => s.km < input.radius)
    .sort((a, b) => a.km - b.km)
    .slice(0, input.limit)
    .map(({ row, latitude, longitude, km }) => ({
      id: row.$id,
      name: row.name,
      distance_km: Math.round(km * 100) / 100,
      rating: row.rating ?? null,
      reviews: row.reviews ?? null,
      hours: row.hours ?? null,
      image: row.image ?? null,
      drug_license_number: row.drug_license_number,
      gstin: row.gstin,
      address: row.address,
      city: row.city,
      latitude,
      longitude,
    }));
}
