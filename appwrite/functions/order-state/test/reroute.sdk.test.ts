import { Query } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { paymentsSandbox } from '../../../dev-server/src/services/payments-sandbox.ts';
import {
  DB,
  INVENTORY_A,
  buildMarketplace,
  eventsOf,
  orderRow,
  stockOf,
  type Marketplace,
  RX_VERIFICATION,
} from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, pay, placedOrder, waitForOrder } from './sdk-orders.ts';

/**
 * Re-routing through order-state's `reject` (issue 15): the order moves to the next nearest store
 * within 5 km that stocks every line at no more than was paid; stock moves in the ledger; the
 * first store can no longer read the order, its items, events or prescription file; the Rx is
 * verified again there; a lower total is partly refunded; no store left → cancelled, refunded.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'reroute');
  // Store B also stocks the Schedule H medicine, cheaper than A.
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_inventory',
    rowId: 'inv-b-h',
    data: {
      store_id: 'store-b',
      product_id: 'p-h',
      batch: 'BH1',
      expiry: new Date(Date.now() + 400 * 86400_000).toISOString(),
      stock: 50,
      selling_price: 100,
      mrp: 120,
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const notFound = async (p: Promise<unknown>) =>
  expect(
    await p.then(
      () => 200,
      (e: { code?: number }) => e.code,
    ),
  ).toBe(404);
const itemsSeenBy = async (who: SignedInUser, id: string) =>
  (await who.tablesDB.listRows({ databaseId: DB, tableId: 'order_items', queries: [Query.equal('order_id', id)] }))
    .total;
const eventsSeenBy = async (who: SignedInUser, id: string) =>
  (await who.tablesDB.listRows({ databaseId: DB, tableId: 'order_events', queries: [Query.equal('order_id', id)] }))
    .total;
const ledgerOf = async (inventoryId: string, orderId: string) =>
  (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'stock_movements',
      queries: [Query.equal('inventory_id', inventoryId), Query.equal('order_id', orderId)],
    })
  ).rows;
const sandboxRefunds = (gatewayOrderId: string) => paymentsSandbox(t.dev.deps).refunds(gatewayOrderId);

describe('reject → re-route', () => {
  it('moves the order to the next store with the stock, the access and the difference refunded; the last store’s rejection cancels and refunds the rest', async () => {
    // 20 strips: 549.00 at A (free delivery), 520.00 at B.
    const id = await placedOrder(m, { quantity: 20 });
    await pay(t, m, id);
    const paid = await orderRow(m.tablesDB, id);
    expect(paid.placed_total).toBe(549);
    const [stockA, stockB] = [await stockOf(m.tablesDB, INVENTORY_A.otc.id), await stockOf(m.tablesDB, 'inv-b-otc')];

    const bad = await act(m.staffA, id, 'reject', { reject_reason: 'too_busy' });
    expect(bad).toEqual({
      status: 400,
      body: {
        message: 'reject_reason must be one of out_of_stock, rx_invalid, store_closing, other.',
        code: 'invalid_input',
      },
    });
    const noText = await act(m.staffA, id, 'reject', { reject_reason: 'other' });
    expect(noText).toEqual({
      status: 400,
      body: { message: 'Please say why you are rejecting this order.', code: 'invalid_input' },
    });
    expect(await act(m.staffB, id, 'reject', { reject_reason: 'out_of_stock' })).toMatchObject({
      status: 404,
      body: { code: 'order_not_found' },
    });
    expect((await orderRow(m.tablesDB, id)).$updatedAt).toBe(paid.$updatedAt);

    const r = await act(m.staffA, id, 'reject', { reject_reason: 'out_of_stock' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const moved = await orderRow(m.tablesDB, id);
    expect(moved).toMatchObject({
      status: 'placed',
      payment_status: 'paid',
      store_id: 'store-b',
      store_name: 'Test Pharmacy B',
      total: 520,
      placed_total: 549,
      reroute_count: 1,
    });
    expect(moved.routed_at).toBeTruthy();

    // Stock: back at A, taken at B, both in the ledger.
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(stockA + 20);
    expect(await stockOf(m.tablesDB, 'inv-b-otc')).toBe(stockB - 20);
    expect((await ledgerOf(INVENTORY_A.otc.id, id)).map((r) => r.quantity_change).sort()).toEqual([-20, 20]);
    expect((await ledgerOf('inv-b-otc', id)).map((r) => r.quantity_change)).toEqual([-20]);

    // Store A lost the order, its items and events; B and the customer see them.
    await notFound(m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: id }));
    expect(await itemsSeenBy(m.staffA, id)).toBe(0);
    expect(await eventsSeenBy(m.staffA, id)).toBe(0);
    expect((await m.staffB.tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: id })).store_id).toBe('store-b');
    expect(await itemsSeenBy(m.staffB, id)).toBe(1);
    expect(await eventsSeenBy(m.staffB, id)).toBeGreaterThan(0);
    const timeline = (
      await m.customer.tablesDB.listRows({
        databaseId: DB,
        tableId: 'order_events',
        queries: [Query.equal('order_id', id)],
      })
    ).rows;
    expect(timeline.find((e) => e.type === 'rerouted')?.note).toBe('Moved to Test Pharmacy B');

    // The decisions: A rejected (with its reason) and handed it on; B got it.
    const decisions = (
      await m.tablesDB.listRows({
        databaseId: DB,
        tableId: 'store_order_decisions',
        queries: [Query.equal('order_id', id)],
      })
    ).rows;
    expect(decisions.map((d) => `${d.store_id} ${d.kind} ${d.reason ?? ''}`.trim()).sort()).toEqual([
      'store-a rejected out_of_stock',
      'store-a rerouted_away',
      'store-b routed_here',
    ]);

    // The 29.00 difference is refunded under its own refund id; the order stays paid.
    const refunded = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect(refunded).toMatchObject({
      refund_id: `rf_${id}_m1`,
      refund_amount: 29,
      payment_status: 'paid',
      status: 'placed',
    });

    // B (the last store in reach) rejects too: cancelled, the remaining 520.00 refunded, stock back at B.
    const last = await act(m.staffB, id, 'reject', { reject_reason: 'store_closing' });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.order.status).toBe('cancelled');
    const cancelled = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refund_id: `rf_${id}`,
      refund_amount: 520,
    });
    expect(await stockOf(m.tablesDB, 'inv-b-otc')).toBe(stockB);
    expect(sandboxRefunds(paid.gateway_order_id as string).map((x) => [x.refundId, x.amount])).toEqual([
      [`rf_${id}_m1`, 29],
      [`rf_${id}`, 520],
    ]);
    // A repeated rejection is refused and changes nothing.
    const before = (await eventsOf(m.tablesDB, id)).length;
    expect(await act(m.staffB, id, 'reject', { reject_reason: 'store_closing' })).toMatchObject({
      status: 409,
      body: { code: 'invalid_transition' },
    });
    expect((await eventsOf(m.tablesDB, id)).length).toBe(before);
  });

  it('after a move, cancelling refunds what is still paid under the order’s own refund id', async () => {
    const id = await placedOrder(m, { quantity: 20 });
    await pay(t, m, id);
    expect((await act(m.staffA, id, 'reject', { reject_reason: 'store_closing' })).status).toBe(200);
    await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    const cancelled = await act(m.customer, id, 'cancel', { reason: 'Took too long' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.refund).toBe('started');
    const done = await waitForOrder(m, id, (o) => o.refund_status === 'refunded' && o.refund_id === `rf_${id}`);
    expect(done).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refund_amount: 520 });
  });

  it('an Rx order: the first store loses the prescription file, the new store’s pharmacist must verify again', async () => {
    const id = await placedOrder(m, { rx: 'pending', quantity: 5 });
    await pay(t, m, id);
    const verified = await act(m.pharmacistA, id, 'verify_prescription', RX_VERIFICATION);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const order = await orderRow(m.tablesDB, id);
    const prescription = await m.tablesDB.getRow({
      databaseId: DB,
      tableId: 'prescriptions',
      rowId: order.prescription_id as string,
    });
    expect(
      (await m.staffA.storage.getFile({ bucketId: 'prescriptions', fileId: prescription.file_id as string })).$id,
    ).toBe(prescription.file_id);

    const r = await act(m.staffA, id, 'reject', { reject_reason: 'rx_invalid' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const moved = await orderRow(m.tablesDB, id);
    expect(moved).toMatchObject({
      store_id: 'store-b',
      rx_status: 'pending',
      rx_verification_id: null,
      status: 'placed',
    });
    await notFound(m.staffA.storage.getFile({ bucketId: 'prescriptions', fileId: prescription.file_id as string }));
    await notFound(m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'prescriptions', rowId: prescription.$id }));
    expect(
      (await m.staffB.storage.getFile({ bucketId: 'prescriptions', fileId: prescription.file_id as string })).$id,
    ).toBe(prescription.file_id);
    // B cannot accept before its own pharmacist verified.
    expect(await act(m.staffB, id, 'confirm')).toMatchObject({
      status: 409,
      body: { code: 'prescription_unverified' },
    });
  });
});
