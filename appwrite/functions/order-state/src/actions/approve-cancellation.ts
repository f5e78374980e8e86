import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';
import { refundOnCancel } from './cancel.ts';

/** The pharmacy agrees to the customer's cancellation request: stock and money go back. */
export const approveCancellation: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan: (order, input) => ({
    ...statusStep('approve_cancellation', order, input, 'cancelled', { cancelled_at: input.now.toISOString() }),
    releaseStock: true,
  }),
  refund: (order, plan) => (plan.to === 'cancelled' ? refundOnCancel(order) : null),
};
