import { afterEach, describe, expect, it } from 'vitest';
import { allowedJwksUrl, createJwksCache, GOOGLE_JWKS_URL, JwksError, maxAgeMs, signingKeys } from '../src/jwks.ts';
import { createSigningKey, serveJwks, type JwksServer } from './test-google.ts';

const first = createSigningKey('kid-1');
const second = createSigningKey('kid-2');

/** A fake fetch over a mutable key list, counting calls. */
function fakeGoogle(initial = [first], cacheControl = 'public, max-age=600') {
  const state = { keys: initial, calls: 0, status: 200 };
  const fetch = (async () => {
    state.calls++;
    return new Response(JSON.stringify({ keys: state.keys.map((key) => key.jwk) }), {
      status: state.status,
      headers: { 'cache-control': cacheControl, 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { state, fetch };
}

describe('maxAgeMs', () => {
  it('reads max-age from Cache-Control', () => {
    expect(maxAgeMs('public, max-age=19766, must-revalidate, no-transform')).toBe(19_766_000);
    expect(maxAgeMs('no-store')).toBeNull();
    expect(maxAgeMs(null)).toBeNull();
  });
});

describe('signingKeys', () => {
  it('keeps RSA signing keys by kid and leaves out other keys', () => {
    const keys = signingKeys({
      keys: [
        first.jwk,
        { ...second.jwk, use: 'enc' },
        { kty: 'EC', kid: 'ec' },
        { kty: 'RSA', kid: 'broken', n: second.jwk.n },
      ],
    });
    expect([...keys.keys()]).toEqual(['kid-1']);
    expect(keys.get('kid-1')?.asymmetricKeyType).toBe('rsa');
  });

  it('refuses a body without a key list', () => {
    expect(() => signingKeys({})).toThrow(JwksError);
  });
});

describe('createJwksCache', () => {
  it('fetches once and answers later lookups from the cache', async () => {
    const google = fakeGoogle();
    const cache = createJwksCache({ url: 'https://keys.test/certs', fetch: google.fetch });
    const [a, b] = await Promise.all([cache.keyFor('kid-1'), cache.keyFor('kid-1')]);
    expect(a?.equals(first.publicKey)).toBe(true);
    expect(b).toBe(a);
    await cache.keyFor('kid-1');
    expect(google.state.calls).toBe(1);
  });

  it('refetches for an unknown kid (key rotation), but at most once a minute', async () => {
    let now = 0;
    const google = fakeGoogle();
    const cache = createJwksCache({ url: 'https://keys.test/certs', fetch: google.fetch, now: () => now });
    await cache.keyFor('kid-1');
    google.state.keys = [first, second];
    now = 30_000;
    expect(await cache.keyFor('kid-2')).toBeNull();
    expect(google.state.calls).toBe(1);
    now = 61_000;
    expect((await cache.keyFor('kid-2'))?.equals(second.publicKey)).toBe(true);
    expect(google.state.calls).toBe(2);
    expect(await cache.keyFor('made-up')).toBeNull();
    expect(google.state.calls).toBe(2);
  });

  it('refetches when the max-age has passed and drops keys Google no longer publishes', async () => {
    let now = 0;
    const google = fakeGoogle([first], 'max-age=600');
    const cache = createJwksCache({ url: 'https://keys.test/certs', fetch: google.fetch, now: () => now });
    await cache.keyFor('kid-1');
    google.state.keys = [second];
    now = 600_000;
    expect(await cache.keyFor('kid-1')).toBeNull();
    expect(google.state.calls).toBe(2);
  });

  it('reports an unreachable or failing key set as a JwksError', async () => {
    const google = fakeGoogle();
    google.state.status = 500;
    await expect(
      createJwksCache({ url: 'https://keys.test/certs', fetch: google.fetch }).keyFor('kid-1'),
    ).rejects.toThrow(/HTTP 500/);
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    await expect(createJwksCache({ url: 'https://keys.test/certs', fetch: offline }).keyFor('kid-1')).rejects.toThrow(
      JwksError,
    );
  });

  describe('over HTTP', () => {
    let server: JwksServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    it('reads a served key set with the real fetch', async () => {
      server = await serveJwks([first, second]);
      const cache = createJwksCache({ url: server.url });
      expect((await cache.keyFor('kid-2'))?.equals(second.publicKey)).toBe(true);
      expect((await cache.keyFor('kid-1'))?.equals(first.publicKey)).toBe(true);
      expect(server.hits()).toBe(1);
    });
  });
});

describe('allowedJwksUrl (a test stand-in for Google only on this machine)', () => {
  it("takes Google's key set by default and a loopback stand-in, and refuses any other key set", () => {
    expect(allowedJwksUrl(undefined)).toBe(GOOGLE_JWKS_URL);
    expect(allowedJwksUrl(' ')).toBe(GOOGLE_JWKS_URL);
    expect(allowedJwksUrl(GOOGLE_JWKS_URL)).toBe(GOOGLE_JWKS_URL);
    expect(allowedJwksUrl('http://127.0.0.1:43123/certs')).toBe('http://127.0.0.1:43123/certs');
    expect(allowedJwksUrl('http://localhost:8000/certs')).toBe('http://localhost:8000/certs');
    for (const bad of [
      'https://attacker.example/certs',
      'http://127.0.0.1.attacker.example/certs',
      'https://www.googleapis.com.attacker.example/oauth2/v3/certs',
      'file:///etc/keys.json',
      'not a url',
    ])
      expect(allowedJwksUrl(bad)).toBeNull();
  });
});
