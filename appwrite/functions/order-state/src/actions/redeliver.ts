import { issueDeliveryCode, redeliveryFee } from '../../../lib/orders/fulfilment.ts';
import { roundAmount } from '../../../lib/money/round.ts';
import { MAX_REDELIVERIES } from '@instamg/shared/domain/fulfilment-settings';
import { fail } from '../../../lib/runtime/errors.ts';
import { STORE_ONLY, requireStatus, statusStep, type OrderActionHandler } from './action.ts';

/**
 * Out again after a failed delivery, only at the customer's request (request_redelivery, issue 32)
 * and at most MAX_REDELIVERIES times: the redelivery fee (settings.redelivery_fee_paise) is added to
 * the order's `redelivery_fee_total` (Shipping Policy; kept from any later refund), the request is
 * used up and a new delivery code is issued.
 */
export const redeliver: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, input) {
    requireStatus('redeliver', order, input.role, 'sent out for redelivery');
    if ((order.redelivery_count ?? 0) >= MAX_REDELIVERIES) throw fail('redelivery_limit');
    if (!order.redelivery_requested_at) throw fail('redelivery_not_requested');
    return statusStep('redeliver', order, input, 'sent out for redelivery', { redelivery_requested_at: null });
  },
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
