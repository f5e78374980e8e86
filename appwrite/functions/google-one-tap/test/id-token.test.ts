import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_SECONDS,
  IdTokenError,
  verifyGoogleIdToken,
  type IdTokenProblem,
  type KeyLookup,
} from '../src/id-token.ts';
import { createSigningKey, googleClaims, signIdToken, type TestSigningKey } from './test-google.ts';

const CLIENT_ID = '1234-test.apps.googleusercontent.com';
const NOW = 1_800_000_000;

let google: TestSigningKey;
let stranger: TestSigningKey;
let keyFor: KeyLookup;

beforeAll(() => {
  google = createSigningKey('google-key-1');
  stranger = createSigningKey('google-key-1'); // same kid, different key: a forger's guess
  keyFor = async (kid) => (kid === google.kid ? google.publicKey : null);
});

const claims = (overrides = {}) =>
  googleClaims(CLIENT_ID, 'Priya.Sharma@Example.com', { iat: NOW - 10, exp: NOW + 3590, ...overrides });
const check = (token: unknown) => verifyGoogleIdToken(token, { clientId: CLIENT_ID, keyFor, nowSeconds: NOW });

async function problemOf(token: unknown): Promise<IdTokenProblem> {
  const error = await check(token).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(IdTokenError);
  return (error as IdTokenError).problem;
}

describe('verifyGoogleIdToken', () => {
  it('accepts a good token and returns the lower-cased e-mail, name and Google id', async () => {
    const token = signIdToken(google, claims({ sub: '10987654321' }));
    await expect(check(token)).resolves.toEqual({
      sub: '10987654321',
      email: 'priya.sharma@example.com',
      name: 'One Tap Person',
    });
  });

  it('accepts both issuer spellings Google uses', async () => {
    await expect(check(signIdToken(google, claims({ iss: 'accounts.google.com' })))).resolves.toMatchObject({
      email: 'priya.sharma@example.com',
    });
  });

  it('accepts an audience list that names us when we are the authorised party', async () => {
    await expect(
      check(signIdToken(google, claims({ aud: [CLIENT_ID, 'other'], azp: CLIENT_ID }))),
    ).resolves.toBeTruthy();
    expect(await problemOf(signIdToken(google, claims({ aud: [CLIENT_ID, 'other'], azp: 'other' })))).toBe(
      'wrong_audience',
    );
  });

  it('rejects a token for another client id', async () => {
    expect(await problemOf(signIdToken(google, claims({ aud: 'someone-else.apps.googleusercontent.com' })))).toBe(
      'wrong_audience',
    );
    expect(await problemOf(signIdToken(google, claims({ aud: undefined })))).toBe('wrong_audience');
  });

  it('rejects a token from another issuer', async () => {
    expect(await problemOf(signIdToken(google, claims({ iss: 'https://evil.example.com' })))).toBe('wrong_issuer');
    expect(await problemOf(signIdToken(google, claims({ iss: 'http://accounts.google.com' })))).toBe('wrong_issuer');
  });

  it('rejects an expired token, allowing only the clock skew', async () => {
    expect(await problemOf(signIdToken(google, claims({ exp: NOW - CLOCK_SKEW_SECONDS })))).toBe('token_expired');
    await expect(check(signIdToken(google, claims({ exp: NOW - CLOCK_SKEW_SECONDS + 1 })))).resolves.toBeTruthy();
    expect(await problemOf(signIdToken(google, claims({ exp: String(NOW + 100) })))).toBe('token_expired');
  });

  it('rejects a token issued in the future beyond the clock skew', async () => {
    expect(await problemOf(signIdToken(google, claims({ iat: NOW + CLOCK_SKEW_SECONDS + 1 })))).toBe(
      'token_not_yet_valid',
    );
    await expect(check(signIdToken(google, claims({ iat: NOW + CLOCK_SKEW_SECONDS })))).resolves.toBeTruthy();
    expect(await problemOf(signIdToken(google, claims({ iat: undefined })))).toBe('token_not_yet_valid');
  });

  it('rejects a bad signature: signed by another key, or claims changed after signing', async () => {
    expect(await problemOf(signIdToken(stranger, claims()))).toBe('bad_signature');
    const [head, , signature] = signIdToken(google, claims()).split('.');
    const tampered = Buffer.from(JSON.stringify(claims({ email: 'admin@instamg.test' }))).toString('base64url');
    expect(await problemOf(`${head}.${tampered}.${signature}`)).toBe('bad_signature');
  });

  it('rejects a key id Google does not publish', async () => {
    expect(await problemOf(signIdToken(google, claims(), { kid: 'rotated-away' }))).toBe('unknown_key');
  });

  it('rejects an unverified Google e-mail', async () => {
    expect(await problemOf(signIdToken(google, claims({ email_verified: false })))).toBe('email_not_verified');
    expect(await problemOf(signIdToken(google, claims({ email_verified: undefined })))).toBe('email_not_verified');
  });

  it('rejects algorithms other than RS256 before looking at any key', async () => {
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: google.kid })).toString('base64url')}.${Buffer.from(JSON.stringify(claims())).toString('base64url')}.x`;
    expect(await problemOf(unsigned)).toBe('unsupported_algorithm');
    expect(await problemOf(signIdToken(google, claims(), { alg: 'HS256' }))).toBe('unsupported_algorithm');
  });

  it('rejects malformed credentials with a clear problem', async () => {
    for (const bad of [undefined, 42, '', 'not-a-jwt', 'a.b', 'a.b.c.d', 'ab$.cd.ef', 'x'.repeat(9000)]) {
      expect(await problemOf(bad), String(bad).slice(0, 20)).toBe('malformed_token');
    }
    const garbageHeader = `${Buffer.from('{nope').toString('base64url')}.e30.c2ln`;
    expect(await problemOf(garbageHeader)).toBe('malformed_token');
    expect(await problemOf(signIdToken(google, claims(), { kid: undefined }))).toBe('malformed_token');
    expect(await problemOf(signIdToken(google, claims({ email: undefined })))).toBe('malformed_token');
    expect(await problemOf(signIdToken(google, claims({ sub: '' })))).toBe('malformed_token');
  });

  it('gives each refusal a message a person can read', async () => {
    const error = await check(signIdToken(google, claims({ aud: 'other' }))).catch((thrown: unknown) => thrown);
    expect((error as Error).message).toBe('The Google credential was issued for another application.');
  });
});
