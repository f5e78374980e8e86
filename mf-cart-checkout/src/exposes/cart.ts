/**
 * The cart API for other remotes (`loadRemote('mf_cart_checkout/cart')`), e.g. mf-catalog's
 * add-to-cart button. Same store, storage and `cart-updated` announcement as the cart page.
 */
import type { CartApi, CartItem, NewCartItem } from '@instamg/shared/domain/cart';
import { getCartStore } from '../api/cart-store';

export type { CartItem, NewCartItem };
export { useCart } from '../api/useCart';

export function getCartItems(): CartItem[] {
  return getCartStore().getState().items;
}
/** Adds `quantity` (default 1) of a medicine; throws RangeError/TypeError on invalid input. */
export function addToCart(item: NewCartItem, quantity = 1): void {
  getCartStore().getState().add(item, quantity);
}
export function setCartQuantity(medicineId: string, quantity: number): void {
  getCartStore().getState().setQuantity(medicineId, quantity);
}
export function removeFromCart(medicineId: string): void {
  getCartStore().getState().remove(medicineId);
}
export function clearCart(): void {
  getCartStore().getState().clear();
}

// The exposed module must keep the shared contract other remotes compile against.
({ addToCart, getCartItems, setCartQuantity, removeFromCart, clearCart }) satisfies CartApi;
