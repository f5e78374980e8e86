// One clock and one calendar (issue 30 §8): every date the product shows, compares or stores as a
// day is a day in India (Asia/Kolkata, UTC+05:30 all year, no daylight saving), computed here.
// Pure: nothing here reads the machine's clock or time zone except `systemClock`, which callers
// pass in (or replace with `fixedClock` in tests), so the answers are the same at any hour on a
// machine in any time zone.
//
// A day is `YYYY-MM-DD`. An instant is a `Date`, an ISO string or epoch milliseconds.

/** India's time zone, for `Intl` and the server renderer. */
export const IST_TIME_ZONE = 'Asia/Kolkata';
/** India Standard Time is UTC+05:30 all year. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 86_400_000;

/** The clock: what time it is. Injected so tests (and a server deciding with a request's time) pin it. */
export type Clock = () => Date;

/** The machine's clock: the one place the product reads the current time for days. */
export const systemClock: Clock = () => new Date();

/** A clock stopped at `at` (tests; a function deciding a whole request at one instant). */
export function fixedClock(at: Date | string | number): Clock {
  const ms = instantMs(at);
  return () => new Date(ms);
}

export type Instant = Date | string | number;

function instantMs(at: Instant): number {
  const ms = typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(ms)) throw new Error(`Not a time: ${String(at)}`);
  return ms;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

function dayMs(day: string): number {
  if (!isDay(day)) throw new Error(`Not a day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

const dayOfUtcMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The IST calendar day of an instant. */
export function istDayOf(instant: Instant): string {
  return dayOfUtcMs(instantMs(instant) + IST_OFFSET_MS);
}

/** Today in India at `now`. */
export function istToday(now: Date): string {
  return istDayOf(now);
}

/** `day` plus `n` days (`n` may be negative). */
export function addDays(day: string, n: number): string {
  return dayOfUtcMs(dayMs(day) + n * DAY_MS);
}

/** The same day `n` months later (31 Aug + 6 months is 28 Feb: a month's last day at most). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  dayMs(day);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return dayOfUtcMs(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier): 2026-12-01 → 2026-12-21 is 20. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** Days from `from` to `to`, both included (none when `from` is after `to`). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first instant of an IST day (its midnight in India), ISO. */
export function istDayStart(day: string): string {
  return new Date(dayMs(day) - IST_OFFSET_MS).toISOString();
}

/** The first instant after an IST day (the next day's midnight in India), ISO. */
export function istDayEnd(day: string): string {
  return new Date(dayMs(day) - IST_OFFSET_MS + DAY_MS).toISOString();
}

/** The UTC instants an IST day covers: `[start, end)`. */
export function istDayRange(day: string): { start: string; end: string } {
  return { start: istDayStart(day), end: istDayEnd(day) };
}

/** The UTC instants IST days `from`…`to` (both included) cover: `[start, end)`, for queries. */
export function istDaysRange(from: string, to: string): { start: string; end: string } {
  return { start: istDayStart(from), end: istDayEnd(to) };
}

/** The instant of a wall-clock time in India: `istAt('2026-12-02', 8)` is 08:00 IST (02:30 UTC). */
export function istAt(day: string, hour: number, minute = 0): Date {
  return new Date(dayMs(day) - IST_OFFSET_MS + (hour * 60 + minute) * 60_000);
}

/** The last `n` IST days up to and including today, oldest first. */
export function lastIstDays(now: Date, n: number): string[] {
  const today = istToday(now);
  return Array.from({ length: n }, (_, i) => addDays(today, i - (n - 1)));
}

/** Whole IST days from today to `day` (0 today, negative once it has passed), or null for no day. */
export function daysUntil(day: string, now: Date): number | null {
  return isDay(day) ? daysBetween(istToday(now), day) : null;
}

/** A day as people in India read it: '1 Dec 2026' (medium), '01/12/2026' (short), '1 December 2026' (long). */
export function formatDay(day: string, style: 'short' | 'medium' | 'long' = 'medium'): string {
  // A day is a calendar date, not an instant: format its UTC midnight in UTC so no zone moves it.
  return new Intl.DateTimeFormat('en-IN', { dateStyle: style, timeZone: 'UTC' }).format(new Date(dayMs(day)));
}

/** The IST day of an instant as people read it ('1 Dec 2026'). */
export function formatIstDate(instant: Instant, style: 'short' | 'medium' | 'long' = 'medium'): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: style, timeZone: IST_TIME_ZONE }).format(instantMs(instant));
}

/** An instant in India's time as people read it ('1 Dec 2026, 12:15 am'). */
export function formatIstDateTime(
  instant: Instant,
  options: { dateStyle?: 'short' | 'medium' | 'long'; timeStyle?: 'short' | 'medium' } = {},
): string {
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: options.dateStyle ?? 'medium',
    timeStyle: options.timeStyle ?? 'short',
    timeZone: IST_TIME_ZONE,
  }).format(instantMs(instant));
}

/** An instant's time of day in India ('12:15 am'). */
export function formatIstTime(instant: Instant): string {
  return new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: IST_TIME_ZONE }).format(instantMs(instant));
}

/** A day and time as people in India read it: 'Wed, 2 Dec' (a slot's day). */
export function formatIstWeekday(instant: Instant): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: IST_TIME_ZONE,
  }).format(instantMs(instant));
}

/** An instant written in India's offset, `2026-12-01T00:15:00+05:30` (a gateway's or a mail's form). */
export function istOffsetIso(instant: Instant): string {
  return new Date(instantMs(instant) + IST_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, '+05:30');
}
