import { useEffect, useState } from 'react';
import type { Store } from '@instamg/shared/domain/store';
import { readStoredStore } from '@instamg/shared/domain/stored-store';
import { on } from '@instamg/shared/events';

/**
 * The store the licensed-pharmacy strip describes: the stored selection at start, then
 * whatever a `store-updated` event carries (SPEC §4 "Delivery and store selection": the
 * displayed nearest store follows a store-updated event carrying a store).
 */
export function useNearestStore(): Store | null {
  const [store, setStore] = useState<Store | null>(() => readStoredStore(safeLocalStorage()));
  useEffect(
    () =>
      on('store-updated', (detail) => {
        setStore(detail.store);
      }),
    [],
  );
  return store;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
