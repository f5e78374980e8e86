// The range of IST days an analytics page shows (the store panel's and the admin console's):
// today, the last 7 or 30 days, or custom days, in the URL as ?from=&to= (both included). Pure.
import { addDays, daysBetween, daysFrom, isDay, istToday } from './india-time';

export { addDays };

export type AnalyticsPreset = 'today' | '7' | '30' | 'custom';

export const ANALYTICS_PRESET_LABELS: Readonly<Record<AnalyticsPreset, string>> = {
  today: 'Today',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  custom: 'Custom',
};

/** The longest range a page reads (one rollup row per day; the admin-analytics function's limit too). */
export const MAX_ANALYTICS_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days up to and including today in India. */
export function lastDays(days: number, now: Date): DayRange {
  const to = istToday(now);
  return { from: addDays(to, -(days - 1)), to };
}

const PRESET_DAYS: Readonly<Record<Exclude<AnalyticsPreset, 'custom'>, number>> = { today: 1, '7': 7, '30': 30 };

export function presetRange(preset: Exclude<AnalyticsPreset, 'custom'>, now: Date): DayRange {
  return lastDays(PRESET_DAYS[preset], now);
}

/** Which preset a range is (custom when none of the presets ending today). */
export function presetOf(range: DayRange, now: Date): AnalyticsPreset {
  for (const preset of ['today', '7', '30'] as const) {
    const candidate = presetRange(preset, now);
    if (candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return 'custom';
}

/** Days from `from` to `to`, both included. */
export function daysOf(range: DayRange): string[] {
  return daysFrom(range.from, range.to);
}

/** Why the URL's range was refused, as a code (a panel words it in its language). */
export type RangeProblem = 'incomplete' | 'reversed' | 'too_long';

const RANGE_PROBLEM_TEXTS: Readonly<Record<RangeProblem, string>> = {
  incomplete: 'Choose both a first and a last day.',
  reversed: 'The first day must not be after the last day.',
  too_long: `A range can be at most ${MAX_ANALYTICS_DAYS} days.`,
};

/** The range the URL gives, or the last 7 days; a reason (English, and its code) when the URL's range was refused. */
export function rangeFromParams(
  params: { from?: string | null; to?: string | null },
  now: Date,
): { range: DayRange; problem: string | null; problemCode: RangeProblem | null } {
  const from = params.from ?? '';
  const to = params.to ?? '';
  const fallback = lastDays(7, now);
  const refused = (code: RangeProblem) => ({ range: fallback, problem: RANGE_PROBLEM_TEXTS[code], problemCode: code });
  if (!from && !to) return { range: fallback, problem: null, problemCode: null };
  if (!isDay(from) || !isDay(to)) return refused('incomplete');
  if (from > to) return refused('reversed');
  const days = daysBetween(from, to) + 1;
  if (days > MAX_ANALYTICS_DAYS) return refused('too_long');
  return { range: { from, to }, problem: null, problemCode: null };
}

/** '24 Nov' (a chart axis or a table row). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** '24 Nov 2026' or '1 Nov 2026 – 24 Nov 2026'. */
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

/** '—' or '87%'. */
export const formatRate = (value: number | null): string => (value === null ? '—' : `${value}%`);
