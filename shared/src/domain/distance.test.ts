import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('formatDistance', () => {
  it('shows metres under 1 km', () => {
    expect(formatDistance(0)).toBe('0 m away');
    expect(formatDistance(0.35)).toBe('350 m away');
    expect(formatDistance(0.9994)).toBe('999 m away');
  });

  it('shows one decimal of km from 1 km', () => {
    expect(formatDistance(1)).toBe('1.0 km away');
    expect(formatDistance(0.9996)).toBe('1.0 km away');
    expect(formatDistance(2.345)).toBe('2.3 km away');
    expect(formatDistance(4.96)).toBe('5.0 km away');
  });

  it("says 'Unknown distance' when missing or not a number", () => {
    expect(formatDistance()).toBe('Unknown distance');
    expect(formatDistance(null)).toBe('Unknown distance');
    expect(formatDistance(Number.NaN)).toBe('Unknown distance');
    expect(formatDistance(-2)).toBe('Unknown distance');
  });
});
