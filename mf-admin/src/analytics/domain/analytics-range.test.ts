import { describe, expect, it } from 'vitest';
import { describeRange, formatRate, presetOf, presetRange, rangeFromParams } from './analytics-range';

// 25 Nov 2026, 02:00 IST.
const now = new Date('2026-11-24T20:30:00Z');

describe('admin analytics range', () => {
  it('presets end today in India', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('7', now)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('30', now)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(presetOf({ from: '2026-11-19', to: '2026-11-25' }, now)).toBe('7');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-03' }, now)).toBe('custom');
  });

  it('takes a valid URL range and refuses a bad one with a reason', () => {
    expect(rangeFromParams({ from: '2025-03-01', to: '2025-03-03' }, now)).toEqual({
      range: { from: '2025-03-01', to: '2025-03-03' },
      problem: null,
    });
    expect(rangeFromParams({}, now)).toEqual({ range: presetRange('7', now), problem: null });
    expect(rangeFromParams({ from: '2025-03-03', to: '2025-03-01' }, now).problem).toMatch(/not be after/);
    expect(rangeFromParams({ from: '2023-01-01', to: '2025-03-01' }, now).problem).toMatch(/at most 366/);
    expect(rangeFromParams({ from: 'x', to: '2025-03-01' }, now).problem).toMatch(/Choose both/);
  });

  it('formats', () => {
    expect(describeRange({ from: '2025-03-01', to: '2025-03-01' })).toBe('1 Mar 2025');
    expect(formatRate(null)).toBe('—');
    expect(formatRate(87)).toBe('87%');
  });
});
