// The device cart as a zustand store over the shared cart rules and storage (SPEC §4 "Cart").
// Every change is saved and announced with `cart-updated`; changes made by other apps (which
// also announce them) and by other tabs (storage events) are read back in.
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  addItem,
  clearCart,
  createCartStorage,
  removeItem,
  setQuantity,
  type CartItem,
  type NewCartItem,
} from '@instamg/shared/domain/cart';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { emit, on } from '@instamg/shared/events';

export interface CartState {
  items: CartItem[];
  /** Adds `quantity` (default 1); an item already in the cart has its quantity raised. */
  add(item: NewCartItem, quantity?: number): void;
  /** Below 1 removes the line. */
  setQuantity(medicineId: string, quantity: number): void;
  remove(medicineId: string): void;
  clear(): void;
}

type CartStorageLike = Pick<Storage, 'getItem' | 'setItem'> | null;

function safeLocalStorage(): CartStorageLike {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked storage: the cart still works for this page view (SPEC §8)
  }
}

/**
 * A cart store. `target` is where `cart-updated` goes and is listened for (default window);
 * tests pass their own storage and target.
 */
export function createCartStore(
  storage: CartStorageLike = safeLocalStorage(),
  target?: EventTarget,
): StoreApi<CartState> & { dispose(): void } {
  const cartStorage = createCartStorage(storage, (summary) => emit('cart-updated', summary, { target }));
  const store = createStore<CartState>()((set, get) => {
    const commit = (items: CartItem[]): void => {
      set({ items });
      cartStorage.save(items);
    };
    return {
      items: cartStorage.load(),
      add: (item, quantity = 1) => commit(addItem(get().items, item, quantity)),
      setQuantity: (medicineId, quantity) => commit(setQuantity(get().items, medicineId, quantity)),
      remove: (medicineId) => commit(removeItem(get().items, medicineId)),
      clear: () => commit(clearCart()),
    };
  });
  // Another app (or this store) announced a cart: take its items without saving or re-announcing.
  const stopUpdates = on('cart-updated', (summary) => store.setState({ items: summary.items }), target);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === STORAGE_KEYS.cart || event.key === null) store.setState({ items: cartStorage.load() });
  };
  const win = (globalThis as { window?: Window }).window;
  win?.addEventListener('storage', onStorage);
  return {
    ...store,
    dispose() {
      stopUpdates();
      win?.removeEventListener('storage', onStorage);
    },
  };
}

let pageCart: ReturnType<typeof createCartStore> | undefined;

/** The page's one cart (created on first use; shared by every module of this remote). */
export function getCartStore(): ReturnType<typeof createCartStore> {
  pageCart ??= createCartStore();
  return pageCart;
}
