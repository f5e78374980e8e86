import { roundAmount } from './money.ts';
import type { TablesDB } from 'node-appwrite';
import { appwriteStatus, fail } from './errors.ts';
import { DATABASE_ID, TABLES, appendEvent, placedAmount, type OrderEventInput, type OrderRow } from './orders.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';

/**
 * Refunds through the payment gateway. An order is paid once, so it has at most one refund, with
 * the id `rf_<order id>`: the gateway refuses a second refund with the same id, and our claim
 * (an order_events row with the unique dedupe key `refund:<refund id>`) stops a second call
 * before it reaches the gateway. The refund completes when the gateway's REFUND_STATUS_WEBHOOK
 * arrives (payment-webhook).
 */

export const refundIdOf = (orderId: string): string => `rf_${orderId}`;

/**
 * The amount to refund: all of it by default, never more than was paid, and never nothing. "Paid"
 * is the amount fixed at placement (placed_total), not `total` (issue 14 §5).
 */
export function refundAmountFor(
  order: Pick<OrderRow, '$id' | 'payment_status' | 'placed_total'>,
  requested: number | null = null,
): number {
  if (order.payment_status !== 'paid') throw fail('not_paid');
  const paid = placedAmount(order);
  const amount = roundAmount(requested ?? paid);
  if (!Number.isFinite(amount) || amount <= 0) throw fail('invalid_amount');
  if (amount > paid)
    throw fail('refund_too_large', `The refund cannot be more than the ₹${paid.toFixed(2)} that was paid.`);
  return amount;
}

export type RefundOutcome = 'started' | 'already_started' | 'failed';

/**
 * Starts the refund of `amount` for a paid order: claims it, records `refund_status: pending`,
 * asks the gateway. A gateway failure records `failed` and gives the claim back so
 * `retry_refund` can try again with the same refund id (the gateway's idempotency key).
 */
export async function startRefund(
  tablesDB: TablesDB,
  gateway: PaymentGateway,
  order: OrderRow,
  amount: number,
  note: string,
  actor: Pick<OrderEventInput, 'actor_id' | 'actor_role'>,
): Promise<RefundOutcome> {
  if (!order.gateway_order_id) throw fail('no_payment');
  const refundId = order.refund_id ?? refundIdOf(order.$id);
  let claim;
  try {
    claim = await appendEvent(tablesDB, order, {
      ...actor,
      type: 'refund_started',
      from_status: order.status,
      to_status: order.status,
      note: `refund ${refundId} of ₹${amount.toFixed(2)}`,
      dedupe_key: `refund:${refundId}`,
    });
  } catch (err) {
    if (appwriteStatus(err) === 409) return 'already_started';
    throw err;
  }
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: order.$id,
    data: { refund_id: refundId, refund_status: 'pending', refund_amount: amount },
  });
  try {
    await gateway.refund(order.gateway_order_id, { refundId, amount, note: note.slice(0, 100) });
    return 'started';
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      rowId: order.$id,
      data: { refund_status: 'failed' },
    });
    await tablesDB
      .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.orderEvents, rowId: claim.$id })
      .catch(() => undefined);
    await appendEvent(tablesDB, order, { ...actor, type: 'refund_failed', note: err.message.slice(0, 1000) }).catch(
      () => undefined,
    );
    return 'failed';
  }
}
