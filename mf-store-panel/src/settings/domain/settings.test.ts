import { describe, expect, it } from 'vitest';
import { EMPTY_BANK_CHANGE } from '@instamg/shared/domain/partner/bank';
import { bankFormErrors, EMPTY_LICENCE_FORM, licenceFormErrors, mayRequestChanges, summariseRequest } from './settings';

const now = new Date('2026-11-25T06:00:00Z');

describe('mayRequestChanges', () => {
  it('lets the owner and the admin role ask, not a manager or staff', () => {
    expect(['owner', 'admin', 'manager', 'staff'].map((r) => mayRequestChanges(r as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('licenceFormErrors', () => {
  it('asks for every field and a scan', () => {
    expect(Object.keys(licenceFormErrors(EMPTY_LICENCE_FORM, now)).sort()).toEqual([
      'document_id',
      'form20_expires_on',
      'form20_number',
      'form21_expires_on',
      'form21_number',
    ]);
  });
  it('accepts a valid renewal and refuses one expiring within 30 days', () => {
    const form = {
      form20_number: 'KA-B1-20-77777',
      form20_expires_on: '2031-03-31',
      form21_number: 'KA-B1-21-77777',
      form21_expires_on: '2030-12-31',
      document_id: 'f1',
    };
    expect(licenceFormErrors(form, now)).toEqual({});
    expect(Object.keys(licenceFormErrors({ ...form, form21_expires_on: '2026-12-01' }, now))).toEqual([
      'form21_expires_on',
    ]);
  });
});

describe('bankFormErrors', () => {
  it('uses the shared validators (lower-case IFSC accepted as the function upper-cases it)', () => {
    const form = {
      account_holder: 'Asha Medicos',
      account_number: '123456789012',
      account_number_confirm: '123456789012',
      ifsc: 'hdfc0001234',
      cheque_document_id: 'f1',
    };
    expect(bankFormErrors(form)).toEqual({});
    expect(Object.keys(bankFormErrors(EMPTY_BANK_CHANGE)).sort()).toEqual([
      'account_holder',
      'account_number',
      'cheque_document_id',
      'ifsc',
    ]);
    expect(bankFormErrors({ ...form, account_number_confirm: '123456789013' })).toEqual({
      account_number_confirm: 'account_mismatch',
    });
  });
});

describe('summariseRequest', () => {
  it('shows a bank request masked and a licence request with its dates', () => {
    expect(
      summariseRequest(
        'bank',
        '{"account_holder":"Asha","account_masked":"XXXXXX9012","ifsc":"HDFC0001234","bank_name":"HDFC Bank"}',
      ),
    ).toBe('Account XXXXXX9012, IFSC HDFC0001234, Asha');
    expect(
      summariseRequest(
        'licence',
        '{"form20_number":"A","form20_expires_on":"2031-03-31","form21_number":"B","form21_expires_on":"2030-12-31"}',
      ),
    ).toBe('Form 20 A (expires 2031-03-31), Form 21 B (expires 2030-12-31)');
    expect(summariseRequest('bank', 'not json')).toBe('');
  });
});
