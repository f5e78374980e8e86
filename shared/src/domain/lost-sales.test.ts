import { describe, expect, it } from 'vitest';
import {
  LOST_ITEMS_MAX_CHARS,
  encodeLostItems,
  lostItemsOfDay,
  lostOrders,
  lostSalesOfRange,
  parseLostItems,
  type LostEntry,
} from './lost-sales';

describe('lostOrders', () => {
  it('an out-of-stock rejection is out_of_stock; a time-out or move without a rejection is moved_away', () => {
    const causes = lostOrders([
      { order_id: 'o1', kind: 'rejected', reason: 'out_of_stock' },
      { order_id: 'o1', kind: 'rerouted_away' },
      { order_id: 'o2', kind: 'timed_out' },
      { order_id: 'o2', kind: 'rerouted_away' },
      { order_id: 'o3', kind: 'rerouted_away' },
      { order_id: 'o4', kind: 'rejected', reason: 'rx_invalid' },
      { order_id: 'o4', kind: 'rerouted_away' },
      { order_id: 'o5', kind: 'accepted' },
      { order_id: 'o6', kind: 'routed_here' },
      { order_id: 'o7', kind: 'rejected', reason: 'out_of_stock' },
    ]);
    expect(Object.fromEntries(causes)).toEqual({
      o1: 'out_of_stock',
      o2: 'moved_away',
      o3: 'moved_away',
      o7: 'out_of_stock',
    });
  });
});

describe('lostItemsOfDay', () => {
  it('adds the lost orders’ lines (once each) and declined or expired substitutions, in paise', () => {
    const orders = lostOrders([
      { order_id: 'o1', kind: 'rejected', reason: 'out_of_stock' },
      { order_id: 'o2', kind: 'timed_out' },
    ]);
    const line = (id: string, order: string, product: string, quantity: number, total: number) => ({
      $id: id,
      order_id: order,
      product_id: product,
      quantity,
      line_total: total,
    });
    const entries = lostItemsOfDay(
      orders,
      [
        line('l1', 'o1', 'pA', 2, 120.5),
        line('l1', 'o1', 'pA', 2, 120.5), // listed twice
        line('l2', 'o1', 'pB', 1, 0.1 + 0.2), // 30 paise, not 30.000000000000004
        line('l3', 'o2', 'pA', 3, 180.75),
        line('l4', 'o9', 'pC', 9, 999), // not lost
      ],
      [
        { $id: 's1', status: 'declined', original_product_id: 'pC', quantity: 4, original_line_total: 400 },
        { $id: 's2', status: 'expired', original_product_id: 'pC', quantity: 1, original_line_total: 100 },
        { $id: 's3', status: 'accepted', original_product_id: 'pC', quantity: 5, original_line_total: 500 },
        { $id: 's4', status: 'withdrawn', original_product_id: 'pB', quantity: 5, original_line_total: 500 },
      ],
    );
    expect(entries).toEqual([
      { product_id: 'pC', cause: 'substitute_declined', units: 5, value_paise: 50_000 },
      { product_id: 'pA', cause: 'moved_away', units: 3, value_paise: 18_075 },
      { product_id: 'pA', cause: 'out_of_stock', units: 2, value_paise: 12_050 },
      { product_id: 'pB', cause: 'out_of_stock', units: 1, value_paise: 30 },
    ]);
  });

  it('a day without losses is empty', () => {
    expect(lostItemsOfDay(new Map(), [], [])).toEqual([]);
    expect(encodeLostItems([])).toBe('[]');
  });
});

describe('encode / parse', () => {
  it('round-trips, largest value first, and cuts to the column size', () => {
    const entries: LostEntry[] = [
      { product_id: 'small', cause: 'moved_away', units: 1, value_paise: 5 },
      { product_id: 'big', cause: 'out_of_stock', units: 2, value_paise: 900 },
    ];
    const text = encodeLostItems(entries);
    expect(text).toBe('[["big","out_of_stock",2,900],["small","moved_away",1,5]]');
    expect(parseLostItems(text)).toEqual([entries[1], entries[0]]);

    const many: LostEntry[] = Array.from({ length: 800 }, (_, i) => ({
      product_id: `product-${String(i).padStart(4, '0')}`,
      cause: 'out_of_stock',
      units: 1,
      value_paise: 1000 + i,
    }));
    const cut = encodeLostItems(many);
    expect(cut.length).toBeLessThanOrEqual(LOST_ITEMS_MAX_CHARS);
    const kept = parseLostItems(cut);
    expect(kept.length).toBeGreaterThan(100);
    expect(kept.length).toBeLessThan(800);
    // The largest are kept.
    expect(kept[0]!.value_paise).toBe(1799);
    expect(Math.min(...kept.map((e) => e.value_paise))).toBeGreaterThan(1000);
  });

  it('reads bad text, unknown causes and wrong types as nothing', () => {
    expect(parseLostItems(null)).toEqual([]);
    expect(parseLostItems('not json')).toEqual([]);
    expect(parseLostItems('{"a":1}')).toEqual([]);
    expect(parseLostItems('[["p","stolen",1,2],["p","moved_away","1",2],["q","moved_away",1,2]]')).toEqual([
      { product_id: 'q', cause: 'moved_away', units: 1, value_paise: 2 },
    ]);
  });
});

describe('lostSalesOfRange', () => {
  it('adds the days per product and per cause, largest value first', () => {
    const range = lostSalesOfRange([
      '[["pA","out_of_stock",2,1000],["pB","moved_away",1,300]]',
      null,
      '[["pA","substitute_declined",1,500],["pB","moved_away",4,1200]]',
      'garbage',
    ]);
    expect(range.total).toEqual({ units: 8, value_paise: 3000 });
    expect(range.products).toEqual([
      {
        product_id: 'pB',
        units: 5,
        value_paise: 1500,
        by_cause: { moved_away: { units: 5, value_paise: 1500 } },
      },
      {
        product_id: 'pA',
        units: 3,
        value_paise: 1500,
        by_cause: {
          out_of_stock: { units: 2, value_paise: 1000 },
          substitute_declined: { units: 1, value_paise: 500 },
        },
      },
    ]);
    expect(range.causes.map((c) => [c.cause, c.units, c.value_paise])).toEqual([
      ['out_of_stock', 2, 1000],
      ['moved_away', 5, 1500],
      ['substitute_declined', 1, 500],
    ]);
  });
});
