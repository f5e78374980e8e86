import { describe, expect, it } from 'vitest';
import {
  EMPTY_APPLICATION,
  applicationErrors,
  applicationStepErrors,
  documentIdsOf,
  firstStepWithErrors,
  applicationFromRow,
  applicationToRowData,
  readApplicationValues,
  stateOfApplication,
  type ApplicationValues,
} from './application';
import { VALID_APPLICATION } from '../../testing/partner-application';

const NOW = new Date('2026-11-25T04:30:00Z');

describe('applicationErrors', () => {
  it('has none for a complete application', () => expect(applicationErrors(VALID_APPLICATION, NOW)).toEqual({}));

  it('lists every missing field of an empty application, a message each', () => {
    const errors = applicationErrors(EMPTY_APPLICATION, NOW);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'legal_name',
        'trade_name',
        'constitution',
        'pan',
        'gstin',
        'phone',
        'form20_number',
        'form20_issued_on',
        'form20_expires_on',
        'form20_document_id',
        'form21_number',
        'form21_issued_on',
        'form21_expires_on',
        'form21_document_id',
        'pharmacist_name',
        'pharmacist_council',
        'pharmacist_registration_number',
        'pharmacist_certificate_id',
        'address',
        'city',
        'postal_code',
        'latitude',
        'shopfront_photo_ids',
        'account_holder',
        'account_number',
        'ifsc',
        'cheque_document_id',
      ].sort(),
    );
  });

  it.each<[string, Partial<ApplicationValues>, Partial<Record<keyof ApplicationValues, string>>]>([
    [
      'a GSTIN with a wrong check character',
      { gstin: '29AAGCB7383J1Z5' },
      { gstin: 'This GSTIN has a typo: its last character does not match' },
    ],
    [
      'a PAN that is not the GSTIN’s',
      { pan: 'AAPFU0939F' },
      { gstin: 'The GSTIN is not issued to this PAN (its characters 3–12 must be the PAN)' },
    ],
    [
      'a Form 21 licence expiring in 10 days',
      { form21_expires_on: '2026-12-05' },
      { form21_expires_on: 'This licence expires within 30 days. Renew it before applying' },
    ],
    [
      'an IFSC without the 0',
      { ifsc: 'HDFC1001234' },
      { ifsc: 'An IFSC is 4 letters, 0, then 6 letters or digits, e.g. HDFC0001234' },
    ],
    ['a pin outside India', { latitude: 51.5, longitude: -0.12 }, { latitude: 'The pin must be in India' }],
    ['no map pin', { latitude: null }, { latitude: 'Place the pin on the map at the shop’s entrance' }],
    ['an unknown constitution', { constitution: 'cooperative' }, { constitution: 'Choose the type of business' }],
    ['a bad phone', { phone: '12345' }, { phone: 'Enter a 10-digit mobile or a landline with its STD code' }],
    [
      'five shopfront photos',
      { shopfront_photo_ids: ['a', 'b', 'c', 'd', 'e'] },
      { shopfront_photo_ids: 'Add at most 4 photos' },
    ],
    [
      'a file id that is no id',
      { cheque_document_id: '../other' },
      { cheque_document_id: 'This file could not be found. Please upload it again' },
    ],
  ])('refuses %s', (_, change, expected) => {
    expect(applicationErrors({ ...VALID_APPLICATION, ...change }, NOW)).toEqual(expected);
  });

  it('refuses a Maharashtra GSTIN for a Bengaluru PIN on the Premises step, naming both States', () => {
    const errors = applicationErrors({ ...VALID_APPLICATION, pan: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV' }, NOW);
    expect(errors).toEqual({
      postal_code:
        'This GSTIN is registered in Maharashtra, but PIN 560034 is in Karnataka. Use the GSTIN of the State the pharmacy is in',
    });
  });
});

describe('applicationStepErrors and firstStepWithErrors', () => {
  it('checks only the step’s fields', () => {
    const values = { ...EMPTY_APPLICATION, legal_name: 'A' };
    expect(Object.keys(applicationStepErrors('bank', values, NOW)).sort()).toEqual([
      'account_holder',
      'account_number',
      'cheque_document_id',
      'ifsc',
    ]);
  });
  it('finds the first step with an error', () => {
    expect(firstStepWithErrors(applicationErrors({ ...VALID_APPLICATION, ifsc: '' }, NOW))).toBe('bank');
    expect(firstStepWithErrors(applicationErrors({ ...VALID_APPLICATION, form20_number: '' }, NOW))).toBe('licences');
    expect(firstStepWithErrors({})).toBeNull();
  });
});

describe('readApplicationValues', () => {
  it('normalises tax ids and trims text', () => {
    const read = readApplicationValues({
      gstin: ' 29aagcb 7383j1z4',
      pan: 'aagcb7383j',
      ifsc: 'hdfc0001234 ',
      legal_name: '  Green Cross  ',
    });
    expect(read).toMatchObject({
      ok: true,
      values: { gstin: '29AAGCB7383J1Z4', pan: 'AAGCB7383J', ifsc: 'HDFC0001234', legal_name: 'Green Cross' },
    });
  });
  it('reads a whole valid application unchanged', () =>
    expect(readApplicationValues(VALID_APPLICATION)).toEqual({ ok: true, values: VALID_APPLICATION }));
  it('fills what was not sent with empty values (a draft)', () => {
    expect(readApplicationValues({})).toEqual({ ok: true, values: EMPTY_APPLICATION });
  });
  it.each<[unknown, string]>([
    [null, 'values must be an object.'],
    [[], 'values must be an object.'],
    [{ status: 'approved' }, 'Unknown field status.'],
    [{ applicant_id: 'someone' }, 'Unknown field applicant_id.'],
    [{ legal_name: 5 }, 'legal_name must be text.'],
    [{ latitude: '12.9' }, 'latitude must be a number.'],
    [{ applicant_is_pharmacist: 'yes' }, 'applicant_is_pharmacist must be true or false.'],
    [{ shopfront_photo_ids: 'a' }, 'shopfront_photo_ids must be at most 4 file ids.'],
    [{ shopfront_photo_ids: [1] }, 'shopfront_photo_ids must be at most 4 file ids.'],
    [{ gstin: '29AAGCB7383J1Z4X' }, 'gstin must be at most 15 characters.'],
    [{ address: 'x'.repeat(513) }, 'address must be at most 512 characters.'],
  ])('refuses %j', (input, message) => expect(readApplicationValues(input)).toEqual({ ok: false, message }));
});

describe('stateOfApplication and documentIdsOf', () => {
  it('names the State from the GSTIN', () => expect(stateOfApplication(VALID_APPLICATION)).toBe('Karnataka'));
  it('lists every document once per field', () => {
    expect(documentIdsOf(VALID_APPLICATION)).toEqual(['doc20', 'doc21', 'cert1', 'cheque1', 'photo1']);
  });
});

describe('applicationFromRow and applicationToRowData', () => {
  it('round-trip through a row, empty text as null', () => {
    const values = { ...VALID_APPLICATION, trade_name: '' };
    const data = applicationToRowData(values);
    expect(data.trade_name).toBeNull();
    expect(
      applicationFromRow({
        $id: 'u1',
        status: 'changes_requested',
        reviewer_note: 'Rescan the licence',
        submitted_at: null,
        ...data,
      }),
    ).toEqual({
      id: 'u1',
      status: 'changes_requested',
      reviewer_note: 'Rescan the licence',
      submitted_at: null,
      store_id: null,
      values,
    });
  });
  it('reads an unknown status as a draft', () =>
    expect(applicationFromRow({ $id: 'u1', status: 'odd' }).status).toBe('draft'));
});
