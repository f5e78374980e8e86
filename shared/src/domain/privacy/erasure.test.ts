import { describe, expect, it } from 'vitest';
import {
  deidentifiedDelivery,
  deidentifiedOrder,
  erasureSessionProblem,
  financialYearEnd,
  gstRetainUntil,
  isActiveOrder,
  pastRetention,
  rxRetainUntil,
} from './erasure';

const NOW = new Date('2026-12-02T10:00:00.000Z');

describe('erasure rules (ADR 0013)', () => {
  it('wants a sign-in of the last 5 minutes, and two factors when MFA is on', () => {
    const fresh = { createdAt: '2026-12-02T09:57:00.000Z', factors: ['password'] };
    expect(erasureSessionProblem(fresh, false, NOW)).toBeNull();
    expect(erasureSessionProblem({ ...fresh, createdAt: '2026-12-02T09:54:59.000Z' }, false, NOW)).toBe(
      'fresh_sign_in_required',
    );
    expect(erasureSessionProblem(fresh, true, NOW)).toBe('second_factor_required');
    expect(erasureSessionProblem({ ...fresh, factors: ['password', 'totp'] }, true, NOW)).toBeNull();
    expect(erasureSessionProblem({ ...fresh, createdAt: 'not a date' }, false, NOW)).toBe('fresh_sign_in_required');
  });

  it('lets only ended orders through (an open return keeps a delivered order active)', () => {
    expect(isActiveOrder({ status: 'out_for_delivery', return_status: null })).toBe(true);
    expect(isActiveOrder({ status: 'delivered', return_status: null })).toBe(false);
    expect(isActiveOrder({ status: 'delivered', return_status: 'pickup_scheduled' })).toBe(true);
    expect(isActiveOrder({ status: 'delivered', return_status: 'refunded' })).toBe(false);
    for (const status of ['cancelled', 'payment_failed', 'expired', 'refunded'] as const)
      expect(isActiveOrder({ status, return_status: null })).toBe(false);
  });

  it('keeps GST records 72 months from 31 December after the financial year, prescriptions 3 years', () => {
    expect(financialYearEnd(new Date('2026-03-31T18:45:00.000Z'))).toBe(2027); // 00:15 on 1 April in India
    expect(financialYearEnd(new Date('2026-03-31T10:00:00.000Z'))).toBe(2026);
    expect(gstRetainUntil(new Date('2026-05-10T06:00:00.000Z'))).toBe('2033-12-31T18:29:59.999Z');
    expect(rxRetainUntil(new Date('2026-05-10T06:00:00.000Z'))).toBe('2029-05-10T06:00:00.000Z');
    expect(pastRetention('2029-05-10T06:00:00.000Z', new Date('2029-05-10T06:00:00.000Z'))).toBe(true);
    expect(pastRetention('2029-05-10T06:00:00.000Z', NOW)).toBe(false);
    expect(pastRetention(null, NOW)).toBe(false);
  });

  it('de-identifies an order but keeps the place of supply, and the name above the r.46(e) limit', () => {
    const order = {
      total: 100,
      latitude: 28.59123,
      longitude: 77.22789,
      invoice_date: '2026-05-10T06:00:00.000Z',
      delivered_at: null,
      $createdAt: '2026-05-10T05:00:00.000Z',
    };
    expect(deidentifiedOrder(order)).toEqual({
      address_id: null,
      address_name: 'Deleted user',
      recipient_name: null,
      address_line1: 'Deleted user',
      address_line2: null,
      latitude: 28.59,
      longitude: 77.23,
      retain_until: '2033-12-31T18:29:59.999Z',
    });
    expect(deidentifiedOrder({ ...order, total: 60_000 })).toEqual({ retain_until: '2033-12-31T18:29:59.999Z' });
  });
});

describe('deidentifiedDelivery', () => {
  it('drops the door, the first name, the masked phone and the route, and keeps nothing that finds the customer', () => {
    const erased = deidentifiedDelivery();
    expect(erased).toMatchObject({ address: 'Deleted user', recipient_first_name: 'Deleted user' });
    for (const key of ['recipient_phone_masked', 'destination_latitude', 'destination_longitude'] as const)
      expect(erased[key]).toBeNull();
  });
});
