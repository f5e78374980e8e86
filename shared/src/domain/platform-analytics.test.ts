import { describe, expect, it } from 'vitest';
import {
  DAY_PRODUCTS_MAX_CHARS,
  customerFigures,
  dayProducts,
  encodeDayProducts,
  normaliseSearchMiss,
  parseDayProducts,
  platformAnalytics,
  searchMissRowId,
  type PlatformDayRow,
} from './platform-analytics';

describe('day products', () => {
  it('sums units and paise of the sale orders only, each line once, and round-trips through the column', () => {
    const items = [
      { $id: 'i1', order_id: 'o1', product_id: 'p1', quantity: 2, line_total: 50.5 },
      { $id: 'i2', order_id: 'o2', product_id: 'p1', quantity: 1, line_total: 25.25 },
      { $id: 'i3', order_id: 'o2', product_id: 'p2', quantity: 3, line_total: 300 },
      { $id: 'i3', order_id: 'o2', product_id: 'p2', quantity: 3, line_total: 300 },
      { $id: 'i4', order_id: 'o3', product_id: 'p3', quantity: 9, line_total: 900 },
    ];
    const products = dayProducts(new Set(['o1', 'o2']), items);
    expect(Object.fromEntries(products)).toEqual({
      p1: { units: 3, sales_paise: 7575 },
      p2: { units: 3, sales_paise: 30000 },
    });
    const text = encodeDayProducts(products);
    expect(text).toBe('[["p2",3,30000],["p1",3,7575]]');
    expect(Object.fromEntries(parseDayProducts(text))).toEqual(Object.fromEntries(products));
    expect(parseDayProducts('not json').size).toBe(0);
    expect(parseDayProducts(null).size).toBe(0);
  });

  it('keeps the best sellers within the column size', () => {
    const many = new Map(
      Array.from({ length: 1000 }, (_, i) => [`product-${String(i).padStart(4, '0')}`, { units: 1, sales_paise: i }]),
    );
    const text = encodeDayProducts(many);
    expect(text.length).toBeLessThanOrEqual(DAY_PRODUCTS_MAX_CHARS);
    const kept = parseDayProducts(text);
    expect(kept.has('product-0999')).toBe(true);
    expect(kept.has('product-0000')).toBe(false);
  });
});

describe('search misses', () => {
  it('normalises case, punctuation and spaces, and never keeps a phone number, PIN or e-mail', () => {
    expect(normaliseSearchMiss('  Dolo   650!! ')).toBe('dolo 650');
    expect(normaliseSearchMiss('DOLO 650')).toBe('dolo 650');
    expect(normaliseSearchMiss('x')).toBe('');
    expect(normaliseSearchMiss('9876543210')).toBe('');
    expect(normaliseSearchMiss('+91 98765 43210')).toBe('');
    expect(normaliseSearchMiss('asha@example.in')).toBe('');
    expect(normaliseSearchMiss('a'.repeat(100))).toHaveLength(64);
  });

  it('one row id per query and day, a valid Appwrite id', () => {
    const id = searchMissRowId('dolo 650', '2026-11-25');
    expect(id).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/);
    expect(id).not.toBe(searchMissRowId('dolo 650', '2026-11-26'));
    expect(id).not.toBe(searchMissRowId('dolo 500', '2026-11-25'));
  });
});

describe('customerFigures', () => {
  it('counts a customer new on their first order at any store, and repeat by orders at every store', () => {
    const { newByDay, customers, repeat } = customerFigures('2026-11-02', '2026-11-03', [
      // c1: first at store A on 1 Nov (before the range), again at B in the range → not new, repeat.
      {
        customer_id: 'c1',
        order_count: 1,
        first_order_at: '2026-11-01T04:00:00Z',
        last_order_at: '2026-11-01T04:00:00Z',
      },
      {
        customer_id: 'c1',
        order_count: 1,
        first_order_at: '2026-11-02T04:00:00Z',
        last_order_at: '2026-11-02T04:00:00Z',
      },
      // c2: first order 2 Nov 23:00 IST (17:30 UTC) → new on 2 Nov; one order → not repeat.
      {
        customer_id: 'c2',
        order_count: 1,
        first_order_at: '2026-11-02T17:30:00Z',
        last_order_at: '2026-11-02T17:30:00Z',
      },
      // c3: 00:30 IST on 3 Nov is 19:00 UTC on 2 Nov → new on 3 Nov; three orders → repeat.
      {
        customer_id: 'c3',
        order_count: 3,
        first_order_at: '2026-11-02T19:00:00Z',
        last_order_at: '2026-11-03T10:00:00Z',
      },
      // c4: ordered after the range only.
      {
        customer_id: 'c4',
        order_count: 1,
        first_order_at: '2026-11-05T04:00:00Z',
        last_order_at: '2026-11-05T04:00:00Z',
      },
    ]);
    expect(Object.fromEntries(newByDay)).toEqual({ '2026-11-02': 1, '2026-11-03': 1 });
    expect([customers, repeat]).toEqual([3, 2]);
  });
});

describe('platformAnalytics', () => {
  const row = (store: string, day: string, over: Partial<PlatformDayRow> = {}): PlatformDayRow => ({
    store_id: store,
    day,
    received_count: 2,
    accepted_count: 2,
    rejected_count: 0,
    timed_out_count: 0,
    rerouted_away_count: 0,
    sales_paise: 10_000,
    delivered_paise: 5_000,
    top_products: '[["p1",2,10000]]',
    ...over,
  });

  it('adds the store days per day, city and store, with rates of the sums and the top products and misses', () => {
    const a = platformAnalytics({
      from: '2026-11-01',
      to: '2026-11-03',
      days: [
        row('s1', '2026-11-01'),
        row('s1', '2026-11-01'), // a second row of a store's day counts once
        row('s2', '2026-11-01', {
          received_count: 4,
          accepted_count: 1,
          rejected_count: 2,
          timed_out_count: 1,
          rerouted_away_count: 3,
          sales_paise: 1_000,
          top_products: '[["p2",5,50000],["p1",1,500]]',
        }),
        row('s3', '2026-11-03', {
          sales_paise: 7_000,
          top_products: null,
          delivery_minutes: '{"20":3,"25":1,"45":1}',
          delivered_late_count: 1,
        }),
        row('s1', '2026-11-09'), // outside the range
      ],
      stores: [
        { $id: 's1', name: 'Alpha Pharmacy', city: 'Delhi' },
        { $id: 's2', name: 'Beta Chemist', city: 'Mumbai' },
        { $id: 's3', name: 'Gamma Meds', city: 'delhi' },
      ],
      customers: [],
      misses: [
        { query: 'zzz', count: 2, day: '2026-11-01' },
        { query: 'zzz', count: 1, day: '2026-11-02' },
        { query: 'aaa', count: 3, day: '2026-11-03' },
        { query: 'old', count: 9, day: '2026-10-01' },
      ],
      productNames: new Map([['p2', 'Dolo 650']]),
    });
    expect(a.days.map((d) => [d.day, d.orders, d.gmv_paise, d.acceptance_rate])).toEqual([
      ['2026-11-01', 6, 11_000, 50],
      ['2026-11-02', 0, 0, null],
      ['2026-11-03', 2, 7_000, 100],
    ]);
    expect(a.totals).toMatchObject({
      orders: 8,
      gmv_paise: 18_000,
      delivered_paise: 15_000,
      accepted: 5,
      rejected: 2,
      timed_out: 1,
      rerouted: 3,
      acceptance_rate: 63,
    });
    expect(a.by_city.map((c) => [c.label, c.orders, c.gmv_paise, c.acceptance_rate])).toEqual([
      ['Delhi', 4, 17_000, 100],
      ['Mumbai', 4, 1_000, 25],
    ]);
    expect(a.by_store.map((s) => [s.label, s.gmv_paise])).toEqual([
      ['Alpha Pharmacy', 10_000],
      ['Gamma Meds', 7_000],
      ['Beta Chemist', 1_000],
    ]);
    // Delivery times of a store over its days, from the day rows' minute histograms (issue 38 §5).
    expect(a.by_store.find((s) => s.key === 's3')!.delivery).toEqual({
      delivered: 5,
      late: 1,
      p50_minutes: 20,
      p90_minutes: 45,
    });
    expect(a.by_store.find((s) => s.key === 's1')!.delivery).toEqual({
      delivered: 0,
      late: 0,
      p50_minutes: null,
      p90_minutes: null,
    });
    expect(a.top_products).toEqual([
      { product_id: 'p2', name: 'Dolo 650', units: 5, sales_paise: 50_000 },
      { product_id: 'p1', name: 'p1', units: 3, sales_paise: 10_500 },
    ]);
    expect(a.searches_without_result).toEqual([
      { query: 'aaa', count: 3 },
      { query: 'zzz', count: 3 },
    ]);
  });
});
