import { STORE_ONLY, requireStatus, type OrderActionHandler } from './action.ts';

/** The pharmacy keeps the order: back to confirmed when it was paid with a usable prescription, else placed. */
export const declineCancellation: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, { role }) {
    requireStatus('decline_cancellation', order, role, 'kept');
    const usable = order.payment_status === 'paid' && order.rx_status !== 'pending' && order.rx_status !== 'rejected';
    return { to: usable ? 'confirmed' : 'placed', role, data: {}, releaseStock: false, eventType: 'status_changed' };
  },
};
