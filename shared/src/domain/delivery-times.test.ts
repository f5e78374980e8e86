import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MINUTES_CAP,
  deliveryTimesPage,
  histogramPercentile,
  mergeHistograms,
  minutesBetween,
  minutesLate,
  parseMinuteHistogram,
  storeDeliveryTimes,
  type StoreDeliveryTimes,
} from './delivery-times';

const histogramOf = (minutes: readonly number[]): Map<number, number> => {
  const out = new Map<number, number>();
  for (const m of minutes) out.set(m, (out.get(m) ?? 0) + 1);
  return out;
};
/** The textbook nearest rank over the listed values: the ⌈p/100·n⌉-th smallest. */
const nearestRank = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1]!;
};
const encode = (minutes: readonly number[]) => JSON.stringify(Object.fromEntries(histogramOf(minutes)));

describe('histogramPercentile (nearest rank)', () => {
  it('is null with no delivery, the value itself with one, and the lower of two at p50', () => {
    expect(histogramPercentile(new Map(), 50)).toBeNull();
    expect(histogramPercentile(new Map([[7, 0]]), 90)).toBeNull();
    expect(histogramPercentile(histogramOf([12]), 50)).toBe(12);
    expect(histogramPercentile(histogramOf([12]), 90)).toBe(12);
    expect(histogramPercentile(histogramOf([10, 20]), 50)).toBe(10);
    expect(histogramPercentile(histogramOf([10, 20]), 90)).toBe(20);
    // Ten deliveries: p90 is the 9th, not the 10th.
    expect(histogramPercentile(histogramOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 100]), 90)).toBe(9);
    expect(histogramPercentile(histogramOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 100]), 100)).toBe(100);
  });

  it('refuses a percentile outside (0, 100]', () => {
    expect(() => histogramPercentile(histogramOf([1]), 0)).toThrow(RangeError);
    expect(() => histogramPercentile(histogramOf([1]), 101)).toThrow(RangeError);
    expect(() => histogramPercentile(histogramOf([1]), Number.NaN)).toThrow(RangeError);
  });

  it('equals the nearest rank of the listed values, is one of them, and p50 ≤ p90', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: MINUTES_CAP }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 1, max: 100 }),
        (values, p) => {
          const h = histogramOf(values);
          expect(histogramPercentile(h, p)).toBe(nearestRank(values, p));
          expect(values).toContain(histogramPercentile(h, p));
          expect(histogramPercentile(h, 50)!).toBeLessThanOrEqual(histogramPercentile(h, 90)!);
        },
      ),
    );
  });

  it('merging days’ histograms gives the percentile of all their deliveries, in any order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 30 }), { minLength: 1, maxLength: 8 }),
        (days) => {
          const all = days.flat();
          const merged = mergeHistograms(days.map((d) => Object.fromEntries(histogramOf(d))));
          const reversed = mergeHistograms(days.map((d) => Object.fromEntries(histogramOf(d))).reverse());
          expect([...merged.entries()].sort()).toEqual([...reversed.entries()].sort());
          expect(histogramPercentile(merged, 90)).toBe(all.length ? nearestRank(all, 90) : null);
        },
      ),
    );
  });
});

describe('minutes', () => {
  const at = (min: number, sec = 0) => new Date(Date.UTC(2026, 0, 5, 10, min, sec)).toISOString();

  it('late: 0 on time or early, rounded up past the promise, capped', () => {
    expect(minutesLate(at(30), at(30))).toBe(0);
    expect(minutesLate(at(30), at(12))).toBe(0);
    expect(minutesLate(at(30), at(30, 20))).toBe(1);
    expect(minutesLate(at(30), at(42))).toBe(12);
    expect(minutesLate(at(0), new Date(Date.parse(at(0)) + 9 * 3_600_000).toISOString())).toBe(MINUTES_CAP);
  });

  it('between: rounded, never negative, capped', () => {
    expect(minutesBetween(at(0), at(18, 29))).toBe(18);
    expect(minutesBetween(at(0), at(18, 30))).toBe(19);
    expect(minutesBetween(at(20), at(10))).toBe(0);
    expect(minutesBetween(at(0), new Date(Date.parse(at(0)) + 5 * 3_600_000).toISOString())).toBe(MINUTES_CAP);
  });

  it('late > 0 exactly when delivered after the promise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -7_200_000, max: 7_200_000 }), (offset) => {
        const promised = Date.UTC(2026, 0, 5, 10, 0, 0);
        const late = minutesLate(new Date(promised).toISOString(), new Date(promised + offset).toISOString());
        expect(late > 0).toBe(offset > 0);
        expect(late).toBeLessThanOrEqual(MINUTES_CAP);
      }),
    );
  });

  it('reads a histogram column, dropping what is not one', () => {
    expect(parseMinuteHistogram('{"12":2,"x":1,"3":-1,"4":1.5,"5":1}')).toEqual({ 12: 2, 5: 1 });
    expect(parseMinuteHistogram('[1,2]')).toEqual({});
    expect(parseMinuteHistogram('not json')).toEqual({});
    expect(parseMinuteHistogram(null)).toEqual({});
  });
});

describe('storeDeliveryTimes', () => {
  const stores = [
    { $id: 'a', name: 'Apollo Saket', city: 'New Delhi' },
    { $id: 'b', name: 'Better Meds', city: ' Pune ' },
  ];

  it('adds up a store’s days: deliveries, on time %, late and actual p50/p90', () => {
    const [a] = storeDeliveryTimes({
      from: '2026-01-01',
      to: '2026-01-07',
      stores,
      days: [
        // Day 1: 20, 20, 40 min; the 40 came 10 min after its promise.
        {
          store_id: 'a',
          day: '2026-01-01',
          delivered_late_count: 1,
          delivery_minutes: encode([20, 20, 40]),
          late_minutes: encode([0, 0, 10]),
        },
        // Day 3: 25 min, on time; 70 min, 10 late.
        {
          store_id: 'a',
          day: '2026-01-03',
          delivered_late_count: 1,
          delivery_minutes: encode([25, 70]),
          late_minutes: encode([0, 10]),
        },
        // The same row twice counts once; a day outside the range not at all.
        {
          store_id: 'a',
          day: '2026-01-03',
          delivered_late_count: 1,
          delivery_minutes: encode([25, 70]),
          late_minutes: encode([0, 10]),
        },
        { store_id: 'a', day: '2026-01-09', delivered_late_count: 1, delivery_minutes: encode([99]) },
      ],
    });
    expect(a).toEqual<StoreDeliveryTimes>({
      store_id: 'a',
      store_name: 'Apollo Saket',
      city: 'New Delhi',
      deliveries: 5,
      on_time: 3,
      on_time_rate: 60,
      late_p50: 0,
      late_p90: 10,
      actual_p50: 25,
      actual_p90: 70,
    });
  });

  it('leaves out stores without a delivery; a row without late minutes counts in on time, not in late p50/p90', () => {
    const rows = storeDeliveryTimes({
      from: '2026-01-01',
      to: '2026-01-01',
      stores,
      days: [
        { store_id: 'a', day: '2026-01-01', delivered_late_count: 0, delivery_minutes: '{}' },
        { store_id: 'b', day: '2026-01-01', delivered_late_count: 1, delivery_minutes: encode([30, 75]) },
        { store_id: 'gone', day: '2026-01-01', delivered_late_count: 0, delivery_minutes: encode([15]) },
      ],
    });
    expect(rows.map((r) => [r.store_id, r.store_name, r.city, r.deliveries, r.on_time_rate])).toEqual([
      ['b', 'Better Meds', 'Pune', 2, 50],
      ['gone', 'gone', '', 1, 100],
    ]);
    expect(rows[0]).toMatchObject({ late_p50: null, late_p90: null, actual_p50: 30, actual_p90: 75 });
  });

  it('on time never goes below 0 % (a late count above the deliveries)', () => {
    const [b] = storeDeliveryTimes({
      from: '2026-01-01',
      to: '2026-01-01',
      stores,
      days: [{ store_id: 'b', day: '2026-01-01', delivered_late_count: 5, delivery_minutes: encode([30]) }],
    });
    expect([b!.on_time, b!.on_time_rate]).toEqual([0, 0]);
  });
});

describe('deliveryTimesPage', () => {
  const row = (id: string, name: string, rate: number, lateP90: number | null): StoreDeliveryTimes => ({
    store_id: id,
    store_name: name,
    city: '',
    deliveries: 10,
    on_time: rate / 10,
    on_time_rate: rate,
    late_p50: lateP90 === null ? null : 0,
    late_p90: lateP90,
    actual_p50: 20,
    actual_p90: 40,
  });
  const rows = [row('1', 'Cee', 90, 5), row('2', 'Aye', 50, null), row('3', 'Bee', 50, 30), row('4', 'Dee', 100, 0)];

  it('sorts by one column, ties by name, a missing figure last either way', () => {
    const ids = (field: 'on_time_rate' | 'late_p90' | 'store_name', direction: 'asc' | 'desc') =>
      deliveryTimesPage(rows, { field, direction, page: 1, pageSize: 25 }).rows.map((r) => r.store_id);
    expect(ids('on_time_rate', 'asc')).toEqual(['2', '3', '1', '4']);
    expect(ids('on_time_rate', 'desc')).toEqual(['4', '1', '2', '3']);
    expect(ids('late_p90', 'asc')).toEqual(['4', '1', '3', '2']);
    expect(ids('late_p90', 'desc')).toEqual(['3', '1', '4', '2']);
    expect(ids('store_name', 'asc')).toEqual(['2', '3', '1', '4']);
  });

  it('cuts pages that neither overlap nor skip, with the total of all', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), (pageSize) => {
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(rows.length / pageSize) + 1; page++) {
          const p = deliveryTimesPage(rows, { field: 'late_p90', direction: 'desc', page, pageSize });
          expect(p.total).toBe(4);
          seen.push(...p.rows.map((r) => r.store_id));
        }
        expect(seen.sort()).toEqual(['1', '2', '3', '4']);
      }),
    );
  });
});
