// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShellProviders } from '@instamg/shared/testing/harness';
import type { Store } from '@instamg/shared/domain/store';
import { createLocationStore } from '../api/location-store/store';
import type { LocationDeps } from '../api/location-store/state';
import type { LocationRuntime } from '../api/location-runtime';
import { LocationProvider } from './LocationProvider';
import { createToastChannel } from '../api/services';
import { LoginToSaveAddresses } from './AppLink';
import { DeliverySelector } from './DeliverySelector';

const NEAR: Store = { id: 'dl-dwarka-sec6', name: 'Dwarka Care Pharmacy', distance_km: 0.45 };
const FAR: Store = { id: 'dl-dwarka-sec10', name: 'Sector 10 Medicos', distance_km: 16.2 };

function renderSelector(stores: Store[], { holdLocation = false } = {}) {
  let releaseLocation: () => void = () => {};
  const deps: LocationDeps = {
    geolocation: {
      getCurrentPosition: (success) => {
        const answer = () => success({ coords: { latitude: 28.5921, longitude: 77.046 } } as GeolocationPosition);
        if (holdLocation) releaseLocation = answer;
        else answer();
      },
    },
    locateByIp: vi.fn(),
    reverseGeocode: async () => 'Sector 6, Dwarka, New Delhi 110075',
    locator: { find: async () => ({ stores, failed: false }), clearCache: () => {} },
    storeStorage: null,
    sessionStorage: null,
    notify: () => {},
    emitStoreUpdated: () => {},
    emitSelectionComplete: () => {},
    emitDeliveryMode: () => {},
  };
  const toasts = createToastChannel();
  const runtime: LocationRuntime = {
    store: createLocationStore(deps),
    geocoder: { search: async () => [], reverse: async () => null },
    toasts,
    href: (path) => path,
  };
  renderWithShellProviders(
    <LocationProvider runtime={runtime}>
      <DeliverySelector AccountSection={LoginToSaveAddresses} />
    </LocationProvider>,
  );
  return { runtime, releaseLocation: () => act(() => releaseLocation()) };
}

describe('DeliverySelector', () => {
  afterEach(cleanup);

  it("shows 'Calculating...' and 'Detecting...' while the location loads", async () => {
    const { releaseLocation } = renderSelector([NEAR], { holdLocation: true });
    expect(screen.getByTestId('delivery-status').textContent).toBe('Calculating...');
    expect(screen.getByTestId('delivery-address').textContent).toBe('Detecting...');
    await releaseLocation();
    expect(await screen.findByText('Delivery in 16 min')).toBeTruthy();
  });

  it('shows the estimate, the store with its distance and the resolved address', async () => {
    renderSelector([NEAR]);
    expect(await screen.findByText('Delivery in 16 min')).toBeTruthy();
    expect(screen.getByTestId('delivery-store').textContent).toBe('Dwarka Care Pharmacy · 450 m away');
    // No ratings yet: "New", never a made-up figure (issue 33 §6, ADR 0015).
    expect(screen.getByTestId('delivery-store-rating').textContent).toBe(' · ★ New');
    expect((await screen.findByText('Sector 6, Dwarka, New Delhi 110075')).getAttribute('data-testid')).toBe(
      'delivery-address',
    );
  });

  it("uses the selection time format above an hour: 16.2 km → 'Delivery in 1 hr 4 min'", async () => {
    renderSelector([FAR]);
    expect(await screen.findByText('Delivery in 1 hr 4 min')).toBeTruthy();
    expect(screen.getByTestId('delivery-store').textContent).toBe('Sector 10 Medicos · 16.2 km away');
  });

  it('shows the store’s real average and count', async () => {
    renderSelector([{ ...NEAR, rating: 4.5, reviews: 2 }]);
    expect(await screen.findByText('Delivery in 16 min')).toBeTruthy();
    expect(screen.getByTestId('delivery-store-rating').textContent).toBe(' · ★ 4.5 (2 reviews)');
  });

  it("shows 'Not serviceable' without a store", async () => {
    renderSelector([]);
    expect(await screen.findByText('Not serviceable')).toBeTruthy();
    expect(screen.queryByTestId('delivery-store')).toBeNull();
  });

  it('opens the popover with its list mode and the search mode with Back', async () => {
    renderSelector([NEAR, FAR]);
    await screen.findByText('Delivery in 16 min');
    fireEvent.click(screen.getByTestId('delivery-selector'));
    const popover = await screen.findByRole('dialog', { name: 'Select Delivery Address' });
    expect(within(popover).getByText('Select Delivery Address')).toBeTruthy();
    expect(within(popover).getByRole('button', { name: 'Use Current Location' })).toBeTruthy();
    expect(within(popover).getByRole('link', { name: 'Login to save addresses' }).getAttribute('href')).toBe('/auth');
    expect(within(popover).getByRole('button', { name: 'Express' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(popover).getByRole('button', { name: 'Search for address' }));
    expect(within(popover).getByPlaceholderText('Enter street, city, or postal code')).toBeTruthy();
    expect(within(popover).getByText('Select an address from the dropdown')).toBeTruthy();
    fireEvent.click(within(popover).getByRole('button', { name: 'Back' }));
    expect(within(popover).getByRole('button', { name: 'Use Current Location' })).toBeTruthy();
  });
});
