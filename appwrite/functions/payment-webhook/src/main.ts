import { Query, Storage, TablesDB, type Models } from 'node-appwrite';
import { syncContactAccess } from '../../lib/orders/fulfilment.ts';
import { serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appendEvent } from '../../lib/orders/events.ts';
import { getOrder, listOrderItems, placedAmount, storeTeamOf, type OrderRow } from '../../lib/orders/rows.ts';
import { recordOrderStock, releaseStock, reserveStock } from '../../lib/orders/stock.ts';
import { notifyNewOrder } from '../../lib/orders/notifications.ts';
import { grantTeamRead } from '../../lib/orders/team-read.ts';
import { refreshRollupsAfter } from '../../lib/orders/rollups.ts';
import { notifyCustomer } from '../../lib/orders/customer-messages.ts';
import { gatewayFromEnv, isValidWebhookSignature } from '../../lib/money/gateway.ts';
import { claimPaidOutcome } from '../../lib/money/payment-hold.ts';
import { completeOrderLedger } from '../../lib/money/ledger.ts';
import { isPartialRefund, recordedRefund, refundAmountFor, startRefund } from '../../lib/money/refunds.ts';
import {
  REFUND_WEBHOOK_TYPE,
  isFreshTimestamp,
  orderIdOf,
  parsePaymentWebhook,
  parseRefundWebhook,
  webhookType,
} from './webhook.ts';

/** The order a webhook's gateway order id names, or null when it is not one of ours. */
/**
 * An execution of this function ends within its timeout (appwrite.json: 15 s), or is killed. A claim
 * older than that whose order still waits for this event was taken by an attempt that died between
 * the claim and the order's update; the steps after the claim are safe to repeat (the outcome claim
 * recognises its own payment, the row update writes the same values, mails and notices are once per
 * id), so a later delivery may finish it. A younger claim may still be at work: a duplicate.
 */
export const ABANDONED_CLAIM_MS = 30_000;

async function abandonedClaim(
  tablesDB: TablesDB,
  order: OrderRow,
  dedupeKey: string,
  stillWaiting: boolean,
  now = Date.now(),
): Promise<Models.Row | null> {
  if (!stillWaiting) return null;
  const found = await tablesDB.listRows<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderEvents,
    queries: [Query.equal('dedupe_key', dedupeKey), Query.limit(1)],
  });
  const claim = found.rows[0];
  return claim && now - Date.parse(claim.$createdAt) > ABANDONED_CLAIM_MS ? claim : null;
}

async function webhookOrder(tablesDB: TablesDB, gatewayOrderId: string): Promise<OrderRow | null> {
  const orderId = orderIdOf(gatewayOrderId);
  if (!orderId) return null;
  try {
    return await getOrder(tablesDB, orderId);
  } catch {
    return null;
  }
}

/** Amounts are rupees with 2 decimals; anything under half a paisa apart is the same amount. */
const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/**
 * REFUND_STATUS_WEBHOOK for the order's one refund (order-state started it): the refund id and
 * amount must be the ones we asked for. SUCCESS marks the money returned (and a delivered order
 * with an approved problem report `refunded`); CANCELLED marks the refund failed so the store or
 * an admin can retry it. Claimed once per (cf_refund_id, status) like payment events.
 */
async function onRefund(ctx: Context, raw: string) {
  const { res } = ctx;
  const hook = parseRefundWebhook(raw);
  if (!hook) return answerError(res, 'invalid_webhook', 'Not a refund webhook we can read.');
  const tablesDB = new TablesDB(serverClient(ctx));
  const order = await webhookOrder(tablesDB, hook.gatewayOrderId);
  if (!order) return answerError(res, 'unknown_order', 'Unknown order.');
  // One of the order's recorded refunds (order_refunds; several per order, issue 16 §5), with its amount.
  const record = await recordedRefund(tablesDB, order.$id, hook.refundId);
  // The order's refund_* columns show its latest refund; an earlier one completing only updates its own record.
  const latest = order.refund_id === hook.refundId;
  const expected = record?.amount ?? (latest ? order.refund_amount : null);
  if (expected === null || expected === undefined || !sameAmount(hook.amount, expected)) {
    ctx.error(
      `payment-webhook: refund ${hook.refundId} of ${hook.amount} does not match order ${order.$id} (${order.refund_id}, ${order.refund_amount})`,
    );
    return answerError(res, 'webhook_mismatch', 'Refund id or amount does not match the order.');
  }
  // Once the money is back, a late CANCELLED for the same refund cannot take that back.
  if (record ? record.status === 'refunded' : order.refund_status === 'refunded') {
    // A redelivery after an attempt that completed the refund's rows and died before its ledger lines
    // (a timeout; Cashfree retries a 5xx): finish them first (idempotent; throws, so it is retried again).
    const posted = await completeOrderLedger(tablesDB, order.$id);
    if (posted > 0) {
      ctx.log(`payment-webhook: refund ${hook.refundId}: ${posted} ledger line(s) an earlier attempt left unwritten`);
      await refreshRollupsAfter(tablesDB, order, order, new Date(), (m: string) => ctx.error(m));
    }
    return res.json({ ignored: 'refund already completed', ledger_lines_completed: posted });
  }
  // A partial refund (a move, a substitution) leaves the order as it is: paid, and not `refunded`.
  const partial = isPartialRefund(hook.refundId);
  const success = hook.status === 'SUCCESS';
  let claim;
  try {
    claim = await appendEvent(tablesDB, order, {
      type: success ? 'refund_succeeded' : 'refund_failed',
      from_status: order.status,
      to_status: success && !partial && order.status === 'delivered' ? 'refunded' : order.status,
      actor_role: 'gateway',
      note: `${REFUND_WEBHOOK_TYPE} ${hook.status} cf_refund_id ${hook.cfRefundId}`,
      dedupe_key: `webhook:${REFUND_WEBHOOK_TYPE}:${hook.cfRefundId}:${hook.status}`,
    });
  } catch (err) {
    if ((err as { code?: number }).code === 409) return res.json({ duplicate: true });
    throw err;
  }
  try {
    if (success) {
      const refundedAt =
        hook.processedAt && !Number.isNaN(Date.parse(hook.processedAt))
          ? new Date(hook.processedAt).toISOString()
          : new Date().toISOString();
      if (record)
        await tablesDB.updateRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.orderRefunds,
          rowId: record.$id,
          data: { status: 'refunded', refunded_at: refundedAt },
        });
      const request = (
        await tablesDB.listRows({
          databaseId: DATABASE_ID,
          tableId: TABLES.refundRequests,
          queries: [Query.equal('order_id', order.$id), Query.limit(1)],
        })
      ).rows[0];
      // An approved report of the old instant flow, or a verified return whose refund this is (issue 16 §6);
      // before the order's row, so whoever sees the order refunded also sees the return refunded.
      const returnRefunded =
        !!request &&
        ((!partial && request.status === 'approved') ||
          (request.status === 'verified' && request.refund_id === hook.refundId));
      if (returnRefunded) {
        await tablesDB.updateRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.refundRequests,
          rowId: request.$id,
          data: { status: 'refunded' },
        });
      }
      // Whether this is still the order's latest refund, read again now: a partial refund's webhook
      // that read the order before a final refund started must not mark that final refund done.
      const stillLatest = latest && (await getOrder(tablesDB, order.$id)).refund_id === hook.refundId;
      if (stillLatest || !partial)
        await tablesDB.updateRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.orders,
          rowId: order.$id,
          // A move's or a substitution's refund returns only a difference (lib/orders/reroute.ts, lib/orders/substitution.ts): the
          // order stays paid, and its payment_status is not written at all, so a late partial refund's webhook
          // (read before a final refund started) cannot turn a refunded order back to paid.
          data: {
            ...(partial ? {} : { payment_status: 'refunded' }),
            ...(stillLatest ? { refund_status: 'refunded', refunded_at: refundedAt } : {}),
            ...(!partial && order.status === 'delivered' ? { status: 'refunded' } : {}),
            ...(returnRefunded ? { return_status: 'refunded' } : {}),
          },
        });
      // The refund's ledger lines now, where a failure fails the webhook (its retry finishes them, above).
      await completeOrderLedger(tablesDB, order.$id);
      // The customer hears the money is back (lib/orders/customer-messages.ts: e-mail, SMS): once per refund, never fails the webhook.
      await notifyCustomer(serverClient(ctx), tablesDB, order, 'refunded', (m) => ctx.error(m), {
        refundId: hook.refundId,
        refundAmount: hook.amount,
      });
      // The refund's ledger lines, the order's earnings (a refund adjustment) and the store's day, once
      // the refund's rows are final — for every refund: a partial one (a return of some items, a
      // substitution, a move) adjusts the store's earnings as much as a full one (issue 31 §2).
      await refreshRollupsAfter(tablesDB, order, order, new Date(), (m: string) => ctx.error(m));
    } else {
      if (record)
        await tablesDB.updateRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.orderRefunds,
          rowId: record.$id,
          data: { status: 'failed' },
        });
      if (latest)
        await tablesDB.updateRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.orders,
          rowId: order.$id,
          data: { refund_status: 'failed' },
        });
    }
  } catch (err) {
    await tablesDB
      .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.orderEvents, rowId: claim.$id })
      .catch(() => undefined);
    throw err;
  }
  return res.json({ ok: true });
}

/**
 * payment-webhook (execute: any): Cashfree's notify target. Order of checks: signature over the
 * raw body, timestamp freshness, payload shape, order and amount; only then one state change,
 * claimed through a unique `order_events.dedupe_key` so a duplicate delivery changes nothing.
 * Forged, stale or tampered calls get 401/400 and touch nothing. Known-but-ignorable events
 * (a stale attempt, a payment for a closed order) get 200 so Cashfree stops retrying.
 */
export default async (ctx: Context) => {
  const { req, res } = ctx;
  const raw = req.bodyText;
  try {
    const gateway = await gatewayFromEnv(process.env, req.headers['x-appwrite-key'] ?? '');
    const timestamp = req.headers['x-webhook-timestamp'];
    if (!isValidWebhookSignature(req.headers['x-webhook-signature'], timestamp, raw, await gateway.webhookSecret())) {
      return answerError(res, 'invalid_signature', 'Invalid webhook signature.');
    }
    if (!isFreshTimestamp(timestamp))
      return answerError(res, 'stale_webhook', 'Webhook timestamp is too old or in the future.');
    if (webhookType(raw) === REFUND_WEBHOOK_TYPE) return await onRefund(ctx, raw);
    const hook = parsePaymentWebhook(raw);
    if (!hook) return answerError(res, 'invalid_webhook', 'Not a payment webhook.');
    if (!hook.kind) return res.json({ ignored: `unhandled type ${hook.type}` });

    const tablesDB = new TablesDB(serverClient(ctx));
    const order = await webhookOrder(tablesDB, hook.gatewayOrderId);
    if (!order) return answerError(res, 'unknown_order', 'Unknown order.');
    if (order.gateway_order_id !== hook.gatewayOrderId) return res.json({ ignored: 'not the current payment attempt' });
    // The amount fixed at placement is the one asked of the gateway (issue 14 §5).
    const amount = placedAmount(order);
    if (hook.orderCurrency !== order.currency || !sameAmount(hook.orderAmount, amount)) {
      ctx.error(
        `payment-webhook: amount ${hook.orderAmount} ${hook.orderCurrency} does not match order ${order.$id} (${amount} ${order.currency})`,
      );
      return answerError(res, 'webhook_mismatch', 'Amount or currency does not match the order.');
    }
    if (hook.kind === 'success' && (hook.paymentStatus !== 'SUCCESS' || !sameAmount(hook.paymentAmount, amount))) {
      return answerError(res, 'webhook_mismatch', 'Payment amount or status does not match the order.');
    }

    // (type, cf_payment_id) names the event itself, so it also catches a retry that came with a
    // different x-idempotency-key (research/domain.md §3.4); the unique index makes the claim atomic.
    const dedupeKey = `webhook:${hook.type}:${hook.cfPaymentId}`;
    const awaiting = order.status === 'placed' && order.payment_status === 'pending';
    // Cashfree keeps a gateway order open after a failed try: the customer may still pay on the same session.
    const lateSuccess = hook.kind === 'success' && order.status === 'payment_failed';
    // A payment that lands after the order expired (the gateway honours an attempt begun before its
    // expiry) finds the stock released: it is refunded, as when the stock is gone (issue 14 §8).
    const afterExpiry = hook.kind === 'success' && order.status === 'expired' && order.payment_status !== 'paid';
    const to = hook.kind === 'success' ? 'placed' : 'payment_failed';
    let claim;
    try {
      claim = await appendEvent(tablesDB, order, {
        type:
          hook.kind === 'success' ? 'payment_succeeded' : hook.kind === 'failed' ? 'payment_failed' : 'payment_dropped',
        from_status: order.status,
        to_status: awaiting || lateSuccess ? to : order.status,
        actor_role: 'gateway',
        note: `${hook.type} cf_payment_id ${hook.cfPaymentId}${awaiting || lateSuccess ? '' : afterExpiry ? ' (after the order expired: refunded)' : ' (order no longer awaiting payment)'}`,
        dedupe_key: dedupeKey,
      });
    } catch (err) {
      if ((err as { code?: number }).code !== 409) throw err;
      // Taken: a duplicate, unless the attempt that took it died before changing the order (the
      // dev server killed, an execution timed out) — then this delivery finishes it (issue 31 §5).
      const stale = await abandonedClaim(tablesDB, order, dedupeKey, awaiting || lateSuccess);
      if (!stale) return res.json({ duplicate: true });
      ctx.log(
        `payment-webhook: finishing ${dedupeKey}, claimed at ${stale.$createdAt} by an attempt that did not finish`,
      );
      claim = stale;
    }
    try {
      if (lateSuccess) {
        const items = await listOrderItems(tablesDB, order.$id);
        const reserved = await reserveStock(
          tablesDB,
          items.map((i) => ({ candidates: [i.inventory_id], quantity: i.quantity })),
        );
        if ('chosen' in reserved)
          await recordOrderStock(tablesDB, order, 'order_reserved', reserved.changes, {
            actor_role: 'system',
            note: 'paid after expiry',
          });
        const paid = {
          payment_status: 'paid' as const,
          cf_payment_id: hook.cfPaymentId,
          paid_at: new Date().toISOString(),
        };
        const data =
          'chosen' in reserved
            ? {
                ...paid,
                status: 'placed' as const,
                stock_released: false,
                stock_reservation: (order.stock_reservation ?? 1) + 1,
              }
            : {
                ...paid,
                status: 'cancelled' as const,
                cancelled_at: new Date().toISOString(),
                cancel_reason: 'Items went out of stock before the payment completed; the payment is refunded.',
              };
        const updated = await tablesDB.updateRow<OrderRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.orders,
          rowId: order.$id,
          data,
        });
        if (updated.status === 'cancelled')
          await syncContactAccess(tablesDB, updated, 'cancelled', order.store_team_id);
        // Paid: the store's team reads the order from now (issue 32).
        if (updated.status === 'placed')
          await grantTeamRead(tablesDB, new Storage(serverClient(ctx)), {
            ...updated,
            store_team_id: await storeTeamOf(tablesDB, order.store_id),
          });
        if (updated.status === 'placed')
          await refreshRollupsAfter(tablesDB, null, updated, new Date(), (m: string) => ctx.error(m));
        // Money taken for an order we cannot fill goes straight back.
        if (updated.status === 'cancelled')
          await startRefund(tablesDB, gateway, updated, refundAmountFor(updated), 'Items went out of stock', {
            actor_role: 'system',
          });
        // Paid on a second try: the confirmation, or the cancellation when the stock is gone (lib/orders/customer-messages.ts).
        await notifyCustomer(serverClient(ctx), tablesDB, updated, updated.status, (m) => ctx.error(m));
        return res.json({ ok: true, late: true });
      }
      // Paid or expired, once per reservation: the sweeper may be expiring this order right now.
      const expiredFirst =
        awaiting &&
        hook.kind === 'success' &&
        !(await claimPaidOutcome(tablesDB, order, `${hook.type} cf_payment_id ${hook.cfPaymentId}`));
      if (afterExpiry || expiredFirst) {
        const paid = {
          payment_status: 'paid' as const,
          cf_payment_id: hook.cfPaymentId,
          paid_at: new Date().toISOString(),
        };
        const updated = await tablesDB.updateRow<OrderRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.orders,
          rowId: order.$id,
          data: { ...paid, status: 'expired' },
        });
        const refund = await startRefund(
          tablesDB,
          gateway,
          updated,
          refundAmountFor(updated),
          'Paid after the order expired',
          { actor_role: 'system' },
        );
        return res.json({ ok: true, late: true, refund });
      }
      if (!awaiting) return res.json({ ignored: 'order is not awaiting payment' });

      if (hook.kind === 'success') {
        const paidRow = await tablesDB.updateRow<OrderRow & Models.DefaultRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.orders,
          rowId: order.$id,
          data: {
            payment_status: 'paid',
            cf_payment_id: hook.cfPaymentId,
            paid_at: hook.paymentTime ? new Date(hook.paymentTime).toISOString() : new Date().toISOString(),
            // UPI, card, net banking … as the gateway reports it (issue 22 §6).
            ...(hook.paymentGroup ? { payment_group: hook.paymentGroup } : {}),
          },
        });
        // Paid: the store's team reads the order from now (issue 32), then its inbox shows it (issue 15).
        await grantTeamRead(tablesDB, new Storage(serverClient(ctx)), {
          ...paidRow,
          store_team_id: await storeTeamOf(tablesDB, order.store_id),
        });
        await notifyNewOrder(
          tablesDB,
          { ...order, store_team_id: await storeTeamOf(tablesDB, order.store_id) },
          'paid',
        );
        // The store's day in figures (lib/orders/rollups.ts): one more order received.
        await refreshRollupsAfter(tablesDB, null, paidRow, new Date(), (m: string) => ctx.error(m));
        // The customer's order confirmation (lib/orders/customer-messages.ts: e-mail, SMS): once per order, never fails the webhook.
        await notifyCustomer(serverClient(ctx), tablesDB, paidRow, 'placed', (m) => ctx.error(m));
      } else {
        await tablesDB.updateRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.orders,
          rowId: order.$id,
          data: { status: 'payment_failed', payment_status: 'failed', cf_payment_id: hook.cfPaymentId },
        });
        await releaseStock(tablesDB, order, {
          type: 'stock_released',
          actor_role: 'system',
          note: `after ${hook.type}`,
        });
      }
    } catch (err) {
      // Give the claim back so Cashfree's retry of this event is processed, not taken for a duplicate.
      await tablesDB
        .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.orderEvents, rowId: claim.$id })
        .catch(() => undefined);
      throw err;
    }
    return res.json({ ok: true });
  } catch (err) {
    ctx.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    // 500 makes Cashfree retry later, which is what a transient failure needs.
    return answerError(res, 'internal_error', 'Webhook processing failed.');
  }
};
