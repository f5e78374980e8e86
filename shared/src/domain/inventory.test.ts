import { describe, expect, it } from 'vitest';
import {
  addMonths,
  adjustmentProblem,
  adjustmentReasonText,
  expiryBand,
  isLowStock,
  sellingPriceProblem,
} from './inventory';

const now = new Date('2026-11-25T03:00:00.000Z');

describe('expiry bands', () => {
  it('expired at the instant of expiry, then < 3 months, < 6 months, in date', () => {
    expect(expiryBand('2026-11-25T03:00:00.000Z', now)).toBe('expired');
    expect(expiryBand('2025-01-01T00:00:00.000Z', now)).toBe('expired');
    expect(expiryBand('2026-11-25T03:00:00.001Z', now)).toBe('under_3_months');
    expect(expiryBand('2027-02-25T02:59:59.999Z', now)).toBe('under_3_months');
    expect(expiryBand('2027-02-25T03:00:00.000Z', now)).toBe('under_6_months');
    expect(expiryBand('2027-05-25T02:59:59.999Z', now)).toBe('under_6_months');
    expect(expiryBand('2027-05-25T03:00:00.000Z', now)).toBe('ok');
    expect(expiryBand(new Date('2030-01-01'), now)).toBe('ok');
  });
  it('months end on the month’s last day when the day does not exist', () => {
    expect(addMonths(new Date('2026-11-30T00:00:00.000Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2026-08-31T00:00:00.000Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
  it('refuses a non-date', () => {
    expect(() => expiryBand('soon', now)).toThrow(RangeError);
  });
});

describe('selling price ≤ MRP', () => {
  it('allows up to the MRP exactly, refuses a paisa more with both amounts in the text', () => {
    expect(sellingPriceProblem(30, 30)).toBeNull();
    expect(sellingPriceProblem(27.45, 30)).toBeNull();
    expect(sellingPriceProblem(30.01, 30)).toBe("The selling price ₹30.01 is above this batch's MRP of ₹30.");
  });
  it('refuses zero, negative and sub-paisa prices', () => {
    expect(sellingPriceProblem(0, 30)).toMatch(/above ₹0/);
    expect(sellingPriceProblem(-1, 30)).toMatch(/above ₹0/);
    expect(sellingPriceProblem(Number.NaN, 30)).toMatch(/above ₹0/);
    expect(sellingPriceProblem(10.005, 30)).toMatch(/paisa/);
  });
});

describe('low stock and adjustments', () => {
  it('low at or below the threshold', () => {
    expect(isLowStock(10, 10)).toBe(true);
    expect(isLowStock(11, 10)).toBe(false);
    expect(isLowStock(0, 0)).toBe(true);
  });
  it('each reason moves the count its way', () => {
    expect(adjustmentProblem('received', 5)).toBeNull();
    expect(adjustmentProblem('received', -5)).toMatch(/positive/);
    expect(adjustmentProblem('damaged', -2)).toBeNull();
    expect(adjustmentProblem('damaged', 2)).toMatch(/negative/);
    expect(adjustmentProblem('expired', 1)).toMatch(/negative/);
    expect(adjustmentProblem('correction', -3)).toBeNull();
    expect(adjustmentProblem('correction', 3)).toBeNull();
    expect(adjustmentProblem('correction', 0)).toMatch(/other than 0/);
    expect(adjustmentProblem('correction', 1.5)).toMatch(/whole/);
  });
  it('ledger text starts with the reason', () => {
    expect(adjustmentReasonText('damaged', ' 2 strips crushed ')).toBe('Damaged: 2 strips crushed');
    expect(adjustmentReasonText('correction', '')).toBe('Correction');
  });
});
