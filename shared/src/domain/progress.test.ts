import { describe, expect, it } from 'vitest';
import { normalizeProgress } from './progress';

describe('normalizeProgress', () => {
  it('keeps a valid value and max', () => {
    expect(normalizeProgress(30, 60)).toEqual({ value: 30, max: 60, percent: 50 });
    expect(normalizeProgress(13, 100)).toEqual({ value: 13, max: 100, percent: 13 });
  });

  it('defaults max to 100 unless it is a number above 0', () => {
    expect(normalizeProgress(40, undefined).max).toBe(100);
    expect(normalizeProgress(40, 0).max).toBe(100);
    expect(normalizeProgress(40, -5).max).toBe(100);
    expect(normalizeProgress(40, Number.NaN).max).toBe(100);
    expect(normalizeProgress(40, '50').max).toBe(100);
    expect(normalizeProgress(40, Infinity).max).toBe(100);
  });

  it('clamps the value to 0..max', () => {
    expect(normalizeProgress(-10, 100).value).toBe(0);
    expect(normalizeProgress(150, 100)).toEqual({ value: 100, max: 100, percent: 100 });
    expect(normalizeProgress(Infinity, 20).value).toBe(20);
    expect(normalizeProgress(Number.NaN, 100).value).toBe(0);
    expect(normalizeProgress(null, 100).value).toBe(0);
  });
});
