import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_TIME, deliveryMinutes, formatMinutesLocation, formatMinutesSelection } from './delivery';

describe('deliveryMinutes', () => {
  it('is round(distance_km × 3) + 15', () => {
    expect(deliveryMinutes(0)).toBe(15);
    expect(deliveryMinutes(1.2)).toBe(19); // 3.6 → 4
    expect(deliveryMinutes(2.5)).toBe(23); // 7.5 → 8
    expect(deliveryMinutes(0.1)).toBe(15); // 0.3 → 0
    expect(deliveryMinutes(5)).toBe(30);
    expect(deliveryMinutes(20)).toBe(75);
  });

  it('rejects negative or missing distances', () => {
    expect(() => deliveryMinutes(-1)).toThrow(/non-negative number of km/);
    expect(() => deliveryMinutes(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatMinutesLocation', () => {
  it("says 'N mins' under an hour", () => {
    expect(formatMinutesLocation(15)).toBe('15 mins');
    expect(formatMinutesLocation(59)).toBe('59 mins');
  });

  it("says 'H hr M mins' from an hour", () => {
    expect(formatMinutesLocation(60)).toBe('1 hr 0 mins');
    expect(formatMinutesLocation(75)).toBe('1 hr 15 mins');
    expect(formatMinutesLocation(135)).toBe('2 hr 15 mins');
  });
});

describe('formatMinutesSelection', () => {
  it("says 'N min' under an hour", () => {
    expect(formatMinutesSelection(0)).toBe('0 min');
    expect(formatMinutesSelection(45)).toBe('45 min');
  });

  it("says 'H hr' on the hour and 'H hr M min' otherwise", () => {
    expect(formatMinutesSelection(60)).toBe('1 hr');
    expect(formatMinutesSelection(120)).toBe('2 hr');
    expect(formatMinutesSelection(61)).toBe('1 hr 1 min');
    expect(formatMinutesSelection(75)).toBe('1 hr 15 min');
  });

  it('rejects fractional or negative minutes', () => {
    expect(() => formatMinutesSelection(1.5)).toThrow(/non-negative integer/);
    expect(() => formatMinutesLocation(-5)).toThrow(/non-negative integer/);
  });
});

it("defaults to '30-40 min'", () => {
  expect(DEFAULT_DELIVERY_TIME).toBe('30-40 min');
});
