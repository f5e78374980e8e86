import { STORE_ONLY, statusStep, type OrderActionHandler } from './action.ts';

/** Delivered: `delivered_at` opens the 24-hour window for reporting a problem. */
export const delivered: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan: (order, input) =>
    statusStep('delivered', order, input, 'marked delivered', { delivered_at: input.now.toISOString() }),
};
