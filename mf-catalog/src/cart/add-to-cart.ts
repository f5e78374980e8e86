// Add to cart, until mf-cart-checkout exposes its cart API (a later issue replaces this module
// with it): the shared cart rules write the item to device storage and `cart-updated` announces
// the new summary, which the shell's cart button listens for (SPEC §4 "Cart").
import { addItem, createCartStorage, type CartItem } from '@instamg/shared/domain/cart';
import { emit } from '@instamg/shared/events';
import { saleRules, type Product } from '../domain/product';

export class NotSoldOnlineError extends Error {
  constructor(productName: string) {
    super(`${productName} is a Schedule X / NDPS medicine and cannot be ordered online.`);
    this.name = 'NotSoldOnlineError';
  }
}

export interface AddToCartInput {
  product: Pick<Product, 'id' | 'name' | 'mrp' | 'schedule' | 'rx_required' | 'image_url' | 'pack_size'>;
  /** The price the customer pays: the selected store's selling price, else the catalogue price. */
  price: number;
  quantity: number;
  /** The store the price came from, if any. */
  storeId: string | null;
}

/**
 * Adds the product to the device cart and announces the change. Schedule X / NDPS products are
 * refused here as well as hidden in the UI, so no caller can put one in the cart.
 */
export function addToCart(input: AddToCartInput, storage: Storage | null = safeLocalStorage()): CartItem[] {
  const { product, price, quantity, storeId } = input;
  if (!saleRules(product).sellable) throw new NotSoldOnlineError(product.name);
  const cartStorage = createCartStorage(storage, (summary) => emit('cart-updated', summary));
  const next = addItem(
    cartStorage.load(),
    {
      medicine_id: product.id,
      price,
      name: product.name,
      mrp: product.mrp,
      image_url: product.image_url,
      pack_size: product.pack_size,
      rx_required: saleRules(product).rxRequired,
      schedule: product.schedule,
      store_id: storeId,
    },
    quantity,
  );
  cartStorage.save(next);
  return next;
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked storage: the cart still works for this page view (SPEC §8)
  }
}
