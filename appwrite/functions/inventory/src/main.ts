import { ID, TablesDB, type Models } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/context.ts';
import { appwriteStatus, fail, replyError } from '../../lib/errors.ts';
import { DATABASE_ID, TABLES, loadCaller, storeTeamOf } from '../../lib/orders.ts';
import {
  INVENTORY_ACTIONS,
  MAX_STOCK,
  checkPrice,
  isInventoryAction,
  parseAdjustment,
  parseNewBatch,
  parsePriceChange,
  type Movement,
} from './rules.ts';

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
 */

interface InventoryRow extends Models.Row {
  store_id: string;
  product_id: string;
  batch: string;
  expiry: string;
  stock: number;
  selling_price: number;
  mrp: number;
}

interface Acting {
  userId: string;
  role: 'store' | 'admin';
  storeTeam: string;
}

/** The caller acting for `storeId`: a member of its team, or a platform admin; anyone else 403. */
async function actingFor(ctx: Context, tablesDB: TablesDB, userId: string, storeId: string): Promise<Acting> {
  const storeTeam = await storeTeamOf(tablesDB, storeId);
  const caller = await loadCaller(serverClient(ctx), userId);
  if (caller.teams.has(storeTeam)) return { userId, role: 'store', storeTeam };
  if (caller.isAdmin) return { userId, role: 'admin', storeTeam };
  throw fail('not_store_member');
}

async function inventoryRow(tablesDB: TablesDB, rowId: string): Promise<InventoryRow> {
  return tablesDB
    .getRow<InventoryRow>({ databaseId: DATABASE_ID, tableId: TABLES.storeInventory, rowId })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) throw fail('inventory_not_found');
      throw err;
    });
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
  const product = await tablesDB
    .getRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.products, rowId: batch.product_id })
    .catch(() => null);
  if (!product || product.is_active === false)
    throw fail('product_unavailable', 'That medicine is not in the catalogue.');
  const inventory = await tablesDB
    .createRow<InventoryRow>({
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
      ? tablesDB.decrementRowColumn<InventoryRow>({ ...change, min: 0 })
      : tablesDB.incrementRowColumn<InventoryRow>({ ...change, max: MAX_STOCK })
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
  return ctx.res.json({ inventory, movement });
}

async function setPrice(ctx: Context, tablesDB: TablesDB, userId: string, body: Record<string, unknown>) {
  const change = parsePriceChange(body);
  const row = await inventoryRow(tablesDB, change.inventory_id);
  const acting = await actingFor(ctx, tablesDB, userId, row.store_id);
  checkPrice(change.selling_price, row.mrp);
  const inventory = await tablesDB.updateRow<InventoryRow>({
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
  return ctx.res.json({ inventory, movement });
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
    return await setPrice(ctx, tablesDB, userId, body);
  } catch (err) {
    return replyError(ctx, err, 'We could not update the inventory. Please try again.');
  }
};
