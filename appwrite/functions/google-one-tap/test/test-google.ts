// A stand-in for Google in tests: an RSA key pair generated per run, its public JWK set, and
// ID tokens signed with it. Shared by the unit tests, the function tests and the One Tap e2e spec.
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface TestSigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public half as Google publishes it in its certs. */
  jwk: Record<string, unknown>;
}

export function createSigningKey(kid: string): TestSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicKey, jwk };
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface IdTokenClaims {
  iss?: unknown;
  aud?: unknown;
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  iat?: unknown;
  exp?: unknown;
  [claim: string]: unknown;
}

/** Claims like a real One Tap credential for `clientId`, issued now and valid for an hour. */
export function googleClaims(clientId: string, email: string, overrides: IdTokenClaims = {}): IdTokenClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'https://accounts.google.com',
    azp: clientId,
    aud: clientId,
    sub: `1${Math.floor(Math.random() * 1e15)}`,
    email,
    email_verified: true,
    name: 'One Tap Person',
    given_name: 'One Tap',
    family_name: 'Person',
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}

/** A JWT signed RS256 with `key` (header overrides let tests lie about alg or kid). */
export function signIdToken(key: TestSigningKey, claims: IdTokenClaims, header: Record<string, unknown> = {}): string {
  const head = encode({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header });
  const body = encode(claims);
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key.privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
}

export interface JwksServer {
  url: string;
  /** How many times the key set was fetched. */
  hits(): number;
  close(): Promise<void>;
}

/** Serves `{ keys }` at http://127.0.0.1:<free port>/oauth2/v3/certs, cacheable for an hour like Google's. */
export async function serveJwks(keys: TestSigningKey[]): Promise<JwksServer> {
  let count = 0;
  const server: Server = createServer((req, res) => {
    if (req.url !== '/oauth2/v3/certs') {
      res.writeHead(404).end();
      return;
    }
    count++;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    res.end(JSON.stringify({ keys: keys.map((key) => key.jwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    hits: () => count,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
