import type { Store } from '@instamg/shared/domain/store';
import type { LocationContext } from '../context';

/** The displayed nearest store follows a store-updated event carrying a store (SPEC §4). */
export function followStoreEvent({ get, set }: LocationContext, store: Store): void {
  if (get().nearest?.id !== store.id) set({ nearest: store });
}
