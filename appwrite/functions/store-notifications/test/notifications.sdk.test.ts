import { Query } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { DB, buildMarketplace, run, type Marketplace } from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, paidOrder, pay, placedOrder } from '../../order-state/test/sdk-orders.ts';

/**
 * The store inbox (issue 15): the functions write a notification for a new paid order, a
 * prescription waiting, an order moved away and a cancellation request, readable only by that
 * store's team; a member marks one or all read through store-notifications.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'inbox');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const inboxOf = async (who: SignedInUser, orderId: string) =>
  (
    await who.tablesDB.listRows({
      databaseId: DB,
      tableId: 'notifications',
      queries: [Query.equal('order_id', orderId)],
    })
  ).rows;
const kinds = async (who: SignedInUser, orderId: string) =>
  (await inboxOf(who, orderId)).map((n) => `${n.store_id} ${n.kind}`).sort();

describe('store notifications', () => {
  it('a paid order and its prescription reach the store’s inbox, and only its team sees them', async () => {
    const id = await paidOrder(t, m, { rx: 'pending' });
    expect(await kinds(m.staffA, id)).toEqual(['store-a new_order', 'store-a rx_waiting']);
    const [first] = await inboxOf(m.staffA, id);
    expect(first).toMatchObject({ read_at: null });
    expect(await kinds(m.staffB, id)).toEqual([]);
    expect(await kinds(m.customer, id)).toEqual([]);
    // An unpaid order is not news for the store yet.
    const unpaid = await placedOrder(m);
    expect(await kinds(m.staffA, unpaid)).toEqual([]);
  });

  it('a re-route tells the first store it moved away and the second it has a new order', async () => {
    const id = await placedOrder(m, { quantity: 20 });
    await pay(t, m, id);
    expect((await act(m.staffA, id, 'reject', { reject_reason: 'out_of_stock' })).status).toBe(200);
    // Store A's own row about the move stays readable by A; the order is B's now.
    expect(await kinds(m.staffA, id)).toEqual(['store-a new_order', 'store-a order_moved_away']);
    expect(await kinds(m.staffB, id)).toEqual(['store-b new_order']);
  });

  it('a customer’s cancellation request reaches the store', async () => {
    const id = await paidOrder(t, m, { rx: 'pending' });
    const r = await act(m.customer, id, 'cancel', { reason: 'Changed my mind' });
    expect(r.body.order?.status, JSON.stringify(r.body)).toBe('cancellation_requested');
    expect(await kinds(m.staffA, id)).toContain('store-a cancellation_requested');
  });

  it('marks one or all read for the store’s team only; nobody else, and never by writing the row', async () => {
    const id = await paidOrder(t, m);
    const [row] = await inboxOf(m.staffA, id);
    expect(await run(m.staffB, 'store-notifications', { action: 'mark_read', notification_id: row!.$id })).toEqual({
      status: 404,
      body: { message: 'That notification was not found.', code: 'notification_not_found' },
    });
    await expect(
      m.staffA.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'notifications',
        rowId: row!.$id,
        data: { read_at: new Date().toISOString() },
      }),
    ).rejects.toMatchObject({ code: 401 });
    const one = await run(m.staffA, 'store-notifications', { action: 'mark_read', notification_id: row!.$id });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.notification).toMatchObject({ $id: row!.$id, read_by: m.staffA.user.$id });
    expect(one.body.notification.read_at).toBeTruthy();

    expect(await run(m.staffB, 'store-notifications', { action: 'mark_all_read', store_id: 'store-a' })).toMatchObject({
      status: 404,
      body: { code: 'store_not_found' },
    });
    const all = await run(m.pharmacistA, 'store-notifications', { action: 'mark_all_read', store_id: 'store-a' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.marked).toBeGreaterThan(0);
    const unread = await m.staffA.tablesDB.listRows({
      databaseId: DB,
      tableId: 'notifications',
      queries: [Query.equal('store_id', 'store-a'), Query.isNull('read_at')],
    });
    expect(unread.total).toBe(0);
    expect(await run(m.staffA, 'store-notifications', { action: 'delete' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_action' },
    });
  });
});
