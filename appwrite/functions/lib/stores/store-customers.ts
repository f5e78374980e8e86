import { AppwriteException, Query, type Models, type TablesDB } from 'node-appwrite';
import { computeStoreCustomer, storeCustomerRowId, type CustomerOrder } from '@instamg/shared/domain/store-customers';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { storeTeamOf } from '../orders/rows.ts';
import { selectOf } from '../runtime/select.ts';

// A store's customers (issue 18 §3; docs/data-model.md "Store customers"): one `store_customers`
// row per store and customer, recomputed whole from the customer's orders at that store (index
// orders.store_customer_idx) and written with upsert — or deleted when none of them reached the
// store — whenever one of those orders changes (`refreshRollupsAfter` calls `refreshStoreCustomer`
// for the order's store and, after a re-route, the store it left). Nothing is incremented, so a
// retry writes the same figures. Read by the store's owner, store admins and managers
// (team roles), never staff, other stores or customers; platform admins through the table.

const PAGE = 500;
// Only what the figures read: every change of an order re-reads all of its customer's orders at the store.
const CUSTOMER_ORDER = selectOf<CustomerOrder>()([
  'customer_id',
  'store_id',
  'status',
  'total',
  'paid_at',
  'routed_at',
  'refunded_paise',
  'recipient_name',
  'city',
  'postal_code',
]);

/** Team roles that read a store's customers (issue 18 §8: owner and admin everything, manager customers). */
export const CUSTOMER_READER_ROLES = ['owner', 'admin', 'manager'] as const;

export const storeCustomerPermissions = (team: string): string[] =>
  CUSTOMER_READER_ROLES.map((role) => `read("team:${team}/${role}")`);

async function ordersOf(tablesDB: TablesDB, storeId: string, customerId: string): Promise<CustomerOrder[]> {
  const rows: CustomerOrder[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page: Models.RowList<Models.DefaultRow> = await tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      queries: [
        Query.equal('store_id', storeId),
        Query.equal('customer_id', customerId),
        CUSTOMER_ORDER,
        Query.orderAsc('$id'),
        Query.limit(PAGE),
        ...(cursor ? [Query.cursorAfter(cursor)] : []),
      ],
    });
    rows.push(...(page.rows as unknown as CustomerOrder[]));
    if (page.rows.length < PAGE) return rows;
    cursor = page.rows[page.rows.length - 1]!.$id;
  }
}

/** Recomputes one customer's row at one store; returns it, or null when the row was removed (no orders). */
export async function refreshStoreCustomer(
  tablesDB: TablesDB,
  storeId: string,
  customerId: string,
  now: Date = new Date(),
  knownTeam?: string,
): Promise<Models.Row | null> {
  const figures = computeStoreCustomer(storeId, customerId, await ordersOf(tablesDB, storeId, customerId));
  const rowId = storeCustomerRowId(storeId, customerId);
  if (!figures) {
    await tablesDB
      .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.storeCustomers, rowId })
      .catch((err: unknown) => {
        if (!(err instanceof AppwriteException && err.code === 404)) throw err;
      });
    return null;
  }
  const team = knownTeam || (await storeTeamOf(tablesDB, storeId));
  return tablesDB.upsertRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeCustomers,
    rowId,
    permissions: storeCustomerPermissions(team),
    data: { store_id: storeId, customer_id: customerId, ...figures, computed_at: now.toISOString() },
  });
}

/**
 * Writes the rows of every store and customer with orders (data from before this table, or a row a
 * failed refresh left stale): the admin-analytics function's `backfill_customers`, with the key.
 * Reads the orders once, in pages; `storeId` limits it to one store.
 */
export async function backfillStoreCustomers(
  tablesDB: TablesDB,
  opts: { storeId?: string; now?: Date } = {},
): Promise<{ orders: number; written: number }> {
  const pairs = new Map<string, { store: string; customer: string; team: string }>();
  let cursor: string | null = null;
  let orders = 0;
  for (;;) {
    const page: Models.RowList<Models.DefaultRow> = await tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      queries: [
        ...(opts.storeId ? [Query.equal('store_id', opts.storeId)] : []),
        Query.select(['$id', 'store_id', 'customer_id', 'store_team_id']),
        Query.orderAsc('$id'),
        Query.limit(PAGE),
        ...(cursor ? [Query.cursorAfter(cursor)] : []),
      ],
    });
    for (const row of page.rows) {
      orders++;
      const store = String(row.store_id);
      const customer = String(row.customer_id);
      pairs.set(`${store}|${customer}`, { store, customer, team: String(row.store_team_id ?? '') });
    }
    if (page.rows.length < PAGE) break;
    cursor = page.rows[page.rows.length - 1]!.$id;
  }
  let written = 0;
  for (const p of pairs.values())
    if (await refreshStoreCustomer(tablesDB, p.store, p.customer, opts.now, p.team || undefined)) written++;
  return { orders, written };
}
