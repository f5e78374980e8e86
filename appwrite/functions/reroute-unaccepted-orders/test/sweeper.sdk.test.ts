import { Functions, Query } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  buildMarketplace,
  eventsOf,
  orderRow,
  stockOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { act, pay, placedOrder, waitForOrder } from '../../order-state/test/sdk-orders.ts';

/**
 * The accept-window sweeper (issue 15), run as the schedule runs it — an API-key execution — with
 * the clock driven through `now`: an order moves once its store's window passed (3 minutes by
 * settings), not before; the pharmacist's open review pauses the window (15 minutes at most); no
 * store left → cancelled and refunded; two sweepers at once move an order once.
 */

let t: TestServer;
let m: Marketplace;
let functions: Functions;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'sweeper');
  functions = new Functions(t.serverClient());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
async function sweep(
  now: number,
  extra: Record<string, unknown> = {},
): Promise<{ status: number; body: Record<string, number> }> {
  const execution = await functions.createExecution({
    functionId: 'reroute-unaccepted-orders',
    body: JSON.stringify({ now: new Date(now).toISOString(), ...extra }),
  });
  return { status: execution.responseStatusCode, body: JSON.parse(execution.responseBody) as Record<string, number> };
}
const decisionsOf = async (id: string) =>
  (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_order_decisions',
      queries: [Query.equal('order_id', id)],
    })
  ).rows
    .map((d) => `${d.store_id} ${d.kind}`)
    .sort();

async function paidAt(opts: { rx?: 'pending'; quantity?: number } = {}): Promise<{ id: string; paid: number }> {
  const id = await placedOrder(m, opts);
  await pay(t, m, id);
  return { id, paid: Date.parse((await orderRow(m.tablesDB, id)).paid_at as string) };
}

describe('reroute-unaccepted-orders', () => {
  it('leaves an order inside its accept window alone and moves it once the window passed; the new store’s window starts at the move', async () => {
    const { id, paid } = await paidAt({ quantity: 20 });
    const early = await sweep(paid + 3 * MINUTE - 1000);
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    expect((await orderRow(m.tablesDB, id)).store_id).toBe('store-a');

    const late = await sweep(paid + 3 * MINUTE);
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.moved).toBeGreaterThanOrEqual(1);
    const moved = await orderRow(m.tablesDB, id);
    expect(moved).toMatchObject({ status: 'placed', store_id: 'store-b', reroute_count: 1 });
    expect(Date.parse(moved.routed_at as string)).toBe(paid + 3 * MINUTE);
    expect(await decisionsOf(id)).toEqual(['store-a rerouted_away', 'store-a timed_out', 'store-b routed_here']);
    const events = await eventsOf(m.tablesDB, id);
    expect(events.filter((e) => e.type === 'accept_window_passed')).toHaveLength(1);

    // Store B gets its own 3 minutes from the move.
    await sweep(paid + 5 * MINUTE);
    expect((await orderRow(m.tablesDB, id)).store_id).toBe('store-b');
    // Then B lets it pass too and no store is left in reach: cancelled, the rest refunded.
    await sweep(paid + 6 * MINUTE);
    const cancelled = await waitForOrder(m, id, (o) => o.refund_status === 'refunded' && o.refund_id === `rf_${id}`);
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refund_amount: 520 });
  });

  it('the pharmacist’s open review pauses the window, at most 15 minutes', async () => {
    const { id, paid } = await paidAt({ rx: 'pending' });
    expect((await act(m.pharmacistA, id, 'open_prescription_review')).status).toBe(200);
    const started = Date.parse((await orderRow(m.tablesDB, id)).rx_review_started_at as string);
    // 10 minutes into the review the window (3 minutes + the pause so far) is still open.
    await sweep(started + 10 * MINUTE);
    expect((await orderRow(m.tablesDB, id)).store_id).toBe('store-a');
    // The pause ends at 15 minutes: 3 + 15 minutes after payment the order leaves. Only A stocks
    // the Schedule H line, so no store is left: cancelled and refunded in full.
    await sweep(paid + 18 * MINUTE + 1000);
    const cancelled = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refund_id: `rf_${id}`,
      refund_amount: cancelled.placed_total,
    });
  });

  it('two sweepers at once move an order once', async () => {
    const { id, paid } = await paidAt({ quantity: 20 });
    const stockB = await stockOf(m.tablesDB, 'inv-b-otc');
    const at = paid + 4 * MINUTE;
    const [a, b] = await Promise.all([sweep(at), sweep(at)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await decisionsOf(id)).toEqual(['store-a rerouted_away', 'store-a timed_out', 'store-b routed_here']);
    expect(await stockOf(m.tablesDB, 'inv-b-otc')).toBe(stockB - 20);
    const events = await eventsOf(m.tablesDB, id);
    expect(events.filter((e) => e.type === 'rerouted')).toHaveLength(1);
    expect((await orderRow(m.tablesDB, id)).reroute_count).toBe(1);
  });

  it('an order that cannot be moved is logged and skipped, its claim given back; the sweep goes on', async () => {
    const broken = await paidAt({ quantity: 20 });
    // A row from before placed_total existed: nothing knows what was paid.
    await m.tablesDB.updateRow({ databaseId: DB, tableId: 'orders', rowId: broken.id, data: { placed_total: null } });
    const good = await paidAt({ quantity: 20 });
    const r = await sweep(Math.max(broken.paid, good.paid) + 4 * MINUTE);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.failed).toBeGreaterThanOrEqual(1);
    expect((await orderRow(m.tablesDB, good.id)).store_id).toBe('store-b');
    expect((await orderRow(m.tablesDB, broken.id)).store_id).toBe('store-a');
    expect((await eventsOf(m.tablesDB, broken.id)).filter((e) => e.type === 'accept_window_passed')).toEqual([]);
    expect(await decisionsOf(broken.id)).toEqual([]);
  });

  it('with order_ids sweeps only those orders (a test on a shared backend moves its own orders only)', async () => {
    const mine = await paidAt({ quantity: 20 });
    const other = await paidAt({ quantity: 20 });
    const at = Math.max(mine.paid, other.paid) + 4 * MINUTE;
    const bad = await sweep(at, { order_ids: ['"x"'] });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    const r = await sweep(at, { order_ids: [mine.id] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ checked: 1, moved: 1 });
    expect((await orderRow(m.tablesDB, mine.id)).store_id).toBe('store-b');
    expect((await orderRow(m.tablesDB, other.id)).store_id).toBe('store-a');
  });

  it('only the schedule and the API key run it: a signed-in user cannot, and cannot set the clock', async () => {
    await expect(
      m.staffA.functions.createExecution({
        functionId: 'reroute-unaccepted-orders',
        body: JSON.stringify({ now: '2030-01-01T00:00:00Z' }),
      }),
    ).rejects.toMatchObject({ code: 401 });
  });
});
