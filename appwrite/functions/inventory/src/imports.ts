import { ID, Query, type Models, type TablesDB } from 'node-appwrite';
import {
  CsvFormatError,
  batchKey,
  checkImport,
  importSlugs,
  parseCsv,
  type ImportCheck,
  type ImportContext,
} from '@instamg/shared/domain/inventory-csv';
import { fail } from '../../lib/runtime/errors.ts';
import { refreshInventoryProducts } from '../../lib/stores/inventory-summary.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { InventoryImportsRow } from '@instamg/shared/appwrite/rows';

// The CSV import (issue 18 §2). `import_check` (synchronous) answers every line's errors and
// writes nothing. `import_commit` is started as an ASYNCHRONOUS execution (no request waits past
// Appwrite's 30 s limit): it records an inventory_imports row (status, progress) the panel polls,
// checks the file again, stages the batches in chunks as store_inventory rows with `visible: false`
// and the import's id (no customer read, store-locator or place-order query matches them: they ask
// for `visible = true`), then publishes them in ONE bulk update (visible → true) and writes the
// ledger and the grid's product rows. A failure before the switch deletes the staged rows.

/** Rows a bulk write carries at a time (progress is saved after each). */
export const IMPORT_CHUNK = 500;
const LOOKUP_CHUNK = 100;

export type ImportStatusRow = InventoryImportsRow;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function csvText(body: Record<string, unknown>): string {
  const csv = body.csv;
  if (typeof csv !== 'string' || csv.trim() === '') throw fail('invalid_input', 'csv must be the file’s text.');
  if (csv.length > 2_000_000) throw fail('invalid_input', 'The file is too large (at most 2 MB).');
  return csv;
}

/** The catalogue products the file names, and the store's batches of them. */
async function importContext(
  tablesDB: TablesDB,
  storeId: string,
  records: string[][],
  now: Date,
): Promise<ImportContext> {
  const products = new Map<string, { id: string; name: string; mrp?: number }>();
  for (const part of chunks(importSlugs(records), LOOKUP_CHUNK)) {
    const found = await tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.products,
      queries: [
        Query.equal('slug', part),
        Query.limit(LOOKUP_CHUNK),
        Query.select(['$id', 'slug', 'name', 'is_active', 'mrp']),
      ],
      total: false,
    });
    for (const p of found.rows)
      if (p.is_active !== false)
        products.set(String(p.slug).toLowerCase(), { id: p.$id, name: String(p.name), mrp: Number(p.mrp) });
  }
  const existingBatches = new Set<string>();
  for (const part of chunks([...new Set([...products.values()].map((p) => p.id))], LOOKUP_CHUNK)) {
    let cursor: string | null = null;
    for (;;) {
      const page: Models.RowList<Models.DefaultRow> = await tablesDB.listRows<Models.DefaultRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeInventory,
        queries: [
          Query.equal('store_id', storeId),
          Query.equal('product_id', part),
          Query.select(['$id', 'product_id', 'batch']),
          Query.limit(1000),
          ...(cursor ? [Query.cursorAfter(cursor)] : []),
        ],
        total: false,
      });
      for (const row of page.rows) existingBatches.add(batchKey(String(row.product_id), String(row.batch)));
      if (page.rows.length < 1000) break;
      cursor = page.rows[page.rows.length - 1]!.$id;
    }
  }
  return { products, existingBatches, now };
}

/** Every line's errors (the dry run): nothing is written. */
export async function checkFile(tablesDB: TablesDB, storeId: string, csv: string, now: Date): Promise<ImportCheck> {
  try {
    const records = parseCsv(csv);
    return checkImport(records, await importContext(tablesDB, storeId, records, now));
  } catch (err) {
    if (err instanceof CsvFormatError) throw fail('invalid_input', err.message);
    throw err;
  }
}

/** The dry run's answer: counts, and only the lines with errors or warnings (a clean 5,000-line file answers small). */
export function dryRunReply(check: ImportCheck) {
  return {
    total: check.rows.length,
    valid: check.valid,
    invalid: check.invalid,
    problems: check.rows
      .filter((row) => row.errors.length > 0 || row.warning)
      .map(({ line, product_slug, batch, errors, warning }) => ({ line, product_slug, batch, errors, warning })),
  };
}

export interface CommitInput {
  tablesDB: TablesDB;
  storeId: string;
  storeTeam: string;
  importId: string;
  fileName: string | null;
  csv: string;
  actor: { userId: string; role: 'store' | 'admin' };
  now: Date;
  /** After the stock is published: the refreshed products (stock per product), e.g. to send stock alerts. */
  onPublished?: (products: readonly { product_id: string; stock: number; name: string }[]) => Promise<unknown>;
}

async function setStatus(tablesDB: TablesDB, importId: string, data: Partial<ImportStatusRow>): Promise<void> {
  await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.inventoryImports, rowId: importId, data });
}

/** Runs one import to its end; the row tells the panel where it is. Returns the final row's status. */
export async function commitImport(input: CommitInput): Promise<ImportStatusRow['status']> {
  const { tablesDB, storeId, storeTeam, importId, actor } = input;
  await tablesDB
    .createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.inventoryImports,
      rowId: importId,
      permissions: [`read("team:${storeTeam}")`],
      data: {
        store_id: storeId,
        status: 'checking',
        total: 0,
        processed: 0,
        file_name: input.fileName,
        error: null,
        created_by: actor.userId,
        finished_at: null,
      },
    })
    .catch((err: unknown) => {
      if ((err as { code?: number }).code === 409) throw fail('import_exists');
      throw err;
    });
  let staged = false;
  try {
    const check = await checkFile(tablesDB, storeId, input.csv, input.now).catch(async (err: unknown) => {
      await setStatus(tablesDB, importId, {
        status: 'failed',
        error: (err as Error).message.slice(0, 512),
        finished_at: new Date().toISOString(),
      });
      throw err;
    });
    const lines = check.rows.flatMap((row) => (row.value ? [row.value] : []));
    if (check.invalid > 0) {
      await setStatus(tablesDB, importId, {
        status: 'failed',
        total: check.rows.length,
        error: `${check.invalid} of ${check.rows.length} lines have errors; nothing was imported.`,
        finished_at: new Date().toISOString(),
      });
      throw fail('import_invalid');
    }
    await setStatus(tablesDB, importId, { status: 'staging', total: lines.length });
    const rows = lines.map((line) => ({ $id: ID.unique(), ...line }));
    let processed = 0;
    staged = true;
    for (const part of chunks(rows, IMPORT_CHUNK)) {
      await tablesDB.createRows({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeInventory,
        rows: part.map(({ $id, ...line }) => ({
          $id,
          // No row permissions: the function is the only writer; reads come from the table's read("any").
          $permissions: [],
          store_id: storeId,
          product_id: line.product_id,
          batch: line.batch,
          expiry: line.expiry,
          stock: line.quantity,
          selling_price: line.selling_price,
          mrp: line.mrp,
          import_id: importId,
          visible: false,
        })),
      });
      processed += part.length;
      await setStatus(tablesDB, importId, { processed });
    }
    await setStatus(tablesDB, importId, { status: 'publishing' });
    // The one switch: every staged batch of this import becomes sellable in one request.
    await tablesDB.updateRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeInventory,
      data: { visible: true },
      queries: [Query.equal('import_id', importId), Query.equal('visible', false)],
    });
    staged = false;
    const reason = `CSV import${input.fileName ? ` ${input.fileName}` : ''}`.slice(0, 255);
    for (const part of chunks(rows, IMPORT_CHUNK)) {
      await tablesDB.createRows({
        databaseId: DATABASE_ID,
        tableId: TABLES.stockMovements,
        rows: part.map((line) => ({
          $id: ID.unique(),
          $permissions: [`read("team:${storeTeam}")`],
          store_id: storeId,
          inventory_id: line.$id,
          product_id: line.product_id,
          batch: line.batch,
          kind: 'batch_added',
          reason,
          quantity_change: line.quantity,
          stock_after: line.quantity,
          selling_price: line.selling_price,
          mrp: line.mrp,
          actor_id: actor.userId,
          actor_role: actor.role,
        })),
      });
    }
    const summary = await refreshInventoryProducts(
      tablesDB,
      storeId,
      rows.map((r) => r.product_id),
      { storeTeam, now: input.now },
    );
    await setStatus(tablesDB, importId, { status: 'done', finished_at: new Date().toISOString() });
    await input.onPublished?.(summary);
    return 'done';
  } catch (err) {
    if (staged) {
      // Never published: take the staged rows away so the batch codes are free for a retry.
      await tablesDB
        .deleteRows({
          databaseId: DATABASE_ID,
          tableId: TABLES.storeInventory,
          queries: [Query.equal('import_id', importId), Query.equal('visible', false)],
        })
        .catch(() => undefined);
      await setStatus(tablesDB, importId, {
        status: 'failed',
        error: 'The import stopped before its stock was published; nothing was imported. Please try again.',
        finished_at: new Date().toISOString(),
      }).catch(() => undefined);
    }
    throw err;
  }
}
