// Fakes for the location store's tests: memory storage, a fixed geolocation and a store built
// on fake I/O that records toasts and events. Used by the action tests beside ./actions.
import { afterEach, beforeEach, vi } from 'vitest';
import type { Store } from '@instamg/shared/domain/store';
import type { GeolocationLike } from '../device-location';
import type { StoreLocator } from '../store-locator';
import type { LocationDeps, ToastRequest } from './state';
import { createLocationStore } from './store';

export const DWARKA = { latitude: 28.5921, longitude: 77.046 };
export const NEAR: Store = { id: 'dl-dwarka-sec6', name: 'Dwarka Sector 6 Pharmacy', distance_km: 0.4 };
export const FAR: Store = { id: 'dl-dwarka-sec10', name: 'Sector 10 Chemist', distance_km: 2.5 };

export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

export function geolocationAt(coords: { latitude: number; longitude: number } | null): GeolocationLike {
  return {
    getCurrentPosition: (success, failure) =>
      coords
        ? success({ coords } as GeolocationPosition)
        : failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
  };
}

/** A store on fake I/O: device at Dwarka, NEAR and FAR within reach, no IP location. */
export function setupLocationStore(overrides: Partial<LocationDeps> & { stores?: Store[] } = {}) {
  const toasts: ToastRequest[] = [];
  const events: Array<[string, Store | null | string]> = [];
  const find = vi.fn<StoreLocator['find']>(async () => ({
    stores: overrides.stores ?? [FAR, NEAR].sort((a, b) => a.distance_km - b.distance_km),
    failed: false,
  }));
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
    emitDeliveryMode: (mode) => void events.push(['delivery-mode-updated', mode]),
    ...overrides,
  };
  const store = createLocationStore(deps);
  return { store, deps, toasts, events, find, state: () => store.getState() };
}

/** Fake timers and a silent console.warn (the failure paths log) around each test of the calling file. */
export function withFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
