// Verifying a Google ID token (the `credential` Google Identity Services hands the browser), as
// Google's "Verify the Google ID token on your server side" guide requires: RS256 signature by a
// key of Google's published key set, issuer, audience = our client id, expiry, and a verified
// e-mail. Pure apart from the key lookup, so every rule is unit-tested with local keys.
import { verify, type KeyObject } from 'node:crypto';
import type { FunctionErrorCode } from '@instamg/shared/domain/function-errors';

export const GOOGLE_ISSUERS: readonly string[] = ['accounts.google.com', 'https://accounts.google.com'];
/** Tolerated clock difference between Google and this server, for `exp` and `iat`. */
export const CLOCK_SKEW_SECONDS = 60;
/** Google ID tokens are about 1–1.5 kB; anything far larger is not one (and is not worth parsing). */
const MAX_TOKEN_LENGTH = 8192;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Who Google says signed in. Only these claims are used; nothing grants a role. */
export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string;
  /** Lower-cased, as Appwrite stores e-mails. */
  email: string;
  name: string | null;
}

/** Each is a code of the function error catalogue (all 401). */
export type IdTokenProblem = Extract<
  FunctionErrorCode,
  | 'malformed_token'
  | 'unsupported_algorithm'
  | 'unknown_key'
  | 'bad_signature'
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'token_expired'
  | 'token_not_yet_valid'
  | 'email_not_verified'
>;

export class IdTokenError extends Error {
  constructor(
    readonly problem: IdTokenProblem,
    message: string,
  ) {
    super(message);
    this.name = 'IdTokenError';
  }
}

/** The public key Google signed with, by the token header's `kid`; null when the key set has none. */
export type KeyLookup = (kid: string) => Promise<KeyObject | null>;

export interface VerifyOptions {
  /** The OAuth client id the token must be issued for (`aud`). */
  clientId: string;
  keyFor: KeyLookup;
  /** Seconds since the epoch (tests pin the clock). */
  nowSeconds?: number;
}

function decodeJsonPart(part: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new IdTokenError('malformed_token', `The Google credential's ${what} is not valid JSON.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new IdTokenError('malformed_token', `The Google credential's ${what} is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}

function audienceMatches(payload: Record<string, unknown>, clientId: string): boolean {
  const { aud, azp } = payload;
  if (typeof aud === 'string') return aud === clientId;
  // OpenID Connect: with several audiences the authorised party must be us.
  if (Array.isArray(aud)) return aud.includes(clientId) && (aud.length === 1 || azp === clientId);
  return false;
}

/**
 * Checks a Google ID token and returns the identity in it, or throws an IdTokenError naming the
 * first rule it breaks. The signature is checked before any claim, so a forged token learns
 * nothing about which claims would have passed.
 */
export async function verifyGoogleIdToken(token: unknown, options: VerifyOptions): Promise<GoogleIdentity> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    throw new IdTokenError('malformed_token', 'The Google credential must be a JWT string.');
  }
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
    throw new IdTokenError('malformed_token', 'The Google credential is not a signed JWT.');
  }
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = decodeJsonPart(encodedHeader, 'header');
  // Only RS256: accepting the header's own choice (`none`, HS256 with the public key) is the classic JWT forgery.
  if (header.alg !== 'RS256') {
    throw new IdTokenError(
      'unsupported_algorithm',
      `The Google credential must be signed with RS256, not ${JSON.stringify(header.alg)}.`,
    );
  }
  if (typeof header.kid !== 'string' || header.kid === '') {
    throw new IdTokenError('malformed_token', 'The Google credential names no signing key (kid).');
  }

  const key = await options.keyFor(header.kid);
  if (!key || key.asymmetricKeyType !== 'rsa') {
    throw new IdTokenError('unknown_key', 'The Google credential was signed with a key Google does not publish.');
  }
  const signed = Buffer.from(`${encodedHeader}.${encodedPayload}`, 'ascii');
  if (!verify('RSA-SHA256', signed, key, Buffer.from(encodedSignature, 'base64url'))) {
    throw new IdTokenError('bad_signature', 'The Google credential has an invalid signature.');
  }

  const payload = decodeJsonPart(encodedPayload, 'payload');
  if (typeof payload.iss !== 'string' || !GOOGLE_ISSUERS.includes(payload.iss)) {
    throw new IdTokenError('wrong_issuer', 'The Google credential was not issued by Google.');
  }
  if (!audienceMatches(payload, options.clientId)) {
    throw new IdTokenError('wrong_audience', 'The Google credential was issued for another application.');
  }
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp + CLOCK_SKEW_SECONDS <= now) {
    throw new IdTokenError('token_expired', 'The Google credential has expired. Please sign in again.');
  }
  if (typeof payload.iat !== 'number' || payload.iat - CLOCK_SKEW_SECONDS > now) {
    throw new IdTokenError('token_not_yet_valid', 'The Google credential is not valid yet. Check the device clock.');
  }
  if (
    typeof payload.sub !== 'string' ||
    payload.sub === '' ||
    typeof payload.email !== 'string' ||
    !payload.email.includes('@')
  ) {
    throw new IdTokenError('malformed_token', 'The Google credential carries no account or e-mail.');
  }
  // Google documents a boolean; tokens of old accounts have carried the string "true".
  if (payload.email_verified !== true && payload.email_verified !== 'true') {
    throw new IdTokenError('email_not_verified', 'Your Google account e-mail is not verified.');
  }
  const name = typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : null;
  return { sub: payload.sub, email: payload.email.trim().toLowerCase(), name };
}
