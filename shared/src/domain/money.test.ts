import { describe, expect, it } from 'vitest';
import { discountPercent, formatINR, formatINRFromPaise, roundAmount, saving } from './money';

describe('roundAmount', () => {
  it('rounds to 2 decimals without floating-point error', () => {
    expect(roundAmount(1.005)).toBe(1.01);
    expect(roundAmount(0.1 + 0.2)).toBe(0.3);
    expect(roundAmount(19.999)).toBe(20);
    expect(roundAmount(245.5)).toBe(245.5);
  });

  it('rejects non-finite amounts', () => {
    expect(() => roundAmount(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatINR', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatINR(123456.5)).toBe('₹1,23,456.50');
    expect(formatINR(10000000)).toBe('₹1,00,00,000');
  });

  it('drops paise only for whole amounts', () => {
    expect(formatINR(120)).toBe('₹120');
    expect(formatINR(120.1)).toBe('₹120.10');
    expect(formatINR(1.005)).toBe('₹1.01');
    expect(formatINR(0)).toBe('₹0');
  });

  it("keeps two decimals for whole amounts with paise: 'always' (statements, analytics)", () => {
    expect(formatINR(120, { paise: 'always' })).toBe('₹120.00');
    expect(formatINR(123456.5, { paise: 'always' })).toBe('₹1,23,456.50');
    expect(formatINR(0, { paise: 'always' })).toBe('₹0.00');
  });

  it('writes a negative amount with a minus sign before the ₹', () => {
    expect(formatINR(-87.64)).toBe('−₹87.64');
    expect(formatINR(-25)).toBe('−₹25');
    expect(formatINR(-0.001)).toBe('₹0');
  });

  it('formats paise as rupees', () => {
    expect(formatINRFromPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatINRFromPaise(200_000)).toBe('₹2,000');
    expect(formatINRFromPaise(41900, { paise: 'always' })).toBe('₹419.00');
    expect(formatINRFromPaise(5)).toBe('₹0.05');
  });
});

describe('discountPercent and saving', () => {
  it('computes the whole-percent discount against MRP', () => {
    expect(discountPercent(100, 80)).toBe(20);
    expect(discountPercent(150, 99)).toBe(34);
    expect(discountPercent(3, 2)).toBe(33);
  });

  it('is zero without a discount', () => {
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(saving(100, 120)).toEqual({ amount: 0, percent: 0 });
  });

  it('returns the rounded rupee saving with the percent', () => {
    expect(saving(245.5, 208.67)).toEqual({ amount: 36.83, percent: 15 });
    expect(saving(100, 99.9)).toEqual({ amount: 0.1, percent: 0 });
  });

  it('rejects negative or non-numeric prices', () => {
    expect(() => discountPercent(-1, 0)).toThrow(/MRP must be a non-negative number/);
    expect(() => saving(100, Number.NaN)).toThrow(/Price must be a non-negative number/);
  });
});
