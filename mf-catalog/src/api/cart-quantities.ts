// How many of each medicine the cart holds, for the cards' −/+ stepper: the stored cart at
// first, then every `cart-updated` event (whichever app changed it) and `storage` events from
// other tabs. The cart itself stays mf-cart-checkout's: changes go through its exposed API.
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { parseStoredCart, type CartItem } from '@instamg/shared/domain/cart';
import { on } from '@instamg/shared/events';
import { useHydratedValue } from '@instamg/shared/ssr';

function readStoredCart(): CartItem[] {
  try {
    return parseStoredCart(globalThis.localStorage?.getItem(STORAGE_KEYS.cart));
  } catch {
    return [];
  }
}

const quantityIn = (items: readonly CartItem[], productId: string): number =>
  items.find((line) => line.medicine_id === productId)?.quantity ?? 0;

/** The cart's quantity of `productId` (0 when it is not in the cart, and on the server). */
export function useCartQuantity(productId: string): number {
  const [quantity, setQuantity] = useState(() => quantityIn(readStoredCart(), productId));
  useEffect(() => {
    setQuantity(quantityIn(readStoredCart(), productId));
    const stop = on('cart-updated', ({ items }) => setQuantity(quantityIn(items, productId)));
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cart || event.key === null) setQuantity(quantityIn(readStoredCart(), productId));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [productId]);
  return useHydratedValue(quantity, 0);
}
