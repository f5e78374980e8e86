import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../runtime/errors.ts';
import {
  assertPrescriptionCurrent,
  parseIssueDate,
  prescriptionValidUntil,
  rxLinesOf,
  validityMonthsOf,
} from '../prescriptions.ts';

const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof FunctionError ? `${err.status} ${err.code}` : 'threw';
  }
};

describe('prescription validity (issue 14 §6)', () => {
  it('runs to the end of the same day N months later, or the month’s last day', () => {
    // To 23:59:59.999 in India (18:29:59.999 UTC).
    expect(prescriptionValidUntil(new Date('2026-05-25T00:00:00Z'), 6).toISOString()).toBe('2026-11-25T18:29:59.999Z');
    expect(prescriptionValidUntil(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe('2027-02-28T18:29:59.999Z');
  });

  it('refuses a prescription past its validity or without an issue date', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(code(() => assertPrescriptionCurrent({ issued_on: '2026-05-25T00:00:00.000Z' }, 6, now))).toBe('ok');
    expect(code(() => assertPrescriptionCurrent({ issued_on: '2026-05-24T00:00:00.000Z' }, 6, now))).toBe(
      '422 prescription_expired',
    );
    expect(code(() => assertPrescriptionCurrent({ issued_on: null }, 6, now))).toBe('422 prescription_expired');
    expect(code(() => assertPrescriptionCurrent({ issued_on: '2026-09-01T00:00:00.000Z' }, 2, now))).toBe(
      '422 prescription_expired',
    );
  });

  it('takes the customer’s date as YYYY-MM-DD, not in the future, still valid', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(parseIssueDate('2026-11-20', 6, now)).toBe('2026-11-20T00:00:00.000Z');
    expect(code(() => parseIssueDate(undefined, 6, now))).toBe('400 invalid_input');
    expect(code(() => parseIssueDate('20/11/2026', 6, now))).toBe('400 invalid_input');
    expect(code(() => parseIssueDate('2026-02-30', 6, now))).toBe('400 invalid_input');
    expect(code(() => parseIssueDate('2026-11-28', 6, now))).toBe('400 invalid_input');
    // India's today is the latest date, at any hour: 00:15 IST on 26 Nov takes the 26th, not the 27th.
    const justAfterMidnight = new Date('2026-11-25T18:45:00Z');
    expect(parseIssueDate('2026-11-26', 6, justAfterMidnight)).toBe('2026-11-26T00:00:00.000Z');
    expect(code(() => parseIssueDate('2026-11-27', 6, justAfterMidnight))).toBe('400 invalid_input');
    expect(code(() => parseIssueDate('2026-11-26', 6, new Date('2026-11-25T18:29:00Z')))).toBe('400 invalid_input');
    expect(code(() => parseIssueDate('2026-04-01', 6, now))).toBe('422 prescription_expired');
  });

  it('reads the setting as 1–24 whole months, else 6', () => {
    expect(validityMonthsOf('3')).toBe(3);
    expect([undefined, null, '', '0', '2.5', '25', 'six'].map(validityMonthsOf)).toEqual([6, 6, 6, 6, 6, 6, 6]);
  });

  it('a verification covers the Rx lines only, with strength and quantity', () => {
    const items = [
      { product_id: 'p-h', product_name: 'Azee 500 Tablet', rx_required: true, quantity: 2 },
      { product_id: 'p-otc', product_name: 'Paracip 500', rx_required: false, quantity: 1 },
    ];
    expect(rxLinesOf(items, new Map([['p-h', '500mg']]))).toEqual([
      { product_id: 'p-h', product_name: 'Azee 500 Tablet', strength: '500mg', quantity: 2 },
    ]);
  });
});
