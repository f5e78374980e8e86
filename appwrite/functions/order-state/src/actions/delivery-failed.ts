import { DELIVERY_FAILURE_REASONS, isDeliveryFailureReason } from '@instamg/shared/domain/order';
import { fail } from '../../../lib/runtime/errors.ts';
import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';

/**
 * The delivery did not happen: `reason` is one of DELIVERY_FAILURE_REASONS (the customer was not
 * reachable, refused, or the address was wrong). The order is back at the pharmacy; the store then
 * redelivers (a fee) or cancels (refund less that fee).
 */
export const deliveryFailed: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, input) {
    if (!isDeliveryFailureReason(input.reason))
      throw fail(
        'reason_required',
        `Choose why the delivery failed: ${Object.keys(DELIVERY_FAILURE_REASONS).join(', ')}.`,
      );
    return statusStep('delivery_failed', order, input, 'marked as a failed delivery', {
      delivery_failure_reason: input.reason,
    });
  },
};
