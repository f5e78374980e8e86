import { useStore } from 'zustand';
import type { CartState } from './cart-store';
import { getCartStore } from './cart-store';

/** The page's cart in React; re-renders on every change, whoever made it. */
export function useCart<T>(select: (state: CartState) => T): T {
  return useStore(getCartStore(), select);
}
