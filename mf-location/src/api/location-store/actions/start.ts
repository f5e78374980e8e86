import { STORAGE_KEYS, TEXTS } from '@instamg/shared/constants';
import { parseStoredCoordinates } from '@instamg/shared/domain/location';
import { decideInitialStore, readStoredStore, writeStoredStore } from '@instamg/shared/domain/stored-store';
import type { LocationContext } from '../context';
import {
  applySelection,
  broadcast,
  describeLocation,
  locate,
  lookup,
  markUnserviceable,
  setCoordinates,
} from '../steps';

/** First visit (SPEC §4 "Location"): session coordinates, else device → IP; then the initial store. Runs once. */
export async function start(ctx: LocationContext): Promise<void> {
  const { deps, get, set } = ctx;
  if (get().started) return;
  set({ started: true });
  let coordinates = parseStoredCoordinates(deps.sessionStorage?.getItem(STORAGE_KEYS.coordinates));
  if (!coordinates) {
    set({ locationLoading: true });
    coordinates = await locate(ctx);
    set({ locationLoading: false });
  }
  if (!coordinates) {
    set({ address: TEXTS.address.locationNotAvailable });
    deps.notify({ key: 'locationNotAvailable' });
    // No store event follows: the page stops holding room for a store (issue 40 §6). Every other
    // outcome sends store-updated (a store, or null: none here, or the lookup failed).
    deps.settleStore?.();
    return;
  }
  const mine = setCoordinates(ctx, coordinates);
  // The store lookup goes out first: the delivery status matters more than the address text.
  const looking = lookup(ctx, mine, 'lookup');
  describeLocation(ctx, mine, coordinates);
  const stores = await looking;
  if (stores === null) return;
  const { store, deleteStored } = decideInitialStore({
    serviceable: get().serviceable,
    stored: readStoredStore(deps.storeStorage),
    nearest: get().nearest,
  });
  // Issue 40 §8: the other apps learn that this place has no store, also when none was stored
  // (a reload of a search page in such an area kept Add on its cards), and apps mounting later
  // read it from the session.
  const unserviceable = !get().serviceable && !get().lookupFailed;
  markUnserviceable(ctx, unserviceable);
  if (deleteStored) {
    writeStoredStore(deps.storeStorage, null);
    // Other apps may show the deleted store from device storage (the shell's strip).
    broadcast(ctx, null, false);
  } else if (unserviceable) broadcast(ctx, null, false);
  if (store) applySelection(ctx, store, false);
}
