import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { on } from '@instamg/shared/events';
import type { LocationRuntime } from '../api/location-runtime';
import type { LocationActions, LocationState } from '../api/location-store/state';

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
  return <LocationContext.Provider value={runtime}>{children}</LocationContext.Provider>;
}
