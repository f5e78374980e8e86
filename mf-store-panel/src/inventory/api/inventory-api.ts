// The inventory section's reads (the caller's session: row security decides) and its writes,
// all through the inventory function (issue 18 §1–2). Pages reach these through inventory-queries.ts.
import { ID, Query } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { ImportErrorKind } from '@instamg/shared/domain/inventory-csv';
import type {
  CategoriesRow,
  InventoryImportsRow,
  InventoryProductsRow,
  ListingRequestsRow,
  RowMeta,
  StockMovementsRow,
  StoreInventoryRow,
} from '@instamg/shared/appwrite/rows';

/** A row of the /store/inventory grid (inventory_products). */
export type InventoryProductRow = RowMeta &
  Pick<
    InventoryProductsRow,
    | 'store_id'
    | 'product_id'
    | 'name'
    | 'salt_composition'
    | 'category_id'
    | 'schedule'
    | 'stock'
    | 'batches'
    | 'next_expiry'
    | 'selling_price'
    | 'mrp'
    | 'low_stock_threshold'
    | 'low_stock'
  >;

/** One batch (store_inventory). */
export type BatchRow = RowMeta &
  Pick<
    StoreInventoryRow,
    'store_id' | 'product_id' | 'batch' | 'expiry' | 'stock' | 'selling_price' | 'mrp' | 'visible'
  >;

/** One stock_movements row: who, when ($createdAt), why. */
export type MovementRow = RowMeta &
  Pick<
    StockMovementsRow,
    | 'inventory_id'
    | 'batch'
    | 'kind'
    | 'reason'
    | 'quantity_change'
    | 'stock_after'
    | 'selling_price'
    | 'actor_id'
    | 'actor_role'
  >;

export type ImportRow = RowMeta & Pick<InventoryImportsRow, 'status' | 'total' | 'processed' | 'error'>;

export interface CategoryOption {
  id: string;
  name: string;
}

const db = () => getAppwrite().tablesDB;
const inventoryFn = <T>(body: Record<string, unknown>) => callFunction<T>(FUNCTIONS.inventory, body);

/** A product's batches at the store, soonest expiry first (staged import rows are not stock yet). */
export async function fetchBatches(storeId: string, productId: string): Promise<BatchRow[]> {
  const { rows } = await db().listRows<BatchRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    queries: [
      Query.equal('store_id', storeId),
      Query.equal('product_id', productId),
      Query.equal('visible', true),
      Query.orderAsc('expiry'),
      Query.limit(100),
    ],
  });
  return rows;
}

/** One product's row of the store's stock (the top bar's search opens its sheet), or null. */
export async function fetchInventoryProduct(storeId: string, productId: string): Promise<InventoryProductRow | null> {
  const { rows } = await db().listRows<InventoryProductRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.inventoryProducts,
    queries: [Query.equal('store_id', storeId), Query.equal('product_id', productId), Query.limit(1)],
  });
  return rows[0] ?? null;
}

/** The product's ledger at the store, newest first (the last 50 changes). */
export async function fetchLedger(storeId: string, productId: string): Promise<MovementRow[]> {
  const { rows } = await db().listRows<MovementRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.stockMovements,
    queries: [
      Query.equal('store_id', storeId),
      Query.equal('product_id', productId),
      Query.orderDesc('$sequence'),
      Query.limit(50),
    ],
  });
  return rows;
}

export async function fetchCategories(): Promise<CategoryOption[]> {
  const { rows } = await db().listRows<CategoriesRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.categories,
    queries: [Query.orderAsc('name'), Query.limit(100)],
  });
  return rows.map((row) => ({ id: row.$id, name: row.name }));
}

export const adjustStock = (input: { inventory_id: string; change: number; reason: string }) =>
  inventoryFn<{ inventory: BatchRow }>({ action: 'adjust_stock', ...input });

export const setPrice = (input: { inventory_id: string; selling_price: number }) =>
  inventoryFn<{ inventory: BatchRow }>({ action: 'set_price', ...input, reason: 'Price change' });

export const setThreshold = (input: { store_id: string; product_id: string; threshold: number }) =>
  inventoryFn<{ product: InventoryProductRow }>({ action: 'set_threshold', ...input });

export interface NewBatchInput {
  store_id: string;
  product_id: string;
  batch: string;
  expiry: string;
  quantity: number;
  mrp: number;
  selling_price: number;
}

export const addBatch = (input: NewBatchInput) =>
  inventoryFn<{ inventory: BatchRow }>({ action: 'add_batch', ...input, reason: 'Received' });

export const requestListing = (input: {
  store_id: string;
  product_name: string;
  manufacturer?: string;
  pack_size?: string;
  note?: string;
}) => inventoryFn<{ request: ListingRequestsRow }>({ action: 'request_listing', ...input });

/** A catalogue product the typeahead offers. */
export interface CatalogueMatch {
  id: string;
  name: string;
  pack_size: string;
  manufacturer: string;
  mrp: number;
}

export async function searchCatalogue(query: string): Promise<CatalogueMatch[]> {
  const reply = await callFunction<{ products?: CatalogueMatch[] }>(FUNCTIONS.catalogSearch, { query, limit: 8 });
  return (reply.products ?? []).map(({ id, name, pack_size, manufacturer, mrp }) => ({
    id,
    name,
    pack_size,
    manufacturer,
    mrp,
  }));
}

export interface DryRunProblem {
  line: number;
  product_slug: string;
  batch: string;
  errors: { kind: ImportErrorKind; column: string; message: string }[];
  warning: string | null;
}

export interface DryRun {
  total: number;
  valid: number;
  invalid: number;
  problems: DryRunProblem[];
}

export const checkImportFile = (storeId: string, csv: string) =>
  inventoryFn<DryRun>({ action: 'import_check', store_id: storeId, csv });

/**
 * Starts the commit as an asynchronous execution (a 5,000-line import may outlast Appwrite's
 * 30 s synchronous limit); the import's row (id chosen here) tells how far it is.
 */
export async function startImport(storeId: string, csv: string, fileName: string): Promise<string> {
  const importId = ID.unique();
  await getAppwrite().functions.createExecution({
    functionId: FUNCTIONS.inventory,
    body: JSON.stringify({ action: 'import_commit', store_id: storeId, import_id: importId, csv, file_name: fileName }),
    async: true,
  });
  return importId;
}

/** The import's job row, or null until the execution has created it. */
export async function fetchImport(importId: string): Promise<ImportRow | null> {
  try {
    return await db().getRow<ImportRow>({ databaseId: DATABASE_ID, tableId: TABLES.inventoryImports, rowId: importId });
  } catch (error) {
    if ((error as { code?: number }).code === 404) return null;
    throw error;
  }
}

/** A listing request as its store reads it (issue 19 §3): the row permission of the store's team. */
export type ListingRequestRow = RowMeta &
  Pick<
    ListingRequestsRow,
    'product_name' | 'manufacturer' | 'pack_size' | 'status' | 'product_id' | 'decline_reason' | 'decided_at'
  >;

/** The store's newest listing requests (its team reads only its own rows). */
export async function fetchListingRequests(storeId: string): Promise<ListingRequestRow[]> {
  const page = await getAppwrite().tablesDB.listRows<ListingRequestRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.listingRequests,
    queries: [Query.equal('store_id', storeId), Query.orderDesc('$createdAt'), Query.limit(20)],
    total: false,
  });
  return page.rows;
}
