import { describe, expect, it } from 'vitest';
import type { StoreOffer } from './offer';
import { toProduct, type Product } from './product';
import { orderSubstitutes } from './substitutes';

function product(id: string, price: number, saltKey: string | null = 'paracetamol|650 mg', name = id): Product {
  return toProduct({ $id: id, name, mrp: price + 5, price, schedule: 'none', salt_key: saltKey });
}

const noStore = { storeId: null, offers: undefined };

describe('orderSubstitutes', () => {
  const current = product('dolo-650-tablet', 30);

  it('lists other brands of the same salt and strength, cheapest first, with the saving', () => {
    const result = orderSubstitutes(
      current,
      30,
      [
        product('calpol-650-tablet', 27.5),
        current,
        product('paracip-650-tablet', 24.51),
        product('crocin-650-tablet', 31),
      ],
      noStore,
    );
    expect(result.map((s) => s.product.id)).toEqual(['paracip-650-tablet', 'calpol-650-tablet', 'crocin-650-tablet']);
    expect(result[0]!.saving).toEqual({ amount: 5.49, percent: 18 });
    expect(result[1]!.saving).toEqual({ amount: 2.5, percent: 8 });
    expect(result[2]!.saving).toBeNull();
  });

  it('shows the selected store’s price and stock: what it has first, cheapest first, no saving for what it lacks', () => {
    const offers = new Map<string, StoreOffer>([
      ['calpol-650-tablet', { price: 26, mrp: 32.5, stock: 4 }],
      ['crocin-650-tablet', { price: 29.6, mrp: 36, stock: 9 }],
    ]);
    const result = orderSubstitutes(
      current,
      30,
      [product('calpol-650-tablet', 27.5), product('paracip-650-tablet', 20), product('crocin-650-tablet', 31)],
      { storeId: 'store-1', offers },
    );
    expect(result.map((s) => [s.product.id, s.offer.availability, s.offer.price])).toEqual([
      ['calpol-650-tablet', 'in-stock', 26],
      ['crocin-650-tablet', 'in-stock', 29.6],
      ['paracip-650-tablet', 'out-of-stock', 20],
    ]);
    expect(result[0]!.saving).toEqual({ amount: 4, percent: 13 });
    // ₹0.40 (1.3 %) cheaper: under ₹1, so no "Save ₹0.4".
    expect(result[1]!.saving).toBeNull();
    // Cheapest on paper, but the store cannot deliver it: nothing to save.
    expect(result[2]!.saving).toBeNull();
    expect(result[2]!.offer.canNotify).toBe(true);
  });

  it('drops rows with another salt_key, even if the query returned them', () => {
    const result = orderSubstitutes(
      current,
      30,
      [product('dolo-500-tablet', 10, 'paracetamol|500 mg'), product('pacimol', 29)],
      noStore,
    );
    expect(result.map((s) => s.product.id)).toEqual(['pacimol']);
  });

  it('orders equal prices by name so the list is stable', () => {
    const result = orderSubstitutes(
      current,
      30,
      [product('b', 20, undefined, 'Zeta'), product('a', 20, undefined, 'Alpha')],
      noStore,
    );
    expect(result.map((s) => s.product.name)).toEqual(['Alpha', 'Zeta']);
  });

  it('has no substitutes for a product without a salt_key', () => {
    expect(orderSubstitutes({ ...current, salt_key: null }, 30, [product('x', 1, null)], noStore)).toEqual([]);
  });
});
