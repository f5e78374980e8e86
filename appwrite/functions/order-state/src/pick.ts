import { BATCH_PROBLEM_TEXT, batchProblem } from '@instamg/shared/domain/fefo';
import type { OrderActorRole } from '@instamg/shared/domain/order';
import type { Models } from 'node-appwrite';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { listOrderItems } from '../../lib/orders/rows.ts';
import { recordOrderStock } from '../../lib/orders/stock.ts';
import { FILE_ID, type ActionIO, type PickedLine } from './actions/action.ts';

// The store's pick (issue 16 §3): the batch of every line, checked with the one FEFO rule
// (shared/src/domain/fefo.ts) before the order moves, then written to the items and the ledger.

type Batch = PickedLine['batch'] & Models.Row;

/** The `picks` of the body: at most one per line, ids only. */
function parsePicks(body: Record<string, unknown>): Map<string, string> {
  const raw = body.picks ?? [];
  if (!Array.isArray(raw) || raw.length > 50) throw fail('invalid_input', 'picks must be a list of at most 50 lines.');
  const picks = new Map<string, string>();
  for (const p of raw as unknown[]) {
    const { item_id, inventory_id } = (p ?? {}) as Record<string, unknown>;
    if (
      typeof item_id !== 'string' ||
      !FILE_ID.test(item_id) ||
      typeof inventory_id !== 'string' ||
      !FILE_ID.test(inventory_id)
    )
      throw fail('invalid_input', 'Each pick needs an item_id and an inventory_id.');
    if (picks.has(item_id)) throw fail('invalid_input', 'Pick each line once.');
    picks.set(item_id, inventory_id);
  }
  return picks;
}

async function batchRow(io: ActionIO, id: string): Promise<Batch | null> {
  return io.tablesDB
    .getRow<Batch>({ databaseId: DATABASE_ID, tableId: TABLES.storeInventory, rowId: id })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) return null;
      throw err;
    });
}

/** The batch of each line (the reserved one unless picked otherwise); refuses any the FEFO rule does not allow. */
export async function pickLines(io: ActionIO, now: Date): Promise<PickedLine[]> {
  const picks = parsePicks(io.body);
  const items = await listOrderItems(io.tablesDB, io.order.$id);
  for (const id of picks.keys())
    if (!items.some((i) => i.$id === id)) throw fail('invalid_input', 'A pick names a line that is not in this order.');
  const lines: PickedLine[] = [];
  for (const item of items) {
    const id = picks.get(item.$id) ?? item.inventory_id;
    const changed = id !== item.inventory_id;
    const batch = await batchRow(io, id);
    const name = (item as { product_name?: string }).product_name ?? 'A line';
    if (!batch || batch.store_id !== io.order.store_id || batch.product_id !== item.product_id)
      throw fail('invalid_input', `${name}: that batch is not this medicine in this pharmacy's stock.`);
    // The reserved batch already holds the line's units; another must have them free.
    const problem = batchProblem(batch, changed ? item.quantity : 0, now);
    if (problem) throw fail('batch_not_shippable', `${name} (batch ${batch.batch}): ${BATCH_PROBLEM_TEXT[problem]}`);
    lines.push({ item, batch, changed });
  }
  return lines;
}

/** Moves the stock of changed lines (new batch taken, the reserved one given back), then writes batch and expiry to every line. */
export async function applyPicks(io: ActionIO, lines: readonly PickedLine[], role: OrderActorRole): Promise<void> {
  const actor = { actor_id: io.userId, actor_role: role };
  for (const { item, batch, changed } of lines) {
    if (changed) {
      const taken = await io.tablesDB
        .decrementRowColumn<Models.DefaultRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.storeInventory,
          rowId: batch.$id,
          column: 'stock',
          value: item.quantity,
          min: 0,
        })
        .catch((err: unknown) => {
          if (appwriteStatus(err) === 400)
            throw fail('insufficient_stock', `Batch ${batch.batch} no longer has enough stock.`);
          throw err;
        });
      const returned = await io.tablesDB.incrementRowColumn<Models.DefaultRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeInventory,
        rowId: item.inventory_id,
        column: 'stock',
        value: item.quantity,
      });
      const note = `picked batch ${batch.batch} instead of ${item.batch ?? item.inventory_id}`;
      await recordOrderStock(io.tablesDB, io.order, 'order_reserved', [{ after: taken, quantity: item.quantity }], {
        ...actor,
        note,
      });
      await recordOrderStock(io.tablesDB, io.order, 'order_released', [{ after: returned, quantity: item.quantity }], {
        ...actor,
        note,
      });
    }
    await io.tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderItems,
      rowId: item.$id,
      data: { inventory_id: batch.$id, batch: batch.batch, batch_expiry: batch.expiry },
    });
  }
}
