import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import {
  DB,
  PRODUCTS,
  buildMarketplace,
  deliverOrder,
  orderRow,
  returnLinesOf,
  run,
  type Marketplace,
} from '../orders-fixtures.ts';
import type { SignedInUser } from '../web-client.ts';

/**
 * Issue 14 §5, through the real SDKs and functions: orders and refund requests are written only by
 * functions (the store acts through order-state), and money moves only by the amount fixed when
 * the order was placed.
 */
let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'writes');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const act = (who: SignedInUser, order_id: string, action: string, extra: Record<string, unknown> = {}) =>
  run(who, 'order-state', { action, order_id, ...extra });

async function placed(): Promise<string> {
  const reply = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    items: [{ product_id: PRODUCTS.otc.$id, quantity: 2 }],
  });
  expect(reply.status).toBe(201);
  return reply.body.order.$id as string;
}

async function pay(orderId: string): Promise<void> {
  const session = (await run(m.customer, 'payments', { action: 'create', order_id: orderId })).body
    .payment_session_id as string;
  await fetch(`${t.endpoint}/dev/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `payment_session_id=${session}&outcome=pay`,
    redirect: 'manual',
  });
}

const directUpdate = (who: SignedInUser, tableId: string, rowId: string, data: Record<string, unknown>) =>
  who.tablesDB.updateRow({ databaseId: DB, tableId, rowId, data }).then(
    () => 'ok',
    (err: { code?: number; type?: string }) => `${err.code} ${err.type}`,
  );

describe('orders are written only by functions', () => {
  it('no store member and no platform admin can update an order row directly (status, rx_status, total)', async () => {
    const id = await placed();
    await pay(id); // the store's team reads an order once it is paid (issue 32)
    for (const who of [m.staffA, m.pharmacistA, m.admin, m.customer]) {
      for (const data of [{ status: 'delivered' }, { rx_status: 'verified' }, { total: 1 }]) {
        expect(await directUpdate(who, 'orders', id, data), JSON.stringify(data)).toBe('401 user_unauthorized');
      }
    }
    // The store still reads it, and acts through order-state.
    await expect(m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: id })).resolves.toMatchObject({
      status: 'placed',
    });
  });

  it('the row permissions place-order sets grant the store team read only', async () => {
    const order = await orderRow(m.tablesDB, await placed());
    expect(order.$permissions.filter((p) => !p.startsWith('read('))).toEqual([]);
  });

  it('a refund request row cannot be updated by the store team or an admin; they decide through order-state', async () => {
    const id = await placed();
    await pay(id);
    expect((await deliverOrder(m, m.staffA, id)).status).toBe(200);
    const reported = await act(m.customer, id, 'report_problem', {
      reason: 'Damaged strip',
      lines: await returnLinesOf(m.tablesDB, id),
    });
    const requestId = reported.body.refund_request.$id as string;
    for (const who of [m.staffA, m.admin]) {
      expect(await directUpdate(who, 'refund_requests', requestId, { status: 'approved' })).toBe(
        '401 user_unauthorized',
      );
      expect(await directUpdate(who, 'refund_requests', requestId, { amount: 100000 })).toBe('401 user_unauthorized');
    }
  });

  it('payment and refund use the amount fixed at placement, even if a later step changed the total', async () => {
    const id = await placed();
    const atPlacement = (await orderRow(m.tablesDB, id)).total as number;
    expect((await orderRow(m.tablesDB, id)).placed_total).toBe(atPlacement);
    // A bug elsewhere (or an old admin grant) rewrites the total: nothing that moves money follows it.
    await m.tablesDB.updateRow({ databaseId: DB, tableId: 'orders', rowId: id, data: { total: atPlacement + 500 } });
    await pay(id);
    expect((await orderRow(m.tablesDB, id)).payment_status).toBe('paid');
    const cancelled = await act(m.customer, id, 'cancel', { reason: 'Ordered by mistake' });
    expect(cancelled.status).toBe(200);
    expect((await orderRow(m.tablesDB, id)).refund_amount).toBe(atPlacement);
  });
});
