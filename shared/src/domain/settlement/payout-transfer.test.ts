import { describe, expect, it } from 'vitest';
import {
  beneficiaryIdFor,
  failureText,
  paiseFromRupees,
  payoutIdOfTransfer,
  rupeesFromPaise,
  transferIdFor,
  transferOutcome,
} from './payout-transfer';

describe('amounts between paise and the gateway’s rupees', () => {
  it('writes exact rupees and paise, never a float artefact', () => {
    expect(rupeesFromPaise(123456)).toBe(1234.56);
    expect(JSON.stringify({ a: rupeesFromPaise(123456) })).toBe('{"a":1234.56}');
    // 0.1 + 0.2 style sums: 30 paise is 0.3, not 0.30000000000000004.
    expect(JSON.stringify(rupeesFromPaise(30))).toBe('0.3');
    expect(JSON.stringify(rupeesFromPaise(100))).toBe('1');
    expect(JSON.stringify(rupeesFromPaise(100005))).toBe('1000.05');
    expect(JSON.stringify(rupeesFromPaise(999999999999))).toBe('9999999999.99');
  });

  it('round-trips every paise amount of a range', () => {
    for (let p = 0; p < 20_000; p += 7) expect(paiseFromRupees(rupeesFromPaise(p))).toBe(p);
    for (const p of [1, 10, 99, 1001, 1_999_999, 123_456_789_01]) expect(paiseFromRupees(rupeesFromPaise(p))).toBe(p);
  });

  it('refuses what is not a paise amount', () => {
    expect(() => rupeesFromPaise(1.5)).toThrow(RangeError);
    expect(() => rupeesFromPaise(-1)).toThrow(RangeError);
    expect(paiseFromRupees(1.234)).toBeNull();
    expect(paiseFromRupees('12.3')).toBe(1230);
    expect(paiseFromRupees(-5)).toBeNull();
    expect(paiseFromRupees(null)).toBeNull();
  });
});

describe('transfer ids', () => {
  it('the first attempt is the payout id; a retry is a new id that maps back to the payout', () => {
    expect(transferIdFor('po-s1_20261116', 1)).toBe('po-s1_20261116');
    expect(transferIdFor('po-s1_20261116', 2)).toBe('po-s1_20261116_r2');
    expect(payoutIdOfTransfer('po-s1_20261116_r2')).toEqual({ payoutId: 'po-s1_20261116', attempt: 2 });
    expect(payoutIdOfTransfer('po-s1_20261116')).toEqual({ payoutId: 'po-s1_20261116', attempt: 1 });
    expect(() => transferIdFor('x', 0)).toThrow(RangeError);
  });

  it('one beneficiary per store and account', () => {
    expect(beneficiaryIdFor('store-1', 'abcdef0123')).toBe('store1_abcdef01');
    expect(beneficiaryIdFor('store-1', '11111111')).not.toBe(beneficiaryIdFor('store-1', '22222222'));
  });
});

describe('gateway statuses', () => {
  it('maps Cashfree’s statuses to processing, paid or failed', () => {
    expect(['RECEIVED', 'PENDING', 'APPROVAL_PENDING', 'QUEUED'].map(transferOutcome)).toEqual([
      'processing',
      'processing',
      'processing',
      'processing',
    ]);
    expect(transferOutcome('SUCCESS')).toBe('paid');
    expect(['FAILED', 'REJECTED', 'REVERSED'].map(transferOutcome)).toEqual(['failed', 'failed', 'failed']);
  });

  it('says why in words', () => {
    expect(failureText('REVERSED', 'Account closed')).toBe('Reversed by the beneficiary bank: Account closed');
    expect(failureText('FAILED', '')).toBe('The bank transfer failed');
    expect(failureText('REJECTED', null)).toBe('Rejected by the payout gateway');
  });
});
