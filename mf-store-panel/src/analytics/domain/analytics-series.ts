// /store/analytics (issue 18 §4): the series and totals of a range of days (shared/src/domain/day-range.ts)
// drawn from the store's `store_daily_stats` rollup rows (never from its orders). A day without a
// row is a day with nothing in it. Pure.
import { daysOf, type DayRange } from '@instamg/shared/domain/day-range';
import { REJECT_REASONS } from '@instamg/shared/domain/order-intake';
import type { StoreDayFigures } from '@instamg/shared/domain/store-daily-stats';

/** The figures of a rollup row the page uses. */
export type AnalyticsDayFigures = Pick<
  StoreDayFigures,
  | 'received_count'
  | 'accepted_count'
  | 'acceptance_seconds_sum'
  | 'rejected_count'
  | 'rejections_by_reason'
  | 'timed_out_count'
  | 'sales_paise'
  | 'delivered_paise'
> & { day: string };

/** One day of the charts and their table. */
export interface AnalyticsDay {
  day: string;
  orders: number;
  sales_paise: number;
  delivered_paise: number;
  accepted: number;
  rejected: number;
  timed_out: number;
  /** Accepted of the orders the store decided on or let time out, in whole per cent; null without any. */
  acceptance_rate: number | null;
  /** Seconds from arrival to acceptance, averaged and rounded; null without an acceptance. */
  average_acceptance_seconds: number | null;
}

export interface AnalyticsTotals extends Omit<AnalyticsDay, 'day'> {
  days: number;
  /** Rejections over the range by reason code, most first (ties by code). */
  rejections_by_reason: Array<{ reason: string; label: string; count: number }>;
}

export interface AnalyticsSeries {
  days: AnalyticsDay[];
  totals: AnalyticsTotals;
}

const rate = (accepted: number, decided: number): number | null =>
  decided > 0 ? Math.round((accepted / decided) * 100) : null;
const average = (sum: number, count: number): number | null => (count > 0 ? Math.round(sum / count) : null);

/** The label of a rejection reason code (an unknown code reads as itself). */
export function reasonLabel(reason: string): string {
  return (REJECT_REASONS as Record<string, string>)[reason] ?? reason;
}

/**
 * Every day of the range in order (zeros where the store has no row) and the range's totals: sums of
 * the counts and paise, the acceptance rate of the sums (not the mean of daily rates) and the
 * average acceptance time of all acceptances. Rows outside the range, or a second row of a day, are ignored.
 */
export function analyticsSeries(range: DayRange, rows: readonly AnalyticsDayFigures[]): AnalyticsSeries {
  const byDay = new Map<string, AnalyticsDayFigures>();
  for (const row of rows)
    if (row.day >= range.from && row.day <= range.to && !byDay.has(row.day)) byDay.set(row.day, row);
  let secondsSum = 0;
  const reasons = new Map<string, number>();
  const days = daysOf(range).map((day): AnalyticsDay => {
    const row = byDay.get(day);
    const accepted = row?.accepted_count ?? 0;
    const rejected = row?.rejected_count ?? 0;
    const timedOut = row?.timed_out_count ?? 0;
    secondsSum += row?.acceptance_seconds_sum ?? 0;
    for (const [reason, count] of Object.entries(row?.rejections_by_reason ?? {}))
      if (Number.isFinite(count) && count > 0) reasons.set(reason, (reasons.get(reason) ?? 0) + count);
    return {
      day,
      orders: row?.received_count ?? 0,
      sales_paise: row?.sales_paise ?? 0,
      delivered_paise: row?.delivered_paise ?? 0,
      accepted,
      rejected,
      timed_out: timedOut,
      acceptance_rate: rate(accepted, accepted + rejected + timedOut),
      average_acceptance_seconds: average(row?.acceptance_seconds_sum ?? 0, accepted),
    };
  });
  const sum = (pick: (d: AnalyticsDay) => number) => days.reduce((total, d) => total + pick(d), 0);
  const accepted = sum((d) => d.accepted);
  const rejected = sum((d) => d.rejected);
  const timedOut = sum((d) => d.timed_out);
  return {
    days,
    totals: {
      days: days.length,
      orders: sum((d) => d.orders),
      sales_paise: sum((d) => d.sales_paise),
      delivered_paise: sum((d) => d.delivered_paise),
      accepted,
      rejected,
      timed_out: timedOut,
      acceptance_rate: rate(accepted, accepted + rejected + timedOut),
      average_acceptance_seconds: average(secondsSum, accepted),
      rejections_by_reason: [...reasons.entries()]
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .map(([reason, count]) => ({ reason, label: reasonLabel(reason), count })),
    },
  };
}

/** The daily table as CSV (day, orders, sales in rupees with paise, …), for a spreadsheet or a screen reader. */
export function analyticsCsv(series: AnalyticsSeries): string {
  const rupees = (paise: number) => (paise / 100).toFixed(2);
  const lines = [
    'day,orders,sales_inr,delivered_inr,accepted,rejected,timed_out,acceptance_rate_pct,average_acceptance_seconds',
    ...series.days.map((d) =>
      [
        d.day,
        d.orders,
        rupees(d.sales_paise),
        rupees(d.delivered_paise),
        d.accepted,
        d.rejected,
        d.timed_out,
        d.acceptance_rate ?? '',
        d.average_acceptance_seconds ?? '',
      ].join(','),
    ),
  ];
  return `${lines.join('\n')}\n`;
}
