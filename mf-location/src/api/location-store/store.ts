// The location store: the state plus one action per module (./actions), bound to one context.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createEventScheduler } from '../../domain/throttle';
import { readDeliveryModeChoice } from '@instamg/shared/domain/delivery-mode-choice';
import { chooseSavedAddress } from './actions/choose-saved-address';
import { choosePlace } from './actions/choose-place';
import { toggleDeliveryMode } from './actions/delivery-mode';
import { followStoreEvent } from './actions/follow-store-event';
import { retryStoreLookup } from './actions/retry-store-lookup';
import { selectStore } from './actions/select-store';
import { start } from './actions/start';
import { useCurrentLocation } from './actions/use-current-location';
import type { LocationContext } from './context';
import { INITIAL_LOCATION_STATE, type LocationActions, type LocationDeps, type LocationState } from './state';

export type LocationStore = StoreApi<LocationState & LocationActions>;

export function createLocationStore(deps: LocationDeps): LocationStore {
  const events = createEventScheduler();
  let generation = 0;
  return createStore<LocationState & LocationActions>()((set, get) => {
    const ctx: LocationContext = {
      deps,
      get,
      set,
      events,
      nextGeneration: () => ++generation,
      generation: () => generation,
      isCurrent: (mine) => mine === generation,
    };
    return {
      ...INITIAL_LOCATION_STATE,
      // The session's choice survives a reload (SPEC §2's express is the first visit's start).
      deliveryMode: readDeliveryModeChoice(deps.sessionStorage),
      start: () => start(ctx),
      useCurrentLocation: () => useCurrentLocation(ctx),
      chooseSavedAddress: (address) => chooseSavedAddress(ctx, address),
      choosePlace: (place) => choosePlace(ctx, place),
      selectStore: (store, options) => selectStore(ctx, store, options),
      retryStoreLookup: () => retryStoreLookup(ctx),
      toggleDeliveryMode: () => toggleDeliveryMode(ctx),
      followStoreEvent: (store) => followStoreEvent(ctx, store),
      dispose() {
        ctx.nextGeneration(); // lookups still running finish without touching the state
        events.cancel();
      },
    };
  });
}
