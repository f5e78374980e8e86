import { ID, TablesDB, type Models } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { FunctionError, appwriteStatus, fail, replyError } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { storeTeamOf } from '../../lib/orders/rows.ts';
import { refreshInventoryProducts } from '../../lib/stores/inventory-summary.ts';
import { notifyRestocked } from '../../lib/stores/stock-alerts.ts';
import { INVENTORY_PRICE_ROLES } from '@instamg/shared/domain/inventory';
import { DAILY_STATS_ROLES } from '@instamg/shared/domain/store-staff';
import { readExpiring } from './expiring.ts';
import { checkFile, commitImport, csvText, dryRunReply } from './imports.ts';
import {
  INVENTORY_ACTIONS,
  MAX_STOCK,
  checkCatalogueMrp,
  checkPrice,
  isInventoryAction,
  parseAdjustment,
  parseImportStart,
  parseListingRequest,
  parseNewBatch,
  parsePriceChange,
  parseStoreId,
  parseThreshold,
  type Movement,
} from './rules.ts';
import type { StoreInventoryRow } from '@instamg/shared/appwrite/rows';

/**
 * inventory (execute: users). The only writer of store_inventory (issue 14 §7): no team holds a
 * row permission, so every change passes here and leaves a stock_movements row (who, when, why).
 * - `{ action: 'add_batch', store_id, product_id, batch, expiry, quantity, mrp, selling_price, reason? }` → 201
 * - `{ action: 'adjust_stock', inventory_id, change, reason }` → 200
 * - `{ action: 'set_price', inventory_id, selling_price, reason? }` → 200
 * Each answers `{ inventory, movement }`. The caller must be a member of the store's team (the
 * team recorded in the store's row) or a platform admin; the store and product of an existing
 * batch are the row's own, never the caller's. A batch's MRP is the one received and is never
 * changed; the selling price is never above it.
 * Issue 18: add_batch, set_price, set_threshold and the imports need an owner, admin or manager
 * team role (INVENTORY_PRICE_ROLES; staff adjust counts only), every change refreshes the grid's
 * inventory_products rows (lib/stores/inventory-summary.ts), and
 * - `{ action: 'set_threshold', store_id, product_id, threshold }` → 200 `{ product }`
 * - `{ action: 'request_listing', store_id, product_name, manufacturer?, pack_size?, note? }` → 201 `{ request }`
 * - `{ action: 'import_check', store_id, csv }` → 200 `{ total, valid, invalid, problems }` (writes nothing)
 * - `{ action: 'import_commit', store_id, import_id, csv, file_name? }`, run ASYNC → an inventory_imports
 *   row the panel polls (imports.ts).
 * - `{ action: 'expiring_value', store_id }` → 200 `{ bands, batches, batch_count, computed_at }`: the stock
 *   value expiring within 30 / 90 days (issue 18 §4, /store/analytics; expiring.ts). Reads only; the
 *   store's owner, admin or manager (DAILY_STATS_ROLES, as the daily figures) or a platform admin.
 * Issue 22 §4: a batch added, a count raised or an import published that brings a product back
 * in stock e-mails the customers waiting for it there, once each (lib/stores/stock-alerts.ts).
 */

interface Acting {
  userId: string;
  role: 'store' | 'admin';
  storeTeam: string;
  /** The caller's roles in the store's team (none for a platform admin). */
  storeRoles: readonly string[];
}

/** The caller acting for `storeId`: a member of its team, or a platform admin; anyone else 403. */
async function actingFor(ctx: Context, tablesDB: TablesDB, userId: string, storeId: string): Promise<Acting> {
  const storeTeam = await storeTeamOf(tablesDB, storeId);
  const caller = await loadCaller(serverClient(ctx), userId);
  const roles = caller.teams.get(storeTeam);
  if (roles) return { userId, role: 'store', storeTeam, storeRoles: roles };
  if (caller.isAdmin) return { userId, role: 'admin', storeTeam, storeRoles: [] };
  throw fail('not_store_member');
}

/** Prices, new batches, imports and thresholds: owner, admin or manager (or a platform admin). */
function requirePricing(acting: Acting): void {
  if (acting.role === 'admin') return;
  if (!acting.storeRoles.some((role) => (INVENTORY_PRICE_ROLES as readonly string[]).includes(role)))
    throw fail('inventory_role_forbidden');
}

/** The store's figures (analytics): owner, admin or manager, as store_daily_stats rows are read. */
async function expiringValue(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const storeId = parseStoreId(body);
  const acting = await actingFor(ctx, tablesDB, userId, storeId).catch((err: unknown) => {
    // Not a member: the same refusal as a member without the role (no hint whether the store exists).
    throw err instanceof FunctionError && err.code === 'not_store_member' ? fail('analytics_role_forbidden') : err;
  });
  if (
    acting.role !== 'admin' &&
    !acting.storeRoles.some((role) => (DAILY_STATS_ROLES as readonly string[]).includes(role))
  )
    throw fail('analytics_role_forbidden');
  return ctx.res.json(await readExpiring(tablesDB, storeId, new Date()));
}

async function inventoryRow(tablesDB: TablesDB, rowId: string): Promise<StoreInventoryRow> {
  const row = await tablesDB
    .getRow<StoreInventoryRow>({ databaseId: DATABASE_ID, tableId: TABLES.storeInventory, rowId })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) throw fail('inventory_not_found');
      throw err;
    });
  // A batch still staged by an import is not stock yet.
  if (row.visible === false) throw fail('inventory_not_found');
  return row;
}

/** The ledger row, readable by the store's team (and admins through the table). */
async function record(
  tablesDB: TablesDB,
  acting: Acting,
  movement: Omit<Movement, 'actor_id' | 'actor_role'>,
): Promise<Models.Row> {
  return tablesDB.createRow<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.stockMovements,
    rowId: ID.unique(),
    permissions: [`read("team:${acting.storeTeam}")`],
    data: { ...movement, actor_id: acting.userId, actor_role: acting.role },
  });
}

async function addBatch(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const batch = parseNewBatch(body, new Date());
  const acting = await actingFor(ctx, tablesDB, userId, batch.store_id);
  requirePricing(acting);
  const product = await tablesDB
    .getRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.products, rowId: batch.product_id })
    .catch(() => null);
  if (!product || product.is_active === false)
    throw fail('product_unavailable', 'That medicine is not in the catalogue.');
  checkCatalogueMrp(batch.mrp, product.mrp);
  const inventory = await tablesDB
    .createRow<StoreInventoryRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeInventory,
      rowId: ID.unique(),
      // No row permissions: the function is the only writer; reads come from the table's read("any").
      permissions: [],
      data: {
        store_id: batch.store_id,
        product_id: batch.product_id,
        batch: batch.batch,
        expiry: batch.expiry,
        stock: batch.quantity,
        selling_price: batch.selling_price,
        mrp: batch.mrp,
        import_id: null,
        visible: true,
      },
    })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 409) throw fail('batch_exists');
      throw err;
    });
  const movement = await record(tablesDB, acting, {
    store_id: inventory.store_id,
    inventory_id: inventory.$id,
    product_id: inventory.product_id,
    batch: inventory.batch,
    kind: 'batch_added',
    reason: batch.reason,
    quantity_change: batch.quantity,
    stock_after: inventory.stock,
    selling_price: inventory.selling_price,
    mrp: inventory.mrp,
  });
  const summary = await refreshInventoryProducts(tablesDB, inventory.store_id, [inventory.product_id], {
    storeTeam: acting.storeTeam,
  });
  await notifyRestocked(serverClient(ctx), tablesDB, inventory.store_id, summary, ctx.log);
  return ctx.res.json({ inventory, movement }, 201);
}

async function adjustStock(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const adjustment = parseAdjustment(body);
  const row = await inventoryRow(tablesDB, adjustment.inventory_id);
  const acting = await actingFor(ctx, tablesDB, userId, row.store_id);
  // Atomic, bounded by 0 and MAX_STOCK: an order reserving from the same batch cannot be lost.
  const change = {
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    rowId: row.$id,
    column: 'stock',
    value: Math.abs(adjustment.change),
  };
  const inventory = await (
    adjustment.change < 0
      ? tablesDB.decrementRowColumn<StoreInventoryRow>({ ...change, min: 0 })
      : tablesDB.incrementRowColumn<StoreInventoryRow>({ ...change, max: MAX_STOCK })
  ).catch((err: unknown) => {
    if (appwriteStatus(err) === 400)
      throw fail(
        'insufficient_stock',
        adjustment.change < 0
          ? `Only ${row.stock} units of this batch are in stock.`
          : `A batch holds at most ${MAX_STOCK} units.`,
      );
    throw err;
  });
  const movement = await record(tablesDB, acting, {
    store_id: row.store_id,
    inventory_id: row.$id,
    product_id: row.product_id,
    batch: row.batch,
    kind: 'stock_adjusted',
    reason: adjustment.reason,
    quantity_change: adjustment.change,
    stock_after: inventory.stock,
    selling_price: null,
    mrp: null,
  });
  const summary = await refreshInventoryProducts(tablesDB, row.store_id, [row.product_id], {
    storeTeam: acting.storeTeam,
  });
  // Only a rise can bring a medicine back (issue 22 §4, Notify me).
  if (adjustment.change > 0) await notifyRestocked(serverClient(ctx), tablesDB, row.store_id, summary, ctx.log);
  return ctx.res.json({ inventory, movement });
}

async function setPrice(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const change = parsePriceChange(body);
  const row = await inventoryRow(tablesDB, change.inventory_id);
  const acting = await actingFor(ctx, tablesDB, userId, row.store_id);
  requirePricing(acting);
  checkPrice(change.selling_price, row.mrp);
  // A batch stored before the catalogue bound (or whose catalogue MRP fell since) sells at most at the catalogue's MRP.
  const product = await tablesDB
    .getRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.products, rowId: row.product_id })
    .catch(() => null);
  checkCatalogueMrp(change.selling_price, product?.mrp, 'selling price');
  const inventory = await tablesDB.updateRow<StoreInventoryRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeInventory,
    rowId: row.$id,
    data: { selling_price: change.selling_price },
  });
  const movement = await record(tablesDB, acting, {
    store_id: row.store_id,
    inventory_id: row.$id,
    product_id: row.product_id,
    batch: row.batch,
    kind: 'price_set',
    reason: change.reason,
    quantity_change: 0,
    stock_after: inventory.stock,
    selling_price: inventory.selling_price,
    mrp: row.mrp,
  });
  await refreshInventoryProducts(tablesDB, row.store_id, [row.product_id], { storeTeam: acting.storeTeam });
  return ctx.res.json({ inventory, movement });
}

async function setThreshold(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const input = parseThreshold(body);
  const acting = await actingFor(ctx, tablesDB, userId, input.store_id);
  requirePricing(acting);
  const [product] = await refreshInventoryProducts(tablesDB, input.store_id, [input.product_id], {
    storeTeam: acting.storeTeam,
    threshold: input.threshold,
  });
  if (!product) throw fail('product_unavailable', 'That medicine is not in the catalogue.');
  return ctx.res.json({ product });
}

async function requestListing(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const input = parseListingRequest(body);
  const acting = await actingFor(ctx, tablesDB, userId, input.store_id);
  const request = await tablesDB.createRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.listingRequests,
    rowId: ID.unique(),
    // The store's team reads its requests; platform admins read the table.
    permissions: [`read("team:${acting.storeTeam}")`],
    data: { ...input, requested_by: userId, status: 'open' },
  });
  return ctx.res.json({ request }, 201);
}

async function importCheck(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const storeId = parseStoreId(body);
  const csv = csvText(body);
  requirePricing(await actingFor(ctx, tablesDB, userId, storeId));
  return ctx.res.json(dryRunReply(await checkFile(tablesDB, storeId, csv, new Date())));
}

async function importCommit(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const input = parseImportStart(body);
  const csv = csvText(body);
  const acting = await actingFor(ctx, tablesDB, userId, input.store_id);
  requirePricing(acting);
  const status = await commitImport({
    tablesDB,
    storeId: input.store_id,
    storeTeam: acting.storeTeam,
    importId: input.import_id,
    fileName: input.file_name,
    csv,
    actor: { userId, role: acting.role },
    now: new Date(),
    onPublished: (products) => notifyRestocked(serverClient(ctx), tablesDB, input.store_id, products, ctx.log),
  });
  return ctx.res.json({ import_id: input.import_id, status });
}

export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const tablesDB = new TablesDB(serverClient(ctx));
    if (!isInventoryAction(body.action))
      throw fail('invalid_action', `action must be one of ${INVENTORY_ACTIONS.join(', ')}.`);
    if (body.action === 'add_batch') return await addBatch(ctx, tablesDB, userId, body);
    if (body.action === 'adjust_stock') return await adjustStock(ctx, tablesDB, userId, body);
    if (body.action === 'set_threshold') return await setThreshold(ctx, tablesDB, userId, body);
    if (body.action === 'request_listing') return await requestListing(ctx, tablesDB, userId, body);
    if (body.action === 'import_check') return await importCheck(ctx, tablesDB, userId, body);
    if (body.action === 'import_commit') return await importCommit(ctx, tablesDB, userId, body);
    if (body.action === 'expiring_value') return await expiringValue(ctx, tablesDB, userId, body);
    return await setPrice(ctx, tablesDB, userId, body);
  } catch (err) {
    return replyError(ctx, err, 'We could not update the inventory. Please try again.');
  }
};
