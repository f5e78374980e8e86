import { describe, expect, it } from 'vitest';
import { lostOfRange, nameOf, productIdsOf, topProductsOfRange } from './insights';

const range = { from: '2025-03-01', to: '2025-03-03' };

describe('topProductsOfRange', () => {
  it('adds the days of the range (one row a day), best sales first', () => {
    const top = topProductsOfRange(range, [
      { day: '2025-03-01', top_products: '[["pA",2,10000],["pB",1,500]]' },
      { day: '2025-03-01', top_products: '[["pA",100,1000000]]' }, // a second row of a day: ignored
      { day: '2025-03-03', top_products: '[["pB",30,15000]]' },
      { day: '2025-03-04', top_products: '[["pC",1,99999]]' }, // outside the range
      { day: '2025-03-02', top_products: null },
    ]);
    expect(top).toEqual([
      { product_id: 'pB', units: 31, sales_paise: 15_500 },
      { product_id: 'pA', units: 2, sales_paise: 10_000 },
    ]);
  });
});

describe('lostOfRange and names', () => {
  it('adds lost_items of the range’s days and lists every product to name', () => {
    const rows = [
      { day: '2025-03-01', lost_items: '[["pA","out_of_stock",2,1000]]' },
      { day: '2025-03-02', lost_items: '[["pC","moved_away",1,700]]' },
      { day: '2025-02-28', lost_items: '[["pZ","moved_away",9,9000]]' },
    ];
    const lost = lostOfRange(range, rows);
    expect(lost.total).toEqual({ units: 3, value_paise: 1700 });
    expect(lost.products.map((p) => p.product_id)).toEqual(['pA', 'pC']);
    const top = topProductsOfRange(range, [{ day: '2025-03-01', top_products: '[["pB",1,1]]' }]);
    expect(productIdsOf(top, lost)).toEqual(['pA', 'pB', 'pC']);
    expect(nameOf(new Map([['pA', 'Dolo 650']]), 'pA')).toBe('Dolo 650');
    expect(nameOf(undefined, 'pX')).toBe('pX');
  });
});
