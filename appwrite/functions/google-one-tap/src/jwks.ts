// Google's signing keys (a JWK set), fetched once and cached by `kid` for as long as Google's
// Cache-Control allows. Google rotates keys every few days and publishes the next one early,
// so an unknown kid triggers one refetch — but at most once a minute, or a stream of tokens
// with made-up kids would turn this function into a load generator against Google.
import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Used when the response carries no usable max-age. */
const DEFAULT_MAX_AGE_MS = 60 * 60 * 1000;
const MIN_REFETCH_INTERVAL_MS = 60 * 1000;
const FETCH_TIMEOUT_MS = 5000;

/**
 * The key set a GOOGLE_JWKS_URL variable may name: Google's own, or a test stand-in for Google on
 * this machine (loopback http/https, as the function tests and the One Tap e2e spec run). Any other
 * URL would let whoever set it mint "Google" sign-ins for any e-mail, so it is refused (null).
 */
export function allowedJwksUrl(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (!value || value === GOOGLE_JWKS_URL) return GOOGLE_JWKS_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  return (url.protocol === 'http:' || url.protocol === 'https:') && loopback ? value : null;
}

/** The key set could not be fetched or read: a server-side problem, not a bad token. */
export class JwksError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JwksError';
  }
}

export interface JwksCacheOptions {
  url: string;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

export interface JwksCache {
  /** The key for `kid`, refetching the set when it is stale or lacks the kid; null if Google has no such key. */
  keyFor(kid: string): Promise<KeyObject | null>;
}

/** `max-age=19766, must-revalidate` → 19766000 ms; null without a max-age. */
export function maxAgeMs(cacheControl: string | null): number | null {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '');
  return match ? Number(match[1]) * 1000 : null;
}

/** The RS256 signing keys of a JWK set by kid; keys of other types or uses are left out. */
export function signingKeys(body: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = typeof body === 'object' && body !== null ? (body as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(list)) throw new JwksError('The Google key set has no "keys" list.');
  for (const jwk of list as Array<Record<string, unknown>>) {
    if (typeof jwk !== 'object' || jwk === null || jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
    if (jwk.use !== undefined && jwk.use !== 'sig') continue;
    if (jwk.alg !== undefined && jwk.alg !== 'RS256') continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }));
    } catch {
      // One broken entry must not take the others down with it.
    }
  }
  return keys;
}

export function createJwksCache({ url, fetch = globalThis.fetch, now = Date.now }: JwksCacheOptions): JwksCache {
  let keys = new Map<string, KeyObject>();
  let expiresAt = 0;
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;

  const load = async (): Promise<void> => {
    let response: Response;
    try {
      response = await fetch(url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      throw new JwksError(
        `Could not fetch Google's signing keys from ${url}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!response.ok) throw new JwksError(`Google's signing keys answered HTTP ${response.status} at ${url}.`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new JwksError(`Google's signing keys at ${url} are not JSON.`);
    }
    keys = signingKeys(body);
    fetchedAt = now();
    expiresAt = fetchedAt + (maxAgeMs(response.headers.get('cache-control')) ?? DEFAULT_MAX_AGE_MS);
  };

  // Concurrent sign-ins share one fetch.
  const refresh = (): Promise<void> => {
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    async keyFor(kid) {
      const stale = now() >= expiresAt;
      const mayRefetchForUnknownKid = now() - fetchedAt >= MIN_REFETCH_INTERVAL_MS;
      if (stale || (!keys.has(kid) && mayRefetchForUnknownKid)) await refresh();
      return keys.get(kid) ?? null;
    },
  };
}
