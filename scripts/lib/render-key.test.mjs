import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import {
  RENDERED_QUERY_PARAMS,
  acceptsEncoding,
  appBindHost,
  createCoalescer,
  hasUnrenderedParams,
  htmlCacheKey,
  isLoopbackAddress,
  mayReadHealth,
  renderedUrl,
  requestLocale,
} from './render-key.mjs';
import { resolveLocale } from '../../shared/src/i18n.ts';

// Security round 3 (issue 32): the render server's key and render URL, Accept-Encoding q-values,
// who reads /__ssr/health and where the app servers listen.

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('SSR: the render key is what a page renders on', () => {
  it('drops unknown query parameters (a random query string is the same page), keeps those pages read', () => {
    assert.equal(renderedUrl('/medicines?utm_source=x&sort=price_asc&zz=1'), '/medicines?sort=price_asc');
    assert.equal(renderedUrl('/medicines?sort=price_asc&utm_source=y'), '/medicines?sort=price_asc');
    assert.equal(renderedUrl('/?cachebust=123'), '/');
    assert.equal(renderedUrl('/search?page=2&q=dolo'), '/search?q=dolo&page=2');
    assert.equal(renderedUrl('/search?q=a&q=b'), '/search?q=a');
    const forty = Array.from({ length: 40 }, (_, i) => renderedUrl(`/product/dolo-650?r=${Math.random()}${i}`));
    assert.deepEqual(new Set(forty), new Set(['/product/dolo-650']));
    assert.equal(hasUnrenderedParams('/medicines?utm=1'), true);
    assert.equal(hasUnrenderedParams('/medicines?sort=name'), false);
  });

  it('knows every query parameter the shell and the remotes read (none is dropped by mistake)', () => {
    const read = new Set();
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (['node_modules', 'dist', 'dist-server', 'server'].includes(entry.name)) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          for (const [, name] of text.matchAll(/\b(?:params|searchParams|search)\.(?:get|has|getAll)\('([\w-]+)'\)/g))
            read.add(`${name} (${relative(root, path)})`);
        }
      }
    };
    for (const dir of readdirSync(root).filter((d) => d === 'shell' || d.startsWith('mf-')))
      walk(join(root, dir, 'src'));
    const missing = [...read].filter((entry) => !RENDERED_QUERY_PARAMS.includes(entry.split(' ')[0]));
    assert.deepEqual(missing, []);
    assert.ok(read.size > 10, 'the scan found the pages’ parameters');
  });

  it('a burst of misses for one key is one render', async () => {
    const coalescer = createCoalescer();
    let renders = 0;
    const render = () =>
      new Promise((resolve) => {
        renders += 1;
        setTimeout(() => resolve('<html>'), 20);
      });
    const pages = await Promise.all(Array.from({ length: 40 }, () => coalescer.run('s1 desktop /', render)));
    assert.equal(renders, 1);
    assert.ok(pages.every((page) => page === '<html>'));
    assert.equal(coalescer.size, 0);
    await coalescer.run('s1 desktop /', render);
    assert.equal(renders, 2, 'a later miss renders again');
  });
});

describe('SSR: the language is part of the render key (issue 37)', () => {
  it('renders in the locale cookie, else Accept-Language by q-value, else en-IN', () => {
    assert.equal(requestLocale({}), 'en-IN');
    assert.equal(requestLocale({ cookie: 'a=1; instamg_locale=hi-IN; b=2' }), 'hi-IN');
    assert.equal(requestLocale({ cookie: 'instamg_locale=en-IN', 'accept-language': 'hi-IN,hi;q=0.9' }), 'en-IN');
    assert.equal(requestLocale({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }), 'hi-IN');
    assert.equal(requestLocale({ 'accept-language': 'ta-IN, en;q=0.5, hi;q=0.7' }), 'hi-IN');
    assert.equal(requestLocale({ 'accept-language': 'hi;q=0, en-GB' }), 'en-IN');
    // A forged or unknown cookie value is no language: the next rule decides.
    assert.equal(requestLocale({ cookie: 'instamg_locale=%E0%A4; x', 'accept-language': 'hi' }), 'hi-IN');
    assert.equal(requestLocale({ cookie: 'instamg_locale=<script>' }), 'en-IN');
  });

  it('agrees with the browser side (shared/src/i18n.ts resolveLocale)', () => {
    const cases = [
      {},
      { cookie: 'instamg_locale=hi-IN' },
      { cookie: 'instamg_locale=hi', 'accept-language': 'en' },
      { cookie: 'instamg_locale=fr', 'accept-language': 'hi;q=0.4, en;q=0.3' },
      { 'accept-language': 'en-US,en;q=0.9,hi;q=0.8' },
      { 'accept-language': 'mr-IN,hi-IN;q=0.9' },
    ];
    for (const headers of cases)
      assert.equal(
        requestLocale(headers),
        resolveLocale({ cookie: headers.cookie, acceptLanguage: headers['accept-language'] }),
        JSON.stringify(headers),
      );
  });

  it('an English and a Hindi page of the same URL are two cache entries (no cache poisoning)', () => {
    const key = (headers) =>
      htmlCacheKey({ snapshotId: 's1', device: 'mobile', locale: requestLocale(headers), url: renderedUrl('/?utm=1') });
    const english = key({});
    const hindi = key({ cookie: 'instamg_locale=hi-IN' });
    assert.notEqual(english, hindi);
    assert.equal(key({ 'accept-language': 'hi' }), hindi);
    assert.equal(key({ cookie: 'instamg_locale=en-IN', 'accept-language': 'hi' }), english);
    // The render server builds its key only through htmlCacheKey, with the request's locale.
    const server = readFileSync(join(root, 'scripts/lib/ssr-server.mjs'), 'utf8');
    assert.match(server, /htmlCacheKey\(\{ snapshotId, device, locale, url \}\)/);
    assert.doesNotMatch(server, /`\$\{(?:serving|snapshotId)\} \$\{device\}/);
  });
});

describe('SSR: Accept-Encoding with q-values', () => {
  it('gzip;q=0 is a refusal; * and q>0 accept; no header or identity is no gzip', () => {
    assert.equal(acceptsEncoding('gzip;q=0', 'gzip'), false);
    assert.equal(acceptsEncoding('gzip; q=0.0, identity', 'gzip'), false);
    assert.equal(acceptsEncoding('br, gzip;q=0', 'gzip'), false);
    assert.equal(acceptsEncoding('*;q=0', 'gzip'), false);
    assert.equal(acceptsEncoding('gzip;q=0, *', 'gzip'), false);
    assert.equal(acceptsEncoding('gzip, deflate, br', 'gzip'), true);
    assert.equal(acceptsEncoding('br;q=1, gzip;q=0.5', 'gzip'), true);
    assert.equal(acceptsEncoding('*', 'gzip'), true);
    assert.equal(acceptsEncoding('GZIP', 'gzip'), true);
    assert.equal(acceptsEncoding('identity', 'gzip'), false);
    assert.equal(acceptsEncoding('notgzip', 'gzip'), false);
    assert.equal(acceptsEncoding(undefined, 'gzip'), false);
  });
});

describe('SSR: /__ssr/health and the binds', () => {
  const req = (remoteAddress, authorization) => ({
    socket: { remoteAddress },
    headers: authorization ? { authorization } : {},
  });

  it('health is for loopback only, or for the token when SSR_HEALTH_TOKEN is set', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) assert.equal(mayReadHealth(req(address), {}), true);
    for (const address of ['10.0.0.5', '::ffff:192.168.1.9', '2001:db8::1', undefined])
      assert.equal(mayReadHealth(req(address), {}), false);
    const env = { SSR_HEALTH_TOKEN: 's3cret-token' };
    assert.equal(mayReadHealth(req('10.0.0.5', 'Bearer s3cret-token'), env), true);
    assert.equal(mayReadHealth(req('10.0.0.5', 'Bearer wrong'), env), false);
    // With a token set, loopback alone is not enough (a proxy on the machine forwards everyone).
    assert.equal(mayReadHealth(req('127.0.0.1'), env), false);
    assert.equal(isLoopbackAddress('127.1.2.3'), true);
  });

  it('the app servers bind loopback unless APP_BIND_HOST says otherwise', () => {
    assert.equal(appBindHost({}), '127.0.0.1');
    assert.equal(appBindHost({ APP_BIND_HOST: ' ' }), '127.0.0.1');
    assert.equal(appBindHost({ APP_BIND_HOST: '0.0.0.0' }), '0.0.0.0');
  });
});
