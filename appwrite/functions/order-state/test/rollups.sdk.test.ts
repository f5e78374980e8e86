import { Functions, Query, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayKey, storeDayRowId } from '@instamg/shared/domain/store-daily-stats';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  buildMarketplace,
  deliveryCodeOf,
  orderRow,
  type Marketplace,
  RX_VERIFICATION,
} from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { refreshStoreDay } from '../../lib/orders/rollups.ts';
import { act, paidOrder, pay, placedOrder } from './sdk-orders.ts';

/**
 * The per-store daily rollups (issue 15 §7, lib/orders/rollups.ts): after place → pay → confirm, a
 * rejection with a re-route and a time-out moved by the sweeper, each store's row of the IST day
 * holds exactly the day's figures; recomputing (a retry, a second sweep) changes nothing; only the
 * store's own team (and admins) read its rows, and nobody but the functions writes them.
 */

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'rollups');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const today = () => istDayKey(new Date());
const FIGURES = [
  'received_count',
  'waiting_count',
  'accepted_count',
  'rejected_count',
  'timed_out_count',
  'rerouted_away_count',
  'routed_here_count',
  'rx_verified_count',
  'rx_rejected_count',
  'sales_paise',
  'delivered_paise',
  'delivered_count',
  'delivered_late_count',
] as const;
async function dayOf(storeId: string, who: SignedInUser | null = null) {
  const rowId = storeDayRowId(storeId, today());
  const row = who
    ? await who.tablesDB.getRow({ databaseId: DB, tableId: 'store_daily_stats', rowId })
    : await m.tablesDB.getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'store_daily_stats', rowId });
  return {
    ...(Object.fromEntries(FIGURES.map((k) => [k, row[k] as number])) as Record<(typeof FIGURES)[number], number>),
    acceptance_seconds_sum: row.acceptance_seconds_sum as number,
    status_counts: JSON.parse(row.status_counts as string) as Record<string, number>,
    rejections_by_reason: JSON.parse(row.rejections_by_reason as string) as Record<string, number>,
    delivery_minutes: JSON.parse((row.delivery_minutes as string | null) ?? '{}') as Record<string, number>,
    store_id: row.store_id as string,
    day: row.day as string,
  };
}
const paise = async (id: string) => Math.round(((await orderRow(m.tablesDB, id)).total as number) * 100);

describe('store_daily_stats', () => {
  it('follows place → pay → confirm → delivered, a reject with a re-route and a verified prescription', async () => {
    // Placed but unpaid: not the store's yet.
    await placedOrder(m);
    await expect(dayOf('store-a')).rejects.toMatchObject({ code: 404 });

    const first = await paidOrder(t, m);
    expect(await dayOf('store-a')).toMatchObject({
      store_id: 'store-a',
      day: today(),
      received_count: 1,
      waiting_count: 1,
      status_counts: { placed: 1 },
      sales_paise: 0,
    });

    expect((await act(m.staffA, first, 'confirm')).status).toBe(200);
    const afterConfirm = await dayOf('store-a');
    expect(afterConfirm).toMatchObject({
      received_count: 1,
      waiting_count: 0,
      accepted_count: 1,
      status_counts: { confirmed: 1 },
      sales_paise: await paise(first),
      delivered_paise: 0,
    });
    expect(afterConfirm.acceptance_seconds_sum).toBeGreaterThanOrEqual(0);
    for (const action of ['start_processing', 'ready_for_pickup', 'out_for_delivery']) {
      const r = await act(m.staffA, first, action);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    // The store hands over with the code the customer reads out (issue 16 §4).
    const delivered = await act(m.staffA, first, 'delivered', {
      delivery_code: await deliveryCodeOf(m.customer, first),
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    // Delivered within the minute of its acceptance, well inside its promise (issue 38 §5).
    expect(await dayOf('store-a')).toMatchObject({
      status_counts: { delivered: 1 },
      sales_paise: await paise(first),
      delivered_paise: await paise(first),
      delivered_count: 1,
      delivered_late_count: 0,
      delivery_minutes: { 0: 1 },
    });

    // Rejected at A (out of stock) → re-routed to B: A records the rejection and the move, B the order.
    const moved = await placedOrder(m, { quantity: 20 });
    await pay(t, m, moved);
    const r = await act(m.staffA, moved, 'reject', { reject_reason: 'out_of_stock' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await orderRow(m.tablesDB, moved)).store_id).toBe('store-b');
    expect(await dayOf('store-a')).toMatchObject({
      received_count: 1,
      rejected_count: 1,
      rejections_by_reason: { out_of_stock: 1 },
      rerouted_away_count: 1,
      status_counts: { delivered: 1 },
    });
    expect(await dayOf('store-b')).toMatchObject({
      received_count: 1,
      waiting_count: 1,
      routed_here_count: 1,
      status_counts: { placed: 1 },
      accepted_count: 0,
    });

    // A prescription verified by A's pharmacist.
    const rx = await paidOrder(t, m, { rx: 'pending' });
    const v = await act(m.pharmacistA, rx, 'verify_prescription', RX_VERIFICATION);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(await dayOf('store-a')).toMatchObject({
      received_count: 2,
      waiting_count: 1,
      rx_verified_count: 1,
      status_counts: { delivered: 1, placed: 1 },
    });
    expect((await act(m.staffA, rx, 'confirm')).status).toBe(200);
    expect(await dayOf('store-a')).toMatchObject({
      waiting_count: 0,
      accepted_count: 2,
      status_counts: { delivered: 1, confirmed: 1 },
    });
    // Fifteen function executions in a row: more than the default 30 s on a busy two-core machine.
  }, 120_000);

  it('an order the sweeper moves is a time-out at A and a new order at B', async () => {
    const before = await dayOf('store-a');
    const beforeB = await dayOf('store-b');
    const id = await placedOrder(m, { quantity: 20 });
    await pay(t, m, id);
    const paidAt = Date.parse((await orderRow(m.tablesDB, id)).paid_at as string);
    const functions = new Functions(t.serverClient());
    const sweep = async () =>
      JSON.parse(
        (
          await functions.createExecution({
            functionId: 'reroute-unaccepted-orders',
            body: JSON.stringify({ now: new Date(paidAt + 4 * 60_000).toISOString() }),
          })
        ).responseBody,
      ) as Record<string, number>;
    // B's waiting order from the first test times out too: with A tried before, it is cancelled.
    const first = await sweep();
    expect((first.moved ?? 0) + (first.cancelled ?? 0)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(m.tablesDB, id)).store_id).toBe('store-b');
    const a = await dayOf('store-a');
    expect(a.timed_out_count).toBe(before.timed_out_count + 1);
    expect(a.rerouted_away_count).toBe(before.rerouted_away_count + 1);
    expect(a.received_count).toBe(before.received_count);
    const b = await dayOf('store-b');
    expect(b.routed_here_count).toBe(beforeB.routed_here_count + 1);

    // A second sweep at the same time moves nothing more and counts nothing more.
    await sweep();
    expect(await dayOf('store-a')).toEqual(a);
  });

  it('recomputing a day (a retried execution) writes the same figures', async () => {
    const a = await dayOf('store-a');
    const b = await dayOf('store-b');
    await refreshStoreDay(m.tablesDB, 'store-a', today());
    await refreshStoreDay(m.tablesDB, 'store-a', today());
    await refreshStoreDay(m.tablesDB, 'store-b', today());
    expect(await dayOf('store-a')).toEqual(a);
    expect(await dayOf('store-b')).toEqual(b);
    const rows = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_daily_stats',
      queries: [Query.equal('store_id', 'store-a'), Query.equal('day', today())],
    });
    expect(rows.total).toBe(1);
  });

  it('only the store’s owner, admins and managers (and platform admins) read its rows; nobody but the functions writes them', async () => {
    const rowId = storeDayRowId('store-a', today());
    expect((await dayOf('store-a', m.admin)).store_id).toBe('store-a');
    // Issue 18 §8: the day figures are not for staff, nor for a pharmacist by role alone; store B's owner reads only B's.
    for (const outsider of [m.staffA, m.pharmacistA, m.staffB, m.customer, m.otherCustomer])
      await expect(dayOf('store-a', outsider)).rejects.toMatchObject({ code: 404 });
    const listed = await m.staffB.tablesDB.listRows({ databaseId: DB, tableId: 'store_daily_stats' });
    expect(listed.rows.map((r) => r.store_id)).toEqual(['store-b']);
    expect((await m.customer.tablesDB.listRows({ databaseId: DB, tableId: 'store_daily_stats' })).total).toBe(0);
    await expect(
      m.staffA.tablesDB.updateRow({ databaseId: DB, tableId: 'store_daily_stats', rowId, data: { sales_paise: 1 } }),
    ).rejects.toMatchObject({ code: 401 });
    await expect(
      m.staffB.tablesDB.createRow({
        databaseId: DB,
        tableId: 'store_daily_stats',
        rowId: storeDayRowId('store-b', '2026-01-01'),
        data: {
          store_id: 'store-b',
          day: '2026-01-01',
          status_counts: '{}',
          rejections_by_reason: '{}',
          computed_at: new Date().toISOString(),
        },
      }),
    ).rejects.toMatchObject({ code: 401 });
    await expect(
      m.admin.tablesDB.deleteRow({ databaseId: DB, tableId: 'store_daily_stats', rowId }),
    ).rejects.toMatchObject({ code: 401 });
  });
});
