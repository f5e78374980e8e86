// Rupee amounts: rounding, display and MRP savings. SPEC §5 "Amounts are rounded to 2 decimals".
import { LIMITS } from '../constants';
import { roundTo } from './number';

/** Rounds an amount to 2 decimals, correctly for cases like 1.005 → 1.01. */
export function roundAmount(amount: number): number {
  return roundTo(amount, LIMITS.amountDecimals);
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * '₹1,23,456.50' (Indian digit grouping). Whole amounts drop the paise ('₹120'), as Indian
 * pharmacy price tags do; anything else shows exactly two decimals.
 */
export function formatINR(amount: number): string {
  const rounded = roundAmount(amount);
  return (Number.isInteger(rounded) ? wholeRupees : rupeesAndPaise).format(rounded);
}

function assertPrice(value: number, label: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${label} must be a non-negative number, got ${String(value)}`);
  }
}

/** Whole-percent discount of `price` against `mrp`; 0 when there is no discount. */
export function discountPercent(mrp: number, price: number): number {
  assertPrice(mrp, 'MRP');
  assertPrice(price, 'Price');
  if (mrp === 0 || price >= mrp) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}

export interface Saving {
  /** Rupees saved against MRP, rounded to 2 decimals. */
  readonly amount: number;
  /** Whole percent. */
  readonly percent: number;
}

/** What the customer saves against MRP; zero when the price is at or above MRP. */
export function saving(mrp: number, price: number): Saving {
  const percent = discountPercent(mrp, price);
  return { amount: price >= mrp ? 0 : roundAmount(mrp - price), percent };
}
