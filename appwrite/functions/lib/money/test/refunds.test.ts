import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../runtime/errors.ts';
import { refundAmountFor, refundIdOf } from '../refunds.ts';

const code = (fn: () => unknown) => {
  try {
    return fn();
  } catch (err) {
    return err instanceof FunctionError ? `${err.status} ${err.code}` : 'threw';
  }
};

describe('refundAmountFor', () => {
  // placed_total is what was paid (issue 14 §5); a later total is not looked at.
  const order = { $id: 'o1', payment_status: 'paid', placed_total: 152.35, total: 9999 } as const;
  it('all of what was paid by default, or a part, rounded to paise', () => {
    expect(refundAmountFor(order)).toBe(152.35);
    expect(refundAmountFor(order, 100.005)).toBe(100.01);
    expect(refundAmountFor(order, 152.35)).toBe(152.35);
  });
  it('never more than was paid, never nothing, never for an unpaid order', () => {
    expect(code(() => refundAmountFor(order, 152.36))).toBe('422 refund_too_large');
    expect(code(() => refundAmountFor(order, 0))).toBe('400 invalid_amount');
    expect(code(() => refundAmountFor(order, -5))).toBe('400 invalid_amount');
    expect(code(() => refundAmountFor(order, Number.NaN))).toBe('400 invalid_amount');
    expect(code(() => refundAmountFor({ ...order, payment_status: 'pending' }))).toBe('409 not_paid');
    expect(code(() => refundAmountFor({ ...order, payment_status: 'refunded' }))).toBe('409 not_paid');
  });
  it('one refund id per order, within Cashfree’s 40 characters', () => {
    expect(refundIdOf('6740a1b2c3d4e5f6a7b8')).toBe('rf_6740a1b2c3d4e5f6a7b8');
    expect(refundIdOf('x'.repeat(36)).length).toBeLessThanOrEqual(40);
  });
});
