import { describe, expect, it } from 'vitest';
import { FUNCTION_ERRORS } from './function-errors';
import {
  REFILL_ACTIONS,
  REFILL_REFUSAL_CODES,
  REFILL_REFUSALS,
  advanceRunOut,
  isRefillInterval,
  parseRefillLines,
  refillActionAllowed,
  refillSweepStep,
  shiftedRunOut,
  nextRunOutDay,
  refillEligibility,
  refillRunOutDay,
  reminderDay,
  reminderDue,
  runOutDay,
  type RefillLine,
  type RefillSchedule,
} from './refill';

describe('run-out dates', () => {
  it('runs out after quantity / dose days, else after the interval', () => {
    expect(runOutDay('2026-12-01', 30, 1, 15)).toBe('2026-12-31');
    expect(runOutDay('2026-12-01', 30, 2, 15)).toBe('2026-12-16');
    expect(runOutDay('2026-12-01', 30, null, 15)).toBe('2026-12-16');
  });

  it('takes the earliest line and reminds 3 days before', () => {
    expect(refillRunOutDay(['2026-12-31', '2026-12-16'])).toBe('2026-12-16');
    expect(refillRunOutDay([])).toBeNull();
    expect(reminderDay('2026-12-16')).toBe('2026-12-13');
    expect(nextRunOutDay('2026-12-16', 30)).toBe('2027-01-15');
  });

  it('accepts the offered intervals or the prescription’s duration', () => {
    expect(isRefillInterval(30)).toBe(true);
    expect(isRefillInterval(21)).toBe(false);
    expect(isRefillInterval(21, 21)).toBe(true);
  });
});

describe('reminderDue', () => {
  const schedule = (over: Partial<RefillSchedule> = {}): RefillSchedule => ({
    state: 'active',
    run_out_day: '2026-12-16',
    reminded_for: null,
    skip_run_out_day: null,
    ...over,
  });
  // 13 Dec 2026, 09:00 IST.
  const onReminderDay = new Date('2026-12-13T03:30:00Z');

  it('is due from 3 days before run-out, once per cycle', () => {
    expect(reminderDue(schedule(), new Date('2026-12-12T12:00:00Z'))).toBe(false);
    expect(reminderDue(schedule(), onReminderDay)).toBe(true);
    expect(reminderDue(schedule({ reminded_for: '2026-12-16' }), onReminderDay)).toBe(false);
  });

  it('is not due when paused, stopped or skipped', () => {
    expect(reminderDue(schedule({ state: 'paused' }), onReminderDay)).toBe(false);
    expect(reminderDue(schedule({ state: 'stopped' }), onReminderDay)).toBe(false);
    expect(reminderDue(schedule({ skip_run_out_day: '2026-12-16' }), onReminderDay)).toBe(false);
  });
});

describe('refillEligibility', () => {
  const rxLine: RefillLine = {
    schedule: 'H',
    requires_rx: true,
    quantity: 30,
    prescribed_total: 90,
    supplied_total: 30,
  };
  const rx = { issued_on: '2026-06-10', verified: true };

  it('reuses a verified prescription within its validity and quantity', () => {
    expect(refillEligibility(rxLine, rx, 6, new Date('2026-12-02T00:00:00Z'))).toEqual({ ok: true });
  });

  it('refuses after the prescription’s validity (6 months)', () => {
    expect(refillEligibility(rxLine, rx, 6, new Date('2026-12-10T19:00:00Z'))).toEqual({
      ok: false,
      reason: 'prescription_expired',
    });
  });

  it('refuses beyond the prescribed quantity', () => {
    expect(refillEligibility({ ...rxLine, supplied_total: 61 }, rx, 6, new Date('2026-12-02T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'quantity_used',
    });
  });

  it('asks for a prescription when there is none or it was not verified; OTC needs none', () => {
    const now = new Date('2026-12-02T00:00:00Z');
    expect(refillEligibility(rxLine, null, 6, now)).toEqual({ ok: false, reason: 'no_prescription' });
    expect(refillEligibility(rxLine, { ...rx, verified: false }, 6, now)).toEqual({
      ok: false,
      reason: 'no_prescription',
    });
    const otc: RefillLine = {
      schedule: 'none',
      requires_rx: false,
      quantity: 2,
      prescribed_total: null,
      supplied_total: 0,
    };
    expect(refillEligibility(otc, null, 6, now)).toEqual({ ok: true });
    expect(refillEligibility(otc, null, 6, now, false)).toEqual({ ok: false, reason: 'not_delivered' });
    expect(refillEligibility({ ...otc, schedule: 'X' }, null, 6, now)).toEqual({
      ok: false,
      reason: 'not_sold_online',
    });
  });
});

describe('the refills table’s rules', () => {
  const schedule = (over: Partial<RefillSchedule> = {}): RefillSchedule => ({
    state: 'active',
    run_out_day: '2026-12-31',
    reminded_for: null,
    skip_run_out_day: null,
    ...over,
  });
  // 10:00 IST on a day.
  const at = (day: string) => new Date(`${day}T04:30:00Z`);

  it('reads the lines column, leaving out anything malformed', () => {
    const lines = parseRefillLines(
      JSON.stringify([
        { product_id: 'p1', product_name: 'Metformin 500', quantity: 30, units_per_day: 2, prescribed_total: 180 },
        { product_id: 'p2', product_name: 'Paracip', quantity: 10 },
        { product_id: 'p3', product_name: 'Bad', quantity: 0 },
        { product_name: 'No id', quantity: 1 },
      ]),
    );
    expect(lines).toEqual([
      { product_id: 'p1', product_name: 'Metformin 500', quantity: 30, units_per_day: 2, prescribed_total: 180 },
      { product_id: 'p2', product_name: 'Paracip', quantity: 10, units_per_day: null, prescribed_total: null },
    ]);
    expect(parseRefillLines('not json')).toEqual([]);
    expect(parseRefillLines(null)).toEqual([]);
  });

  it('each refusal has a catalogue code with the same text', () => {
    for (const [reason, code] of Object.entries(REFILL_REFUSAL_CODES)) {
      expect(FUNCTION_ERRORS[code].message).toBe(REFILL_REFUSALS[reason as keyof typeof REFILL_REFUSALS]);
    }
  });

  it('the sweep reminds from 3 days before run-out, once, and never while paused or stopped', () => {
    expect(refillSweepStep(schedule(), at('2026-12-27'))).toBe('wait');
    expect(refillSweepStep(schedule(), at('2026-12-28'))).toBe('remind');
    expect(refillSweepStep(schedule(), at('2027-01-05'))).toBe('remind');
    expect(refillSweepStep(schedule({ reminded_for: '2026-12-31' }), at('2026-12-28'))).toBe('wait');
    expect(refillSweepStep(schedule({ state: 'paused' }), at('2026-12-28'))).toBe('wait');
    expect(refillSweepStep(schedule({ state: 'stopped' }), at('2026-12-28'))).toBe('wait');
  });

  it('a skipped cycle moves on without a reminder', () => {
    expect(refillSweepStep(schedule({ skip_run_out_day: '2026-12-31' }), at('2026-12-27'))).toBe('wait');
    expect(refillSweepStep(schedule({ skip_run_out_day: '2026-12-31' }), at('2026-12-28'))).toBe('skip');
    // A skip of an earlier cycle does not skip this one.
    expect(refillSweepStep(schedule({ skip_run_out_day: '2026-11-30' }), at('2026-12-28'))).toBe('remind');
  });

  it('the next run-out is one interval on, or from today when the sweep came late', () => {
    expect(advanceRunOut('2026-12-31', 30, at('2026-12-28'))).toBe('2027-01-30');
    // Resumed two months late: not a run-out whose reminder day has passed already.
    expect(advanceRunOut('2026-10-01', 30, at('2026-12-28'))).toBe('2027-01-27');
  });

  it('a changed interval moves the coming run-out by the difference, never before tomorrow', () => {
    expect(shiftedRunOut('2026-12-31', 30, 60, at('2026-12-10'))).toBe('2027-01-30');
    expect(shiftedRunOut('2026-12-31', 30, 15, at('2026-12-10'))).toBe('2026-12-16');
    expect(shiftedRunOut('2026-12-31', 90, 15, at('2026-12-10'))).toBe('2026-12-11');
  });

  it('what each state allows: stopped allows nothing', () => {
    for (const action of REFILL_ACTIONS) expect(refillActionAllowed('stopped', action)).toBe(false);
    expect(refillActionAllowed('active', 'pause')).toBe(true);
    expect(refillActionAllowed('active', 'resume')).toBe(false);
    expect(refillActionAllowed('paused', 'resume')).toBe(true);
    expect(refillActionAllowed('paused', 'order_now')).toBe(false);
    expect(refillActionAllowed('paused', 'skip_once')).toBe(false);
  });
});
