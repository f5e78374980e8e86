import { describe, expect, it } from 'vitest';
import { codAllowed, codUnavailableReason, paymentGroupOf, paymentMethodText, paymentWords } from './payment-method';

describe('payment method', () => {
  it('offers COD only up to the limit, and never when the limit is 0', () => {
    expect(codAllowed(200_000, 200_000)).toBe(true);
    expect(codAllowed(200_001, 200_000)).toBe(false);
    expect(codAllowed(10_000, 0)).toBe(false);
    expect(codUnavailableReason(10_000, 0)).toBe('Cash on delivery is not available right now.');
    expect(codUnavailableReason(250_000, 200_000)).toBe('Cash on delivery is available for orders up to ₹2,000.');
    expect(codUnavailableReason(100, 200_000)).toBeNull();
  });

  it('says how an order is paid', () => {
    expect(paymentMethodText({ payment_method: 'cod', payment_status: 'cod_pending' })).toBe('Cash on delivery');
    expect(paymentMethodText({ payment_method: 'cod', payment_status: 'paid' })).toBe('Cash on delivery');
    expect(paymentMethodText({ payment_method: 'online', payment_group: 'upi', payment_status: 'paid' })).toBe(
      'Paid online (UPI)',
    );
    expect(paymentMethodText({ payment_method: null, payment_group: null, payment_status: 'paid' })).toBe(
      'Paid online',
    );
    expect(paymentMethodText({ payment_status: 'pending' })).toBe('Pay online');
  });

  it('keeps only a plausible payment_group', () => {
    expect(paymentGroupOf('net_banking')).toBe('net_banking');
    expect(paymentGroupOf('<b>')).toBeNull();
    expect(paymentGroupOf(undefined)).toBeNull();
  });
});

describe('paymentWords (the timeline\'s "Payment received (UPI)")', () => {
  it('names the gateway group, cash on delivery, or nothing while unknown', () => {
    expect(paymentWords({ payment_method: 'online', payment_group: 'upi' })).toBe('UPI');
    expect(paymentWords({ payment_method: 'cod', payment_group: null })).toBe('Cash on delivery');
    expect(paymentWords({ payment_method: 'online', payment_group: null })).toBeNull();
    expect(paymentWords({ payment_method: 'online', payment_group: 'something_else' })).toBeNull();
  });
});
