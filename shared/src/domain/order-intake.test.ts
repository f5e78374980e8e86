import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTAKE_TIMERS,
  acceptDeadline,
  acceptWindowPassed,
  intakeTimersFrom,
  parseRejection,
  rxPauseUsedMs,
  storeReminderDeadline,
  type IntakeOrder,
} from './order-intake';

const paidAt = '2026-11-25T10:00:00.000Z';
const waiting: IntakeOrder = { status: 'placed', payment_status: 'paid', paid_at: paidAt };
const at = (iso: string) => new Date(iso);
const timers = DEFAULT_INTAKE_TIMERS;

describe('intake timers from settings', () => {
  it('defaults to 3 / 15 / 60 minutes and reads the settings rows by key', () => {
    expect(intakeTimersFrom({})).toEqual({
      acceptWindowMinutes: 3,
      rxReviewPauseMaxMinutes: 15,
      slotAcceptLeadMinutes: 60,
    });
    expect(
      intakeTimersFrom({
        accept_window_minutes: '5',
        rx_review_pause_max_minutes: '10',
        slot_accept_lead_minutes: '30',
      }),
    ).toEqual({ acceptWindowMinutes: 5, rxReviewPauseMaxMinutes: 10, slotAcceptLeadMinutes: 30 });
  });
  it('a bad row falls back to the default instead of stopping intake', () => {
    expect(
      intakeTimersFrom({
        accept_window_minutes: 'soon',
        rx_review_pause_max_minutes: '-1',
        slot_accept_lead_minutes: '',
      }),
    ).toEqual(DEFAULT_INTAKE_TIMERS);
  });
});

describe('accept deadline', () => {
  it('runs the accept window from payment; only a paid placed order has one', () => {
    expect(acceptDeadline(waiting, timers, at(paidAt))?.toISOString()).toBe('2026-11-25T10:03:00.000Z');
    expect(acceptDeadline({ ...waiting, payment_status: 'pending' }, timers, at(paidAt))).toBeNull();
    // Cash on delivery (issue 22 §6): waits from placement, which place-order records as routed_at.
    expect(
      acceptDeadline(
        { status: 'placed', payment_status: 'cod_pending', paid_at: null, routed_at: paidAt },
        timers,
        at(paidAt),
      )?.toISOString(),
    ).toBe('2026-11-25T10:03:00.000Z');
    expect(acceptDeadline({ ...waiting, status: 'confirmed' }, timers, at(paidAt))).toBeNull();
    expect(acceptWindowPassed(waiting, timers, at('2026-11-25T10:02:59.999Z'))).toBe(false);
    expect(acceptWindowPassed(waiting, timers, at('2026-11-25T10:03:00.000Z'))).toBe(true);
  });
  it('restarts at the re-route to a new store', () => {
    expect(
      acceptDeadline({ ...waiting, routed_at: '2026-11-25T10:04:00.000Z' }, timers, at(paidAt))?.toISOString(),
    ).toBe('2026-11-25T10:07:00.000Z');
  });
  it('a slot order starts counting the lead time before its slot, not at payment', () => {
    const slot = { ...waiting, slot_start: '2026-11-25T18:00:00.000Z' };
    expect(acceptDeadline(slot, timers, at(paidAt))?.toISOString()).toBe('2026-11-25T17:03:00.000Z');
    // A slot starting sooner than the lead time counts from payment.
    expect(
      acceptDeadline({ ...waiting, slot_start: '2026-11-25T10:30:00.000Z' }, timers, at(paidAt))?.toISOString(),
    ).toBe('2026-11-25T10:03:00.000Z');
  });
  it('the pharmacist’s review pauses it, at most the pause setting in all', () => {
    const reviewing = { ...waiting, rx_review_started_at: '2026-11-25T10:01:00.000Z' };
    expect(rxPauseUsedMs(reviewing, timers, at('2026-11-25T10:06:00.000Z'))).toBe(5 * 60_000);
    expect(acceptWindowPassed(reviewing, timers, at('2026-11-25T10:06:00.000Z'))).toBe(false);
    // 15 minutes of pause at most: 3 + 15 minutes after payment the window is over even mid-review.
    expect(acceptDeadline(reviewing, timers, at('2026-11-25T11:00:00.000Z'))?.toISOString()).toBe(
      '2026-11-25T10:18:00.000Z',
    );
    expect(acceptWindowPassed(reviewing, timers, at('2026-11-25T10:18:00.000Z'))).toBe(true);
    // A closed review keeps the pause it used.
    expect(acceptDeadline({ ...waiting, rx_paused_ms: 120_000 }, timers, at(paidAt))?.toISOString()).toBe(
      '2026-11-25T10:05:00.000Z',
    );
  });
});

describe('store reminders', () => {
  it('ring again once the countdown has run 50 s, until it ends; never for an order not waiting', () => {
    expect(storeReminderDeadline(waiting, timers, at('2026-11-25T10:00:49.999Z'))).toBeNull();
    expect(storeReminderDeadline(waiting, timers, at('2026-11-25T10:00:50.000Z'))?.toISOString()).toBe(
      '2026-11-25T10:03:00.000Z',
    );
    expect(storeReminderDeadline(waiting, timers, at('2026-11-25T10:02:59.000Z'))).not.toBeNull();
    expect(storeReminderDeadline(waiting, timers, at('2026-11-25T10:03:00.000Z'))).toBeNull();
    expect(
      storeReminderDeadline({ ...waiting, status: 'confirmed' }, timers, at('2026-11-25T10:01:00.000Z')),
    ).toBeNull();
    expect(
      storeReminderDeadline({ ...waiting, payment_status: 'pending' }, timers, at('2026-11-25T10:01:00.000Z')),
    ).toBeNull();
  });
  it('wait while a pharmacist reviews the prescription (someone is acting) and restart at a re-route', () => {
    const reviewing = { ...waiting, rx_review_started_at: '2026-11-25T10:00:30.000Z' };
    expect(storeReminderDeadline(reviewing, timers, at('2026-11-25T10:02:00.000Z'))).toBeNull();
    const moved = { ...waiting, routed_at: '2026-11-25T10:04:00.000Z' };
    expect(storeReminderDeadline(moved, timers, at('2026-11-25T10:04:30.000Z'))).toBeNull();
    expect(storeReminderDeadline(moved, timers, at('2026-11-25T10:05:00.000Z'))?.toISOString()).toBe(
      '2026-11-25T10:07:00.000Z',
    );
  });
  it('for a slot order, start only when its countdown does', () => {
    const slot = { ...waiting, slot_start: '2026-11-25T14:00:00.000Z' };
    expect(storeReminderDeadline(slot, timers, at('2026-11-25T10:01:00.000Z'))).toBeNull();
    expect(storeReminderDeadline(slot, timers, at('2026-11-25T13:01:00.000Z'))?.toISOString()).toBe(
      '2026-11-25T13:03:00.000Z',
    );
  });
});

describe('rejection reasons', () => {
  it('takes a reason from the list; other needs the store’s words', () => {
    expect(parseRejection('out_of_stock', null)).toEqual({ reason: 'out_of_stock', note: null });
    expect(parseRejection('other', 'Power cut')).toEqual({ reason: 'other', note: 'Power cut' });
    expect(parseRejection('other', null)).toEqual({ error: 'Please say why you are rejecting this order.' });
    expect(parseRejection('busy', null)).toEqual({
      error: 'reject_reason must be one of out_of_stock, rx_invalid, store_closing, other.',
    });
  });
});
