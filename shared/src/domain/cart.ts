// Pure cart rules (SPEC §4 "Cart", §5) and device persistence. The cart lives only on the device.
import { STORAGE_KEYS } from '../constants';
import { isFiniteNumber, isNonEmptyString, isRecord } from './guards';
import { roundAmount } from './money';

/** SPEC §3 "Cart item": other fields (name, image, mrp, store_id …) pass through untouched. */
export interface CartItem {
  medicine_id: string;
  /** Unit price in rupees. */
  price: number;
  quantity: number;
  [passThrough: string]: unknown;
}

/** An item being added: its quantity is the separate `quantity` argument of addItem. */
export interface NewCartItem {
  medicine_id: string;
  price: number;
  [passThrough: string]: unknown;
}

export type Cart = readonly CartItem[];

/**
 * What mf-cart-checkout exposes as `mf_cart_checkout/cart` for other remotes (the contract both
 * sides compile against; the cart's owner implements it, mf-catalog's add-to-cart calls it).
 */
export interface CartApi {
  /** Adds `quantity` (default 1) of a medicine; throws RangeError/TypeError on invalid input. */
  addToCart(item: NewCartItem, quantity?: number): void;
  getCartItems(): CartItem[];
  setCartQuantity(medicineId: string, quantity: number): void;
  removeFromCart(medicineId: string): void;
  clearCart(): void;
}

/** Why a value is not a cart item, or null if it is one. */
export function cartItemProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'cart item must be an object';
  if (!isNonEmptyString(value.medicine_id)) return 'cart item medicine_id must be a non-empty string';
  if (!isFiniteNumber(value.price) || value.price < 0) {
    return 'cart item price must be a non-negative number';
  }
  if (!Number.isInteger(value.quantity) || (value.quantity as number) < 1) {
    return 'cart item quantity must be a whole number of at least 1';
  }
  return null;
}

export function isCartItem(value: unknown): value is CartItem {
  return cartItemProblem(value) === null;
}

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity)) {
    throw new RangeError(`Quantity must be a whole number, got ${String(quantity)}`);
  }
}

/**
 * Adds `quantity` (default 1) of an item. An item already in the cart (same medicine_id) has its
 * quantity raised and keeps its other fields; a new one is appended.
 */
export function addItem(cart: Cart, item: NewCartItem, quantity = 1): CartItem[] {
  assertQuantity(quantity);
  if (quantity < 1) throw new RangeError(`Cannot add fewer than 1 item, got ${quantity}`);
  const existing = cart.find((line) => line.medicine_id === item.medicine_id);
  if (existing) {
    return cart.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line));
  }
  const line: CartItem = { ...item, quantity };
  const problem = cartItemProblem(line);
  if (problem) throw new TypeError(`Cannot add to cart: ${problem}`);
  return [...cart, line];
}

/** Sets an item's quantity; below 1 removes it. Unknown ids leave the cart as it is. */
export function setQuantity(cart: Cart, medicineId: string, quantity: number): CartItem[] {
  assertQuantity(quantity);
  if (quantity < 1) return removeItem(cart, medicineId);
  return cart.map((line) => (line.medicine_id === medicineId ? { ...line, quantity } : line));
}

export function removeItem(cart: Cart, medicineId: string): CartItem[] {
  return cart.filter((line) => line.medicine_id !== medicineId);
}

export function clearCart(): CartItem[] {
  return [];
}

/** Σ price × quantity, rounded to 2 decimals. */
export function cartTotal(cart: Cart): number {
  return roundAmount(cart.reduce((sum, line) => sum + line.price * line.quantity, 0));
}

/** Σ quantity. */
export function cartCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** What a cart change announces (the `cart-updated` event payload). */
export interface CartSummary {
  count: number;
  total: number;
  items: CartItem[];
}

export function cartSummary(cart: Cart): CartSummary {
  return { count: cartCount(cart), total: cartTotal(cart), items: [...cart] };
}

/**
 * Reads the stored cart. Missing, unreadable or non-list data is an empty cart (SPEC §4);
 * entries that are not valid cart items are dropped rather than poisoning the whole cart.
 */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  if (raw == null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
}

export interface CartStorage {
  /** The stored cart, or an empty one when storage is unavailable or holds garbage. */
  load(): CartItem[];
  /** Stores the cart (failures are silent) and reports the change to `onChange`. */
  save(cart: Cart): void;
}

/**
 * Cart persistence over localStorage. Storage failures (quota, private mode, blocked storage)
 * are swallowed: SPEC §8 says cart storage failures are silent and the cart falls back to empty.
 * `onChange` runs on every save even if writing failed, because the in-memory cart did change;
 * wire it to `emit(EVENTS.cartUpdated, summary)`.
 */
export function createCartStorage(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null | undefined,
  onChange?: (summary: CartSummary) => void,
): CartStorage {
  return {
    load() {
      try {
        return parseStoredCart(storage?.getItem(STORAGE_KEYS.cart));
      } catch {
        return [];
      }
    },
    save(cart) {
      try {
        storage?.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
      } catch {
        // Silent by SPEC §8; the cart still works for this page view.
      }
      onChange?.(cartSummary(cart));
    },
  };
}
