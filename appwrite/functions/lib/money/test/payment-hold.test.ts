import { describe, expect, it } from 'vitest';
import { awaitsPayment, holdMinutesOf, maxUnpaidOf, paymentDeadline, paymentOutcomeKey } from '../payment-hold.ts';
import { wholeNumberSetting } from '../../runtime/settings.ts';

describe('stock hold settings (issue 14 §8)', () => {
  it('reads whole numbers in range and falls back to the default otherwise', () => {
    expect(holdMinutesOf('30')).toBe(30);
    expect(holdMinutesOf(null)).toBe(20);
    for (const bad of ['', ' ', '4', '1441', '12.5', 'twenty', '-20']) expect(holdMinutesOf(bad), bad).toBe(20);
    expect(maxUnpaidOf('5')).toBe(5);
    for (const bad of [undefined, '0', '1001', '2.5', 'x']) expect(maxUnpaidOf(bad), String(bad)).toBe(3);
    expect(wholeNumberSetting(' 7 ', 1, 10, 3)).toBe(7);
  });

  it('the deadline is whole seconds, minutes after the reservation', () => {
    expect(paymentDeadline(new Date('2026-11-25T01:00:00.750Z'), 20)).toBe('2026-11-25T01:20:00.000Z');
  });

  it('one outcome claim per reservation', () => {
    expect(paymentOutcomeKey({ $id: 'o1', stock_reservation: 1 })).toBe('payment_outcome:o1:1');
    expect(paymentOutcomeKey({ $id: 'o1', stock_reservation: 2 })).toBe('payment_outcome:o1:2');
  });

  it('only a placed, pending order holds stock for a payment', () => {
    expect(awaitsPayment({ status: 'placed', payment_status: 'pending' })).toBe(true);
    expect(awaitsPayment({ status: 'placed', payment_status: 'paid' })).toBe(false);
    expect(awaitsPayment({ status: 'payment_failed', payment_status: 'failed' })).toBe(false);
  });
});
