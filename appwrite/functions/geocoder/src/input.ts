/** Reading the geocoder's request body: `{ action: 'search', query }` or `{ action: 'reverse', latitude, longitude }`. */

export interface Point {
  latitude: number;
  longitude: number;
}
export type GeocoderRequest =
  { action: 'search'; query: string; near?: Point } | { action: 'reverse'; latitude: number; longitude: number };

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Longer input is not an address anyone types; refusing it keeps a scan cheap. */
export const MAX_QUERY_LENGTH = 200;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isLatitude = (v: unknown): v is number => isNumber(v) && v >= -90 && v <= 90;
const isLongitude = (v: unknown): v is number => isNumber(v) && v >= -180 && v <= 180;

export function parseGeocoderRequest(bodyText: string): Parsed<GeocoderRequest> {
  let body: unknown = null;
  try {
    body = bodyText.trim() === '' ? null : JSON.parse(bodyText);
  } catch {
    // reported below as not a JSON object
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return {
      ok: false,
      message:
        'The request body must be a JSON object: { "action": "search", "query": string } or { "action": "reverse", "latitude": number, "longitude": number }.',
    };
  }
  const { action, query, latitude, longitude, near } = body as Record<string, unknown>;
  if (action === 'search') {
    if (typeof query !== 'string') return { ok: false, message: 'query must be a string.' };
    if (query.length > MAX_QUERY_LENGTH)
      return { ok: false, message: `query must be at most ${MAX_QUERY_LENGTH} characters.` };
    if (near === undefined || near === null) return { ok: true, value: { action, query } };
    const point = near as Record<string, unknown>;
    if (typeof near !== 'object' || !isLatitude(point.latitude) || !isLongitude(point.longitude))
      return { ok: false, message: 'near must be { "latitude": -90…90, "longitude": -180…180 }.' };
    return { ok: true, value: { action, query, near: { latitude: point.latitude, longitude: point.longitude } } };
  }
  if (action === 'reverse') {
    if (latitude === undefined || latitude === null) return { ok: false, message: 'latitude is required.' };
    if (longitude === undefined || longitude === null) return { ok: false, message: 'longitude is required.' };
    if (!isNumber(latitude) || latitude < -90 || latitude > 90)
      return { ok: false, message: 'latitude must be a number from -90 to 90.' };
    if (!isNumber(longitude) || longitude < -180 || longitude > 180)
      return { ok: false, message: 'longitude must be a number from -180 to 180.' };
    return { ok: true, value: { action, latitude, longitude } };
  }
  return { ok: false, message: 'action must be "search" or "reverse".' };
}
