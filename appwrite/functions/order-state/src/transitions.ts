import { OrderError, type OrderRow, type OrderStatus } from './common.ts';

/**
 * Who may move an order where (docs/payments.md "Order state machine"). Pure: the caller's
 * relation to the order in, the change (or a 403/409 with a user-facing message) out.
 */

export const ACTIONS = [
  'confirm', 'start_processing', 'out_for_delivery', 'delivered', 'cancel', 'approve_cancellation', 'decline_cancellation',
  'verify_prescription', 'reject_prescription', 'report_problem', 'attach_prescription', 'approve_refund', 'reject_refund', 'retry_refund',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Problems are reported within this long after delivery (SPEC §4 refund flow). */
export const REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Store team roles that may verify prescriptions. */
export const PHARMACIST_ROLES = ['owner', 'admin', 'pharmacist'] as const;
/** A customer may attach a prescription while the order is still before preparation. */
export const ATTACH_PRESCRIPTION_STATUSES: readonly OrderStatus[] = ['placed', 'confirmed', 'payment_failed'];

export interface Actor {
  id: string;
  isCustomer: boolean;
  isStore: boolean;
  isPharmacist: boolean;
  isAdmin: boolean;
}

export type ActorRole = 'customer' | 'store' | 'pharmacist' | 'admin';

export interface Plan {
  to: OrderStatus;
  role: ActorRole;
  /** Extra order columns to write. */
  data: Record<string, unknown>;
  releaseStock: boolean;
  eventType: string;
}

type Order = Pick<OrderRow, 'status' | 'payment_status' | 'rx_status' | 'prescription_id' | 'delivered_at'> & Partial<Pick<OrderRow, 'refund_status'>>;

/** The prescription a customer wants to attach, as far as the rules need it. */
export interface AttachablePrescription {
  $id: string;
  user_id: string;
  status: 'pending' | 'verified' | 'rejected';
}

const LABEL: Record<OrderStatus, string> = {
  placed: 'placed', confirmed: 'confirmed', processing: 'being prepared', out_for_delivery: 'out for delivery', delivered: 'delivered',
  cancellation_requested: 'waiting for cancellation approval', cancelled: 'cancelled', payment_failed: 'unpaid (payment failed)', expired: 'expired', refunded: 'refunded',
};

const conflict = (order: Order, what: string): OrderError => new OrderError(409, 'invalid_transition', `This order is ${LABEL[order.status]}, so it cannot be ${what}.`);
const forbidden = (message: string): OrderError => new OrderError(403, 'not_allowed', message);

function storeSide(actor: Actor): ActorRole {
  if (actor.isStore) return 'store';
  if (actor.isAdmin) return 'admin';
  throw forbidden('Only the pharmacy fulfilling this order can do that.');
}

export function planTransition(
  order: Order, action: Action, actor: Actor, input: { reason?: string | null; prescription?: AttachablePrescription | null }, now = new Date(),
): Plan {
  const at = now.toISOString();
  const step = (from: OrderStatus[], to: OrderStatus, what: string, data: Record<string, unknown> = {}): Plan => {
    const role = storeSide(actor);
    if (!from.includes(order.status)) throw conflict(order, what);
    return { to, role, data, releaseStock: false, eventType: 'status_changed' };
  };
  switch (action) {
    case 'confirm': {
      const plan = step(['placed'], 'confirmed', 'confirmed');
      if (order.payment_status !== 'paid') throw new OrderError(409, 'not_paid', 'This order is not paid yet, so it cannot be confirmed.');
      if (order.rx_status === 'pending') throw new OrderError(409, 'prescription_unverified', 'Verify the prescription before confirming this order.');
      if (order.rx_status === 'rejected') throw new OrderError(409, 'prescription_rejected', 'The prescription was rejected; this order cannot be confirmed.');
      return plan;
    }
    case 'start_processing': return step(['confirmed'], 'processing', 'moved to processing');
    case 'out_for_delivery': return step(['processing'], 'out_for_delivery', 'sent out for delivery');
    case 'delivered': return step(['out_for_delivery'], 'delivered', 'marked delivered', { delivered_at: at });
    case 'approve_cancellation':
      return { ...step(['cancellation_requested'], 'cancelled', 'cancelled', { cancelled_at: at }), releaseStock: true };
    case 'decline_cancellation':
      return step(['cancellation_requested'], order.payment_status === 'paid' && order.rx_status !== 'pending' && order.rx_status !== 'rejected' ? 'confirmed' : 'placed', 'kept');
    case 'cancel': {
      const reason = input.reason ?? null;
      if (actor.isCustomer && !actor.isAdmin && !actor.isStore) {
        // SPEC §4: cancellable before Processing; prescription orders may need verification first.
        if (!['placed', 'confirmed', 'payment_failed', 'expired'].includes(order.status)) {
          throw new OrderError(409, 'invalid_transition', order.status === 'cancellation_requested'
            ? 'Your cancellation request is already with the pharmacy.'
            : `This order is ${LABEL[order.status]}; orders can only be cancelled before they are being prepared.`);
        }
        if (order.rx_status !== 'not_required' && order.payment_status === 'paid') {
          return { to: 'cancellation_requested', role: 'customer', data: { cancel_reason: reason }, releaseStock: false, eventType: 'cancellation_requested' };
        }
        return { to: 'cancelled', role: 'customer', data: { cancel_reason: reason, cancelled_at: at }, releaseStock: true, eventType: 'status_changed' };
      }
      const role = storeSide(actor);
      const allowed: OrderStatus[] = ['placed', 'confirmed', 'processing', 'cancellation_requested', 'payment_failed', 'expired'];
      if (role === 'admin') allowed.push('out_for_delivery');
      if (!allowed.includes(order.status)) throw conflict(order, 'cancelled');
      return { to: 'cancelled', role, data: { cancel_reason: reason, cancelled_at: at }, releaseStock: true, eventType: 'status_changed' };
    }
    case 'verify_prescription':
    case 'reject_prescription': {
      if (!actor.isPharmacist && !actor.isAdmin) throw forbidden('Only a pharmacist of the fulfilling store can verify prescriptions.');
      if (!order.prescription_id || order.rx_status === 'not_required') throw new OrderError(409, 'no_prescription', 'This order has no prescription to verify.');
      if (!['placed', 'confirmed', 'cancellation_requested'].includes(order.status)) throw conflict(order, 'have its prescription reviewed');
      const verify = action === 'verify_prescription';
      const reason = input.reason?.trim() ?? '';
      if (!verify && reason.length < 3) throw new OrderError(400, 'reason_required', 'Give the customer a reason for rejecting the prescription.');
      return {
        to: order.status, role: actor.isPharmacist ? 'pharmacist' : 'admin', releaseStock: false,
        eventType: verify ? 'prescription_verified' : 'prescription_rejected',
        data: { rx_status: verify ? 'verified' : 'rejected', rx_reason: verify ? null : reason, rx_verified_by: actor.id, rx_verified_at: at },
      };
    }
    case 'report_problem': {
      if (!actor.isCustomer) throw forbidden('Only the customer can report a problem with this order.');
      if (order.status !== 'delivered' || !order.delivered_at) throw conflict(order, 'reported as a problem');
      if (now.getTime() - new Date(order.delivered_at).getTime() > REPORT_WINDOW_MS) {
        throw new OrderError(409, 'report_window_closed', 'Problems must be reported within 24 hours of delivery.');
      }
      if ((input.reason?.trim().length ?? 0) < 3) throw new OrderError(400, 'reason_required', 'Please describe the problem.');
      return { to: order.status, role: 'customer', data: {}, releaseStock: false, eventType: 'problem_reported' };
    }
    case 'attach_prescription': {
      if (!actor.isCustomer) throw forbidden('Only the customer can attach a prescription to this order.');
      if (order.rx_status === 'not_required') throw new OrderError(409, 'prescription_not_needed', 'This order has no medicine that needs a prescription.');
      if (order.prescription_id && order.rx_status !== 'rejected') {
        throw new OrderError(409, 'prescription_already_attached', 'This order already has a prescription waiting for or past verification.');
      }
      if (!ATTACH_PRESCRIPTION_STATUSES.includes(order.status)) throw conflict(order, 'given a new prescription');
      const p = input.prescription;
      // Someone else's prescription does not exist for the caller.
      if (!p || p.user_id !== actor.id) throw new OrderError(404, 'prescription_not_found', 'That prescription was not found. Please upload it again.');
      if (p.$id === order.prescription_id) throw new OrderError(409, 'prescription_rejected', 'The pharmacist rejected this prescription for this order. Please upload a new one.');
      if (p.status === 'rejected') throw new OrderError(422, 'prescription_rejected', 'That prescription was rejected by the pharmacist. Please upload a valid prescription.');
      return {
        to: order.status, role: 'customer', releaseStock: false, eventType: 'prescription_attached',
        data: { prescription_id: p.$id, rx_status: p.status === 'verified' ? 'verified' : 'pending', rx_reason: null, rx_verified_by: null, rx_verified_at: null },
      };
    }
    case 'approve_refund':
    case 'reject_refund': {
      const role = storeSide(actor);
      if (order.status !== 'delivered') throw conflict(order, action === 'approve_refund' ? 'refunded' : 'have its problem report closed');
      if (order.payment_status !== 'paid') throw new OrderError(409, 'not_paid', 'Only a paid order can be refunded.');
      if (action === 'reject_refund' && (input.reason?.trim().length ?? 0) < 3) throw new OrderError(400, 'reason_required', 'Give the customer a reason for declining the refund.');
      return { to: order.status, role, data: {}, releaseStock: false, eventType: action === 'approve_refund' ? 'refund_approved' : 'refund_rejected' };
    }
    case 'retry_refund': {
      const role = storeSide(actor);
      if (order.refund_status !== 'failed') throw new OrderError(409, 'no_failed_refund', 'This order has no failed refund to retry.');
      return { to: order.status, role, data: {}, releaseStock: false, eventType: 'refund_retried' };
    }
  }
}
