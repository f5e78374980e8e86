import { describe, expect, it } from 'vitest';
import { istAt } from '@instamg/shared/domain/india-time';
import { scheduledSlots, slotLabel } from './slots';

/** The IST hour of an instant (India is UTC+05:30). */
const istHour = (at: Date) => new Date(at.getTime() + 330 * 60_000).getUTCHours();

describe('scheduledSlots', () => {
  it('starts at least an hour from now, in two-hour slots between 08:00 and 22:00 IST', () => {
    const now = istAt('2026-11-22', 9, 30);
    const slots = scheduledSlots(now, 1);
    expect(slots.map((s) => istHour(s.start))).toEqual([12, 14, 16, 18, 20]);
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 2 * 3_600_000)).toBe(true);
  });
  it('a slot exactly one hour ahead is offered', () => {
    expect(scheduledSlots(istAt('2026-11-22', 9, 0), 1)[0]!.start).toEqual(istAt('2026-11-22', 10));
  });
  it('late in the evening only later days have slots', () => {
    const slots = scheduledSlots(istAt('2026-11-22', 21, 0), 2);
    expect(slots).toHaveLength(7);
    expect(slots[0]!.start).toEqual(new Date('2026-11-23T08:00:00+05:30'));
  });
  it('just after midnight in India (still the evening before in UTC) offers that India day’s slots', () => {
    // 00:15 IST on 2 Dec is 18:45 UTC on 1 Dec: today in India is the 2nd.
    const slots = scheduledSlots(new Date('2026-12-01T18:45:00Z'), 1);
    expect(slots).toHaveLength(7);
    expect(slots[0]!.start.toISOString()).toBe('2026-12-02T02:30:00.000Z');
    expect(slots.at(-1)!.end.toISOString()).toBe('2026-12-02T16:30:00.000Z');
  });
  it('rejects more than 7 days', () => {
    expect(() => scheduledSlots(new Date(), 8)).toThrow(RangeError);
  });
  it('labels a slot with its day and times in India', () => {
    expect(slotLabel({ start: istAt('2026-11-23', 10), end: istAt('2026-11-23', 12) })).toBe(
      'Mon, 23 Nov, 10:00 am – 12:00 pm',
    );
  });
});
