import { REFUND_IDS, fromPaise, isPartialRefundId, toPaise } from '@instamg/shared/domain/refunds';
import { formatINR } from '@instamg/shared/domain/money';
import { orderReference } from '@instamg/shared/domain/order-number';
import { ID, Query, type TablesDB } from 'node-appwrite';
import { roundAmount } from './round.ts';
import { appwriteStatus, fail } from '../runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appendEvent, type OrderEventInput } from '../orders/events.ts';
import { placedAmount, type OrderRow } from '../orders/rows.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import type { OrderRefundsRow } from '@instamg/shared/appwrite/rows';

/**
 * Refunds through the payment gateway. An order may have several (issue 16 §5): its final one
 * (`rf_<order id>`: cancellation, an approved problem report, a late payment), one per re-route to a
 * cheaper store (`rf_<order id>_m<n>`) and one per substitution (`rf_<order id>_s<n>`) — ids from
 * shared/src/domain/refunds.ts, one per cause, so asking again for the same cause is the same refund.
 * Each is recorded in `order_refunds`; the order's refund_* columns show the latest.
 *
 * Never twice: the start is claimed with the unique event key `refund:<refund id>` before the
 * gateway is called, and the gateway refuses a second refund with the same id. Never more than paid:
 * every new refund adds its paise to `orders.refunded_paise` with one atomic
 * `incrementRowColumn(max: placed_total in paise)`, which the database refuses past the bound, so
 * concurrent refunds of one order cannot add up to more than was paid. The refund completes when the
 * gateway's REFUND_STATUS_WEBHOOK arrives (payment-webhook).
 */

export const refundIdOf = REFUND_IDS.final;
export const moveRefundIdOf = REFUND_IDS.move;
export const substitutionRefundIdOf = REFUND_IDS.substitution;
export const isPartialRefund = isPartialRefundId;

export type OrderRefundRow = OrderRefundsRow;

/**
 * The amount to refund: all that is still paid by default, never more, and never nothing. "Paid"
 * is the amount fixed at placement (placed_total, issue 14 §5) less the refunds already started.
 */
export function refundAmountFor(
  order: Pick<OrderRow, '$id' | 'payment_status' | 'placed_total'> & Partial<Pick<OrderRow, 'refunded_paise'>>,
  requested: number | null = null,
): number {
  if (order.payment_status !== 'paid') throw fail('not_paid');
  const paid = stillPaid(order);
  const amount = roundAmount(requested ?? paid);
  if (!Number.isFinite(amount) || amount <= 0) throw fail('invalid_amount');
  if (amount > paid)
    throw fail('refund_too_large', `The refund cannot be more than the ${formatINR(paid)} that was paid.`);
  return amount;
}

/**
 * What the customer has paid and not had back: placed_total less every refund started (re-routes to
 * cheaper stores, substitutions), as `refunded_paise` counts them.
 */
export function stillPaid(
  order: Pick<OrderRow, '$id' | 'placed_total'> & Partial<Pick<OrderRow, 'refunded_paise'>>,
): number {
  return fromPaise(Math.max(0, toPaise(placedAmount(order)) - (order.refunded_paise ?? 0)));
}

export type RefundOutcome = 'started' | 'already_started' | 'failed';

/** The refunds of an order, oldest first. */
export async function listRefunds(tablesDB: TablesDB, orderId: string): Promise<OrderRefundRow[]> {
  const page = await tablesDB.listRows<OrderRefundRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderRefunds,
    queries: [Query.equal('order_id', orderId), Query.orderAsc('$createdAt'), Query.limit(100)],
  });
  return page.rows;
}

async function findRefund(tablesDB: TablesDB, refundId: string): Promise<OrderRefundRow | null> {
  const page = await tablesDB.listRows<OrderRefundRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderRefunds,
    queries: [Query.equal('refund_id', refundId), Query.limit(1)],
  });
  return page.rows[0] ?? null;
}

/**
 * Adds a new refund to what the order has refunded, atomically bounded by what was paid (a 400 from
 * the database past the bound is 422 refund_too_large), then records it.
 */
async function commitRefund(
  tablesDB: TablesDB,
  order: OrderRow,
  refundId: string,
  amount: number,
  note: string,
): Promise<OrderRefundRow> {
  try {
    await tablesDB.incrementRowColumn({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      rowId: order.$id,
      column: 'refunded_paise',
      value: toPaise(amount),
      max: toPaise(placedAmount(order)),
    });
  } catch (err) {
    if (appwriteStatus(err) === 400)
      throw fail('refund_too_large', 'This refund would add up to more than was paid for the order.');
    throw err;
  }
  return tablesDB.createRow<OrderRefundRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderRefunds,
    rowId: ID.unique(),
    data: {
      order_id: order.$id,
      refund_id: refundId,
      amount,
      status: 'pending',
      note: note.slice(0, 100),
      refunded_at: null,
      credit_note_number: null,
      credit_note_date: null,
    },
    permissions: [`read("user:${order.customer_id}")`, `read("team:${order.store_team_id}")`],
  });
}

/**
 * Starts the refund `refundId` (default: the order's final refund) of `amount` for a paid order:
 * claims it, counts and records it (a retry of a recorded refund reuses its amount), marks the
 * order's refund pending, asks the gateway. A gateway failure records `failed` and gives the claim
 * back so `retry_refund` can try again with the same refund id (the gateway's idempotency key).
 */
export async function startRefund(
  tablesDB: TablesDB,
  gateway: PaymentGateway,
  order: OrderRow,
  amount: number,
  note: string,
  actor: Pick<OrderEventInput, 'actor_id' | 'actor_role'>,
  refundId: string = refundIdOf(order.$id),
): Promise<RefundOutcome> {
  // Cash on delivery has no gateway payment to refund: it goes by bank transfer (SPEC §9, below).
  const byBankTransfer = order.payment_method === 'cod';
  if (!order.gateway_order_id && !byBankTransfer) throw fail('no_payment');
  let claim;
  try {
    claim = await appendEvent(tablesDB, order, {
      ...actor,
      type: 'refund_started',
      from_status: order.status,
      to_status: order.status,
      // People read this line: the order by its number, not its internal id (issue 40 §11).
      note: `Refund of ${formatINR(amount)} for order ${orderReference(order)}`,
      dedupe_key: `refund:${refundId}`,
    });
  } catch (err) {
    if (appwriteStatus(err) === 409) return 'already_started';
    throw err;
  }
  let record: OrderRefundRow;
  try {
    record =
      (await findRefund(tablesDB, refundId)) ??
      (await commitRefund(tablesDB, order, refundId, amount, byBankTransfer ? `Bank transfer: ${note}` : note));
  } catch (err) {
    await tablesDB
      .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.orderEvents, rowId: claim.$id })
      .catch(() => undefined);
    throw err;
  }
  await setRefundStatus(tablesDB, record, 'pending');
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: order.$id,
    data: { refund_id: refundId, refund_status: 'pending', refund_amount: record.amount },
  });
  // A COD refund stays pending, recorded: support asks the customer for bank details and pays it by
  // bank transfer (SPEC §9 "cash on delivery by bank transfer with bank details requested").
  if (byBankTransfer) return 'started';
  try {
    await gateway.refund(order.gateway_order_id!, { refundId, amount: record.amount, note: note.slice(0, 100) });
    return 'started';
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await setRefundStatus(tablesDB, record, 'failed');
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

async function setRefundStatus(
  tablesDB: TablesDB,
  record: OrderRefundRow,
  status: OrderRefundRow['status'],
): Promise<void> {
  if (record.status === status) return;
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderRefunds,
    rowId: record.$id,
    data: { status },
  });
}

/** The recorded refund the gateway's webhook names (payment-webhook), or null for one we never recorded. */
export async function recordedRefund(
  tablesDB: TablesDB,
  orderId: string,
  refundId: string,
): Promise<OrderRefundRow | null> {
  const row = await findRefund(tablesDB, refundId);
  return row && row.order_id === orderId ? row : null;
}
