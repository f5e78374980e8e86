import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { cartCount, parseStoredCart } from '@instamg/shared/domain/cart';
import { on } from '@instamg/shared/events';
import { useHydratedValue } from '@instamg/shared/ssr';

/** The stored cart's item count; unreadable or blocked storage is an empty cart (SPEC §4 "Cart", §8). */
export function readStoredCartCount(storage?: Pick<Storage, 'getItem'>): number {
  try {
    return cartCount(parseStoredCart((storage ?? window.localStorage).getItem(STORAGE_KEYS.cart)));
  } catch {
    return 0;
  }
}

/**
 * The cart count for the cart buttons. It follows `cart-updated` from whichever app changed
 * the cart (SPEC §4 "Cart") and `storage` events, so a change in another tab shows up too.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(() => readStoredCartCount());
  useEffect(() => {
    const stopCartUpdates = on('cart-updated', (summary) => setCount(summary.count));
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cart || event.key === null) setCount(readStoredCartCount());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopCartUpdates();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  // The cart lives in device storage: server HTML (and hydration) show no badge.
  return useHydratedValue(count, 0);
}
