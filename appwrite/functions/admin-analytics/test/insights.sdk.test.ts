import { Functions, Query, Teams, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayKey } from '@instamg/shared/domain/store-daily-stats';
import { storeCustomerRowId } from '@instamg/shared/domain/store-customers';
import { searchMissRowId } from '@instamg/shared/domain/platform-analytics';
import type { PlatformAnalytics } from '@instamg/shared/domain/platform-analytics';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  PRODUCTS,
  STORES,
  buildMarketplace,
  orderRow,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { createWebClient, signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { deliveredOrder, paidOrder } from '../../order-state/test/sdk-orders.ts';
import { deliverOrder } from '../../../dev-server/test/orders-fixtures.ts';
import { refreshStoreDay } from '../../lib/orders/rollups.ts';
import type { DeliveryTimesPage } from '@instamg/shared/domain/delivery-times';
import { POLICY } from '@instamg/shared/constants';

/**
 * Issue 18 §3 and 19 §6 through the SDKs against the dev server: the order functions keep a
 * customer's store_customers row at the store (count, delivered, active, spent in paise, area);
 * the store's owner and manager read it, its staff, another store and the customer do not; the
 * backfill restores a lost row with the same figures. admin-analytics adds up the day for a platform
 * admin (orders, GMV, acceptance, top products, new and repeat customers, searches without a
 * result) and answers 401 to anyone else; catalog-search logs a search without a result once per
 * query and day (no user), not a search with results or a phone number. `delivery_times` (issue
 * 38 §5) gives an admin each store's deliveries, on time %, minutes late and actual minutes at
 * p50/p90 from the day rows, and 401 to a guest, a customer and every kind of store member.
 */

let t: TestServer;
let m: Marketplace;
let ownerA: SignedInUser;
let managerA: SignedInUser;
let delivered: string;
let active: string;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'insights');
  const teams = new Teams(t.serverClient());
  const [owner, manager] = await Promise.all(
    ['ownera', 'managera'].map((name) =>
      signUpAndSignIn(t, { email: `${name}.insights@instamg.test`, password: 'correct horse battery', name }),
    ),
  );
  ownerA = owner!;
  managerA = manager!;
  await teams.createMembership({ teamId: teamOf(STORES.A.id), roles: ['owner'], userId: ownerA.user.$id });
  await teams.createMembership({ teamId: teamOf(STORES.A.id), roles: ['manager'], userId: managerA.user.$id });
  delivered = await deliveredOrder(t, m);
  active = await paidOrder(t, m);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const rowId = () => storeCustomerRowId(STORES.A.id, m.customer.user.$id);
const paise = async (id: string) => Math.round(((await orderRow(m.tablesDB, id)).total as number) * 100);
const keyRow = () =>
  m.tablesDB.getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'store_customers', rowId: rowId() });

describe('store_customers', () => {
  it('holds the customer’s orders at the store: count, delivered, active, spent and area — no phone', async () => {
    const row = await keyRow();
    expect(row).toMatchObject({
      store_id: STORES.A.id,
      customer_id: m.customer.user.$id,
      name: 'customer',
      city: 'New Delhi',
      postal_code: '110001',
      order_count: 2,
      delivered_count: 1,
      active_count: 1,
      cancelled_count: 0,
      total_spent_paise: await paise(delivered),
    });
    expect(Object.keys(row).some((k) => /phone|email|address/.test(k))).toBe(false);
    expect(row.$permissions.sort()).toEqual(
      ['owner', 'admin', 'manager'].map((r) => `read("team:${teamOf(STORES.A.id)}/${r}")`).sort(),
    );
  });

  it('the owner and a manager read it; staff, another store and the customer do not', async () => {
    for (const who of [ownerA, managerA]) {
      const row = await who.tablesDB.getRow({ databaseId: DB, tableId: 'store_customers', rowId: rowId() });
      expect(row.order_count).toBe(2);
      const list = await who.tablesDB.listRows({
        databaseId: DB,
        tableId: 'store_customers',
        queries: [Query.equal('store_id', STORES.A.id)],
      });
      expect(list.rows.map((r) => r.$id)).toEqual([rowId()]);
    }
    for (const who of [m.staffA, m.pharmacistA, m.staffB, m.customer, m.otherCustomer]) {
      await expect(
        who.tablesDB.getRow({ databaseId: DB, tableId: 'store_customers', rowId: rowId() }),
      ).rejects.toMatchObject({ code: 404 });
      const list = await who.tablesDB.listRows({ databaseId: DB, tableId: 'store_customers', queries: [] });
      expect(list.total).toBe(0);
    }
    // Nobody but the functions writes it.
    await expect(
      ownerA.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'store_customers',
        rowId: rowId(),
        data: { order_count: 9 },
      }),
    ).rejects.toMatchObject({ code: 401 });
  });

  it('the backfill (key only) restores a lost row with the same figures and changes nothing else', async () => {
    const before = await keyRow();
    await m.tablesDB.deleteRow({ databaseId: DB, tableId: 'store_customers', rowId: rowId() });
    const execution = await new Functions(t.serverClient()).createExecution({
      functionId: 'admin-analytics',
      body: JSON.stringify({ action: 'backfill_customers', store_id: STORES.A.id }),
    });
    expect(execution.responseStatusCode, execution.responseBody).toBe(200);
    expect(JSON.parse(execution.responseBody)).toMatchObject({ written: 1 });
    const after = await keyRow();
    for (const key of ['order_count', 'delivered_count', 'active_count', 'total_spent_paise', 'name', 'first_order_at'])
      expect(after[key], key).toEqual(before[key]);
    expect(after.$permissions.sort()).toEqual(before.$permissions.sort());
    // A signed-in user (even an admin) cannot run it.
    const asAdmin = await run(m.admin, 'admin-analytics', { action: 'backfill_customers' });
    expect([asAdmin.status, asAdmin.body.code]).toEqual([400, 'invalid_action']);
  });
});

describe('searches without a result', () => {
  const search = (who: SignedInUser, query: string) => run(who, 'catalog-search', { query });

  it('counts a query per day without a user id; not a search with results, not a phone number', async () => {
    expect((await search(m.customer, 'Zzqx Nothing!')).body.total).toBe(0);
    expect((await search(m.otherCustomer, 'zzqx   nothing')).body.total).toBe(0);
    expect(((await search(m.customer, 'Paracip')).body.total as number) > 0).toBe(true);
    expect((await search(m.customer, '98765 43210')).body.total).toBe(0);
    const { rows } = await m.tablesDB.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'search_misses',
      queries: [Query.equal('day', istDayKey(new Date()))],
    });
    expect(rows.map((r) => [r.$id, r.query, r.count])).toEqual([
      [searchMissRowId('zzqx nothing', istDayKey(new Date())), 'zzqx nothing', 2],
    ]);
    expect(Object.keys(rows[0]!).filter((k) => !k.startsWith('$'))).toEqual(
      expect.not.arrayContaining(['user_id', 'customer_id']),
    );
    // Only admins read the table.
    for (const who of [m.customer, m.staffA, m.staffB])
      expect((await who.tablesDB.listRows({ databaseId: DB, tableId: 'search_misses', queries: [] })).total).toBe(0);
    const asAdmin = await m.admin.tablesDB.listRows({ databaseId: DB, tableId: 'search_misses', queries: [] });
    expect(asAdmin.total).toBe(1);
  });
});

describe('admin-analytics summary', () => {
  it('adds up the day from the rollups for a platform admin', async () => {
    const today = istDayKey(new Date());
    const reply = await run<{ analytics: PlatformAnalytics }>(m.admin, 'admin-analytics', {
      action: 'summary',
      from: today,
      to: today,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const a = reply.body.analytics;
    const sale = await paise(delivered);
    expect(a.totals).toMatchObject({
      orders: 2,
      gmv_paise: sale,
      delivered_paise: sale,
      accepted: 1,
      rejected: 0,
      acceptance_rate: 100,
      new_customers: 1,
      customers: 1,
      repeat_customers: 1,
      repeat_rate: 100,
    });
    expect(a.days).toEqual([expect.objectContaining({ day: today, orders: 2, gmv_paise: sale, new_customers: 1 })]);
    expect(a.by_store).toEqual([expect.objectContaining({ key: STORES.A.id, label: 'Test Pharmacy A', orders: 2 })]);
    expect(a.by_city).toEqual([expect.objectContaining({ label: 'New Delhi', gmv_paise: sale })]);
    expect(a.top_products).toEqual([
      { product_id: PRODUCTS.otc.$id, name: PRODUCTS.otc.name, units: 1, sales_paise: expect.any(Number) },
    ]);
    expect(a.searches_without_result).toEqual([{ query: 'zzqx nothing', count: 2 }]);
    expect(active).toBeTruthy();
  });

  it('401 admin_required for everyone else; bad ranges 400', async () => {
    for (const who of [m.customer, m.staffA, ownerA, m.staffB]) {
      const r = await run(who, 'admin-analytics', { action: 'summary', from: '2026-01-01', to: '2026-01-02' });
      expect([r.status, r.body.code]).toEqual([401, 'admin_required']);
    }
    const bad = await run(m.admin, 'admin-analytics', { action: 'summary', from: '2026-02-01', to: '2026-01-01' });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_input']);
    const long = await run(m.admin, 'admin-analytics', { action: 'summary', from: '2024-01-01', to: '2026-01-01' });
    expect([long.status, long.body.code]).toEqual([400, 'invalid_input']);
  });
});

describe('admin-analytics delivery_times (issue 38 §5)', () => {
  const today = () => istDayKey(new Date());
  const deliveryTimes = (who: SignedInUser, extra: Record<string, unknown> = {}) =>
    run<DeliveryTimesPage>(who, 'admin-analytics', { action: 'delivery_times', from: today(), to: today(), ...extra });

  it('gives the admin the store’s deliveries, on time %, late and actual p50/p90 from the day row', async () => {
    // A second delivery, then its acceptance moved 90 minutes back with the key: standard promises
    // POLICY's maximum after acceptance, so it came 90 − max minutes late.
    const late = await paidOrder(t, m);
    const r = await deliverOrder(m, m.staffA, late);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const order = await orderRow(m.tablesDB, late);
    expect(order.delivery_mode).toBe('standard');
    const deliveredAt = Date.parse(order.delivered_at as string);
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'orders',
      rowId: late,
      data: { accepted_at: new Date(deliveredAt - 90 * 60_000).toISOString() },
    });
    // What every order change does (lib/orders/rollups.ts): the store's day recomputed from its orders.
    const row = await refreshStoreDay(m.tablesDB, STORES.A.id, today());
    const lateBy = 90 - POLICY.delivery.standardMinutes.max;
    expect(JSON.parse((row as Models.DefaultRow).late_minutes as string)).toEqual({ 0: 1, [lateBy]: 1 });

    const reply = await deliveryTimes(m.admin);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({
      from: today(),
      to: today(),
      total: 1,
      rows: [
        {
          store_id: STORES.A.id,
          store_name: 'Test Pharmacy A',
          city: 'New Delhi',
          deliveries: 2,
          on_time: 1,
          on_time_rate: 50,
          late_p50: 0,
          late_p90: lateBy,
          actual_p50: 0,
          actual_p90: 90,
        },
      ],
    });
    // A page past the end is empty with the same total; a range without deliveries has no rows.
    expect((await deliveryTimes(m.admin, { page: 2 })).body).toMatchObject({ total: 1, rows: [] });
    const before = await deliveryTimes(m.admin, { from: '2026-01-01', to: '2026-01-02' });
    expect(before.body).toMatchObject({ total: 0, rows: [] });
  });

  it('401 for a guest, a customer and store members of either store; bad views 400', async () => {
    const guest = createWebClient(t.endpoint, t.projectId);
    await expect(
      guest.functions.createExecution({
        functionId: 'admin-analytics',
        body: JSON.stringify({ action: 'delivery_times', from: today(), to: today() }),
      }),
    ).rejects.toMatchObject({ code: 401 });
    for (const who of [m.customer, m.otherCustomer, ownerA, managerA, m.staffA, m.pharmacistA, m.staffB]) {
      const r = await deliveryTimes(who);
      expect([r.status, r.body], who.user.name).toEqual([401, expect.objectContaining({ code: 'admin_required' })]);
    }
    // The day row itself stays the store's managers' (and the admin's): another store reads nothing.
    for (const who of [m.staffB, m.customer])
      expect(
        (
          await who.tablesDB.listRows({
            databaseId: DB,
            tableId: 'store_daily_stats',
            queries: [Query.equal('store_id', STORES.A.id)],
          })
        ).total,
      ).toBe(0);
    for (const bad of [{ sort: 'customer_id' }, { direction: 'up' }, { page: 0 }, { page_size: 7 }]) {
      const r = await deliveryTimes(m.admin, bad);
      expect([r.status, r.body.code], JSON.stringify(bad)).toEqual([400, 'invalid_input']);
    }
  });
});
