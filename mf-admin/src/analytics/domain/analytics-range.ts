// /admin/analytics (issue 19 §6): the range it shows — today, the last 7 or 30 days, or custom IST
// days, in the URL as ?from=&to= (both included) — and the formatting of its figures. Pure.
import { istToday } from '@instamg/shared/domain/platform-settings';

export type AnalyticsPreset = 'today' | '7' | '30' | 'custom';

export const ANALYTICS_PRESET_LABELS: Readonly<Record<AnalyticsPreset, string>> = {
  today: 'Today',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  custom: 'Custom',
};

/** The admin-analytics function's longest range. */
export const MAX_ANALYTICS_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const PRESET_DAYS: Readonly<Record<Exclude<AnalyticsPreset, 'custom'>, number>> = { today: 1, '7': 7, '30': 30 };

export function presetRange(preset: Exclude<AnalyticsPreset, 'custom'>, now: Date): DayRange {
  const to = istToday(now);
  return { from: addDays(to, -(PRESET_DAYS[preset] - 1)), to };
}

export function presetOf(range: DayRange, now: Date): AnalyticsPreset {
  for (const preset of ['today', '7', '30'] as const) {
    const candidate = presetRange(preset, now);
    if (candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return 'custom';
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The URL's range, or the last 7 days with the reason the URL's was refused. */
export function rangeFromParams(
  params: { from?: string | null; to?: string | null },
  now: Date,
): { range: DayRange; problem: string | null } {
  const from = params.from ?? '';
  const to = params.to ?? '';
  const fallback = presetRange('7', now);
  if (!from && !to) return { range: fallback, problem: null };
  if (!isDay(from) || !isDay(to)) return { range: fallback, problem: 'Choose both a first and a last day.' };
  if (from > to) return { range: fallback, problem: 'The first day must not be after the last day.' };
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_ANALYTICS_DAYS)
    return { range: fallback, problem: `A range can be at most ${MAX_ANALYTICS_DAYS} days.` };
  return { range: { from, to }, problem: null };
}

/** '24 Nov' (an axis or a table row). */
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
