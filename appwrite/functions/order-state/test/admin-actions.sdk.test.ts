import { Query, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  INVENTORY_A,
  buildMarketplace,
  eventsOf,
  orderRow,
  returnLinesOf,
  stockOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, deliveredOrder, pay, placedOrder, waitForOrder } from './sdk-orders.ts';

/**
 * Issue 19 §2: what an admin does to an order through order-state — reassign to a store the admin
 * names (the re-route of lib/orders/reroute.ts), cancel with a refund, decide a refund request — each
 * with an audit_log row; nobody else may reassign (401 admin_required before the order is read).
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'admin-order');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const auditOf = async (orderId: string): Promise<Models.DefaultRow[]> =>
  (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'audit_log',
      queries: [Query.equal('entity_type', 'order'), Query.equal('entity_id', orderId)],
    })
  ).rows;
const reads = async (who: SignedInUser, id: string): Promise<boolean> =>
  who.tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: id }).then(
    () => true,
    (e: { code?: number }) => {
      if (e.code === 404) return false;
      throw e;
    },
  );

describe('reassign', () => {
  it('only an admin: every other caller gets 401 and nothing changes', async () => {
    const id = await placedOrder(m, { quantity: 2 });
    await pay(t, m, id);
    const before = await orderRow(m.tablesDB, id);
    for (const who of [m.customer, m.otherCustomer, m.staffA, m.pharmacistA, m.staffB]) {
      const r = await act(who, id, 'reassign', { store_id: 'store-b', reason: 'Store A is closed today' });
      expect([r.status, r.body.code]).toEqual([401, 'admin_required']);
    }
    expect((await orderRow(m.tablesDB, id)).$updatedAt).toBe(before.$updatedAt);
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses a missing reason, the same store, a store out of reach or without the stock, without writing', async () => {
    const id = await placedOrder(m, { quantity: 2 });
    await pay(t, m, id);
    const before = await orderRow(m.tablesDB, id);
    const events = (await eventsOf(m.tablesDB, id)).length;
    const tries: Array<[Record<string, unknown>, number, string]> = [
      [{ store_id: 'store-b' }, 400, 'reason_required'],
      [{ reason: 'Store A is closed' }, 400, 'invalid_input'],
      [{ store_id: 'store-a', reason: 'Store A is closed' }, 409, 'same_store'],
      // 11 km away: stocks the line but is out of reach.
      [{ store_id: 'store-far', reason: 'Store A is closed' }, 409, 'store_cannot_take'],
      [{ store_id: 'no-such-store', reason: 'Store A is closed' }, 409, 'store_cannot_take'],
    ];
    for (const [extra, status, code] of tries) {
      const r = await act(m.admin, id, 'reassign', extra);
      expect([r.status, r.body.code], JSON.stringify(extra)).toEqual([status, code]);
    }
    // Store B does not stock the Schedule H line.
    const rx = await placedOrder(m, { rx: 'verified', quantity: 1 });
    await pay(t, m, rx);
    expect((await act(m.admin, rx, 'reassign', { store_id: 'store-b', reason: 'Store A is closed' })).body.code).toBe(
      'store_cannot_take',
    );
    expect((await orderRow(m.tablesDB, id)).$updatedAt).toBe(before.$updatedAt);
    expect((await eventsOf(m.tablesDB, id)).length).toBe(events);
    // An unpaid order is not waiting for a store.
    const unpaid = await placedOrder(m, { quantity: 1 });
    expect((await act(m.admin, unpaid, 'reassign', { store_id: 'store-b', reason: 'Test' })).body.code).toBe(
      'not_paid',
    );
  });

  it('lands at the named store: stock, read access and the timeline move, the old store loses the order, audited', async () => {
    const id = await placedOrder(m, { quantity: 20 });
    await pay(t, m, id);
    const stockA = await stockOf(m.tablesDB, INVENTORY_A.otc.id);
    const stockB = await stockOf(m.tablesDB, 'inv-b-otc');
    expect(await reads(m.staffA, id)).toBe(true);
    expect(await reads(m.staffB, id)).toBe(false);

    const r = await act(m.admin, id, 'reassign', { store_id: 'store-b', reason: 'Store A reported a power cut' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.order).toMatchObject({ status: 'placed', store_id: 'store-b', store_name: 'Test Pharmacy B' });

    expect(await reads(m.staffA, id)).toBe(false);
    expect(await reads(m.staffB, id)).toBe(true);
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(stockA + 20);
    expect(await stockOf(m.tablesDB, 'inv-b-otc')).toBe(stockB - 20);
    const events = await eventsOf(m.tablesDB, id);
    expect(events.find((e) => e.type === 'rerouted')).toMatchObject({
      actor_role: 'admin',
      note: 'Moved to Test Pharmacy B: Store A reported a power cut',
    });
    // No rejection or timeout is held against store A.
    const decisions = (
      await m.tablesDB.listRows({
        databaseId: DB,
        tableId: 'store_order_decisions',
        queries: [Query.equal('order_id', id)],
      })
    ).rows;
    expect(decisions.map((d) => `${d.store_id} ${d.kind}`).sort()).toEqual([
      'store-a rerouted_away',
      'store-b routed_here',
    ]);
    // Store B's inbox notice.
    const notices = await m.staffB.tablesDB.listRows({
      databaseId: DB,
      tableId: 'notifications',
      queries: [Query.equal('order_id', id)],
    });
    expect(notices.rows.map((n) => `${n.store_id} ${n.kind}`)).toContain('store-b new_order');
    const noticesA = await m.staffA.tablesDB.listRows({
      databaseId: DB,
      tableId: 'notifications',
      queries: [Query.equal('order_id', id)],
    });
    expect(noticesA.rows.find((n) => n.kind === 'order_moved_away')?.body).toContain('reassigned by InstaMG support');

    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: m.admin.user.$id,
      actor_role: 'admin',
      action: 'order.reassign',
      note: 'Store A reported a power cut',
    });
    expect(JSON.parse(audit[0]!.before as string)).toMatchObject({ store_id: 'store-a', status: 'placed' });
    expect(JSON.parse(audit[0]!.after as string)).toMatchObject({ store_id: 'store-b', status: 'placed' });
    // The lower total at B is refunded (520.00 vs 549.00).
    await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
  });
});

describe('reassign_options (issue 33 §7)', () => {
  type Candidate = {
    store_id: string;
    km: number;
    lines_stocked: number;
    lines_total: number;
    can_take: boolean;
    block: string | null;
    reason: string | null;
  };
  const options = async (id: string) => {
    const r = await act(m.admin, id, 'reassign_options');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.candidates as Candidate[];
  };

  it('lists the stores near the order with distance and stock, disabling the ones that cannot take it with the reason', async () => {
    // 20 units: store B's cheaper batch keeps the total under what was paid (2 would not, by the delivery fee).
    const otc = await placedOrder(m, { quantity: 20 });
    await pay(t, m, otc);
    const [b, ...rest] = await options(otc);
    // Store A has the order; store FAR (11 km) is beyond the dialog's look.
    expect(rest).toEqual([]);
    expect(b).toMatchObject({
      store_id: 'store-b',
      lines_stocked: 1,
      lines_total: 1,
      can_take: true,
      block: null,
      reason: null,
    });
    expect(b!.km).toBeGreaterThan(0);
    expect(b!.km).toBeLessThanOrEqual(5);

    // Store B does not stock the Schedule H line: shown, disabled, and reassign refuses it with the same reason.
    const rx = await placedOrder(m, { rx: 'verified', quantity: 1 });
    await pay(t, m, rx);
    expect(await options(rx)).toEqual([
      expect.objectContaining({
        store_id: 'store-b',
        lines_stocked: 0,
        lines_total: 1,
        can_take: false,
        block: 'missing_stock',
        reason: 'Does not stock every line',
      }),
    ]);
    const refused = await act(m.admin, rx, 'reassign', { store_id: 'store-b', reason: 'Store A is closed' });
    expect(refused).toEqual({
      status: 409,
      body: { code: 'store_cannot_take', message: 'That pharmacy cannot take this order: does not stock every line.' },
    });
  });

  it('never offers a store that already lost the order, and reassign refuses it (409, nothing written)', async () => {
    const id = await placedOrder(m, { quantity: 20 });
    await pay(t, m, id);
    const moved = await act(m.admin, id, 'reassign', { store_id: 'store-b', reason: 'Store A reported a power cut' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await options(id)).toEqual([
      expect.objectContaining({
        store_id: 'store-a',
        can_take: false,
        block: 'already_tried',
        reason: 'Already rejected or lost this order',
      }),
    ]);
    const before = await orderRow(m.tablesDB, id);
    const back = await act(m.admin, id, 'reassign', { store_id: 'store-a', reason: 'Power is back at A' });
    expect(back).toEqual({
      status: 409,
      body: {
        code: 'store_cannot_take',
        message: 'That pharmacy cannot take this order: already rejected or lost this order.',
      },
    });
    expect((await orderRow(m.tablesDB, id)).$updatedAt).toBe(before.$updatedAt);
  });

  it('answers nobody but an admin (401 admin_required), and 404 for an unknown order', async () => {
    const id = await placedOrder(m, { quantity: 1 });
    await pay(t, m, id);
    for (const who of [m.customer, m.staffA, m.pharmacistA, m.staffB]) {
      const r = await act(who, id, 'reassign_options');
      expect([r.status, r.body.code]).toEqual([401, 'admin_required']);
    }
    expect((await act(m.admin, 'no-such-order', 'reassign_options')).status).toBe(404);
  });
});

describe('cancel and refund decisions as admin', () => {
  it('cancel with refund: the paid order is cancelled, refunded and audited; store staff of another store cannot', async () => {
    const id = await placedOrder(m, { quantity: 1 });
    await pay(t, m, id);
    expect((await act(m.staffB, id, 'cancel', { reason: 'x' })).status).toBe(404);
    const r = await act(m.admin, id, 'cancel', { reason: 'Customer called support' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.refund).toBe('started');
    await waitForOrder(m, id, (o) => o.refund_status === 'refunded' && o.status === 'cancelled');
    expect((await auditOf(id)).map((a) => [a.action, a.note])).toEqual([['order.cancel', 'Customer called support']]);
  });

  it('approve and reject a return as admin, each audited; the customer cannot decide their own', async () => {
    const a = await deliveredOrder(t, m);
    await act(m.customer, a, 'report_problem', { lines: await returnLinesOf(m.tablesDB, a) });
    expect((await act(m.customer, a, 'approve_refund')).status).toBe(403);
    const approved = await act(m.admin, a, 'approve_refund');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.refund_request).toMatchObject({ status: 'approved' });
    expect((await auditOf(a)).map((x) => x.action)).toEqual(['order.approve_refund']);

    const b = await deliveredOrder(t, m);
    await act(m.customer, b, 'report_problem', { lines: await returnLinesOf(m.tablesDB, b) });
    const rejected = await act(m.admin, b, 'reject_refund', { reason: 'Opened medicines are not returnable' });
    expect(rejected.body.refund_request).toMatchObject({ status: 'rejected' });
    expect((await auditOf(b)).map((x) => [x.action, x.note])).toEqual([
      ['order.reject_refund', 'Opened medicines are not returnable'],
    ]);
    // Store staff do not decide returns (the owner, an admin or a manager does: returns.sdk.test.ts); nothing is audited.
    const c = await deliveredOrder(t, m);
    await act(m.customer, c, 'report_problem', { lines: await returnLinesOf(m.tablesDB, c) });
    expect((await act(m.staffA, c, 'reject_refund', { reason: 'Not returnable' })).status).toBe(403);
    expect(await auditOf(c)).toEqual([]);
  });
});
