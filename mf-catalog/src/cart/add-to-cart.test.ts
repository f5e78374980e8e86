// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { on } from '@instamg/shared/events';
import type { CartSummary } from '@instamg/shared/domain/cart';
import { addToCart, NotSoldOnlineError } from './add-to-cart';

const dolo = { id: 'dolo-650-tablet', name: 'Dolo 650 Tablet', mrp: 33.6, schedule: 'none' as const, rx_required: false, image_url: null, pack_size: 'strip of 15 tablets' };

describe('addToCart', () => {
  const events: CartSummary[] = [];
  let off: () => void;
  beforeEach(() => {
    localStorage.clear();
    events.length = 0;
    off = on('cart-updated', (detail) => events.push(detail));
  });
  afterEach(() => off());

  it('stores the item and announces cart-updated with the summary', () => {
    addToCart({ product: dolo, price: 30.1, quantity: 2, storeId: 'dl-dwarka-sec6' });
    addToCart({ product: dolo, price: 30.1, quantity: 1, storeId: 'dl-dwarka-sec6' });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!);
    expect(stored).toEqual([expect.objectContaining({ medicine_id: 'dolo-650-tablet', price: 30.1, quantity: 3, store_id: 'dl-dwarka-sec6' })]);
    expect(events.map((e) => [e.count, e.total])).toEqual([[2, 60.2], [3, 90.3]]);
  });

  it('refuses Schedule X and NDPS medicines and leaves the cart alone', () => {
    for (const schedule of ['X', 'NDPS'] as const) {
      expect(() => addToCart({ product: { ...dolo, id: 'addwize', name: 'Addwize 10 Tablet', schedule }, price: 80, quantity: 1, storeId: null })).toThrow(NotSoldOnlineError);
    }
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(events).toEqual([]);
  });

  it('refuses a quantity below 1', () => {
    expect(() => addToCart({ product: dolo, price: 30, quantity: 0, storeId: null })).toThrow('Cannot add fewer than 1 item');
  });
});
