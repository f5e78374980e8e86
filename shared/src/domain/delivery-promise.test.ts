import { describe, expect, it } from 'vitest';
import { deliveryEstimate, deliveryOptionPromise, deliveryPromiseText } from './delivery-promise';

describe('delivery promise (SPEC §9: round(distance_km × 3) + 15)', () => {
  it('is the formula in the store-selection format', () => {
    expect(deliveryEstimate(0)).toBe('15 min');
    expect(deliveryEstimate(1.2)).toBe('19 min'); // round(3.6) + 15
    expect(deliveryEstimate(3)).toBe('24 min');
    expect(deliveryEstimate(15)).toBe('1 hr');
    expect(deliveryEstimate(16)).toBe('1 hr 3 min');
    expect(deliveryPromiseText(2.5)).toBe('Delivery in 23 min'); // round(7.5) = 8
  });

  it('gives each checkout option its own promise', () => {
    expect(deliveryOptionPromise('express', 1.2)).toBe('Delivery in 19 min');
    expect(deliveryOptionPromise('express', null)).toBe('within 30 min, select areas');
    expect(deliveryOptionPromise('standard', 1.2)).toBe('45-60 min after confirmation');
    expect(deliveryOptionPromise('scheduled', 1.2)).toBe('chosen slot, subject to availability');
  });

  it('refuses a distance that is not one', () => {
    expect(() => deliveryEstimate(-1)).toThrow(RangeError);
    expect(() => deliveryEstimate(Number.NaN)).toThrow(RangeError);
  });
});
