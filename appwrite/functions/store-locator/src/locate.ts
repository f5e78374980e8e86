/**
 * The store locator's pure logic: reading the request, great-circle distance, and turning store
 * rows into the reply the front end reads (SPEC §3 "Store", §7 "Store-locator function").
 * No I/O here, so it is unit-tested directly.
 */
import type { StoresRow } from '@instamg/shared/appwrite/rows';
import { hoursLabel, nextOpening, parseStoreHours } from '@instamg/shared/domain/store-hours';
import { takesNewOrders } from '@instamg/shared/domain/store-status';

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
    return {
      ok: false,
      message:
        'The request body must be a JSON object: { "latitude": number, "longitude": number, "radius"?: number, "limit"?: number }.',
    };
  }
  const { latitude, longitude, radius = DEFAULT_RADIUS_KM, limit = MAX_LIMIT } = body as Record<string, unknown>;
  if (latitude === undefined || latitude === null) return { ok: false, message: 'latitude is required.' };
  if (longitude === undefined || longitude === null) return { ok: false, message: 'longitude is required.' };
  if (!isNumber(latitude) || latitude < -90 || latitude > 90)
    return { ok: false, message: 'latitude must be a number from -90 to 90.' };
  if (!isNumber(longitude) || longitude < -180 || longitude > 180)
    return { ok: false, message: 'longitude must be a number from -180 to 180.' };
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
export function haversineKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The columns of a `stores` row this function reads; `location` is a point, [longitude, latitude]. */
export type StoreRow = Pick<
  StoresRow,
  '$id' | 'name' | 'address' | 'city' | 'location' | 'drug_license_number' | 'gstin'
> &
  Partial<
    Pick<StoresRow, 'rating' | 'reviews' | 'image' | 'status' | 'status_until' | 'opening_hours' | 'go_live_pending'>
  >;

export interface NearbyStore {
  id: string;
  name: string;
  distance_km: number;
  rating: number | null;
  reviews: number | null;
  /** What the hours say now ('Open · closes 11:00 pm', 'Closed · opens 7:00 am Thu, 3 Dec'); null when the store keeps none. */
  hours: string | null;
  /** Takes orders now: gone live, open, and inside its opening hours (ADR 0015). */
  open_now: boolean;
  /** When a store closed by its hours opens next (ISO); null when open or not known. */
  opens_at: string | null;
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
export function nearestStores(rows: readonly StoreRow[], input: LocatorInput, now: Date = new Date()): NearbyStore[] {
  const origin = { latitude: input.latitude, longitude: input.longitude };
  return rows
    .map((row) => {
      const [longitude, latitude] = row.location;
      return { row, latitude, longitude, km: haversineKm(origin, { latitude, longitude }) };
    })
    .filter((s) => s.km < input.radius)
    .sort((a, b) => a.km - b.km)
    .slice(0, input.limit)
    .map(({ row, latitude, longitude, km }) => {
      const hours = parseStoreHours(row.opening_hours);
      const openNow = takesNewOrders(row, now);
      const opensAt = !openNow && hours && row.go_live_pending !== true ? nextOpening(hours, now) : null;
      return { row, latitude, longitude, km, hours, openNow, opensAt };
    })
    .map(({ row, latitude, longitude, km, hours, openNow, opensAt }) => ({
      id: row.$id,
      name: row.name,
      distance_km: Math.round(km * 100) / 100,
      rating: row.rating ?? null,
      reviews: row.reviews ?? null,
      hours: row.go_live_pending === true ? null : hoursLabel(hours, now),
      open_now: openNow,
      opens_at: opensAt ? opensAt.toISOString() : null,
      image: row.image ?? null,
      drug_license_number: row.drug_license_number,
      gstin: row.gstin,
      address: row.address,
      city: row.city,
      latitude,
      longitude,
    }));
}

/** One database request: active stores within `radiusKm`, at most `limit` rows after `cursor`; `total` counts them all (capped) when `withTotal`. */
export type FetchWithin = (request: {
  radiusKm: number;
  limit: number;
  cursor?: string;
  withTotal: boolean;
}) => Promise<{ rows: StoreRow[]; total: number }>;

/** Rows asked for per probe (at least); a probe that comes back full means the radius holds more stores. */
export const MIN_PROBE_SIZE = 100;
/** Rows per request when every store inside a radius has to be read (the fallback). */
export const PAGE_SIZE = 500;
/** Probes before falling back to reading the whole candidate radius. */
const MAX_PROBES = 6;

/**
 * Remembers, per area (cells of 0.25°, about 28 km) and limit, the radius that last held between
 * `limit` and a probe's worth of stores, so a warm function answers the next query near there in
 * one request. Only a starting guess: every answer is still checked complete and exact.
 */
export class RadiusHints {
  private readonly radii = new Map<string, number>();
  constructor(private readonly capacity = 10_000) {}

  private key({ latitude, longitude, radius, limit }: LocatorInput): string {
    return `${Math.round(latitude * 4)},${Math.round(longitude * 4)},${radius},${limit}`;
  }

  get(input: LocatorInput): number | undefined {
    return this.radii.get(this.key(input));
  }

  set(input: LocatorInput, radiusKm: number): void {
    const key = this.key(input);
    this.radii.delete(key);
    // Oldest first: Map keeps insertion order, so dropping the first key evicts the least recent.
    if (this.radii.size >= this.capacity) this.radii.delete(this.radii.keys().next().value!);
    this.radii.set(key, radiusKm);
  }
}

/**
 * The nearest `limit` stores within the radius, in as few and as small requests as possible.
 * Appwrite cannot order by distance, so a dense city (thousands of stores in 5 km) would mean
 * reading every one of them. Instead the first request asks for `limit` rows and the count in
 * the whole radius: a sparse area is answered by it (or by one more request for all its rows);
 * in a dense one the count gives the density, from which a smaller radius expected to hold about
 * 2 × limit stores is probed. Whenever a radius r holds at least `limit` stores and all of them
 * came back, the nearest `limit` overall are among them (any store outside r is farther than
 * every store inside), so the answer is exact. With `hints`, a radius that worked nearby before is
 * tried first, in one request.
 */
export async function findNearestStores(
  fetchWithin: FetchWithin,
  input: LocatorInput,
  hints?: RadiusHints,
  now: Date = new Date(),
): Promise<NearbyStore[]> {
  const { radius, limit } = input;
  // Room for twice the stores a probe aims at, so an estimate that is a little off still fits.
  const probeSize = Math.max(MIN_PROBE_SIZE, 4 * limit);

  // A warm function has usually answered near here before: one request at the radius that worked.
  const hint = hints?.get(input);
  if (hint !== undefined) {
    const { rows } = await fetchWithin({ radiusKm: hint, limit: probeSize, withTotal: false });
    if (rows.length < probeSize && (rows.length >= limit || hint >= radius)) return nearestStores(rows, input, now);
  }

  const first = await fetchWithin({ radiusKm: radius, limit, withTotal: true });
  const { total } = first;
  if (first.rows.length < limit || first.rows.length >= total) return nearestStores(first.rows, input, now);
  if (total <= probeSize) {
    hints?.set(input, radius);
    return nearestStores(
      (await fetchWithin({ radiusKm: radius, limit: probeSize, withTotal: false })).rows,
      input,
      now,
    );
  }

  // `total` is capped (Appwrite counts at most 5,000), so the estimate can only err small.
  let probe = radius * Math.sqrt((2 * limit) / total);
  let complete = radius; // smallest radius known to hold at least a probe's worth of stores
  let tooSmall = 0; // largest radius known to hold fewer than `limit`
  for (let i = 0; i < MAX_PROBES && probe > tooSmall && probe < complete; i++) {
    const { rows } = await fetchWithin({ radiusKm: probe, limit: probeSize, withTotal: false });
    if (rows.length < probeSize && rows.length >= limit) {
      hints?.set(input, probe);
      return nearestStores(rows, input, now);
    }
    if (rows.length >= probeSize) {
      complete = probe;
      probe = tooSmall > 0 ? Math.sqrt(tooSmall * complete) : probe / 2;
    } else {
      tooSmall = probe;
      // Grow by the density just seen, never past the middle of the two known bounds.
      const middle = Math.sqrt(tooSmall * complete);
      probe =
        complete < radius
          ? middle
          : Math.min(middle, probe * (rows.length === 0 ? 2 : Math.min(2, Math.sqrt((2 * limit) / rows.length))));
    }
  }

  // Uneven density defeated the probes: read every store inside the smallest full radius.
  const rows: StoreRow[] = [];
  for (;;) {
    const page = await fetchWithin({
      radiusKm: complete,
      limit: PAGE_SIZE,
      cursor: rows.at(-1)?.$id,
      withTotal: false,
    });
    rows.push(...page.rows);
    if (page.rows.length < PAGE_SIZE) return nearestStores(rows, input, now);
  }
}
