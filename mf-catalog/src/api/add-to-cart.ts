// Add to cart from the catalogue. The cart rules, storage and `cart-updated` announcement are
// mf-cart-checkout's (its exposed cart API); this module only turns a product into a cart line,
// keeps Schedule X / NDPS out, and reports a cart that cannot be reached.
import { CART_TOASTS } from '../domain/toasts';
import type { NewCartItem } from '@instamg/shared/domain/cart';
import type { ToastEntry } from '@instamg/shared/toast';
import { CATALOG_EN, cartToasts, type CatalogT } from '../i18n/catalogue';
import { saleRules, type Product } from '../domain/product';
import { CartUnavailableError, loadCartApi, type CartApi } from './cart-remote';

export { CartUnavailableError };

export class NotSoldOnlineError extends Error {
  constructor(productName: string) {
    super(CART_TOASTS.notSoldOnline(productName).title);
    this.name = 'NotSoldOnlineError';
  }
}

export type CartProduct = Pick<Product, 'id' | 'name' | 'mrp' | 'schedule' | 'rx_required' | 'image_url' | 'pack_size'>;

export interface AddToCartInput {
  product: CartProduct;
  /** The price the customer pays: the selected store's selling price, else the catalogue price. */
  price: number;
  quantity: number;
  /** The store the price came from, if any. */
  storeId: string | null;
}

/** The cart line for a product: what the cart page and checkout show without reading the catalogue again. */
export function cartLine({ product, price, storeId }: Omit<AddToCartInput, 'quantity'>): NewCartItem {
  return {
    medicine_id: product.id,
    price,
    name: product.name,
    mrp: product.mrp,
    image_url: product.image_url,
    pack_size: product.pack_size,
    rx_required: saleRules(product).rxRequired,
    schedule: product.schedule,
    store_id: storeId,
  };
}

/**
 * Adds the product through the cart owner's API. Schedule X / NDPS products are refused here as
 * well as hidden in the UI, so no caller can put one in the cart. Rejects with
 * CartUnavailableError when the cart remote cannot be loaded (the cart is then untouched), and
 * with the cart's own RangeError/TypeError for an invalid quantity or price.
 */
export async function addToCart(input: AddToCartInput, loadCart: () => Promise<CartApi> = loadCartApi): Promise<void> {
  if (!saleRules(input.product).sellable) throw new NotSoldOnlineError(input.product.name);
  const cart = await loadCart();
  cart.addToCart(cartLine(input), input.quantity);
}

/** Sets the cart's quantity of a product (the cards' −/+ stepper); below 1 removes it (the cart's rule). */
export async function setCartQuantity(
  productId: string,
  quantity: number,
  loadCart: () => Promise<CartApi> = loadCartApi,
): Promise<void> {
  const cart = await loadCart();
  cart.setCartQuantity(productId, quantity);
}

/** The toast for a failed Add to cart, in the customer's words (and language: `t`, English by default). */
export function addToCartFailureToast(productName: string, error: unknown, t: CatalogT = CATALOG_EN): ToastEntry {
  const toasts = cartToasts(t);
  if (error instanceof CartUnavailableError) return toasts.cartUnavailable(productName);
  if (error instanceof NotSoldOnlineError) return toasts.notSoldOnline(productName);
  return toasts.notAdded(productName, error instanceof Error ? error.message : String(error));
}
