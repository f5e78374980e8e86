/** Reading the geocoder's request body: `{ action: 'search', query }` or `{ action: 'reverse', latitude, longitude }`. */

export type GeocoderRequest =
  { action: 'search'; query: string } | { action: 'reverse'; latitude: number; longitude: number };

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Longer input is not an address anyone types; refusing it keeps a scan cheap. */
export const MAX_QUERY_LENGTH = 200;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

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
  const { action, query, latitude, longitude } = body as Record<string, unknown>;
  if (action === 'search') {
    if (typeof query !== 'string') return { ok: false, message: 'query must be a string.' };
    if (query.length > MAX_QUERY_LENGTH)
      return { ok: false, message: `query must be at most ${MAX_QUERY_LENGTH} characters.` };
    return { ok: true, value: { action, query } };
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
