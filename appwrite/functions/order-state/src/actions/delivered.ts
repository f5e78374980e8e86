import { checkDeliveryCode, deliveryCodeOf } from '../../../lib/orders/fulfilment.ts';
import { STORE_ONLY, statusStep, type OrderActionHandler, type PlannedOrder } from './action.ts';

/**
 * Cash on delivery (issue 22 §6): the handover with the customer's code is also the payment — the
 * store collected the order's total in cash. The order becomes paid; settlement nets the cash from
 * the store's payout (shared/src/domain/settlement/settlement.ts `cod_collected`).
 */
export function cashCollected(order: PlannedOrder, now: Date): Record<string, unknown> {
  if (order.payment_method !== 'cod' || order.payment_status !== 'cod_pending') return {};
  return {
    payment_status: 'paid',
    paid_at: now.toISOString(),
    cod_collected: order.total ?? 0,
    cod_collected_at: now.toISOString(),
  };
}

/**
 * Delivered: the store gives the customer's delivery code (`delivery_code`); each try is an order
 * event and the fifth wrong one locks the code (lib/orders/fulfilment.ts). An admin (support, e.g. after
 * a lockout the customer confirmed by phone) may mark it delivered without the code; a code an
 * admin does give is checked. `delivered_at` opens the 24-hour window for reporting a problem.
 */
export const delivered: OrderActionHandler = {
  forbidden: STORE_ONLY,
  plan: (order, input) =>
    statusStep('delivered', order, input, 'marked delivered', {
      delivered_at: input.now.toISOString(),
      ...cashCollected(order, input.now),
    }),
  async before({ tablesDB, order, body, userId }, plan, input) {
    if (plan.role === 'admin' && (body.delivery_code === undefined || body.delivery_code === null)) return {};
    await checkDeliveryCode(
      tablesDB,
      order,
      deliveryCodeOf(body),
      { actor_id: userId, actor_role: plan.role },
      input.now,
    );
    return {};
  },
};
