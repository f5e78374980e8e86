import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  IST_OFFSET_MS,
  addDays,
  addMonths,
  daysBetween,
  daysFrom,
  daysUntil,
  fixedClock,
  formatDay,
  formatIstDate,
  formatIstDateTime,
  formatIstTime,
  formatIstWeekday,
  isDay,
  istAt,
  istDayEnd,
  istDayOf,
  istDayRange,
  istDaysRange,
  istDayStart,
  istOffsetIso,
  istToday,
  lastIstDays,
} from './india-time';

// 00:15 IST on 2 Dec 2026 is 18:45 UTC on 1 Dec: the hours (18:30–24:00 UTC) where a UTC day is
// not India's day.
const AFTER_IST_MIDNIGHT = new Date('2026-12-01T18:45:00Z');

describe('India’s calendar', () => {
  it('today in India turns at 18:30 UTC', () => {
    expect(istToday(new Date('2026-12-01T18:29:59.999Z'))).toBe('2026-12-01');
    expect(istToday(new Date('2026-12-01T18:30:00.000Z'))).toBe('2026-12-02');
    expect(istToday(AFTER_IST_MIDNIGHT)).toBe('2026-12-02');
    expect(istDayOf('2026-12-01T18:45:00Z')).toBe('2026-12-02');
    expect(istDayOf(AFTER_IST_MIDNIGHT.getTime())).toBe('2026-12-02');
    expect(IST_OFFSET_MS).toBe(5.5 * 3_600_000);
  });

  it('refuses what is not a time or a day', () => {
    expect(() => istDayOf('soon')).toThrow('Not a time');
    expect(() => addDays('2026-02-30', 1)).toThrow('Not a day');
    expect(() => istDayStart('1 Dec')).toThrow('Not a day');
  });

  it('knows real days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay(20261201)).toBe(false);
  });

  it('adds days and months, and counts days, across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-02', 20)).toBe('2026-12-22');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-05-10', 6)).toBe('2026-11-10');
    expect(addMonths('2026-12-15', -12)).toBe('2025-12-15');
    expect(daysBetween('2026-12-02', '2026-12-22')).toBe(20);
    expect(daysBetween('2026-12-22', '2026-12-02')).toBe(-20);
    expect(daysBetween('2026-12-31', '2027-12-31')).toBe(365);
    expect(daysFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysFrom('2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('counts days until a day from India’s today', () => {
    expect(daysUntil('2026-12-22', AFTER_IST_MIDNIGHT)).toBe(20);
    expect(daysUntil('2026-12-22', new Date('2026-12-01T18:29:00Z'))).toBe(21);
    expect(daysUntil('2026-12-02', AFTER_IST_MIDNIGHT)).toBe(0);
    expect(daysUntil('2026-12-01', AFTER_IST_MIDNIGHT)).toBe(-1);
    expect(daysUntil('soon', AFTER_IST_MIDNIGHT)).toBeNull();
    expect(lastIstDays(AFTER_IST_MIDNIGHT, 3)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('gives an IST day’s instants for queries: [00:00 IST, next 00:00 IST)', () => {
    expect(istDayStart('2026-12-02')).toBe('2026-12-01T18:30:00.000Z');
    expect(istDayEnd('2026-12-02')).toBe('2026-12-02T18:30:00.000Z');
    expect(istDayRange('2026-12-02')).toEqual({ start: '2026-12-01T18:30:00.000Z', end: '2026-12-02T18:30:00.000Z' });
    expect(istDaysRange('2026-12-01', '2026-12-31')).toEqual({
      start: '2026-11-30T18:30:00.000Z',
      end: '2026-12-31T18:30:00.000Z',
    });
    expect(Date.parse(istDayEnd('2026-12-02')) - Date.parse(istDayStart('2026-12-02'))).toBe(DAY_MS);
    expect(istDayOf(istDayStart('2026-12-02'))).toBe('2026-12-02');
    expect(istDayOf(Date.parse(istDayEnd('2026-12-02')) - 1)).toBe('2026-12-02');
    expect(istAt('2026-12-02', 8).toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(istAt('2026-12-02', 0, 15)).toEqual(AFTER_IST_MIDNIGHT);
  });

  it('formats days and times as people in India read them', () => {
    expect(formatDay('2026-12-02')).toBe('2 Dec 2026');
    expect(formatDay('2026-12-02', 'long')).toBe('2 December 2026');
    expect(formatIstDate(AFTER_IST_MIDNIGHT)).toBe('2 Dec 2026');
    expect(formatIstDateTime(AFTER_IST_MIDNIGHT)).toBe('2 Dec 2026, 12:15 am');
    expect(formatIstTime(AFTER_IST_MIDNIGHT)).toBe('12:15 am');
    expect(formatIstWeekday(AFTER_IST_MIDNIGHT)).toBe('Wed, 2 Dec');
    expect(istOffsetIso(AFTER_IST_MIDNIGHT)).toBe('2026-12-02T00:15:00+05:30');
  });

  it('a fixed clock always tells the same time', () => {
    const clock = fixedClock('2026-12-01T18:45:00Z');
    expect(clock()).toEqual(AFTER_IST_MIDNIGHT);
    clock().setTime(0);
    expect(istToday(clock())).toBe('2026-12-02');
  });
});
