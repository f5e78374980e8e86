import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appwriteStatus, fail } from '../runtime/errors.ts';
import type { OrderItemsRow, OrdersRow } from '@instamg/shared/appwrite/rows';

// The rows of an order and its items, and who may read them: what place-order, payments,
// payment-webhook and order-state share. Its events are events.ts, its stock stock.ts, its
// prescription's file prescription-access.ts. Ids come from shared/src/appwrite/ids.ts, statuses
// from shared/src/domain/order.ts.

/** An orders row as stored: the type generated from appwrite.json (shared/src/appwrite/rows.ts). */
export type OrderRow = OrdersRow;

export type OrderItemRow = OrderItemsRow;

/**
 * Row permissions of an order and everything about it (items, events, refund requests,
 * verifications): the customer and the store's team read; nobody writes but the functions
 * (issue 14 §5 — the store acts through order-state).
 */
export function readPermissions(customerId: string, storeTeam: string): string[] {
  return [`read("user:${customerId}")`, `read("team:${storeTeam}")`];
}

/**
 * Whether the store's team reads the order (and its items, events, the recipient's contact and the
 * prescription) yet: only once it is paid, or from placement when it is cash on delivery (the store
 * must accept and deliver it to be paid). An unpaid prepaid order that is cancelled or expires was
 * never the store's to read (issue 32). The payment webhook grants the read (team-read.ts).
 */
export function teamReadsOrder(order: Pick<OrderRow, 'payment_method' | 'paid_at'>): boolean {
  return order.payment_method === 'cod' || Boolean(order.paid_at);
}

/** Row permissions of an order's rows now: the customer, and the team once teamReadsOrder. */
export function orderReadPermissions(
  order: Pick<OrderRow, 'customer_id' | 'store_team_id' | 'payment_method' | 'paid_at'>,
): string[] {
  return teamReadsOrder(order)
    ? readPermissions(order.customer_id, order.store_team_id)
    : [`read("user:${order.customer_id}")`];
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

/** An order id as given by a caller, or 400 invalid_order_id (before any request is made with it). */
export function checkOrderId(orderId: unknown): string {
  if (typeof orderId !== 'string' || !/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(orderId)) {
    throw fail('invalid_order_id');
  }
  return orderId;
}

export async function getOrder(tablesDB: TablesDB, rawOrderId: unknown): Promise<OrderRow> {
  const orderId = checkOrderId(rawOrderId);
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
