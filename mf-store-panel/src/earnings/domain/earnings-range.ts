// The range /store/earnings shows (issue 18 §5): the last 7 or 30 days, or custom days; kept in
// the URL as the grid's `from` / `to` filters (IST days, both included). The day rules are the
// analytics pages' (shared/src/domain/day-range.ts); only the presets differ. Pure.
import { lastDays, rangeFromParams, type DayRange, type RangeProblem } from '@instamg/shared/domain/day-range';

export type RangePreset = '7' | '30' | 'custom';

export const RANGE_LABELS: Readonly<Record<RangePreset, string>> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  custom: 'Custom',
};

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
): { range: DayRange; problem: string | null; problemCode: RangeProblem | null } {
  return rangeFromParams({ from: filters.from, to: filters.to }, now);
}
