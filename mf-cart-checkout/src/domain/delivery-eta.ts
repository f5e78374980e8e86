// When the order should arrive, as the order page and the payment-status page say it (issue 40
// §1, §4): the one rule in shared/src/domain/delivery-eta.ts, which the order e-mails use too;
// nothing once delivered or ended.
import { deliveryEtaOf, type EtaTimes } from '@instamg/shared/domain/delivery-eta';
import { ORDER_STATUS_MEANINGS, type OrderStatus } from '@instamg/shared/domain/order';

export interface EtaOrder extends EtaTimes {
  status: OrderStatus;
}

/** "Expected delivery: …", or null once the time no longer matters (delivered, cancelled …). */
export function deliveryEta(order: EtaOrder, now: Date = new Date()): string | null {
  const meaning = ORDER_STATUS_MEANINGS[order.status];
  if (meaning.timeline !== 'step' || meaning.outcome !== 'open' || order.status === 'delivered') return null;
  return `Expected delivery: ${deliveryEtaOf(order, now).text}`;
}
