// The orders inbox's reads and writes, with the member's own session: the store's team reads its
// orders by row permission (docs/permissions.md), settings are public, and every change goes
// through the order-state function (callFunction) — the browser never writes an order.
import { Query, type TablesDB } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import { INBOX_TABS, INBOX_TAB_DEFS, type InboxTab } from '@instamg/shared/domain/order-inbox';
import {
  INTAKE_SETTINGS,
  intakeTimersFrom,
  type IntakeTimers,
  type RejectReason,
} from '@instamg/shared/domain/order-intake';
import type { OrdersRow, RowMeta, SettingsRow } from '@instamg/shared/appwrite/rows';

/** The order columns the inbox shows (row security decides which rows). */
export type InboxOrder = RowMeta &
  Pick<
    OrdersRow,
    | 'order_number'
    | 'store_id'
    | 'status'
    | 'payment_status'
    | 'delivery_mode'
    | 'slot_start'
    | 'slot_end'
    | 'city'
    | 'address_line1'
    | 'postal_code'
    | 'item_count'
    | 'total'
    | 'rx_status'
    | 'paid_at'
    | 'routed_at'
    | 'rx_review_started_at'
    | 'rx_paused_ms'
    | 'reroute_count'
  >;

/** A store gets a handful of orders at once; more than this in New is a store that needs help. */
export const NEW_ORDERS_LIMIT = 100;

const tabQueries = (storeId: string, tab: InboxTab): string[] => [
  Query.equal('store_id', storeId),
  Query.equal('status', [...INBOX_TAB_DEFS[tab].statuses]),
  Query.equal('payment_status', [...INBOX_TAB_DEFS[tab].paymentStatuses]),
];

/** The New tab: orders waiting for acceptance and cancellation requests, oldest first. */
export async function listNewOrders(tablesDB: Pick<TablesDB, 'listRows'>, storeId: string): Promise<InboxOrder[]> {
  const { rows } = await tablesDB.listRows<InboxOrder>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    queries: [...tabQueries(storeId, 'new'), Query.orderAsc('$createdAt'), Query.limit(NEW_ORDERS_LIMIT)],
  });
  return rows;
}

/** How many orders each tab holds (Appwrite counts up to 5,000). */
export async function countTabs(
  tablesDB: Pick<TablesDB, 'listRows'>,
  storeId: string,
): Promise<Record<InboxTab, number>> {
  const totals = await Promise.all(
    INBOX_TABS.map(async (tab) => {
      const { total } = await tablesDB.listRows({
        databaseId: DATABASE_ID,
        tableId: TABLES.orders,
        queries: [...tabQueries(storeId, tab), Query.select(['$id']), Query.limit(1)],
      });
      return [tab, total] as const;
    }),
  );
  return Object.fromEntries(totals) as Record<InboxTab, number>;
}

/** The intake timers from the settings rows (world-readable), as the functions read them. */
export async function readIntakeTimers(tablesDB: Pick<TablesDB, 'listRows'>): Promise<IntakeTimers> {
  const keys = Object.values(INTAKE_SETTINGS).map((setting) => setting.key);
  const { rows } = await tablesDB.listRows<SettingsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.settings,
    queries: [Query.equal('key', keys), Query.limit(keys.length)],
  });
  return intakeTimersFrom(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** Accepts the order (order-state `confirm`). */
export function acceptOrder(orderId: string): Promise<{ order: InboxOrder }> {
  return callFunction(FUNCTIONS.orderState, { action: 'confirm', order_id: orderId });
}

/** Rejects the order with a reason (order-state `reject`): it moves to the next store or is refunded. */
export function rejectOrder(orderId: string, reason: RejectReason, note: string): Promise<{ order: InboxOrder }> {
  return callFunction(FUNCTIONS.orderState, {
    action: 'reject',
    order_id: orderId,
    reject_reason: reason,
    ...(note.trim() ? { reason: note.trim() } : {}),
  });
}
