import { ID, Query, Users, type Client, type Models, type Storage, type TablesDB } from 'node-appwrite';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderStatus, PaymentStatus, RxStatus } from '@instamg/shared/domain/order';
import { appwriteStatus, fail } from './errors.ts';

// Rows, events, stock and prescriptions of orders: what place-order, payments, payment-webhook
// and order-state share. Ids come from shared/src/appwrite/ids.ts, statuses from shared/src/domain/order.ts.
export { BUCKETS, DATABASE_ID, TABLES };

export interface OrderRow extends Models.Row {
  customer_id: string;
  store_id: string;
  store_team_id: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  total: number;
  currency: string;
  rx_status: RxStatus;
  prescription_id: string | null;
  payment_gateway: 'local' | 'cashfree' | null;
  gateway_order_id: string | null;
  payment_session_id: string | null;
  /** Until when the order holds its stock unpaid (issue 14 §8); also the gateway order's expiry. */
  payment_expires_at: string | null;
  stock_released: boolean | null;
  /** Counts stock reservations (a retry after a failed payment reserves again); releases are once per reservation. */
  stock_reservation: number | null;
  delivered_at: string | null;
  /** The one gateway refund of this order (`rf_<order id>`), its state and amount. */
  refund_id: string | null;
  refund_status: 'pending' | 'refunded' | 'failed' | null;
  refund_amount: number | null;
}

export interface OrderItemRow extends Models.Row {
  order_id: string;
  inventory_id: string;
  quantity: number;
}

export const storeTeamId = (storeId: string): string => `store-${storeId}`;

/** Row permissions of an order and its items/events: the customer reads, the store team reads and updates. */
export function orderPermissions(customerId: string, storeTeam: string): string[] {
  return [`read("user:${customerId}")`, `read("team:${storeTeam}")`, `update("team:${storeTeam}")`];
}

/** Read-only copies (items, events) for the customer and the store team. */
export function readPermissions(customerId: string, storeTeam: string): string[] {
  return [`read("user:${customerId}")`, `read("team:${storeTeam}")`];
}

export interface OrderEventInput {
  type: string;
  from_status?: string | null;
  to_status?: string | null;
  actor_id?: string | null;
  actor_role: 'customer' | 'store' | 'pharmacist' | 'admin' | 'gateway' | 'system';
  note?: string | null;
  /** Unique across all events: a second event with the same key is refused by the database. */
  dedupe_key?: string | null;
}

export async function appendEvent(tablesDB: TablesDB, order: OrderRow, event: OrderEventInput): Promise<Models.Row> {
  return tablesDB.createRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderEvents,
    rowId: ID.unique(),
    data: { order_id: order.$id, ...event },
    permissions: readPermissions(order.customer_id, order.store_team_id),
  });
}

export async function getOrder(tablesDB: TablesDB, orderId: unknown): Promise<OrderRow> {
  if (typeof orderId !== 'string' || !/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(orderId)) {
    throw fail('invalid_order_id');
  }
  try {
    return await tablesDB.getRow<OrderRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderId });
  } catch (err) {
    if (appwriteStatus(err) === 404) throw fail('order_not_found');
    throw err;
  }
}

export async function listOrderItems(tablesDB: TablesDB, orderId: string): Promise<OrderItemRow[]> {
  const page = await tablesDB.listRows<OrderItemRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderItems,
    queries: [Query.equal('order_id', orderId), Query.limit(500)],
  });
  return page.rows;
}

/**
 * Puts an order's reserved stock back, exactly once per reservation. The claim is an event row
 * with a unique dedupe key, written before any stock moves: Appwrite has no compare-and-set,
 * and a unique index is the one thing two racing executions cannot both pass.
 */
export async function releaseStock(tablesDB: TablesDB, order: OrderRow, actor: OrderEventInput): Promise<boolean> {
  try {
    await appendEvent(tablesDB, order, { ...actor, type: 'stock_released', dedupe_key: `stock_released:${order.$id}:${order.stock_reservation ?? 1}` });
  } catch (err) {
    if ((err as { code?: number }).code === 409) return false; // released before
    throw err;
  }
  for (const item of await listOrderItems(tablesDB, order.$id)) {
    await tablesDB.incrementRowColumn({ databaseId: DATABASE_ID, tableId: TABLES.storeInventory, rowId: item.inventory_id, column: 'stock', value: item.quantity });
  }
  await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: order.$id, data: { stock_released: true } });
  return true;
}

export interface ReservationLine {
  /** Inventory rows (batches) that may supply the line, preferred first. */
  candidates: string[];
  quantity: number;
}

/**
 * Takes stock for every line with an atomic `decrementRowColumn(min: 0)`, so concurrent buyers
 * can never take a batch below zero; when a batch is short the next candidate is tried. If any
 * line cannot be supplied, what was already taken is put back and `null` names that line.
 * Returns the inventory row chosen per line.
 */
export async function reserveStock(tablesDB: TablesDB, lines: readonly ReservationLine[]): Promise<{ chosen: string[] } | { shortLine: number }> {
  const taken: { rowId: string; quantity: number }[] = [];
  try {
    for (const [index, line] of lines.entries()) {
      let got: string | null = null;
      for (const rowId of line.candidates) {
        try {
          await tablesDB.decrementRowColumn({ databaseId: DATABASE_ID, tableId: TABLES.storeInventory, rowId, column: 'stock', value: line.quantity, min: 0 });
          got = rowId;
          break;
        } catch (err) {
          // 400: the decrement would go below min (not enough left in this batch); 404: batch gone.
          const code = (err as { code?: number }).code;
          if (code !== 400 && code !== 404) throw err;
        }
      }
      if (!got) {
        await putBack(tablesDB, taken);
        return { shortLine: index };
      }
      taken.push({ rowId: got, quantity: line.quantity });
    }
  } catch (err) {
    await putBack(tablesDB, taken);
    throw err;
  }
  return { chosen: taken.map((t) => t.rowId) };
}

export async function putBack(tablesDB: TablesDB, taken: readonly { rowId: string; quantity: number }[]): Promise<void> {
  for (const t of taken) {
    await tablesDB.incrementRowColumn({ databaseId: DATABASE_ID, tableId: TABLES.storeInventory, rowId: t.rowId, column: 'stock', value: t.quantity });
  }
}

export interface Caller {
  id: string;
  isAdmin: boolean;
  /** Team id → roles in it. */
  teams: Map<string, string[]>;
}

/** Who the caller is on the platform: admin label and store-team memberships (read with the key). */
export async function loadCaller(client: Client, userId: string): Promise<Caller> {
  const users = new Users(client);
  const [user, memberships] = await Promise.all([users.get({ userId }), users.listMemberships({ userId })]);
  const teams = new Map<string, string[]>();
  for (const m of memberships.memberships) if (m.confirm) teams.set(m.teamId, m.roles);
  return { id: userId, isAdmin: user.labels.includes('admin'), teams };
}

export interface PrescriptionRow extends Models.Row {
  user_id: string;
  file_id: string;
  status: 'pending' | 'verified' | 'rejected';
  order_id: string | null;
}

/** The order's rx_status for an attached prescription: a verified one stays verified, any other waits for the pharmacist. */
export function rxStatusOf(prescription: Pick<PrescriptionRow, 'status'>): 'verified' | 'pending' {
  return prescription.status === 'verified' ? 'verified' : 'pending';
}

/** Adds read permissions for `roles` to a file, keeping what it had (a client cannot grant roles it does not hold). */
export async function grantFileRead(storage: Storage, bucketId: string, file: Models.File, roles: readonly string[]): Promise<Models.File> {
  const permissions = [...new Set([...file.$permissions, ...roles.map((r) => `read("${r}")`)])];
  if (permissions.length === file.$permissions.length) return file;
  return storage.updateFile({ bucketId, fileId: file.$id, permissions });
}

/**
 * Links a prescription to an order and lets the order's store team read the row and its file:
 * the team's pharmacist has to see it to verify it.
 */
export async function sharePrescriptionWithStore(
  tablesDB: TablesDB, storage: Storage, prescription: PrescriptionRow, file: Models.File, order: Pick<OrderRow, '$id' | 'store_id' | 'store_team_id'>,
): Promise<void> {
  const teamRead = `read("team:${order.store_team_id}")`;
  await grantFileRead(storage, BUCKETS.prescriptions, file, [`team:${order.store_team_id}`]);
  await tablesDB.updateRow({
    databaseId: DATABASE_ID, tableId: TABLES.prescriptions, rowId: prescription.$id,
    data: { order_id: order.$id, store_id: order.store_id },
    permissions: [...new Set([...prescription.$permissions, teamRead])],
  });
}
