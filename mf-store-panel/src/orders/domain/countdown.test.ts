import { describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_TIMERS, type IntakeOrder } from '@instamg/shared/domain/order-intake';
import { formatRemaining, intakeCountdown } from './countdown';
import { canAccept, ringingOrderIds } from './accept-rules';

const paidAt = '2026-11-25T10:00:00.000Z';
const at = (iso: string) => new Date(iso);
const order = (over: Partial<IntakeOrder> = {}): IntakeOrder => ({
  status: 'placed',
  payment_status: 'paid',
  paid_at: paidAt,
  ...over,
});

describe('formatRemaining', () => {
  it('writes minutes and seconds, rounding up, and hours past an hour', () => {
    expect(formatRemaining(180_000)).toBe('3:00');
    expect(formatRemaining(125_000)).toBe('2:05');
    expect(formatRemaining(200)).toBe('0:01');
    expect(formatRemaining(-5)).toBe('0:00');
    expect(formatRemaining(3_725_000)).toBe('1:02:05');
  });
});

describe('intakeCountdown', () => {
  it('runs the 3-minute window from payment', () => {
    expect(intakeCountdown(order(), DEFAULT_INTAKE_TIMERS, at('2026-11-25T10:00:55.000Z'))).toEqual({
      kind: 'running',
      remainingMs: 125_000,
      text: '2:05 left to accept',
    });
  });

  it('starts again at a re-route to this store', () => {
    const c = intakeCountdown(
      order({ routed_at: '2026-11-25T10:04:00.000Z' }),
      DEFAULT_INTAKE_TIMERS,
      at('2026-11-25T10:05:00.000Z'),
    );
    expect(c).toMatchObject({ kind: 'running', remainingMs: 120_000 });
  });

  it('stands still while the pharmacist reviews, and says so', () => {
    const reviewing = order({ rx_review_started_at: '2026-11-25T10:01:00.000Z', rx_paused_ms: 0 });
    const a = intakeCountdown(reviewing, DEFAULT_INTAKE_TIMERS, at('2026-11-25T10:02:00.000Z'));
    const b = intakeCountdown(reviewing, DEFAULT_INTAKE_TIMERS, at('2026-11-25T10:07:00.000Z'));
    expect(a).toEqual({ kind: 'paused', remainingMs: 120_000, text: 'Paused for prescription review · 2:00 left' });
    expect(b).toMatchObject({ kind: 'paused', remainingMs: 120_000 });
  });

  it('runs again once the pause reached its 15-minute limit', () => {
    const reviewing = order({ rx_review_started_at: '2026-11-25T10:01:00.000Z', rx_paused_ms: 0 });
    const c = intakeCountdown(reviewing, DEFAULT_INTAKE_TIMERS, at('2026-11-25T10:16:30.000Z'));
    // 3 min + 15 min pause = 10:18:00 deadline.
    expect(c).toMatchObject({ kind: 'running', remainingMs: 90_000 });
  });

  it('is over when the window has passed (the sweeper moves the order)', () => {
    expect(intakeCountdown(order(), DEFAULT_INTAKE_TIMERS, at('2026-11-25T10:03:00.000Z'))).toEqual({
      kind: 'over',
      text: 'Time is up: moving to another store',
    });
  });

  it('waits for a slot order until 60 minutes before its slot', () => {
    const slot = order({ slot_start: '2026-11-25T14:00:00.000Z' });
    expect(intakeCountdown(slot, DEFAULT_INTAKE_TIMERS, at('2026-11-25T12:00:00.000Z'))).toEqual({
      kind: 'scheduled',
      opensInMs: 3_600_000,
      text: 'Slot order: accept window opens in 1:00:00',
    });
    expect(intakeCountdown(slot, DEFAULT_INTAKE_TIMERS, at('2026-11-25T13:01:00.000Z'))).toMatchObject({
      kind: 'running',
      remainingMs: 120_000,
    });
  });

  it('runs (not "scheduled") when the server clock is ahead of this device', () => {
    const c = intakeCountdown(
      order({ routed_at: '2026-11-25T10:04:00.000Z' }),
      DEFAULT_INTAKE_TIMERS,
      at('2026-11-25T10:03:00.000Z'),
    );
    expect(c).toMatchObject({ kind: 'running', remainingMs: 240_000 });
  });

  it('follows the settings (a 5-minute window)', () => {
    const timers = { ...DEFAULT_INTAKE_TIMERS, acceptWindowMinutes: 5 };
    expect(intakeCountdown(order(), timers, at('2026-11-25T10:01:00.000Z'))).toMatchObject({ remainingMs: 240_000 });
  });

  it('shows nothing for an order not waiting for acceptance', () => {
    const now = at('2026-11-25T10:01:00.000Z');
    expect(intakeCountdown(order({ status: 'confirmed' }), DEFAULT_INTAKE_TIMERS, now)).toEqual({ kind: 'none' });
    expect(intakeCountdown(order({ payment_status: 'pending' }), DEFAULT_INTAKE_TIMERS, now)).toEqual({
      kind: 'none',
    });
  });
});

describe('canAccept and ringing', () => {
  it('blocks an Rx order until the pharmacist verified it, and says why', () => {
    expect(canAccept({ status: 'placed', payment_status: 'paid', rx_status: 'not_required' })).toEqual({ ok: true });
    expect(canAccept({ status: 'placed', payment_status: 'paid', rx_status: 'verified' })).toEqual({ ok: true });
    expect(canAccept({ status: 'placed', payment_status: 'paid', rx_status: 'pending' })).toEqual({
      ok: false,
      code: 'prescription_unverified',
      reason: "Accept after the store's pharmacist has verified the prescription.",
    });
    expect(canAccept({ status: 'placed', payment_status: 'paid', rx_status: 'rejected' }).ok).toBe(false);
    expect(canAccept({ status: 'confirmed', payment_status: 'paid' }).ok).toBe(false);
  });

  it('rings for placed paid orders only, not for cancellation requests', () => {
    expect(
      ringingOrderIds([
        { $id: 'a', status: 'placed', payment_status: 'paid' },
        { $id: 'b', status: 'cancellation_requested', payment_status: 'paid' },
        { $id: 'c', status: 'placed', payment_status: 'pending' },
      ]),
    ).toEqual(['a']);
  });
});
