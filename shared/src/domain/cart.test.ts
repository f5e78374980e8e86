import { describe, expect, it, vi } from 'vitest';
import {
  addItem,
  cartCount,
  cartItemProblem,
  cartSummary,
  cartTotal,
  clearCart,
  createCartStorage,
  parseStoredCart,
  removeItem,
  setQuantity,
  type CartItem,
} from './cart';

const dolo = { medicine_id: 'm-dolo', price: 30.5, name: 'Dolo 650', image: '/dolo.png' };
const ors = { medicine_id: 'm-ors', price: 21.25 };

/** A Storage double backed by a Map, with switchable failures. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    failReads: false,
    failWrites: false,
    getItem(key: string) {
      if (this.failReads) throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (this.failWrites) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
  };
}

describe('addItem', () => {
  it('appends a new item with quantity 1 by default, passing other fields through', () => {
    const cart = addItem([], dolo);
    expect(cart).toEqual([{ ...dolo, quantity: 1 }]);
  });

  it('appends with the given quantity', () => {
    expect(addItem([], ors, 3)).toEqual([{ ...ors, quantity: 3 }]);
  });

  it('raises the quantity of an item already in the cart by the added quantity', () => {
    let cart = addItem([], dolo);
    cart = addItem(cart, ors);
    cart = addItem(cart, { ...dolo, price: 99 }, 2);
    expect(cart).toEqual([
      { ...dolo, quantity: 3 },
      { ...ors, quantity: 1 },
    ]);
    cart = addItem(cart, dolo);
    expect(cart[0]?.quantity).toBe(4);
  });

  it('does not mutate the given cart', () => {
    const cart = Object.freeze([Object.freeze({ ...dolo, quantity: 1 })]);
    const next = addItem(cart, dolo);
    expect(cart[0]?.quantity).toBe(1);
    expect(next[0]?.quantity).toBe(2);
  });

  it('rejects bad quantities and bad items with clear errors', () => {
    expect(() => addItem([], dolo, 0)).toThrow('Cannot add fewer than 1 item, got 0');
    expect(() => addItem([], dolo, 1.5)).toThrow(/whole number/);
    expect(() => addItem([], { medicine_id: '', price: 1 })).toThrow(
      'Cannot add to cart: cart item medicine_id must be a non-empty string',
    );
    expect(() => addItem([], { medicine_id: 'x', price: Number.NaN })).toThrow(/price/);
  });
});

describe('setQuantity, removeItem and clearCart', () => {
  const cart: CartItem[] = [
    { ...dolo, quantity: 2 },
    { ...ors, quantity: 1 },
  ];

  it('sets the quantity of the matching item', () => {
    expect(setQuantity(cart, 'm-ors', 5)).toEqual([
      { ...dolo, quantity: 2 },
      { ...ors, quantity: 5 },
    ]);
  });

  it('removes the item when the quantity goes below 1', () => {
    expect(setQuantity(cart, 'm-dolo', 0)).toEqual([{ ...ors, quantity: 1 }]);
    expect(setQuantity(cart, 'm-dolo', -4)).toEqual([{ ...ors, quantity: 1 }]);
  });

  it('rejects a fractional quantity', () => {
    expect(() => setQuantity(cart, 'm-dolo', 2.5)).toThrow(RangeError);
    expect(() => setQuantity(cart, 'm-dolo', Number.NaN)).toThrow(RangeError);
  });

  it('removes and clears', () => {
    expect(removeItem(cart, 'm-dolo')).toEqual([{ ...ors, quantity: 1 }]);
    expect(removeItem(cart, 'unknown')).toEqual(cart);
    expect(clearCart()).toEqual([]);
  });
});

describe('cartTotal and cartCount', () => {
  it('sums price × quantity (rounded) and quantities', () => {
    const cart: CartItem[] = [
      { ...dolo, quantity: 3 }, // 91.5
      { ...ors, quantity: 2 }, // 42.5
      { medicine_id: 'm-x', price: 0.1, quantity: 3 }, // 0.30000000000000004
    ];
    expect(cartTotal(cart)).toBe(134.3);
    expect(cartCount(cart)).toBe(8);
    expect(cartSummary(cart)).toEqual({ count: 8, total: 134.3, items: cart });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });
});

describe('parseStoredCart', () => {
  it('reads a stored list', () => {
    const items = [{ ...dolo, quantity: 2 }];
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
  });

  it('gives an empty cart for missing, unreadable or non-list data', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{broken')).toEqual([]);
    expect(parseStoredCart('{"medicine_id":"m"}')).toEqual([]);
    expect(parseStoredCart('"text"')).toEqual([]);
    expect(parseStoredCart('null')).toEqual([]);
  });

  it('drops entries that are not cart items', () => {
    const good = { ...ors, quantity: 1 };
    expect(parseStoredCart(JSON.stringify([good, { medicine_id: 'm' }, 7, null]))).toEqual([good]);
  });

  it('explains invalid items', () => {
    expect(cartItemProblem({ medicine_id: 'm', price: 1, quantity: 0 })).toBe(
      'cart item quantity must be a whole number of at least 1',
    );
  });
});

describe('createCartStorage', () => {
  it('saves under instamg-cart, loads it back and reports each change', () => {
    const storage = memoryStorage();
    const onChange = vi.fn();
    const cartStorage = createCartStorage(storage, onChange);
    const cart = addItem([], dolo, 2);
    cartStorage.save(cart);
    expect(storage.data.get('instamg-cart')).toBe(JSON.stringify(cart));
    expect(cartStorage.load()).toEqual(cart);
    expect(onChange).toHaveBeenCalledWith({ count: 2, total: 61, items: cart });
  });

  it('swallows read failures and gives an empty cart', () => {
    const storage = memoryStorage({ 'instamg-cart': JSON.stringify([{ ...dolo, quantity: 1 }]) });
    storage.failReads = true;
    expect(createCartStorage(storage).load()).toEqual([]);
  });

  it('swallows write failures but still reports the change', () => {
    const storage = memoryStorage();
    storage.failWrites = true;
    const onChange = vi.fn();
    expect(() => createCartStorage(storage, onChange).save([{ ...ors, quantity: 1 }])).not.toThrow();
    expect(onChange).toHaveBeenCalledWith({ count: 1, total: 21.25, items: [{ ...ors, quantity: 1 }] });
  });

  it('works without storage at all', () => {
    const cartStorage = createCartStorage(null);
    expect(cartStorage.load()).toEqual([]);
    expect(() => cartStorage.save([])).not.toThrow();
  });
});
