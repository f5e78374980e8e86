// @vitest-environment happy-dom
// Issue 37 §3 (docs/decisions/0012-i18n.md §8): the shell's side of the `/hi` URLs — which route
// a `/hi` path is, the frame's links on a Hindi page, and the switch moving `/x` ⇄ `/hi/x`.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@instamg/shared/router';
import { HostProviders, createInstamgQueryClient } from '@instamg/shared/mf/host-providers';
import { I18nProvider, LOCALE_COOKIE, LocaleScope, preloadLocale, useLocale } from '@instamg/shared/i18n';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import { matchRoute } from '../route-match';
import MobileBottomBar from './MobileBottomBar';
import LanguageSwitch from './LanguageSwitch';
import { UrlLocale } from './UrlLocale';

beforeAll(() => preloadLocale('hi-IN'));
afterEach(() => {
  cleanup();
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the route of a /hi path', () => {
  it('is its unprefixed twin’s row for public pages', () => {
    expect(matchRoute('/hi')?.route.path).toBe('/');
    expect(matchRoute('/hi/product/dolo-650-tablet')).toMatchObject({
      route: { path: '/product/:id' },
      params: { id: 'dolo-650-tablet' },
    });
    expect(matchRoute('/hi/medicines')?.route.path).toBe('/medicines');
    expect(matchRoute('/hi/faq')?.route.path).toBe('/faq');
  });

  it('is no page for the panels, account, cart and checkout (they have one URL)', () => {
    for (const path of ['/hi/store/orders', '/hi/admin', '/hi/cart', '/hi/checkout', '/hi/account', '/hi/auth'])
      expect(matchRoute(path), path).toBeNull();
    expect(matchRoute('/store/orders')?.route.path).toBe('/store/*');
    expect(matchRoute('/hindi')).toBeNull();
  });
});

describe('the bottom bar on a Hindi page', () => {
  it('links public tabs under /hi, cart and profile unprefixed, and highlights the /hi tab', () => {
    renderWithShellProviders(
      <LocaleScope locale="hi-IN">
        <MobileBottomBar cartCount={0} />
      </LocaleScope>,
      { route: '/hi/medicines' },
    );
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/hi',
      '/hi/medicines',
      '/hi/search',
      '/cart',
      '/profile',
    ]);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.getAttribute('href')),
    ).toEqual(['/hi/medicines']);
  });
});

function Where() {
  return (
    <output data-testid="where">
      {useLocation().pathname} {useLocale()}
    </output>
  );
}

function renderSwitch(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <I18nProvider initial={route.startsWith('/hi') ? 'hi-IN' : 'en-IN'}>
        <HostProviders queryClient={createInstamgQueryClient()}>
          <UrlLocale />
          <LanguageSwitch />
          <Where />
        </HostProviders>
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe('the language switch', () => {
  it('moves a public page between /x and /hi/x and remembers the choice', async () => {
    renderSwitch('/product/dolo-650-tablet?from=search');
    await act(async () => fireEvent.click(screen.getByTestId('language-switch')));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/hi/product/dolo-650-tablet hi-IN'));
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=hi-IN`);
    await act(async () => fireEvent.click(screen.getByTestId('language-switch')));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/product/dolo-650-tablet en-IN'));
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en-IN`);
  });

  it('stays at the one URL of a page without a Hindi twin', async () => {
    renderSwitch('/cart');
    await act(async () => fireEvent.click(screen.getByTestId('language-switch')));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cart hi-IN'));
  });
});
