// The store panel's grids (mf-store-panel; the admin's store detail shows a store's payouts), by id in
// GRID_SPECS (grid-specs.ts), which the export-csv function re-runs.
import { DATABASE_ID, TABLES } from '../appwrite/ids';
import { INBOX_TAB_CONDITIONS } from '../domain/order-inbox';
import { PAYOUT_STATUSES } from '../domain/settlement/payouts';
import type { GridSpec } from './grid-query';

/**
 * A store's orders inbox, /store/orders (issue 15): one tab (order-inbox.ts) of one store's
 * orders; the store's team reads its orders by row permission, the store filter keeps a member of
 * several stores to the one the panel shows.
 */
export const STORE_ORDERS_GRID = {
  id: 'store_orders',
  databaseId: DATABASE_ID,
  tableId: TABLES.orders,
  filters: [
    { kind: 'id', param: 'store', field: 'store_id' },
    { kind: 'preset', param: 'tab', presets: INBOX_TAB_CONDITIONS },
    { kind: 'dateFrom', param: 'from', field: '$createdAt' },
    { kind: 'dateTo', param: 'to', field: '$createdAt' },
  ],
  sortable: ['$createdAt', 'total'],
  defaultSort: { field: '$createdAt', direction: 'desc' },
  defaultPageSize: 25,
  // No coordinates, customer or gateway ids: a CSV leaves the platform.
  exportColumns: [
    { field: '$id', header: 'Order ID' },
    { field: 'order_number', header: 'Order number' },
    { field: '$createdAt', header: 'Placed at' },
    { field: 'status', header: 'Status' },
    { field: 'city', header: 'City' },
    { field: 'delivery_mode', header: 'Delivery' },
    { field: 'item_count', header: 'Items' },
    { field: 'total', header: 'Total (INR)' },
    { field: 'payment_status', header: 'Payment' },
    { field: 'rx_status', header: 'Prescription' },
  ],
} as const satisfies GridSpec;

/**
 * The inbox's Closed tab (issue 33): the orders this store is done with — delivered, cancelled,
 * rejected, not accepted in time, moved away by an admin — newest first. These are
 * store_order_decisions rows with `closes_order` (shared/src/domain/store-decisions.ts), readable
 * by the store's team only; the page always sets `store` and `tab=closed` (index store_closed_idx).
 */
export const STORE_CLOSED_ORDERS_GRID = {
  id: 'store_closed_orders',
  databaseId: DATABASE_ID,
  tableId: TABLES.storeOrderDecisions,
  filters: [
    { kind: 'id', param: 'store', field: 'store_id' },
    // The inbox's `tab` parameter: `closed` is this grid's only preset, so a view always asks for closing rows.
    {
      kind: 'preset',
      param: 'tab',
      presets: { closed: [{ method: 'equal', attribute: 'closes_order', values: [true] }] },
    },
    // The order number people quote (IMG-2026-000123).
    { kind: 'equals', param: 'number', field: 'order_number', maxLength: 20 },
    { kind: 'dateFrom', param: 'from', field: 'decided_at' },
    { kind: 'dateTo', param: 'to', field: 'decided_at' },
  ],
  sortable: ['decided_at'],
  defaultSort: { field: 'decided_at', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: 'order_id', header: 'Order ID' },
    { field: 'order_number', header: 'Order number' },
    { field: 'decided_at', header: 'Closed at' },
    { field: 'kind', header: 'Outcome' },
    { field: 'reason', header: 'Reason' },
    { field: 'note', header: 'Note' },
    { field: 'item_count', header: 'Items' },
    { field: 'actor_role', header: 'By' },
  ],
} as const satisfies GridSpec;

/** Schedules a product may carry (products.schedule). */
const SCHEDULES = ['none', 'H', 'H1', 'X', 'NDPS'] as const;

/**
 * One store's stock for /store/inventory (issue 18 §1): one row per product (inventory_products,
 * kept by the inventory function); the page always sets `store`. Rows are readable by the store's
 * team only, so the export too is the caller's own store.
 */
export const INVENTORY_GRID = {
  id: 'inventory',
  databaseId: DATABASE_ID,
  tableId: TABLES.inventoryProducts,
  filters: [
    { kind: 'id', param: 'store', field: 'store_id' },
    { kind: 'search', param: 'q', fields: ['name', 'salt_composition'] },
    { kind: 'id', param: 'category', field: 'category_id' },
    { kind: 'oneOf', param: 'schedule', field: 'schedule', values: SCHEDULES },
    { kind: 'flag', param: 'low', field: 'low_stock' },
    { kind: 'expiry', param: 'expiry', field: 'next_expiry', values: ['expired', 'under_3_months', 'under_6_months'] },
  ],
  sortable: ['name', 'stock', 'next_expiry', 'selling_price'],
  defaultSort: { field: 'name', direction: 'asc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: 'name', header: 'Product' },
    { field: 'salt_composition', header: 'Salt' },
    { field: 'schedule', header: 'Schedule' },
    { field: 'stock', header: 'Stock' },
    { field: 'batches', header: 'Batches' },
    { field: 'next_expiry', header: 'Next expiry' },
    { field: 'selling_price', header: 'Lowest price (INR)' },
    { field: 'mrp', header: 'MRP (INR)' },
    { field: 'low_stock_threshold', header: 'Low-stock level' },
  ],
} as const satisfies GridSpec;

/**
 * One store's earnings per delivered order for /store/earnings (issue 18 §5): store_order_earnings
 * rows, which only the store's owner and store admins (and platform admins) can read, so the
 * export too is theirs alone. The range is the delivery (invoice) day; money columns are paise,
 * exported as rupees.
 */
export const STORE_EARNINGS_GRID = {
  id: 'store_earnings',
  databaseId: DATABASE_ID,
  tableId: TABLES.storeOrderEarnings,
  filters: [
    { kind: 'id', param: 'store', field: 'store_id' },
    { kind: 'dateFrom', param: 'from', field: 'delivered_at' },
    { kind: 'dateTo', param: 'to', field: 'delivered_at' },
  ],
  // store_delivered_idx
  sortable: ['delivered_at'],
  defaultSort: { field: 'delivered_at', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: 'order_id', header: 'Order ID' },
    { field: 'order_number', header: 'Order number' },
    { field: 'delivered_at', header: 'Delivered (invoice date)' },
    { field: 'order_status', header: 'Status' },
    { field: 'item_value_paise', header: 'Item value (INR)', format: 'paise' },
    { field: 'delivery_fee_paise', header: 'Delivery fee (INR)', format: 'paise' },
    { field: 'platform_coupon_paise', header: 'Platform coupon (INR)', format: 'paise' },
    { field: 'gross_paise', header: 'Gross (INR)', format: 'paise' },
    { field: 'taxable_value_paise', header: 'Net taxable value (INR)', format: 'paise' },
    { field: 'commission_bps', header: 'Commission (bps)' },
    { field: 'commission_paise', header: 'Commission (INR)', format: 'paise' },
    { field: 'commission_gst_paise', header: 'GST on commission (INR)', format: 'paise' },
    { field: 'tcs_bps', header: 'TCS (bps)' },
    { field: 'tcs_paise', header: 'GST TCS (INR)', format: 'paise' },
    { field: 'tds_bps', header: 'TDS (bps)' },
    { field: 'tds_paise', header: 'Income-tax TDS (INR)', format: 'paise' },
    { field: 'cod_collected_paise', header: 'Cash collected (INR)', format: 'paise' },
    { field: 'net_paise', header: 'Net payable (INR)', format: 'paise' },
    { field: 'refund_paise', header: 'Refunded (INR)', format: 'paise' },
    { field: 'adjustment_net_paise', header: 'Refund adjustment (INR)', format: 'paise' },
  ],
} as const satisfies GridSpec;

/**
 * One store's settlement cycles for /store/payouts (issue 18 §6): store_payouts rows, readable by
 * the store's owner and store admins (and platform admins) only.
 */
export const STORE_PAYOUTS_GRID = {
  id: 'store_payouts',
  databaseId: DATABASE_ID,
  tableId: TABLES.storePayouts,
  filters: [
    { kind: 'id', param: 'store', field: 'store_id' },
    { kind: 'oneOf', param: 'status', field: 'status', values: PAYOUT_STATUSES },
  ],
  // store_cycle_unique
  sortable: ['cycle_end'],
  defaultSort: { field: 'cycle_end', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: '$id', header: 'Payout ID' },
    { field: 'cycle_start', header: 'Cycle from' },
    { field: 'cycle_end', header: 'Cycle to (exclusive)' },
    { field: 'orders_count', header: 'Orders' },
    { field: 'adjustments_count', header: 'Adjustments' },
    { field: 'gross_paise', header: 'Gross (INR)', format: 'paise' },
    { field: 'commission_paise', header: 'Commission (INR)', format: 'paise' },
    { field: 'commission_gst_paise', header: 'GST on commission (INR)', format: 'paise' },
    { field: 'tcs_paise', header: 'GST TCS (INR)', format: 'paise' },
    { field: 'tds_paise', header: 'Income-tax TDS (INR)', format: 'paise' },
    { field: 'adjustments_net_paise', header: 'Refund adjustments (INR)', format: 'paise' },
    { field: 'net_paise', header: 'Net payout (INR)', format: 'paise' },
    { field: 'status', header: 'Status' },
    { field: 'utr', header: 'UTR' },
    { field: 'paid_at', header: 'Paid at' },
  ],
} as const satisfies GridSpec;

/**
 * One store's customers for /store/customers (issue 18 §3): store_customers rows (the order
 * functions keep one per store and customer), readable by the store's owner, store admins and
 * managers (and platform admins) only, so the export is theirs alone. Name and area, no phone.
 */
export const STORE_CUSTOMERS_GRID = {
  id: 'store_customers',
  databaseId: DATABASE_ID,
  tableId: TABLES.storeCustomers,
  filters: [
    { kind: 'id', param: 'store', field: 'store_id' },
    { kind: 'search', param: 'q', fields: ['name'] },
  ],
  // store_last_idx, store_orders_idx, store_spent_idx
  sortable: ['last_order_at', 'order_count', 'total_spent_paise'],
  defaultSort: { field: 'last_order_at', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: [
    { field: 'name', header: 'Customer' },
    { field: 'city', header: 'City' },
    { field: 'postal_code', header: 'PIN' },
    { field: 'order_count', header: 'Orders' },
    { field: 'delivered_count', header: 'Delivered' },
    { field: 'cancelled_count', header: 'Cancelled or refunded' },
    { field: 'total_spent_paise', header: 'Total spent (INR)', format: 'paise' },
    { field: 'first_order_at', header: 'First order' },
    { field: 'last_order_at', header: 'Last order' },
  ],
} as const satisfies GridSpec;

/** One customer's orders at one store, /store/customers/:customerId (issue 18 §3); index store_customer_idx. */
export const STORE_CUSTOMER_ORDERS_GRID = {
  id: 'store_customer_orders',
  databaseId: DATABASE_ID,
  tableId: TABLES.orders,
  filters: [
    { kind: 'id', param: 'store', field: 'store_id' },
    { kind: 'id', param: 'customer', field: 'customer_id' },
  ],
  sortable: ['$createdAt', 'total'],
  defaultSort: { field: '$createdAt', direction: 'desc' },
  defaultPageSize: 25,
  exportColumns: STORE_ORDERS_GRID.exportColumns,
} as const satisfies GridSpec;
