import { releaseDeliveryCode } from '../../../lib/orders/fulfilment.ts';
import { requireStatus, type OrderActionHandler } from './action.ts';

/** Support (an admin) releases a delivery code locked by 5 wrong tries; the same code works again. */
export const releaseDeliveryCodeAction: OrderActionHandler = {
  forbidden: 'Only support can release a locked delivery code.',
  plan(order, { role }) {
    requireStatus('release_delivery_code', order, role, 'have its delivery code released');
    return { to: order.status, role, data: {}, releaseStock: false, eventType: 'delivery_code_released' };
  },
  async before({ tablesDB, order }) {
    await releaseDeliveryCode(tablesDB, order);
    return { orderData: { delivery_code_locked: false } };
  },
};
