import { Query } from 'node-appwrite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { DB, INVENTORY_A, PRODUCTS, buildMarketplace, run, stockOf, type Marketplace } from './orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from './web-client.ts';

/**
 * The last units: 200 checkouts at once from 8 users for a product with 50 in stock. Exactly 50
 * orders, stock 0, never negative (sampled while the attempts run), and every refusal a clean 409.
 */

const ATTEMPTS = 200;
const BUYERS = 8;
let t: TestServer;
let m: Marketplace;
let buyers: SignedInUser[];

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'rush');
  buyers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      signUpAndSignIn(t, { email: `buyer${i}.rush@instamg.test`, password: 'correct horse battery' }),
    ),
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

it(`${ATTEMPTS} concurrent checkouts for ${INVENTORY_A.rush.stock} units produce exactly ${INVENTORY_A.rush.stock} orders`, async () => {
  expect(await stockOf(m.tablesDB, INVENTORY_A.rush.id)).toBe(INVENTORY_A.rush.stock);
  const seen: number[] = [];
  let running = true;
  const sampler = (async () => {
    while (running) {
      seen.push(await stockOf(m.tablesDB, INVENTORY_A.rush.id));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const results = await Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      run(buyers[i % BUYERS]!, 'place-order', {
        items: [{ product_id: PRODUCTS.rush.$id, quantity: 1 }],
        delivery_mode: 'standard',
        address: {
          name: 'Office',
          address_line1: '1 Barakhamba Road',
          city: 'New Delhi',
          state: 'Delhi',
          postal_code: '110001',
          latitude: 28.6315,
          longitude: 77.2167,
        },
      }),
    ),
  );
  running = false;
  await sampler;

  const statuses = new Map<number, number>();
  for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  console.log(
    `[oversell] ${ATTEMPTS} attempts → ${JSON.stringify(Object.fromEntries(statuses))}; stock samples min ${Math.min(...seen)} over ${seen.length} reads`,
  );
  expect(statuses.get(201)).toBe(INVENTORY_A.rush.stock);
  expect(statuses.get(409)).toBe(ATTEMPTS - INVENTORY_A.rush.stock);
  expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'out_of_stock')).toBe(true);
  expect(await stockOf(m.tablesDB, INVENTORY_A.rush.id)).toBe(0);
  expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
  const orders = await m.tablesDB.listRows({
    databaseId: DB,
    tableId: 'order_items',
    queries: [Query.equal('product_id', PRODUCTS.rush.$id), Query.limit(500)],
  });
  expect(orders.total).toBe(INVENTORY_A.rush.stock);
}, 180_000);
