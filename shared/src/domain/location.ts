// Location helpers of SPEC §4 "Location" and §7 "Store-locator function".
import { LIMITS, TEXTS, TIMINGS } from '../constants';
import { isFiniteNumber, isRecord } from './guards';
import { roundTo } from './number';

import { createTtlCache, type TtlCache } from './ttl-cache';
import type { Store } from './store';

export { createTtlCache, type TtlCache, type TtlCacheOptions } from './ttl-cache';

export interface Coordinates {
  latitude: number;
  longitude: number;
  /** Set when saved: the position came from the IP fallback, not the device. */
  isIpBased?: boolean;
}

export function isValidCoordinates(value: unknown): value is Coordinates {
  return (
    isRecord(value) &&
    isFiniteNumber(value.latitude) &&
    isFiniteNumber(value.longitude) &&
    Math.abs(value.latitude) <= 90 &&
    Math.abs(value.longitude) <= 180 &&
    (value.isIpBased === undefined || typeof value.isIpBased === 'boolean')
  );
}

/** IP location data lacking a usable latitude or longitude is rejected (SPEC §5). */
export function isValidIpLocation(data: unknown): data is { latitude: number; longitude: number } {
  return isRecord(data) && isValidCoordinates({ latitude: data.latitude, longitude: data.longitude });
}

/** Cache key of the store-locator results: coordinates rounded to 4 decimals (~11 m). */
export function storesCacheKey(latitude: number, longitude: number): string {
  const places = LIMITS.storesCacheCoordinateDecimals;
  return `${roundTo(latitude, places).toFixed(places)},${roundTo(longitude, places).toFixed(places)}`;
}

/** The store-locator results cache: 5 minutes, keyed by storesCacheKey (SPEC §7). */
export function createStoresCache(): TtlCache<Store[]> {
  return createTtlCache<Store[]>({ ttlMs: TIMINGS.storesCacheTtlMs });
}

export interface StoreLocatorRequest {
  latitude: number;
  longitude: number;
  /** km */
  radius: number;
  limit?: number;
}

/**
 * The store-locator function's request body: latitude, longitude and radius 5; the
 * update-for-location variant adds limit 10 (SPEC §7). The locator is only asked with both
 * coordinates set, so anything else throws.
 */
export function storeLocatorRequest(
  coordinates: Pick<Coordinates, 'latitude' | 'longitude'>,
  variant: 'lookup' | 'updateForLocation' = 'lookup',
): StoreLocatorRequest {
  if (!isValidCoordinates({ latitude: coordinates.latitude, longitude: coordinates.longitude })) {
    throw new RangeError('The store locator needs a valid latitude and longitude');
  }
  const request: StoreLocatorRequest = {
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
    radius: LIMITS.storeSearchRadiusKm,
  };
  if (variant === 'updateForLocation') request.limit = LIMITS.storeResultLimit;
  return request;
}

/** 'latitude, longitude' to 6 decimals: the address text when reverse geocoding fails. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const places = LIMITS.coordinateDisplayDecimals;
  return `${roundTo(latitude, places).toFixed(places)}, ${roundTo(longitude, places).toFixed(places)}`;
}

/** Reads coordinates saved in session storage (STORAGE_KEYS.coordinates); null if unusable. */
export function parseStoredCoordinates(raw: string | null | undefined): Coordinates | null {
  if (raw == null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValidCoordinates(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export interface AddressDisplayInput {
  loading: boolean;
  coordinates: Coordinates | null;
  address: string | null;
}

/**
 * The delivery address line (SPEC §4): 'Detecting location...' while loading; the address
 * when there is one; with coordinates but no address yet, 'Location detected, resolving
 * address...' ('Resolving address...' when the address is still the 'Locating your
 * address...' placeholder, i.e. a lookup is under way); with nothing, 'Select a delivery address'.
 */
export function addressDisplayText({ loading, coordinates, address }: AddressDisplayInput): string {
  const texts = TEXTS.address;
  if (loading) return texts.detecting;
  const text = address?.trim() ?? '';
  if (coordinates) {
    if (text === texts.locatingAddress) return texts.resolving;
    return text === '' ? texts.detectedResolving : text;
  }
  return text === '' ? texts.selectPrompt : text;
}

export interface LocationErrorText {
  message: string;
  hint?: string;
}

/**
 * The message for a failed device location: by GeolocationPositionError code (1 permission
 * denied, 2 position unavailable, 3 timeout), 'unsupported' when the browser has no
 * geolocation, anything else unexpected.
 */
export function locationErrorText(code: number | 'unsupported' | undefined): LocationErrorText {
  const texts = TEXTS.location;
  switch (code) {
    case 1:
      return { message: texts.permissionDenied, hint: texts.permissionDeniedHint };
    case 2:
      return { message: texts.positionUnavailable };
    case 3:
      return { message: texts.timeout };
    case 'unsupported':
      return { message: texts.unsupported };
    default:
      return { message: texts.unexpected };
  }
}
