import { ID, Query, Teams, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  INVENTORY_A,
  PRODUCTS,
  STORES,
  buildMarketplace,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';

/**
 * Issue 18 §1–2 through the real SDKs and the inventory function: the grid's inventory_products
 * rows follow every stock change, low stock notifies the store, prices/batches/imports are the
 * owner's, an admin's or a manager's, another store's staff read and write nothing of X's, the
 * CSV dry run lists every line's errors, the asynchronous commit publishes in one switch, and a
 * half-done import is never sold from.
 */
let t: TestServer;
let m: Marketplace;
let managerA: SignedInUser;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'inventory18');
  managerA = await signUpAndSignIn(t, {
    email: 'managera.inventory18@instamg.test',
    password: 'correct horse battery',
    name: 'Manager A',
  });
  await new Teams(t.serverClient()).createMembership({
    teamId: teamOf(STORES.A.id),
    roles: ['manager'],
    userId: managerA.user.$id,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const inventory = (who: SignedInUser, body: Record<string, unknown>) => run(who, 'inventory', body);
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const gridRow = async (who: SignedInUser | null, productId: string): Promise<Models.DefaultRow | undefined> => {
  const request = {
    databaseId: DB,
    tableId: 'inventory_products',
    queries: [Query.equal('store_id', STORES.A.id), Query.equal('product_id', productId)],
  };
  const { rows } = who ? await who.tablesDB.listRows(request) : await m.tablesDB.listRows(request);
  return rows[0] as Models.DefaultRow | undefined;
};
const ledger = async (inventoryId: string) =>
  (
    await m.tablesDB.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'stock_movements',
      queries: [Query.equal('inventory_id', inventoryId), Query.limit(100)],
    })
  ).rows;

async function waitForImport(importId: string): Promise<Models.DefaultRow> {
  for (let i = 0; i < 200; i++) {
    const row = await m.tablesDB
      .getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'inventory_imports', rowId: importId })
      .catch(() => null);
    if (row && (row.status === 'done' || row.status === 'failed')) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${importId} did not finish`);
}

describe('add_batch and the stock rules', () => {
  it('refuses a price above the MRP and an expired batch, writing nothing', async () => {
    const base = {
      action: 'add_batch',
      store_id: STORES.A.id,
      product_id: PRODUCTS.x.$id,
      quantity: 5,
      mrp: 200,
    };
    const above = await inventory(managerA, { ...base, batch: 'MRP-1', expiry: day(400), selling_price: 200.01 });
    expect(above).toMatchObject({ status: 422, body: { code: 'price_above_mrp' } });
    expect(above.body.message).toContain("₹200.01 is above this batch's MRP of ₹200.");
    const expired = await inventory(managerA, { ...base, batch: 'OLD-1', expiry: day(-1), selling_price: 150 });
    expect(expired).toMatchObject({ status: 400, body: { message: 'This batch has already expired.' } });
    const rows = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_inventory',
      queries: [Query.equal('batch', ['MRP-1', 'OLD-1'])],
    });
    expect(rows.total).toBe(0);
  });

  it('an adjustment writes exactly one ledger row and updates the grid row; staff may adjust', async () => {
    const before = await gridRow(null, PRODUCTS.ndps.$id);
    const ledgerBefore = (await ledger(INVENTORY_A.ndps.id)).length;
    const reply = await inventory(m.staffA, {
      action: 'adjust_stock',
      inventory_id: INVENTORY_A.ndps.id,
      change: -4,
      reason: 'Damaged: strips crushed',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const rows = await ledger(INVENTORY_A.ndps.id);
    expect(rows.length).toBe(ledgerBefore + 1);
    expect(rows.at(-1)).toMatchObject({
      kind: 'stock_adjusted',
      quantity_change: -4,
      reason: 'Damaged: strips crushed',
    });
    const after = await gridRow(m.staffA, PRODUCTS.ndps.$id);
    expect(after).toMatchObject({ stock: reply.body.inventory.stock, store_id: STORES.A.id, name: PRODUCTS.ndps.name });
    if (before) expect(after!.stock).toBe((before.stock as number) - 4);
  });

  it('falling to the low-stock threshold notifies the store once; staff may not set the threshold', async () => {
    expect(
      (
        await inventory(m.staffA, {
          action: 'set_threshold',
          store_id: STORES.A.id,
          product_id: PRODUCTS.rush.$id,
          threshold: 5,
        })
      ).body.code,
    ).toBe('inventory_role_forbidden');
    const set = await inventory(managerA, {
      action: 'set_threshold',
      store_id: STORES.A.id,
      product_id: PRODUCTS.rush.$id,
      threshold: 40,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.product).toMatchObject({ low_stock_threshold: 40 });
    const stock = set.body.product.stock as number;
    expect(stock).toBeGreaterThan(40);
    const notes = () =>
      m.staffA.tablesDB.listRows<Models.DefaultRow>({
        databaseId: DB,
        tableId: 'notifications',
        queries: [Query.equal('store_id', STORES.A.id), Query.equal('kind', 'low_stock')],
      });
    expect((await notes()).total).toBe(0);
    await inventory(m.staffA, {
      action: 'adjust_stock',
      inventory_id: INVENTORY_A.rush.id,
      change: -(stock - 40),
      reason: 'Correction: recount',
    });
    const [note, ...more] = (await notes()).rows;
    expect(more).toEqual([]);
    expect(note).toMatchObject({ title: 'Low stock', body: expect.stringContaining(PRODUCTS.rush.name) });
    expect(await gridRow(null, PRODUCTS.rush.$id)).toMatchObject({ low_stock: true, stock: 40 });
    // Store B's team does not see A's notification.
    expect(
      (
        await m.staffB.tablesDB.listRows({
          databaseId: DB,
          tableId: 'notifications',
          queries: [Query.equal('kind', 'low_stock')],
        })
      ).total,
    ).toBe(0);
  });
});

describe('store Y cannot read or write store X’s inventory, imports or listing requests', () => {
  it('reads: grid rows, import rows and listing requests are X’s team’s only', async () => {
    const request = await inventory(m.staffA, {
      action: 'request_listing',
      store_id: STORES.A.id,
      product_name: 'Newmed 20mg Tablet',
      manufacturer: 'New Labs',
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    for (const table of ['inventory_products', 'listing_requests']) {
      const mine = await m.staffA.tablesDB.listRows({
        databaseId: DB,
        tableId: table,
        queries: [Query.equal('store_id', STORES.A.id)],
      });
      expect(mine.total, table).toBeGreaterThan(0);
      for (const who of [m.staffB, m.customer]) {
        const theirs = await who.tablesDB.listRows({
          databaseId: DB,
          tableId: table,
          queries: [Query.equal('store_id', STORES.A.id)],
        });
        expect(theirs.total, table).toBe(0);
        await expect(
          who.tablesDB.getRow({ databaseId: DB, tableId: table, rowId: mine.rows[0]!.$id }),
        ).rejects.toMatchObject({ code: 404 });
      }
    }
    // Admins see every store's listing requests (the admin's queue).
    expect(
      (
        await m.admin.tablesDB.listRows({
          databaseId: DB,
          tableId: 'listing_requests',
          queries: [Query.equal('status', 'open')],
        })
      ).total,
    ).toBeGreaterThan(0);
  });

  it('writes: another store’s staff and customers are refused every action; nobody writes the tables directly', async () => {
    const csv = `product_slug,batch,expiry,quantity,mrp,selling_price\np-otc,Y1,${day(300)},1,30,20`;
    const bodies = [
      { action: 'set_threshold', store_id: STORES.A.id, product_id: PRODUCTS.otc.$id, threshold: 1 },
      { action: 'request_listing', store_id: STORES.A.id, product_name: 'Sneaky' },
      { action: 'import_check', store_id: STORES.A.id, csv },
      { action: 'import_commit', store_id: STORES.A.id, import_id: 'sneaky-import', csv },
      { action: 'set_price', inventory_id: INVENTORY_A.otc.id, selling_price: 1 },
    ];
    for (const who of [m.staffB, m.customer])
      for (const body of bodies) expect((await inventory(who, body)).status, `${body.action}`).toBe(403);
    await expect(
      m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'inventory_imports', rowId: 'sneaky-import' }),
    ).rejects.toMatchObject({ code: 404 });
    for (const who of [m.staffA, m.staffB]) {
      await expect(
        who.tablesDB.createRow({
          databaseId: DB,
          tableId: 'inventory_products',
          rowId: ID.unique(),
          data: {
            store_id: STORES.A.id,
            product_id: 'p-otc',
            name: 'x',
            salt_composition: 'x',
            category_id: 'x',
            schedule: 'none',
            stock: 1,
            batches: 1,
            low_stock_threshold: 1,
            low_stock: true,
          },
        }),
      ).rejects.toMatchObject({ code: 401 });
    }
  });
});

describe('CSV import', () => {
  const header = 'product_slug,batch,expiry,quantity,mrp,selling_price';

  it('the dry run lists every line’s error and writes nothing', async () => {
    const csv = [
      header,
      `p-otc,IMP-OK,${day(400)},10,30,25`,
      `no-such,IMP-2,${day(400)},10,30,25`,
      `p-otc,IMP-3,2027-02-31,10,30,25`,
      `p-otc,IMP-4,${day(400)},10,30,31`,
      `p-otc,A1,${day(400)},10,30,25`,
    ].join('\n');
    expect((await inventory(m.staffA, { action: 'import_check', store_id: STORES.A.id, csv })).body.code).toBe(
      'inventory_role_forbidden',
    );
    const reply = await inventory(managerA, { action: 'import_check', store_id: STORES.A.id, csv });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ total: 5, valid: 1, invalid: 4 });
    expect(
      reply.body.problems.map((p: { line: number; errors: { kind: string }[] }) => [p.line, p.errors[0]!.kind]),
    ).toEqual([
      [3, 'unknown_product'],
      [4, 'bad_date'],
      [5, 'price_above_mrp'],
      [6, 'duplicate_batch'],
    ]);
    const written = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_inventory',
      queries: [Query.startsWith('batch', 'IMP-')],
    });
    expect(written.total).toBe(0);
  });

  it('a commit with errors fails as a whole; a clean one runs asynchronously and publishes every line', async () => {
    const bad = [header, `p-otc,BAD-1,${day(400)},10,30,25`, `p-otc,BAD-2,${day(400)},10,30,99`].join('\n');
    const failedId = ID.unique();
    await managerA.functions.createExecution({
      functionId: 'inventory',
      body: JSON.stringify({ action: 'import_commit', store_id: STORES.A.id, import_id: failedId, csv: bad }),
      async: true,
    });
    expect(await waitForImport(failedId)).toMatchObject({ status: 'failed', error: expect.stringContaining('1 of 2') });
    expect(
      (
        await m.tablesDB.listRows({
          databaseId: DB,
          tableId: 'store_inventory',
          queries: [Query.equal('batch', 'BAD-1')],
        })
      ).total,
    ).toBe(0);

    const lines = Array.from({ length: 1200 }, (_, i) => `p-h,BULK-${i},${day(500)},2,120,110`);
    const importId = ID.unique();
    const execution = await managerA.functions.createExecution({
      functionId: 'inventory',
      body: JSON.stringify({
        action: 'import_commit',
        store_id: STORES.A.id,
        import_id: importId,
        csv: [header, ...lines].join('\n'),
        file_name: 'bulk.csv',
      }),
      async: true,
    });
    expect(execution.status).not.toBe('completed');
    const done = await waitForImport(importId);
    expect(done).toMatchObject({ status: 'done', total: 1200, processed: 1200, created_by: managerA.user.$id });
    // The team reads its import's row; store B does not.
    await expect(
      m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'inventory_imports', rowId: importId }),
    ).resolves.toBeTruthy();
    await expect(
      m.staffB.tablesDB.getRow({ databaseId: DB, tableId: 'inventory_imports', rowId: importId }),
    ).rejects.toMatchObject({ code: 404 });
    const published = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_inventory',
      queries: [Query.equal('import_id', importId), Query.equal('visible', true), Query.limit(1)],
    });
    expect(published.total).toBe(1200);
    const movements = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'stock_movements',
      queries: [
        Query.equal('product_id', PRODUCTS.h.$id),
        Query.equal('reason', 'CSV import bulk.csv'),
        Query.limit(1),
      ],
    });
    expect(movements.total).toBe(1200);
    expect((await gridRow(null, PRODUCTS.h.$id))!.stock).toBeGreaterThanOrEqual(2400);
  });

  it('a half-done import (staged, not yet switched) is never sold: place-order ignores it until the switch', async () => {
    // A product store B stocks nowhere else: only a staged batch of this import.
    const importId = ID.unique();
    await m.tablesDB.createRows({
      databaseId: DB,
      tableId: 'store_inventory',
      rows: [
        {
          $id: ID.unique(),
          store_id: STORES.B.id,
          product_id: PRODUCTS.rush.$id,
          batch: 'STAGED-1',
          expiry: `${day(400)}T00:00:00.000Z`,
          stock: 50,
          selling_price: 20,
          mrp: 25,
          import_id: importId,
          visible: false,
        },
      ],
    });
    const order = {
      address_id: m.addressId,
      delivery_mode: 'standard',
      store_id: STORES.B.id,
      items: [{ product_id: PRODUCTS.rush.$id, quantity: 1 }],
    };
    const before = await run(m.customer, 'place-order', order);
    expect(before.status, JSON.stringify(before.body)).not.toBe(201);
    // What a customer's browser asks the catalogue for (mf-catalog fetchStoreOffers).
    const offers = () =>
      m.customer.tablesDB.listRows({
        databaseId: DB,
        tableId: 'store_inventory',
        queries: [
          Query.equal('store_id', STORES.B.id),
          Query.equal('product_id', [PRODUCTS.rush.$id]),
          Query.equal('visible', true),
          Query.greaterThan('stock', 0),
        ],
      });
    expect((await offers()).total).toBe(0);
    // The switch (what import_commit does once every chunk is staged).
    await m.tablesDB.updateRows({
      databaseId: DB,
      tableId: 'store_inventory',
      data: { visible: true },
      queries: [Query.equal('import_id', importId), Query.equal('visible', false)],
    });
    expect((await offers()).total).toBe(1);
    const after = await run(m.customer, 'place-order', order);
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    // The order's reservation refreshed the store's grid row (recordOrderStock → inventory_products).
    const grid = await m.tablesDB.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'inventory_products',
      queries: [Query.equal('store_id', STORES.B.id), Query.equal('product_id', PRODUCTS.rush.$id)],
    });
    expect(grid.rows[0]).toMatchObject({ stock: 49, batches: 1 });
  });
});
