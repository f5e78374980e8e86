import { STATUS_IN_SENTENCE, mayTakeAction } from '@instamg/shared/domain/order';
import { orderReference } from '@instamg/shared/domain/order-number';
import { notifyStore } from '../../../lib/orders/notifications.ts';
import { fail } from '../../../lib/runtime/errors.ts';
import type { OrderRow } from '../../../lib/orders/rows.ts';
import { roundAmount } from '../../../lib/money/round.ts';
import { refundAmountFor, stillPaid } from '../../../lib/money/refunds.ts';
import { STORE_ONLY, requireStatus, type OrderActionHandler } from './action.ts';

/**
 * The customer cancels before the order is being prepared (SPEC §4); a paid prescription order
 * becomes a request the pharmacy approves. The store side and admins cancel outright. Stock goes
 * back, and a paid order's money (refund after the update).
 */
export const cancel: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, { role, reason, now }) {
    const at = now.toISOString();
    if (role === 'customer') {
      if (!mayTakeAction('cancel', 'customer', order.status)) {
        throw fail(
          'invalid_transition',
          order.status === 'cancellation_requested'
            ? 'Your cancellation request is already with the pharmacy.'
            : `This order is ${STATUS_IN_SENTENCE[order.status]}; orders can only be cancelled before they are being prepared.`,
        );
      }
      if (order.rx_status !== 'not_required' && order.payment_status === 'paid') {
        return {
          to: 'cancellation_requested',
          role,
          data: { cancel_reason: reason },
          releaseStock: false,
          eventType: 'cancellation_requested',
        };
      }
      return {
        to: 'cancelled',
        role,
        data: { cancel_reason: reason, cancelled_at: at },
        releaseStock: true,
        eventType: 'status_changed',
      };
    }
    requireStatus('cancel', order, role, 'cancelled');
    return {
      to: 'cancelled',
      role,
      data: { cancel_reason: reason, cancelled_at: at },
      releaseStock: true,
      eventType: 'status_changed',
    };
  },
  // After a failed delivery only the fees of the redeliveries the customer asked for are kept
  // (Shipping Policy; issue 32): nothing is added here. Worked out before anything changes.
  async before({ order }) {
    if (order.status !== 'delivery_failed') return {};
    const kept = roundAmount(order.redelivery_fee_total ?? 0);
    return order.payment_status === 'paid' ? { refundAmount: roundAmount(Math.max(0, stillPaid(order) - kept)) } : {};
  },
  refund: (order, plan, staged) => {
    if (plan.to !== 'cancelled') return null;
    if (order.status !== 'delivery_failed') return refundOnCancel(order);
    if (order.payment_status !== 'paid' || !staged.refundAmount) return null;
    return {
      amount: refundAmountFor(order, staged.refundAmount),
      note: `Order ${orderReference(order)} cancelled after a failed delivery${(order.redelivery_fee_total ?? 0) > 0 ? ' (redelivery fee kept)' : ''}`,
    };
  },
  // The pharmacy decides a customer's request: it goes to the store's inbox (issue 15).
  async after({ tablesDB, order }, plan, staged) {
    if (plan.to === 'cancellation_requested') {
      await notifyStore(
        tablesDB,
        order,
        'cancellation_requested',
        order,
        `The customer asks to cancel order ${orderReference(order)}.`,
        order.$updatedAt,
      );
    }
    return staged;
  },
};

/** Money goes back when a paid order is cancelled (here or by approving the customer's request). */
export function refundOnCancel(order: OrderRow): { amount: number; note: string } | null {
  if (order.status === 'cancelled' || order.payment_status !== 'paid') return null;
  // Substitutions may have refunded part of it already; nothing left is nothing to refund.
  if (stillPaid(order) <= 0) return null;
  return { amount: refundAmountFor(order), note: `Order ${orderReference(order)} cancelled` };
}
