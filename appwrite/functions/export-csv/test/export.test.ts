// The panel grid's data layer (shared/src/grid/grid-data.ts) and the export-csv function, run by
// the dev server over 5,150 orders inserted with the API key: paging both ways, sort, filters, the
// count cap, the whole filtered view as CSV, and who may export and download what.
import { Client as WebClient, Functions as WebFunctions } from 'appwrite';
import { ID, Permission, Role, TablesDB, Teams, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { signIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import {
  downloadExport,
  exportStatus,
  fetchGridPage,
  startExport,
  type ExportStatus,
} from '@instamg/shared/grid/grid-data';
import {
  TOTAL_COUNT_CAP,
  defaultGridView,
  formatRowCount,
  type GridSpec,
  type GridView,
} from '@instamg/shared/grid/grid-query';
import { ORDERS_GRID, STORE_ORDERS_GRID } from '@instamg/shared/grid/grid-specs';
import { nextPage, previousPage, withFilters } from '@instamg/shared/grid/grid-url';

const ORDER_COUNT = 5150;
const OF_CUSTOMER_A = 40;
const STATUSES = ['placed', 'confirmed', 'processing', 'out_for_delivery', 'delivered', 'cancelled'] as const;
const PASSWORD = 'Export-pass-2026';
/** A store name a spreadsheet would run as a formula, with a quote and a comma for good measure. */
const HOSTILE_STORE = '=HYPERLINK("http://evil.example","Click, me")';

interface Fixture {
  $id: string;
  $createdAt: string;
  status: string;
  total: number;
  store_name: string;
  customer: 'A' | 'B';
}

let t: TestServer;
let admin: SignedInUser;
let customerA: SignedInUser;
let customerB: SignedInUser;
const fixtures: Fixture[] = [];

function orderData(f: Fixture, customerId: string) {
  return {
    $id: f.$id,
    $createdAt: f.$createdAt,
    $updatedAt: f.$createdAt,
    $permissions: [Permission.read(Role.user(customerId))],
    customer_id: customerId,
    store_id: 'store-x',
    store_team_id: 'store-store-x',
    store_name: f.store_name,
    store_licence: 'DL-TEST-1',
    store_gstin: '07AAAAA0000A1Z5',
    status: f.status,
    payment_status: f.status === 'placed' ? 'pending' : 'paid',
    delivery_mode: 'express',
    address_line1: '1 Test Road',
    city: 'New Delhi',
    state: 'Delhi',
    postal_code: '110001',
    latitude: 28.63,
    longitude: 77.21,
    distance_km: 1.2,
    item_count: 1 + (fixtures.indexOf(f) % 5),
    items_mrp_total: f.total,
    items_total: f.total,
    discount: 0,
    delivery_fee: 0,
    gst_total: 0,
    total: f.total,
    currency: 'INR',
    rx_status: 'not_required',
  };
}

async function person(users: Users, label: string, admin = false): Promise<SignedInUser> {
  const email = `export.${label}.${Date.now()}@example.in`;
  const user = await users.create({ userId: ID.unique(), email, password: PASSWORD, name: label });
  if (admin) await users.updateLabels({ userId: user.$id, labels: ['admin'] });
  return signIn(t, { email, password: PASSWORD });
}

beforeAll(async () => {
  t = await startTestServer();
  const users = new Users(t.serverClient());
  [admin, customerA, customerB] = await Promise.all([
    person(users, 'admin', true),
    person(users, 'customer-a'),
    person(users, 'customer-b'),
  ]);
  // Ten minutes apart from 1 Oct 2026 (about five weeks); totals spread and unique.
  const start = Date.parse('2026-10-01T00:00:00.000+05:30');
  for (let i = 0; i < ORDER_COUNT; i++) {
    fixtures.push({
      $id: `ord_${String(i).padStart(5, '0')}`,
      $createdAt: new Date(start + i * 10 * 60_000).toISOString(),
      status: STATUSES[i % STATUSES.length]!,
      total: 100 + ((i * 7919) % ORDER_COUNT) + 0.5,
      store_name: i === 7 ? HOSTILE_STORE : `Store ${i % 13}`,
      customer: i < OF_CUSTOMER_A ? 'A' : 'B',
    });
  }
  const tablesDB = new TablesDB(t.serverClient());
  for (let i = 0; i < fixtures.length; i += 1000) {
    const rows = fixtures
      .slice(i, i + 1000)
      .map((f) => orderData(f, f.customer === 'A' ? customerA.user.$id : customerB.user.$id));
    await tablesDB.createRows({ databaseId: 'instamg', tableId: 'orders', rows });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const newestFirst = (a: Fixture, b: Fixture) => b.$createdAt.localeCompare(a.$createdAt);
const ids = (rows: readonly { $id: string }[]) => rows.map((row) => row.$id);

describe('the grid data layer, as the admin (table-level read)', () => {
  it('pages forward and back with cursors over more than 5,000 rows, the count capped at 5,000', async () => {
    const expected = [...fixtures].sort(newestFirst);
    let view: GridView = defaultGridView(ORDERS_GRID);
    const first = await fetchGridPage(admin.tablesDB, ORDERS_GRID, view);
    expect(first).toMatchObject({ hasPrevious: false, hasNext: true, total: TOTAL_COUNT_CAP });
    expect(formatRowCount(first.total)).toBe('5,000+');
    expect(ids(first.rows)).toEqual(ids(expected.slice(0, 25)));

    const pages = [first];
    for (let page = 2; page <= 4; page++) {
      view = nextPage(view, pages.at(-1)!.rows.at(-1)!.$id);
      pages.push(await fetchGridPage(admin.tablesDB, ORDERS_GRID, view));
      expect(ids(pages.at(-1)!.rows), `page ${page}`).toEqual(ids(expected.slice((page - 1) * 25, page * 25)));
      expect(pages.at(-1)).toMatchObject({ hasPrevious: true, hasNext: true });
    }
    // Back from page 4 to 3 ("before" its first row), then to 2, then the plain first page.
    for (let page = 3; page >= 1; page--) {
      view = previousPage(view, (await fetchGridPage(admin.tablesDB, ORDERS_GRID, view)).rows[0]!.$id);
      const back = await fetchGridPage(admin.tablesDB, ORDERS_GRID, view);
      expect(ids(back.rows), `back to page ${page}`).toEqual(ids(expected.slice((page - 1) * 25, page * 25)));
      expect(back.hasPrevious).toBe(page > 1);
    }
    expect(view.cursor).toBeNull();
  });

  it('reaches the last page of a filtered, sorted view and knows there is no next one', async () => {
    const expected = fixtures.filter((f) => f.status === 'delivered').sort((a, b) => a.total - b.total);
    let view = withFilters(defaultGridView(ORDERS_GRID), {
      filters: { status: 'delivered' },
      sort: { field: 'total', direction: 'asc' },
      pageSize: 100,
    });
    const seen: string[] = [];
    for (;;) {
      const page = await fetchGridPage(admin.tablesDB, ORDERS_GRID, view);
      expect(page.total).toBe(expected.length);
      seen.push(...ids(page.rows));
      if (!page.hasNext) break;
      view = nextPage(view, page.rows.at(-1)!.$id);
    }
    expect(seen).toEqual(ids(expected));
    expect(view.page).toBe(Math.ceil(expected.length / 100));
  });

  it('filters by the days of India, from and to inclusive', async () => {
    const from = Date.parse('2026-10-05T00:00:00.000+05:30');
    const to = Date.parse('2026-10-07T00:00:00.000+05:30');
    const expected = fixtures
      .filter((f) => Date.parse(f.$createdAt) >= from && Date.parse(f.$createdAt) < to && f.status === 'placed')
      .sort(newestFirst);
    const view = withFilters(defaultGridView(ORDERS_GRID), {
      filters: { status: 'placed', from: '2026-10-05', to: '2026-10-06' },
      pageSize: 100,
    });
    const page = await fetchGridPage(admin.tablesDB, ORDERS_GRID, view);
    expect(expected.length).toBeGreaterThan(0);
    expect(page.total).toBe(expected.length);
    expect(ids(page.rows)).toEqual(ids(expected));
  });
});

async function exportAs(
  person: SignedInUser,
  view: GridView,
  spec: GridSpec = ORDERS_GRID,
): Promise<{ executionId: string; csv: string }> {
  const executionId = await startExport(person.functions, spec, view);
  let status: ExportStatus = { state: 'running' };
  for (let polls = 0; status.state === 'running' && polls < 240; polls++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = await exportStatus(person.functions, executionId);
  }
  expect(status).toEqual({ state: 'ready', fileId: executionId });
  const bytes = await downloadExport(person.client, person.storage, executionId);
  return { executionId, csv: Buffer.from(bytes).toString('utf8') };
}

/** Splits the export's CSV into records (our cells never hold line breaks, so CRLF ends a record). */
const records = (csv: string) => csv.split('\r\n').slice(0, -1);
/** A record's first cell (an id: quoted like every text cell, never holding a comma). */
const firstCell = (line: string) => line.split(',')[0]!.replace(/^"(.*)"$/, '$1');

describe('export-csv', () => {
  it("writes the admin's whole filtered view — all 5,150 rows, in the grid's order — as Excel-safe CSV", async () => {
    const { csv } = await exportAs(admin, defaultGridView(ORDERS_GRID));
    expect(
      csv.startsWith(
        '\uFEFF"Order ID","Order number","Placed at","Status","Store","City","Delivery","Items","Total (INR)","Payment"\r\n',
      ),
    ).toBe(true);
    const lines = records(csv.slice(1));
    expect(lines).toHaveLength(ORDER_COUNT + 1);
    const expected = [...fixtures].sort(newestFirst);
    expect(lines.slice(1).map(firstCell)).toEqual(ids(expected));
    // The formula is text with a leading quote, quoted as RFC 4180 asks (inner quotes doubled);
    // every text cell is quoted (shared/src/domain/csv.ts).
    const hostile = lines.find((line) => line.startsWith('"ord_00007",'))!;
    expect(hostile).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click, me"")",`);
    expect(lines[1]).toMatch(
      /^"ord_05149",,"2026-11-05T\d\d:\d\d:00\.000\+00:00","\w+","Store \d+","New Delhi","express",\d,\d+\.5,"(paid|pending)"$/,
    );
  });

  it('exports only the rows the caller may read, to a file nobody else can read', async () => {
    const { executionId, csv } = await exportAs(
      customerA,
      withFilters(defaultGridView(ORDERS_GRID), { sort: { field: 'total', direction: 'desc' } }),
    );
    const exported = records(csv.slice(1)).slice(1).map(firstCell);
    const own = fixtures.filter((f) => f.customer === 'A').sort((a, b) => b.total - a.total);
    expect(exported).toEqual(ids(own));

    await expect(customerB.storage.getFile({ bucketId: 'exports', fileId: executionId })).rejects.toMatchObject({
      code: 404,
    });
    await expect(downloadExport(customerB.client, customerB.storage, executionId)).rejects.toMatchObject({ code: 404 });
    await expect(downloadExport(admin.client, admin.storage, executionId)).rejects.toMatchObject({ code: 404 });
    // Nor can the customer write to or delete it.
    await expect(customerA.storage.deleteFile({ bucketId: 'exports', fileId: executionId })).rejects.toMatchObject({
      code: 401,
    });
  });

  it("refuses guests, and a grid, filter or sort the spec does not offer, with Appwrite's error JSON", async () => {
    const guest = new WebFunctions(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId));
    await expect(guest.createExecution({ functionId: 'export-csv', body: '{}' })).rejects.toMatchObject({
      code: 401,
      type: 'user_unauthorized',
    });

    const run = async (body: unknown) => {
      const execution = await admin.functions.createExecution({ functionId: 'export-csv', body: JSON.stringify(body) });
      return {
        status: execution.responseStatusCode,
        body: JSON.parse(execution.responseBody) as { code: string; message: string },
      };
    };
    expect(await run({ grid: 'users', view: {} })).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    expect(await run({ grid: 'orders', view: { filters: { customer_id: 'x' } } })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    expect(
      await run({ grid: 'orders', view: { sort: { field: 'payment_session_id', direction: 'asc' } } }),
    ).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    expect(await run({ grid: 'orders', view: { filters: { status: ['placed'] } } })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
  });
});

// Last in the file: it adds rows the tests above do not count.
describe('the store inbox grid (store_orders, issue 15)', () => {
  it("lists and exports a tab of the member's own store only; staff of another store get none of its orders", async () => {
    const users = new Users(t.serverClient());
    const teams = new Teams(t.serverClient());
    const [staffX, staffY] = await Promise.all([person(users, 'staff-x'), person(users, 'staff-y')]);
    await teams.create({ teamId: 'store-store-x', name: 'Store X' });
    await teams.create({ teamId: 'store-store-y', name: 'Store Y' });
    await teams.createMembership({ teamId: 'store-store-x', roles: ['staff'], userId: staffX.user.$id });
    await teams.createMembership({ teamId: 'store-store-y', roles: ['staff'], userId: staffY.user.$id });
    const at = '2026-11-20T10:00:00.000+05:30';
    const row = (id: string, status: string, payment: string) => ({
      ...orderData({ $id: id, $createdAt: at, status, total: 99.5, store_name: 'Store X', customer: 'A' }, 'c'),
      payment_status: payment,
      item_count: 1,
      $permissions: [Permission.read(Role.team('store-store-x'))],
    });
    await new TablesDB(t.serverClient()).createRows({
      databaseId: 'instamg',
      tableId: 'orders',
      rows: [
        row('inbox_confirmed', 'confirmed', 'paid'),
        row('inbox_processing', 'processing', 'paid'),
        row('inbox_placed', 'placed', 'paid'),
        row('inbox_unpaid', 'placed', 'pending'),
      ],
    });
    const preparing = withFilters(defaultGridView(STORE_ORDERS_GRID), {
      filters: { store: 'store-x', tab: 'preparing' },
    });
    const newTab = withFilters(defaultGridView(STORE_ORDERS_GRID), { filters: { store: 'store-x', tab: 'new' } });

    const page = await fetchGridPage(staffX.tablesDB, STORE_ORDERS_GRID, preparing);
    expect(page.rows.map((r) => r.$id).sort()).toEqual(['inbox_confirmed', 'inbox_processing']);
    // New lists the paid order only: an unpaid one is not the store's business yet.
    expect((await fetchGridPage(staffX.tablesDB, STORE_ORDERS_GRID, newTab)).rows.map((r) => r.$id)).toEqual([
      'inbox_placed',
    ]);
    const { csv } = await exportAs(staffX, preparing, STORE_ORDERS_GRID);
    expect(records(csv.slice(1)).slice(1).map(firstCell).sort()).toEqual(['inbox_confirmed', 'inbox_processing']);

    // Store Y's staff asking for store X's tab: nothing, by row security (the filter is not the guard).
    expect((await fetchGridPage(staffY.tablesDB, STORE_ORDERS_GRID, preparing)).rows).toEqual([]);
    const other = await exportAs(staffY, preparing, STORE_ORDERS_GRID);
    expect(records(other.csv.slice(1))).toHaveLength(1);
  });
});
