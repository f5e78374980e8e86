import { describe, expect, it } from 'vitest';
import { paymentTarget } from './start-payment';

const id = 'session_abcdefghijklmnopqrstu';

describe('paymentTarget', () => {
  it('local mode goes to the sandbox checkout page', () => {
    expect(
      paymentTarget({
        payment_session_id: id,
        checkout_url: 'http://localhost:8080/v1/dev/payments/checkout?payment_session_id=x',
        mode: 'local',
      }),
    ).toEqual({ kind: 'local', url: 'http://localhost:8080/v1/dev/payments/checkout?payment_session_id=x' });
  });
  it('Cashfree modes get the cleaned session id', () => {
    expect(paymentTarget({ payment_session_id: `${id}paymentpayment`, checkout_url: null, mode: 'sandbox' })).toEqual({
      kind: 'cashfree',
      mode: 'sandbox',
      paymentSessionId: id,
    });
    expect(paymentTarget({ payment_session_id: id, checkout_url: null, mode: 'production' }).kind).toBe('cashfree');
  });
  it('refuses an invalid session id and a local session without a page', () => {
    expect(() => paymentTarget({ payment_session_id: 'session_short', checkout_url: null, mode: 'sandbox' })).toThrow(
      /invalid payment session/,
    );
    expect(() => paymentTarget({ payment_session_id: id, checkout_url: null, mode: 'local' })).toThrow(
      /no checkout page/,
    );
  });
});
