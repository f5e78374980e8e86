import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';

export const outForDelivery: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan: (order, input) => statusStep('out_for_delivery', order, input, 'sent out for delivery'),
};
