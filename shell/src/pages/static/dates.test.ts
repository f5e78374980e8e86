import { describe, expect, it } from 'vitest';
import { formatIndianLongDate, formatUsLongDate } from './dates';

// Local-time constructors: both formatters use the viewer's time zone, so these stay stable in any TZ.
const nov22 = new Date(2026, 10, 22, 23, 59);
const jan5 = new Date(2027, 0, 5, 0, 0);

describe('formatUsLongDate', () => {
  it('writes month name, day, comma, year', () => {
    expect(formatUsLongDate(nov22)).toBe('November 22, 2026');
    expect(formatUsLongDate(jan5)).toBe('January 5, 2027');
  });

  it('rejects an invalid date with a clear error', () => {
    expect(() => formatUsLongDate(new Date('not a date'))).toThrow(/formatUsLongDate: expected a valid Date/);
  });
});

describe('formatIndianLongDate', () => {
  it('writes day, month name, year without commas', () => {
    expect(formatIndianLongDate(nov22)).toBe('22 November 2026');
    expect(formatIndianLongDate(jan5)).toBe('5 January 2027');
  });

  it('rejects an invalid date with a clear error', () => {
    expect(() => formatIndianLongDate(new Date(Number.NaN))).toThrow(/formatIndianLongDate: expected a valid Date/);
  });
});

describe('a given time zone (server-rendered HTML)', () => {
  it("formats the date of that zone, not the device's", () => {
    const lateEveningUtc = new Date(Date.UTC(2026, 10, 22, 20, 0)); // 23 Nov, 01:30 in India
    expect(formatUsLongDate(lateEveningUtc, 'Asia/Kolkata')).toBe('November 23, 2026');
    expect(formatIndianLongDate(lateEveningUtc, 'Asia/Kolkata')).toBe('23 November 2026');
    expect(formatUsLongDate(lateEveningUtc, 'UTC')).toBe('November 22, 2026');
  });
});
