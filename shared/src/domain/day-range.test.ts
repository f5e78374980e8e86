import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysOf,
  describeRange,
  lastDays,
  formatRate,
  presetOf,
  presetRange,
  rangeFromParams,
} from './day-range';

// 10:00 IST on 25 Nov 2026 (04:30 UTC); 23:00 UTC on 24 Nov is already 25 Nov in India.
const NOW = new Date('2026-11-25T04:30:00Z');

describe('analytics range', () => {
  it('presets end today in India', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('7', NOW)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('30', NOW)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(presetRange('today', new Date('2026-11-24T23:00:00Z'))).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetOf({ from: '2026-11-19', to: '2026-11-25' }, NOW)).toBe('7');
    expect(presetOf({ from: '2026-11-25', to: '2026-11-25' }, NOW)).toBe('today');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-10' }, NOW)).toBe('custom');
  });

  it('reads the URL, falling back to the last 7 days with a reason', () => {
    expect(rangeFromParams({}, NOW)).toEqual({
      range: { from: '2026-11-19', to: '2026-11-25' },
      problem: null,
      problemCode: null,
    });
    expect(rangeFromParams({ from: '2026-11-01', to: '2026-11-10' }, NOW).range).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(rangeFromParams({ from: '2026-11-10', to: '2026-11-01' }, NOW).problem).toBe(
      'The first day must not be after the last day.',
    );
    expect(rangeFromParams({ from: '2026-11-10' }, NOW).problem).toBe('Choose both a first and a last day.');
    expect(rangeFromParams({ from: 'x', to: '2026-11-01' }, NOW).problem).toBe('Choose both a first and a last day.');
    expect(rangeFromParams({ from: '2024-01-01', to: '2026-11-01' }, NOW).problem).toBe(
      'A range can be at most 366 days.',
    );
    expect(rangeFromParams({ from: '2024-01-01', to: '2026-11-01' }, NOW).range.from).toBe('2026-11-19');
  });

  it('adds days across a month end and counts the last N days in India', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastDays(30, NOW)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('lists every day of a range, across a month end', () => {
    expect(daysOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });
});

describe('range formatting', () => {
  it('describes a day or a span, and a rate', () => {
    expect(describeRange({ from: '2025-03-01', to: '2025-03-01' })).toBe('1 Mar 2025');
    expect(describeRange({ from: '2025-03-01', to: '2025-03-04' })).toBe('1 Mar 2025 – 4 Mar 2025');
    expect(formatRate(null)).toBe('—');
    expect(formatRate(87)).toBe('87%');
  });
});
