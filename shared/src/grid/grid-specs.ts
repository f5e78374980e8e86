// The panel grids the browser shows and the export-csv function re-runs, by id. The function
// takes only an id and a view from the caller, never a table or column name.
// Each panel's grids are in its own file; this one names them all, for the function and the pages.
import type { GridSpec } from './grid-query';
import {
  ORDERS_GRID,
  STORE_APPLICATIONS_GRID,
  STORES_GRID,
  PRODUCTS_GRID,
  AUDIT_LOG_GRID,
  CATEGORIES_GRID,
  PRESCRIPTIONS_GRID,
  PHARMACISTS_GRID,
  TESTIMONIALS_GRID,
  LISTING_REQUESTS_GRID,
  RECONCILIATION_GRID,
} from './admin-grid-specs';
import {
  STORE_ORDERS_GRID,
  INVENTORY_GRID,
  STORE_EARNINGS_GRID,
  STORE_PAYOUTS_GRID,
  STORE_CUSTOMERS_GRID,
  STORE_CUSTOMER_ORDERS_GRID,
} from './store-grid-specs';

export * from './admin-grid-specs';
export * from './store-grid-specs';

export const GRID_SPECS: Readonly<Record<string, GridSpec>> = {
  [INVENTORY_GRID.id]: INVENTORY_GRID,
  [ORDERS_GRID.id]: ORDERS_GRID,
  [STORE_ORDERS_GRID.id]: STORE_ORDERS_GRID,
  [STORE_APPLICATIONS_GRID.id]: STORE_APPLICATIONS_GRID,
  [STORES_GRID.id]: STORES_GRID,
  [PRODUCTS_GRID.id]: PRODUCTS_GRID,
  [AUDIT_LOG_GRID.id]: AUDIT_LOG_GRID,
  [STORE_EARNINGS_GRID.id]: STORE_EARNINGS_GRID,
  [STORE_PAYOUTS_GRID.id]: STORE_PAYOUTS_GRID,
  [CATEGORIES_GRID.id]: CATEGORIES_GRID,
  [PRESCRIPTIONS_GRID.id]: PRESCRIPTIONS_GRID,
  [PHARMACISTS_GRID.id]: PHARMACISTS_GRID,
  [TESTIMONIALS_GRID.id]: TESTIMONIALS_GRID,
  [STORE_CUSTOMERS_GRID.id]: STORE_CUSTOMERS_GRID,
  [STORE_CUSTOMER_ORDERS_GRID.id]: STORE_CUSTOMER_ORDERS_GRID,
  [LISTING_REQUESTS_GRID.id]: LISTING_REQUESTS_GRID,
  [RECONCILIATION_GRID.id]: RECONCILIATION_GRID,
};
