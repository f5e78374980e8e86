/**
 * Amounts round to 2 decimals (SPEC §5), correctly for 1.005 → 1.01. Same rule as
 * shared/src/domain/money.ts, except that a non-number stays NaN here instead of throwing, so
 * input checks can refuse it with a 400 (refundAmountFor's invalid_amount).
 */
export function roundAmount(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
