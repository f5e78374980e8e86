import { describe, expect, it } from 'vitest';
import { eventTitle, offeredActions, reasonError } from './order-detail';

describe('admin order detail', () => {
  it('offers reassign only for a paid order waiting for its store, cancel while the store side may, refund decisions on an open request', () => {
    expect(offeredActions({ status: 'placed', payment_status: 'paid', refundRequestStatus: null })).toEqual([
      'reassign',
      'cancel',
    ]);
    expect(offeredActions({ status: 'placed', payment_status: 'pending', refundRequestStatus: null })).toEqual([
      'cancel',
    ]);
    expect(offeredActions({ status: 'confirmed', payment_status: 'paid', refundRequestStatus: null })).toEqual([
      'cancel',
    ]);
    expect(offeredActions({ status: 'delivered', payment_status: 'paid', refundRequestStatus: 'open' })).toEqual([
      'approve_refund',
      'reject_refund',
    ]);
    expect(offeredActions({ status: 'delivered', payment_status: 'paid', refundRequestStatus: 'rejected' })).toEqual(
      [],
    );
    expect(offeredActions({ status: 'cancelled', payment_status: 'refunded', refundRequestStatus: null })).toEqual([]);
  });

  it('offers a COD order for reassignment, and marking its bank-transfer refund paid', () => {
    expect(offeredActions({ status: 'placed', payment_status: 'cod_pending', refundRequestStatus: null })).toEqual([
      'reassign',
      'cancel',
    ]);
    const cod = { status: 'delivered' as const, payment_status: 'paid', payment_method: 'cod' };
    expect(offeredActions({ ...cod, refundRequestStatus: 'verified', refund_status: 'pending' })).toEqual([
      'mark_refund_paid',
    ]);
    expect(offeredActions({ ...cod, refundRequestStatus: 'verified', refund_status: 'refunded' })).toEqual([]);
    expect(
      offeredActions({ ...cod, payment_method: 'online', refundRequestStatus: 'verified', refund_status: 'pending' }),
    ).toEqual([]);
  });

  it('offers the next step of a return (issue 16 §6)', () => {
    const at = (refundRequestStatus: string) =>
      offeredActions({ status: 'delivered', payment_status: 'paid', refundRequestStatus });
    expect(at('photos_requested')).toEqual(['approve_refund', 'reject_refund']);
    expect(at('approved')).toEqual(['schedule_return_pickup']);
    expect(at('pickup_scheduled')).toEqual(['schedule_return_pickup', 'return_collected']);
    expect(at('collected')).toEqual(['verify_return']);
    expect(at('verified')).toEqual([]);
  });

  it('asks a reason where order-state needs one', () => {
    expect(reasonError(' a ', 'required')).toBe('Give a reason of at least 3 characters.');
    expect(reasonError('Store closed', 'required')).toBeNull();
    expect(reasonError('', 'none')).toBeNull();
  });

  it('reads events: a status change by its status, others by their words', () => {
    expect(
      eventTitle({ type: 'status_changed', from_status: 'placed', to_status: 'confirmed', actor_role: 'store' }),
    ).toBe('Accepted by the pharmacy staff');
    expect(eventTitle({ type: 'rerouted', from_status: 'placed', to_status: 'placed' })).toBe(
      'Moved to another pharmacy',
    );
    expect(eventTitle({ type: 'something_new', from_status: null, to_status: null })).toBe('Something new');
  });
});
