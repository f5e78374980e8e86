/**
 * The <head> of a server-rendered page (docs/decisions/0005-server-rendering.md): title, meta
 * description, canonical URL, Open Graph tags and JSON-LD. Pure: the render server calls it with
 * the route's defaults merged with what the remote's loader said.
 */
import type { PageMeta } from '@instamg/shared/domain/page-meta';
import { PRODUCT_NAME } from '@instamg/shared/constants';
import { headLinks, stripLocalePrefix, type HeadLinks } from '@instamg/shared/domain/locale-url';
import type { Locale } from '@instamg/shared/domain/locale';

export const DEFAULT_TITLE = 'instamg · Medicines delivered from licensed pharmacies near you';
export const DEFAULT_DESCRIPTION = 'Order medicines online from licensed partner pharmacies within 5 km of you.';
export const NOT_FOUND_TITLE = `Page not found · ${PRODUCT_NAME}`;

/** Titles of the routes whose title does not depend on data (the shell's and the remotes' fixed pages). */
const STATIC_TITLES = {
  '/': DEFAULT_TITLE,
  '/medicines': `All medicines · ${PRODUCT_NAME}`,
  '/search': `Search medicines · ${PRODUCT_NAME}`,
  '/blog': `Health blog · ${PRODUCT_NAME}`,
  '/stores': `Partner pharmacies near you · ${PRODUCT_NAME}`,
  '/privacy-policy': `Privacy policy · ${PRODUCT_NAME}`,
  '/terms': `Terms of use · ${PRODUCT_NAME}`,
  '/refund-policy': `Refund policy · ${PRODUCT_NAME}`,
  '/shipping-policy': `Shipping policy · ${PRODUCT_NAME}`,
  '/contact': `Contact us · ${PRODUCT_NAME}`,
  '/faq': `Frequently asked questions · ${PRODUCT_NAME}`,
  '/grievance': `Grievance redressal · ${PRODUCT_NAME}`,
  '/auth': `Sign in · ${PRODUCT_NAME}`,
  '/cart': `Cart · ${PRODUCT_NAME}`,
  '/upload-prescription': `Upload prescription · ${PRODUCT_NAME}`,
  '/track/:token': `Live tracking · ${PRODUCT_NAME}`,
  '/pharmacy-partner': `Become a partner pharmacy · ${PRODUCT_NAME}`,
} as const satisfies Record<string, string>;
type StaticTitleRoute = keyof typeof STATIC_TITLES;

export const DEFAULT_TITLE_HI = `${PRODUCT_NAME} · पास की लाइसेंसशुदा फ़ार्मेसी से दवाइयाँ घर पर`;
export const DEFAULT_DESCRIPTION_HI = 'अपने 5 km के अंदर की लाइसेंसशुदा पार्टनर फ़ार्मेसी से ऑनलाइन दवाइयाँ मँगाएँ।';
export const NOT_FOUND_TITLE_HI = `पेज नहीं मिला · ${PRODUCT_NAME}`;

/** The same titles in Hindi (ADR 0012 §8: a /hi page's head is Hindi); every route has one. */
const STATIC_TITLES_HI: Readonly<Record<StaticTitleRoute, string>> = {
  '/': DEFAULT_TITLE_HI,
  '/medicines': `सभी दवाइयाँ · ${PRODUCT_NAME}`,
  '/search': `दवाइयाँ खोजें · ${PRODUCT_NAME}`,
  '/blog': `हेल्थ ब्लॉग · ${PRODUCT_NAME}`,
  '/stores': `आपके पास की पार्टनर फ़ार्मेसी · ${PRODUCT_NAME}`,
  '/privacy-policy': `प्राइवेसी पॉलिसी · ${PRODUCT_NAME}`,
  '/terms': `इस्तेमाल की शर्तें · ${PRODUCT_NAME}`,
  '/refund-policy': `रिफ़ंड पॉलिसी · ${PRODUCT_NAME}`,
  '/shipping-policy': `शिपिंग पॉलिसी · ${PRODUCT_NAME}`,
  '/contact': `संपर्क करें · ${PRODUCT_NAME}`,
  '/faq': `अक्सर पूछे जाने वाले सवाल · ${PRODUCT_NAME}`,
  '/grievance': `शिकायत निवारण · ${PRODUCT_NAME}`,
  '/auth': `साइन इन · ${PRODUCT_NAME}`,
  '/cart': `कार्ट · ${PRODUCT_NAME}`,
  '/upload-prescription': `प्रिस्क्रिप्शन अपलोड करें · ${PRODUCT_NAME}`,
  '/track/:token': `लाइव ट्रैकिंग · ${PRODUCT_NAME}`,
  '/pharmacy-partner': `पार्टनर फ़ार्मेसी बनें · ${PRODUCT_NAME}`,
};

/** The description a page without its own gets, in `locale`. */
export const defaultDescription = (locale: Locale = 'en-IN'): string =>
  locale === 'hi-IN' ? DEFAULT_DESCRIPTION_HI : DEFAULT_DESCRIPTION;

const isStaticTitleRoute = (path: string): path is StaticTitleRoute => Object.hasOwn(STATIC_TITLES, path);

/** The title of a route-table pattern before any loader ran (null: not-found), in `locale`. */
export function routeTitle(routePath: string | null, locale: Locale = 'en-IN'): string {
  const hindi = locale === 'hi-IN';
  if (routePath === null) return hindi ? NOT_FOUND_TITLE_HI : NOT_FOUND_TITLE;
  if (!isStaticTitleRoute(routePath)) return hindi ? DEFAULT_TITLE_HI : DEFAULT_TITLE;
  return hindi ? STATIC_TITLES_HI[routePath] : STATIC_TITLES[routePath];
}

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script>: `<` escaped so no value can close the tag. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface HeadInput {
  meta: PageMeta;
  /** Absolute canonical URL (origin + path, query only where it names the content); null: none (a secret link's page). */
  canonical: string | null;
  /** Pages that must not be indexed (not-found, signed-in areas). */
  noindex?: boolean;
  /** The page's language versions (`headLinks` in @instamg/shared/domain/locale-url), absolute URLs. */
  alternates?: HeadLinks['alternates'];
}

export function renderHeadTags({ meta, canonical, noindex = false, alternates = [] }: HeadInput): string {
  const title = meta.title ?? DEFAULT_TITLE;
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}">`] : []),
    ...alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    `<meta property="og:site_name" content="${PRODUCT_NAME}">`,
    `<meta property="og:type" content="${escapeHtml(meta.ogType ?? 'website')}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    ...(canonical ? [`<meta property="og:url" content="${escapeHtml(canonical)}">`] : []),
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
    ...(noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(meta.jsonLd ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ];
  return tags.join('');
}

/** The path a page's canonical names: its path, plus `?q=` on a search (the query is its content). */
export function canonicalPathOf(pathname: string, search: string): string {
  const query = new URLSearchParams(search).get('q');
  return stripLocalePrefix(pathname) === '/search' && query ? `${pathname}?q=${encodeURIComponent(query)}` : pathname;
}

export interface PageLinks {
  /** Absolute canonical URL; null on a secret link's page (never indexed, no canonical). */
  canonical: string | null;
  /** en-IN / hi-IN / x-default, absolute; empty on pages that are not indexed. */
  alternates: HeadLinks['alternates'];
}

/**
 * The one rule for a page's canonical and language alternates (ADR 0012 §8), for the render
 * server's HTML and for the browser's head after an in-app navigation or a language switch: a
 * public page's canonical is its URL in the language shown (a Hindi page at `/x` points at
 * `/hi/x`) with the three alternates; a page that is not indexed names none; a secret one has no
 * canonical at all.
 */
export function pageLinks(siteUrl: string, { pathname, search, locale, noindex, secret }: PageLinksInput): PageLinks {
  const path = canonicalPathOf(pathname, search);
  const links = noindex ? null : headLinks(siteUrl, path, locale);
  return {
    canonical: secret ? null : (links?.canonical ?? `${siteUrl.replace(/\/+$/, '')}${path}`),
    alternates: links?.alternates ?? [],
  };
}

export interface PageLinksInput {
  pathname: string;
  search: string;
  locale: Locale;
  /** Not indexed: not-found, signed-in areas, guarded and secret pages. */
  noindex: boolean;
  /** A secret link's page (the family tracking link): no canonical either. */
  secret: boolean;
}
