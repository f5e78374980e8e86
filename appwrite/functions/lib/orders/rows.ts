import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderStatus, PaymentStatus, RxStatus } from '@instamg/shared/domain/order';
import { appwriteStatus, fail } from '../runtime/errors.ts';

// The rows of an order and its items, and who may read them: what place-order, payments,
// payment-webhook and order-state share. Its events are events.ts, its stock stock.ts, its
// prescription's file prescription-access.ts. Ids come from shared/src/appwrite/ids.ts, statuses
// from shared/src/domain/order.ts.

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
