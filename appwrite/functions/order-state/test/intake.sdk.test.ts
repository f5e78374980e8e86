import { Query } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  eventsOf,
  orderRow,
  type Marketplace,
  buildMarketplace,
  RX_VERIFICATION,
} from '../../../dev-server/test/orders-fixtures.ts';
import { act, paidOrder, placedOrder } from './sdk-orders.ts';

/**
 * Order intake at the store through order-state (issue 15): accepting records the acceptance time
 * on the order and in store_order_decisions; an Rx order is accepted only after the store's
 * pharmacist verified it, and opening the review pauses the accept countdown. Bad calls are 4xx
 * JSON with a clear message and change nothing.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'intake');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const decisionsOf = async (orderId: string) =>
  (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_order_decisions',
      queries: [Query.equal('order_id', orderId)],
    })
  ).rows;

/** The order and its events, to prove a refused call changed nothing. */
const snapshot = async (id: string) => ({
  order: await orderRow(m.tablesDB, id),
  events: (await eventsOf(m.tablesDB, id)).length,
  decisions: (await decisionsOf(id)).length,
});

describe('accept (confirm)', () => {
  it('records the acceptance time on the order and as the store’s decision, readable by its team only', async () => {
    const id = await paidOrder(t, m);
    const before = Date.now();
    const r = await act(m.staffA, id, 'confirm');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.order.status).toBe('confirmed');
    const acceptedAt = Date.parse(r.body.order.accepted_at as string);
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);

    const [decision, ...more] = await decisionsOf(id);
    expect(more).toEqual([]);
    expect(decision).toMatchObject({
      store_id: 'store-a',
      kind: 'accepted',
      actor_id: m.staffA.user.$id,
      actor_role: 'store',
    });
    expect(decision!.seconds_to_decide).toBeGreaterThanOrEqual(0);
    // Store A's team reads it; the customer and store B do not.
    const list = (who: Marketplace['staffA']) =>
      who.tablesDB.listRows({
        databaseId: DB,
        tableId: 'store_order_decisions',
        queries: [Query.equal('order_id', id)],
      });
    expect((await list(m.staffA)).total).toBe(1);
    expect((await list(m.customer)).total).toBe(0);
    expect((await list(m.staffB)).total).toBe(0);
  });

  it('refuses an unknown order, another store’s order, an unpaid order and a second accept with 4xx JSON and no change', async () => {
    const unknown = await act(m.staffA, 'no-such-order', 'confirm');
    expect(unknown).toEqual({ status: 404, body: { message: 'Order not found.', code: 'order_not_found' } });

    const unpaid = await placedOrder(m);
    const unpaidBefore = await snapshot(unpaid);
    // Issue 32: the store's team does not see a prepaid order until it is paid.
    const early = await act(m.staffA, unpaid, 'confirm');
    expect(early).toEqual({ status: 404, body: { message: 'Order not found.', code: 'order_not_found' } });
    expect(await snapshot(unpaid)).toEqual(unpaidBefore);

    const id = await paidOrder(t, m);
    const before = await snapshot(id);
    // Store B's owner: the order does not exist for them.
    const wrongStore = await act(m.staffB, id, 'confirm');
    expect(wrongStore).toEqual({ status: 404, body: { message: 'Order not found.', code: 'order_not_found' } });
    expect(await snapshot(id)).toEqual(before);

    expect((await act(m.staffA, id, 'confirm')).status).toBe(200);
    const accepted = await snapshot(id);
    const again = await act(m.staffA, id, 'confirm');
    expect(again).toEqual({
      status: 409,
      body: { message: 'This order is confirmed, so it cannot be confirmed.', code: 'invalid_transition' },
    });
    expect(await snapshot(id)).toEqual(accepted);
    expect(accepted.decisions).toBe(1);
  });
});

describe('an Rx order at intake', () => {
  it('is accepted only after the pharmacist verified it; opening the review pauses the countdown until the decision', async () => {
    const id = await paidOrder(t, m, { rx: 'pending' });
    const refused = await act(m.staffA, id, 'confirm');
    expect(refused).toEqual({
      status: 409,
      body: { message: 'Verify the prescription before confirming this order.', code: 'prescription_unverified' },
    });

    // Staff by role is not the pharmacist.
    const notPharmacist = await act(m.staffA, id, 'open_prescription_review');
    expect(notPharmacist).toEqual({
      status: 403,
      body: { message: 'Only a registered pharmacist of this store can review prescriptions.', code: 'not_allowed' },
    });
    expect((await orderRow(m.tablesDB, id)).rx_review_started_at).toBeNull();

    const opened = await act(m.pharmacistA, id, 'open_prescription_review');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const startedAt = opened.body.order.rx_review_started_at as string;
    expect(startedAt).toBeTruthy();
    // Opening it again keeps the first start.
    expect((await act(m.pharmacistA, id, 'open_prescription_review')).body.order.rx_review_started_at).toBe(startedAt);

    const verified = await act(m.pharmacistA, id, 'verify_prescription', RX_VERIFICATION);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.order).toMatchObject({ rx_status: 'verified', rx_review_started_at: null });
    const paused = verified.body.order.rx_paused_ms as number;
    expect(paused).toBeGreaterThanOrEqual(0);
    expect(paused).toBeLessThanOrEqual(Date.now() - Date.parse(startedAt));

    const accepted = await act(m.staffA, id, 'confirm');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.order).toMatchObject({ status: 'confirmed', rx_status: 'verified' });
  });

  it('an order without a prescription has no review to open', async () => {
    const id = await paidOrder(t, m);
    expect(await act(m.pharmacistA, id, 'open_prescription_review')).toEqual({
      status: 409,
      body: { message: 'This order has no prescription to verify.', code: 'no_prescription' },
    });
  });
});
