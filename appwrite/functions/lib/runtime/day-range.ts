import { daysBetween, isDay, istDaysRange } from '@instamg/shared/domain/india-time';
import { fail } from './errors.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range a summary or statement reads (a year). */
export const MAX_RANGE_DAYS = 366;

/** `{ from, to }` IST days of a request → their UTC bounds; a clear 400 for anything else. */
export function readDayRange(body: Record<string, unknown>): { from: string; to: string; start: string; end: string } {
  const { from, to } = body;
  if (typeof from !== 'string' || typeof to !== 'string' || !DAY.test(from) || !DAY.test(to))
    throw fail('invalid_input', 'from and to must be days (YYYY-MM-DD).');
  if (!isDay(from) || !isDay(to)) throw fail('invalid_input', 'from and to must be real days.');
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw fail('invalid_input', 'from must not be after to.');
  if (days > MAX_RANGE_DAYS) throw fail('invalid_input', `A range can be at most ${MAX_RANGE_DAYS} days.`);
  const { start, end } = istDaysRange(from, to);
  return { from, to, start, end };
}
