// A store's real opening hours (issue 33 §5, ADR 0015): a week of opening ranges (several a day,
// a day with none is closed), holidays (whole IST days closed) and one temporary closure. Stored
// as a JSON string in `stores.opening_hours`, written only by the store-status function after
// `validateStoreHours`; every reader parses with `parseStoreHours` and asks `isOpenAt` /
// `nextOpening` with the caller's clock. All times are wall-clock times in India (india-time).
// Pure: no clock, no I/O.

import { addDays, istAt, istDayEnd, istDayOf, istDayStart, isDay, formatIstTime, formatIstWeekday } from './india-time';

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Monday first, as the editor lists them. */
export const WEEK_ORDER: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * One opening range, `HH:MM` in India. `close` is `24:00` for midnight; a `close` earlier than
 * `open` runs past midnight into the next day (20:00–02:00).
 */
export interface TimeRange {
  open: string;
  close: string;
}

export interface StoreHours {
  week: Record<Weekday, TimeRange[]>;
  /** Whole IST days the store is closed (`YYYY-MM-DD`). */
  holidays: string[];
  /** A temporary closure, ISO instants `[from, until)`; null when none. */
  closure: { from: string; until: string; reason: string | null } | null;
}

export const MAX_RANGES_PER_DAY = 4;
export const MAX_HOLIDAYS = 60;
/** The `stores.opening_hours` column's size; a valid value always fits. */
export const STORE_HOURS_MAX_CHARS = 2000;
/** How far ahead `nextOpening` looks (two weeks, or past a closure). */
const HORIZON_DAYS = 15;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The same hours every day, one range (the seed's and a new store's starting point). */
export function everyDay(open: string, close: string): StoreHours {
  const week = Object.fromEntries(WEEKDAYS.map((d) => [d, [{ open, close }]])) as Record<Weekday, TimeRange[]>;
  return { week, holidays: [], closure: null };
}

/** Open round the clock. */
export const ALWAYS_OPEN: StoreHours = everyDay('00:00', '24:00');

/** Why hours were refused, as a code (the store panel words it in the page's language; `message` is the English). */
export type HoursProblem =
  | { code: 'shape' | 'holidays' | 'closure' }
  | {
      code: 'too_many_ranges' | 'range_fields' | 'time_format' | 'same_time' | 'overlap' | 'past_midnight';
      day: Weekday;
    };

export type HoursResult = { ok: true; hours: StoreHours } | { ok: false; message: string; problem: HoursProblem };

/** The English sentence of each problem (the API's message, and the panel's English). */
export function hoursProblemMessage(problem: HoursProblem): string {
  switch (problem.code) {
    case 'shape':
      return 'hours must be an object with week, holidays and closure.';
    case 'holidays':
      return `holidays must be at most ${MAX_HOLIDAYS} days (YYYY-MM-DD).`;
    case 'closure':
      return 'closure needs from and until (ISO date and time), until after from.';
    case 'too_many_ranges':
      return `${WEEKDAY_LABELS[problem.day]} takes at most ${MAX_RANGES_PER_DAY} ranges.`;
    case 'range_fields':
      return `${WEEKDAY_LABELS[problem.day]}: each range needs open and close (HH:MM).`;
    case 'time_format':
      return `${WEEKDAY_LABELS[problem.day]}: times are HH:MM from 00:00 to 24:00.`;
    case 'same_time':
      return `${WEEKDAY_LABELS[problem.day]}: a range cannot open and close at the same time.`;
    case 'overlap':
      return `${WEEKDAY_LABELS[problem.day]}: the ranges overlap.`;
    case 'past_midnight':
      return `${WEEKDAY_LABELS[problem.day]}: only the last range may run past midnight.`;
  }
}

const refuse = (problem: HoursProblem): HoursResult => ({ ok: false, message: hoursProblemMessage(problem), problem });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks untrusted input (a request body, a stored string's JSON) and returns clean hours. */
export function validateStoreHours(input: unknown): HoursResult {
  if (!isRecord(input) || !isRecord(input.week)) return refuse({ code: 'shape' });
  const week = {} as Record<Weekday, TimeRange[]>;
  for (const day of WEEKDAYS) {
    const ranges = input.week[day] ?? [];
    if (!Array.isArray(ranges) || ranges.length > MAX_RANGES_PER_DAY) return refuse({ code: 'too_many_ranges', day });
    const clean: TimeRange[] = [];
    for (const range of ranges) {
      if (!isRecord(range) || typeof range.open !== 'string' || typeof range.close !== 'string')
        return refuse({ code: 'range_fields', day });
      const { open, close } = range;
      if (!TIME.test(open) || !TIME.test(close) || open === '24:00') return refuse({ code: 'time_format', day });
      if (minutesOf(open) === minutesOf(close)) return refuse({ code: 'same_time', day });
      clean.push({ open, close: close === '00:00' ? '24:00' : close });
    }
    clean.sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
    for (let i = 1; i < clean.length; i++) {
      const prev = clean[i - 1]!;
      const prevEnd = minutesOf(prev.close) <= minutesOf(prev.open) ? 24 * 60 : minutesOf(prev.close);
      if (minutesOf(clean[i]!.open) < prevEnd) return refuse({ code: 'overlap', day });
    }
    const overnight = clean.filter((r) => minutesOf(r.close) < minutesOf(r.open));
    if (overnight.length > 1 || (overnight.length === 1 && clean.at(-1) !== overnight[0]))
      return refuse({ code: 'past_midnight', day });
    week[day] = clean;
  }
  const holidays = input.holidays ?? [];
  if (!Array.isArray(holidays) || holidays.length > MAX_HOLIDAYS || !holidays.every(isDay))
    return refuse({ code: 'holidays' });
  let closure: StoreHours['closure'] = null;
  if (input.closure !== undefined && input.closure !== null) {
    const c = input.closure;
    const iso = /^\d{4}-\d{2}-\d{2}T/;
    if (
      !isRecord(c) ||
      typeof c.from !== 'string' ||
      typeof c.until !== 'string' ||
      !iso.test(c.from) ||
      !iso.test(c.until) ||
      !Number.isFinite(Date.parse(c.from)) ||
      !Number.isFinite(Date.parse(c.until)) ||
      Date.parse(c.until) <= Date.parse(c.from)
    )
      return refuse({ code: 'closure' });
    const reason = typeof c.reason === 'string' && c.reason.trim() !== '' ? c.reason.trim().slice(0, 120) : null;
    closure = { from: new Date(c.from).toISOString(), until: new Date(c.until).toISOString(), reason };
  }
  return { ok: true, hours: { week, holidays: [...new Set(holidays)].sort(), closure } };
}

/** The stored string of valid hours. */
export function serializeStoreHours(hours: StoreHours): string {
  return JSON.stringify(hours);
}

/** Hours from the stored string; null when there are none or they do not read as valid hours. */
export function parseStoreHours(stored: string | null | undefined): StoreHours | null {
  if (!stored) return null;
  try {
    const result = validateStoreHours(JSON.parse(stored));
    return result.ok ? result.hours : null;
  } catch {
    return null;
  }
}

/** Whether the hours open the store at all in a normal week (a go-live check). */
export function hasOpeningHours(hours: StoreHours | null): hours is StoreHours {
  return hours !== null && WEEKDAYS.some((d) => hours.week[d].length > 0);
}

type Interval = [number, number];

const weekdayOf = (day: string): Weekday => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;

function subtract(intervals: Interval[], [from, until]: Interval): Interval[] {
  return intervals.flatMap(([s, e]): Interval[] => {
    if (e <= from || s >= until) return [[s, e]];
    const parts: Interval[] = [];
    if (s < from) parts.push([s, from]);
    if (e > until) parts.push([until, e]);
    return parts;
  });
}

/** The open intervals (epoch ms, merged) from the day before `now` for `days` IST days. */
function openIntervals(hours: StoreHours, now: Date, days: number): Interval[] {
  const first = addDays(istDayOf(now), -1);
  let intervals: Interval[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(first, i);
    for (const { open, close } of hours.week[weekdayOf(day)]) {
      const o = minutesOf(open);
      const c = minutesOf(close);
      const start = istAt(day, 0, o).getTime();
      const end = c > o ? istAt(day, 0, c).getTime() : istAt(addDays(day, 1), 0, c).getTime();
      intervals.push([start, end]);
    }
  }
  for (const holiday of hours.holidays)
    intervals = subtract(intervals, [Date.parse(istDayStart(holiday)), Date.parse(istDayEnd(holiday))]);
  if (hours.closure) intervals = subtract(intervals, [Date.parse(hours.closure.from), Date.parse(hours.closure.until)]);
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push([...interval]);
  }
  return merged;
}

function horizonDays(hours: StoreHours, now: Date): number {
  const closureEnd = hours.closure ? Date.parse(hours.closure.until) : 0;
  const extra = closureEnd > now.getTime() ? Math.ceil((closureEnd - now.getTime()) / 86_400_000) : 0;
  return HORIZON_DAYS + Math.min(extra, 366);
}

/** Whether the store is open at `now` (weekly ranges in India, less holidays and the closure). */
export function isOpenAt(hours: StoreHours, now: Date): boolean {
  const t = now.getTime();
  return openIntervals(hours, now, 3).some(([s, e]) => s <= t && t < e);
}

/**
 * The first instant at or after `now` at which the store is open: `now` itself when it is open,
 * null when it does not open within the next two weeks (after the closure, if one is running).
 */
export function nextOpening(hours: StoreHours, now: Date): Date | null {
  const t = now.getTime();
  const found = openIntervals(hours, now, horizonDays(hours, now) + 1).find(([, e]) => e > t);
  return found ? new Date(Math.max(found[0], t)) : null;
}

/** When an open store next closes (null when closed now, or open past the horizon). */
export function closesAt(hours: StoreHours, now: Date): Date | null {
  const t = now.getTime();
  const found = openIntervals(hours, now, HORIZON_DAYS).find(([s, e]) => s <= t && t < e);
  if (!found) return null;
  return found[1] >= openIntervals(hours, now, HORIZON_DAYS).at(-1)![1] ? null : new Date(found[1]);
}

/** What a customer reads about the hours at `now`: 'Open 24 hours', 'Open · closes 11:00 pm', 'Closed · opens 7:00 am Thu, 3 Dec'. */
export function hoursLabel(hours: StoreHours | null, now: Date): string | null {
  if (!hasOpeningHours(hours)) return null;
  if (isOpenAt(hours, now)) {
    const close = closesAt(hours, now);
    return close ? `Open · closes ${formatIstTime(close)}` : 'Open 24 hours';
  }
  const next = nextOpening(hours, now);
  if (!next) return 'Closed';
  const sameDay = istDayOf(next) === istDayOf(now);
  return `Closed · opens ${formatIstTime(next)}${sameDay ? '' : ` ${formatIstWeekday(next)}`}`;
}
