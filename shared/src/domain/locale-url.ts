// Hindi public pages at their own URLs (issue 37 §3; docs/decisions/0012-i18n.md §8): `/hi/x` is the
// Hindi version of the English page `/x`. Pure helpers only — the render server, the shell's
// router and every remote build hrefs and head links through these, so the rules live once.
import type { Locale } from './locale';

/** The URL prefix of the Hindi public pages. English pages have none (they are x-default). */
export const HINDI_URL_PREFIX = '/hi';

/**
 * Paths that never get a `/hi` twin: the panels, sign-in, the account, cart, checkout, payment and
 * the secret tracking links. They render in the visitor's cookie language at one URL and are not
 * indexed, so a second URL would only split their state and history.
 */
const UNPREFIXED_ONLY = [
  '/store',
  '/admin',
  '/auth',
  '/account',
  '/profile',
  '/orders',
  '/cart',
  '/checkout',
  '/payment',
  '/track',
];

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function splitPath(href: string): { pathname: string; rest: string } {
  const cut = href.search(/[?#]/);
  return cut === -1 ? { pathname: href, rest: '' } : { pathname: href.slice(0, cut), rest: href.slice(cut) };
}

/** The locale a URL path names: `hi-IN` under `/hi`, null when it names none (the caller falls back). */
export function localeOfPath(pathname: string): Locale | null {
  return underPrefix(splitPath(pathname).pathname, HINDI_URL_PREFIX) ? 'hi-IN' : null;
}

/** `/hi/product/x?q=1` → `/product/x?q=1`; `/hi` → `/`; an unprefixed href is returned as it is. */
export function stripLocalePrefix(href: string): string {
  const { pathname, rest } = splitPath(href);
  if (!underPrefix(pathname, HINDI_URL_PREFIX)) return href;
  return (pathname.slice(HINDI_URL_PREFIX.length) || '/') + rest;
}

/** Whether a (locale-free) path is a public page that has a Hindi URL. */
export function hasLocalisedUrl(pathname: string): boolean {
  const path = splitPath(pathname).pathname || '/';
  return !UNPREFIXED_ONLY.some((prefix) => underPrefix(path, prefix));
}

/**
 * The href of an in-app link for the page's locale: `/product/x` on a Hindi page → `/hi/product/x`.
 * Accepts an already prefixed href (it is normalised first); panel/account paths stay unprefixed;
 * external and protocol-relative hrefs are returned untouched.
 */
export function localeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const plain = stripLocalePrefix(href);
  if (locale !== 'hi-IN' || !hasLocalisedUrl(plain)) return plain;
  const { pathname, rest } = splitPath(plain);
  return (pathname === '/' ? HINDI_URL_PREFIX : HINDI_URL_PREFIX + pathname) + rest;
}

/**
 * The locale a page renders in: the URL first (`/hi/…` is always Hindi), else `withoutPrefix` — the
 * visitor's cookie choice, then their Accept-Language, else English (`resolveLocale` in i18n.ts and
 * `requestLocale` in scripts/lib/render-key.mjs). Crawlers send no cookie and no Hindi
 * Accept-Language, so unprefixed URLs stay English for them. Google asks sites not to redirect by a
 * guessed language, so nothing redirects: an unprefixed public page rendered in Hindi points its
 * canonical at its `/hi` URL (see headLinks).
 */
export function pageLocale(pathname: string, withoutPrefix: Locale): Locale {
  return localeOfPath(pathname) ?? withoutPrefix;
}

export interface HeadLinks {
  readonly canonical: string;
  readonly alternates: readonly { readonly hreflang: 'en-IN' | 'hi-IN' | 'x-default'; readonly href: string }[];
}

/**
 * A public page's canonical and hreflang alternates (absolute URLs, as Google requires): canonical
 * is the URL of the language the page renders in; every version lists both plus x-default (English).
 * Null for a path with no Hindi twin (those pages get no alternates).
 */
export function headLinks(siteUrl: string, href: string, locale: Locale): HeadLinks | null {
  const plain = stripLocalePrefix(href);
  if (!hasLocalisedUrl(plain)) return null;
  const site = siteUrl.replace(/\/+$/, '');
  const en = site + localeHref(plain, 'en-IN');
  const hi = site + localeHref(plain, 'hi-IN');
  return {
    canonical: locale === 'hi-IN' ? hi : en,
    alternates: [
      { hreflang: 'en-IN', href: en },
      { hreflang: 'hi-IN', href: hi },
      { hreflang: 'x-default', href: en },
    ],
  };
}

/**
 * The locale a page shows after an in-app navigation: the URL first (as pageLocale); a public
 * unprefixed page in the visitor's own language (cookie, else the browser's) — what the render
 * server would send for it; a page with no Hindi URL (cart, checkout, account) keeps the language
 * of the page before, so a visitor who came in at a `/hi` URL without choosing a language is not
 * dropped into an English cart.
 */
export function localeAfterNavigation(
  pathname: string,
  { visitor, current }: { readonly visitor: Locale; readonly current: Locale },
): Locale {
  const named = localeOfPath(pathname);
  if (named) return named;
  return hasLocalisedUrl(pathname) ? visitor : current;
}
