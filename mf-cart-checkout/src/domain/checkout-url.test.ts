import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCheckoutUrl, CHECKOUT_BASES, isValidCheckoutUrl, type CheckoutMode } from './checkout-url';

const ID = 'session_a1B2c3D4e5F6g7H8';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildCheckoutUrl', () => {
  it('builds the sandbox and production URLs', () => {
    expect(buildCheckoutUrl(ID, 'sandbox')).toBe(
      `https://sandbox.cashfree.com/pg/view/sessions/checkout?payment_session_id=${ID}`,
    );
    expect(buildCheckoutUrl(ID, 'production')).toBe(
      `https://api.cashfree.com/pg/view/sessions/checkout?payment_session_id=${ID}`,
    );
  });

  it('URL-encodes the id', () => {
    const id = 'session_abc+def/ghi=jkl==';
    expect(buildCheckoutUrl(id, 'sandbox')).toBe(
      `${CHECKOUT_BASES.sandbox}?payment_session_id=session_abc%2Bdef%2Fghi%3Djkl%3D%3D`,
    );
  });

  it('cleans the id before building', () => {
    expect(buildCheckoutUrl(`${ID}paymentpayment`, 'sandbox')).toBe(
      `${CHECKOUT_BASES.sandbox}?payment_session_id=${ID}`,
    );
  });

  it("returns '' and logs 'Missing payment session ID' for a missing id", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(buildCheckoutUrl('', 'sandbox')).toBe('');
    expect(buildCheckoutUrl(undefined, 'production')).toBe('');
    expect(buildCheckoutUrl('payment', 'production')).toBe(''); // cleans to ''
    expect(error).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledWith('Missing payment session ID');
  });

  it("returns '' and logs 'Invalid payment session ID format' for a malformed id", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(buildCheckoutUrl('order_1234567890123456789', 'sandbox')).toBe('');
    expect(buildCheckoutUrl('session_short', 'sandbox')).toBe('');
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.every((call) => call[0] === 'Invalid payment session ID format')).toBe(true);
  });

  it('throws on an unknown mode', () => {
    expect(() => buildCheckoutUrl(ID, 'local' as CheckoutMode)).toThrow(/Unknown checkout mode "local"/);
  });

  it('produces URLs that pass isValidCheckoutUrl', () => {
    expect(isValidCheckoutUrl(buildCheckoutUrl(ID, 'sandbox'))).toBe(true);
    expect(isValidCheckoutUrl(buildCheckoutUrl(ID, 'production'))).toBe(true);
  });
});

describe('isValidCheckoutUrl', () => {
  const valid = `https://api.cashfree.com/pg/view/sessions/checkout?payment_session_id=${ID}`;

  it('accepts https Cashfree checkout URLs with a session id', () => {
    expect(isValidCheckoutUrl(valid)).toBe(true);
    expect(isValidCheckoutUrl(`https://cashfree.com/pg/view/sessions/checkout?payment_session_id=${ID}`)).toBe(true);
    expect(
      isValidCheckoutUrl(`https://payments.cashfree.com/x/pg/view/sessions/checkout/y?payment_session_id=${ID}`),
    ).toBe(true);
  });

  it('rejects non-https URLs', () => {
    expect(isValidCheckoutUrl(valid.replace('https:', 'http:'))).toBe(false);
  });

  it('rejects hosts outside cashfree.com, including look-alikes', () => {
    expect(isValidCheckoutUrl(valid.replace('api.cashfree.com', 'evil.com'))).toBe(false);
    expect(isValidCheckoutUrl(valid.replace('api.cashfree.com', 'notcashfree.com'))).toBe(false);
    expect(isValidCheckoutUrl(valid.replace('api.cashfree.com', 'cashfree.com.evil.com'))).toBe(false);
    expect(isValidCheckoutUrl(valid.replace('https://', 'https://cashfree.com@'))).toBe(true); // userinfo, host is still api.cashfree.com
    expect(
      isValidCheckoutUrl(`https://api.cashfree.com@evil.com/pg/view/sessions/checkout?payment_session_id=${ID}`),
    ).toBe(false);
  });

  it('rejects the wrong path or a missing session id', () => {
    expect(isValidCheckoutUrl(`https://api.cashfree.com/pg/orders?payment_session_id=${ID}`)).toBe(false);
    expect(isValidCheckoutUrl('https://api.cashfree.com/pg/view/sessions/checkout')).toBe(false);
    expect(isValidCheckoutUrl('https://api.cashfree.com/pg/view/sessions/checkout?payment_session_id=')).toBe(false);
  });

  it('rejects unparseable input', () => {
    expect(isValidCheckoutUrl('not a url')).toBe(false);
    expect(isValidCheckoutUrl('')).toBe(false);
    expect(isValidCheckoutUrl(null)).toBe(false);
  });
});
