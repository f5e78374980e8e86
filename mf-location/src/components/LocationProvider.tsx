import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { OfflineGeocoder } from '../api/geocoder';
import type { LocationActions, LocationState } from '../domain/location-store/state';
import type { LocationStore } from '../domain/location-store/store';
import type { ToastChannel } from '../api/services';
import { on } from '@instamg/shared/events';

export interface LocationRuntime {
  store: LocationStore;
  geocoder: OfflineGeocoder;
  toasts: ToastChannel;
  googleMapsKey?: string;
  /** Turns an app path (/account, /auth) into a link target; the widget points at the partner's site. */
  href(path: string): string;
  /** Client-side navigation inside the shell; absent in the widget (plain links). */
  navigate?: (path: string) => void;
  /** The store-updated events to follow (window in the shell, the element in the widget). */
  eventSource?: EventTarget;
}

const LocationContext = createContext<LocationRuntime | null>(null);

export function useLocationRuntime(): LocationRuntime {
  const runtime = useContext(LocationContext);
  if (!runtime) throw new Error('mf-location components must be rendered inside <LocationProvider>');
  return runtime;
}

/** Reads the location state: `useLocation((s) => s.address)`. */
export function useLocation<T>(selector: (state: LocationState & LocationActions) => T): T {
  return useStore(useLocationRuntime().store, selector);
}

/**
 * Gives the components their runtime (toasts are shown by the caller: notistack in the shell,
 * WidgetToasts in the widget), starts location detection once, and lets the displayed
 * nearest store follow store-updated events from other apps.
 */
export function LocationProvider({ runtime, children }: { runtime: LocationRuntime; children: ReactNode }) {
  useEffect(() => {
    void runtime.store.getState().start();
  }, [runtime]);
  useEffect(() => {
    const source = runtime.eventSource ?? globalThis.window;
    if (!source) return;
    return on(
      'store-updated',
      (detail) => {
        if (detail.store) runtime.store.getState().followStoreEvent(detail.store);
      },
      source,
    );
  }, [runtime]);
  return (
    <LocationContext.Provider value={runtime}>
      {children}
    </LocationContext.Provider>
  );
}
