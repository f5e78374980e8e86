// The partner store as the front end sees it (SPEC §3 "Store", from the store-locator reply).
import { isFiniteNumber, isNonEmptyString, isRecord, type UnknownRecord } from './guards';

export interface Store {
  id: string;
  name: string;
  /** Road-agnostic distance from the delivery point. */
  distance_km: number;
  rating?: number;
  reviews?: number;
  hours?: string;
  image?: string;
  drug_license_number?: string;
  gstin?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
}

const OPTIONAL_NUMBERS = ['rating', 'reviews', 'latitude', 'longitude'] as const;
const OPTIONAL_STRINGS = ['hours', 'image', 'drug_license_number', 'gstin', 'address'] as const;

/**
 * Why a value is not a Store, or null if it is one. Optional fields must be absent or of the
 * right type (null is not accepted: `storeFromLocator` turns backend nulls into absent fields).
 */
export function storeProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'store must be an object';
  if (!isNonEmptyString(value.id)) return 'store.id must be a non-empty string';
  if (typeof value.name !== 'string') return 'store.name must be a string';
  if (!isFiniteNumber(value.distance_km) || value.distance_km < 0) {
    return 'store.distance_km must be a non-negative number';
  }
  for (const key of OPTIONAL_NUMBERS) {
    if (value[key] !== undefined && !isFiniteNumber(value[key])) {
      return `store.${key} must be a number when present`;
    }
  }
  for (const key of OPTIONAL_STRINGS) {
    if (value[key] !== undefined && typeof value[key] !== 'string') {
      return `store.${key} must be a string when present`;
    }
  }
  return null;
}

export function isStore(value: unknown): value is Store {
  return storeProblem(value) === null;
}

/**
 * One store of a store-locator reply, normalised: `distance_km`, falling back to `distance`
 * (SPEC §3), `$id` accepted for `id` and a `location` point for latitude/longitude (a raw
 * Appwrite row), nulls dropped, numeric strings read as numbers, unknown fields left out.
 * Returns null for an entry that is still not a Store.
 */
export function storeFromLocator(raw: unknown): Store | null {
  if (!isRecord(raw)) return null;
  const out: UnknownRecord = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value !== null && value !== undefined) out[key] = value;
  }
  if (out.id === undefined && typeof out.$id === 'string') out.id = out.$id;
  if (out.distance_km === undefined) out.distance_km = out.distance;
  // An Appwrite point column is [longitude, latitude].
  const point = out.location;
  if (out.latitude === undefined && Array.isArray(point) && point.length === 2) {
    [out.longitude, out.latitude] = point;
  }
  for (const key of ['distance_km', ...OPTIONAL_NUMBERS] as const) {
    const value = out[key];
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      out[key] = Number(value);
    }
  }
  const store: Store = {
    id: out.id as string,
    name: out.name as string,
    distance_km: out.distance_km as number,
  };
  for (const key of [...OPTIONAL_NUMBERS, ...OPTIONAL_STRINGS] as const) {
    if (out[key] !== undefined) (store as unknown as UnknownRecord)[key] = out[key];
  }
  return isStore(store) ? store : null;
}

/**
 * The `stores` list of a store-locator reply (the function body, parsed or as a JSON string).
 * Anything unreadable gives an empty list (SPEC §7: "Errors lead to an empty list"); invalid
 * entries are dropped. Sorted nearest first.
 */
export function parseStoreLocatorReply(body: unknown): Store[] {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return [];
    }
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.stores)) return [];
  return parsed.stores
    .map(storeFromLocator)
    .filter((store): store is Store => store !== null)
    .sort((a, b) => a.distance_km - b.distance_km);
}

/** The store with the smallest distance_km, or null for an empty list. */
export function nearestStore(stores: readonly Store[]): Store | null {
  let nearest: Store | null = null;
  for (const store of stores) {
    if (nearest === null || store.distance_km < nearest.distance_km) nearest = store;
  }
  return nearest;
}
