import { describe, expect, it } from 'vitest';
import {
  awaitsRefundBankDetails,
  maskRefundBank,
  readRefundBankDetails,
  refundBankErrors,
  refundBankSummary,
} from './refund-bank';

const good = {
  account_holder: '  Asha   Rao ',
  account_number: '5010 0123 4567',
  account_number_confirm: '501001234567',
  ifsc: 'hdfc0001234',
};

describe('refund bank details', () => {
  it('reads the fields, dropping spaces from numbers and upper-casing the IFSC', () => {
    const read = readRefundBankDetails(good);
    expect(read).toEqual({
      ok: true,
      values: {
        account_holder: 'Asha Rao',
        account_number: '501001234567',
        account_number_confirm: '501001234567',
        ifsc: 'HDFC0001234',
      },
    });
    if (read.ok) expect(refundBankErrors(read.values)).toEqual({});
  });

  it('refuses unknown fields, non-text and over-long values', () => {
    expect(readRefundBankDetails({ ...good, upi: 'x@y' }).ok).toBe(false);
    expect(readRefundBankDetails({ ...good, ifsc: 1 }).ok).toBe(false);
    expect(readRefundBankDetails({ ...good, account_number: '1'.repeat(19) }).ok).toBe(false);
    expect(readRefundBankDetails(null).ok).toBe(false);
    expect(readRefundBankDetails(['a']).ok).toBe(false);
  });

  it('uses the partner bank validators: name, 9–18 digits, typed twice, IFSC format', () => {
    const base = {
      account_holder: 'Asha',
      account_number: '501001234567',
      account_number_confirm: '501001234567',
      ifsc: 'HDFC0001234',
    };
    expect(refundBankErrors({ ...base, account_holder: ' ' })).toEqual({
      account_holder: 'Enter the account holder’s name',
    });
    expect(refundBankErrors({ ...base, account_number: '12345678', account_number_confirm: '12345678' })).toEqual({
      account_number: 'An account number is 9 to 18 digits',
    });
    expect(refundBankErrors({ ...base, account_number_confirm: '501001234568' })).toEqual({
      account_number_confirm: 'The account numbers do not match',
    });
    expect(refundBankErrors({ ...base, ifsc: 'HDFC1001234' }).ifsc).toMatch(/4 letters, 0/);
    expect(refundBankErrors({ ...base, ifsc: '' }).ifsc).toBe('Enter the IFSC');
  });

  it('masks to the last four digits and says when the transfer comes', () => {
    const masked = maskRefundBank({ account_holder: 'Asha', account_number: '501001234567', ifsc: 'HDFC0001234' });
    expect(masked).toEqual({
      account_holder: 'Asha',
      account_last4: '4567',
      ifsc: 'HDFC0001234',
      bank_name: 'HDFC Bank',
    });
    expect(JSON.stringify(masked)).not.toContain('50100123');
    expect(refundBankSummary(masked)).toBe('A/c ••••4567, IFSC HDFC0001234 — we transfer within 5–7 business days');
  });

  it('only a pending cash-on-delivery refund waits for bank details', () => {
    expect(awaitsRefundBankDetails({ payment_method: 'cod', refund_status: 'pending' })).toBe(true);
    expect(awaitsRefundBankDetails({ payment_method: 'cod', refund_status: 'refunded' })).toBe(false);
    expect(awaitsRefundBankDetails({ payment_method: 'online', refund_status: 'pending' })).toBe(false);
    expect(awaitsRefundBankDetails({ payment_method: 'cod', refund_status: null })).toBe(false);
  });
});
