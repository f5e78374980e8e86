import { ID, Query, Users, type Client, type Models, type Storage, type TablesDB } from 'node-appwrite';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { refreshInventoryProducts } from './inventory-summary.ts';
import type { OrderStatus, PaymentStatus, RxStatus } from '@instamg/shared/domain/order';
import { orderReference } from '@instamg/shared/domain/order-number';
import { appwriteStatus, fail } from './errors.ts';

// Rows, events, stock and prescriptions of orders: what place-order, payments, payment-webhook
// and order-state share. Ids come from shared/src/appwrite/ids.ts, statuses from shared/src/domain/order.ts.
export { BUCKETS, DATABASE_ID, TABLES };

export interface OrderRow extends Models.Row {
  /** `IMG-2026-000123` (lib/order-number.ts); null on orders placed before numbers. */
  order_number?: string | null;
  customer_id: string;
  store_id: string;
  store_team_id: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  total: number;
  /** The amount fixed at placement; payments and refunds trust only this (issue 14 §5). */
  placed_total: number | null;
  currency: string;
  rx_status: RxStatus;
  prescription_id: string | null;
  /** The prescription_verifications row of this order's verification (or rejection). */
  rx_verification_id?: string | null;
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
  store_name?: string;
  latitude?: number;
  longitude?: number;
  delivery_mode?: 'express' | 'standard' | 'scheduled';
  paid_at?: string | null;
  slot_start?: string | null;
  /** Intake (shared/src/domain/order-intake.ts): when the current store got it by a re-route, accepted it, and the Rx review pause. */
  routed_at?: string | null;
  accepted_at?: string | null;
  rx_review_started_at?: string | null;
  rx_paused_ms?: number | null;
  reroute_count?: number | null;
  /** Fulfilment (issue 16): the recipient, the last failed delivery, redeliveries and their fees, a locked delivery code. */
  recipient_name?: string | null;
  delivery_failure_reason?: 'unreachable' | 'refused' | 'wrong_address' | null;
  redelivery_count?: number | null;
  redelivery_fee_total?: number | null;
  delivery_code_locked?: boolean | null;
  /** Several refunds per order (issue 16 §5): what every refund started adds up to, in paise (lib/refunds.ts). */
  refunded_paise?: number | null;
  /** Substitution with consent (issue 16 §5): the open proposal, and how many there were. */
  substitution_id?: string | null;
  substitution_count?: number | null;
  /** Payment choice (issue 22 §6): online (the gateway says how: payment_group) or cash on delivery; a coupon. */
  payment_method?: 'online' | 'cod' | null;
  payment_group?: string | null;
  coupon_code?: string | null;
  coupon_discount?: number | null;
  coupon_funded_by?: 'platform' | 'store' | null;
  cod_collected?: number | null;
  cod_collected_at?: string | null;
}

export interface OrderItemRow extends Models.Row {
  order_id: string;
  inventory_id: string;
  quantity: number;
  product_id?: string;
  batch?: string;
  batch_expiry?: string | null;
}

/**
 * Row permissions of an order and everything about it (items, events, refund requests,
 * verifications): the customer and the store's team read; nobody writes but the functions
 * (issue 14 §5 — the store acts through order-state).
 */
export function readPermissions(customerId: string, storeTeam: string): string[] {
  return [`read("user:${customerId}")`, `read("team:${storeTeam}")`];
}

/**
 * The team of a store, from its row (admin/function-written). Team ids are server-chosen and
 * recorded there; nothing derives one from the store id, which a client could create first (issue 14 §9).
 */
export async function storeTeamOf(tablesDB: TablesDB, storeId: string): Promise<string> {
  const store = await tablesDB
    .getRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) throw fail('store_not_found');
      throw err;
    });
  if (typeof store.team_id !== 'string' || !store.team_id) throw new Error(`Store ${storeId} has no team_id`);
  return store.team_id;
}

/** What the customer pays and at most gets back: the amount fixed at placement, never a total a later step wrote. */
export function placedAmount(order: Pick<OrderRow, '$id' | 'placed_total'>): number {
  if (typeof order.placed_total !== 'number') throw new Error(`Order ${order.$id} has no placed_total`);
  return order.placed_total;
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
    await appendEvent(tablesDB, order, {
      ...actor,
      type: 'stock_released',
      dedupe_key: `stock_released:${order.$id}:${order.stock_reservation ?? 1}`,
    });
  } catch (err) {
    if ((err as { code?: number }).code === 409) return false; // released before
    throw err;
  }
  const returned: StockChange[] = [];
  for (const item of await listOrderItems(tablesDB, order.$id)) {
    const after = await tablesDB.incrementRowColumn<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeInventory,
      rowId: item.inventory_id,
      column: 'stock',
      value: item.quantity,
    });
    returned.push({ after, quantity: item.quantity });
  }
  await recordOrderStock(tablesDB, order, 'order_released', returned, actor);
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: order.$id,
    data: { stock_released: true },
  });
  return true;
}

/** One batch's stock change by an order: the inventory row after it, and how many units. */
export interface StockChange {
  after: Models.DefaultRow;
  quantity: number;
}

/**
 * The stock_movements rows of an order's reservation or release (issue 14 §7: every stock change
 * is in the ledger with who, when and why), readable by the store's team.
 */
export async function recordOrderStock(
  tablesDB: TablesDB,
  order: Pick<OrderRow, '$id' | 'order_number' | 'store_team_id'>,
  kind: 'order_reserved' | 'order_released',
  changes: readonly StockChange[],
  actor: Pick<OrderEventInput, 'actor_id' | 'actor_role' | 'note'>,
): Promise<void> {
  const role =
    actor.actor_role === 'pharmacist' ? 'store' : actor.actor_role === 'gateway' ? 'system' : actor.actor_role;
  for (const { after, quantity } of changes) {
    await tablesDB.createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.stockMovements,
      rowId: ID.unique(),
      permissions: [`read("team:${order.store_team_id}")`],
      data: {
        store_id: after.store_id,
        inventory_id: after.$id,
        product_id: after.product_id,
        batch: after.batch,
        kind,
        reason:
          `${kind === 'order_reserved' ? 'Reserved for' : 'Returned from'} order ${orderReference(order)}${actor.note ? ` (${actor.note})` : ''}`.slice(
            0,
            255,
          ),
        quantity_change: kind === 'order_reserved' ? -quantity : quantity,
        stock_after: after.stock,
        order_id: order.$id,
        actor_id: actor.actor_id ?? 'system',
        actor_role: role,
      },
    });
  }
  // The panel's per-product rows follow the batches (issue 18 §1); they never fail an order.
  const storeId = changes[0]?.after.store_id;
  if (typeof storeId === 'string')
    await refreshInventoryProducts(
      tablesDB,
      storeId,
      changes.map((c) => String(c.after.product_id)),
      { storeTeam: order.store_team_id },
    ).catch((err: unknown) => console.error('inventory_products refresh failed', err));
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
 * Returns the inventory row chosen per line and each batch after the change (for the ledger: the caller records it once the order is known).
 */
export async function reserveStock(
  tablesDB: TablesDB,
  lines: readonly ReservationLine[],
): Promise<{ chosen: string[]; changes: StockChange[] } | { shortLine: number }> {
  const taken: { rowId: string; quantity: number }[] = [];
  const changes: StockChange[] = [];
  try {
    for (const [index, line] of lines.entries()) {
      let got: string | null = null;
      for (const rowId of line.candidates) {
        try {
          const after = await tablesDB.decrementRowColumn<Models.DefaultRow>({
            databaseId: DATABASE_ID,
            tableId: TABLES.storeInventory,
            rowId,
            column: 'stock',
            value: line.quantity,
            min: 0,
          });
          changes.push({ after, quantity: line.quantity });
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
  return { chosen: taken.map((t) => t.rowId), changes };
}

export async function putBack(
  tablesDB: TablesDB,
  taken: readonly { rowId: string; quantity: number }[],
): Promise<void> {
  for (const t of taken) {
    await tablesDB.incrementRowColumn({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeInventory,
      rowId: t.rowId,
      column: 'stock',
      value: t.quantity,
    });
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
  /** The date on the prescription; it is usable for settings.prescription_validity_months from then. */
  issued_on: string | null;
}

/** Adds read permissions for `roles` to a file, keeping what it had (a client cannot grant roles it does not hold). */
export async function grantFileRead(
  storage: Storage,
  bucketId: string,
  file: Models.File,
  roles: readonly string[],
): Promise<Models.File> {
  const permissions = [...new Set([...file.$permissions, ...roles.map((r) => `read("${r}")`)])];
  if (permissions.length === file.$permissions.length) return file;
  return storage.updateFile({ bucketId, fileId: file.$id, permissions });
}

/**
 * Links a prescription to an order and lets the order's store team read the row and its file:
 * the team's pharmacist has to see it to verify it.
 */
export async function sharePrescriptionWithStore(
  tablesDB: TablesDB,
  storage: Storage,
  prescription: PrescriptionRow,
  file: Models.File,
  order: Pick<OrderRow, '$id' | 'store_id' | 'store_team_id'>,
): Promise<void> {
  const teamRead = `read("team:${order.store_team_id}")`;
  await grantFileRead(storage, BUCKETS.prescriptions, file, [`team:${order.store_team_id}`]);
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.prescriptions,
    rowId: prescription.$id,
    data: { order_id: order.$id, store_id: order.store_id },
    permissions: [...new Set([...prescription.$permissions, teamRead])],
  });
}
