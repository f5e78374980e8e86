import { describe, expect, it } from 'vitest';
import {
  availabilityLine,
  offersFromBatches,
  shownOffer,
  substituteSaving,
  worthShowing,
  type StoreOffer,
} from './offer';
import { priceView } from './pricing';
import { toProduct } from './product';

const otc = toProduct({ $id: 'dolo-650-tablet', name: 'Dolo 650 Tablet', mrp: 33.6, price: 30.24, schedule: 'none' });
const scheduleX = toProduct({ $id: 'addwize-10-tablet', name: 'Addwize 10', mrp: 120, price: 110, schedule: 'X' });
const ndps = toProduct({ $id: 'tramadol', name: 'Tramadol 50', mrp: 90, price: 80, schedule: 'NDPS' });
const stocked = new Map<string, StoreOffer>([['dolo-650-tablet', { price: 28.5, mrp: 33.6, stock: 12 }]]);

describe('offersFromBatches', () => {
  it('takes the lowest price and highest MRP of the batches in stock, and sums their stock', () => {
    const offers = offersFromBatches([
      { product_id: 'a', selling_price: 30, mrp: 33, stock: 2 },
      { product_id: 'a', selling_price: 28, mrp: 32, stock: 3 },
      // Sold out: its lower price is not on sale.
      { product_id: 'a', selling_price: 20, mrp: 40, stock: 0 },
      { product_id: 'b', selling_price: 10, mrp: null, stock: 1 },
      { product_id: 'c', selling_price: 5, mrp: 6, stock: 0 },
    ]);
    expect(offers.get('a')).toEqual({ price: 28, mrp: 33, stock: 5 });
    expect(offers.get('b')).toEqual({ price: 10, mrp: 10, stock: 1 });
    expect(offers.has('c')).toBe(false);
  });
});

describe('shownOffer', () => {
  it('uses the selected store’s price when it has the product, and offers Add', () => {
    expect(shownOffer(otc, { storeId: 'dl-1', offers: stocked })).toEqual({
      availability: 'in-stock',
      price: 28.5,
      mrp: 33.6,
      storeId: 'dl-1',
      canAdd: true,
      canNotify: false,
    });
  });

  it('offers Notify me, not Add, when the selected store lacks it or sold out', () => {
    for (const offers of [
      new Map<string, StoreOffer>(),
      new Map([['dolo-650-tablet', { price: 28, mrp: 33, stock: 0 }]]),
    ]) {
      expect(shownOffer(otc, { storeId: 'dl-1', offers })).toMatchObject({
        availability: 'out-of-stock',
        price: 30.24,
        storeId: null,
        canAdd: false,
        canNotify: true,
      });
    }
  });

  it('shows the catalogue price and allows Add while no store is chosen', () => {
    expect(shownOffer(otc, { storeId: null, offers: undefined })).toMatchObject({
      availability: 'no-store',
      price: 30.24,
      mrp: 33.6,
      storeId: null,
      canAdd: true,
    });
  });

  it('shows the catalogue price but no Add where the area is not serviceable (issue 40 §8)', () => {
    expect(shownOffer(otc, { storeId: null, offers: undefined, unserviceable: true })).toMatchObject({
      availability: 'not-serviceable',
      price: 30.24,
      canAdd: false,
      canNotify: false,
    });
  });

  it('offers neither Add nor Notify me while the store’s stock loads', () => {
    expect(shownOffer(otc, { storeId: 'dl-1', offers: undefined })).toMatchObject({
      availability: 'checking',
      canAdd: false,
      canNotify: false,
    });
  });

  it('never sells or waits for Schedule X / NDPS, whatever the store has', () => {
    const offers = new Map<string, StoreOffer>([
      ['addwize-10-tablet', { price: 100, mrp: 120, stock: 5 }],
      ['tramadol', { price: 70, mrp: 90, stock: 5 }],
    ]);
    for (const product of [scheduleX, ndps])
      for (const storeId of [null, 'dl-1'])
        expect(shownOffer(product, { storeId, offers })).toMatchObject({
          availability: 'not-sold-online',
          canAdd: false,
          canNotify: false,
          storeId: null,
        });
  });

  it('never shows an MRP below the price', () => {
    const offers = new Map<string, StoreOffer>([['dolo-650-tablet', { price: 35, mrp: 33.6, stock: 1 }]]);
    expect(shownOffer(otc, { storeId: 'dl-1', offers })).toMatchObject({ price: 35, mrp: 35 });
  });
});

describe('availabilityLine', () => {
  it('names the store', () => {
    expect(availabilityLine('in-stock', 'Apollo Dwarka')).toBe('In stock at Apollo Dwarka');
    expect(availabilityLine('out-of-stock', 'Apollo Dwarka')).toBe('Out of stock at Apollo Dwarka');
    expect(availabilityLine('no-store', null)).toBeNull();
    expect(availabilityLine('not-serviceable', null)).toBe(
      "Area Not Serviceable: We don't have partner stores within 5km of this location yet.",
    );
    expect(availabilityLine('not-sold-online', 'Apollo Dwarka')).toBeNull();
  });
});

describe('savings worth showing (₹1 and 1 % at least)', () => {
  it('is the ₹ difference to 2 decimals and the whole percent of the current price', () => {
    // 28.5 → 24.51: saves 3.99, 14.0 %.
    expect(substituteSaving(28.5, 24.51)).toEqual({ amount: 3.99, percent: 14 });
  });

  it('hides "Save ₹0.42 (0%)": under ₹1, or under 1 %', () => {
    expect(substituteSaving(84.42, 84)).toBeNull();
    expect(substituteSaving(0.3, 0.1)).toBeNull();
    // ₹1.50 of ₹200 is 0.75 %: still hidden.
    expect(substituteSaving(200, 198.5)).toBeNull();
    expect(substituteSaving(100, 99)).toEqual({ amount: 1, percent: 1 });
    expect(worthShowing(0.99, 50)).toBe(false);
    expect(worthShowing(5, 0.99)).toBe(false);
  });

  it('is null when the substitute costs the same or more', () => {
    expect(substituteSaving(20, 20)).toBeNull();
    expect(substituteSaving(20, 25)).toBeNull();
  });

  it('refuses bad prices', () => {
    expect(() => substituteSaving(-5, 1)).toThrow('Current price must be a non-negative number, got -5');
    expect(() => substituteSaving(5, Number.POSITIVE_INFINITY)).toThrow('Substitute price');
  });

  it('shows a discount badge only when it is worth it', () => {
    expect(priceView(33.6, 29.23).discounted).toBe(true);
    // 42 paise off MRP: plain MRP, no "0% off".
    expect(priceView(84.42, 84)).toMatchObject({ discounted: false, discountPercent: 0 });
    expect(priceView(100, 100).discounted).toBe(false);
  });
});
