import { describe, expect, it } from 'vitest';
import { cleanPaymentSessionId, isValidPaymentSessionId } from './payment-session';

const ID = 'session_a1B2c3D4e5F6g7H8';

describe('cleanPaymentSessionId', () => {
  it('leaves a clean id alone (apart from whitespace)', () => {
    expect(cleanPaymentSessionId(ID)).toBe(ID);
    expect(cleanPaymentSessionId(`  ${ID}\n`)).toBe(ID);
  });

  it("removes a trailing 'paymentpayment' or 'payment'", () => {
    expect(cleanPaymentSessionId(`${ID}paymentpayment`)).toBe(ID);
    expect(cleanPaymentSessionId(`${ID}payment`)).toBe(ID);
  });

  it("strips 'paymentpayment' first, then 'payment'", () => {
    expect(cleanPaymentSessionId(`${ID}paymentpaymentpayment`)).toBe(ID);
  });

  it('does not touch payment inside the id', () => {
    expect(cleanPaymentSessionId('session_paymentXYZ123456')).toBe('session_paymentXYZ123456');
  });

  it('extracts payment_session_id from an http(s) URL in the text', () => {
    expect(
      cleanPaymentSessionId(`https://sandbox.cashfree.com/pg/view/sessions/checkout?payment_session_id=${ID}`),
    ).toBe(ID);
    expect(cleanPaymentSessionId(`redirect: http://localhost:3000/pay?x=1&payment_session_id=${ID}payment`)).toBe(ID);
    expect(
      cleanPaymentSessionId(`https://x.test/?payment_session_id=${encodeURIComponent('session_a+b/c=d_123456')}`),
    ).toBe('session_a+b/c=d_123456');
  });

  it('keeps the cleaned text when the URL cannot be parsed or has no id', () => {
    expect(cleanPaymentSessionId('http://[bad-host/?payment_session_id=x payment')).toBe(
      'http://[bad-host/?payment_session_id=x ',
    );
    expect(cleanPaymentSessionId('https://example.com/nothing-herepayment')).toBe('https://example.com/nothing-here');
  });

  it('gives an empty string for non-strings', () => {
    expect(cleanPaymentSessionId(undefined)).toBe('');
    expect(cleanPaymentSessionId(42)).toBe('');
  });
});

describe('isValidPaymentSessionId', () => {
  it("accepts 'session_' ids of at least 20 characters", () => {
    expect(isValidPaymentSessionId('session_123456789012')).toBe(true); // exactly 20
    expect(isValidPaymentSessionId(ID)).toBe(true);
  });

  it('rejects short, wrongly prefixed, empty and non-string ids', () => {
    expect(isValidPaymentSessionId('session_12345678901')).toBe(false); // 19
    expect(isValidPaymentSessionId('sess_1234567890123456789')).toBe(false);
    expect(isValidPaymentSessionId('SESSION_1234567890123456')).toBe(false);
    expect(isValidPaymentSessionId('')).toBe(false);
    expect(isValidPaymentSessionId(null)).toBe(false);
  });
});
