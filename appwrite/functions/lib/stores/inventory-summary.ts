import { createHash } from 'node:crypto';
import { ID, Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { DEFAULT_LOW_STOCK_THRESHOLD, isLowStock } from '@instamg/shared/domain/inventory';
import { STORE_NOTIFICATION_TITLES } from '@instamg/shared/domain/store-notifications';
import { appwriteStatus } from '../runtime/errors.ts';
import { listAll } from '../runtime/list-all.ts';
import type { InventoryProductsRow, StoreInventoryRow } from '@instamg/shared/appwrite/rows';

/**
 * inventory_products: one row per store × product, the /store/inventory grid's rows (issue 18 §1).
 * The panel pages, searches, filters and sorts one store's products on the server, which the
 * batch rows (store_inventory: no names, several rows a product) cannot give. Each row is
 * recomputed from the product's visible batches whenever they change (the inventory function,
 * and order reservations and releases through recordOrderStock), readable by the store's team
 * only, written only by functions (API key). A product falling to its low-stock threshold writes a
 * `low_stock` notification into the store's inbox.
 */

export type InventoryProductRow = InventoryProductsRow;

/** The row id of a store's product: stable, so every refresh is one upsert (36 hex characters). */
export function inventoryProductId(storeId: string, productId: string): string {
  return createHash('sha256').update(`${storeId}|${productId}`).digest('hex').slice(0, 36);
}

const CHUNK = 100;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The figures of one product's batches: stock, batch count, soonest expiry in stock, lowest price, highest MRP. */
export function summarise(batches: readonly Pick<StoreInventoryRow, 'stock' | 'expiry' | 'selling_price' | 'mrp'>[]) {
  const inStock = batches.filter((b) => b.stock > 0);
  return {
    stock: inStock.reduce((sum, b) => sum + b.stock, 0),
    batches: batches.length,
    next_expiry: inStock.reduce<string | null>(
      (soonest, b) => (soonest === null || Date.parse(b.expiry) < Date.parse(soonest) ? b.expiry : soonest),
      null,
    ),
    selling_price: inStock.length ? Math.min(...inStock.map((b) => b.selling_price)) : null,
    mrp: inStock.length ? Math.max(...inStock.map((b) => b.mrp)) : null,
  };
}

export interface RefreshOptions {
  /** The store's team (stores.team_id); read when not given. */
  storeTeam?: string;
  /** A new threshold for these products. */
  threshold?: number;
  now?: Date;
}

/** Recomputes the inventory_products rows of `productIds` at `storeId`; returns them. */
export async function refreshInventoryProducts(
  tablesDB: TablesDB,
  storeId: string,
  productIds: readonly string[],
  options: RefreshOptions = {},
): Promise<InventoryProductRow[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const storeTeam =
    options.storeTeam ??
    String(
      (await tablesDB.getRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId }))
        .team_id,
    );
  const permissions = [`read("team:${storeTeam}")`];
  const out: InventoryProductRow[] = [];
  for (const part of chunks(ids, CHUNK)) {
    const [batches, products, known] = await Promise.all([
      listAll<StoreInventoryRow>(tablesDB, TABLES.storeInventory, [
        Query.equal('store_id', storeId),
        Query.equal('product_id', part),
        Query.equal('visible', true),
      ]),
      listAll<Models.DefaultRow>(tablesDB, TABLES.products, [Query.equal('$id', part)]),
      listAll<InventoryProductRow>(tablesDB, TABLES.inventoryProducts, [
        Query.equal('store_id', storeId),
        Query.equal('product_id', part),
      ]),
    ]);
    const productOf = new Map(products.map((p) => [p.$id, p]));
    const knownOf = new Map(known.map((k) => [k.product_id, k]));
    const rows = part.flatMap((productId) => {
      const product = productOf.get(productId);
      if (!product) return [];
      const figures = summarise(batches.filter((b) => b.product_id === productId));
      const threshold = options.threshold ?? knownOf.get(productId)?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
      return [
        {
          $id: inventoryProductId(storeId, productId),
          $permissions: permissions,
          store_id: storeId,
          product_id: productId,
          name: String(product.name),
          salt_composition: String(product.salt_composition),
          category_id: String(product.category_id),
          schedule: String(product.schedule),
          ...figures,
          low_stock_threshold: threshold,
          low_stock: isLowStock(figures.stock, threshold),
        },
      ];
    });
    if (rows.length === 0) continue;
    const written = await tablesDB.upsertRows<InventoryProductRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.inventoryProducts,
      rows: rows as unknown as InventoryProductRow[],
    });
    out.push(...written.rows);
    // Falling to the threshold (not staying there) tells the store once.
    const fell = rows.filter((r) => r.low_stock && r.batches > 0 && knownOf.get(r.product_id)?.low_stock === false);
    for (const row of fell) await notifyLowStock(tablesDB, row, storeTeam, options.now ?? new Date());
  }
  return out;
}

async function notifyLowStock(
  tablesDB: TablesDB,
  row: { store_id: string; product_id: string; name: string; stock: number; low_stock_threshold: number },
  storeTeam: string,
  now: Date,
): Promise<void> {
  await tablesDB
    .createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.notifications,
      rowId: ID.unique(),
      permissions: [`read("team:${storeTeam}")`],
      data: {
        store_id: row.store_id,
        kind: 'low_stock',
        order_id: null,
        title: STORE_NOTIFICATION_TITLES.low_stock,
        body: `${row.name} is down to ${row.stock} in stock (your low-stock level is ${row.low_stock_threshold}).`.slice(
          0,
          512,
        ),
        // One a minute at most per product, however many refreshes race.
        dedupe_key: `low_stock:${row.store_id}:${row.product_id}:${now.toISOString().slice(0, 16)}`.slice(0, 255),
      },
    })
    .catch((err: unknown) => {
      if (appwriteStatus(err) !== 409) throw err;
    });
}
