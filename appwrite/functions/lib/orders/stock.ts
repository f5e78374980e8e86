import { ID, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { orderReference } from '@instamg/shared/domain/order-number';
import { refreshInventoryProducts } from '../stores/inventory-summary.ts';
import { appendEvent, type OrderEventInput } from './events.ts';
import { listOrderItems, type OrderRow } from './rows.ts';

// An order's stock: reserving batches at placement, returning them once, and the ledger rows of both.

/**
 * Puts an order's reserved stock back, exactly once per reservation. The claim is an event row
 * with a unique dedupe key, written before any stock moves: Appwrite has no compare-and-set,
 * and a unique index is the one thing two racing executions cannot both pass.
 */
export async function releaseStock(tablesDB: TablesDB, order: OrderRow, actor: OrderEventInput): Promise<boolean> {
  try {
    await appendEvent(tablesDB, order, {
      ...actor,
      type: 'stock_released',
      dedupe_key: `stock_released:${order.$id}:${order.stock_reservation ?? 1}`,
    });
  } catch (err) {
    if ((err as { code?: number }).code === 409) return false; // released before
    throw err;
  }
  const returned: StockChange[] = [];
  for (const item of await listOrderItems(tablesDB, order.$id)) {
    const after = await tablesDB.incrementRowColumn<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeInventory,
      rowId: item.inventory_id,
      column: 'stock',
      value: item.quantity,
    });
    returned.push({ after, quantity: item.quantity });
  }
  await recordOrderStock(tablesDB, order, 'order_released', returned, actor);
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: order.$id,
    data: { stock_released: true },
  });
  return true;
}

/** One batch's stock change by an order: the inventory row after it, and how many units. */
export interface StockChange {
  after: Models.DefaultRow;
  quantity: number;
}

/**
 * The stock_movements rows of an order's reservation or release (issue 14 §7: every stock change
 * is in the ledger with who, when and why), readable by the store's team.
 */
export async function recordOrderStock(
  tablesDB: TablesDB,
  order: Pick<OrderRow, '$id' | 'order_number' | 'store_team_id'>,
  kind: 'order_reserved' | 'order_released',
  changes: readonly StockChange[],
  actor: Pick<OrderEventInput, 'actor_id' | 'actor_role' | 'note'>,
): Promise<void> {
  const role =
    actor.actor_role === 'pharmacist' ? 'store' : actor.actor_role === 'gateway' ? 'system' : actor.actor_role;
  for (const { after, quantity } of changes) {
    await tablesDB.createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.stockMovements,
      rowId: ID.unique(),
      permissions: [`read("team:${order.store_team_id}")`],
      data: {
        store_id: after.store_id,
        inventory_id: after.$id,
        product_id: after.product_id,
        batch: after.batch,
        kind,
        reason:
          `${kind === 'order_reserved' ? 'Reserved for' : 'Returned from'} order ${orderReference(order)}${actor.note ? ` (${actor.note})` : ''}`.slice(
            0,
            255,
          ),
        quantity_change: kind === 'order_reserved' ? -quantity : quantity,
        stock_after: after.stock,
        order_id: order.$id,
        actor_id: actor.actor_id ?? 'system',
        actor_role: role,
      },
    });
  }
  // The panel's per-product rows follow the batches (issue 18 §1); they never fail an order.
  const storeId = changes[0]?.after.store_id;
  if (typeof storeId === 'string')
    await refreshInventoryProducts(
      tablesDB,
      storeId,
      changes.map((c) => String(c.after.product_id)),
      { storeTeam: order.store_team_id },
    ).catch((err: unknown) => console.error('inventory_products refresh failed', err));
}

export interface ReservationLine {
  /** Inventory rows (batches) that may supply the line, preferred first. */
  candidates: string[];
  quantity: number;
}

/**
 * Takes stock for every line with an atomic `decrementRowColumn(min: 0)`, so concurrent buyers
 * can never take a batch below zero; when a batch is short the next candidate is tried. If any
 * line cannot be supplied, what was already taken is put back and `null` names that line.
 * Returns the inventory row chosen per line and each batch after the change (for the ledger: the caller records it once the order is known).
 */
export async function reserveStock(
  tablesDB: TablesDB,
  lines: readonly ReservationLine[],
): Promise<{ chosen: string[]; changes: StockChange[] } | { shortLine: number }> {
  const taken: { rowId: string; quantity: number }[] = [];
  const changes: StockChange[] = [];
  try {
    for (const [index, line] of lines.entries()) {
      let got: string | null = null;
      for (const rowId of line.candidates) {
        try {
          const after = await tablesDB.decrementRowColumn<Models.DefaultRow>({
            databaseId: DATABASE_ID,
            tableId: TABLES.storeInventory,
            rowId,
            column: 'stock',
            value: line.quantity,
            min: 0,
          });
          changes.push({ after, quantity: line.quantity });
          got = rowId;
          break;
        } catch (err) {
          // 400: the decrement would go below min (not enough left in this batch); 404: batch gone.
          const code = (err as { code?: number }).code;
          if (code !== 400 && code !== 404) throw err;
        }
      }
      if (!got) {
        await putBack(tablesDB, taken);
        return { shortLine: index };
      }
      taken.push({ rowId: got, quantity: line.quantity });
    }
  } catch (err) {
    await putBack(tablesDB, taken);
    throw err;
  }
  return { chosen: taken.map((t) => t.rowId), changes };
}

export async function putBack(
  tablesDB: TablesDB,
  taken: readonly { rowId: string; quantity: number }[],
): Promise<void> {
  for (const t of taken) {
    await tablesDB.incrementRowColumn({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeInventory,
      rowId: t.rowId,
      column: 'stock',
      value: t.quantity,
    });
  }
}
