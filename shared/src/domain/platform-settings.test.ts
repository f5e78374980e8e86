import { describe, expect, it } from 'vitest';
import { INTAKE_SETTINGS } from './order-intake';
import { SUBSTITUTION_SETTINGS } from './substitution';
import {
  PLATFORM_SETTINGS,
  checkRate,
  checkSetting,
  formatRate,
  istToday,
  rateAt,
  type RateRow,
} from './platform-settings';

describe('checkSetting', () => {
  it('takes whole numbers within each setting’s range', () => {
    expect(checkSetting('accept_window_minutes', ' 5 ')).toEqual({ ok: true, value: '5' });
    for (const bad of ['0', '61', '2.5', '-1', 'five', '', '1e1'])
      expect(checkSetting('accept_window_minutes', bad)).toEqual({
        ok: false,
        message: 'Order acceptance window must be a whole number from 1 to 60 minutes.',
      });
    expect(checkSetting('prescription_validity_months', '12')).toEqual({ ok: true, value: '12' });
    expect(checkSetting('max_unpaid_orders', 3)).toEqual({
      ok: false,
      message: 'Unpaid orders per customer: enter a value.',
    });
  });

  it('takes an e-mail address and an Indian phone number for support', () => {
    expect(checkSetting('support_email', 'help@instamg.in')).toEqual({ ok: true, value: 'help@instamg.in' });
    expect(checkSetting('support_email', 'help at instamg')).toMatchObject({ ok: false });
    for (const phone of ['+91 11 4000 0000', '+91-98100-12345', '9810012345', '1800 123 4567'])
      expect(checkSetting('support_phone', phone)).toMatchObject({ ok: true });
    for (const phone of ['+1 415 555 0100', '12345', '011 4000 0000 99'])
      expect(checkSetting('support_phone', phone)).toMatchObject({ ok: false });
  });

  it('refuses any key that is not a platform setting (the public table never takes a secret or a marker)', () => {
    for (const key of ['seed_version', 'cashfree_secret', 'APPWRITE_API_KEY', '__proto__'])
      expect(checkSetting(key, '1')).toEqual({ ok: false, message: 'That setting cannot be changed here.' });
    expect(PLATFORM_SETTINGS.map((s) => s.key).filter((key) => /secret|token|password|api_?key/i.test(key))).toEqual(
      [],
    );
  });

  it('lists every intake timer with the fallback code uses', () => {
    for (const { key, fallback } of Object.values(INTAKE_SETTINGS))
      expect(PLATFORM_SETTINGS.find((s) => s.key === key)?.fallback).toBe(String(fallback));
  });

  it('lists the substitution consent window (issue 16 §5) with the fallback and range code uses', () => {
    const { key, fallback, min, max } = SUBSTITUTION_SETTINGS.consentMinutes;
    expect(PLATFORM_SETTINGS.find((s) => s.key === key)).toMatchObject({
      fallback: String(fallback),
      kind: { type: 'whole', min, max, unit: 'minutes' },
    });
    expect(fallback).toBe(10);
    expect(checkSetting(key, '0')).toMatchObject({ ok: false });
    expect(checkSetting(key, '15')).toEqual({ ok: true, value: '15' });
  });
});

describe('rates with effective-from dates', () => {
  it('checks a new rate: kind, percentage to two decimals up to 50%, a real day not in the past', () => {
    expect(
      checkRate({ kind: 'gst_tcs', percent: '0.5', effective_from: '2026-12-01', note: ' cut ' }, '2026-11-25'),
    ).toEqual({
      ok: true,
      rate: { kind: 'gst_tcs', rate_bps: 50, effective_from: '2026-11-30T18:30:00.000Z', note: 'cut' },
    });
    expect(checkRate({ kind: 'commission', percent: 12.25, effective_from: '2026-11-25' }, '2026-11-25')).toMatchObject(
      {
        ok: true,
        rate: { rate_bps: 1225, note: null },
      },
    );
    const refused = (raw: Record<string, unknown>) => {
      const result = checkRate({ kind: 'gst_tcs', percent: '1', effective_from: '2026-12-01', ...raw }, '2026-11-25');
      return result.ok ? null : result.message;
    };
    expect(refused({ kind: 'vat' })).toBe('Choose which rate.');
    expect(refused({ percent: '0.555' })).toBe('Enter the rate as a percentage, e.g. 0.5.');
    expect(refused({ percent: '-1' })).toBe('Enter the rate as a percentage, e.g. 0.5.');
    expect(refused({ percent: '51' })).toBe('A rate can be at most 50%.');
    expect(refused({ effective_from: '2026-02-30' })).toBe('Enter the date the rate applies from.');
    expect(refused({ effective_from: '2026-11-24' })).toBe('A new rate cannot start in the past.');
    expect(refused({ note: 'x'.repeat(501) })).toBe('The note can be at most 500 characters.');
  });

  it('finds the rate in effect on a day (old orders keep the old rate)', () => {
    const rates: RateRow[] = [
      { $id: 'a', kind: 'gst_tcs', rate_bps: 100, effective_from: '2018-09-30T18:30:00.000Z' },
      { $id: 'b', kind: 'gst_tcs', rate_bps: 50, effective_from: '2024-07-09T18:30:00.000Z' },
      { $id: 'c', kind: 'income_tax_tds', rate_bps: 10, effective_from: '2024-09-30T18:30:00.000Z' },
    ];
    expect(rateAt(rates, 'gst_tcs', new Date('2024-07-09T18:29:59.999Z'))?.$id).toBe('a');
    expect(rateAt(rates, 'gst_tcs', new Date('2024-07-09T18:30:00.000Z'))?.$id).toBe('b');
    expect(rateAt(rates, 'gst_tcs', new Date('2017-01-01'))).toBeNull();
    expect(rateAt(rates, 'commission', new Date())).toBeNull();
    expect([formatRate(50), formatRate(10), formatRate(1800), formatRate(1225)]).toEqual([
      '0.5%',
      '0.1%',
      '18%',
      '12.25%',
    ]);
  });

  it('today is India’s date', () => {
    expect(istToday(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(istToday(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });
});
