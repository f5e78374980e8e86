import { describe, expect, it } from 'vitest';
import { priceView, substituteSaving } from './pricing';

describe('priceView', () => {
  it('shows MRP, price, whole-percent discount and the ₹ saving to 2 decimals', () => {
    expect(priceView(33.6, 29.23)).toEqual({
      mrp: 33.6,
      price: 29.23,
      discountPercent: 13,
      saving: { amount: 4.37, percent: 13 },
      discounted: true,
    });
  });

  it('rounds amounts half away from zero at 2 decimals (1.005 → 1.01)', () => {
    const view = priceView(2.015, 1.005);
    expect(view.mrp).toBe(2.02);
    expect(view.price).toBe(1.01);
    expect(view.saving.amount).toBe(1.01);
  });

  it('has no discount when the price equals MRP', () => {
    expect(priceView(120, 120)).toMatchObject({
      discountPercent: 0,
      saving: { amount: 0, percent: 0 },
      discounted: false,
    });
  });

  it('refuses a selling price above MRP', () => {
    expect(() => priceView(100, 100.01)).toThrow('Selling price ₹100.01 is above the MRP ₹100');
  });

  it('refuses negative and non-finite amounts', () => {
    expect(() => priceView(-1, 0)).toThrow(RangeError);
    expect(() => priceView(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('substituteSaving', () => {
  it('is the ₹ difference to 2 decimals and the whole percent of the current price', () => {
    // 28.5 → 24.51: saves 3.99, 14.0 %.
    expect(substituteSaving(28.5, 24.51)).toEqual({ amount: 3.99, percent: 14 });
  });

  it('avoids floating-point noise in the difference', () => {
    expect(substituteSaving(0.3, 0.1)).toEqual({ amount: 0.2, percent: 67 });
  });

  it('is null when the substitute costs the same or more', () => {
    expect(substituteSaving(20, 20)).toBeNull();
    expect(substituteSaving(20, 25)).toBeNull();
  });

  it('refuses bad prices', () => {
    expect(() => substituteSaving(-5, 1)).toThrow('Current price must be a non-negative number, got -5');
    expect(() => substituteSaving(5, Number.POSITIVE_INFINITY)).toThrow('Substitute price');
  });
});
