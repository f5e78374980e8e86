// The catalogue for the admin: products and categories read with the admin's session (everyone
// reads them), every write through the admin-catalog function (audit log), images uploaded to the
// product_images bucket (only admins may create files there).
import { ID, Query, type Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import { PRODUCT_SCHEDULES, type ProductSchedule, type ProductValues } from '@instamg/shared/domain/catalog/product';
import type { ListingRequestsRow, RowMeta } from '@instamg/shared/appwrite/rows';

export type ProductRow = Models.Row & Record<string, unknown>;

export interface CategoryOption {
  id: string;
  name: string;
  isActive: boolean;
  /** What a new product of the category starts with (issue 19 §4). */
  defaultSchedule: ProductSchedule;
  defaultRxRequired: boolean;
}

export async function fetchProduct(productId: string): Promise<ProductRow> {
  return getAppwrite().tablesDB.getRow<ProductRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.products,
    rowId: productId,
  });
}

/** Every category (a few dozen), in their sort order, for the editor's and the filter's pickers. */
export async function fetchCategories(): Promise<CategoryOption[]> {
  const page = await getAppwrite().tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.categories,
    queries: [Query.orderAsc('sort_order'), Query.limit(500)],
    total: false,
  });
  return page.rows.map((row) => ({
    id: row.$id,
    name: String(row.name),
    isActive: row.is_active !== false,
    defaultSchedule: (PRODUCT_SCHEDULES as readonly unknown[]).includes(row.default_schedule)
      ? (row.default_schedule as ProductSchedule)
      : 'none',
    defaultRxRequired: row.default_rx_required === true,
  }));
}

/** A new product; with `requestId`, the store's listing request it approves (marked listed, the store told). */
export async function createProduct(values: ProductValues, requestId?: string): Promise<ProductRow> {
  return (
    await callFunction<{ product: ProductRow }>(FUNCTIONS.adminCatalog, {
      action: 'create_product',
      values,
      ...(requestId ? { request_id: requestId } : {}),
    })
  ).product;
}

export async function updateProduct(productId: string, values: ProductValues): Promise<ProductRow> {
  return (
    await callFunction<{ product: ProductRow }>(FUNCTIONS.adminCatalog, {
      action: 'update_product',
      product_id: productId,
      values,
    })
  ).product;
}

export async function setProductActive(productId: string, active: boolean): Promise<ProductRow> {
  return (
    await callFunction<{ product: ProductRow }>(FUNCTIONS.adminCatalog, {
      action: 'set_product_active',
      product_id: productId,
      active,
    })
  ).product;
}

/** Uploads an image to product_images and answers its view URL (what `image_url` holds). */
export async function uploadProductImage(file: File): Promise<string> {
  const { storage } = getAppwrite();
  const uploaded = await storage.createFile({ bucketId: BUCKETS.productImages, fileId: ID.unique(), file });
  return storage.getFileView({ bucketId: BUCKETS.productImages, fileId: uploaded.$id });
}

/** One line's problem in a dry run: where, and every error of the line. */
export interface ImportProblem {
  line: number;
  action: 'create' | 'update';
  product_id: string | null;
  name: string;
  errors: Array<{ kind: string; column: string; message: string }>;
}

/** admin-catalog `import_products`'s answer (imports.ts). */
export interface ImportReply {
  status: 'checked' | 'done' | 'already_imported';
  import_id: string;
  sha256: string;
  total: number;
  creates: number;
  updates: number;
  unchanged: number;
  invalid: number;
  already_imported: boolean;
  problems?: ImportProblem[];
  changes?: Array<{ line: number; action: 'create' | 'update'; product_id: string; name: string }>;
}

/** A dry run (commit false: nothing is written) or the commit of a product CSV. */
export function importProducts(csv: string, fileName: string, commit: boolean): Promise<ImportReply> {
  return callFunction<ImportReply>(FUNCTIONS.adminCatalog, {
    action: 'import_products',
    csv,
    file_name: fileName,
    commit,
  });
}

export type ListingRequestRow = RowMeta &
  Pick<
    ListingRequestsRow,
    'store_id' | 'product_name' | 'manufacturer' | 'pack_size' | 'note' | 'status' | 'product_id' | 'decline_reason'
  >;

/** One listing request (admins read the table). */
export function fetchListingRequest(requestId: string): Promise<ListingRequestRow> {
  return getAppwrite().tablesDB.getRow<ListingRequestRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.listingRequests,
    rowId: requestId,
  });
}

export async function declineListingRequest(requestId: string, reason: string): Promise<void> {
  await callFunction(FUNCTIONS.adminCatalog, { action: 'decline_listing_request', request_id: requestId, reason });
}
