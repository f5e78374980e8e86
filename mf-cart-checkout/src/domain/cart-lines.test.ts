import { describe, expect, it } from 'vitest';
import type { CartItem } from '@instamg/shared/domain/cart';
import {
  cartLineFields,
  cartSaving,
  lineSaving,
  lineTotal,
  linesUnavailableAtStore,
  needsPrescription,
} from './cart-lines';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  medicine_id: 'm1',
  price: 10.1,
  quantity: 3,
  name: 'Dolo 650',
  mrp: 12,
  ...over,
});

describe('cart lines', () => {
  it('line total and saving are rounded to 2 decimals', () => {
    expect(lineTotal(item())).toBe(30.3);
    expect(lineSaving(item())).toBe(5.7);
  });
  it('no saving without an MRP or at/above MRP', () => {
    expect(lineSaving(item({ mrp: undefined }))).toBe(0);
    expect(lineSaving(item({ mrp: 9 }))).toBe(0);
    expect(cartSaving([item(), item({ medicine_id: 'm2', price: 5, quantity: 2, mrp: 6 })])).toBe(7.7);
  });
  it('reads missing or malformed pass-through fields safely', () => {
    expect(cartLineFields({ medicine_id: 'x9', price: 1, quantity: 1, mrp: 'ten', name: '  ' })).toEqual({
      name: 'Medicine x9',
      mrp: null,
      pack_size: null,
      image_url: null,
      rxRequired: false,
    });
  });
  it('needs a prescription for rx_required or Schedule H/H1 lines', () => {
    expect(needsPrescription([item()])).toBe(false);
    expect(needsPrescription([item(), item({ medicine_id: 'm2', rx_required: true })])).toBe(true);
    expect(needsPrescription([item({ schedule: 'H1' })])).toBe(true);
  });
  it('flags lines no unexpired batch at the store can supply in full', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const cart = [
      item({ medicine_id: 'a', quantity: 2 }),
      item({ medicine_id: 'b', quantity: 5 }),
      item({ medicine_id: 'c' }),
      item({ medicine_id: 'd' }),
    ];
    const batches = [
      { product_id: 'a', stock: 2, expiry: '2027-01-01', selling_price: 1 },
      { product_id: 'b', stock: 3, expiry: '2027-01-01', selling_price: 1 },
      { product_id: 'b', stock: 4, expiry: '2027-02-01', selling_price: 1 },
      { product_id: 'c', stock: 50, expiry: '2026-11-01', selling_price: 1 },
    ];
    expect([...linesUnavailableAtStore(cart, batches, now)].sort()).toEqual(['b', 'c', 'd']);
  });
});
