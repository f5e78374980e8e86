import { Client as WebClient, Functions as WebFunctions } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { INVENTORY_A, buildMarketplace, eventsOf, orderRow, stockOf, type Marketplace } from './orders-fixtures.ts';
import {
  deliverWebhook,
  orderAwaitingPayment as awaitingPayment,
  sandboxMerchant,
  signWebhook,
  signedWebhookHeaders,
  webhookBody,
} from './webhook-fixtures.ts';

/**
 * payment-webhook as Cashfree (or the sandbox) calls it: signed webhooks posted to the function
 * by a guest. Every rejected call must leave the order and its events exactly as they were.
 */

let t: TestServer;
let m: Marketplace;
let secret: string;
let guest: WebFunctions;

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'webhook');
  secret = (await sandboxMerchant(t)).client_secret;
  guest = new WebFunctions(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** An order with a payment session (so it has a gateway order id), 2 units of the OTC line. */
const orderAwaitingPayment = () => awaitingPayment(m, 2);

const sign = (timestamp: string, body: string, key = secret) => signWebhook(key, timestamp, body);
const deliver = (body: string, headers: Record<string, string>) => deliverWebhook(guest, body, headers);
const signed = (body: string, timestamp?: string) => signedWebhookHeaders(secret, body, timestamp);

/** The order row and its events, to compare before and after a rejected call. */
async function snapshot(id: string) {
  const row = await orderRow(m.tablesDB, id);
  return {
    status: row.status,
    payment_status: row.payment_status,
    paid_at: row.paid_at,
    events: (await eventsOf(m.tablesDB, id)).length,
    stock: await stockOf(m.tablesDB, INVENTORY_A.otc.id),
  };
}

describe('rejected webhooks change nothing', () => {
  const rejections: [
    string,
    (o: { gatewayOrderId: string; total: number }) => { body: string; headers: Record<string, string> },
    number,
  ][] = [
    [
      'forged (signed with another secret)',
      (o) => {
        const body = webhookBody('PAYMENT_SUCCESS_WEBHOOK', o.gatewayOrderId, o.total);
        const ts = String(Date.now());
        return {
          body,
          headers: { 'x-webhook-signature': sign(ts, body, 'not-the-secret'), 'x-webhook-timestamp': ts },
        };
      },
      401,
    ],
    [
      'unsigned',
      (o) => ({ body: webhookBody('PAYMENT_SUCCESS_WEBHOOK', o.gatewayOrderId, o.total), headers: {} }),
      401,
    ],
    [
      'tampered body (signature of the original)',
      (o) => {
        const original = webhookBody('PAYMENT_SUCCESS_WEBHOOK', o.gatewayOrderId, o.total);
        return {
          body: original.replace(`"payment_amount":${o.total.toFixed(2)}`, '"payment_amount":1.00'),
          headers: signed(original),
        };
      },
      401,
    ],
    [
      're-serialised body (spacing and 170.00 → 170 change the bytes, so the HMAC fails)',
      (o) => {
        const original = webhookBody('PAYMENT_SUCCESS_WEBHOOK', o.gatewayOrderId, o.total);
        return { body: JSON.stringify(JSON.parse(original)), headers: signed(original) };
      },
      401,
    ],
    [
      'stale timestamp (6 minutes old, correctly signed)',
      (o) => {
        const body = webhookBody('PAYMENT_SUCCESS_WEBHOOK', o.gatewayOrderId, o.total);
        return { body, headers: signed(body, String(Date.now() - 6 * 60_000)) };
      },
      401,
    ],
    [
      'timestamp from the future (6 minutes ahead)',
      (o) => {
        const body = webhookBody('PAYMENT_SUCCESS_WEBHOOK', o.gatewayOrderId, o.total);
        return { body, headers: signed(body, String(Date.now() + 6 * 60_000)) };
      },
      401,
    ],
    [
      'wrong amount, correctly signed',
      (o) => {
        const body = webhookBody('PAYMENT_SUCCESS_WEBHOOK', o.gatewayOrderId, o.total - 1);
        return { body, headers: signed(body) };
      },
      400,
    ],
    [
      'unknown gateway order, correctly signed',
      () => {
        const body = webhookBody('PAYMENT_SUCCESS_WEBHOOK', 'nosuchorder_1', 10);
        return { body, headers: signed(body) };
      },
      400,
    ],
    ['not JSON, correctly signed', () => ({ body: 'hello', headers: signed('hello') }), 400],
  ];

  for (const [name, make, expected] of rejections) {
    it(name, async () => {
      const order = await orderAwaitingPayment();
      const before = await snapshot(order.id);
      const { body, headers } = make(order);
      const reply = await deliver(body, headers);
      expect(reply.status).toBe(expected);
      expect(await snapshot(order.id)).toEqual(before);
      expect(before.payment_status).toBe('pending');
    });
  }
});

describe('valid webhooks', () => {
  it('success marks the order paid once; a replay (same event, fresh signature) is a no-op', async () => {
    const order = await orderAwaitingPayment();
    const body = webhookBody('PAYMENT_SUCCESS_WEBHOOK', order.gatewayOrderId, order.total, 777001);
    const first = await deliver(body, signed(body));
    expect(first).toEqual({ status: 200, body: { ok: true } });
    const after = await snapshot(order.id);
    expect(after).toMatchObject({ status: 'placed', payment_status: 'paid' });
    expect(after.paid_at).toBeTruthy();

    // Exactly as captured (same signature and timestamp) and re-signed with a new idempotency key.
    const replay = await deliver(body, signed(body));
    expect(replay.body).toEqual({ duplicate: true });
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(body, signed(body))));
    expect(concurrent.every((r) => r.status === 200 && r.body.duplicate === true)).toBe(true);
    expect(await snapshot(order.id)).toEqual(after);
    const paidEvents = (await eventsOf(m.tablesDB, order.id)).filter((e) => e.type === 'payment_succeeded');
    expect(paidEvents).toHaveLength(1);
  });

  it('concurrent first deliveries of one event: exactly one state change', async () => {
    const order = await orderAwaitingPayment();
    const body = webhookBody('PAYMENT_SUCCESS_WEBHOOK', order.gatewayOrderId, order.total, 777002);
    const replies = await Promise.all(Array.from({ length: 6 }, () => deliver(body, signed(body))));
    expect(replies.filter((r) => r.body.ok === true)).toHaveLength(1);
    expect(replies.filter((r) => r.body.duplicate === true)).toHaveLength(5);
    expect((await eventsOf(m.tablesDB, order.id)).filter((e) => e.type === 'payment_succeeded')).toHaveLength(1);
  });

  it('failure releases the reserved stock exactly once, even for repeated and second failures', async () => {
    const order = await orderAwaitingPayment();
    const reserved = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    const failed = webhookBody('PAYMENT_FAILED_WEBHOOK', order.gatewayOrderId, order.total, 888001);
    const replies = await Promise.all([deliver(failed, signed(failed)), deliver(failed, signed(failed))]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const dropped = webhookBody('PAYMENT_USER_DROPPED_WEBHOOK', order.gatewayOrderId, order.total, 888002);
    expect((await deliver(dropped, signed(dropped))).status).toBe(200);
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(reserved + 2);
    const row = await orderRow(m.tablesDB, order.id);
    expect(row).toMatchObject({ status: 'payment_failed', payment_status: 'failed', stock_released: true });
    expect((await eventsOf(m.tablesDB, order.id)).filter((e) => e.type === 'stock_released')).toHaveLength(1);
  });

  it('a success after a failed try on the same session takes the stock again and marks paid', async () => {
    const order = await orderAwaitingPayment();
    const failed = webhookBody('PAYMENT_FAILED_WEBHOOK', order.gatewayOrderId, order.total);
    await deliver(failed, signed(failed));
    const released = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    const success = webhookBody('PAYMENT_SUCCESS_WEBHOOK', order.gatewayOrderId, order.total);
    expect((await deliver(success, signed(success))).body).toEqual({ ok: true, late: true });
    expect(await orderRow(m.tablesDB, order.id)).toMatchObject({
      status: 'placed',
      payment_status: 'paid',
      stock_released: false,
      stock_reservation: 2,
    });
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(released - 2);
  });
});
