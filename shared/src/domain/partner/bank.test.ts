import { describe, expect, it } from 'vitest';
import { accountNumberErrors, ifscError } from './bank';

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
