import { describe, expect, it } from 'vitest';
import { isFiniteNumber, isNonEmptyString, isRecord } from './guards';

describe('guards', () => {
  it('isRecord accepts plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('isNonEmptyString rejects blank strings', () => {
    expect(isNonEmptyString('s1')).toBe(true);
    expect(isNonEmptyString('  ')).toBe(false);
    expect(isNonEmptyString(1)).toBe(false);
  });

  it('isFiniteNumber rejects NaN, infinities and numeric strings', () => {
    expect(isFiniteNumber(0)).toBe(true);
    expect(isFiniteNumber(Number.NaN)).toBe(false);
    expect(isFiniteNumber(-Infinity)).toBe(false);
    expect(isFiniteNumber('3')).toBe(false);
  });
});
