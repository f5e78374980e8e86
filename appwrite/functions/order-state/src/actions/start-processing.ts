import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';

/** The store starts preparing: from here on the customer can no longer cancel (SPEC §4). */
export const startProcessing: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan: (order, input) => statusStep('start_processing', order, input, 'moved to processing'),
};
