import { describe, expect, it } from 'vitest';
import { EXPIRING_LIST_LIMIT, expiringStock, expiringWindow, type ExpiringBatchInput } from './expiring-stock';

const NOW = new Date('2026-11-25T06:00:00.000Z');
const inDays = (days: number, extraMs = 0) => new Date(NOW.getTime() + days * 86_400_000 + extraMs).toISOString();
const batch = (id: string, expiry: string, stock: number, price: number, extra: Partial<ExpiringBatchInput> = {}) => ({
  $id: id,
  product_id: `p-${id}`,
  batch: `B-${id}`,
  expiry,
  stock,
  selling_price: price,
  ...extra,
});

describe('expiringStock', () => {
  it('bands at 30 and 90 days (cumulative), value = stock × selling price in paise', () => {
    const result = expiringStock(
      [
        batch('a', inDays(0, 60_000), 3, 12.35), // 1 minute left: band 30, 0 days left
        batch('b', inDays(30, -1), 2, 0.1), // just under 30 days
        batch('c', inDays(30), 10, 99.99), // exactly 30 days: the 90-day band
        batch('d', inDays(90, -1), 1, 1000), // just under 90 days
        batch('e', inDays(90), 50, 5), // 90 days: outside
        batch('f', inDays(0, -1), 7, 10), // expired a moment ago: not counted
        batch('g', inDays(10), 0, 10), // none left
        batch('h', inDays(10), 4, 10, { visible: false }), // unfinished import
        batch('a', inDays(0, 60_000), 3, 12.35), // listed twice
      ],
      NOW,
    );
    expect(result.bands).toEqual([
      { days: 30, batches: 2, units: 5, value_paise: 3 * 1235 + 2 * 10 },
      { days: 90, batches: 4, units: 16, value_paise: 3 * 1235 + 2 * 10 + 10 * 9999 + 100_000 },
    ]);
    expect(result.batches.map((b) => [b.inventory_id, b.band, b.days_left, b.value_paise])).toEqual([
      ['a', 30, 0, 3705],
      ['b', 30, 29, 20],
      ['c', 90, 30, 99_990],
      ['d', 90, 89, 100_000],
    ]);
    expect(result.batch_count).toBe(4);
    expect(Number.isInteger(result.bands[1]!.value_paise)).toBe(true);
  });

  it('lists at most EXPIRING_LIST_LIMIT batches, soonest first, but sums them all', () => {
    const rows = Array.from({ length: EXPIRING_LIST_LIMIT + 5 }, (_, i) =>
      batch(`x${String(i).padStart(4, '0')}`, inDays(1 + (i % 80)), 1, 1),
    );
    const result = expiringStock(rows, NOW);
    expect(result.batches).toHaveLength(EXPIRING_LIST_LIMIT);
    expect(result.batch_count).toBe(EXPIRING_LIST_LIMIT + 5);
    expect(result.bands[1]).toMatchObject({
      batches: EXPIRING_LIST_LIMIT + 5,
      value_paise: 100 * (EXPIRING_LIST_LIMIT + 5),
    });
    expect(result.batches[0]!.days_left).toBe(1);
  });

  it('the read window is [now, now + 90 days)', () => {
    expect(expiringWindow(NOW)).toEqual({ from: '2026-11-25T06:00:00.000Z', to: '2027-02-23T06:00:00.000Z' });
  });
});
