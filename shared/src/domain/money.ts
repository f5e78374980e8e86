// Rupee amounts: rounding, display and MRP savings. SPEC §5 "Amounts are rounded to 2 decimals".
import { LIMITS } from '../constants';
import { roundTo } from './number';

/** Rounds an amount to 2 decimals, correctly for cases like 1.005 → 1.01. */
export function roundAmount(amount: number): number {
  return roundTo(amount, LIMITS.amountDecimals);
}

const wholeRupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface FormatINROptions {
  /**
   * `'auto'` (the default): whole amounts drop the paise ('₹120'), as Indian pharmacy price tags
   * do; anything else shows exactly two decimals ('₹120.10'). `'always'`: two decimals even when
   * whole ('₹120.00'), for columns of figures that must line up (statements, earnings, analytics).
   */
  readonly paise?: 'auto' | 'always';
}

/**
 * The one way an amount in rupees is shown to people (SPEC §5: rounded to 2 decimals):
 * '₹1,23,456.50', Indian digit grouping, a true minus sign before the ₹ for negatives ('−₹87.64').
 * Screens, e-mails, notifications and messages all go through here; the lint rule
 * `instamg/no-hand-formatted-rupees` refuses a hand-built `₹${n.toFixed(2)}`.
 */
export function formatINR(amount: number, options: FormatINROptions = {}): string {
  const rounded = roundAmount(amount);
  const abs = Math.abs(rounded);
  const format = options.paise !== 'always' && Number.isInteger(abs) ? wholeRupees : rupeesAndPaise;
  return `${rounded < 0 ? '−' : ''}₹${format.format(abs)}`;
}

/** {@link formatINR} of an amount in paise (the ledger's integer unit): 41920 → '₹419.20'. */
export function formatINRFromPaise(paise: number, options: FormatINROptions = {}): string {
  return formatINR(paise / 100, options);
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
