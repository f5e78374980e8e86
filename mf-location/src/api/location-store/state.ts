// The location and delivery state of mf-location (SPEC §3 "Location context values", §4
// "Location" and "Delivery and store selection"), and the I/O the actions are given. All I/O
// comes in through `LocationDeps`, so the rules run in tests with fakes and fake timers, and the
// partner widget gets its own instance (own backend, own event target).
import { DELIVERY, TEXTS, type DeliveryMode } from '@instamg/shared/constants';
import type { Address, PickedPlace } from '@instamg/shared/domain/address';
import type { Coordinates } from '@instamg/shared/domain/location';
import type { Store } from '@instamg/shared/domain/store';
import type { GeolocationLike } from '../device-location';
import type { IpLocator } from '../ip-location';
import type { ReverseGeocoder } from '../reverse-geocode';
import type { StoreLocator } from '../store-locator';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type ToastKey = keyof typeof TEXTS.toast;

/**
 * A toast to show: the key of its SPEC §8 entry in TEXTS.toast (which also holds its SPEC §9
 * duration) and, for the 'delivered from' ones, the store name.
 */
export interface ToastRequest {
  key: ToastKey;
  storeName?: string;
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
  /** Broadcasts the Express / Standard choice (checkout starts from it). */
  emitDeliveryMode(mode: DeliveryMode): void;
  /**
   * The first visit ended without a store event (no location, or the lookup failed): the page
   * stops holding the strip's space and the prices for one (issue 40 §6, shared domain/store-reserve.ts).
   */
  settleStore?(): void;
}

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
