// One order for the admin (/admin/orders/{id}, issue 19 §2): the order, its lines, its full event
// timeline and its refund request, read with the admin's session (the tables grant
// read("label:admin")); the customer through admin-users (the Users API needs a key); every
// change through order-state as admin (callFunction), which writes the audit row.
import { Query, type Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderStatus } from '@instamg/shared/domain/order';
import type { ReturnStatus } from '@instamg/shared/domain/returns';
import type { OfferedAction } from '../domain/order-detail';
import { getUser, type UserDetail } from '../../users/api/users';

export interface AdminOrder extends Models.Row {
  /** IMG-2026-000123; null on orders placed before numbers. */
  order_number?: string | null;
  customer_id: string;
  store_id: string;
  store_name: string | null;
  store_licence: string | null;
  store_address: string | null;
  status: OrderStatus;
  payment_status: string;
  delivery_mode: string | null;
  address_name: string | null;
  recipient_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  distance_km: number | null;
  item_count: number;
  items_total: number;
  delivery_fee: number;
  gst_total: number;
  total: number;
  placed_total: number | null;
  rx_status: string;
  prescription_id: string | null;
  payment_gateway: string | null;
  gateway_order_id: string | null;
  cf_payment_id: string | null;
  paid_at: string | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  delivered_at: string | null;
  refund_id: string | null;
  refund_status: string | null;
  refund_amount: number | null;
  refunded_at: string | null;
  reroute_count: number | null;
  /** Issue 22 §6: cash on delivery is refunded by bank transfer (mark_refund_paid). */
  payment_method?: 'online' | 'cod' | null;
}

export interface OrderItem extends Models.Row {
  product_name: string;
  pack_size: string | null;
  schedule: string | null;
  quantity: number;
  unit_price: number;
  mrp: number;
  line_total: number;
  batch: string | null;
  batch_expiry: string | null;
}

export interface OrderEvent extends Models.Row {
  type: string;
  from_status: string | null;
  to_status: string | null;
  actor_id: string | null;
  actor_role: string;
  note: string | null;
}

export interface RefundRequest extends Models.Row {
  status: ReturnStatus;
  reason: string;
  amount: number | null;
  /** The reported items (JSON, shared/src/domain/returns.ts parseReturnLines). */
  lines?: string | null;
  refund_amount?: number | null;
}

export interface NearbyStore extends Models.Row {
  name: string;
  city: string;
  location: [number, number];
  status: string | null;
}

const tables = () => getAppwrite().tablesDB;

export const fetchOrder = (id: string): Promise<AdminOrder> =>
  tables().getRow<AdminOrder>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: id });

export async function fetchItems(id: string): Promise<OrderItem[]> {
  return (
    await tables().listRows<OrderItem>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderItems,
      queries: [Query.equal('order_id', id), Query.limit(100)],
    })
  ).rows;
}

/** Every event of the order, oldest first (order_events.order_idx). */
export async function fetchEvents(id: string): Promise<OrderEvent[]> {
  return (
    await tables().listRows<OrderEvent>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderEvents,
      queries: [Query.equal('order_id', id), Query.orderAsc('$createdAt'), Query.limit(500)],
    })
  ).rows;
}

/** The customer's problem report on the order, if any (one per order: refund_requests.order_unique). */
export async function fetchRefundRequest(id: string): Promise<RefundRequest | null> {
  return (
    (
      await tables().listRows<RefundRequest>({
        databaseId: DATABASE_ID,
        tableId: TABLES.refundRequests,
        queries: [Query.equal('order_id', id), Query.limit(1)],
      })
    ).rows[0] ?? null
  );
}

/**
 * The account the customer gave for a cash-on-delivery refund (issue 22 §6), with the full number:
 * refund_bank_accounts is read("label:admin") only (order-state writes it); null until given.
 */
export interface RefundBankAccount extends Models.Row {
  order_id: string;
  account_holder: string;
  account_number: string;
  ifsc: string;
  bank_name: string | null;
  submitted_at: string;
}
export async function fetchRefundBankAccount(id: string): Promise<RefundBankAccount | null> {
  try {
    return await tables().getRow<RefundBankAccount>({
      databaseId: DATABASE_ID,
      tableId: TABLES.refundBankAccounts,
      rowId: id,
    });
  } catch (err) {
    if ((err as { code?: number }).code === 404) return null;
    throw err;
  }
}

export const fetchCustomer = (userId: string): Promise<UserDetail> => getUser(userId);

/** The reassignment's reach, as the re-route checks it (the function decides; this only offers). */
const REASSIGN_RADIUS_M = 5000;

/** Live, open stores within 5 km of the delivery address other than the order's own, nearest first. */
export async function fetchReassignTargets(order: AdminOrder): Promise<NearbyStore[]> {
  if (order.latitude === null || order.longitude === null) return [];
  const rows = await tables().listRows<NearbyStore>({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    queries: [
      Query.distanceLessThan('location', [order.longitude, order.latitude], REASSIGN_RADIUS_M, true),
      Query.equal('is_active', true),
      Query.equal('status', 'open'),
      Query.limit(50),
    ],
  });
  return rows.rows.filter((s) => s.$id !== order.store_id);
}

export type AdminOrderAction = OfferedAction;

/** An action through order-state as admin; rejects with the function's message. */
export const actOnOrder = async (
  action: AdminOrderAction,
  orderId: string,
  extra: { reason?: string; store_id?: string; slot?: { start: string; end: string }; accepted?: unknown[] } = {},
): Promise<AdminOrder> =>
  (await callFunction<{ order: AdminOrder }>(FUNCTIONS.orderState, { action, order_id: orderId, ...extra })).order;
