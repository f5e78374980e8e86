// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Link } from '@instamg/shared/router';
import { emit } from '@instamg/shared/events';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import { useSession } from '../api/auth/session-store';
import AppFrame from './AppFrame';

// The delivery selector is mf_location's; its federated loading is tested by the MF e2e specs.
vi.mock('../mf/remotes', () => ({
  RemoteDeliverySelector: () => <div data-testid="delivery-selector">Delivery in 18 mins</div>,
}));

type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const setViewportWidth = (width: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

const store = {
  id: 'store-1',
  name: 'Illustrative Dwarka Pharmacy',
  distance_km: 0.8,
  drug_license_number: 'DL-RX-114455',
  gstin: '07AABCI1234F1Z5',
};

function renderFrame(route = '/somewhere') {
  return renderWithShellProviders(
    <AppFrame>
      <h1>Page body</h1>
      <Link to="/faq">to faq</Link>
      <Link to="/terms">to terms</Link>
    </AppFrame>,
    { route },
  );
}

beforeEach(() => {
  setViewportWidth(1280);
  localStorage.clear();
  useSession.setState({ status: 'signedOut', user: null });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppFrame on desktop', () => {
  it('has the top bar pieces, the page in main, and the footer', async () => {
    renderFrame();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'instamg home' }).getAttribute('href')).toBe('/');
    expect(within(banner).getByTestId('delivery-selector')).toBeTruthy();
    expect(within(banner).getByRole('searchbox').getAttribute('placeholder')).toBe(
      'Search for medicines, health products...',
    );
    expect(within(banner).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(within(banner).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Page body' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    // The footer's code loads after the first screen.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('shows the account icon instead of Sign in for a signed-in user', () => {
    useSession.setState({ status: 'signedIn', user: { name: 'Asha Verma' } as never });
    renderFrame();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Account of Asha Verma' }).getAttribute('href')).toBe('/account');
  });

  it('reads the cart count from device storage and follows cart-updated', () => {
    localStorage.setItem('instamg-cart', JSON.stringify([{ medicine_id: 'm1', price: 12, quantity: 120 }]));
    renderFrame();
    expect(screen.getByRole('link', { name: 'Cart, 120 items' }).textContent).toContain('99+');
    act(() => emit('cart-updated', { count: 2, total: 24, items: [{ medicine_id: 'm1', price: 12, quantity: 2 }] }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' }).textContent).toContain('2');
  });

  it('shows the pharmacy strip for the stored store and follows store-updated', () => {
    localStorage.setItem('instamg-selected-store', JSON.stringify(store));
    renderFrame();
    const strip = screen.getByTestId('pharmacy-strip');
    expect(within(strip).getByText('Licensed Pharmacy')).toBeTruthy();
    expect(within(strip).getByText('DL: DL-RX-114455')).toBeTruthy();
    expect(within(strip).getByText('GST: 07AABCI1234F1Z5')).toBeTruthy();
    // No ratings: "New", never a made-up figure (issue 33 §6, ADR 0015).
    expect(within(strip).getByTestId('pharmacy-strip-rating').textContent).toBe('New');

    act(() =>
      emit('store-updated', {
        store: { id: 'store-2', name: 'No GST Store', distance_km: 2, rating: 4.5, reviews: 2 },
      }),
    );
    expect(screen.getByTestId('pharmacy-strip').textContent).not.toMatch(/DL:|GST:/);
    expect(screen.getByTestId('pharmacy-strip-rating').textContent).toBe('4.5 (2 reviews)');

    act(() => emit('store-updated', { store: null }));
    expect(screen.queryByTestId('pharmacy-strip')).toBeNull();
  });

  it('has no strip while no store is known', () => {
    renderFrame();
    expect(screen.queryByTestId('pharmacy-strip')).toBeNull();
  });

  it('lets a page hide the top bar and the footer', async () => {
    renderWithShellProviders(
      <AppFrame hideTopBar hideFooter>
        body
      </AppFrame>,
    );
    // Give a (wrongly) rendered lazy footer the time to load before looking for it.
    await act(async () => {
      await import('./Footer');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('body');
  });

  it('scrolls to the top on a route change, but not when opening a policy page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderFrame('/somewhere');
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'to faq' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'to terms' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('AppFrame below 768 px', () => {
  beforeEach(() => setViewportWidth(390));

  it('moves the search box below the bar and leaves account and cart to the bottom bar', () => {
    renderFrame();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('searchbox').getAttribute('placeholder')).toBe('Search medicines...');
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: /^Cart/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeTruthy();
  });

  it('is mobile up to 767 px and desktop from 768 px', () => {
    setViewportWidth(767);
    renderFrame();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeNull();
    cleanup();
    setViewportWidth(768);
    renderFrame();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it.each(['/privacy-policy', '/terms', '/refund-policy', '/shipping-policy', '/contact'])(
    'hides the bottom bar on %s',
    (route) => {
      renderFrame(route);
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    },
  );

  it('shows the bottom bar on /faq, which is not a policy page', () => {
    renderFrame('/faq');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeTruthy();
  });
});

describe('AppFrame on the panels (issue 33 §1)', () => {
  it.each(['/store/dashboard', '/store/orders/abc', '/admin/users'])(
    'draws no customer chrome on %s at 390 px, only the page in main',
    async (route) => {
      setViewportWidth(390);
      renderFrame(route);
      expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Page body' })).toBeTruthy();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('searchbox')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
      expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
      expect(await screen.findByRole('link', { name: 'Skip to main content' })).toBeTruthy();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    },
  );

  it('keeps the customer frame on /stores and /pharmacy-partner', () => {
    setViewportWidth(390);
    renderFrame('/pharmacy-partner');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeTruthy();
  });
});
