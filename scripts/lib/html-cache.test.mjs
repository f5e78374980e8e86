import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { createHtmlCache, htmlEtag, matchesEtag } from './html-cache.mjs';

const page = (text) => Buffer.from(text);

describe('the HTML cache', () => {
  it('serves a page until its time is up, then renders again', () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 1000, maxBytes: 1024, now: () => now });
    cache.set('/a', 200, page('A'));
    now = 999;
    assert.equal(cache.get('/a')?.body.toString(), 'A');
    now = 1000;
    assert.equal(cache.get('/a'), undefined);
    assert.deepEqual(cache.stats(), { hits: 1, misses: 1, clears: 0, entries: 0, bytes: 0 });
  });

  it('empties on clear (a content change)', () => {
    const cache = createHtmlCache({ ttlMs: 1000, maxBytes: 1024 });
    cache.set('/a', 200, page('A'));
    cache.set('/b', 404, page('B'));
    cache.clear();
    assert.equal(cache.get('/a'), undefined);
    assert.equal(cache.get('/b'), undefined);
    assert.equal(cache.stats().bytes, 0);
  });

  it('stays within its byte budget, dropping the least recently used page first', () => {
    const cache = createHtmlCache({ ttlMs: 1000, maxBytes: 10 });
    cache.set('/a', 200, page('aaaa'));
    cache.set('/b', 200, page('bbbb'));
    cache.get('/a'); // a is now the most recently used
    cache.set('/c', 200, page('cccc'));
    assert.equal(cache.get('/b'), undefined);
    assert.equal(cache.get('/a')?.body.toString(), 'aaaa');
    assert.equal(cache.get('/c')?.body.toString(), 'cccc');
    assert.ok(cache.stats().bytes <= 10);
    // A page larger than the whole budget is served but never kept.
    const big = cache.set('/big', 200, page('x'.repeat(11)));
    assert.equal(big.body.length, 11);
    assert.equal(cache.get('/big'), undefined);
  });

  it('counts a page and its gzip form together against the budget', () => {
    const cache = createHtmlCache({ ttlMs: 1000, maxBytes: 10 });
    cache.set('/a', 200, page('aaaa'), page('zz'));
    assert.equal(cache.stats().bytes, 6);
    assert.equal(cache.get('/a')?.gzip?.toString(), 'zz');
    cache.set('/b', 200, page('bbbb'), page('zz'));
    assert.equal(cache.get('/a'), undefined);
    assert.equal(cache.stats().bytes, 6);
  });

  it('keeps nothing with a time of 0 (the cache turned off)', () => {
    const cache = createHtmlCache({ ttlMs: 0, maxBytes: 1024 });
    cache.set('/a', 200, page('A'));
    assert.equal(cache.get('/a'), undefined);
  });

  it('gives each body a strong ETag that If-None-Match lists can name', () => {
    const etag = htmlEtag(page('A'));
    assert.equal(etag, htmlEtag(page('A')));
    assert.notEqual(etag, htmlEtag(page('B')));
    assert.ok(matchesEtag(etag, etag));
    assert.ok(matchesEtag(`"other", W/${etag}`, etag));
    assert.ok(matchesEtag('*', etag));
    assert.ok(!matchesEtag('"other"', etag));
    assert.ok(!matchesEtag(undefined, etag));
  });
});
