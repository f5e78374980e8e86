import { AppwriteException, ID, Storage, TablesDB, type Models } from 'node-appwrite';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  changedFields,
  firstProductError,
  productRowData,
  productSlug,
  readProductValues,
} from '@instamg/shared/domain/catalog/product';
import { firstCategoryError, readCategoryValues } from '@instamg/shared/domain/catalog/category';
import { requireAdmin } from '../../lib/runtime/admin.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError, fail, replyError } from '../../lib/runtime/errors.ts';
import { importProducts, readImportRequest } from './imports.ts';
import { approveRequest, declineRequest, openRequest, readRequestId } from './listing.ts';

/**
 * admin-catalog (execute: users; admins only). POST → 200 `{ product }`.
 *
 * The admin console's catalogue writes (issue 19 §3), each checked with the shared product
 * validator (shared/src/domain/catalog/product.ts) and logged in audit_log (who, when, what, the
 * changed columns before/after):
 * - `{ action: 'create_product', values }`: a new product (slug from the name, salt_key derived);
 * - `{ action: 'update_product', product_id, values }`: every column at once;
 * - `{ action: 'set_product_active', product_id, active }`: list or unlist.
 * An image is a file of the `product_images` bucket (admins upload it): `values.image_url` is its
 * view URL, and the file must exist. Schedule X / NDPS products may be listed; place-order never
 * sells them. catalog-search notices the change by the products' newest `$updatedAt`.
 *
 * Categories (issue 19 §4) answer 200 `{ category }`, checked with shared/src/domain/catalog/category.ts
 * and logged the same way (entity_type `category`):
 * - `{ action: 'create_category', values }`: a new category (its slug is unique: 409 `category_slug_taken`);
 * - `{ action: 'update_category', category_id, values }`: every column at once;
 * - `{ action: 'set_category_active', category_id, active }`: a deactivated category leaves the
 *   home page (mf-catalog lists active categories only); its products stay as they are.
 * Bulk import and listing requests (issue 19 §3; imports.ts, listing.ts):
 * - `{ action: 'import_products', csv, file_name?, commit }` → 200 `{ status, total, creates, updates,
 *   unchanged, invalid, problems?, changes? }`: a dry run (commit false) writes nothing; a commit
 *   refuses a file with any error line (400 `import_invalid`) and is idempotent per file.
 * - `create_product` with `request_id`: approves that open listing request with the new product
 *   (the answer adds `{ request }`);
 * - `{ action: 'decline_listing_request', request_id, reason }` → 200 `{ request }`.
 * Refusals (appwrite/functions/lib/runtime/errors.ts): 400 `invalid_body` / `invalid_action` / `invalid_input`
 * / `import_invalid` / `reason_required`, 401 `sign_in_required` / `admin_required`, 404
 * `product_not_found` / `image_not_found` / `category_not_found` / `listing_request_not_found`,
 * 409 `category_slug_taken` / `listing_request_closed`.
 */

const PRODUCT_ACTIONS = ['create_product', 'update_product', 'set_product_active'] as const;
const CATEGORY_ACTIONS = ['create_category', 'update_category', 'set_category_active'] as const;
const OTHER_ACTIONS = ['import_products', 'decline_listing_request'] as const;
const ACTIONS = [...PRODUCT_ACTIONS, ...CATEGORY_ACTIONS, ...OTHER_ACTIONS] as const;
type ProductAction = (typeof PRODUCT_ACTIONS)[number];
type CategoryAction = (typeof CATEGORY_ACTIONS)[number];

const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
/** The path of a product_images file's view URL (any host: the browser's endpoint may differ from ours). */
const IMAGE_PATH = new RegExp(
  `/storage/buckets/${BUCKETS.productImages}/files/([a-zA-Z0-9][a-zA-Z0-9._-]{0,35})/view$`,
);

type ProductRow = Models.Row & Record<string, unknown>;

function readProductId(value: unknown): string {
  if (typeof value !== 'string' || !ROW_ID.test(value)) throw fail('invalid_input', 'product_id must be a product id.');
  return value;
}

async function loadProduct(tablesDB: TablesDB, productId: string): Promise<ProductRow> {
  try {
    return await tablesDB.getRow<ProductRow>({ databaseId: DATABASE_ID, tableId: TABLES.products, rowId: productId });
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) throw fail('product_not_found');
    throw error;
  }
}

/** A new image must be an uploaded product_images file; an unchanged one is kept as it is. */
async function checkImage(storage: Storage, imageUrl: string | null, current: unknown): Promise<void> {
  if (imageUrl === null || imageUrl === current) return;
  const fileId = IMAGE_PATH.exec(new URL(imageUrl).pathname)?.[1];
  if (!fileId) throw fail('invalid_input', 'Image: upload the image here (a product image file).');
  try {
    await storage.getFile({ bucketId: BUCKETS.productImages, fileId });
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) throw fail('image_not_found');
    throw error;
  }
}

function readValues(raw: unknown) {
  const read = readProductValues(raw);
  if (!read.ok) throw fail('invalid_input', firstProductError(read.errors));
  return productRowData(read.values);
}

/** The product's columns without Appwrite's own ($id, $createdAt …). */
const columnsOf = (row: ProductRow): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('$')));

async function createProduct(tablesDB: TablesDB, storage: Storage, actorId: string, raw: unknown) {
  const data = readValues(raw);
  await checkImage(storage, data.image_url as string | null, null);
  const base = productSlug(data.name as string);
  // The slug is unique: a second "Dolo 650 Tablet" becomes dolo-650-tablet-<4 characters>.
  for (let attempt = 0; ; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 6)}`;
    try {
      const row = await tablesDB.createRow<ProductRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.products,
        rowId: ID.unique(),
        data: { ...data, slug },
      });
      await writeAudit(tablesDB, {
        actorId,
        actorRole: 'admin',
        action: 'product.create',
        entityType: 'product',
        entityId: row.$id,
        before: null,
        after: columnsOf(row),
      });
      return row;
    } catch (error) {
      if (attempt < 3 && error instanceof AppwriteException && error.code === 409) continue;
      throw error;
    }
  }
}

async function updateProduct(
  tablesDB: TablesDB,
  storage: Storage,
  actorId: string,
  productId: string,
  action: 'product.update' | 'product.activate' | 'product.deactivate',
  data: Record<string, unknown>,
) {
  const before = await loadProduct(tablesDB, productId);
  if ('image_url' in data) await checkImage(storage, data.image_url as string | null, before.image_url);
  const row = await tablesDB.updateRow<ProductRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.products,
    rowId: productId,
    data,
  });
  const changed = changedFields(before, columnsOf(row));
  if (Object.keys(changed.after).length > 0) {
    await writeAudit(tablesDB, {
      actorId,
      actorRole: 'admin',
      action,
      entityType: 'product',
      entityId: productId,
      before: changed.before,
      after: changed.after,
    });
  }
  return row;
}

type CategoryRow = Models.Row & Record<string, unknown>;

function readCategoryId(value: unknown): string {
  if (typeof value !== 'string' || !ROW_ID.test(value))
    throw fail('invalid_input', 'category_id must be a category id.');
  return value;
}

function readCategory(raw: unknown): Record<string, unknown> {
  const read = readCategoryValues(raw);
  if (!read.ok) throw fail('invalid_input', firstCategoryError(read.errors));
  return { ...read.values };
}

/** A taken slug (the table's slug_unique index) is the admin's to change, not a server error. */
function slugTaken(error: unknown): never {
  if (error instanceof AppwriteException && error.code === 409) throw fail('category_slug_taken');
  throw error;
}

async function createCategory(tablesDB: TablesDB, actorId: string, raw: unknown): Promise<CategoryRow> {
  const data = readCategory(raw);
  const row = await tablesDB
    .createRow<CategoryRow>({ databaseId: DATABASE_ID, tableId: TABLES.categories, rowId: ID.unique(), data })
    .catch(slugTaken);
  await writeAudit(tablesDB, {
    actorId,
    actorRole: 'admin',
    action: 'category.create',
    entityType: 'category',
    entityId: row.$id,
    before: null,
    after: columnsOf(row),
  });
  return row;
}

async function updateCategory(
  tablesDB: TablesDB,
  actorId: string,
  categoryId: string,
  action: 'category.update' | 'category.activate' | 'category.deactivate',
  data: Record<string, unknown>,
): Promise<CategoryRow> {
  let before: CategoryRow;
  try {
    before = await tablesDB.getRow<CategoryRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.categories,
      rowId: categoryId,
    });
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) throw fail('category_not_found');
    throw error;
  }
  const row = await tablesDB
    .updateRow<CategoryRow>({ databaseId: DATABASE_ID, tableId: TABLES.categories, rowId: categoryId, data })
    .catch(slugTaken);
  const changed = changedFields(columnsOf(before), columnsOf(row));
  if (Object.keys(changed.after).length > 0) {
    await writeAudit(tablesDB, {
      actorId,
      actorRole: 'admin',
      action,
      entityType: 'category',
      entityId: categoryId,
      before: changed.before,
      after: changed.after,
    });
  }
  return row;
}

async function performCategory(
  tablesDB: TablesDB,
  action: CategoryAction,
  actorId: string,
  body: Record<string, unknown>,
) {
  if (action === 'create_category') return createCategory(tablesDB, actorId, body.values);
  const categoryId = readCategoryId(body.category_id);
  if (action === 'update_category')
    return updateCategory(tablesDB, actorId, categoryId, 'category.update', readCategory(body.values));
  if (typeof body.active !== 'boolean') throw fail('invalid_input', 'active must be true or false.');
  return updateCategory(tablesDB, actorId, categoryId, body.active ? 'category.activate' : 'category.deactivate', {
    is_active: body.active,
  });
}

async function perform(ctx: Context, action: ProductAction, actorId: string, body: Record<string, unknown>) {
  const client = serverClient(ctx);
  await requireAdmin(client, actorId);
  const tablesDB = new TablesDB(client);
  const storage = new Storage(client);
  if (action === 'create_product') {
    if (body.request_id === undefined || body.request_id === null)
      return { product: await createProduct(tablesDB, storage, actorId, body.values) };
    // Approving a listing request: it must still be open before the product exists.
    const request = await openRequest(tablesDB, readRequestId(body.request_id));
    const product = await createProduct(tablesDB, storage, actorId, body.values);
    return { product, request: await approveRequest(tablesDB, actorId, request, product) };
  }
  const productId = readProductId(body.product_id);
  if (action === 'update_product')
    return {
      product: await updateProduct(tablesDB, storage, actorId, productId, 'product.update', readValues(body.values)),
    };
  if (typeof body.active !== 'boolean') throw fail('invalid_input', 'active must be true or false.');
  return {
    product: await updateProduct(
      tablesDB,
      storage,
      actorId,
      productId,
      body.active ? 'product.activate' : 'product.deactivate',
      { is_active: body.active },
    ),
  };
}

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST') return answerError(ctx.res, 'method_not_allowed', 'Use POST with { "action" }.');
  try {
    const actorId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    if (!(ACTIONS as readonly unknown[]).includes(body.action))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    if ((CATEGORY_ACTIONS as readonly unknown[]).includes(body.action)) {
      const client = serverClient(ctx);
      await requireAdmin(client, actorId);
      const category = await performCategory(new TablesDB(client), body.action as CategoryAction, actorId, body);
      return ctx.res.json({ category });
    }
    if ((OTHER_ACTIONS as readonly unknown[]).includes(body.action)) {
      const client = serverClient(ctx);
      await requireAdmin(client, actorId);
      const tablesDB = new TablesDB(client);
      if (body.action === 'import_products')
        return ctx.res.json(await importProducts(tablesDB, actorId, readImportRequest(body)));
      return ctx.res.json({ request: await declineRequest(tablesDB, actorId, body) });
    }
    return ctx.res.json(await perform(ctx, body.action as ProductAction, actorId, body));
  } catch (error) {
    return replyError(ctx, error, 'The product could not be saved. Please try again.');
  }
};
