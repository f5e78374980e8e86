// The store panel's Closed tab (issue 33): order-state writes a closing store_order_decisions row
// (with the order's number and item count) when a store rejects an order, lets it time out, loses
// it to an admin's reassignment, delivers it or sees it cancelled; the tab is the grid
// store_closed_orders over those rows. Only the store's own team reads them: not the customer, not
// another store's staff, not a member removed from the team — through the grid and its CSV export.
import { Query, Teams } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { DB, STORES, buildMarketplace, deliverOrder, orderRow, teamOf, type Marketplace } from '../orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../web-client.ts';
import { act, paidOrder } from '../../../functions/order-state/test/sdk-orders.ts';
import { defaultGridView, type GridView } from '@instamg/shared/grid/grid-query';
import { STORE_CLOSED_ORDERS_GRID } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import type { StoreOrderDecisionsRow } from '@instamg/shared/appwrite/rows';
import {
  downloadExport,
  exportStatus,
  fetchGridPage,
  startExport,
  type ExportStatus,
} from '@instamg/shared/grid/grid-data';

let t: TestServer;
let m: Marketplace;
beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'closed');
  // Store B stocks the Schedule H medicine cheaper than A, so an order of it rejected at A moves there.
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_inventory',
    rowId: 'inv-b-h',
    data: {
      store_id: STORES.B.id,
      product_id: 'p-h',
      batch: 'BH1',
      expiry: new Date(Date.now() + 400 * 86400_000).toISOString(),
      stock: 50,
      selling_price: 100,
      mrp: 120,
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const closedView = (storeId: string, filters: Record<string, string> = {}): GridView =>
  withFilters(defaultGridView(STORE_CLOSED_ORDERS_GRID), { filters: { tab: 'closed', store: storeId, ...filters } });

const closedRows = async (who: SignedInUser, storeId: string, filters: Record<string, string> = {}) =>
  (await fetchGridPage<StoreOrderDecisionsRow>(who.tablesDB, STORE_CLOSED_ORDERS_GRID, closedView(storeId, filters)))
    .rows;

async function exportCsv(who: SignedInUser, view: GridView): Promise<string[]> {
  const executionId = await startExport(who.functions, STORE_CLOSED_ORDERS_GRID, view);
  let status: ExportStatus = { state: 'running' };
  for (let polls = 0; status.state === 'running' && polls < 240; polls++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = await exportStatus(who.functions, executionId);
  }
  expect(status).toEqual({ state: 'ready', fileId: executionId });
  const csv = Buffer.from(await downloadExport(who.client, who.storage, executionId)).toString('utf8');
  return csv.slice(1).split('\r\n').slice(0, -1);
}

describe('the Closed tab (store_closed_orders)', () => {
  let rejected: string;
  let delivered: string;
  let rejectedNumber: string;

  beforeAll(async () => {
    rejected = await paidOrder(t, m, { rx: 'verified' });
    rejectedNumber = (await orderRow(m.tablesDB, rejected)).order_number as string;
    const r = await act(m.staffA, rejected, 'reject', { reject_reason: 'out_of_stock' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // Store B (also within reach, stocking the line) took it over: store A can no longer read the order.
    expect((await orderRow(m.tablesDB, rejected)).store_id).toBe(STORES.B.id);
    delivered = await paidOrder(t, m);
    expect((await deliverOrder(m, m.staffA, delivered)).status).toBe(200);
  }, 60_000);

  it('lists the rejected (moved away) and the delivered order of store A, newest first, with number and items', async () => {
    const rows = await closedRows(m.staffA, STORES.A.id);
    expect(rows.map((r) => [r.order_id, r.kind])).toEqual([
      [delivered, 'delivered'],
      [rejected, 'rejected'],
    ]);
    expect(rows[1]).toMatchObject({
      order_number: rejectedNumber,
      item_count: 1,
      reason: 'out_of_stock',
      closes_order: true,
    });
    // The move itself and the acceptance are decisions too, but they do not close an order twice.
    const all = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_order_decisions',
      queries: [Query.equal('order_id', rejected)],
    });
    expect(all.rows.map((r) => [r.store_id, r.kind, r.closes_order]).sort()).toEqual([
      [STORES.A.id, 'rejected', true],
      [STORES.A.id, 'rerouted_away', false],
      [STORES.B.id, 'routed_here', false],
    ]);
    // Store A's team no longer reads the moved order itself, only its closing row.
    await expect(
      m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: rejected }),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('finds an order by its number', async () => {
    expect((await closedRows(m.staffA, STORES.A.id, { number: rejectedNumber })).map((r) => r.order_id)).toEqual([
      rejected,
    ]);
    expect(await closedRows(m.staffA, STORES.A.id, { number: 'IMG-1999-000001' })).toEqual([]);
  });

  it('exports the same rows as CSV for the team; another store gets only the header', async () => {
    const lines = await exportCsv(m.staffA, closedView(STORES.A.id));
    expect(lines[0]).toBe('"Order ID","Order number","Closed at","Outcome","Reason","Note","Items","By"');
    expect(lines.slice(1).map((line) => line.split(',')[0]!.replace(/"/g, ''))).toEqual([delivered, rejected]);
    expect(await exportCsv(m.staffB, closedView(STORES.A.id))).toHaveLength(1);
  });

  it('is unreadable by the customer, another store’s staff and a member removed from the team', async () => {
    expect(await closedRows(m.customer, STORES.A.id)).toEqual([]);
    expect(await closedRows(m.staffB, STORES.A.id)).toEqual([]);

    const teams = new Teams(t.serverClient());
    const leaver = await signUpAndSignIn(t, {
      email: 'leaver.closed@instamg.test',
      password: 'correct horse battery',
      name: 'Leaver',
    });
    const membership = await teams.createMembership({
      teamId: teamOf(STORES.A.id),
      roles: ['staff'],
      userId: leaver.user.$id,
    });
    expect((await closedRows(leaver, STORES.A.id)).length).toBe(2);
    await teams.deleteMembership({ teamId: teamOf(STORES.A.id), membershipId: membership.$id });
    expect(await closedRows(leaver, STORES.A.id)).toEqual([]);
    await expect(
      leaver.tablesDB.getRow({
        databaseId: DB,
        tableId: 'store_order_decisions',
        rowId: (await closedRows(m.staffA, STORES.A.id))[0]!.$id,
      }),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('is written by order-state only: the team cannot add or change a closing row', async () => {
    const [row] = await closedRows(m.staffA, STORES.A.id);
    await expect(
      m.staffA.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'store_order_decisions',
        rowId: row!.$id,
        data: { closes_order: false },
      }),
    ).rejects.toMatchObject({ code: 401 });
    await expect(
      m.staffA.tablesDB.createRow({
        databaseId: DB,
        tableId: 'store_order_decisions',
        rowId: 'forged',
        data: {
          order_id: 'x',
          store_id: STORES.A.id,
          kind: 'delivered',
          actor_id: 'x',
          actor_role: 'store',
          decided_at: new Date().toISOString(),
          closes_order: true,
        },
      }),
    ).rejects.toMatchObject({ code: 401 });
  });
});
