// The panel grids the browser shows and the export-csv function re-runs, by id. The function
// takes only an id and a view from the caller, never a table or column name.
import { DATABASE_ID, TABLES } from '../appwrite/ids';
import { ORDER_STATUSES } from '../domain/order';
import type { GridSpec } from './grid-query';

/** Every order, for the admin panel's /admin/orders (SPEC §2); row security decides who sees which. */
export const ORDERS_GRID = {
  id: 'orders',
  databaseId: DATABASE_ID,
  tableId: TABLES.orders,
  filters: [
    { kind: 'oneOf', param: 'status', field: 'status', values: ORDER_STATUSES },
    { kind: 'dateFrom', param: 'from', field: '$createdAt' },
    { kind: 'dateTo', param: 'to', field: '$createdAt' },
  ],
  sortable: ['$createdAt', 'total'],
  defaultSort: { field: '$createdAt', direction: 'desc' },
  defaultPageSize: 25,
  // No address, coordinates, customer or gateway/session ids: a CSV leaves the platform.
  exportColumns: [
    { field: '$id', header: 'Order ID' },
    { field: '$createdAt', header: 'Placed at' },
    { field: 'status', header: 'Status' },
    { field: 'store_name', header: 'Store' },
    { field: 'city', header: 'City' },
    { field: 'delivery_mode', header: 'Delivery' },
    { field: 'item_count', header: 'Items' },
    { field: 'total', header: 'Total (INR)' },
    { field: 'payment_status', header: 'Payment' },
  ],
} as const satisfies GridSpec;

export const GRID_SPECS: Readonly<Record<string, GridSpec>> = { [ORDERS_GRID.id]: ORDERS_GRID };
