import { describe, expect, it } from 'vitest';
import { scheduledSlots, slotLabel } from './slots';

describe('scheduledSlots', () => {
  it('starts at least an hour from now, in two-hour slots between 08:00 and 22:00', () => {
    const now = new Date(2026, 10, 22, 9, 30);
    const slots = scheduledSlots(now, 1);
    expect(slots.map((s) => s.start.getHours())).toEqual([12, 14, 16, 18, 20]);
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 2 * 3_600_000)).toBe(true);
  });
  it('a slot exactly one hour ahead is offered', () => {
    expect(scheduledSlots(new Date(2026, 10, 22, 9, 0), 1)[0]!.start.getHours()).toBe(10);
  });
  it('late in the evening only later days have slots', () => {
    const slots = scheduledSlots(new Date(2026, 10, 22, 21, 0), 2);
    expect(slots).toHaveLength(7);
    expect(slots[0]!.start).toEqual(new Date(2026, 10, 23, 8, 0));
  });
  it('rejects more than 7 days', () => {
    expect(() => scheduledSlots(new Date(), 8)).toThrow(RangeError);
  });
  it('labels a slot with day and times', () => {
    expect(slotLabel({ start: new Date(2026, 10, 23, 10), end: new Date(2026, 10, 23, 12) })).toMatch(
      /23 Nov.*10:00.*12:00/,
    );
  });
});
