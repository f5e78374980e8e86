import { fail } from '../../../lib/errors.ts';
import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';

/** The store accepts a paid order whose prescription (if any) is verified. */
export const confirm: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan(order, input) {
    const plan = statusStep('confirm', order, input, 'confirmed');
    if (order.payment_status !== 'paid')
      throw fail('not_paid', 'This order is not paid yet, so it cannot be confirmed.');
    if (order.rx_status === 'pending') throw fail('prescription_unverified');
    if (order.rx_status === 'rejected')
      throw fail('prescription_rejected', 'The prescription was rejected; this order cannot be confirmed.');
    return plan;
  },
};
