import { describe, expect, it } from 'vitest';
import {
  accountNumberErrors,
  bankChangeErrors,
  bankNameOf,
  ifscError,
  maskAccountNumber,
  readBankChange,
} from './bank';

describe('ifscError', () => {
  it.each(['HDFC0001234', 'SBIN0000691', 'ICIC0ABC123', 'UTIB0SBMP01'])('accepts %s', (ifsc) =>
    expect(ifscError(ifsc)).toBeNull(),
  );
  it.each([
    ['', 'Enter the IFSC'],
    ['HDFC000123', 'An IFSC has 11 characters'],
    ['HDFC00012345', 'An IFSC has 11 characters'],
    ['HDFC1001234', 'An IFSC is 4 letters, 0'], // 5th must be 0
    ['HDF10001234', 'An IFSC is 4 letters, 0'], // bank code is letters
    ['HDFC0-01234', 'An IFSC is 4 letters, 0'],
    ['hdfc0001234', 'An IFSC is 4 letters, 0'], // callers normalise first
  ])('refuses %j', (ifsc, message) => expect(ifscError(ifsc)).toContain(message));
});

describe('accountNumberErrors', () => {
  it.each(['123456789', '000123456789', '123456789012345678'])('accepts %s typed twice', (number) => {
    expect(accountNumberErrors(number, number)).toEqual({});
  });
  it.each([
    ['', { account_number: 'Enter the account number' }],
    ['12345678', { account_number: 'An account number is 9 to 18 digits' }],
    ['1234567890123456789', { account_number: 'An account number is 9 to 18 digits' }],
    ['12345 6789', { account_number: 'An account number is 9 to 18 digits' }],
    ['12345678A', { account_number: 'An account number is 9 to 18 digits' }],
  ])('refuses %j', (number, errors) => expect(accountNumberErrors(number, number)).toEqual(errors));
  it('refuses a repetition that differs', () => {
    expect(accountNumberErrors('123456789012', '123456789021')).toEqual({
      account_number_confirm: 'The account numbers do not match',
    });
    expect(accountNumberErrors('123456789012', '')).toEqual({
      account_number_confirm: 'The account numbers do not match',
    });
  });
});

describe('maskAccountNumber', () => {
  it('shows only the last four digits, always behind six Xs', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXX9012');
    expect(maskAccountNumber('123456789')).toBe('XXXXXX6789');
    expect(maskAccountNumber('123456789012345678')).toBe('XXXXXX5678');
  });
});

describe('bankNameOf', () => {
  it('names a known bank code and answers null otherwise', () => {
    expect(bankNameOf('HDFC0001234')).toBe('HDFC Bank');
    expect(bankNameOf('ZZZZ0001234')).toBeNull();
  });
});

describe('readBankChange / bankChangeErrors', () => {
  const good = {
    account_holder: ' Asha  Medicos ',
    account_number: '5010 0123 4567',
    account_number_confirm: '501001234567',
    ifsc: 'hdfc0001234',
    cheque_document_id: 'f1',
  };
  it('normalises and accepts a complete change', () => {
    const read = readBankChange(good);
    expect(read).toEqual({
      ok: true,
      values: {
        account_holder: 'Asha Medicos',
        account_number: '501001234567',
        account_number_confirm: '501001234567',
        ifsc: 'HDFC0001234',
        cheque_document_id: 'f1',
      },
    });
    if (read.ok) expect(bankChangeErrors(read.values)).toEqual({});
  });
  it('refuses unknown fields, non-text and over-long values', () => {
    expect(readBankChange({ ...good, verified: 'yes' })).toEqual({ ok: false, message: 'Unknown field verified.' });
    expect(readBankChange({ ...good, ifsc: 7 })).toMatchObject({ ok: false });
    expect(readBankChange({ ...good, account_number: '1'.repeat(19) })).toMatchObject({ ok: false });
    expect(readBankChange([])).toMatchObject({ ok: false });
  });
  it('lists every failing field', () => {
    const read = readBankChange({ account_number: '12345', ifsc: 'HDFC1001234' });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(Object.keys(bankChangeErrors(read.values)).sort()).toEqual([
      'account_holder',
      'account_number',
      'cheque_document_id',
      'ifsc',
    ]);
    const mismatch = readBankChange({ ...good, account_number_confirm: '501001234568' });
    if (mismatch.ok)
      expect(bankChangeErrors(mismatch.values)).toEqual({ account_number_confirm: 'The account numbers do not match' });
  });
});
