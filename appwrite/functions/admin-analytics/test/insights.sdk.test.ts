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
import { signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { deliveredOrder, paidOrder } from '../../order-state/test/sdk-orders.ts';

/**
 * Issue 18 §3 and 19 §6 through the SDKs against the dev server: the order functions keep a
 * customer's store_customers row at the store (count, delivered, active, spent in paise, area);
 * the store's owner and manager read it, its staff, another store and the customer do not; the
 * backfill restores a lost row with the same figures. admin-analytics adds up the day for a platform
 * admin (orders, GMV, acceptance, top products, new and repeat customers, searches without a
 * result) and answers 401 to anyone else; catalog-search logs a search without a result once per
 * query and day (no user), not a search with results or a phone number.
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
