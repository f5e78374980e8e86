import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client as WebClient, ID, Permission, Role, TablesDB as WebTablesDB, type AppwriteException as WebException, type Models } from 'appwrite';
import { TablesDB as ServerTablesDB, Teams, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { signIn, type SignedInUser } from '../web-client.ts';

/**
 * The permission matrix of docs/permissions.md, asserted cell by cell against the dev server:
 * every actor × every table in appwrite.json × list/get/create/update/delete. EXPECTED below is
 * the one place the expectations live; it is a transcription of docs/permissions.md (where the
 * docs split "row X"/"row Y", the row under test is store X's / customer A's / staff X's).
 */
type Actor = 'guest' | 'customerA' | 'customerB' | 'staffX' | 'ownerX' | 'staffY' | 'admin' | 'key';
type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';
/**
 * ok = allowed; own = list shows only the caller's rows; none = list answers 200 with no rows;
 * sees / hidden = list answers 200 with / without the row under test; 401/404 = that error.
 */
type Outcome = 'ok' | 'own' | 'none' | 'sees' | 'hidden' | 401 | 404;

const ACTORS: Actor[] = ['guest', 'customerA', 'customerB', 'staffX', 'ownerX', 'staffY', 'admin', 'key'];
const OPERATIONS: Operation[] = ['list', 'get', 'create', 'update', 'delete'];

const all = (o: Outcome): Record<Actor, Outcome> => Object.fromEntries(ACTORS.map((a) => [a, o])) as Record<Actor, Outcome>;
const only = (allowed: Actor[], otherwise: Outcome): Record<Actor, Outcome> =>
  Object.fromEntries(ACTORS.map((a) => [a, allowed.includes(a) ? 'ok' : otherwise])) as Record<Actor, Outcome>;
const catalogue: Record<Operation, Record<Actor, Outcome>> = {
  list: all('ok'),
  get: all('ok'),
  create: only(['admin', 'key'], 401),
  update: only(['admin', 'key'], 401),
  delete: only(['admin', 'key'], 401),
};

/**
 * Order data: a row of customer A's order at store X. docs/permissions.md does not cover these
 * tables yet; the cells follow appwrite.json (table read/update for label:admin, no client create)
 * and the row permissions the functions set (place-order: read user:A + read/update team:store-X on
 * orders, read-only copies on items/events; order-state: refund requests like orders).
 */
const listedFor = (who: Actor[]): Record<Actor, Outcome> =>
  Object.fromEntries(ACTORS.map((a) => [a, who.includes(a) ? 'sees' : 'hidden'])) as Record<Actor, Outcome>;
const orderReaders: Actor[] = ['customerA', 'staffX', 'ownerX', 'admin', 'key'];
const orderData = (updaters: Actor[]): Record<Operation, Record<Actor, Outcome>> => ({
  list: listedFor(orderReaders),
  get: only(orderReaders, 404),
  create: only(['key'], 401),
  update: only(updaters, 401),
  delete: only(['key'], 401),
});

const EXPECTED: Record<string, Record<Operation, Record<Actor, Outcome>>> = {
  categories: catalogue,
  products: catalogue,
  blog_posts: catalogue,
  testimonials: catalogue,
  banners: catalogue,
  settings: catalogue,
  // Row under test: store X. Its row grants update to X's owner (and X's team admins).
  stores: { ...catalogue, update: only(['ownerX', 'admin', 'key'], 401) },
  // Row under test: a line of store X's inventory; every member of X's team may update it.
  store_inventory: { ...catalogue, update: only(['staffX', 'ownerX', 'admin', 'key'], 401) },
  // Row under test: staff X's own membership row. Only API keys write.
  store_admins: {
    list: { guest: 'none', customerA: 'none', customerB: 'none', staffX: 'own', ownerX: 'own', staffY: 'own', admin: 'ok', key: 'ok' },
    get: only(['staffX', 'admin', 'key'], 404),
    create: only(['key'], 401),
    update: only(['key'], 401),
    delete: only(['key'], 401),
  },
  // Row under test: customer A's address.
  addresses: {
    list: { guest: 'none', customerA: 'own', customerB: 'own', staffX: 'own', ownerX: 'own', staffY: 'own', admin: 'own', key: 'ok' },
    get: only(['customerA', 'key'], 404),
    create: { ...all('ok'), guest: 401 },
    update: only(['customerA', 'key'], 401),
    delete: only(['customerA', 'key'], 401),
  },
  orders: orderData(['staffX', 'ownerX', 'admin', 'key']),
  order_items: orderData(['key']),
  order_events: orderData(['key']),
  refund_requests: orderData(['staffX', 'ownerX', 'admin', 'key']),
  // A prescription row readable by its customer (test fixture convention); admins review it.
  prescriptions: {
    list: listedFor(['customerA', 'admin', 'key']),
    get: only(['customerA', 'admin', 'key'], 404),
    create: only(['key'], 401),
    update: only(['admin', 'key'], 401),
    delete: only(['key'], 401),
  },
  // A partner application: its applicant reads it, admins read every one, only store-onboarding (key) writes.
  store_applications: {
    list: listedFor(['customerA', 'admin', 'key']),
    get: only(['customerA', 'admin', 'key'], 404),
    create: only(['key'], 401),
    update: only(['key'], 401),
    delete: only(['key'], 401),
  },
  // Append-only: functions write with the key, admins read, nobody changes a row.
  audit_log: {
    list: listedFor(['admin', 'key']),
    get: only(['admin', 'key'], 404),
    create: only(['key'], 401),
    update: only(['key'], 401),
    delete: only(['key'], 401),
  },
};

const DB = 'instamg';
const X = 'dl-dwarka-sec6';
const Y = 'dl-janakpuri-c';
const PASSWORD = 'Matrix-pass-2026';
const schemaTables = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../appwrite.json'), 'utf8')) as { tables: { $id: string }[] }).tables.map((t) => t.$id);

let t: TestServer;
let tables: ServerTablesDB;
const people = {} as Record<Exclude<Actor, 'guest' | 'key'>, SignedInUser>;

let counter = 0;
const unique = (): string => `${Date.now().toString(36)}${++counter}`;

/** A valid new row for each table (unique columns made unique). */
function rowData(table: string, owner = 'nobody'): Record<string, unknown> {
  const u = unique();
  switch (table) {
    case 'categories': return { name: `Cat ${u}`, slug: `cat-${u}` };
    case 'products': return { name: `Med ${u}`, slug: `med-${u}`, salt_composition: 'Paracetamol 500mg', salt_key: 'paracetamol-500', dosage_form: 'tablet', pack_size: '10 tablets', manufacturer: 'Cipla', mrp: 20, price: 18, schedule: 'none', rx_required: false, gst_rate: 5, hsn: '3004', category_id: 'c1' };
    case 'blog_posts': return { title: `Post ${u}`, slug: `post-${u}`, excerpt: 'e', content: 'c', author: 'a' };
    case 'testimonials': return { name: 'Ravi', city: 'Pune', rating: 5, text: 'Fast' };
    case 'banners': return { title: `Banner ${u}`, image_url: '/b.png' };
    case 'settings': return { key: `k-${u}`, value: 'v' };
    case 'stores': return { name: `Store ${u}`, address: 'a', city: 'Delhi', state: 'Delhi', postal_code: '110075', location: [77.04, 28.59], phone: '+911100000000', drug_license_number: 'DL-1', gstin: '07AAAAA0000A1Z5', team_id: `store-${u}` };
    case 'store_inventory': return { store_id: X, product_id: 'p1', batch: `B-${u}`, expiry: '2027-01-31T00:00:00.000+00:00', stock: 5, selling_price: 10, mrp: 12 };
    case 'store_admins': return { user_id: `u-${u}`, store_id: `s-${u}`, role: 'staff' }; // (user_id, store_id) is unique
    case 'addresses': return { user_id: owner, name: 'Home', address_line1: '1 Main Rd', city: 'Delhi', state: 'Delhi', postal_code: '110075' };
    case 'orders': return {
      customer_id: owner, store_id: X, store_team_id: `store-${X}`, store_name: 'Store X', store_licence: 'DL-1', store_gstin: '07AAAAA0000A1Z5', status: 'placed', payment_status: 'pending', delivery_mode: 'express',
      address_line1: '1 Main Rd', city: 'Delhi', state: 'Delhi', postal_code: '110075', latitude: 28.59, longitude: 77.04, distance_km: 1.2, item_count: 1, items_mrp_total: 12, items_total: 10,
      discount: 0, delivery_fee: 0, gst_total: 0.5, total: 10, currency: 'INR', rx_status: 'not_required',
    };
    case 'order_items': return { order_id: `o-${u}`, product_id: 'p1', inventory_id: 'i1', batch: 'B1', product_name: 'Dolo 650', schedule: 'none', rx_required: false, quantity: 1, mrp: 12, unit_price: 10, line_total: 10, gst_rate: 5, gst_amount: 0.48 };
    case 'order_events': return { order_id: `o-${u}`, type: 'placed', actor_role: 'customer' };
    case 'prescriptions': return { user_id: owner, file_id: `f-${u}`, status: 'pending' };
    case 'refund_requests': return { order_id: `o-${u}`, user_id: owner, store_id: X, reason: 'Damaged strip', status: 'open', amount: 10 };
    // applicant_id is unique (one application per applicant); who reads the row is its permission.
    case 'audit_log': return { actor_id: 'admin', actor_role: 'admin', action: 'approve', entity_type: 'store_application', entity_id: `a-${u}` };
    case 'store_applications': return { applicant_id: `a-${u}`, status: 'submitted', legal_name: 'Matrix Pharma' };
    default: throw new Error(`no fixture row for table ${table}: add one when appwrite.json gains a table`);
  }
}

/** The column each table's update cell changes, and a harmless new value. */
const UPDATE: Record<string, Record<string, unknown>> = {
  categories: { description: 'changed' }, products: { description: 'changed' }, blog_posts: { excerpt: 'changed' }, testimonials: { city: 'Mumbai' },
  banners: { subtitle: 'changed' }, settings: { value: 'changed' }, stores: { hours: '9-21' }, store_inventory: { stock: 7 },
  store_admins: { role: 'manager' }, addresses: { name: 'Work' }, orders: { rx_reason: 'checked' }, order_items: { pack_size: '10 tablets' },
  order_events: { note: 'checked' }, prescriptions: { note: 'checked' }, refund_requests: { reason: 'Seal broken' },
  store_applications: { reviewer_note: 'checked' }, audit_log: { note: 'changed' },
};

/** Row permissions as the seed and functions set them (docs/permissions.md). */
function fixturePermissions(table: string, ownerId: string): string[] {
  switch (table) {
    case 'stores': return [Permission.update(Role.team(`store-${X}`, 'owner')), Permission.update(Role.team(`store-${X}`, 'admin'))];
    case 'store_inventory': return [Permission.update(Role.team(`store-${X}`))];
    case 'store_admins': return [Permission.read(Role.user(ownerId))];
    case 'addresses': return ['read', 'update', 'delete'].map((a) => `${a}("user:${ownerId}")`);
    case 'orders':
    case 'refund_requests': return [Permission.read(Role.user(ownerId)), Permission.read(Role.team(`store-${X}`)), Permission.update(Role.team(`store-${X}`))];
    case 'order_items':
    case 'order_events': return [Permission.read(Role.user(ownerId)), Permission.read(Role.team(`store-${X}`))];
    case 'prescriptions':
    case 'store_applications': return [Permission.read(Role.user(ownerId))];
    default: return [];
  }
}

/** Whose row the matrix's "row under test" is. */
const CUSTOMER_ROWS = ['addresses', 'orders', 'order_items', 'order_events', 'prescriptions', 'refund_requests', 'store_applications'];
const rowOwner = (table: string): Actor => (CUSTOMER_ROWS.includes(table) ? 'customerA' : table === 'store_admins' ? 'staffX' : 'key');
const userIdOf = (actor: Actor): string => (actor === 'guest' || actor === 'key' ? 'nobody' : people[actor].user.$id);

async function fixtureRow(table: string): Promise<Models.Row> {
  const owner = userIdOf(rowOwner(table));
  const data = table === 'store_admins' ? { ...rowData(table), user_id: owner } : rowData(table, owner);
  return tables.createRow({ databaseId: DB, tableId: table, rowId: ID.unique(), data, permissions: fixturePermissions(table, owner) });
}

async function newUser(name: string, labels: string[] = []): Promise<string> {
  const users = new Users(t.serverClient());
  const user = await users.create({ userId: ID.unique(), email: `${name.toLowerCase()}-${unique()}@example.in`, password: PASSWORD, name });
  if (labels.length) await users.updateLabels({ userId: user.$id, labels });
  return user.email;
}

beforeAll(async () => {
  t = await startTestServer();
  tables = new ServerTablesDB(t.serverClient());
  const emails = {
    customerA: await newUser('CustomerA'),
    customerB: await newUser('CustomerB'),
    staffX: await newUser('StaffX'),
    ownerX: await newUser('OwnerX'),
    staffY: await newUser('StaffY'),
    admin: await newUser('Admin', ['admin']),
  };
  for (const [actor, email] of Object.entries(emails)) people[actor as keyof typeof people] = await signIn(t, { email, password: PASSWORD });
  const teams = new Teams(t.serverClient());
  for (const store of [X, Y]) await teams.create({ teamId: `store-${store}`, name: `Store ${store}`, roles: ['owner', 'admin', 'manager', 'staff'] });
  await teams.createMembership({ teamId: `store-${X}`, roles: ['staff'], userId: people.staffX.user.$id });
  await teams.createMembership({ teamId: `store-${X}`, roles: ['owner'], userId: people.ownerX.user.$id });
  await teams.createMembership({ teamId: `store-${Y}`, roles: ['staff'], userId: people.staffY.user.$id });
  // Each store person's own store_admins row, and an address for each customer, so "own" lists have something to show.
  for (const [actor, store, role] of [['staffX', X, 'staff'], ['ownerX', X, 'owner'], ['staffY', Y, 'staff']] as const) {
    const id = people[actor].user.$id;
    await tables.createRow({ databaseId: DB, tableId: 'store_admins', rowId: ID.unique(), data: { user_id: id, store_id: store, role }, permissions: [Permission.read(Role.user(id))] });
  }
  for (const actor of ['customerA', 'customerB'] as const) {
    const id = people[actor].user.$id;
    await tables.createRow({ databaseId: DB, tableId: 'addresses', rowId: ID.unique(), data: rowData('addresses', id), permissions: fixturePermissions('addresses', id) });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Rows = Pick<ServerTablesDB, 'listRows' | 'getRow' | 'createRow' | 'updateRow' | 'deleteRow'>;
function client(actor: Actor): Rows {
  if (actor === 'key') return tables;
  // A guest is the web SDK without a session: exactly what a visitor's browser sends.
  if (actor === 'guest') return new WebTablesDB(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId)) as unknown as Rows;
  return people[actor].tablesDB as unknown as Rows;
}

/** What actually happened: ok, or the error code (with the Appwrite type for the report). */
async function attempt(run: () => Promise<unknown>): Promise<{ outcome: 'ok' | number; type?: string; value?: unknown }> {
  try {
    return { outcome: 'ok', value: await run() };
  } catch (err) {
    const e = err as WebException;
    if (typeof e.code !== 'number' || !e.type) throw err;
    return { outcome: e.code, type: e.type };
  }
}

describe('permission matrix: every actor × every table in appwrite.json × list/get/create/update/delete', () => {
  it('EXPECTED covers exactly the tables appwrite.json declares', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...schemaTables].sort());
  });

  for (const table of schemaTables) {
    describe(table, () => {
      const expected = EXPECTED[table];
      let target: Models.Row;
      beforeAll(async () => {
        target = await fixtureRow(table);
      });

      for (const operation of OPERATIONS) {
        for (const actor of ACTORS) {
          const want = expected?.[operation][actor];
          it(`${actor} ${operation} → ${want ?? 'MISSING FROM EXPECTED'}`, async () => {
            if (!want) throw new Error(`EXPECTED has no cell for ${table}/${operation}/${actor}`);
            const rows = client(actor);
            const self = userIdOf(actor);
            let victim = target;
            if (operation === 'delete') victim = await fixtureRow(table); // deleting must not remove the shared row
            const result = await attempt(() => {
              switch (operation) {
                case 'list': return rows.listRows({ databaseId: DB, tableId: table });
                case 'get': return rows.getRow({ databaseId: DB, tableId: table, rowId: victim.$id });
                case 'create': {
                  const data = rowData(table, self);
                  return rows.createRow({ databaseId: DB, tableId: table, rowId: ID.unique(), data: data as never });
                }
                case 'update': return rows.updateRow({ databaseId: DB, tableId: table, rowId: victim.$id, data: UPDATE[table] as never });
                case 'delete': return rows.deleteRow({ databaseId: DB, tableId: table, rowId: victim.$id });
              }
            });
            if (typeof want === 'number') {
              expect(result.outcome, `${actor} ${operation} on ${table}: got ${result.outcome} ${result.type ?? ''}`).toBe(want);
              expect(result.type).toBe(want === 404 ? 'row_not_found' : 'user_unauthorized');
              return;
            }
            expect(result.outcome, `${actor} ${operation} on ${table}: got ${result.outcome} ${result.type ?? ''}`).toBe('ok');
            if (operation === 'list') {
              const list = result.value as Models.RowList<Models.Row & { user_id?: string }>;
              if (want === 'none') expect(list.rows).toEqual([]);
              if (want === 'sees') expect(list.rows.map((r) => r.$id)).toContain(victim.$id);
              if (want === 'hidden') expect(list.rows.map((r) => r.$id)).not.toContain(victim.$id);
              if (want === 'own') {
                expect(list.rows.every((r) => r.user_id === self)).toBe(true);
                expect(list.total).toBe(list.rows.length);
              }
              if (want === 'ok' && (table === 'addresses' || table === 'store_admins')) {
                // "all": rows of several different users are visible.
                expect(new Set(list.rows.map((r) => r.user_id)).size).toBeGreaterThan(1);
              }
            }
            if (operation === 'get') expect((result.value as Models.Row).$id).toBe(victim.$id);
            if (operation === 'update') expect(result.value).toMatchObject(UPDATE[table]!);
            if (operation === 'delete') expect((await attempt(() => tables.getRow({ databaseId: DB, tableId: table, rowId: victim.$id }))).outcome).toBe(404);
          });
        }
      }
    });
  }

  it('owner-only lists really show the caller’s rows: staff X sees exactly one store_admins row, customer A exactly their addresses', async () => {
    const staffRows = await people.staffX.tablesDB.listRows({ databaseId: DB, tableId: 'store_admins' });
    expect(staffRows.total).toBeGreaterThan(0);
    expect(staffRows.rows.every((r) => r.user_id === people.staffX.user.$id)).toBe(true);
    const aRows = await people.customerA.tablesDB.listRows({ databaseId: DB, tableId: 'addresses' });
    expect(aRows.total).toBeGreaterThan(0);
    expect(aRows.rows.every((r) => r.user_id === people.customerA.user.$id)).toBe(true);
    const bRows = await people.customerB.tablesDB.listRows({ databaseId: DB, tableId: 'addresses' });
    expect(bRows.rows.some((r) => r.user_id === people.customerA.user.$id)).toBe(false);
  });
});
