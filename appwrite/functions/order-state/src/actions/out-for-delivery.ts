import { issueDeliveryCode } from '../../../lib/orders/fulfilment.ts';
import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';

/** Handed to the delivery partner: the customer's order page now shows a fresh 4-digit delivery code (issue 16 §4). */
export const outForDelivery: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan: (order, input) => statusStep('out_for_delivery', order, input, 'sent out for delivery'),
  async after({ tablesDB, order }, _plan, staged, input) {
    await issueDeliveryCode(tablesDB, order, input.now);
    return { ...staged, orderData: { ...staged.orderData, delivery_code_locked: false } };
  },
};
