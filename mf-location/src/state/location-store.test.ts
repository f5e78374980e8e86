import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import type { Store } from '@instamg/shared/domain/store';
import type { GeolocationLike } from '../location/device-location';
import type { StoreLocator } from '../location/store-locator';
import { createLocationStore, deliveryStatus, deliveryTimeText, type LocationDeps, type ToastRequest } from './location-store';

const DWARKA = { latitude: 28.5921, longitude: 77.046 };
const NEAR: Store = { id: 'dl-dwarka-sec6', name: 'Dwarka Sector 6 Pharmacy', distance_km: 0.4 };
const FAR: Store = { id: 'dl-dwarka-sec10', name: 'Sector 10 Chemist', distance_km: 2.5 };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

function geolocationAt(coords: { latitude: number; longitude: number } | null): GeolocationLike {
  return {
    getCurrentPosition: (success, failure) =>
      coords ? success({ coords } as GeolocationPosition) : failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
  };
}

function setup(overrides: Partial<LocationDeps> & { stores?: Store[] } = {}) {
  const toasts: ToastRequest[] = [];
  const events: Array<[string, Store | null]> = [];
  const find = vi.fn<StoreLocator['find']>(async () => ({ stores: overrides.stores ?? [FAR, NEAR].sort((a, b) => a.distance_km - b.distance_km), failed: false }));
  const deps: LocationDeps = {
    geolocation: geolocationAt(DWARKA),
    locateByIp: vi.fn(async () => {
      throw new Error('no IP location');
    }),
    reverseGeocode: vi.fn(async () => 'Sector 6, Dwarka, New Delhi 110075'),
    locator: { find, clearCache: vi.fn() },
    storeStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    notify: (toast) => void toasts.push(toast),
    emitStoreUpdated: (store) => void events.push(['store-updated', store]),
    emitSelectionComplete: (store) => void events.push(['store-selection-complete', store]),
    ...overrides,
  };
  const store = createLocationStore(deps);
  return { store, deps, toasts, events, find, state: () => store.getState() };
}

describe('location store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('first visit: device location, address, nearest store auto-selected and saved, store-updated sent after 50 ms', async () => {
    const { state, deps, events, find } = setup();
    const started = state().start();
    expect(deliveryStatus(state())).toBe('calculating');
    await started;
    expect(state().coordinates).toEqual(DWARKA);
    expect(JSON.parse(deps.sessionStorage!.getItem(STORAGE_KEYS.coordinates)!)).toEqual(DWARKA);
    expect(find).toHaveBeenCalledWith(DWARKA, 'lookup');
    // The store lookup is sent before the reverse geocoding.
    expect(find.mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(deps.reverseGeocode).mock.invocationCallOrder[0]!);
    expect(state().selectedStore).toEqual(NEAR);
    expect(state().serviceable).toBe(true);
    expect(deliveryStatus(state())).toBe('serviceable');
    expect(deliveryTimeText(state().nearest)).toBe('16 mins');
    expect(JSON.parse(deps.storeStorage!.getItem(STORAGE_KEYS.selectedStore)!)).toEqual(NEAR);
    await vi.advanceTimersByTimeAsync(49);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([['store-updated', NEAR]]);
    expect(state().address).toBe('Sector 6, Dwarka, New Delhi 110075');
  });

  it('uses the saved session coordinates before asking the device', async () => {
    const geolocation = { getCurrentPosition: vi.fn() };
    const sessionStorage = memoryStorage({ [STORAGE_KEYS.coordinates]: JSON.stringify({ latitude: 19.07, longitude: 72.88 }) });
    const { state, find } = setup({ geolocation, sessionStorage });
    await state().start();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(find).toHaveBeenCalledWith({ latitude: 19.07, longitude: 72.88 }, 'lookup');
  });

  it('restores the stored store rather than the nearest when serviceable', async () => {
    const storeStorage = memoryStorage({ [STORAGE_KEYS.selectedStore]: JSON.stringify(FAR) });
    const { state } = setup({ storeStorage });
    await state().start();
    expect(state().selectedStore).toEqual(FAR);
  });

  it('not serviceable: the stored store is deleted (and cleared for other apps), nothing selected, "Not serviceable"', async () => {
    const storeStorage = memoryStorage({ [STORAGE_KEYS.selectedStore]: JSON.stringify(FAR) });
    const { state, events } = setup({ storeStorage, stores: [] });
    await state().start();
    expect(state().selectedStore).toBeNull();
    expect(storeStorage.data.has(STORAGE_KEYS.selectedStore)).toBe(false);
    expect(deliveryStatus(state())).toBe('notServiceable');
    expect(deliveryTimeText(state().nearest)).toBe('30-40 min');
    await vi.advanceTimersByTimeAsync(50);
    expect(events).toEqual([['store-updated', null]]);
  });

  it('a corrupted stored store is deleted and the nearest used', async () => {
    const storeStorage = memoryStorage({ [STORAGE_KEYS.selectedStore]: '{not json' });
    const { state } = setup({ storeStorage });
    await state().start();
    expect(state().selectedStore).toEqual(NEAR);
  });

  it("device denied → IP fallback with the 5 s 'Using approximate location' toast", async () => {
    const locateByIp = vi.fn(async () => ({ latitude: 28.6, longitude: 77.2, isIpBased: true }));
    const { state, toasts, deps } = setup({ geolocation: geolocationAt(null), locateByIp });
    await state().start();
    expect(toasts).toContainEqual({ key: 'usingApproximateLocation', durationMs: 5000 });
    expect(state().coordinates).toEqual({ latitude: 28.6, longitude: 77.2, isIpBased: true });
    expect(JSON.parse(deps.sessionStorage!.getItem(STORAGE_KEYS.coordinates)!).isIpBased).toBe(true);
  });

  it("device and IP both fail → 'Location not available' toast and address text", async () => {
    const { state, toasts, find } = setup({ geolocation: geolocationAt(null) });
    await state().start();
    expect(toasts).toEqual([{ key: 'locationNotAvailable' }]);
    expect(state().address).toBe('Location not available');
    expect(find).not.toHaveBeenCalled();
  });

  it('choosing a store sends store-updated and store-selection-complete at most once per 300 ms, latest wins', async () => {
    const { state, events, toasts } = setup();
    await state().start();
    await vi.advanceTimersByTimeAsync(50);
    events.length = 0;
    state().selectStore(FAR, { toast: true });
    state().selectStore(NEAR);
    state().selectStore(FAR);
    expect(toasts).toContainEqual({ key: 'storeSelected', durationMs: 3000 });
    await vi.advanceTimersByTimeAsync(299);
    expect(events).toEqual([]); // the auto-selection was sent 300 ms ago at the earliest
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([
      ['store-updated', FAR],
      ['store-selection-complete', FAR],
    ]);
  });

  it('choosing a store is ignored when not serviceable', async () => {
    const { state, events } = setup({ stores: [] });
    await state().start();
    state().selectStore(NEAR);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state().selectedStore).toBeNull();
    expect(events).toEqual([['store-updated', null]]); // the start-up clearing only
  });

  it('a saved address with coordinates sets its label, looks up with limit 10 and selects the nearest', async () => {
    const { state, find, toasts } = setup();
    await state().start();
    await state().chooseSavedAddress({
      id: 'a1', name: 'Home', address_line1: 'Plot 12', city: 'New Delhi', state: 'Delhi', postal_code: '110075', latitude: 28.58, longitude: 77.05,
    });
    expect(state().address).toBe('Home: Plot 12, New Delhi, Delhi, 110075');
    expect(find).toHaveBeenLastCalledWith({ latitude: 28.58, longitude: 77.05 }, 'updateForLocation');
    expect(state().selectedStore).toEqual(NEAR);
    expect(toasts).toContainEqual({ key: 'deliveryAddressUpdated', storeName: NEAR.name, durationMs: 3000 });
  });

  it('a saved address without coordinates clears the store and warns', async () => {
    const { state, toasts, events } = setup();
    await state().start();
    await vi.advanceTimersByTimeAsync(300);
    await state().chooseSavedAddress({ id: 'a2', name: 'Office', address_line1: 'MG Road', city: 'Gurugram', state: 'Haryana', postal_code: '122002', latitude: null });
    expect(state().selectedStore).toBeNull();
    expect(state().address).toBe('Office: MG Road, Gurugram, Haryana, 122002');
    expect(toasts).toContainEqual({ key: 'addressMissingCoordinates', durationMs: 3000 });
    await vi.advanceTimersByTimeAsync(300);
    expect(events.at(-1)).toEqual(['store-updated', null]);
  });

  it("a searched place with no store within 5 km clears everything with 'Area Not Serviceable'", async () => {
    const { state, find, toasts, deps } = setup();
    await state().start();
    find.mockResolvedValueOnce({ stores: [], failed: false });
    await state().choosePlace({ address: 'Sam, Jaisalmer', latitude: 26.8333, longitude: 70.5047 });
    expect(state().address).toBe('Sam, Jaisalmer');
    expect(state().selectedStore).toBeNull();
    expect(state().nearbyStores).toEqual([]);
    expect(deps.storeStorage!.getItem(STORAGE_KEYS.selectedStore)).toBeNull();
    expect(deliveryStatus(state())).toBe('notServiceable');
    expect(toasts).toContainEqual({ key: 'areaNotServiceable', durationMs: 3000 });
  });

  it('Use Current Location clears the store, relocates, and looks up 300 ms later', async () => {
    const { state, find, toasts } = setup();
    await state().start();
    find.mockClear();
    const using = state().useCurrentLocation();
    expect(state().selectedStore).toBeNull();
    await vi.advanceTimersByTimeAsync(299);
    expect(find).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await using;
    expect(find).toHaveBeenCalledWith(DWARKA, 'updateForLocation');
    expect(state().selectedStore).toEqual(NEAR);
    expect(toasts).toContainEqual({ key: 'usingCurrentLocation', storeName: NEAR.name, durationMs: 3000 });
  });

  it("Use Current Location with no location at all → 'Location Error'", async () => {
    const { state, toasts, find } = setup({ geolocation: geolocationAt(null) });
    await state().useCurrentLocation();
    expect(toasts).toEqual([{ key: 'locationError' }]);
    expect(state().locationLoading).toBe(false);
    expect(find).not.toHaveBeenCalled();
  });

  it("retry: 'Store Found' on success, 'No Stores Nearby' on failure", async () => {
    const { state, find, toasts, deps } = setup({ stores: [] });
    await state().start();
    find.mockResolvedValueOnce({ stores: [NEAR], failed: false });
    await state().retryStoreLookup();
    expect(deps.locator.clearCache).toHaveBeenCalled();
    expect(state().selectedStore).toEqual(NEAR);
    expect(toasts).toContainEqual({ key: 'storeFound', storeName: NEAR.name, durationMs: 3000 });
    find.mockResolvedValueOnce({ stores: [], failed: true });
    await state().retryStoreLookup();
    expect(toasts).toContainEqual({ key: 'noStoresNearbyRetry', durationMs: 3000 });
  });

  it('a late lookup for an older location never overrides the newer one', async () => {
    const { state, find } = setup();
    await state().start();
    let releaseOld!: () => void;
    find.mockImplementationOnce(() => new Promise((resolve) => (releaseOld = () => resolve({ stores: [FAR], failed: false }))));
    const old = state().choosePlace({ address: 'Old', latitude: 28.5, longitude: 77.0 });
    find.mockResolvedValueOnce({ stores: [NEAR], failed: false });
    await state().choosePlace({ address: 'New', latitude: 28.6, longitude: 77.1 });
    releaseOld();
    await old;
    expect(state().selectedStore).toEqual(NEAR);
    expect(state().address).toBe('New');
  });

  it('express/standard toggle starts at express', () => {
    const { state } = setup();
    expect(state().deliveryMode).toBe('express');
    state().toggleDeliveryMode();
    expect(state().deliveryMode).toBe('standard');
  });

  it('the displayed nearest store follows a store-updated event', async () => {
    const { state } = setup();
    await state().start();
    state().followStoreEvent(FAR);
    expect(state().nearest).toEqual(FAR);
    expect(deliveryTimeText(state().nearest)).toBe('23 mins');
  });
});
