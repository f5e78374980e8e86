import { describe, expect, it } from 'vitest';
import { toProduct, type Product } from './product';
import { orderSubstitutes } from './substitutes';

function product(id: string, price: number, saltKey: string | null = 'paracetamol|650 mg', name = id): Product {
  return toProduct({ $id: id, name, mrp: price + 5, price, schedule: 'none', salt_key: saltKey });
}

describe('orderSubstitutes', () => {
  const current = product('dolo-650-tablet', 30);

  it('lists other brands of the same salt and strength, cheapest first, with the saving', () => {
    const result = orderSubstitutes(current, [
      product('calpol-650-tablet', 27.5),
      current,
      product('paracip-650-tablet', 24.51),
      product('crocin-650-tablet', 31),
    ]);
    expect(result.map((s) => s.product.id)).toEqual(['paracip-650-tablet', 'calpol-650-tablet', 'crocin-650-tablet']);
    expect(result[0]!.saving).toEqual({ amount: 5.49, percent: 18 });
    expect(result[1]!.saving).toEqual({ amount: 2.5, percent: 8 });
    expect(result[2]!.saving).toBeNull();
  });

  it('drops rows with another salt_key, even if the query returned them', () => {
    const result = orderSubstitutes(current, [
      product('dolo-500-tablet', 10, 'paracetamol|500 mg'),
      product('pacimol', 29),
    ]);
    expect(result.map((s) => s.product.id)).toEqual(['pacimol']);
  });

  it('orders equal prices by name so the list is stable', () => {
    const result = orderSubstitutes(current, [
      product('b', 20, undefined, 'Zeta'),
      product('a', 20, undefined, 'Alpha'),
    ]);
    expect(result.map((s) => s.product.name)).toEqual(['Alpha', 'Zeta']);
  });

  it('has no substitutes for a product without a salt_key', () => {
    expect(orderSubstitutes({ ...current, salt_key: null }, [product('x', 1, null)])).toEqual([]);
  });
});
