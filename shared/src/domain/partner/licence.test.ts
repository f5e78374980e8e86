import { describe, expect, it } from 'vitest';
import { indiaToday, licenceDateErrors, licenceNumberError, parseIsoDate } from './licence';

// 10:00 IST on 25 Nov 2026; "today" for a licence is India's date.
const NOW = new Date('2026-11-25T04:30:00Z');

describe('licenceDateErrors', () => {
  it('accepts a licence with more than 30 days left', () =>
    expect(licenceDateErrors('2022-01-10', '2027-01-09', NOW)).toEqual({}));
  it('accepts exactly 30 days left', () => expect(licenceDateErrors('2022-01-10', '2026-12-25', NOW)).toEqual({}));
  it('refuses 29 days left', () => {
    expect(licenceDateErrors('2022-01-10', '2026-12-24', NOW)).toEqual({
      expires_on: 'This licence expires within 30 days. Renew it before applying',
    });
  });
  it('refuses a licence expiring today', () =>
    expect(licenceDateErrors('2022-01-10', '2026-11-25', NOW).expires_on).toContain('within 30 days'));
  it('refuses an expired licence', () => {
    expect(licenceDateErrors('2020-01-10', '2025-01-09', NOW)).toEqual({
      expires_on: 'This licence has expired. Renew it before applying',
    });
  });
  it('counts days on India’s calendar: at 20:00 UTC on 24 Nov it is already 25 Nov in India', () => {
    const lateEvening = new Date('2026-11-24T20:00:00Z');
    expect(licenceDateErrors('2022-01-10', '2026-12-24', lateEvening).expires_on).toContain('within 30 days');
    expect(licenceDateErrors('2022-01-10', '2026-12-24', new Date('2026-11-24T18:00:00Z'))).toEqual({});
  });
  it('refuses an issue date in the future', () =>
    expect(licenceDateErrors('2026-11-26', '2031-11-25', NOW).issued_on).toBe(
      'The issue date cannot be in the future',
    ));
  it('accepts an issue date of today', () => expect(licenceDateErrors('2026-11-25', '2031-11-24', NOW)).toEqual({}));
  it('refuses an expiry before the issue date', () => {
    expect(licenceDateErrors('2027-01-01', '2026-12-31', new Date('2027-06-01T00:00:00Z')).expires_on).toBe(
      'The expiry date must be after the issue date',
    );
  });
  it('asks for missing dates', () => {
    expect(licenceDateErrors('', '', NOW)).toEqual({
      issued_on: 'Enter the issue date',
      expires_on: 'Enter the expiry date',
    });
  });
  it.each(['2026-02-30', '26-11-2026', '2026/12/31', 'tomorrow'])('refuses %j as no date', (date) => {
    expect(licenceDateErrors(date, date, NOW)).toEqual({ issued_on: 'Enter a date', expires_on: 'Enter a date' });
  });
});

describe('parseIsoDate and indiaToday', () => {
  it('reads calendar dates only', () => {
    expect(parseIsoDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(parseIsoDate('2027-02-29')).toBeNull();
  });
  it('gives India’s date', () => {
    expect(indiaToday(new Date('2026-11-24T18:29:00Z'))).toBe(Date.UTC(2026, 10, 24));
    expect(indiaToday(new Date('2026-11-24T18:30:00Z'))).toBe(Date.UTC(2026, 10, 25));
  });
});

describe('licenceNumberError', () => {
  it.each(['KA-B1-20B-12345', '20/DL/2024/001', 'MH-MZ4-123456', 'RLF20KA2019000123'])('accepts %s', (number) => {
    expect(licenceNumberError('20', number)).toBeNull();
  });
  it('asks for the form’s number', () => {
    expect(licenceNumberError('20', '')).toBe('Enter the Form 20 licence number');
    expect(licenceNumberError('21', '')).toBe('Enter the Form 21 licence number');
  });
  it.each(['AB', '-20/DL/1', '20/DL/2024/', 'DL#2024', 'X'.repeat(65)])('refuses %j', (number) => {
    expect(licenceNumberError('21', number)).toBe('Use the licence number as printed: letters, digits, / and -');
  });
});
