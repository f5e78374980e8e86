// The steps the actions share: saving coordinates, broadcasting the store, looking stores up,
// the SPEC "Updating for a new location" rule and the device → IP fallback.
import { STORAGE_KEYS, TEXTS } from '@instamg/shared/constants';
import type { Coordinates } from '@instamg/shared/domain/location';
import { nearestStore, type Store } from '@instamg/shared/domain/store';
import { writeStoredStore } from '@instamg/shared/domain/stored-store';
import { AREA_UNSERVICEABLE_KEY } from '@instamg/shared/api/selected-store';
import { DeviceLocationError, getDevicePosition } from '../device-location';
import { resolveAddress } from '../reverse-geocode';
import type { LocatorVariant } from '../store-locator';
import type { LocationContext } from './context';
import type { ToastKey } from './state';

/** Sends store-updated (and store-selection-complete for an explicit, complete choice) through the scheduler. */
export function broadcast({ deps, events }: LocationContext, store: Store | null, complete: boolean): void {
  events.schedule(() => {
    deps.emitStoreUpdated(store);
    if (complete && store) deps.emitSelectionComplete(store);
  });
}

export function saveCoordinates({ deps }: LocationContext, coordinates: Coordinates): void {
  try {
    deps.sessionStorage?.setItem(STORAGE_KEYS.coordinates, JSON.stringify(coordinates));
  } catch (error) {
    console.warn('Could not save the coordinates in session storage', error);
  }
}

/** Selects and saves a store, and tells the other apps. */
export function applySelection(ctx: LocationContext, store: Store, complete: boolean): void {
  markUnserviceable(ctx, false);
  writeStoredStore(ctx.deps.storeStorage, store);
  ctx.set({ selectedStore: store });
  broadcast(ctx, store, complete);
}

/** Forgets the selected store (saved one too) before a new place is looked up; tells the other apps if one was shown. */
export function dropSelectedStore(ctx: LocationContext, extra: Parameters<LocationContext['set']>[0] = {}): void {
  const hadStore = ctx.get().selectedStore !== null;
  writeStoredStore(ctx.deps.storeStorage, null);
  ctx.set({ ...extra, selectedStore: null });
  if (hadStore) broadcast(ctx, null, false);
}

/**
 * Clears selection, list and saved store (area not serviceable). The other apps are told even
 * when no store was shown, so they know the area is not served (issue 40 §8: no Add there).
 */
function clearSelection(ctx: LocationContext): void {
  const hadStore = ctx.get().selectedStore !== null;
  markUnserviceable(ctx, true);
  dropSelectedStore(ctx, { nearbyStores: [], nearest: null, serviceable: false });
  if (!hadStore) broadcast(ctx, null, false);
}

/** Remembers for apps that mount later that this location has no store (shared/api/selected-store). */
export function markUnserviceable({ deps }: LocationContext, unserviceable: boolean): void {
  try {
    if (unserviceable) deps.sessionStorage?.setItem(AREA_UNSERVICEABLE_KEY, '1');
    else deps.sessionStorage?.removeItem(AREA_UNSERVICEABLE_KEY);
  } catch {
    // Blocked storage: apps mounting later show Add; checkout still refuses the address.
  }
}

/** A new place: a new generation, saved coordinates, 'Locating address...' until described. */
export function setCoordinates(ctx: LocationContext, coordinates: Coordinates): number {
  const mine = ctx.nextGeneration();
  saveCoordinates(ctx, coordinates);
  ctx.set({ coordinates, address: TEXTS.address.locatingAddress });
  return mine;
}

/** Reverse geocodes in the background; a newer location or a chosen address's text wins. */
export function describeLocation(ctx: LocationContext, mine: number, coordinates: Coordinates): void {
  void resolveAddress(ctx.deps.reverseGeocode, coordinates).then((address) => {
    if (ctx.isCurrent(mine) && ctx.get().address === TEXTS.address.locatingAddress) ctx.set({ address });
  });
}

/** Looks up stores at the coordinates; null when a newer location superseded this one. */
export async function lookup(ctx: LocationContext, mine: number, variant: LocatorVariant): Promise<Store[] | null> {
  const { coordinates } = ctx.get();
  if (!coordinates) return [];
  ctx.set({ storesLoading: true });
  const { stores, failed } = await ctx.deps.locator.find(coordinates, variant);
  if (!ctx.isCurrent(mine)) return null;
  const nearest = nearestStore(stores);
  ctx.set({ storesLoading: false, nearbyStores: stores, nearest, serviceable: nearest !== null, lookupFailed: failed });
  return stores;
}

/** SPEC "Updating for a new location": select and save the nearest, or clear everything. */
export async function updateForLocation(
  ctx: LocationContext,
  mine: number,
  toastOnSuccess: ToastKey | null,
  toastOnNone: ToastKey,
): Promise<void> {
  const stores = await lookup(ctx, mine, 'updateForLocation');
  if (stores === null) return;
  const nearest = nearestStore(stores);
  if (nearest && ctx.get().serviceable) {
    applySelection(ctx, nearest, false);
    if (toastOnSuccess) ctx.deps.notify({ key: toastOnSuccess, storeName: nearest.name });
  } else {
    clearSelection(ctx);
    ctx.deps.notify({ key: toastOnNone });
  }
}

/** Device location, then the IP fallback (SPEC §4 "Location"); null when both fail. */
export async function locate(
  { deps }: LocationContext,
  { explainDenied = false }: { explainDenied?: boolean } = {},
): Promise<Coordinates | null> {
  try {
    return await getDevicePosition(deps.geolocation);
  } catch (deviceError) {
    console.warn('Device location failed; trying the IP-based location', deviceError);
    // Asked for explicitly: say that the browser's permission is off and how to allow it.
    if (explainDenied && deviceError instanceof DeviceLocationError && deviceError.code === 1)
      deps.notify({ key: 'locationPermissionOff' });
  }
  try {
    const coordinates = await deps.locateByIp();
    deps.notify({ key: 'usingApproximateLocation' });
    return coordinates;
  } catch (ipError) {
    console.warn('IP-based location failed', ipError);
    return null;
  }
}
