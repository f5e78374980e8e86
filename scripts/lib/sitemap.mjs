// robots.txt and the paged sitemap of the render server (issue 20 §5): products, categories and
// blog posts, read as a guest (the catalogue tables are world-readable). A sitemap file holds at
// most 50,000 URLs; a page is one read of at most 5,000 rows (Appwrite's largest limit), so 100k products are 20 files.
//
// Hindi (issue 37 §3, docs/decisions/0012-i18n.md §8): /sitemap-hi.xml indexes the same pages at
// their /hi URLs (/sitemap-hi-products-1.xml, …), and every <url> of both names its en-IN, hi-IN
// and x-default versions as xhtml:link alternates (Google's sitemap form of hreflang).
import { tsImport } from 'tsx/esm/api';

// The URL rules live once, in shared (the router and the render server use the same).
const { localeHref } = await tsImport('../../shared/src/domain/locale-url.ts', import.meta.url);

const DATABASE_ID = 'instamg';
export const SITEMAP_PAGE_SIZE = 5_000;
/** The sitemap sections: URL builder per row, table, and the category query string. */
const ACTIVE = [{ method: 'equal', attribute: 'is_active', values: [true] }];
const SECTIONS = {
  products: {
    table: 'products',
    filters: ACTIVE,
    columns: [],
    path: (row) => `/product/${encodeURIComponent(row.$id)}`,
  },
  categories: {
    table: 'categories',
    filters: ACTIVE,
    columns: ['slug'],
    path: (row) => `/medicines?category=${encodeURIComponent(row.slug ?? row.$id)}`,
  },
  blog: { table: 'blog_posts', filters: [], columns: [], path: (row) => `/blog/${encodeURIComponent(row.$id)}` },
};

const xmlEscape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function listRows({ endpoint, projectId }, table, queries) {
  const url = new URL(`${endpoint}/tablesdb/${DATABASE_ID}/tables/${table}/rows`);
  for (const query of queries) url.searchParams.append('queries[]', JSON.stringify(query));
  const response = await fetch(url, {
    headers: { 'X-Appwrite-Project': projectId },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`listing ${table}: HTTP ${response.status}`);
  return response.json();
}

export function renderRobots(siteUrl) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /profile',
    'Disallow: /orders',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /payment/',
    'Disallow: /store/',
    'Disallow: /admin/',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    `Sitemap: ${siteUrl}/sitemap-hi.xml`,
    '',
  ].join('\n');
}

/** The sitemap files' name prefix per locale: `/sitemap-products-1.xml`, `/sitemap-hi-products-1.xml`. */
const FILE_PREFIX = { 'en-IN': '/sitemap-', 'hi-IN': '/sitemap-hi-' };

/** Which sitemap file a path is: `{ locale, section, page }`, the index `{ locale }`, or null. */
export function sitemapFile(urlPath) {
  if (urlPath === '/sitemap.xml') return { locale: 'en-IN' };
  if (urlPath === '/sitemap-hi.xml') return { locale: 'hi-IN' };
  const match = /^\/sitemap-(hi-)?(products|categories|blog)-(\d+)\.xml$/.exec(urlPath);
  if (!match) return null;
  return { locale: match[1] ? 'hi-IN' : 'en-IN', section: match[2], page: Number(match[3]) };
}

/** One <url>: its own locale's address and the three alternates (the same set in both sitemaps). */
function urlEntry(siteUrl, path, locale, lastmod) {
  const en = siteUrl + localeHref(path, 'en-IN');
  const hi = siteUrl + localeHref(path, 'hi-IN');
  const alternates = [
    ['en-IN', en],
    ['hi-IN', hi],
    ['x-default', en],
  ].map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`);
  const loc = `<loc>${xmlEscape(locale === 'hi-IN' ? hi : en)}</loc>`;
  const modified = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : '';
  return `<url>${loc}${modified}${alternates.join('')}</url>`;
}

export async function renderSitemapIndex(guest, siteUrl, locale = 'en-IN') {
  const entries = [];
  for (const [section, { table, filters }] of Object.entries(SECTIONS)) {
    const { total } = await listRows(guest, table, [...filters, { method: 'limit', values: [1] }]);
    const pages = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
    for (let page = 1; page <= pages; page++) entries.push(`${siteUrl}${FILE_PREFIX[locale]}${section}-${page}.xml`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** One page of a section in one locale's URLs; null for an unknown section or a page past the end. */
export async function renderSitemapPage(guest, siteUrl, section, page, locale = 'en-IN') {
  const spec = SECTIONS[section];
  if (!spec || !Number.isInteger(page) || page < 1) return null;
  const { rows } = await listRows(guest, spec.table, [
    ...spec.filters,
    { method: 'select', values: ['$id', '$updatedAt', ...spec.columns] },
    { method: 'orderAsc', attribute: '$sequence' },
    { method: 'limit', values: [SITEMAP_PAGE_SIZE] },
    { method: 'offset', values: [(page - 1) * SITEMAP_PAGE_SIZE] },
  ]);
  if (rows.length === 0 && page > 1) return null;
  const home = section === 'products' && page === 1 ? [urlEntry(siteUrl, '/', locale, null)] : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...home,
    ...rows.map((row) => urlEntry(siteUrl, spec.path(row), locale, String(row.$updatedAt).slice(0, 10))),
    '</urlset>',
    '',
  ].join('\n');
}
