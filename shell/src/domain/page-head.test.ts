import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE_HI,
  NOT_FOUND_TITLE,
  NOT_FOUND_TITLE_HI,
  canonicalPathOf,
  defaultDescription,
  pageLinks,
  renderHeadTags,
  routeTitle,
  scriptJson,
} from './page-head';

describe('renderHeadTags', () => {
  it('writes title, description, canonical and Open Graph, escaped', () => {
    const head = renderHeadTags({
      meta: { title: 'A <b> & "c"', description: 'd', image: 'https://cdn/x.png' },
      canonical: 'https://instamg.in/product/x',
    });
    expect(head).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(head).toContain('<meta name="description" content="d">');
    expect(head).toContain('<link rel="canonical" href="https://instamg.in/product/x">');
    expect(head).toContain('<meta property="og:url" content="https://instamg.in/product/x">');
    expect(head).toContain('<meta property="og:image" content="https://cdn/x.png">');
    expect(head).not.toContain('noindex');
  });

  it('writes the hreflang alternates it is given, after the canonical', () => {
    const head = renderHeadTags({
      meta: {},
      canonical: 'https://instamg.in/hi/product/x',
      alternates: [
        { hreflang: 'en-IN', href: 'https://instamg.in/product/x' },
        { hreflang: 'hi-IN', href: 'https://instamg.in/hi/product/x' },
        { hreflang: 'x-default', href: 'https://instamg.in/product/x?a=1&b=2' },
      ],
    });
    expect(head).toContain(
      '<link rel="canonical" href="https://instamg.in/hi/product/x"><link rel="alternate" hreflang="en-IN" href="https://instamg.in/product/x"><link rel="alternate" hreflang="hi-IN" href="https://instamg.in/hi/product/x">',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://instamg.in/product/x?a=1&amp;b=2">',
    );
    expect(renderHeadTags({ meta: {}, canonical: 'x' })).not.toContain('hreflang');
  });

  it('keeps JSON-LD from closing its script tag', () => {
    const head = renderHeadTags({ meta: { jsonLd: [{ name: '</script><script>alert(1)</script>' }] }, canonical: 'x' });
    expect(head).not.toContain('</script><script>alert');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!;
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('writes no canonical and no og:url for a secret link’s page (the family tracking link)', () => {
    const head = renderHeadTags({ meta: {}, canonical: null, noindex: true });
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:url');
    expect(head).toContain('<meta name="robots" content="noindex">');
  });

  it('marks pages that must stay out of search results', () => {
    expect(renderHeadTags({ meta: {}, canonical: 'x', noindex: true })).toContain(
      '<meta name="robots" content="noindex">',
    );
  });
});

describe('routeTitle', () => {
  it('has a title per fixed route and the not-found title without a route', () => {
    expect(routeTitle('/medicines')).toBe('All medicines · instamg');
    expect(routeTitle(null)).toBe(NOT_FOUND_TITLE);
  });

  it('names a /hi page in Hindi, and its description too', () => {
    expect(routeTitle('/medicines', 'hi-IN')).toBe('सभी दवाइयाँ · instamg');
    expect(routeTitle(null, 'hi-IN')).toBe(NOT_FOUND_TITLE_HI);
    expect(routeTitle('/product/:id', 'hi-IN')).toBe(DEFAULT_TITLE_HI);
    for (const path of ['/', '/faq', '/privacy-policy', '/stores', '/track/:token'])
      expect(routeTitle(path, 'hi-IN'), path).toMatch(/[\u0900-\u097F]/);
    expect(defaultDescription('hi-IN')).toMatch(/[\u0900-\u097F]/);
    expect(defaultDescription()).toBe(DEFAULT_DESCRIPTION);
  });
});

describe('scriptJson', () => {
  it('escapes <', () => expect(scriptJson({ a: '<' })).toBe('{"a":"\\u003c"}'));
});

describe('pageLinks (the server’s and the browser’s one rule)', () => {
  const site = 'https://instamg.in/';
  const input = { search: '', noindex: false, secret: false } as const;
  it('names the URL of the language shown, with the three alternates', () => {
    for (const pathname of ['/product/x', '/hi/product/x'])
      expect(pageLinks(site, { ...input, pathname, locale: 'hi-IN' })).toEqual({
        canonical: 'https://instamg.in/hi/product/x',
        alternates: [
          { hreflang: 'en-IN', href: 'https://instamg.in/product/x' },
          { hreflang: 'hi-IN', href: 'https://instamg.in/hi/product/x' },
          { hreflang: 'x-default', href: 'https://instamg.in/product/x' },
        ],
      });
    expect(pageLinks(site, { ...input, pathname: '/product/x', locale: 'en-IN' }).canonical).toBe(
      'https://instamg.in/product/x',
    );
  });
  it('keeps a search’s query, drops other parameters, and names no alternates where nothing is indexed', () => {
    expect(canonicalPathOf('/hi/search', '?q=dolo 650&page=2')).toBe('/hi/search?q=dolo%20650');
    expect(canonicalPathOf('/medicines', '?sort=name')).toBe('/medicines');
    expect(pageLinks(site, { ...input, pathname: '/account', locale: 'en-IN', noindex: true })).toEqual({
      canonical: 'https://instamg.in/account',
      alternates: [],
    });
    expect(pageLinks(site, { ...input, pathname: '/track/t', locale: 'en-IN', noindex: true, secret: true })).toEqual({
      canonical: null,
      alternates: [],
    });
  });
});
