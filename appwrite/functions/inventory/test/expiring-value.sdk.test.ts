import { Teams, type Models } from 'node-appwrite';
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
 * Stock value expiring within 30 / 90 days (issue 18 §4) through the web SDK: the inventory
 * function's `expiring_value` sums only store A's live batches expiring in [now, now + 90 days) at
 * their selling price in paise (expired, later, empty and unpublished batches and other stores'
 * batches left out), lists them soonest first with the product's name, and answers only the store's
 * owner, admin or manager and platform admins: its staff, its pharmacist by role, another store's
 * owner and a customer get 403 analytics_role_forbidden.
 */
let t: TestServer;
let m: Marketplace;
let managerA: SignedInUser;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'expiring');
  managerA = await signUpAndSignIn(t, {
    email: 'managera.expiring@instamg.test',
    password: 'correct horse battery',
    name: 'Manager A',
  });
  await new Teams(t.serverClient()).createMembership({
    teamId: teamOf(STORES.A.id),
    roles: ['manager'],
    userId: managerA.user.$id,
  });
  const batch = (id: string, store: string, product: string, days: number, stock: number, price: number) => ({
    $id: id,
    store_id: store,
    product_id: product,
    batch: id.slice(-8).toUpperCase(),
    expiry: at(days),
    stock,
    selling_price: price,
    mrp: 200,
  });
  await m.tablesDB.createRows({
    databaseId: DB,
    tableId: 'store_inventory',
    rows: [
      batch('exp-a-10', STORES.A.id, PRODUCTS.otc.$id, 10, 4, 27.45), // 30-day band: 4 × 2745 = 10,980 paise
      batch('exp-a-60', STORES.A.id, PRODUCTS.rush.$id, 60, 3, 22.5), // 90-day band: 3 × 2250 = 6,750
      batch('exp-a-120', STORES.A.id, PRODUCTS.h.$id, 120, 9, 100), // later than 90 days
      batch('exp-a-past', STORES.A.id, PRODUCTS.h.$id, -1, 9, 100), // already expired
      batch('exp-a-empty', STORES.A.id, PRODUCTS.h.$id, 20, 0, 100), // none left
      { ...batch('exp-a-staged', STORES.A.id, PRODUCTS.h.$id, 15, 5, 100), import_id: 'imp-x', visible: false },
      batch('exp-b-10', STORES.B.id, PRODUCTS.otc.$id, 10, 50, 26), // another store's
    ],
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Reply {
  bands: Array<{ days: number; batches: number; units: number; value_paise: number }>;
  batches: Array<{ inventory_id: string; product_name: string; stock: number; value_paise: number; band: number }>;
  batch_count: number;
}
const expiring = (who: SignedInUser, storeId: string = STORES.A.id) =>
  run<Reply>(who, 'inventory', { action: 'expiring_value', store_id: storeId });

describe('expiring_value', () => {
  it('sums store A’s batches expiring within 30 and 90 days at the selling price, in paise', async () => {
    const reply = await expiring(managerA);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.bands).toEqual([
      { days: 30, batches: 1, units: 4, value_paise: 10_980 },
      { days: 90, batches: 2, units: 7, value_paise: 17_730 },
    ]);
    expect(reply.body.batch_count).toBe(2);
    expect(reply.body.batches.map((b) => [b.inventory_id, b.product_name, b.stock, b.value_paise, b.band])).toEqual([
      ['exp-a-10', PRODUCTS.otc.name, 4, 10_980, 30],
      ['exp-a-60', PRODUCTS.rush.name, 3, 6_750, 90],
    ]);
    // The fixture's own batches (400 days) are not read.
    expect(reply.body.batches.some((b) => b.inventory_id === INVENTORY_A.otc.id)).toBe(false);
  });

  it('a platform admin reads it; another store reads its own', async () => {
    const admin = await expiring(m.admin);
    expect(admin.status).toBe(200);
    expect(admin.body.bands[1]).toMatchObject({ value_paise: 17_730 });
    const ownB = await expiring(m.staffB, STORES.B.id);
    expect(ownB.status).toBe(200);
    expect(ownB.body.bands[0]).toEqual({ days: 30, batches: 1, units: 50, value_paise: 130_000 });
  });

  it('staff, the pharmacist by role, another store’s owner and a customer get 403', async () => {
    for (const who of [m.staffA, m.pharmacistA, m.staffB, m.customer]) {
      const reply = await expiring(who);
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body.code).toBe('analytics_role_forbidden');
      expect(reply.body).not.toHaveProperty('bands');
    }
    // An unknown store: refused, nothing read.
    const unknown = await expiring(managerA, 'no-such-store');
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.body).not.toHaveProperty('bands');
  });

  it('a bad store id is refused', async () => {
    const reply = await run<Models.Row>(managerA, 'inventory', { action: 'expiring_value' });
    expect(reply.status).toBe(400);
  });
});
