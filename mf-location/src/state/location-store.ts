// The location and delivery state of mf-location (SPEC §3 "Location context values", §4
// "Location" and "Delivery and store selection") as a vanilla zustand store. All I/O comes in
// through `LocationDeps`, so the rules run in tests with fakes and fake timers, and the partner
// widget gets its own instance (own backend, own event target).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DELIVERY, STORAGE_KEYS, TEXTS, TIMINGS, type DeliveryMode } from '@instamg/shared/constants';
import { isAddressUsable, savedAddressLabel, type Address, type PickedPlace } from '@instamg/shared/domain/address';
import { deliveryMinutes, formatMinutesLocation } from '@instamg/shared/domain/delivery';
import { parseStoredCoordinates, type Coordinates } from '@instamg/shared/domain/location';
import { nearestStore, type Store } from '@instamg/shared/domain/store';
import { decideInitialStore, readStoredStore, writeStoredStore } from '@instamg/shared/domain/stored-store';
import { createEventScheduler } from '@instamg/shared/domain/throttle';
import { getDevicePosition, type GeolocationLike } from '../location/device-location';
import type { IpLocator } from '../location/ip-location';
import { resolveAddress, type ReverseGeocoder } from '../location/reverse-geocode';
import type { StoreLocator } from '../location/store-locator';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type ToastKey = keyof typeof TEXTS.toast;

/** A toast to show: the SPEC §8 entry and, for the 'delivered from' ones, the store name. */
export interface ToastRequest {
  key: ToastKey;
  storeName?: string;
  /** ms; the provider's default (3 s) when absent. */
  durationMs?: number;
}

export interface LocationDeps {
  geolocation: GeolocationLike | null;
  locateByIp: IpLocator;
  reverseGeocode: ReverseGeocoder;
  locator: StoreLocator;
  /** localStorage: the selected store. */
  storeStorage: KeyValueStorage | null;
  /** sessionStorage: the saved coordinates. */
  sessionStorage: KeyValueStorage | null;
  notify(toast: ToastRequest): void;
  /** Broadcasts the store events (the shell bus, or the widget's element). */
  emitStoreUpdated(store: Store | null): void;
  emitSelectionComplete(store: Store): void;
}

export type DeliveryStatus = 'calculating' | 'serviceable' | 'notServiceable';

export interface LocationState {
  coordinates: Coordinates | null;
  /** The current display address, or a SPEC placeholder; null before anything is known. */
  address: string | null;
  locationLoading: boolean;
  storesLoading: boolean;
  /** Nearest first. */
  nearbyStores: Store[];
  /** The location context's nearest store. */
  nearest: Store | null;
  selectedStore: Store | null;
  /** True only when a store was found within the radius. */
  serviceable: boolean;
  /** The last store lookup failed (not merely found nothing). */
  lookupFailed: boolean;
  deliveryMode: DeliveryMode;
  started: boolean;
}

export interface LocationActions {
  /** First visit: session coordinates, else device → IP. Runs once. */
  start(): Promise<void>;
  useCurrentLocation(): Promise<void>;
  chooseSavedAddress(address: Address): Promise<void>;
  choosePlace(place: PickedPlace): Promise<void>;
  /** An explicit choice (list, /stores); ignored when not serviceable. */
  selectStore(store: Store, options?: { toast?: boolean }): void;
  retryStoreLookup(): Promise<void>;
  toggleDeliveryMode(): void;
  /** The displayed nearest store follows a store-updated event carrying a store (SPEC §4). */
  followStoreEvent(store: Store): void;
  /** Stops pending timers and events (unmount of a widget). */
  dispose(): void;
}

export type LocationStore = StoreApi<LocationState & LocationActions>;

export const INITIAL_LOCATION_STATE: LocationState = {
  coordinates: null,
  address: null,
  locationLoading: false,
  storesLoading: false,
  nearbyStores: [],
  nearest: null,
  selectedStore: null,
  serviceable: false,
  lookupFailed: false,
  deliveryMode: DELIVERY.initialMode,
  started: false,
};

/** The delivery status the selector shows. */
export function deliveryStatus(state: Pick<LocationState, 'locationLoading' | 'storesLoading' | 'serviceable' | 'selectedStore'>): DeliveryStatus {
  if (state.locationLoading || state.storesLoading) return 'calculating';
  return state.serviceable && state.selectedStore ? 'serviceable' : 'notServiceable';
}

/** The location context's delivery time text ('N mins' format), or the default before a store is known. */
export function deliveryTimeText(nearest: Store | null): string {
  return nearest ? formatMinutesLocation(deliveryMinutes(nearest.distance_km)) : DELIVERY.defaultDeliveryTime;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createLocationStore(deps: LocationDeps): LocationStore {
  const events = createEventScheduler();
  // Every location change bumps this; an older lookup finishing late must not overwrite a newer one.
  let generation = 0;

  return createStore<LocationState & LocationActions>()((set, get) => {
    const broadcast = (store: Store | null, complete: boolean): void => {
      events.schedule(() => {
        deps.emitStoreUpdated(store);
        if (complete && store) deps.emitSelectionComplete(store);
      });
    };

    const saveCoordinates = (coordinates: Coordinates): void => {
      try {
        deps.sessionStorage?.setItem(STORAGE_KEYS.coordinates, JSON.stringify(coordinates));
      } catch (error) {
        console.warn('Could not save the coordinates in session storage', error);
      }
    };

    /** Clears selection, list and saved store (area not serviceable). */
    const clearSelection = (): void => {
      const hadStore = get().selectedStore !== null;
      writeStoredStore(deps.storeStorage, null);
      set({ selectedStore: null, nearbyStores: [], nearest: null, serviceable: false });
      if (hadStore) broadcast(null, false);
    };

    const setCoordinates = (coordinates: Coordinates): number => {
      const mine = ++generation;
      saveCoordinates(coordinates);
      set({ coordinates, address: TEXTS.address.locatingAddress });
      return mine;
    };

    /** Reverse geocodes in the background; a newer location or a chosen address's text wins. */
    const describeLocation = (mine: number, coordinates: Coordinates): void => {
      void resolveAddress(deps.reverseGeocode, coordinates).then((address) => {
        if (mine === generation && get().address === TEXTS.address.locatingAddress) set({ address });
      });
    };

    /** Looks up stores at the coordinates; null when a newer location superseded this one. */
    const lookup = async (mine: number, variant: 'lookup' | 'updateForLocation'): Promise<Store[] | null> => {
      const { coordinates } = get();
      if (!coordinates) return [];
      set({ storesLoading: true });
      const { stores, failed } = await deps.locator.find(coordinates, variant);
      if (mine !== generation) return null;
      const nearest = nearestStore(stores);
      set({ storesLoading: false, nearbyStores: stores, nearest, serviceable: nearest !== null, lookupFailed: failed });
      return stores;
    };

    /** SPEC "Updating for a new location": select and save the nearest, or clear everything. */
    const updateForLocation = async (mine: number, toastOnSuccess: ToastKey | null, toastOnNone: ToastKey): Promise<void> => {
      const stores = await lookup(mine, 'updateForLocation');
      if (stores === null) return;
      const nearest = nearestStore(stores);
      if (nearest && get().serviceable) {
        applySelection(nearest, false);
        if (toastOnSuccess) deps.notify({ key: toastOnSuccess, storeName: nearest.name, durationMs: TIMINGS.storeToastMs });
      } else {
        clearSelection();
        deps.notify({ key: toastOnNone, durationMs: TIMINGS.storeToastMs });
      }
    };

    const applySelection = (store: Store, complete: boolean): void => {
      writeStoredStore(deps.storeStorage, store);
      set({ selectedStore: store });
      broadcast(store, complete);
    };

    /** Device location, then the IP fallback; null when both fail (toasts shown). */
    const locate = async (): Promise<Coordinates | null> => {
      try {
        return await getDevicePosition(deps.geolocation);
      } catch (deviceError) {
        console.warn('Device location failed; trying the IP-based location', deviceError);
      }
      try {
        const coordinates = await deps.locateByIp();
        deps.notify({ key: 'usingApproximateLocation', durationMs: TIMINGS.ipLocationToastMs });
        return coordinates;
      } catch (ipError) {
        console.warn('IP-based location failed', ipError);
        return null;
      }
    };

    return {
      ...INITIAL_LOCATION_STATE,

      async start() {
        if (get().started) return;
        set({ started: true });
        const saved = parseStoredCoordinates(deps.sessionStorage?.getItem(STORAGE_KEYS.coordinates));
        let coordinates = saved;
        if (!coordinates) {
          set({ locationLoading: true });
          coordinates = await locate();
          set({ locationLoading: false });
        }
        if (!coordinates) {
          set({ address: TEXTS.address.locationNotAvailable });
          deps.notify({ key: 'locationNotAvailable' });
          return;
        }
        const mine = setCoordinates(coordinates);
        // The store lookup goes out first: the delivery status matters more than the address text.
        const looking = lookup(mine, 'lookup');
        describeLocation(mine, coordinates);
        const stores = await looking;
        if (stores === null) return;
        const { store, deleteStored } = decideInitialStore({
          serviceable: get().serviceable,
          stored: readStoredStore(deps.storeStorage),
          nearest: get().nearest,
        });
        if (deleteStored) {
          writeStoredStore(deps.storeStorage, null);
          // Other apps may show the deleted store from device storage (the shell's strip).
          broadcast(null, false);
        }
        if (store) applySelection(store, false);
      },

      async useCurrentLocation() {
        const mine = ++generation;
        writeStoredStore(deps.storeStorage, null);
        const hadStore = get().selectedStore !== null;
        set({ selectedStore: null, locationLoading: true });
        if (hadStore) broadcast(null, false);
        const coordinates = await locate();
        if (mine !== generation) return;
        set({ locationLoading: false });
        if (!coordinates) {
          deps.notify({ key: 'locationError' });
          return;
        }
        const current = setCoordinates(coordinates);
        describeLocation(current, coordinates);
        await sleep(TIMINGS.currentLocationLookupDelayMs);
        await updateForLocation(current, 'usingCurrentLocation', 'noStoresNearbyCurrent');
      },

      async chooseSavedAddress(address) {
        const label = savedAddressLabel(address);
        const hadStore = get().selectedStore !== null;
        writeStoredStore(deps.storeStorage, null);
        set({ selectedStore: null, address: label });
        if (hadStore) broadcast(null, false);
        if (!isAddressUsable(address)) {
          ++generation; // a lookup still running for the previous place must not select a store
          deps.notify({ key: 'addressMissingCoordinates', durationMs: TIMINGS.storeToastMs });
          return;
        }
        const coordinates = { latitude: address.latitude, longitude: address.longitude };
        const mine = ++generation;
        saveCoordinates(coordinates);
        set({ coordinates });
        await updateForLocation(mine, 'deliveryAddressUpdated', 'areaNotServiceable');
      },

      async choosePlace(place) {
        const coordinates = { latitude: place.latitude, longitude: place.longitude };
        const mine = ++generation;
        saveCoordinates(coordinates);
        const hadStore = get().selectedStore !== null;
        writeStoredStore(deps.storeStorage, null);
        set({ coordinates, address: place.address, selectedStore: null });
        if (hadStore) broadcast(null, false);
        await updateForLocation(mine, 'deliveryAddressUpdated', 'areaNotServiceable');
      },

      selectStore(store, { toast = false } = {}) {
        if (!get().serviceable) return;
        applySelection(store, true);
        if (toast) deps.notify({ key: 'storeSelected', durationMs: TIMINGS.storeToastMs });
      },

      async retryStoreLookup() {
        const mine = generation;
        deps.locator.clearCache();
        await updateForLocation(mine, 'storeFound', 'noStoresNearbyRetry');
      },

      toggleDeliveryMode() {
        set({ deliveryMode: get().deliveryMode === 'express' ? 'standard' : 'express' });
      },

      followStoreEvent(store) {
        if (get().nearest?.id !== store.id) set({ nearest: store });
      },

      dispose() {
        ++generation;
        events.cancel();
      },
    };
  });
}
