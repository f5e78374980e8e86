import { loadAliases } from './aliases.ts';
import { answer, createGeocoder, type Geocoder } from './geocode.ts';
import { parseGeocoderRequest } from './input.ts';
import { loadPins } from './pins.ts';
import { answerError } from '../../lib/runtime/errors.ts';

/**
 * geocoder (Appwrite function, open-runtimes Node): offline India address search and reverse
 * geocoding over the bundled PIN dataset, for deployments without a Google Maps key.
 * Body `{ action: 'search', query, near?: { latitude, longitude } }` → `{ suggestions }`;
 * `{ action: 'reverse', latitude, longitude }` → the nearest PIN's address, or `{ address: null, message }`.
 * Bad input → 400 `{ message }`. Needs no API key or scopes: it reads only its own data file.
 */

interface Context {
  req: { bodyText: string };
  res: { json(body: unknown, status?: number): unknown };
  error(message: unknown): void;
}

// Loaded on the first execution and kept for the life of the warm process (~0.2 s, ~40 MB).
let geocoder: Geocoder | null = null;

export default async ({ req, res, error }: Context) => {
  const input = parseGeocoderRequest(req.bodyText);
  if (!input.ok) return answerError(res, 'invalid_input', input.message);
  try {
    geocoder ??= createGeocoder(loadPins(), loadAliases());
    return res.json(answer(geocoder, input.value));
  } catch (err) {
    error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return answerError(res, 'internal_error', 'The geocoder could not answer; try again.');
  }
};
