// The render server's short HTML cache (issue 20 §6; docs/decisions/0005-server-rendering.md):
// server-rendered public pages kept for a few seconds, so a burst of visitors to one page costs
// one render. Never stale on content: the whole cache is emptied by any change to what the pages
// show (scripts/lib/content-watch.mjs), and is not used at all while that watch is not connected.
// Bounded in bytes (least recently used out first), so random query strings cannot grow it.
import { createHash } from 'node:crypto';

/**
 * @typedef {{ status: number, body: Buffer, gzip?: Buffer, etag: string, storedAt: number }} CachedPage
 * @param {{ ttlMs: number, maxBytes: number, now?: () => number }} options
 */
export function createHtmlCache({ ttlMs, maxBytes, now = Date.now }) {
  /** @type {Map<string, CachedPage>} insertion order = least recently used first */
  const pages = new Map();
  let bytes = 0;
  const stats = { hits: 0, misses: 0, clears: 0 };
  const size = (page) => page.body.length + (page.gzip?.length ?? 0);

  const drop = (key) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= size(page);
  };

  return {
    /** @returns {CachedPage | undefined} */
    get(key) {
      const page = pages.get(key);
      if (!page || now() - page.storedAt >= ttlMs) {
        if (page) drop(key);
        stats.misses += 1;
        return undefined;
      }
      // Touch: most recently used goes last.
      pages.delete(key);
      pages.set(key, page);
      stats.hits += 1;
      return page;
    },
    /** The page and, when it was made, its gzip form (kept together, counted together). */
    set(key, status, body, gzip) {
      drop(key);
      /** @type {CachedPage} */
      const page = { status, body, ...(gzip ? { gzip } : {}), etag: htmlEtag(body), storedAt: now() };
      if (ttlMs <= 0 || size(page) > maxBytes) return page;
      pages.set(key, page);
      bytes += size(page);
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return page;
    },
    clear() {
      pages.clear();
      bytes = 0;
      stats.clears += 1;
    },
    stats: () => ({ ...stats, entries: pages.size, bytes }),
  };
}

/** A strong validator of the exact bytes (a browser's or CDN's If-None-Match gets a 304). */
export function htmlEtag(body) {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match (a list, or *) names this page's ETag. */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
