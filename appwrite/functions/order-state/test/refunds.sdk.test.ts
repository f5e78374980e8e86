import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { paymentsSandbox } from '../../../dev-server/src/services/payments-sandbox.ts';
import { webhookSignature } from '../../lib/money/gateway.ts';
import {
  INVENTORY_A,
  buildMarketplace,
  eventsOf,
  orderRow,
  returnLinesOf,
  returnWholeOrder,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { act, deliveredOrder, paidOrder, placedOrder, waitForOrder } from './sdk-orders.ts';

/**
 * Refunds through the gateway (the dev server's local sandbox) via the web SDK: who triggers
 * them, pending → refunded through the signed REFUND_STATUS_WEBHOOK, never twice, never more
 * than was paid, forged refund webhooks rejected.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'refunds');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const sandboxRefunds = (orderId: string) => paymentsSandbox(t.dev.deps).refunds(orderId);

/** Calls the sandbox's Cashfree refund API as the merchant would. */
async function refundApi(gatewayOrderId: string, body: Record<string, unknown>): Promise<Response> {
  const { clientId, clientSecret } = paymentsSandbox(t.dev.deps).credentials();
  return fetch(`${t.endpoint}/dev/payments/orders/${gatewayOrderId}/refunds`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-version': '2023-08-01',
      'x-client-id': clientId,
      'x-client-secret': clientSecret,
    },
    body: JSON.stringify(body),
  });
}

/** Sends a webhook body straight to payment-webhook, signed with `secret`; returns its status. */
async function sendWebhook(body: unknown, secret: string): Promise<number> {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const execution = await fetch(`${t.endpoint}/functions/payment-webhook/executions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': t.projectId },
    body: JSON.stringify({
      body: raw,
      async: false,
      method: 'POST',
      path: '/',
      headers: { 'x-webhook-signature': webhookSignature(timestamp, raw, secret), 'x-webhook-timestamp': timestamp },
    }),
  });
  return ((await execution.json()) as { responseStatusCode: number }).responseStatusCode;
}

const refundHook = (gatewayOrderId: string, refundId: string, amount: number, status = 'SUCCESS') => ({
  data: {
    refund: {
      cf_refund_id: 99,
      refund_id: refundId,
      order_id: gatewayOrderId,
      refund_amount: amount,
      refund_status: status,
      processed_at: null,
    },
  },
  type: 'REFUND_STATUS_WEBHOOK',
});

describe('refunds', () => {
  it('cancelling a paid order refunds all of it once: pending, then refunded by the gateway webhook', async () => {
    const id = await paidOrder(t, m);
    const paid = await orderRow(m.tablesDB, id);
    const cancelled = await act(m.customer, id, 'cancel', { reason: 'Ordered by mistake' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refund).toBe('started');
    expect(cancelled.body.order).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      refund_status: 'pending',
      refund_id: `rf_${id}`,
      refund_amount: paid.total,
    });

    const refunded = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect(refunded).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(refunded.refunded_at).toBeTruthy();
    expect(sandboxRefunds(paid.gateway_order_id as string)).toEqual([
      expect.objectContaining({ refundId: `rf_${id}`, amount: paid.total, status: 'SUCCESS' }),
    ]);
    const events = await eventsOf(m.tablesDB, id);
    expect(events.filter((e) => e.type === 'refund_started')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'refund_succeeded')).toHaveLength(1);
  });

  it('the same refund id never pays twice; nothing above what was paid', async () => {
    const id = await paidOrder(t, m);
    const order = await orderRow(m.tablesDB, id);
    const gatewayOrderId = order.gateway_order_id as string;
    const total = order.total as number;
    const first = await refundApi(gatewayOrderId, { refund_id: 'rf_manual', refund_amount: 10, refund_note: 'test' });
    expect(first.status).toBe(200);
    // A retry of the same request returns the same refund.
    const again = await refundApi(gatewayOrderId, { refund_id: 'rf_manual', refund_amount: 10 });
    expect((await again.json()) as Record<string, unknown>).toMatchObject({
      refund_id: 'rf_manual',
      refund_amount: 10,
    });
    expect((await refundApi(gatewayOrderId, { refund_id: 'rf_manual', refund_amount: 11 })).status).toBe(409);
    const tooMuch = await refundApi(gatewayOrderId, { refund_id: 'rf_more', refund_amount: total });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { code: string }).code).toBe('refund_amount_invalid');
    expect(sandboxRefunds(gatewayOrderId).map((r) => r.amount)).toEqual([10]);
    // An unpaid gateway order cannot be refunded at all.
    const unpaid = await placedOrder(m);
    await run(m.customer, 'payments', { action: 'create', order_id: unpaid });
    expect((await refundApi(`${unpaid}_1`, { refund_id: 'rf_unpaid', refund_amount: 1 })).status).toBe(400);
  });

  it('concurrent cancels and retries start one refund', async () => {
    const id = await paidOrder(t, m);
    const replies = await Promise.all([
      act(m.customer, id, 'cancel'),
      act(m.customer, id, 'cancel'),
      act(m.staffA, id, 'cancel'),
    ]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect((await eventsOf(m.tablesDB, id)).filter((e) => e.type === 'refund_started')).toHaveLength(1);
    expect(sandboxRefunds((await orderRow(m.tablesDB, id)).gateway_order_id as string)).toHaveLength(1);
    // Nothing failed, so there is nothing to retry.
    expect((await act(m.staffA, id, 'retry_refund')).body.code).toBe('no_failed_refund');
  });

  it('an unpaid order is cancelled without a refund', async () => {
    const id = await placedOrder(m);
    const r = await act(m.customer, id, 'cancel');
    expect(r.body.order).toMatchObject({ status: 'cancelled', refund_status: null });
    expect(r.body.refund).toBeUndefined();
  });

  it('a whole return, verified, refunds the order: refunded, and so is the return (issue 16 §6)', async () => {
    const id = await deliveredOrder(t, m);
    expect((await act(m.admin, id, 'approve_refund')).body.code).toBe('no_refund_request');
    const verified = await returnWholeOrder(m, m.admin, id);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.refund_request).toMatchObject({ status: 'verified' });
    expect(verified.body.order).toMatchObject({ status: 'delivered', refund_status: 'pending', refund_id: `rf_${id}` });
    expect((await act(m.admin, id, 'approve_refund')).body.code).toBe('return_step_not_allowed');

    const refunded = await waitForOrder(m, id, (o) => o.status === 'refunded');
    expect(refunded).toMatchObject({ payment_status: 'refunded', refund_status: 'refunded' });
    const request = (
      await m.customer.tablesDB.listRows({ databaseId: 'instamg', tableId: 'refund_requests', queries: [] })
    ).rows.find((r) => r.order_id === id);
    expect(request).toMatchObject({ status: 'refunded' });
    expect((await eventsOf(m.tablesDB, id)).filter((e) => e.type === 'refund_succeeded')).toEqual([
      expect.objectContaining({ to_status: 'refunded', actor_role: 'gateway' }),
    ]);
  });

  it('a rejected return closes the request without money moving; store staff cannot decide it', async () => {
    const id = await deliveredOrder(t, m);
    await act(m.customer, id, 'report_problem', { lines: await returnLinesOf(m.tablesDB, id) });
    const byStaff = await act(m.staffA, id, 'reject_refund', { reason: 'Opened medicines are not returnable' });
    expect([byStaff.status, byStaff.body.code]).toEqual([403, 'return_reviewer_required']);
    const rejected = await act(m.admin, id, 'reject_refund', { reason: 'Opened medicines are not returnable' });
    expect(rejected.body.refund_request).toMatchObject({ status: 'rejected' });
    expect(rejected.body.order).toMatchObject({ status: 'delivered', payment_status: 'paid', refund_status: null });
    expect((await act(m.admin, id, 'approve_refund')).body.code).toBe('return_step_not_allowed');
  });

  it('refund webhooks: forged, wrong refund id or amount are refused with no change; a duplicate changes nothing', async () => {
    const id = await paidOrder(t, m);
    const order = await orderRow(m.tablesDB, id);
    const gatewayOrderId = order.gateway_order_id as string;
    await act(m.customer, id, 'cancel');
    const settled = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    const eventsBefore = (await eventsOf(m.tablesDB, id)).length;
    const secret = paymentsSandbox(t.dev.deps).credentials().clientSecret;

    expect(
      await sendWebhook(refundHook(gatewayOrderId, `rf_${id}`, order.total as number, 'CANCELLED'), 'not-the-secret'),
    ).toBe(401);
    expect(await sendWebhook(refundHook(gatewayOrderId, 'rf_other', order.total as number, 'CANCELLED'), secret)).toBe(
      400,
    );
    expect(
      await sendWebhook(refundHook(gatewayOrderId, `rf_${id}`, (order.total as number) + 1, 'CANCELLED'), secret),
    ).toBe(400);
    expect(await sendWebhook(refundHook('nobody_1', `rf_${id}`, order.total as number), secret)).toBe(400);
    expect(await orderRow(m.tablesDB, id)).toMatchObject({
      refund_status: 'refunded',
      payment_status: 'refunded',
      refunded_at: settled.refunded_at,
    });
    expect((await eventsOf(m.tablesDB, id)).length).toBe(eventsBefore);

    // Replaying the sandbox's own SUCCESS (same cf_refund_id and status) is a duplicate.
    const cfRefundId = sandboxRefunds(gatewayOrderId)[0]!.cfRefundId;
    const replay = refundHook(gatewayOrderId, `rf_${id}`, order.total as number);
    replay.data.refund.cf_refund_id = cfRefundId;
    expect(await sendWebhook(replay, secret)).toBe(200);
    expect((await eventsOf(m.tablesDB, id)).length).toBe(eventsBefore);
  });

  it('a refund the gateway refuses is marked failed; the store retries it with the same refund id', async () => {
    const id = await paidOrder(t, m);
    const gatewayOrderId = (await orderRow(m.tablesDB, id)).gateway_order_id as string;
    // The gateway refuses this time (the sandbox no longer sees the order as paid).
    t.dev.deps.db
      .prepare("update _payments_sandbox_orders set status = 'ACTIVE' where order_id = ?")
      .run(gatewayOrderId);
    const cancelled = await act(m.customer, id, 'cancel');
    expect(cancelled.body).toMatchObject({
      refund: 'failed',
      order: { status: 'cancelled', refund_status: 'failed', payment_status: 'paid' },
    });
    expect(sandboxRefunds(gatewayOrderId)).toEqual([]);

    t.dev.deps.db.prepare("update _payments_sandbox_orders set status = 'PAID' where order_id = ?").run(gatewayOrderId);
    expect((await act(m.customer, id, 'retry_refund')).status).toBe(403);
    const retried = await act(m.staffA, id, 'retry_refund');
    expect(retried.body).toMatchObject({
      refund: 'started',
      order: { refund_status: 'pending', refund_id: `rf_${id}` },
    });
    expect(await waitForOrder(m, id, (o) => o.refund_status === 'refunded')).toMatchObject({
      payment_status: 'refunded',
    });
    expect(sandboxRefunds(gatewayOrderId)).toHaveLength(1);
  });

  it('a CANCELLED refund webhook marks the refund failed, but never undoes a completed one', async () => {
    const id = await paidOrder(t, m);
    const order = await orderRow(m.tablesDB, id);
    const secret = paymentsSandbox(t.dev.deps).credentials().clientSecret;
    await act(m.customer, id, 'cancel');
    await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    const late = refundHook(order.gateway_order_id as string, `rf_${id}`, order.total as number, 'CANCELLED');
    late.data.refund.cf_refund_id = 4242;
    expect(await sendWebhook(late, secret)).toBe(200);
    expect(await orderRow(m.tablesDB, id)).toMatchObject({ refund_status: 'refunded', payment_status: 'refunded' });

    // While a refund is pending, CANCELLED marks it failed (the store can retry).
    const other = await paidOrder(t, m);
    const otherOrder = await orderRow(m.tablesDB, other);
    await m.tablesDB.updateRow({
      databaseId: 'instamg',
      tableId: 'orders',
      rowId: other,
      data: { refund_id: `rf_${other}`, refund_status: 'pending', refund_amount: otherOrder.total },
    });
    const cancelledHook = refundHook(
      otherOrder.gateway_order_id as string,
      `rf_${other}`,
      otherOrder.total as number,
      'CANCELLED',
    );
    cancelledHook.data.refund.cf_refund_id = 4343;
    expect(await sendWebhook(cancelledHook, secret)).toBe(200);
    expect(await orderRow(m.tablesDB, other)).toMatchObject({ refund_status: 'failed', payment_status: 'paid' });
  });

  it('a payment that lands after its stock is gone cancels the order and refunds it', async () => {
    const id = await placedOrder(m, { quantity: 2 });
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    const press = (outcome: string) =>
      fetch(`${t.endpoint}/dev/payments/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment_session_id: session, outcome }).toString(),
        redirect: 'manual',
      });
    await press('fail');
    expect((await orderRow(m.tablesDB, id)).status).toBe('payment_failed');
    // Meanwhile someone else buys what was left; then the customer pays on the same session.
    const stock = await m.tablesDB.getRow({
      databaseId: 'instamg',
      tableId: 'store_inventory',
      rowId: INVENTORY_A.otc.id,
    });
    await m.tablesDB.updateRow({
      databaseId: 'instamg',
      tableId: 'store_inventory',
      rowId: INVENTORY_A.otc.id,
      data: { stock: 0 },
    });
    try {
      await press('pay');
      const order = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
      expect(order).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refund_amount: order.total });
      expect(sandboxRefunds(`${id}_1`)).toEqual([expect.objectContaining({ amount: order.total, status: 'SUCCESS' })]);
    } finally {
      await m.tablesDB.updateRow({
        databaseId: 'instamg',
        tableId: 'store_inventory',
        rowId: INVENTORY_A.otc.id,
        data: { stock: stock.stock },
      });
    }
  });
});
