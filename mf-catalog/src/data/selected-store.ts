// The selected store, as mf-location publishes it: the stored store at start, then every
// 'store-updated' event. `cleared` tells "no store because the area became not serviceable"
// apart from "no location chosen yet".
import { useEffect, useState } from 'react';
import { on } from '@instamg/shared/events';
import { readStoredStore } from '@instamg/shared/domain/stored-store';
import type { Store } from '@instamg/shared/domain/store';

export interface SelectedStore {
  store: Store | null;
  /** A store-updated event cleared the selection (SPEC §4: the area is not serviceable). */
  cleared: boolean;
}

function initial(): SelectedStore {
  let storage: Storage | null;
  try {
    storage = globalThis.localStorage ?? null;
  } catch {
    storage = null;
  }
  return { store: readStoredStore(storage), cleared: false };
}

export function useSelectedStore(): SelectedStore {
  const [selected, setSelected] = useState<SelectedStore>(initial);
  useEffect(() => on('store-updated', ({ store }) => setSelected({ store, cleared: store === null })), []);
  return selected;
}
