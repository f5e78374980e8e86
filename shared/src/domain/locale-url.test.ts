import { describe, expect, it } from 'vitest';
import {
  hasLocalisedUrl,
  headLinks,
  localeAfterNavigation,
  localeHref,
  localeOfPath,
  pageLocale,
  stripLocalePrefix,
} from './locale-url';

describe('the locale a URL names', () => {
  it('is Hindi under /hi only (not /history or /hindi)', () => {
    expect(localeOfPath('/hi')).toBe('hi-IN');
    expect(localeOfPath('/hi/product/p1')).toBe('hi-IN');
    expect(localeOfPath('/hi?x=1')).toBe('hi-IN');
    expect(localeOfPath('/hindi')).toBeNull();
    expect(localeOfPath('/product/hi')).toBeNull();
    expect(localeOfPath('/')).toBeNull();
  });
  it('strips the prefix keeping query and hash', () => {
    expect(stripLocalePrefix('/hi')).toBe('/');
    expect(stripLocalePrefix('/hi/medicines?category=pain#top')).toBe('/medicines?category=pain#top');
    expect(stripLocalePrefix('/history')).toBe('/history');
  });
});

describe('in-app hrefs for the page locale', () => {
  it('prefix public pages on a Hindi page and never twice', () => {
    expect(localeHref('/product/p1', 'hi-IN')).toBe('/hi/product/p1');
    expect(localeHref('/', 'hi-IN')).toBe('/hi');
    expect(localeHref('/?q=x', 'hi-IN')).toBe('/hi?q=x');
    expect(localeHref('/hi/search?q=dolo', 'hi-IN')).toBe('/hi/search?q=dolo');
    expect(localeHref('/hi/search?q=dolo', 'en-IN')).toBe('/search?q=dolo');
    expect(localeHref('/faq', 'en-IN')).toBe('/faq');
  });
  it('leave panels, account, cart, checkout and external links alone', () => {
    for (const path of ['/store/orders', '/admin', '/account/addresses', '/cart', '/checkout', '/auth', '/track/t1'])
      expect(localeHref(path, 'hi-IN')).toBe(path);
    expect(hasLocalisedUrl('/stores')).toBe(true);
    expect(hasLocalisedUrl('/store')).toBe(false);
    expect(localeHref('https://example.com/x', 'hi-IN')).toBe('https://example.com/x');
    expect(localeHref('//cdn.example.com/x', 'hi-IN')).toBe('//cdn.example.com/x');
  });
});

describe('the locale a page renders in', () => {
  it('takes the URL first, else the cookie / Accept-Language choice', () => {
    expect(pageLocale('/hi/product/p1', 'en-IN')).toBe('hi-IN');
    expect(pageLocale('/product/p1', 'hi-IN')).toBe('hi-IN');
    expect(pageLocale('/product/p1', 'en-IN')).toBe('en-IN');
  });
});

describe('canonical and hreflang alternates', () => {
  it('point the canonical at the rendered language and list both versions plus x-default', () => {
    const hindi = headLinks('https://instamg.in/', '/hi/product/p1?ref=x', 'hi-IN');
    expect(hindi?.canonical).toBe('https://instamg.in/hi/product/p1?ref=x');
    expect(hindi?.alternates).toEqual([
      { hreflang: 'en-IN', href: 'https://instamg.in/product/p1?ref=x' },
      { hreflang: 'hi-IN', href: 'https://instamg.in/hi/product/p1?ref=x' },
      { hreflang: 'x-default', href: 'https://instamg.in/product/p1?ref=x' },
    ]);
    // A Hindi cookie on the English URL renders Hindi, so its canonical is the /hi URL.
    expect(headLinks('https://instamg.in', '/product/p1', 'hi-IN')?.canonical).toBe('https://instamg.in/hi/product/p1');
    expect(headLinks('https://instamg.in', '/', 'en-IN')?.alternates[1]).toEqual({
      hreflang: 'hi-IN',
      href: 'https://instamg.in/hi',
    });
    expect(headLinks('https://instamg.in', '/admin/dashboard', 'hi-IN')).toBeNull();
  });
});

describe('the locale after an in-app navigation', () => {
  it('follows a /hi URL, gives public pages the visitor language and keeps it on pages without a twin', () => {
    expect(localeAfterNavigation('/hi/product/p1', { visitor: 'en-IN', current: 'en-IN' })).toBe('hi-IN');
    expect(localeAfterNavigation('/product/p1', { visitor: 'en-IN', current: 'hi-IN' })).toBe('en-IN');
    expect(localeAfterNavigation('/product/p1', { visitor: 'hi-IN', current: 'en-IN' })).toBe('hi-IN');
    expect(localeAfterNavigation('/cart', { visitor: 'en-IN', current: 'hi-IN' })).toBe('hi-IN');
    expect(localeAfterNavigation('/checkout', { visitor: 'hi-IN', current: 'en-IN' })).toBe('en-IN');
  });
});
