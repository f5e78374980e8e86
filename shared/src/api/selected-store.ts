// The store chosen in the delivery selector, as mf-location publishes it: the stored store at
// start, then every 'store-updated' event (SPEC §4). One reader for every app.
import { useEffect, useState } from 'react';
import { on } from '../events';
import type { Store } from '../domain/store';
import { readStoredStore } from '../domain/stored-store';
import { useHydratedValue } from '../ssr';

export interface SelectedStore {
  store: Store | null;
  /** A store-updated event cleared the selection (SPEC §4: the area is not serviceable), as opposed to no location chosen yet. */
  cleared: boolean;
}

/** The stored selection; null when there is none or storage is blocked. */
export function readSelectedStore(): Store | null {
  try {
    return readStoredStore(globalThis.localStorage ?? null);
  } catch {
    return null;
  }
}

const NO_STORE: SelectedStore = { store: null, cleared: false };

/**
 * sessionStorage: '1' while the delivery selector's location has no store within the radius
 * (mf-location writes it when it clears the selection, removes it when it selects a store). Events
 * are not replayed, so an app mounting after the clearing reads this (issue 40 §8). Our own key.
 */
export const AREA_UNSERVICEABLE_KEY = 'instamg-area-unserviceable';

export function readAreaUnserviceable(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(AREA_UNSERVICEABLE_KEY) === '1';
  } catch {
    return false;
  }
}

/** What device storage says now. */
function storedSelection(): SelectedStore {
  const store = readSelectedStore();
  if (store) return { store, cleared: false };
  return readAreaUnserviceable() ? { store: null, cleared: true } : NO_STORE;
}

const sameSelection = (a: SelectedStore, b: SelectedStore) =>
  a.cleared === b.cleared && (a.store?.id ?? null) === (b.store?.id ?? null);

export function useSelectedStore(): SelectedStore {
  const [selected, setSelected] = useState<SelectedStore>(storedSelection);
  useEffect(() => {
    const off = on('store-updated', ({ store }) => setSelected({ store, cleared: store === null }));
    // Catch up: a component hydrated in a later slice (a search result card) subscribes after
    // its first render, and an event sent in between is not replayed (issue 40 §8: a search card
    // in an unserviceable area kept its Add after a reload).
    setSelected((current) => {
      const now = storedSelection();
      return sameSelection(current, now) ? current : now;
    });
    return off;
  }, []);
  // Location-dependent: server HTML (and hydration) render as if no store were chosen yet.
  return useHydratedValue(selected, NO_STORE);
}
