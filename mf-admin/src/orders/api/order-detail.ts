// One order for the admin (/admin/orders/{id}, issue 19 §2): the order, its lines, its full event
// timeline and its refund request, read with the admin's session (the tables grant
// read("label:admin")); the customer through admin-users (the Users API needs a key); every
// change through order-state as admin (callFunction), which writes the audit row.
import { Query } from 'appwrite';
import type { ReassignCandidate } from '@instamg/shared/domain/reassign-candidate';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { OfferedAction } from '../domain/order-detail';
import { getUser, type UserDetail } from '../../users/api/users';
import type {
  OrderEventsRow,
  OrderItemsRow,
  OrderRefundsRow,
  OrdersRow,
  RefundBankAccountsRow,
  RefundRequestsRow,
  RowMeta,
} from '@instamg/shared/appwrite/rows';

export type AdminOrder = RowMeta &
  Pick<
    OrdersRow,
    | 'order_number'
    | 'customer_id'
    | 'store_id'
    | 'store_name'
    | 'store_licence'
    | 'store_address'
    | 'status'
    | 'payment_status'
    | 'delivery_mode'
    | 'address_name'
    | 'recipient_name'
    | 'address_line1'
    | 'address_line2'
    | 'city'
    | 'state'
    | 'postal_code'
    | 'latitude'
    | 'longitude'
    | 'distance_km'
    | 'item_count'
    | 'items_total'
    | 'delivery_fee'
    | 'gst_total'
    | 'total'
    | 'placed_total'
    | 'rx_status'
    | 'prescription_id'
    | 'payment_gateway'
    | 'gateway_order_id'
    | 'cf_payment_id'
    | 'paid_at'
    | 'cancel_reason'
    | 'cancelled_at'
    | 'delivered_at'
    | 'refund_id'
    | 'refund_status'
    | 'refund_amount'
    | 'refunded_at'
    | 'reroute_count'
    | 'payment_method'
  >;

export type OrderItem = RowMeta &
  Pick<
    OrderItemsRow,
    | 'product_name'
    | 'pack_size'
    | 'schedule'
    | 'quantity'
    | 'unit_price'
    | 'mrp'
    | 'line_total'
    | 'batch'
    | 'batch_expiry'
  >;

export type OrderEvent = RowMeta &
  Pick<OrderEventsRow, 'type' | 'from_status' | 'to_status' | 'actor_id' | 'actor_role' | 'note'>;

export type RefundRequest = RowMeta &
  Pick<RefundRequestsRow, 'status' | 'reason' | 'amount' | 'lines' | 'refund_amount'>;

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

/** The order's refunds (order_refunds, read("label:admin")): the refunded figure (issue 31). */
export async function fetchRefunds(id: string): Promise<Pick<OrderRefundsRow, 'amount' | 'status' | 'refund_id'>[]> {
  return (
    await tables().listRows<RowMeta & OrderRefundsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderRefunds,
      queries: [Query.equal('order_id', id), Query.orderAsc('$createdAt'), Query.limit(100)],
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
export type RefundBankAccount = RowMeta &
  Pick<RefundBankAccountsRow, 'order_id' | 'account_holder' | 'account_number' | 'ifsc' | 'bank_name' | 'submitted_at'>;
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

/**
 * The Reassign dialog's stores (issue 33 §7): order-state's `reassign_options` (admins only) —
 * every store near the delivery address with its distance and lines in stock, and why it cannot
 * take the order (shared/src/domain/reassign-candidate.ts); the function decides, `reassign` checks again.
 */
export const fetchReassignCandidates = async (order: AdminOrder): Promise<ReassignCandidate[]> =>
  (
    await callFunction<{ candidates: ReassignCandidate[] }>(FUNCTIONS.orderState, {
      action: 'reassign_options',
      order_id: order.$id,
    })
  ).candidates;

export type AdminOrderAction = OfferedAction;

/** An action through order-state as admin; rejects with the function's message. */
export const actOnOrder = async (
  action: AdminOrderAction,
  orderId: string,
  extra: { reason?: string; store_id?: string; slot?: { start: string; end: string }; accepted?: unknown[] } = {},
): Promise<AdminOrder> =>
  (await callFunction<{ order: AdminOrder }>(FUNCTIONS.orderState, { action, order_id: orderId, ...extra })).order;
