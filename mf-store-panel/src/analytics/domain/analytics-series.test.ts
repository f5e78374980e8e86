import { describe, expect, it } from 'vitest';
import { analyticsCsv, analyticsSeries, type AnalyticsDayFigures } from './analytics-series';

const row = (day: string, figures: Partial<AnalyticsDayFigures> = {}): AnalyticsDayFigures => ({
  day,
  received_count: 0,
  accepted_count: 0,
  acceptance_seconds_sum: 0,
  rejected_count: 0,
  rejections_by_reason: {},
  timed_out_count: 0,
  sales_paise: 0,
  delivered_paise: 0,
  ...figures,
});

describe('analyticsSeries', () => {
  const range = { from: '2026-11-20', to: '2026-11-23' };
  const rows = [
    row('2026-11-20', {
      received_count: 4,
      accepted_count: 3,
      acceptance_seconds_sum: 100,
      rejected_count: 1,
      rejections_by_reason: { out_of_stock: 1 },
      sales_paise: 123_456,
      delivered_paise: 50_000,
    }),
    row('2026-11-22', {
      received_count: 5,
      accepted_count: 2,
      acceptance_seconds_sum: 61,
      rejected_count: 2,
      rejections_by_reason: { out_of_stock: 1, store_closing: 1 },
      timed_out_count: 1,
      sales_paise: 99_999,
    }),
    // Outside the range, and a second row of a day: ignored.
    row('2026-11-24', { received_count: 100, sales_paise: 1 }),
    row('2026-11-20', { received_count: 100 }),
  ];

  it('fills the days without a row with zeros, in order', () => {
    const { days } = analyticsSeries(range, rows);
    expect(days.map((d) => [d.day, d.orders, d.sales_paise])).toEqual([
      ['2026-11-20', 4, 123_456],
      ['2026-11-21', 0, 0],
      ['2026-11-22', 5, 99_999],
      ['2026-11-23', 0, 0],
    ]);
    expect(days[0]).toMatchObject({ accepted: 3, rejected: 1, acceptance_rate: 75, average_acceptance_seconds: 33 });
    // 2 of 5 decided (2 accepted, 2 rejected, 1 timed out); 61 s / 2 rounds to 31.
    expect(days[2]).toMatchObject({ acceptance_rate: 40, average_acceptance_seconds: 31 });
    expect(days[1]).toMatchObject({ acceptance_rate: null, average_acceptance_seconds: null });
  });

  it('totals the range from the sums, not from the mean of the days', () => {
    const { totals } = analyticsSeries(range, rows);
    expect(totals).toMatchObject({
      days: 4,
      orders: 9,
      sales_paise: 223_455,
      delivered_paise: 50_000,
      accepted: 5,
      rejected: 3,
      timed_out: 1,
      // 5 of 9 = 55.6 % → 56 (the mean of 75 and 40 would be 58).
      acceptance_rate: 56,
      // 161 s over 5 acceptances.
      average_acceptance_seconds: 32,
    });
    expect(totals.rejections_by_reason).toEqual([
      { reason: 'out_of_stock', label: 'Out of stock', count: 2 },
      { reason: 'store_closing', label: 'Store closing', count: 1 },
    ]);
  });

  it('is all zeros and nulls for a store without rows', () => {
    const { days, totals } = analyticsSeries({ from: '2026-11-25', to: '2026-11-25' }, []);
    expect(days).toHaveLength(1);
    expect(totals).toMatchObject({
      orders: 0,
      sales_paise: 0,
      acceptance_rate: null,
      average_acceptance_seconds: null,
    });
    expect(totals.rejections_by_reason).toEqual([]);
  });

  it('writes the daily table as CSV with rupees to the paisa', () => {
    const csv = analyticsCsv(analyticsSeries(range, rows)).split('\n');
    expect(csv[0]).toBe(
      'day,orders,sales_inr,delivered_inr,accepted,rejected,timed_out,acceptance_rate_pct,average_acceptance_seconds',
    );
    expect(csv[1]).toBe('2026-11-20,4,1234.56,500.00,3,1,0,75,33');
    expect(csv[2]).toBe('2026-11-21,0,0.00,0.00,0,0,0,,');
    expect(csv).toHaveLength(6);
  });
});
