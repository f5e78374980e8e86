import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import {
  INVENTORY_A,
  PRODUCTS,
  buildMarketplace,
  eventsOf,
  orderRow,
  run,
  stockOf,
  type Marketplace,
} from './orders-fixtures.ts';

/**
 * The payments function with the local sandbox gateway, end to end: session, the sandbox
 * checkout page, its buttons (which send signed webhooks to payment-webhook), the redirect back
 * to /payment/status/<order id>, status, retry after a failure.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'payments');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function placeOrder(quantity = 1): Promise<string> {
  const r = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    items: [{ product_id: PRODUCTS.otc.$id, quantity }],
  });
  expect(r.status).toBe(201);
  return r.body.order.$id as string;
}

/** Presses a button of the sandbox checkout page, as the browser's form post would. */
async function press(paymentSessionId: string, outcome: 'pay' | 'fail' | 'cancel'): Promise<Response> {
  return fetch(`${t.endpoint}/dev/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_session_id: paymentSessionId, outcome }).toString(),
    redirect: 'manual',
  });
}

describe('payments (local sandbox)', () => {
  it('creates a session for the own order, idempotently; others get 404', async () => {
    const id = await placeOrder();
    const first = await run(m.customer, 'payments', { action: 'create', order_id: id });
    expect(first.status).toBe(200);
    expect(first.body.mode).toBe('local');
    expect(first.body.payment_session_id).toMatch(/^session_[A-Za-z0-9_-]{20,}$/);
    expect(first.body.checkout_url).toBe(
      `${t.endpoint}/dev/payments/checkout?payment_session_id=${first.body.payment_session_id}`,
    );
    expect((await run(m.customer, 'payments', { action: 'create', order_id: id })).body.payment_session_id).toBe(
      first.body.payment_session_id,
    );
    expect((await run(m.otherCustomer, 'payments', { action: 'create', order_id: id })).status).toBe(404);
    expect((await run(m.customer, 'payments', { action: 'refund', order_id: id })).status).toBe(400);
  });

  it('checkout page shows the sandbox label, merchant and amount', async () => {
    const id = await placeOrder(2);
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    const page = await fetch(`${t.endpoint}/dev/payments/checkout?payment_session_id=${encodeURIComponent(session)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('instamg local payment sandbox — no money moves');
    expect(html).toContain('₹79.90');
    for (const outcome of ['pay', 'fail', 'cancel']) expect(html).toContain(`value="${outcome}"`);
    expect((await fetch(`${t.endpoint}/dev/payments/checkout?payment_session_id=session_nope`)).status).toBe(404);
  });

  it('Pay: signed webhook marks the order paid, then the browser goes to /payment/status/<id>', async () => {
    const id = await placeOrder();
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    const reply = await press(session, 'pay');
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`http://localhost:3000/payment/status/${id}?returned=1`);
    expect(await orderRow(m.tablesDB, id)).toMatchObject({
      status: 'placed',
      payment_status: 'paid',
      payment_gateway: 'local',
    });
    expect((await run(m.customer, 'payments', { action: 'status', order_id: id })).body).toMatchObject({
      status: 'placed',
      payment_status: 'paid',
    });
    expect((await run(m.customer, 'payments', { action: 'create', order_id: id })).status).toBe(409);
    // A second press does not pay twice.
    await press(session, 'pay');
    expect((await eventsOf(m.tablesDB, id)).filter((e) => e.type === 'payment_succeeded')).toHaveLength(1);
  });

  it('Fail releases the stock; retrying reserves it again with a new gateway order and can be paid', async () => {
    const before = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    const id = await placeOrder(3);
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    expect((await press(session, 'fail')).status).toBe(303);
    expect(await orderRow(m.tablesDB, id)).toMatchObject({ status: 'payment_failed', payment_status: 'failed' });
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(before);

    const retry = await run(m.customer, 'payments', { action: 'create', order_id: id });
    expect(retry.status).toBe(200);
    expect(retry.body.payment_session_id).not.toBe(session);
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(before - 3);
    const row = await orderRow(m.tablesDB, id);
    expect(row).toMatchObject({
      status: 'placed',
      payment_status: 'pending',
      gateway_order_id: `${id}_2`,
      stock_reservation: 2,
    });
    await press(retry.body.payment_session_id as string, 'pay');
    expect(await orderRow(m.tablesDB, id)).toMatchObject({ status: 'placed', payment_status: 'paid' });
  });

  it('Cancel (user dropped) also releases the stock once', async () => {
    const before = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    const id = await placeOrder(2);
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    await press(session, 'cancel');
    await press(session, 'cancel');
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(before);
    expect(await orderRow(m.tablesDB, id)).toMatchObject({ status: 'payment_failed' });
  });

  it('an expired gateway order: status records it once and gives the stock back', async () => {
    const before = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    const id = await placeOrder(2);
    expect((await run(m.customer, 'payments', { action: 'create', order_id: id })).status).toBe(200);
    expect((await run(m.customer, 'payments', { action: 'status', order_id: id })).body).toMatchObject({
      status: 'placed',
      gateway_status: 'ACTIVE',
    });
    // The clock passes the sandbox order's expiry.
    t.dev.deps.db
      .prepare('update _payments_sandbox_orders set expires_at = ? where order_id = ?')
      .run(new Date(Date.now() - 1000).toISOString(), `${id}_1`);
    const expired = await run(m.customer, 'payments', { action: 'status', order_id: id });
    expect(expired.body).toMatchObject({ status: 'expired', payment_status: 'failed', gateway_status: 'EXPIRED' });
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(before);
    expect((await run(m.customer, 'payments', { action: 'status', order_id: id })).body).toMatchObject({
      status: 'expired',
      gateway_status: null,
    });
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(before);
    expect((await run(m.customer, 'payments', { action: 'create', order_id: id })).status).toBe(409);
  });

  it('the sandbox API wants the merchant credentials, and the credentials an API key', async () => {
    expect((await fetch(`${t.endpoint}/dev/payments/credentials`)).status).toBe(401);
    const noAuth = await fetch(`${t.endpoint}/dev/payments/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noAuth.status).toBe(401);
  });

  it('refunds API: merchant only, checked input, Cashfree refund entity, settles with a signed webhook', async () => {
    const { paymentsSandbox } = await import('../src/services/payments-sandbox.ts');
    const { clientId, clientSecret } = paymentsSandbox(t.dev.deps).credentials();
    const merchant = {
      'content-type': 'application/json',
      'x-api-version': '2023-08-01',
      'x-client-id': clientId,
      'x-client-secret': clientSecret,
    };
    const id = await placeOrder();
    const session = (await run(m.customer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    await press(session, 'pay');
    const url = `${t.endpoint}/dev/payments/orders/${id}_1/refunds`;
    const post = (body: unknown, headers: Record<string, string> = merchant) =>
      fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });

    expect((await post({ refund_id: 'rf_x', refund_amount: 1 }, { 'content-type': 'application/json' })).status).toBe(
      401,
    );
    for (const bad of [
      { refund_id: 'x', refund_amount: 1 },
      { refund_id: 'rf x!', refund_amount: 1 },
      { refund_id: 'rf_x', refund_amount: 0 },
      { refund_id: 'rf_x', refund_amount: 1.005 },
      { refund_id: 'rf_x', refund_amount: '1' },
    ]) {
      const r = await post(bad);
      expect([JSON.stringify(bad), r.status]).toEqual([JSON.stringify(bad), 400]);
    }
    expect(
      (
        await fetch(`${t.endpoint}/dev/payments/orders/nobody_1/refunds`, {
          method: 'POST',
          headers: merchant,
          body: JSON.stringify({ refund_id: 'rf_x', refund_amount: 1 }),
        })
      ).status,
    ).toBe(404);

    const created = await post({ refund_id: 'rf_part', refund_amount: 5.5, refund_note: 'part' });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({
      refund_id: 'rf_part',
      order_id: `${id}_1`,
      entity: 'refund',
      refund_amount: 5.5,
      refund_currency: 'INR',
      refund_status: 'PENDING',
      refund_type: 'MERCHANT_INITIATED',
    });
    const get = () => fetch(`${url}/rf_part`, { headers: merchant });
    // Settles on its own a moment later, as the bank confirms.
    const until = Date.now() + 5000;
    let status = '';
    while (Date.now() < until && status !== 'SUCCESS') {
      status = ((await (await get()).json()) as { refund_status: string }).refund_status;
      if (status !== 'SUCCESS') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('SUCCESS');
    expect((await fetch(`${url}/rf_none`, { headers: merchant })).status).toBe(404);
    expect((await fetch(`${url}/rf_part`)).status).toBe(401);
  });
});
