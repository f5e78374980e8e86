import { Query } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { buildMarketplace, run, STORES, type Marketplace } from '../orders-fixtures.ts';

/**
 * Issue 19 §3: an admin's decision on a store's listing request (the request's product_id,
 * decline_reason, decided_by, decided_at, and the store's listing_approved / listing_declined
 * notification) is readable by the requesting store's team and admins only; nobody but
 * admin-catalog (key) writes it: not the requesting store's own team, directly or through the
 * function, not another store, not a customer. The product import is admin-only too
 * (admin-actions.test.ts) and writes only the products table (key).
 */

const DB = 'instamg';
let t: TestServer;
let m: Marketplace;
let approved: string;
let declined: string;

async function requestListing(name: string): Promise<string> {
  const reply = await run(m.staffA, 'inventory', {
    action: 'request_listing',
    store_id: STORES.A.id,
    product_name: name,
  });
  expect(reply.status).toBe(201);
  return reply.body.request.$id as string;
}

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, `listing${Date.now()}`);
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'categories',
    rowId: 'cat-listing',
    data: { name: 'Listing', slug: 'listing', sort_order: 1, is_active: true },
  });
  [approved, declined] = await Promise.all([requestListing('Securimol 10 Tablet'), requestListing('Denymol 5 Tablet')]);
  const values = {
    name: 'Securimol 10 Tablet',
    salt_composition: 'Securimol',
    strength: '10 mg',
    dosage_form: 'Tablet',
    pack_size: 'strip of 10 tablets',
    manufacturer: 'Secure Labs',
    mrp: 50,
    price: 45,
    schedule: 'none',
    rx_required: false,
    gst_rate: 5,
    hsn: '3004',
    category_id: 'cat-listing',
    image_url: null,
    description: null,
    is_active: true,
  };
  expect((await run(m.admin, 'admin-catalog', { action: 'create_product', request_id: approved, values })).status).toBe(
    200,
  );
  expect(
    (await run(m.admin, 'admin-catalog', { action: 'decline_listing_request', request_id: declined, reason: 'Banned' }))
      .status,
  ).toBe(200);
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe('listing request decisions', () => {
  it('the requesting store’s team reads the decisions and its notifications; another store and customers read nothing', async () => {
    const mine = await m.staffA.tablesDB.listRows({
      databaseId: DB,
      tableId: 'listing_requests',
      queries: [Query.equal('$id', [approved, declined]), Query.orderAsc('product_name')],
    });
    expect(mine.rows.map((r) => [r.status, r.decline_reason ?? null, Boolean(r.decided_at)])).toEqual([
      ['declined', 'Banned', true],
      ['listed', null, true],
    ]);
    const kinds = ['listing_approved', 'listing_declined'];
    const notices = await m.staffA.tablesDB.listRows({
      databaseId: DB,
      tableId: 'notifications',
      queries: [Query.equal('kind', kinds)],
    });
    expect(notices.total).toBe(2);
    for (const who of [m.staffB, m.customer, m.otherCustomer]) {
      for (const rowId of [approved, declined])
        await expect(who.tablesDB.getRow({ databaseId: DB, tableId: 'listing_requests', rowId })).rejects.toMatchObject(
          {
            code: 404,
          },
        );
      const theirs = await who.tablesDB.listRows({
        databaseId: DB,
        tableId: 'notifications',
        queries: [Query.equal('kind', kinds)],
      });
      expect(theirs.total).toBe(0);
    }
  });

  it('nobody but the function changes a decision: not the store’s own team, directly or through admin-catalog', async () => {
    for (const who of [m.staffA, m.staffB, m.customer]) {
      await expect(
        who.tablesDB.updateRow({
          databaseId: DB,
          tableId: 'listing_requests',
          rowId: declined,
          data: { status: 'listed', decline_reason: null },
        }),
      ).rejects.toMatchObject({ code: 401 });
      const reply = await run(who, 'admin-catalog', {
        action: 'decline_listing_request',
        request_id: approved,
        reason: 'Changed my mind',
      });
      expect([reply.status, reply.body.code]).toEqual([401, 'admin_required']);
    }
    // An admin cannot decide twice either.
    const again = await run(m.admin, 'admin-catalog', {
      action: 'decline_listing_request',
      request_id: approved,
      reason: 'Changed my mind',
    });
    expect([again.status, again.body.code]).toEqual([409, 'listing_request_closed']);
    const row = await m.tablesDB.getRow({ databaseId: DB, tableId: 'listing_requests', rowId: declined });
    expect([row.status, row.decline_reason]).toEqual(['declined', 'Banned']);
  });
});
