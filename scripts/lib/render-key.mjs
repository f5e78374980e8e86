// What a server render depends on, and nothing else (security round 3, issue 32): the render
// server renders a page for its path, the query parameters the pages read, and the device class
// (phone or desktop HTML: shared/src/ssr.ts `hints.mobile`, from the User-Agent). Anything else in
// the query string (utm_source, a random cache-buster) is dropped before rendering and from the
// HTML cache key, so 40 random query strings are one render, not 40. Also: Accept-Encoding with
// q-values, loopback detection for /__ssr/health, and the app servers' bind address.
import { timingSafeEqual } from 'node:crypto';

/**
 * The query parameters a page renders on: every `params.get('…')` / `searchParams.get('…')` of the
 * shell and the remotes (render-key.test.mjs reads the sources and fails on a parameter missing
 * here, so a new page parameter cannot be dropped silently). Kept in the key in this order.
 */
export const RENDERED_QUERY_PARAMS = Object.freeze([
  // /medicines (mf-catalog/src/domain/medicine-list.ts)
  'category',
  'rx',
  'form',
  'min',
  'max',
  'stock',
  'sort',
  'after',
  'before',
  // /search
  'q',
  'page',
  'size',
  // account, checkout, sign-in and store pages (rendered without data, but hydrated with the URL)
  'address',
  'new',
  'return',
  'error',
  'oauth',
  'from',
  'to',
  'request',
  'invitation',
  'payment_session_id',
  // the store panel's orders inbox tab (?tab=closed; panel routes render only their frame on the server)
  'tab',
  // the payment-status page right after the gateway's return (mf-cart-checkout PaymentStatusPage)
  'returned',
  'userId',
  'secret',
  'endpoint',
  'project',
]);

const RENDERED = new Set(RENDERED_QUERY_PARAMS);

/**
 * The URL a page is rendered for: the path and only the rendered parameters (first value of each,
 * in RENDERED_QUERY_PARAMS order). `/medicines?utm=x&sort=price&sort=name` → `/medicines?sort=price`.
 */
export function renderedUrl(rawUrl) {
  const url = new URL(rawUrl ?? '/', 'http://render.invalid');
  const kept = new URLSearchParams();
  for (const name of RENDERED_QUERY_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * The language a request renders in (issue 37): the visitor's choice in the `instamg_locale`
 * cookie, else the first supported language of Accept-Language by q-value, else en-IN. The same
 * rule as `resolveLocale` in shared/src/i18n.ts (render-key.test.mjs checks they agree).
 */
export function requestLocale(headers = {}) {
  for (const part of String(headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'instamg_locale') {
      const chosen = localeOfTag(safeDecode(rest.join('=')));
      if (chosen) return chosen;
      break;
    }
  }
  const ranked = String(headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { locale: localeOfTag(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.locale !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.locale ?? 'en-IN';
}

function localeOfTag(tag) {
  const language = String(tag ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0];
  return language === 'hi' ? 'hi-IN' : language === 'en' ? 'en-IN' : null;
}

function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The HTML cache key of a rendered page: everything it renders on. The locale is in it: without
 * it the first visitor's language would be served to everyone (cache poisoning, issue 37).
 */
export function htmlCacheKey({ snapshotId, device, locale, url }) {
  return `${snapshotId} ${device} ${locale} ${url}`;
}

/** Whether the query string holds a parameter no page renders on. */
export function hasUnrenderedParams(rawUrl) {
  const url = new URL(rawUrl ?? '/', 'http://render.invalid');
  return [...url.searchParams.keys()].some((name) => !RENDERED.has(name));
}

/**
 * Whether an Accept-Encoding header accepts `coding` (RFC 9110 §12.5.3): its own q-value, else
 * `*`'s; q=0 refuses. `gzip;q=0` → false, `br, *;q=0.1` → true for gzip, `identity` → false.
 */
export function acceptsEncoding(header, coding = 'gzip') {
  if (!header) return false;
  let own = null;
  let star = null;
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().split(';');
    const token = name.trim().toLowerCase();
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (token === coding || (coding === 'gzip' && token === 'x-gzip')) own = Math.max(own ?? 0, q);
    else if (token === '*') star = q;
  }
  return (own ?? star ?? 0) > 0;
}

/** A socket address on this machine's loopback interface (IPv4, IPv6 or IPv4-mapped IPv6). */
export function isLoopbackAddress(address) {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** The interface the app servers listen on: APP_BIND_HOST, loopback (127.0.0.1) by default. */
export function appBindHost(env = process.env) {
  return env.APP_BIND_HOST?.trim() || '127.0.0.1';
}

/**
 * Runs `work` once per key at a time: callers that ask for a key while its work is running share
 * its promise (a burst of visitors to one uncached page is one render).
 */
export function createCoalescer() {
  const running = new Map();
  return {
    run(key, work) {
      const known = running.get(key);
      if (known) return known;
      const promise = Promise.resolve()
        .then(work)
        .finally(() => running.delete(key));
      running.set(key, promise);
      return promise;
    },
    get size() {
      return running.size;
    },
  };
}

/**
 * Who may read /__ssr/health (it tells the serving snapshot, swaps and memory): a request from
 * loopback, or one with `Authorization: Bearer <SSR_HEALTH_TOKEN>` when that is set. Behind a
 * proxy on the same machine every request comes from loopback: set SSR_HEALTH_TOKEN and have the
 * proxy not forward /__ssr/ (docs/configuration.md).
 */
export function mayReadHealth(req, env = process.env) {
  const token = env.SSR_HEALTH_TOKEN?.trim();
  if (token) {
    const given = /^Bearer (.+)$/.exec(String(req.headers?.authorization ?? ''))?.[1] ?? '';
    return safeEqual(given, token);
  }
  return isLoopbackAddress(req.socket?.remoteAddress);
}

function safeEqual(a, b) {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}
