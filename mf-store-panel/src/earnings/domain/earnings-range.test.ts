import { describe, expect, it } from 'vitest';
import { lastDays } from '@instamg/shared/domain/day-range';
import { presetOf, rangeFromFilters } from './earnings-range';

// 24 Nov 2026, 20:00 UTC = 25 Nov 2026, 01:30 in India.
const NOW = new Date('2026-11-24T20:00:00.000Z');

describe('earnings range', () => {
  it('reads the URL range, defaulting to 7 days and saying why a range was refused', () => {
    expect(rangeFromFilters({}, NOW)).toEqual({
      range: { from: '2026-11-19', to: '2026-11-25' },
      problem: null,
      problemCode: null,
    });
    expect(rangeFromFilters({ from: '2026-11-01', to: '2026-11-10' }, NOW).range).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(rangeFromFilters({ from: '2026-11-10', to: '2026-11-01' }, NOW).problem).toMatch(/after/);
    expect(rangeFromFilters({ from: '2026-11-10' }, NOW).problem).toMatch(/both/);
    expect(rangeFromFilters({ from: '2024-01-01', to: '2026-11-10' }, NOW).problem).toMatch(/366/);
  });

  it('names the preset of a range', () => {
    expect(presetOf(lastDays(7, NOW), NOW)).toBe('7');
    expect(presetOf(lastDays(30, NOW), NOW)).toBe('30');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-10' }, NOW)).toBe('custom');
  });
});
