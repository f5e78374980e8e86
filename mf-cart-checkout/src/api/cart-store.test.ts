import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { cartSummary, type CartItem } from '@instamg/shared/domain/cart';
import { emit } from '@instamg/shared/events';
import { createCartStore } from './cart-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const stores: { dispose(): void }[] = [];
function setup(initial?: Record<string, string>) {
  const storage = memoryStorage(initial);
  const target = new EventTarget();
  const announced: number[] = [];
  target.addEventListener('cart-updated', (e) => announced.push((e as CustomEvent<{ count: number }>).detail.count));
  const cart = createCartStore(storage, target);
  stores.push(cart);
  return { storage, target, announced, cart };
}
afterEach(() => stores.splice(0).forEach((s) => s.dispose()));

const dolo = { medicine_id: 'dolo', price: 30, name: 'Dolo 650' };

describe('cart store', () => {
  it('adds with quantity 1 by default, merges by medicine_id, saves and announces each change', () => {
    const { cart, storage, announced } = setup();
    cart.getState().add(dolo);
    cart.getState().add(dolo, 2);
    expect(cart.getState().items).toEqual([{ ...dolo, quantity: 3 }]);
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.cart)!)).toEqual([{ ...dolo, quantity: 3 }]);
    expect(announced).toEqual([1, 3]);
  });

  it('a quantity below 1 removes the line; remove and clear too', () => {
    const { cart, announced } = setup();
    cart.getState().add(dolo);
    cart.getState().add({ medicine_id: 'b', price: 5 }, 4);
    cart.getState().setQuantity('dolo', 0);
    expect(cart.getState().items.map((i) => i.medicine_id)).toEqual(['b']);
    cart.getState().remove('b');
    expect(cart.getState().items).toEqual([]);
    cart.getState().add(dolo);
    cart.getState().clear();
    expect(announced).toEqual([1, 5, 4, 0, 1, 0]);
  });

  it('starts empty from corrupt or non-list storage', () => {
    expect(setup({ [STORAGE_KEYS.cart]: '{not json' }).cart.getState().items).toEqual([]);
    expect(setup({ [STORAGE_KEYS.cart]: '{"a":1}' }).cart.getState().items).toEqual([]);
  });

  it('storage failures are silent and the cart still changes and is announced', () => {
    const target = new EventTarget();
    const counts: number[] = [];
    target.addEventListener('cart-updated', (e) => counts.push((e as CustomEvent<{ count: number }>).detail.count));
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const cart = createCartStore(broken, target);
    stores.push(cart);
    cart.getState().add(dolo, 2);
    expect(cart.getState().items).toHaveLength(1);
    expect(counts).toEqual([2]);
  });

  it("follows another app's cart-updated without saving or announcing again", () => {
    const { cart, target, storage, announced } = setup();
    const fromCatalog: CartItem[] = [{ medicine_id: 'x', price: 12, quantity: 2 }];
    emit('cart-updated', cartSummary(fromCatalog), { target });
    expect(cart.getState().items).toEqual(fromCatalog);
    expect(storage.data.has(STORAGE_KEYS.cart)).toBe(false);
    expect(announced).toEqual([2]); // only the catalogue's own event
  });

  it('refuses an invalid quantity with a clear error', () => {
    const { cart } = setup();
    expect(() => cart.getState().add(dolo, 1.5)).toThrow(/whole number/);
  });
});
