import { Query, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  INVENTORY_A,
  PRODUCTS,
  STORES,
  buildMarketplace,
  run,
  stockOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { Teams } from 'node-appwrite';
import { signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';

/**
 * Issue 14 §7, through the real SDKs and the function: store_inventory is written only by the
 * `inventory` function, which pins store and product to the caller's store, keeps each batch's MRP
 * as received, keeps the selling price ≤ MRP and writes a stock_movements row for every change.
 */
let t: TestServer;
let m: Marketplace;
/** Store A's manager: prices and new batches are the owner's, an admin's or a manager's (issue 18). */
let managerA: SignedInUser;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'inventory');
  managerA = await signUpAndSignIn(t, {
    email: 'managera.inventory@instamg.test',
    password: 'correct horse battery',
    name: 'Manager A',
  });
  await new Teams(t.serverClient()).createMembership({
    teamId: 'store-store-a',
    roles: ['manager'],
    userId: managerA.user.$id,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const inventory = (who: SignedInUser, body: Record<string, unknown>) => run(who, 'inventory', body);
const row = (id: string) =>
  m.tablesDB.getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'store_inventory', rowId: id });
const ledger = async (inventoryId: string) =>
  (
    await m.tablesDB.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'stock_movements',
      queries: [Query.equal('inventory_id', inventoryId), Query.limit(100)],
    })
  ).rows;
const inAYear = new Date(Date.now() + 365 * 86400_000).toISOString().slice(0, 10);

describe('inventory is written only through the inventory function', () => {
  it('no store member and no platform admin writes a stock row directly', async () => {
    for (const who of [m.staffA, m.pharmacistA, m.admin]) {
      await expect(
        who.tablesDB.updateRow({
          databaseId: DB,
          tableId: 'store_inventory',
          rowId: INVENTORY_A.otc.id,
          data: { stock: 999 },
        }),
      ).rejects.toMatchObject({ code: 401 });
      await expect(
        who.tablesDB.createRow({
          databaseId: DB,
          tableId: 'store_inventory',
          rowId: 'direct',
          data: {
            store_id: STORES.A.id,
            product_id: PRODUCTS.otc.$id,
            batch: 'X1',
            expiry: `${inAYear}T00:00:00.000Z`,
            stock: 1,
            selling_price: 1,
            mrp: 30,
          },
        }),
      ).rejects.toMatchObject({ code: 401 });
    }
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(INVENTORY_A.otc.stock);
  });

  it('adjust_stock: the store’s team, with a reason, atomically, never below zero; every change in the ledger with who and why', async () => {
    const before = await stockOf(m.tablesDB, INVENTORY_A.rush.id);
    const taken = await inventory(m.staffA, {
      action: 'adjust_stock',
      inventory_id: INVENTORY_A.rush.id,
      change: -3,
      reason: 'Damaged strips',
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.inventory.stock).toBe(before - 3);
    expect(
      (await inventory(m.staffA, { action: 'adjust_stock', inventory_id: INVENTORY_A.rush.id, change: 2 })).body.code,
    ).toBe('reason_required');
    expect(
      (
        await inventory(m.staffA, {
          action: 'adjust_stock',
          inventory_id: INVENTORY_A.rush.id,
          change: -100_000,
          reason: 'Recount',
        })
      ).body.code,
    ).toBe('insufficient_stock');
    expect(await stockOf(m.tablesDB, INVENTORY_A.rush.id)).toBe(before - 3);
    const [movement, ...more] = await ledger(INVENTORY_A.rush.id);
    expect(more).toEqual([]);
    expect(movement).toMatchObject({
      store_id: STORES.A.id,
      product_id: PRODUCTS.rush.$id,
      batch: 'A1',
      kind: 'stock_adjusted',
      reason: 'Damaged strips',
      quantity_change: -3,
      stock_after: before - 3,
      actor_id: m.staffA.user.$id,
      actor_role: 'store',
    });
    // The ledger is the store's: its team reads it, another store and customers do not.
    await expect(
      m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'stock_movements', rowId: movement!.$id }),
    ).resolves.toBeTruthy();
    await expect(
      m.staffB.tablesDB.getRow({ databaseId: DB, tableId: 'stock_movements', rowId: movement!.$id }),
    ).rejects.toMatchObject({ code: 404 });
    await expect(
      m.customer.tablesDB.getRow({ databaseId: DB, tableId: 'stock_movements', rowId: movement!.$id }),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('another store’s team and customers cannot change a store’s stock or prices; a platform admin can, as admin', async () => {
    for (const who of [m.staffB, m.customer]) {
      expect(
        (
          await inventory(who, {
            action: 'adjust_stock',
            inventory_id: INVENTORY_A.otc.id,
            change: 5,
            reason: 'Recount',
          })
        ).status,
      ).toBe(403);
      expect(
        (await inventory(who, { action: 'set_price', inventory_id: INVENTORY_A.otc.id, selling_price: 1 })).status,
      ).toBe(403);
    }
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(INVENTORY_A.otc.stock);
    const byAdmin = await inventory(m.admin, {
      action: 'adjust_stock',
      inventory_id: 'inv-b-otc',
      change: 1,
      reason: 'Support correction',
    });
    expect(byAdmin.body.movement).toMatchObject({
      actor_role: 'admin',
      actor_id: m.admin.user.$id,
      store_id: STORES.B.id,
    });
  });

  it('set_price: at most the batch’s MRP, which never changes; staff may not set prices', async () => {
    const { mrp } = await row(INVENTORY_A.h.id);
    expect(
      (await inventory(m.staffA, { action: 'set_price', inventory_id: INVENTORY_A.h.id, selling_price: 100 })).body,
    ).toMatchObject({ code: 'inventory_role_forbidden' });
    expect(
      (
        await inventory(managerA, {
          action: 'set_price',
          inventory_id: INVENTORY_A.h.id,
          selling_price: (mrp as number) + 1,
        })
      ).body.code,
    ).toBe('price_above_mrp');
    expect(
      (await inventory(managerA, { action: 'set_price', inventory_id: INVENTORY_A.h.id, selling_price: 200, mrp: 250 }))
        .status,
    ).toBe(400);
    const set = await inventory(managerA, {
      action: 'set_price',
      inventory_id: INVENTORY_A.h.id,
      selling_price: mrp,
      reason: 'Offer ended',
    });
    expect(set.status).toBe(200);
    expect(await row(INVENTORY_A.h.id)).toMatchObject({ selling_price: mrp, mrp });
    expect((await ledger(INVENTORY_A.h.id)).map((r) => [r.kind, r.selling_price, r.mrp, r.reason])).toEqual([
      ['price_set', mrp, mrp, 'Offer ended'],
    ]);
  });

  it('add_batch: for the caller’s own store only, MRP as printed, price ≤ MRP, one row per batch code, in the ledger', async () => {
    const batch = {
      action: 'add_batch',
      product_id: PRODUCTS.otc.$id,
      batch: 'NEW-0925',
      expiry: inAYear,
      quantity: 24,
      mrp: 30,
      selling_price: 29,
    };
    expect((await inventory(managerA, { ...batch, store_id: STORES.B.id })).status).toBe(403);
    expect((await inventory(m.staffA, { ...batch, store_id: STORES.A.id })).body.code).toBe('inventory_role_forbidden');
    expect((await inventory(managerA, { ...batch, store_id: STORES.A.id, selling_price: 31 })).body.code).toBe(
      'price_above_mrp',
    );
    const added = await inventory(managerA, { ...batch, store_id: STORES.A.id });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.inventory).toMatchObject({
      store_id: STORES.A.id,
      product_id: PRODUCTS.otc.$id,
      batch: 'NEW-0925',
      stock: 24,
      mrp: 30,
      selling_price: 29,
    });
    expect(added.body.inventory.$permissions).toEqual([]);
    // The same batch again (say, with another MRP) is refused: its MRP stays as first received.
    expect((await inventory(managerA, { ...batch, store_id: STORES.A.id, mrp: 29 })).body.code).toBe('batch_exists');
    expect(
      (await ledger(added.body.inventory.$id)).map((r) => [r.kind, r.quantity_change, r.stock_after, r.actor_id]),
    ).toEqual([['batch_added', 24, 24, managerA.user.$id]]);
    expect(
      (await inventory(managerA, { ...batch, batch: 'NEW-0926', store_id: STORES.A.id, product_id: 'no-such-product' }))
        .body.code,
    ).toBe('product_unavailable');
  });

  it('price ≤ MRP checks an MRP the store types: a batch’s MRP, and so its price, is bounded by the catalogue’s MRP', async () => {
    const catalogueMrp = PRODUCTS.otc.mrp;
    const batch = {
      action: 'add_batch',
      store_id: STORES.A.id,
      product_id: PRODUCTS.otc.$id,
      batch: 'TENX-01',
      expiry: inAYear,
      quantity: 10,
      mrp: catalogueMrp * 10,
      selling_price: catalogueMrp * 10,
    };
    const tenfold = await inventory(managerA, batch);
    expect([tenfold.status, tenfold.body.code]).toEqual([422, 'mrp_above_catalogue']);
    // Through the CSV import too (the dry run names the line and the column).
    const csv = `product_slug,batch,expiry,quantity,mrp,selling_price\n${PRODUCTS.otc.$id},TENX-02,${inAYear},10,${catalogueMrp * 10},${catalogueMrp * 10}\n`;
    const checked = await inventory(managerA, { action: 'import_check', store_id: STORES.A.id, csv });
    expect(JSON.stringify(checked.body)).toContain('mrp_above_catalogue');
    // At the catalogue's MRP it is fine; and a batch already stored with a higher MRP sells at most at the catalogue's.
    const ok = await inventory(managerA, { ...batch, mrp: catalogueMrp, selling_price: catalogueMrp });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'store_inventory',
      rowId: ok.body.inventory.$id,
      data: { mrp: catalogueMrp * 10 },
    });
    const raised = await inventory(managerA, {
      action: 'set_price',
      inventory_id: ok.body.inventory.$id,
      selling_price: catalogueMrp * 5,
    });
    expect([raised.status, raised.body.code]).toEqual([422, 'price_above_mrp']);
    expect((await row(ok.body.inventory.$id)).selling_price).toBe(catalogueMrp);
  });

  it('orders reserve and return stock in the ledger too: placing takes units, cancelling gives them back, each with the order', async () => {
    const placed = await run(m.customer, 'place-order', {
      address_id: m.addressId,
      delivery_mode: 'standard',
      store_id: STORES.A.id,
      items: [{ product_id: PRODUCTS.otc.$id, quantity: 2 }],
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.order.$id as string;
    expect(
      (await run(m.customer, 'order-state', { action: 'cancel', order_id: orderId, reason: 'Ordered by mistake' }))
        .status,
    ).toBe(200);
    const rows = (
      await m.tablesDB.listRows<Models.DefaultRow>({
        databaseId: DB,
        tableId: 'stock_movements',
        queries: [Query.equal('order_id', orderId), Query.orderAsc('$sequence')],
      })
    ).rows;
    // The batch the order took (the soonest-expiring one in stock), then the same batch back.
    const batch = rows[0]!.inventory_id as string;
    const now = await stockOf(m.tablesDB, batch);
    expect(
      rows.map((r) => [r.kind, r.inventory_id, r.quantity_change, r.stock_after, r.actor_id, r.actor_role]),
    ).toEqual([
      ['order_reserved', batch, -2, now - 2, m.customer.user.$id, 'customer'],
      ['order_released', batch, 2, now, m.customer.user.$id, 'customer'],
    ]);
    await expect(
      m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'stock_movements', rowId: rows[0]!.$id }),
    ).resolves.toBeTruthy();
  });
});
