import { describe, expect, it } from 'vitest';
import {
  ATTACH_PRESCRIPTION_STATUSES,
  ORDER_ACTIONS,
  ORDER_ACTION_NAMES,
  ORDER_STATUSES,
  STATUS_IN_SENTENCE,
  STATUS_LABELS,
  actingRole,
  actionsFor,
  isOrderAction,
  isOrderStatus,
  mayTakeAction,
} from './order';

describe('order statuses', () => {
  it('every status has a label and a sentence form', () => {
    for (const status of ORDER_STATUSES) {
      expect(STATUS_LABELS[status], status).toMatch(/^[A-Z]/);
      expect(STATUS_IN_SENTENCE[status], status).toMatch(/^[a-z]/);
    }
    expect(STATUS_LABELS.processing).toBe('Processing');
    expect(isOrderStatus('out_for_delivery')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
  });
});

describe('ORDER_ACTIONS', () => {
  it('names only known statuses', () => {
    for (const action of ORDER_ACTION_NAMES) {
      const rule = ORDER_ACTIONS[action];
      for (const from of Object.values(rule.by))
        for (const status of from) expect(isOrderStatus(status), `${action} from ${status}`).toBe(true);
      if (rule.to !== 'same')
        for (const status of rule.to) expect(isOrderStatus(status), `${action} to ${status}`).toBe(true);
    }
    expect(isOrderAction('confirm')).toBe(true);
    expect(isOrderAction('toString')).toBe(false);
  });

  it('SPEC §4: the customer cancels only before Processing', () => {
    expect(actionsFor('customer', 'placed')).toContain('cancel');
    expect(actionsFor('customer', 'confirmed')).toContain('cancel');
    expect(actionsFor('customer', 'processing')).not.toContain('cancel');
    expect(mayTakeAction('cancel', 'admin', 'out_for_delivery')).toBe(true);
    expect(mayTakeAction('cancel', 'store', 'out_for_delivery')).toBe(false);
  });

  it('the delivery path belongs to the store side, prescriptions to pharmacists', () => {
    expect(actionsFor('store', 'placed')).toEqual(['confirm', 'reject', 'cancel', 'retry_refund']);
    expect(actionsFor('store', 'processing')).toEqual([
      'ready_for_pickup',
      'cancel',
      'retry_refund',
      'propose_substitution',
    ]);
    // A substitute (issue 16 §5): the store offers, the customer answers; an admin does neither.
    expect(actionsFor('customer', 'confirmed')).toEqual([
      'cancel',
      'attach_prescription',
      'accept_substitution',
      'decline_substitution',
    ]);
    expect(actionsFor('admin', 'processing')).not.toContain('propose_substitution');
    expect(actionsFor('store', 'ready_for_pickup')).toEqual(['out_for_delivery', 'cancel', 'retry_refund']);
    expect(actionsFor('store', 'out_for_delivery')).toEqual(['delivered', 'delivery_failed', 'retry_refund']);
    expect(actionsFor('store', 'delivery_failed')).toEqual(['redeliver', 'cancel', 'retry_refund']);
    expect(actionsFor('admin', 'out_for_delivery')).toEqual([
      'delivered',
      'delivery_failed',
      'release_delivery_code',
      'cancel',
      'retry_refund',
    ]);
    expect(actionsFor('customer', 'delivery_failed')).toEqual(['request_redelivery']);
    expect(actionsFor('customer', 'delivered')).toEqual([
      'report_problem',
      'submit_refund_bank_details',
      'add_return_photos',
    ]);
    expect(actionsFor('pharmacist', 'placed')).toEqual([
      'open_prescription_review',
      'verify_prescription',
      'reject_prescription',
    ]);
    expect(ATTACH_PRESCRIPTION_STATUSES).toEqual(['placed', 'confirmed', 'payment_failed']);
  });

  it('actingRole: pharmacist before team before admin before customer', () => {
    const pharmacist = { isCustomer: false, isStore: true, isPharmacist: true, isAdmin: false };
    expect(actingRole('verify_prescription', pharmacist)).toBe('pharmacist');
    expect(actingRole('confirm', pharmacist)).toBe('store');
    expect(actingRole('verify_prescription', { ...pharmacist, isPharmacist: false })).toBeNull();
    const adminWhoOrdered = { isCustomer: true, isStore: false, isPharmacist: false, isAdmin: true };
    expect(actingRole('cancel', adminWhoOrdered)).toBe('admin');
    expect(actingRole('report_problem', adminWhoOrdered)).toBe('customer');
    expect(actingRole('confirm', { isCustomer: true, isStore: false, isPharmacist: false, isAdmin: false })).toBeNull();
  });
});
