import { describe, expect, it } from 'vitest';
import { roundTo } from './number';

describe('roundTo', () => {
  it('rounds halves up where naive scaling rounds them down', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.255, 2)).toBe(1.26);
    expect(roundTo(8.345, 2)).toBe(8.35);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
  });

  it('rounds half away from zero for negatives and never returns -0', () => {
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  it('rounds coordinates to 4 and 6 places', () => {
    expect(roundTo(28.61394999, 4)).toBe(28.6139);
    expect(roundTo(77.20905, 4)).toBe(77.2091);
    expect(roundTo(28.6139391234, 6)).toBe(28.613939);
  });

  it('handles tiny and large magnitudes', () => {
    expect(roundTo(1e-7, 4)).toBe(0);
    expect(roundTo(123456789.125, 2)).toBe(123456789.13);
  });

  it('rejects non-finite values and bad precision', () => {
    expect(() => roundTo(Number.NaN, 2)).toThrow(/non-finite/);
    expect(() => roundTo(Infinity, 2)).toThrow(RangeError);
    expect(() => roundTo(1, -1)).toThrow(/Decimal places/);
    expect(() => roundTo(1, 1.5)).toThrow(/Decimal places/);
  });
});
