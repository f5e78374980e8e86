import { describe, expect, it } from 'vitest';
import { priceView } from './pricing';

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
