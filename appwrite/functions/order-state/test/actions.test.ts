import { describe, expect, it } from 'vitest';
import type { OrderAction as Action } from '@instamg/shared/domain/order';
import { FunctionError } from '../../lib/runtime/errors.ts';
import type { Actor } from '../src/actions/action.ts';
import { planTransition } from '../src/actions/index.ts';

const customer: Actor = { id: 'c', isCustomer: true, isStore: false, isPharmacist: false, isAdmin: false };
const staff: Actor = { id: 's', isCustomer: false, isStore: true, isPharmacist: false, isAdmin: false };
const pharmacist: Actor = { ...staff, id: 'ph', isPharmacist: true };
const admin: Actor = { id: 'a', isCustomer: false, isStore: false, isPharmacist: false, isAdmin: true };
const paid = {
  status: 'placed',
  payment_status: 'paid',
  rx_status: 'not_required',
  prescription_id: null,
  delivered_at: null,
} as const;
const now = new Date('2026-11-22T10:00:00Z');

const outcome = (
  order: Parameters<typeof planTransition>[0],
  action: Action,
  actor: Actor,
  reason: string | null = null,
) => {
  try {
    const p = planTransition(order, action, actor, { reason }, now);
    return `${p.to}${p.releaseStock ? ' +stock' : ''}`;
  } catch (err) {
    return err instanceof FunctionError ? err.status : 'threw';
  }
};

describe('planTransition', () => {
  it('the delivery path belongs to the store (and admin)', () => {
    expect(outcome(paid, 'confirm', staff)).toBe('confirmed');
    expect(outcome(paid, 'confirm', admin)).toBe('confirmed');
    expect(outcome(paid, 'confirm', customer)).toBe(403);
    expect(outcome({ ...paid, status: 'confirmed' }, 'start_processing', staff)).toBe('processing');
    expect(outcome({ ...paid, status: 'processing' }, 'ready_for_pickup', staff)).toBe('ready_for_pickup');
    expect(outcome({ ...paid, status: 'ready_for_pickup' }, 'out_for_delivery', staff)).toBe('out_for_delivery');
    expect(outcome({ ...paid, status: 'out_for_delivery' }, 'delivered', staff)).toBe('delivered');
    expect(outcome(paid, 'delivered', staff)).toBe(409);
    expect(outcome({ ...paid, payment_status: 'pending' }, 'confirm', staff)).toBe(409);
    expect(outcome({ ...paid, rx_status: 'pending' }, 'confirm', staff)).toBe(409);
  });
  it('fulfilment (issue 16): processing → ready_for_pickup → out_for_delivery → delivered, or failed → redeliver / cancel', () => {
    expect(outcome({ ...paid, status: 'processing' }, 'ready_for_pickup', staff)).toBe('ready_for_pickup');
    expect(outcome({ ...paid, status: 'processing' }, 'out_for_delivery', staff)).toBe(409);
    expect(outcome({ ...paid, status: 'ready_for_pickup' }, 'out_for_delivery', staff)).toBe('out_for_delivery');
    expect(outcome({ ...paid, status: 'ready_for_pickup' }, 'ready_for_pickup', staff)).toBe(409);
    expect(outcome({ ...paid, status: 'ready_for_pickup' }, 'cancel', staff)).toBe('cancelled +stock');
    expect(outcome({ ...paid, status: 'ready_for_pickup' }, 'cancel', customer)).toBe(409);
    const out = { ...paid, status: 'out_for_delivery' } as const;
    expect(outcome(out, 'delivery_failed', staff, 'unreachable')).toBe('delivery_failed');
    expect(outcome(out, 'delivery_failed', staff, 'refused')).toBe('delivery_failed');
    expect(outcome(out, 'delivery_failed', admin, 'wrong_address')).toBe('delivery_failed');
    expect(outcome(out, 'delivery_failed', staff)).toBe(400);
    expect(outcome(out, 'delivery_failed', staff, 'Customer was rude')).toBe(400);
    expect(outcome(out, 'delivery_failed', customer, 'unreachable')).toBe(403);
    expect(planTransition(out, 'delivery_failed', staff, { reason: 'refused' }, now).data).toEqual({
      delivery_failure_reason: 'refused',
    });
    const failed = { ...paid, status: 'delivery_failed' } as const;
    // Only once the customer asked (issue 32), and at most MAX_REDELIVERIES times.
    expect(outcome(failed, 'redeliver', staff)).toBe(409);
    const asked = { ...failed, redelivery_requested_at: now.toISOString() };
    expect(outcome(asked, 'redeliver', staff)).toBe('out_for_delivery');
    expect(outcome({ ...asked, redelivery_count: 1 }, 'redeliver', staff)).toBe(409);
    expect(outcome(failed, 'request_redelivery', customer)).toBe('delivery_failed');
    expect(outcome(asked, 'request_redelivery', customer)).toBe(409);
    expect(outcome({ ...failed, redelivery_count: 1 }, 'request_redelivery', customer)).toBe(409);
    expect(outcome(failed, 'request_redelivery', staff)).toBe(403);
    expect(outcome(failed, 'redeliver', customer)).toBe(403);
    expect(outcome(failed, 'cancel', staff)).toBe('cancelled +stock');
    expect(outcome(failed, 'cancel', customer)).toBe(409);
    expect(outcome(failed, 'delivered', staff)).toBe(409);
    // A locked delivery code: only support (an admin) releases it.
    expect(outcome(out, 'release_delivery_code', admin)).toBe('out_for_delivery');
    expect(outcome(out, 'release_delivery_code', staff)).toBe(403);
    expect(outcome(failed, 'release_delivery_code', admin)).toBe(409);
  });
  it('customer cancels before processing; prescription orders become a request', () => {
    expect(outcome(paid, 'cancel', customer)).toBe('cancelled +stock');
    expect(outcome({ ...paid, status: 'confirmed' }, 'cancel', customer)).toBe('cancelled +stock');
    expect(outcome({ ...paid, status: 'processing' }, 'cancel', customer)).toBe(409);
    expect(outcome({ ...paid, rx_status: 'verified' }, 'cancel', customer)).toBe('cancellation_requested');
    expect(outcome({ ...paid, rx_status: 'verified', payment_status: 'pending' }, 'cancel', customer)).toBe(
      'cancelled +stock',
    );
    expect(outcome({ ...paid, status: 'processing' }, 'cancel', staff)).toBe('cancelled +stock');
    expect(outcome({ ...paid, status: 'out_for_delivery' }, 'cancel', staff)).toBe(409);
    expect(outcome({ ...paid, status: 'out_for_delivery' }, 'cancel', admin)).toBe('cancelled +stock');
    expect(outcome({ ...paid, status: 'delivered' }, 'cancel', admin)).toBe(409);
  });
  it('prescriptions: only the registered pharmacist (not a platform admin), a reason to reject', () => {
    const rx = { ...paid, rx_status: 'pending', prescription_id: 'rx1' } as const;
    expect(outcome(rx, 'verify_prescription', pharmacist)).toBe('placed');
    expect(outcome(rx, 'verify_prescription', admin)).toBe(403);
    expect(outcome(rx, 'verify_prescription', staff)).toBe(403);
    expect(outcome(rx, 'reject_prescription', pharmacist)).toBe(400);
    expect(outcome(rx, 'reject_prescription', pharmacist, 'Illegible')).toBe('placed');
    expect(outcome(paid, 'verify_prescription', pharmacist)).toBe(409);
    const plan = planTransition(rx, 'reject_prescription', pharmacist, { reason: ' Illegible ' }, now);
    expect(plan.data).toEqual({
      rx_status: 'rejected',
      rx_reason: 'Illegible',
      rx_verified_by: 'ph',
      rx_verified_at: now.toISOString(),
    });
  });
  it('report a problem: the customer, on a delivered order (the windows are per item: returns.test.ts, returns.sdk.test.ts)', () => {
    const delivered = { ...paid, status: 'delivered', delivered_at: '2026-11-21T10:00:01Z' } as const;
    expect(outcome(delivered, 'report_problem', customer, 'Damaged')).toBe('delivered');
    expect(outcome(delivered, 'report_problem', customer)).toBe('delivered');
    expect(outcome(paid, 'report_problem', customer)).toBe(409);
    expect(outcome(delivered, 'report_problem', staff, 'Damaged')).toBe(403);
  });

  it('attach_prescription: the customer, an Rx order without a usable prescription, before preparation', () => {
    const rejected = { ...paid, rx_status: 'rejected', prescription_id: 'rx-old' } as const;
    const mine = { $id: 'rx-new', user_id: 'c', status: 'pending' } as const;
    const attach = (
      order: Parameters<typeof planTransition>[0],
      actor: Actor,
      prescription: Parameters<typeof planTransition>[3]['prescription'] = mine,
    ) => {
      try {
        const p = planTransition(order, 'attach_prescription', actor, { prescription }, now);
        return `${p.to} ${p.data.rx_status} ${p.eventType}`;
      } catch (err) {
        return err instanceof FunctionError ? `${err.status} ${err.code}` : 'threw';
      }
    };
    expect(attach(rejected, customer)).toBe('placed pending prescription_attached');
    // Verified for another order is not verified for this one (issue 14 §6).
    expect(attach(rejected, customer, { ...mine, status: 'verified' })).toBe('placed pending prescription_attached');
    expect(attach({ ...rejected, status: 'payment_failed' }, customer)).toBe(
      'payment_failed pending prescription_attached',
    );
    expect(attach({ ...rejected, prescription_id: null, rx_status: 'pending' }, customer)).toBe(
      'placed pending prescription_attached',
    );
    expect(attach(rejected, staff)).toBe('403 not_allowed');
    expect(attach(paid, customer)).toBe('409 prescription_not_needed');
    expect(attach({ ...rejected, rx_status: 'pending' }, customer)).toBe('409 prescription_already_attached');
    expect(attach({ ...rejected, status: 'processing' }, customer)).toBe('409 invalid_transition');
    expect(attach(rejected, customer, { ...mine, user_id: 'someone' })).toBe('404 prescription_not_found');
    expect(attach(rejected, customer, null)).toBe('404 prescription_not_found');
    expect(attach(rejected, customer, { ...mine, status: 'rejected' })).toBe('422 prescription_rejected');
    expect(attach(rejected, customer, { ...mine, $id: 'rx-old' })).toBe('422 prescription_rejected');
  });

  it('refund decisions belong to the store side, on a paid delivered order', () => {
    const delivered = { ...paid, status: 'delivered', delivered_at: now.toISOString() } as const;
    expect(outcome(delivered, 'approve_refund', staff)).toBe('delivered');
    expect(outcome(delivered, 'approve_refund', admin)).toBe('delivered');
    expect(outcome(delivered, 'approve_refund', customer)).toBe(403);
    expect(outcome(paid, 'approve_refund', staff)).toBe(409);
    expect(outcome({ ...delivered, payment_status: 'refunded' }, 'approve_refund', staff)).toBe(409);
    expect(outcome(delivered, 'reject_refund', staff)).toBe(400);
    expect(outcome(delivered, 'reject_refund', staff, 'Opened pack')).toBe('delivered');
    expect(outcome({ ...paid, status: 'cancelled', refund_status: 'failed' }, 'retry_refund', staff)).toBe('cancelled');
    expect(outcome({ ...paid, status: 'cancelled', refund_status: 'pending' }, 'retry_refund', staff)).toBe(409);
    expect(outcome({ ...paid, status: 'cancelled', refund_status: 'failed' }, 'retry_refund', customer)).toBe(403);
  });
});
