import { describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_TIMERS } from '@instamg/shared/domain/order-intake';
import { clockText, formatClock, reviewClock } from './review-clock';

const PAID = '2026-11-25T10:00:00.000Z';
const at = (iso: string) => new Date(iso);
const order = (extra: Record<string, unknown> = {}) => ({
  status: 'placed',
  payment_status: 'paid',
  paid_at: PAID,
  ...extra,
});

describe('reviewClock', () => {
  it('runs the 3-minute window from payment', () => {
    expect(reviewClock(order(), DEFAULT_INTAKE_TIMERS, at('2026-11-25T10:01:00.000Z'))).toEqual({
      kind: 'running',
      leftMs: 120_000,
    });
    expect(reviewClock(order(), DEFAULT_INTAKE_TIMERS, at('2026-11-25T10:03:00.000Z'))).toEqual({ kind: 'passed' });
  });

  it('stands still while the review is open, up to the 15-minute pause, then runs again', () => {
    const reviewing = order({ rx_review_started_at: '2026-11-25T10:01:00.000Z' });
    expect(reviewClock(reviewing, DEFAULT_INTAKE_TIMERS, at('2026-11-25T10:06:00.000Z'))).toEqual({
      kind: 'paused',
      leftMs: 120_000,
      pauseLeftMs: 10 * 60_000,
    });
    // 16 minutes into the review: the pause (15) is spent and one more minute ran.
    expect(reviewClock(reviewing, DEFAULT_INTAKE_TIMERS, at('2026-11-25T10:17:00.000Z'))).toEqual({
      kind: 'running',
      leftMs: 60_000,
    });
  });

  it('counts pause used by an earlier review', () => {
    const again = order({ rx_review_started_at: '2026-11-25T10:10:00.000Z', rx_paused_ms: 14 * 60_000 });
    expect(reviewClock(again, DEFAULT_INTAKE_TIMERS, at('2026-11-25T10:10:30.000Z'))).toMatchObject({
      kind: 'paused',
      pauseLeftMs: 30_000,
    });
  });

  it('shows nothing for an order not waiting for acceptance', () => {
    expect(reviewClock(order({ status: 'confirmed' }), DEFAULT_INTAKE_TIMERS, at(PAID))).toEqual({ kind: 'none' });
    expect(reviewClock(order({ payment_status: 'pending' }), DEFAULT_INTAKE_TIMERS, at(PAID))).toEqual({
      kind: 'none',
    });
  });
});

describe('clock texts', () => {
  it('formats minutes and seconds, rounding up', () => {
    expect(formatClock(125_000)).toBe('2:05');
    expect(formatClock(999)).toBe('0:01');
    expect(formatClock(-5)).toBe('0:00');
  });

  it('says the countdown is paused and for how long', () => {
    expect(clockText({ kind: 'paused', leftMs: 120_000, pauseLeftMs: 600_000 })).toBe(
      'Countdown paused while the prescription is reviewed (10:00 of pause left, then 2:00 to accept)',
    );
    expect(clockText({ kind: 'running', leftMs: 61_000 })).toBe('Accept within 1:01');
  });
});
