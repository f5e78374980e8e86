import { Functions, Query, Teams, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayKey, storeDayRowId } from '@instamg/shared/domain/store-daily-stats';
import { parseLostItems } from '@instamg/shared/domain/lost-sales';
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
import { act, pay, placedOrder } from './sdk-orders.ts';

/**
 * The product columns of the daily rollup (issue 18 §4, lib/orders/rollups.ts) through the real SDKs:
 * `top_products` carries the accepted orders' lines; `lost_items` carries the lines of an order the
 * store rejected as out of stock (counted at the lines' value), of an order the sweeper moved away
 * unaccepted, and the original line of a substitute the customer declined (order_substitutions
 * now records its store); a rejection for another reason is not a loss. The row (and so the new
 * column) is read by the store's manager, never by its staff or another store.
 */
let t: TestServer;
let m: Marketplace;
let managerA: SignedInUser;
const CHEAP = { $id: 'p-otc-cheap-ins', name: 'Paracip Generic 500 (insights)', price: 20 };

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'insights');
  managerA = await signUpAndSignIn(t, {
    email: 'managera.insights@instamg.test',
    password: 'correct horse battery',
    name: 'Manager A',
  });
  await new Teams(t.serverClient()).createMembership({
    teamId: teamOf(STORES.A.id),
    roles: ['manager'],
    userId: managerA.user.$id,
  });
  // A substitute of the OTC line: same salt, strength and form, cheaper.
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'products',
    rowId: CHEAP.$id,
    data: {
      name: CHEAP.name,
      slug: CHEAP.$id,
      salt_composition: PRODUCTS.otc.name,
      salt_key: PRODUCTS.otc.name.toLowerCase(),
      dosage_form: 'Tablet',
      pack_size: 'strip of 10 tablets',
      manufacturer: 'Other Labs',
      mrp: 40,
      price: 40,
      schedule: 'none',
      rx_required: false,
      gst_rate: 12,
      hsn: '3004',
      category_id: 'cat-test',
      is_active: true,
    },
  });
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_inventory',
    rowId: 'inv-a-cheap-ins',
    data: {
      store_id: STORES.A.id,
      product_id: CHEAP.$id,
      batch: 'CI1',
      expiry: new Date(Date.now() + 300 * 86_400_000).toISOString(),
      stock: 100,
      selling_price: CHEAP.price,
      mrp: 40,
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ok = async (who: SignedInUser, id: string, action: string, extra: Record<string, unknown> = {}) => {
  const r = await act(who, id, action, extra);
  expect(r.status, `${action}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
};
const rowOf = (storeId: string, day: string) =>
  m.tablesDB.getRow<Models.DefaultRow>({
    databaseId: DB,
    tableId: 'store_daily_stats',
    rowId: storeDayRowId(storeId, day),
  });
const lostOf = async (storeId: string, day: string) => parseLostItems((await rowOf(storeId, day)).lost_items as string);
const linesOf = async (id: string) =>
  (
    await m.tablesDB.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'order_items',
      queries: [Query.equal('order_id', id)],
    })
  ).rows;
const paise = (rupees: number) => Math.round(rupees * 100);
const today = () => istDayKey(new Date());

describe('store_daily_stats: top_products and lost_items', () => {
  it('top products are the accepted order’s lines; an out-of-stock rejection is a loss at its lines’ value, another reason is not', async () => {
    const sold = await placedOrder(m, { quantity: 3 });
    await pay(t, m, sold);
    await ok(m.staffA, sold, 'confirm');
    const soldLine = (await linesOf(sold))[0]!;
    const top = JSON.parse((await rowOf('store-a', today())).top_products as string) as [string, number, number][];
    expect(top).toContainEqual([PRODUCTS.otc.$id, 3, paise(soldLine.line_total as number)]);
    expect(await lostOf('store-a', today())).toEqual([]);

    // Rejected out of stock at A → moved to B (which stocks the line): A lost 20 units.
    const rejected = await placedOrder(m, { quantity: 20 });
    await pay(t, m, rejected);
    await ok(m.staffA, rejected, 'reject', { reject_reason: 'out_of_stock' });
    expect((await orderRow(m.tablesDB, rejected)).store_id).toBe('store-b');
    const line = (await linesOf(rejected))[0]!;
    expect(await lostOf('store-a', today())).toEqual([
      { product_id: PRODUCTS.otc.$id, cause: 'out_of_stock', units: 20, value_paise: paise(line.line_total as number) },
    ]);
    // B gained it: nothing lost there.
    expect(await lostOf('store-b', today())).toEqual([]);

    // Rejected because the store is closing: counted under rejections, not as a lack of stock.
    const closing = await placedOrder(m, { quantity: 2 });
    await pay(t, m, closing);
    await ok(m.staffA, closing, 'reject', { reject_reason: 'store_closing' });
    const a = await rowOf('store-a', today());
    expect(JSON.parse(a.rejections_by_reason as string)).toMatchObject({ out_of_stock: 1, store_closing: 1 });
    expect(parseLostItems(a.lost_items as string)).toEqual([
      { product_id: PRODUCTS.otc.$id, cause: 'out_of_stock', units: 20, value_paise: paise(line.line_total as number) },
    ]);
  }, 120_000);

  it('an order the sweeper moves away unaccepted is a loss of the day it left', async () => {
    const id = await placedOrder(m, { quantity: 5 });
    await pay(t, m, id);
    const paidAt = Date.parse((await orderRow(m.tablesDB, id)).paid_at as string);
    const now = new Date(paidAt + 4 * 60_000);
    const execution = await new Functions(t.serverClient()).createExecution({
      functionId: 'reroute-unaccepted-orders',
      body: JSON.stringify({ now: now.toISOString(), order_ids: [id] }),
    });
    expect(execution.responseStatusCode, execution.responseBody).toBe(200);
    expect((await orderRow(m.tablesDB, id)).store_id).not.toBe('store-a');
    const line = (await linesOf(id))[0]!;
    expect(await lostOf('store-a', istDayKey(now))).toContainEqual({
      product_id: PRODUCTS.otc.$id,
      cause: 'moved_away',
      units: 5,
      value_paise: paise(line.line_total as number),
    });
  });

  it('a declined substitute is a loss of the original line; the substitution records its store', async () => {
    const placed = await run(m.customer, 'place-order', {
      address_id: m.addressId,
      delivery_mode: 'standard',
      items: [
        { product_id: PRODUCTS.otc.$id, quantity: 2 },
        { product_id: PRODUCTS.rush.$id, quantity: 2 },
      ],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.order.$id as string;
    await pay(t, m, id);
    await ok(m.staffA, id, 'confirm');
    const otc = (await linesOf(id)).find((l) => l.product_id === PRODUCTS.otc.$id)!;
    const before = (await lostOf('store-a', today())).filter((e) => e.cause === 'substitute_declined');
    const proposal = await ok(m.staffA, id, 'propose_substitution', { item_id: otc.$id, product_id: CHEAP.$id });
    const sub = await m.tablesDB.getRow<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'order_substitutions',
      rowId: (proposal.substitution as { $id: string }).$id,
    });
    expect(sub.store_id).toBe('store-a');
    // Proposed, not yet answered: no loss.
    expect((await lostOf('store-a', today())).filter((e) => e.cause === 'substitute_declined')).toEqual(before);
    await ok(m.customer, id, 'decline_substitution');
    const declined = (await lostOf('store-a', today())).filter((e) => e.cause === 'substitute_declined');
    expect(declined).toEqual([
      {
        product_id: PRODUCTS.otc.$id,
        cause: 'substitute_declined',
        units: 2,
        value_paise: paise(otc.line_total as number),
      },
    ]);
    // The rest of the order is still a sale: the chewables are among the day's top products.
    const top = JSON.parse((await rowOf('store-a', today())).top_products as string) as [string, number, number][];
    expect(top.map((p) => p[0])).toContain(PRODUCTS.rush.$id);
  }, 120_000);

  it('the store’s manager reads lost_items; its staff, its pharmacist by role and another store do not', async () => {
    const rowId = storeDayRowId('store-a', today());
    const row = await managerA.tablesDB.getRow({ databaseId: DB, tableId: 'store_daily_stats', rowId });
    expect(parseLostItems(row.lost_items as string).length).toBeGreaterThan(0);
    for (const outsider of [m.staffA, m.pharmacistA, m.staffB, m.customer])
      await expect(
        outsider.tablesDB.getRow({ databaseId: DB, tableId: 'store_daily_stats', rowId }),
      ).rejects.toMatchObject({ code: 404 });
    const listed = await m.staffA.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_daily_stats',
      queries: [Query.equal('store_id', 'store-a')],
    });
    expect(listed.total).toBe(0);
    await expect(
      managerA.tablesDB.updateRow({ databaseId: DB, tableId: 'store_daily_stats', rowId, data: { lost_items: '[]' } }),
    ).rejects.toMatchObject({ code: 401 });
  });
});
