// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from '@instamg/shared/router';
import { I18nProvider, useSetLocale } from '@instamg/shared/i18n';
import { SSR_STATE_GLOBAL, useDocumentDescription, useDocumentTitle } from '@instamg/shared/ssr';
import { DocumentHead } from './DocumentHead';
import { DEFAULT_DESCRIPTION } from '../domain/page-head';

function ProductLike() {
  // Like the product page (useParams): it re-renders with the location.
  useLocation();
  useDocumentTitle('Dolo 650 Tablet · instamg');
  useDocumentDescription('Dolo 650 Tablet (Paracetamol 650 mg).');
  return null;
}

function SwitchToHindi() {
  const setLocale = useSetLocale();
  return (
    <button type="button" onClick={() => setLocale('hi-IN')}>
      hindi
    </button>
  );
}

const head = () => ({
  canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
  alternates: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map(
    (link) => `${link.hreflang} ${link.href}`,
  ),
  description: document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
  robots: document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null,
  jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
});

// The head the render server wrote for the first page (/product/dolo-650-tablet in English).
beforeEach(() => {
  document.head.innerHTML =
    '<title>Dolo 650 Tablet · instamg</title><meta name="description" content="server description">' +
    '<link rel="canonical" href="https://instamg.in/product/dolo-650-tablet">' +
    '<link rel="alternate" hreflang="en-IN" href="https://instamg.in/product/dolo-650-tablet">' +
    '<link rel="alternate" hreflang="hi-IN" href="https://instamg.in/hi/product/dolo-650-tablet">' +
    '<link rel="alternate" hreflang="x-default" href="https://instamg.in/product/dolo-650-tablet">' +
    '<script type="application/ld+json">{}</script>';
  document.cookie = 'instamg_locale=; Max-Age=0; Path=/';
});
afterEach(cleanup);

describe('DocumentHead', () => {
  it('sets each route’s own title on client-side navigation, and a page’s own title wins', async () => {
    render(
      <MemoryRouter initialEntries={['/medicines']}>
        <DocumentHead />
        <Link to="/no-such-page">away</Link>
        <Link to="/faq">faq</Link>
      </MemoryRouter>,
    );
    expect(document.title).toBe('All medicines · instamg');
    await act(async () => screen.getByText('faq').click());
    expect(document.title).toBe('Frequently asked questions · instamg');
    await act(async () => screen.getByText('away').click());
    expect(document.title).toBe('Page not found · instamg');
    cleanup();
    render(
      <MemoryRouter initialEntries={['/product/dolo-650-tablet']}>
        <DocumentHead />
        <ProductLike />
        <Link to="/hi/product/dolo-650-tablet">hindi url</Link>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Dolo 650 Tablet · instamg');
    // The same page at its Hindi URL (the switch): the route's default title must not stay.
    await act(async () => screen.getByText('hindi url').click());
    expect(document.title).toBe('Dolo 650 Tablet · instamg');
  });

  it('keeps a server-rendered first page’s own title until the page sets it (no flash of the route’s)', async () => {
    const global = window as unknown as Record<string, unknown>;
    global[SSR_STATE_GLOBAL] = { hints: {}, queries: {} };
    try {
      document.title = 'Dolo 650 Tablet · instamg';
      render(
        <MemoryRouter initialEntries={['/product/dolo-650-tablet']}>
          <DocumentHead />
          <Link to="/faq">faq</Link>
        </MemoryRouter>,
      );
      expect(document.title).toBe('Dolo 650 Tablet · instamg');
      await act(async () => screen.getByText('faq').click());
      expect(document.title).toBe('Frequently asked questions · instamg');
    } finally {
      delete global[SSR_STATE_GLOBAL];
    }
  });

  it('keeps the server’s head on the first page, then describes each page navigated to', async () => {
    render(
      <I18nProvider initial="en-IN">
        <MemoryRouter initialEntries={['/product/dolo-650-tablet']}>
          <DocumentHead />
          <Link to="/faq">faq</Link>
          <Link to="/hi/medicines">hindi list</Link>
          <Link to="/cart">cart</Link>
          <Link to="/no-such-page">nowhere</Link>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(head()).toMatchObject({ canonical: 'https://instamg.in/product/dolo-650-tablet', jsonLd: 1 });
    expect(head().description).toBe('server description');

    await act(async () => screen.getByText('faq').click());
    expect(head()).toEqual({
      canonical: 'https://instamg.in/faq',
      alternates: [
        'en-IN https://instamg.in/faq',
        'hi-IN https://instamg.in/hi/faq',
        'x-default https://instamg.in/faq',
      ],
      description: DEFAULT_DESCRIPTION,
      robots: null,
      jsonLd: 0,
    });
    expect(document.title).toBe('Frequently asked questions · instamg');

    await act(async () => screen.getByText('hindi list').click());
    expect(head().canonical).toBe('https://instamg.in/hi/medicines');
    expect(head().alternates).toContain('hi-IN https://instamg.in/hi/medicines');

    // The cart has one URL (no Hindi twin): its canonical, no alternates (as the server writes it).
    await act(async () => screen.getByText('cart').click());
    expect(head()).toMatchObject({ canonical: 'https://instamg.in/cart', alternates: [], robots: null });
    // A page that does not exist is not indexed.
    await act(async () => screen.getByText('nowhere').click());
    expect(head()).toMatchObject({ alternates: [], robots: 'noindex' });
  });

  it('after a language switch names the page’s Hindi URL as canonical, and a page’s own description wins', async () => {
    render(
      <I18nProvider initial="en-IN">
        <MemoryRouter initialEntries={['/faq']}>
          <DocumentHead />
          <SwitchToHindi />
          <Link to="/product/dolo-650-tablet">product</Link>
          <ProductOnItsRoute />
        </MemoryRouter>
      </I18nProvider>,
    );
    await act(async () => screen.getByText('product').click());
    expect(head().description).toBe('Dolo 650 Tablet (Paracetamol 650 mg).');
    expect(document.title).toBe('Dolo 650 Tablet · instamg');
    expect(head().canonical).toBe('https://instamg.in/product/dolo-650-tablet');
    await act(async () => screen.getByText('hindi').click());
    // The shell's preload of catalogues resolves in a microtask, then the switch renders.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(head().canonical).toBe('https://instamg.in/hi/product/dolo-650-tablet');
    expect(head().alternates).toEqual([
      'en-IN https://instamg.in/product/dolo-650-tablet',
      'hi-IN https://instamg.in/hi/product/dolo-650-tablet',
      'x-default https://instamg.in/product/dolo-650-tablet',
    ]);
    expect(document.documentElement.lang).toBe('hi-IN');
  });
});

function ProductOnItsRoute() {
  return <RouteOnly path="/product/dolo-650-tablet" element={<ProductLike />} />;
}

function RouteOnly({ path, element }: { path: string; element: ReactNode }) {
  return (
    <Routes>
      <Route path={path} element={element} />
      <Route path="*" element={null} />
    </Routes>
  );
}
