import { describe, expect, it } from 'vitest';
import { checkoutOrderBody, unavailableSentence } from './checkout-quote';

const cart = [
  { medicine_id: 'p1', price: 10, quantity: 2 },
  { medicine_id: 'p2', price: 5, quantity: 1 },
];
const slot = { start: new Date('2026-11-23T04:30:00Z'), end: new Date('2026-11-23T06:30:00Z') };

describe('checkoutOrderBody', () => {
  it('sends ids and quantities only (never prices), the address, store and mode', () => {
    expect(checkoutOrderBody({ cart, addressId: 'a1', storeId: 's1', mode: 'standard', slot })).toEqual({
      items: [
        { product_id: 'p1', quantity: 2 },
        { product_id: 'p2', quantity: 1 },
      ],
      address_id: 'a1',
      store_id: 's1',
      delivery_mode: 'standard',
      slot: null,
    });
  });
  it('a scheduled delivery carries its slot; without one there is nothing to quote', () => {
    expect(checkoutOrderBody({ cart, addressId: 'a1', storeId: null, mode: 'scheduled', slot })!.slot).toEqual({
      start: '2026-11-23T04:30:00.000Z',
      end: '2026-11-23T06:30:00.000Z',
    });
    expect(checkoutOrderBody({ cart, addressId: 'a1', storeId: null, mode: 'scheduled', slot: null })).toBeNull();
  });
  it('nothing to quote without an address or with an empty cart', () => {
    expect(checkoutOrderBody({ cart, addressId: null, storeId: null, mode: 'express', slot: null })).toBeNull();
    expect(checkoutOrderBody({ cart: [], addressId: 'a1', storeId: null, mode: 'express', slot: null })).toBeNull();
  });
});

describe('unavailableSentence', () => {
  it('names the lines the store lacks', () => {
    expect(unavailableSentence([], 'Apollo')).toBeNull();
    expect(unavailableSentence(['Azee 500'], 'Apollo')).toBe(
      'Azee 500 is not available at Apollo right now. Remove it from your cart or choose another store.',
    );
    expect(unavailableSentence(['A', 'B', 'C'], 'Apollo')).toBe(
      'A, B and C are not available at Apollo right now. Remove them from your cart or choose another store.',
    );
  });
});
