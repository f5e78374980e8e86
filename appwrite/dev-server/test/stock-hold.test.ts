import { Functions } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  DB,
  HOME,
  INVENTORY_A,
  PRODUCTS,
  buildMarketplace,
  eventsOf,
  homeAddressOf,
  orderRow,
  run,
  stockOf,
  type Marketplace,
} from './orders-fixtures.ts';
import { sandboxMerchant } from './webhook-fixtures.ts';
import { createWebClient, signUpAndSignIn, type SignedInUser } from './web-client.ts';

/**
 * Stock cannot be hoarded (issue 14 §8), through the SDKs against the dev server: the payment
 * deadline on the order and on the sandbox's gateway order, the sandbox refusing payment after
 * it, release-unpaid-orders (run with the API key, as its schedule would) expiring overdue
 * orders once even when two runs overlap, a payment landing afterwards refunded, the limit of
 * unpaid orders per customer, and guests (anonymous sessions) refused.
 * Time is driven by moving an order's payment_expires_at into the past, never by sleeping.
 */

let t: TestServer;
let m: Marketplace;
let functions: Functions;
let merchant: { 'x-client-id': string; 'x-client-secret': string };

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'hold');
  functions = new Functions(t.serverClient());
  const { client_id, client_secret } = await sandboxMerchant(t);
  merchant = { 'x-client-id': client_id, 'x-client-secret': client_secret };
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function placeOrder(who: SignedInUser = m.customer, addressId = m.addressId, quantity = 1) {
  return run(who, 'place-order', {
    address_id: addressId,
    delivery_mode: 'standard',
    items: [{ product_id: PRODUCTS.otc.$id, quantity }],
  });
}

async function placed(quantity = 1): Promise<string> {
  const r = await placeOrder(m.customer, m.addressId, quantity);
  expect(r.status).toBe(201);
  return r.body.order.$id as string;
}

/** The order's payment deadline moved into the past: what the clock would do after the hold. */
async function overdue(orderId: string): Promise<void> {
  await m.tablesDB.updateRow({
    databaseId: DB,
    tableId: 'orders',
    rowId: orderId,
    data: { payment_expires_at: new Date(Date.now() - 60_000).toISOString() },
  });
}

/** One run of the sweeper with the API key (the function's execute list is empty). */
async function sweep(): Promise<{ expired: number; skipped: number }> {
  const execution = await functions.createExecution({ functionId: 'release-unpaid-orders' });
  expect(execution.responseStatusCode).toBe(200);
  return JSON.parse(execution.responseBody) as { expired: number; skipped: number };
}

async function gatewayOrder(gatewayOrderId: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${t.endpoint}/dev/payments/orders/${gatewayOrderId}`, {
    headers: { ...merchant, 'x-api-version': '2023-08-01' },
  });
  return (await res.json()) as Record<string, unknown>;
}

async function press(paymentSessionId: string, outcome: 'pay' | 'fail' | 'cancel'): Promise<Response> {
  return fetch(`${t.endpoint}/dev/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_session_id: paymentSessionId, outcome }).toString(),
    redirect: 'manual',
  });
}

async function setSetting(key: string, value: string): Promise<void> {
  await m.tablesDB.upsertRow({ databaseId: DB, tableId: 'settings', rowId: key, data: { key, value } });
}

/** A signed-in customer of their own with a saved address near store A. */
async function freshCustomer(name: string): Promise<{ who: SignedInUser; addressId: string }> {
  const who = await signUpAndSignIn(t, {
    email: `${name}.${Date.now()}@instamg.test`,
    password: 'correct horse battery',
    name,
  });
  return { who, addressId: await homeAddressOf(who) };
}

const stockReleases = async (orderId: string) =>
  (await eventsOf(m.tablesDB, orderId)).filter((e) => e.type === 'stock_released').length;

describe('the payment deadline', () => {
  it('is set at placement from settings.unpaid_order_hold_minutes and given to the gateway as order_expiry_time', async () => {
    const id = await placed();
    const row = await orderRow(m.tablesDB, id);
    const deadline = Date.parse(row.payment_expires_at as string);
    // 20 minutes (the default) after placement, to the second.
    expect(Math.abs(deadline - Date.parse(row.$createdAt) - 20 * 60_000)).toBeLessThan(2_000);

    expect((await run(m.customer, 'payments', { action: 'create', order_id: id })).status).toBe(200);
    const gateway = await gatewayOrder((await orderRow(m.tablesDB, id)).gateway_order_id as string);
    // Cashfree answers India time with its offset; the instant is the order's deadline.
    expect(gateway.order_expiry_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(Date.parse(gateway.order_expiry_time as string)).toBe(deadline);
    expect(gateway.order_status).toBe('ACTIVE');
  });

  it('follows the setting', async () => {
    await setSetting('unpaid_order_hold_minutes', '7');
    try {
      const row = await orderRow(m.tablesDB, await placed());
      expect(
        Math.abs(Date.parse(row.payment_expires_at as string) - Date.parse(row.$createdAt) - 7 * 60_000),
      ).toBeLessThan(2_000);
    } finally {
      await setSetting('unpaid_order_hold_minutes', '20');
    }
  });
});

describe('the local payment sandbox honours order_expiry_time', () => {
  const create = (body: Record<string, unknown>) =>
    fetch(`${t.endpoint}/dev/payments/orders`, {
      method: 'POST',
      headers: { ...merchant, 'x-api-version': '2023-08-01', 'content-type': 'application/json' },
      body: JSON.stringify({
        order_amount: 10,
        order_currency: 'INR',
        customer_details: { customer_id: 'c1', customer_phone: '9999999999' },
        order_meta: { return_url: 'http://localhost:3000/payment/status/x' },
        ...body,
      }),
    });

  it('refuses an expiry in the past or without an offset', async () => {
    const past = await create({
      order_id: `exp_past_${Date.now()}`,
      order_expiry_time: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ code: 'order_expiry_time_invalid', type: 'invalid_request_error' });
    const local = await create({ order_id: `exp_local_${Date.now()}`, order_expiry_time: '2099-01-01T10:00:00' });
    expect(local.status).toBe(400);
  });

  it('reports EXPIRED after it and takes no payment: the page says so, nothing is paid', async () => {
    const orderId = `exp_soon_${Date.now()}`;
    const created = await create({
      order_id: orderId,
      order_expiry_time: new Date(Date.now() + 1_500).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    expect(created.status).toBe(200);
    const session = ((await created.json()) as { payment_session_id: string }).payment_session_id;
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await gatewayOrder(orderId)).order_status).toBe('EXPIRED');
    const paid = await press(session, 'pay');
    expect(paid.status).toBe(410);
    expect(await paid.text()).toContain('This payment is <b>expired</b>');
    expect((await gatewayOrder(orderId)).order_status).toBe('EXPIRED');
  });
});

describe('release-unpaid-orders', () => {
  it('nobody but an API key may run it', async () => {
    const denied = await m.customer.functions
      .createExecution({ functionId: 'release-unpaid-orders' })
      .catch((err: unknown) => err);
    expect(denied).toMatchObject({ code: 401, type: 'user_unauthorized' });
  });

  it('expires an order past its deadline, puts its stock back and writes the expiry event', async () => {
    const before = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    const id = await placed(3);
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(before - 3);
    const onTime = await placed(1);
    await overdue(id);
    await sweep();
    // The function's own schedule (every minute) may have claimed the order a moment earlier: this
    // run then returns at once and the scheduled one finishes the release. Either way it completes.
    await expect
      .poll(() => orderRow(m.tablesDB, id), { timeout: 10_000 })
      .toMatchObject({ status: 'expired', payment_status: 'failed', stock_released: true });
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(before - 1);
    const events = await eventsOf(m.tablesDB, id);
    expect(events.filter((e) => e.to_status === 'expired')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'stock_released')).toHaveLength(1);
    // An order within its hold is left alone.
    expect(await orderRow(m.tablesDB, onTime)).toMatchObject({ status: 'placed', payment_status: 'pending' });
    // A second run finds nothing more to do.
    await sweep();
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(before - 1);
    expect(await stockReleases(id)).toBe(1);
  });

  it('two runs at once release each order once', async () => {
    const before = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    const ids = await Promise.all([placed(2), placed(2), placed(2), placed(2)]);
    for (const id of ids) await overdue(id);
    const runs = await Promise.all([sweep(), sweep(), sweep()]);
    // Another run (the schedule's) may have taken some; never more than one per order.
    expect(runs.reduce((sum, r) => sum + r.expired, 0)).toBeLessThanOrEqual(ids.length);
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(before);
    for (const id of ids) {
      expect(await orderRow(m.tablesDB, id)).toMatchObject({ status: 'expired', payment_status: 'failed' });
      expect(await stockReleases(id)).toBe(1);
      expect((await eventsOf(m.tablesDB, id)).filter((e) => e.to_status === 'expired')).toHaveLength(1);
    }
  });

  it('a payment that lands after the expiry is refunded, and the stock stays released', async () => {
    const id = await placed(2);
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    await overdue(id);
    await sweep();
    // Released by this sweep or by the function's schedule running at the same moment.
    await expect.poll(async () => (await orderRow(m.tablesDB, id)).stock_released, { timeout: 10_000 }).toBe(true);
    const stock = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    // The customer had opened the gateway page before the deadline and pays now (the gateway honours an attempt begun in time).
    expect((await press(session, 'pay')).status).toBe(303);
    let row = await orderRow(m.tablesDB, id);
    for (let i = 0; i < 50 && row.payment_status !== 'refunded'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await orderRow(m.tablesDB, id);
    }
    expect(row).toMatchObject({
      status: 'expired',
      payment_status: 'refunded',
      refund_status: 'refunded',
      refund_amount: row.total,
    });
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(stock);
  });

  it('an order paid first is never expired by a late sweep', async () => {
    const id = await placed();
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    expect((await press(session, 'pay')).status).toBe(303);
    await overdue(id);
    await sweep();
    expect(await orderRow(m.tablesDB, id)).toMatchObject({ status: 'placed', payment_status: 'paid' });
  });

  it('payments refuses a session for an order past its deadline and expires it', async () => {
    const id = await placed();
    await overdue(id);
    const r = await run(m.customer, 'payments', { action: 'create', order_id: id });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 'not_awaiting_payment',
      message: 'This order was not paid in time and has expired. Please place it again.',
    });
    // The release finishes here or in the function's scheduled sweep, if that claimed it first.
    await expect
      .poll(() => orderRow(m.tablesDB, id), { timeout: 10_000 })
      .toMatchObject({ status: 'expired', stock_released: true });
  });
});

describe('who may hold stock', () => {
  it('a customer may have at most settings.max_unpaid_orders unpaid orders', async () => {
    await setSetting('max_unpaid_orders', '3');
    try {
      const { who, addressId } = await freshCustomer('hoarder');
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await placeOrder(who, addressId);
        expect(r.status).toBe(201);
        ids.push(r.body.order.$id as string);
      }
      const stock = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
      const fourth = await placeOrder(who, addressId);
      expect(fourth.status).toBe(409);
      expect(fourth.body).toMatchObject({
        code: 'too_many_unpaid_orders',
        message: 'You already have 3 orders waiting for payment. Pay for or cancel one of them before placing another.',
      });
      expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(stock);
      // Once one of them is past its deadline it no longer counts.
      await overdue(ids[0]!);
      expect((await placeOrder(who, addressId)).status).toBe(201);
    } finally {
      await setSetting('max_unpaid_orders', '1000');
    }
  });

  it('concurrent placements cannot pass the limit together', async () => {
    await setSetting('max_unpaid_orders', '3');
    try {
      const { who, addressId } = await freshCustomer('racer');
      // Orders earlier tests moved past their deadline go back to stock now, not through the
      // function's schedule in the middle of this count (that made the count one unit high).
      await sweep();
      const stock = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
      const replies = await Promise.all(Array.from({ length: 6 }, () => placeOrder(who, addressId)));
      const placedCount = replies.filter((r) => r.status === 201).length;
      expect(placedCount).toBeLessThanOrEqual(3);
      expect(replies.filter((r) => r.status !== 201).every((r) => r.body.code === 'too_many_unpaid_orders')).toBe(true);
      // Refused placements gave their stock back.
      expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(stock - placedCount);
    } finally {
      await setSetting('max_unpaid_orders', '1000');
    }
  });

  it('a guest (anonymous session) cannot place an order', async () => {
    const guest = createWebClient(t.endpoint, t.projectId);
    await guest.account.createAnonymousSession();
    const stock = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    const execution = await guest.functions.createExecution({
      functionId: 'place-order',
      body: JSON.stringify({
        delivery_mode: 'standard',
        items: [{ product_id: PRODUCTS.otc.$id, quantity: 1 }],
        address: { address_line1: '12 Janpath', city: 'New Delhi', state: 'Delhi', postal_code: '110001', ...HOME },
      }),
    });
    expect(execution.responseStatusCode).toBe(403);
    expect(JSON.parse(execution.responseBody)).toEqual({
      code: 'account_required',
      message: 'Please sign in with your e-mail or phone number to place an order.',
    });
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(stock);
  });
});
