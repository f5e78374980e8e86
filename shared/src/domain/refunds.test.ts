import { describe, expect, it } from 'vitest';
import { REFUND_IDS, checkRefund, isPartialRefundId, refundableLeft, refundedPaise, toPaise } from './refunds';

describe('partial refunds', () => {
  it('sums in paise, so amounts with decimals never drift', () => {
    expect(toPaise(0.1) + toPaise(0.2)).toBe(30);
    expect(
      refundedPaise([
        { refund_id: 'a', amount: 0.1 },
        { refund_id: 'b', amount: 0.2 },
      ]),
    ).toBe(30);
    expect(toPaise(1.005)).toBe(101);
    expect(
      refundableLeft(0.3, [
        { refund_id: 'a', amount: 0.1 },
        { refund_id: 'b', amount: 0.2 },
      ]),
    ).toBe(0);
  });

  it('never lets the refunds add up to more than was paid', () => {
    const refunds = [
      { refund_id: 'rf_o_s1', amount: 40.5 },
      { refund_id: 'rf_o_s2', amount: 20 },
    ];
    expect(refundableLeft(100, refunds)).toBe(39.5);
    expect(checkRefund(100, refunds, 'rf_o', 39.5)).toEqual({ ok: true, repeat: false, amount: 39.5 });
    expect(checkRefund(100, refunds, 'rf_o', 39.51)).toEqual({ ok: false, reason: 'refund_too_large', left: 39.5 });
    expect(checkRefund(60.5, refunds, 'rf_o', 0.01)).toEqual({ ok: false, reason: 'refund_too_large', left: 0 });
    expect(refundableLeft(50, refunds)).toBe(0);
  });

  it('treats the same refund id again as the same refund (idempotent), never a second one', () => {
    const refunds = [{ refund_id: 'rf_o_s1', amount: 40.5 }];
    expect(checkRefund(40.5, refunds, 'rf_o_s1', 40.5)).toEqual({ ok: true, repeat: true, amount: 40.5 });
    expect(checkRefund(100, refunds, 'rf_o_s1', 41)).toMatchObject({ ok: false, reason: 'amount_differs' });
  });

  it('refuses nothing, less than nothing, and fractions of a paisa', () => {
    expect(checkRefund(100, [], 'x', 0)).toMatchObject({ ok: false, reason: 'invalid_amount' });
    expect(checkRefund(100, [], 'x', -5)).toMatchObject({ ok: false, reason: 'invalid_amount' });
    expect(checkRefund(100, [], 'x', Number.NaN)).toMatchObject({ ok: false, reason: 'invalid_amount' });
    expect(checkRefund(100, [], 'x', 1.005)).toMatchObject({ ok: false, reason: 'invalid_amount' });
    expect(checkRefund(100, [], 'x', 100)).toEqual({ ok: true, repeat: false, amount: 100 });
  });

  it('gives every cause its own deterministic id within the gateway limit', () => {
    const order = 'a'.repeat(20);
    expect(REFUND_IDS.final(order)).toBe(`rf_${order}`);
    expect(REFUND_IDS.move(order, 2)).toBe(`rf_${order}_m2`);
    expect(REFUND_IDS.substitution(order, 3)).toBe(`rf_${order}_s3`);
    expect(REFUND_IDS.substitution(order, 3)).toBe(REFUND_IDS.substitution(order, 3));
    expect(REFUND_IDS.substitution(order, 99).length).toBeLessThanOrEqual(40);
    expect(isPartialRefundId(REFUND_IDS.substitution(order, 1))).toBe(true);
    expect(isPartialRefundId(REFUND_IDS.move(order, 1))).toBe(true);
    expect(isPartialRefundId(REFUND_IDS.return(order, 1))).toBe(true);
    expect(isPartialRefundId(REFUND_IDS.final(order))).toBe(false);
  });
});
