// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from '@instamg/shared/router';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import { cartAccessibleName } from '../domain/cart-label';
import MobileBottomBar from './MobileBottomBar';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderBar(route: string, cartCount = 0) {
  renderWithShellProviders(
    <>
      <MobileBottomBar cartCount={cartCount} />
      <CurrentPath />
    </>,
    { route },
  );
  return screen.getByRole('navigation', { name: 'Mobile' });
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('MobileBottomBar', () => {
  it('links the five SPEC tabs in order', () => {
    const bar = renderBar('/');
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Categories', '/medicines'],
      ['Search', '/search'],
      ['Cart', '/cart'],
      ['Profile', '/profile'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/medicines', 'Categories'],
    ['/search', 'Search'],
    ['/cart', 'Cart'],
    ['/profile', 'Profile'],
  ])('highlights only the matching tab on %s', (route, label) => {
    const bar = renderBar(route);
    const current = within(bar)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it.each(['/medicines/abc', '/search/', '/profile/orders', '/faq'])(
    'highlights nothing on %s (exact match only)',
    (route) => {
      const bar = renderBar(route);
      expect(
        within(bar)
          .getAllByRole('link')
          .some((link) => link.getAttribute('aria-current') === 'page'),
      ).toBe(false);
    },
  );

  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('cart count %i shows badge %j', (count, badge) => {
    const bar = renderBar('/', count);
    expect(
      within(bar)
        .getByRole('link', { name: cartAccessibleName(count) })
        .getAttribute('href'),
    ).toBe('/cart');
    const badgeElement = screen.getByTestId('mobile-cart-badge').querySelector('.MuiBadge-badge')!;
    if (badge === null) {
      expect(badgeElement.className).toContain('MuiBadge-invisible');
    } else {
      expect(badgeElement.className).not.toContain('MuiBadge-invisible');
      expect(badgeElement.textContent).toBe(badge);
    }
  });

  it('stores the profile tab in session storage, then opens /profile', () => {
    const bar = renderBar('/cart');
    fireEvent.click(within(bar).getByRole('link', { name: 'Profile' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.profileActiveTab)).toBe('profile');
    expect(screen.getByTestId('path').textContent).toBe('/profile');
  });
});
