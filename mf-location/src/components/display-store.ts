// Display values for stores that lack them (SPEC §3), drawn once per store so a re-render or a
// second list never shows a different made-up rating for the same store.
import { fillStoreDisplayValues, type StoreWithDisplay } from '../domain/store-display';
import type { Store } from '@instamg/shared/domain/store';

const filled = new Map<string, StoreWithDisplay>();

export function displayStore(store: Store): StoreWithDisplay {
  const previous = filled.get(store.id);
  // Keep the made-up values, but take the live distance and any real values the server sent.
  const values = previous ?? fillStoreDisplayValues(store);
  filled.set(store.id, values);
  return { ...values, ...store, image: store.image || values.image };
}
