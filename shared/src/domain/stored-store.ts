// The selected store kept on the device (STORAGE_KEYS.selectedStore) and the start-up choice of
// store (SPEC §4 "Delivery and store selection").
import { STORAGE_KEYS } from '../constants';
import { isStore, type Store } from './store';

export { nearestStore } from './store';

type StoreStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// SPEC §8: storage errors are only logged.
function logStorageError(action: string, error: unknown): void {
  console.warn(`Could not ${action} the selected store in device storage`, error);
}

/** The stored store, or null. Corrupted or invalid data is deleted (SPEC §4). */
export function readStoredStore(storage: StoreStorage | null | undefined): Store | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEYS.selectedStore);
  } catch (error) {
    logStorageError('read', error);
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStore(parsed)) return parsed;
  } catch {
    // Fall through: corrupted JSON is deleted like an invalid store.
  }
  clearStoredStore(storage);
  return null;
}

/** Saves the store as JSON; null deletes it. */
export function writeStoredStore(storage: StoreStorage | null | undefined, store: Store | null): void {
  if (!storage) return;
  if (store === null) {
    clearStoredStore(storage);
    return;
  }
  try {
    storage.setItem(STORAGE_KEYS.selectedStore, JSON.stringify(store));
  } catch (error) {
    logStorageError('save', error);
  }
}

export function clearStoredStore(storage: StoreStorage | null | undefined): void {
  try {
    storage?.removeItem(STORAGE_KEYS.selectedStore);
  } catch (error) {
    logStorageError('delete', error);
  }
}

export interface InitialStoreInput {
  serviceable: boolean;
  /** From readStoredStore. */
  stored: Store | null;
  /** The location context's nearest store. */
  nearest: Store | null;
}

export interface InitialStoreDecision {
  store: Store | null;
  /** The caller must delete the stored store (not serviceable). */
  deleteStored: boolean;
}

/**
 * Not serviceable → no store, and the stored one is deleted; otherwise the stored store is
 * restored, or else the nearest store is used.
 */
export function decideInitialStore({ serviceable, stored, nearest }: InitialStoreInput): InitialStoreDecision {
  if (!serviceable) return { store: null, deleteStored: true };
  return { store: stored ?? nearest, deleteStored: false };
}
