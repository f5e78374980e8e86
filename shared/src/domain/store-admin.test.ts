import { describe, expect, it } from 'vitest';
import { VALID_STORE } from '../testing/partner-application';
import {
  daysUntilExpiry,
  expiringByDay,
  licenceAction,
  licenceChangeErrors,
  licenceChangeRowData,
  licenceExpiresOn,
  readLicenceChange,
  readStoreValues,
  reasonError,
  stateOfGstin,
  storeErrors,
  storeRowData,
  storeValuesFromRow,
} from './store-admin';

// 10:00 IST on 25 Nov 2026.
const NOW = new Date('2026-11-25T04:30:00Z');

describe('storeErrors', () => {
  it('accepts a complete store', () => {
    expect(storeErrors(VALID_STORE, NOW)).toEqual({});
  });

  it('names each wrong field with the shared validators’ messages', () => {
    const errors = storeErrors(
      {
        ...VALID_STORE,
        name: ' ',
        gstin: '29AAGCB7383J1Z5',
        phone: '12345',
        postal_code: '56003',
        latitude: 51.5,
        form20_number: '',
        form21_expires_on: '2026-12-10',
      },
      NOW,
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['form20_number', 'form21_expires_on', 'gstin', 'latitude', 'name', 'phone', 'postal_code'].sort(),
    );
    expect(errors.form21_expires_on).toMatch(/within 30 days/);
    expect(errors.latitude).toBe('The location must be in India');
  });

  it('refuses a GSTIN of another State than the PIN', () => {
    // 27 = Maharashtra, PIN 560034 = Karnataka.
    expect(storeErrors({ ...VALID_STORE, gstin: '27AAGCB7383J1Z8' }, NOW).gstin).toBeTruthy();
  });

  it('refuses an expired licence, and lets an edit keep an unchanged date that is close to expiry', () => {
    const close = { ...VALID_STORE, form20_expires_on: '2026-12-05' };
    expect(storeErrors(close, NOW).form20_expires_on).toMatch(/within 30 days/);
    expect(storeErrors(close, NOW, { form20_expires_on: '2026-12-05' })).toEqual({});
    expect(storeErrors({ ...VALID_STORE, form20_expires_on: '2026-11-24' }, NOW).form20_expires_on).toBe(
      'This licence has expired',
    );
    expect(storeErrors({ ...VALID_STORE, form20_expires_on: '2026-02-30' }, NOW).form20_expires_on).toBe(
      'Enter a date',
    );
  });
});

describe('readStoreValues', () => {
  it('keeps known fields of the right type, normalises the GSTIN', () => {
    const read = readStoreValues({ ...VALID_STORE, gstin: ' 29aagcb7383j1z4 ' });
    expect(read).toEqual({ ok: true, values: VALID_STORE });
  });
  it('refuses unknown fields, wrong types and oversize text', () => {
    expect(readStoreValues({ is_active: true })).toEqual({ ok: false, message: 'Unknown field is_active.' });
    expect(readStoreValues({ latitude: '12' }).ok).toBe(false);
    expect(readStoreValues({ city: 'x'.repeat(65) }).ok).toBe(false);
    expect(readStoreValues([]).ok).toBe(false);
  });
});

describe('row mapping', () => {
  it('writes the earlier expiry as licence_expires_on and the GSTIN’s State, and reads it back', () => {
    const data = storeRowData(VALID_STORE);
    expect(data).toMatchObject({
      state: 'Karnataka',
      location: [77.6245, 12.9352],
      drug_license_number: 'KA-B1-20-12345',
      licence_expires_on: '2028-01-31',
    });
    expect(storeValuesFromRow(data)).toEqual(VALID_STORE);
    expect(licenceExpiresOn({ form20_expires_on: '', form21_expires_on: '' })).toBeNull();
    expect(stateOfGstin('99AAAAA0000A1Z5')).toBe('');
  });
});

describe('licence expiry', () => {
  it('counts days on India’s calendar', () => {
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(daysUntilExpiry('2026-11-25', new Date('2026-11-24T20:00:00Z'))).toBe(0);
    expect(daysUntilExpiry('2026-11-25', new Date('2026-11-24T18:00:00Z'))).toBe(1);
    expect(daysUntilExpiry('nope', NOW)).toBeNull();
  });

  it('gives nothing beyond 30 days, the 30-day notice from 30 days, the 7-day one from 7, suspension after the expiry day', () => {
    expect(licenceAction('2026-12-26', NOW)).toBeNull();
    expect(licenceAction('2026-12-25', NOW)).toEqual({ kind: 'notice', days: 30, daysLeft: 30 });
    expect(licenceAction('2026-12-03', NOW)).toEqual({ kind: 'notice', days: 30, daysLeft: 8 });
    expect(licenceAction('2026-12-02', NOW)).toEqual({ kind: 'notice', days: 7, daysLeft: 7 });
    expect(licenceAction('2026-11-25', NOW)).toEqual({ kind: 'notice', days: 7, daysLeft: 0 });
    expect(licenceAction('2026-11-24', NOW)).toEqual({ kind: 'expired' });
    expect(licenceAction(null, NOW)).toBeNull();
  });

  it('"expiring in 30 days" ends on today + 30 in India', () => {
    expect(expiringByDay(NOW)).toBe('2026-12-25');
    expect(expiringByDay(new Date('2026-11-24T20:00:00Z'))).toBe('2026-12-25');
  });
});

describe('reasonError', () => {
  it('requires a reason of at most 500 characters', () => {
    expect(reasonError('  ')).toBe('Please give a reason.');
    expect(reasonError('x'.repeat(501))).toMatch(/500/);
    expect(reasonError('Repeated complaints about expired stock')).toBeNull();
  });
});

describe('licence change requests', () => {
  const change = {
    form20_number: 'KA-B1-20-99999',
    form20_expires_on: '2031-03-31',
    form21_number: 'KA-B1-21-99999',
    form21_expires_on: '2030-12-31',
  };
  it('reads exactly the four licence fields', () => {
    expect(readLicenceChange({ ...change, form20_number: ' KA-B1-20-99999 ' })).toEqual({ ok: true, values: change });
    expect(readLicenceChange({ ...change, gstin: 'x' })).toEqual({ ok: false, message: 'Unknown field gstin.' });
    expect(readLicenceChange({ form20_number: 5 }).ok).toBe(false);
  });
  it('checks numbers and the 30-day rule, and writes the earlier expiry', () => {
    expect(licenceChangeErrors(change, NOW)).toEqual({});
    expect(
      Object.keys(licenceChangeErrors({ ...change, form21_expires_on: '2026-12-01', form20_number: '' }, NOW)),
    ).toEqual(['form20_number', 'form21_expires_on']);
    expect(licenceChangeRowData(change)).toMatchObject({
      drug_license_number: 'KA-B1-20-99999',
      licence_expires_on: '2030-12-31',
    });
  });
});
