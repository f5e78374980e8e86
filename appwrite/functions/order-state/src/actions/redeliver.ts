import { issueDeliveryCode, redeliveryFee } from '../../../lib/orders/fulfilment.ts';
import { roundAmount } from '../../../lib/money/round.ts';
import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';

/**
 * Out again after a failed delivery: the redelivery fee (settings.redelivery_fee_paise) is added to
 * the order's `redelivery_fee_total` (Shipping Policy; kept from any later refund) and a new
 * delivery code is issued.
 */
export const redeliver: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan: (order, input) => statusStep('redeliver', order, input, 'sent out for redelivery'),
  async before({ tablesDB, order }) {
    const fee = await redeliveryFee(tablesDB);
    return {
      orderData: {
        redelivery_count: (order.redelivery_count ?? 0) + 1,
        redelivery_fee_total: roundAmount((order.redelivery_fee_total ?? 0) + fee),
        delivery_code_locked: false,
      },
    };
  },
  async after({ tablesDB, order }, _plan, staged, input) {
    await issueDeliveryCode(tablesDB, order, input.now);
    return staged;
  },
};
