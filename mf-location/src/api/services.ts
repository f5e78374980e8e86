// Wires the location store to real I/O: Appwrite functions, the browser's geolocation and
// storage, and an event target (window for the shell, the widget element for partners).
import { readRuntimeConfig } from '@instamg/shared/config';
import { emit } from '@instamg/shared/events';
import { settleStorePending } from '@instamg/shared/domain/store-reserve';
import type { CallFunction } from './call-function';
import { createOfflineGeocoder, type OfflineGeocoder } from './geocoder';
import { createLocaleIpLocator, createUrlIpLocator, type LocaleLike } from './ip-location';
import { createStoreLocator } from './store-locator';
import type { LocationDeps, ToastRequest } from './location-store/state';

/**
 * Production override of the IP lookup: `window.__INSTAMG_CONFIG__.ipLocationUrl`, a GET URL
 * answering JSON with latitude/longitude (or lat/lon), e.g. a first-party proxy of an IP
 * geolocation provider. Unset → the Appwrite locale service is used.
 */
export function configuredIpLocationUrl(config: unknown = globalThis.__INSTAMG_CONFIG__): string | undefined {
  return readRuntimeConfig(config).ipLocationUrl;
}

/** Toasts are shown by whichever React tree is mounted; the store only asks for them. */
export interface ToastChannel {
  notify(toast: ToastRequest): void;
  subscribe(listener: (toast: ToastRequest) => void): () => void;
}

export function createToastChannel(): ToastChannel {
  const listeners = new Set<(toast: ToastRequest) => void>();
  return {
    notify(toast) {
      // Only the newest listener shows it, so two mounted selectors never double a toast.
      const last = [...listeners].at(-1);
      last?.(toast);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface LocationWiring {
  deps: LocationDeps;
  geocoder: OfflineGeocoder;
  toasts: ToastChannel;
}

export interface WiringOptions {
  /** Function calls: shared callFunction in the shell, plain REST in the widget. */
  call: CallFunction;
  /** Appwrite `locale.get()`: the server's idea of where this IP is. */
  getLocale: () => Promise<LocaleLike>;
  /** Where store events go; window by default. */
  eventTarget?: EventTarget;
  /** The widget sets this so events cross its shadow root. */
  composed?: boolean;
  ipLocationUrl?: string;
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed iframe)
  }
}

export function createLocationWiring({
  call,
  getLocale,
  eventTarget,
  composed = false,
  ipLocationUrl,
}: WiringOptions): LocationWiring {
  const geocoder = createOfflineGeocoder(call);
  const toasts = createToastChannel();
  const locateByIp = ipLocationUrl
    ? createUrlIpLocator(ipLocationUrl)
    : createLocaleIpLocator(getLocale, geocoder.search);
  const emitOptions = { target: eventTarget, composed };
  return {
    geocoder,
    toasts,
    deps: {
      geolocation: globalThis.navigator?.geolocation ?? null,
      locateByIp,
      reverseGeocode: geocoder.reverse,
      locator: createStoreLocator(call),
      storeStorage: browserStorage('localStorage'),
      sessionStorage: browserStorage('sessionStorage'),
      notify: toasts.notify,
      emitStoreUpdated: (store) => emit('store-updated', { store }, emitOptions),
      emitSelectionComplete: (store) => emit('store-selection-complete', { store }, emitOptions),
      emitDeliveryMode: (mode) => emit('delivery-mode-updated', { mode }, emitOptions),
      // The shell's page (not a partner's, where the widget lives in its own element).
      ...(eventTarget ? {} : { settleStore: () => settleStorePending(globalThis.document?.documentElement) }),
    },
  };
}
