import { describe, expect, it } from 'vitest';
import { istAt } from './india-time';
import {
  ALWAYS_OPEN,
  everyDay,
  hasOpeningHours,
  hoursLabel,
  isOpenAt,
  nextOpening,
  parseStoreHours,
  serializeStoreHours,
  validateStoreHours,
  type StoreHours,
} from './store-hours';

// 2026-12-02 is a Wednesday.
const WED = '2026-12-02';
const at = (day: string, h: number, m = 0) => istAt(day, h, m);

const split: StoreHours = {
  week: {
    mon: [
      { open: '09:00', close: '13:00' },
      { open: '16:00', close: '21:00' },
    ],
    tue: [{ open: '09:00', close: '21:00' }],
    wed: [
      { open: '09:00', close: '13:00' },
      { open: '16:00', close: '21:00' },
    ],
    thu: [{ open: '20:00', close: '02:00' }],
    fri: [{ open: '09:00', close: '21:00' }],
    sat: [{ open: '10:00', close: '14:00' }],
    sun: [],
  },
  holidays: [],
  closure: null,
};

describe('store hours', () => {
  it('is open inside a range and closed between two ranges of a day', () => {
    expect(isOpenAt(split, at(WED, 8, 59))).toBe(false);
    expect(isOpenAt(split, at(WED, 9))).toBe(true);
    expect(isOpenAt(split, at(WED, 12, 59))).toBe(true);
    expect(isOpenAt(split, at(WED, 13))).toBe(false);
    expect(nextOpening(split, at(WED, 14))).toEqual(at(WED, 16));
    expect(nextOpening(split, at(WED, 10))).toEqual(at(WED, 10));
  });

  it('reads the day in India, not UTC: 00:30 IST Thursday is 19:00 UTC Wednesday', () => {
    const thuEarly = at('2026-12-03', 0, 30);
    expect(thuEarly.toISOString()).toBe('2026-12-02T19:00:00.000Z');
    expect(isOpenAt(split, thuEarly)).toBe(false);
    expect(nextOpening(split, thuEarly)).toEqual(at('2026-12-03', 20));
  });

  it('a range past midnight stays open across IST midnight into the next day', () => {
    expect(isOpenAt(split, at('2026-12-03', 23, 59))).toBe(true);
    expect(isOpenAt(split, at('2026-12-04', 0, 1))).toBe(true);
    expect(isOpenAt(split, at('2026-12-04', 1, 59))).toBe(true);
    expect(isOpenAt(split, at('2026-12-04', 2))).toBe(false);
  });

  it('a closed day opens on the next open day; Sunday closed → Monday 09:00', () => {
    expect(isOpenAt(split, at('2026-12-06', 12))).toBe(false);
    expect(nextOpening(split, at('2026-12-06', 12))).toEqual(at('2026-12-07', 9));
    expect(hoursLabel(split, at('2026-12-06', 12))).toBe('Closed · opens 9:00 am Mon, 7 Dec');
  });

  it('holidays close the whole IST day; the closure closes until its end', () => {
    const holiday = { ...split, holidays: ['2026-12-02'] };
    expect(isOpenAt(holiday, at(WED, 10))).toBe(false);
    expect(nextOpening(holiday, at(WED, 10))).toEqual(at('2026-12-03', 20));
    const closed = {
      ...split,
      closure: { from: at(WED, 0).toISOString(), until: at('2026-12-04', 12).toISOString(), reason: 'Stocktaking' },
    };
    expect(isOpenAt(closed, at('2026-12-03', 21))).toBe(false);
    expect(nextOpening(closed, at(WED, 10))).toEqual(at('2026-12-04', 12));
    const longClosure = {
      ...ALWAYS_OPEN,
      closure: { from: at(WED, 0).toISOString(), until: at('2027-01-20', 0).toISOString(), reason: null },
    };
    expect(nextOpening(longClosure, at(WED, 10))).toEqual(at('2027-01-20', 0));
  });

  it('24 hours is open at every hour, including midnight, and labelled so', () => {
    for (let h = 0; h < 24; h++) expect(isOpenAt(ALWAYS_OPEN, at(WED, h, 30))).toBe(true);
    expect(isOpenAt(ALWAYS_OPEN, at(WED, 0))).toBe(true);
    expect(hoursLabel(ALWAYS_OPEN, at(WED, 3))).toBe('Open 24 hours');
    expect(hoursLabel(everyDay('07:00', '23:00'), at(WED, 10))).toBe('Open · closes 11:00 pm');
    expect(hoursLabel(everyDay('07:00', '23:00'), at(WED, 23, 30))).toBe('Closed · opens 7:00 am Thu, 3 Dec');
  });

  it('validates untrusted input and round-trips through the stored string', () => {
    expect(validateStoreHours({ week: { mon: [{ open: '09:00', close: '09:00' }] } })).toMatchObject({ ok: false });
    expect(validateStoreHours({ week: { mon: [{ open: '9:00', close: '18:00' }] } })).toMatchObject({ ok: false });
    expect(
      validateStoreHours({
        week: {
          mon: [
            { open: '09:00', close: '14:00' },
            { open: '13:00', close: '18:00' },
          ],
        },
      }),
    ).toEqual({ ok: false, message: 'Monday: the ranges overlap.', problem: { code: 'overlap', day: 'mon' } });
    expect(validateStoreHours({ week: {}, holidays: ['2026-02-30'] })).toMatchObject({ ok: false });
    expect(
      validateStoreHours({ week: {}, closure: { from: '2026-12-03T00:00:00Z', until: '2026-12-02T00:00:00Z' } }),
    ).toMatchObject({
      ok: false,
    });
    expect(validateStoreHours({ week: { mon: [{ open: '22:00', close: '00:00' }] } })).toEqual({
      ok: true,
      hours: { ...everyDayEmpty(), week: { ...everyDayEmpty().week, mon: [{ open: '22:00', close: '24:00' }] } },
    });
    const stored = serializeStoreHours(split);
    expect(stored.length).toBeLessThan(2000);
    expect(parseStoreHours(stored)).toEqual(split);
    expect(parseStoreHours('8:00 AM - 10:00 PM')).toBeNull();
    expect(parseStoreHours(null)).toBeNull();
    expect(hasOpeningHours(parseStoreHours(serializeStoreHours(everyDayEmpty())))).toBe(false);
    expect(hoursLabel(null, at(WED, 10))).toBeNull();
  });
});

function everyDayEmpty(): StoreHours {
  return { week: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] }, holidays: [], closure: null };
}
