// The range /store/earnings shows (issue 18 §5): the last 7 or 30 days, or custom days; kept in
// the URL as the grid's `from` / `to` filters (IST days, both included). Pure.
import { istToday } from '@instamg/shared/domain/platform-settings';

export type RangePreset = '7' | '30' | 'custom';

export const RANGE_LABELS: Readonly<Record<RangePreset, string>> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  custom: 'Custom',
};

/** The longest range the store-earnings function adds up. */
export const MAX_RANGE_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
}

/** `day` plus `days` (may be negative), YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The last `days` days up to and including today in India. */
export function lastDays(days: number, now: Date): DayRange {
  const to = istToday(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Which preset a range is (custom when it is neither of the two ending today). */
export function presetOf(range: DayRange, now: Date): RangePreset {
  for (const preset of ['7', '30'] as const) {
    const candidate = lastDays(Number(preset), now);
    if (candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return 'custom';
}

/** The range the URL's filters give, or the last 7 days; a reason when the URL's range was refused. */
export function rangeFromFilters(
  filters: Readonly<Record<string, string>>,
  now: Date,
): { range: DayRange; problem: string | null } {
  const { from, to } = filters;
  if (!from && !to) return { range: lastDays(7, now), problem: null };
  if (!from || !to) return { range: lastDays(7, now), problem: 'Choose both a first and a last day.' };
  if (from > to) return { range: lastDays(7, now), problem: 'The first day must not be after the last day.' };
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS)
    return { range: lastDays(7, now), problem: `A range can be at most ${MAX_RANGE_DAYS} days.` };
  return { range: { from, to }, problem: null };
}

/** '18 Nov 2026 – 24 Nov 2026'. */
export function describeRange(range: DayRange): string {
  const day = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return range.from === range.to ? day(range.from) : `${day(range.from)} – ${day(range.to)}`;
}
