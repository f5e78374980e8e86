import { createHash } from 'node:crypto';
import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { changedFields, productRowData, productSlug } from '@instamg/shared/domain/catalog/product';
import {
  CsvFormatError,
  checkProductCsv,
  parseCsv,
  productCsvIds,
  productCsvNewSlugs,
  type ProductCsvCheck,
  type ProductCsvRow,
} from '@instamg/shared/domain/catalog/product-csv';
import { AppwriteException } from 'node-appwrite';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { fail } from '../../lib/runtime/errors.ts';

// The bulk product import (issue 19 §3): `{ action: 'import_products', csv, file_name?, commit }`.
// A dry run (commit false) answers every line's errors and what would be created or updated, and
// writes nothing. A commit checks the file again and refuses it whole if any line has an error
// (nothing is half-imported), then writes the products in bulk upserts of IMPORT_CHUNK rows —
// synchronously: 2,000 lines are a handful of requests (the SDK test measures them: ~0.5 s dry run,
// ~4 s commit on a loaded 2-core machine), well inside Appwrite's 30 s synchronous limit and the
// function's timeout (30 s), so the store side's asynchronous job (staging + switch) is not needed.
// The file is identified by its SHA-256 (the file itself is not kept): the import's audit row has
// the id `pi-<hash>`, and a new line's product the id `pi<hash>-<line>`, so committing the same
// file again writes nothing new (the audit row is found; a commit cut short and retried upserts
// the same rows). catalog-search picks the products up by their newest $updatedAt, as single edits.

/** Rows a bulk upsert carries. */
export const IMPORT_CHUNK = 500;
const LOOKUP_CHUNK = 100;
/** The CSV text a request may carry (5,000 lines of the template are ~1 MB). */
const MAX_CSV_CHARS = 3_000_000;

type ProductRow = Models.Row & Record<string, unknown>;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ImportRequest {
  csv: string;
  fileName: string | null;
  commit: boolean;
}

export function readImportRequest(body: Record<string, unknown>): ImportRequest {
  const { csv, file_name: fileName, commit } = body;
  if (typeof csv !== 'string' || csv.trim() === '') throw fail('invalid_input', 'csv must be the file’s text.');
  if (csv.length > MAX_CSV_CHARS) throw fail('invalid_input', 'The file is too large (at most 3 MB).');
  if (fileName !== undefined && fileName !== null && typeof fileName !== 'string')
    throw fail('invalid_input', 'file_name must be text.');
  if (commit !== undefined && typeof commit !== 'boolean') throw fail('invalid_input', 'commit must be true or false.');
  return { csv, fileName: fileName ? fileName.slice(0, 200) : null, commit: commit === true };
}

/** The file's SHA-256 (hex) and the ids it gives its audit row and new products. */
export function importIds(csv: string) {
  const sha256 = createHash('sha256').update(csv, 'utf8').digest('hex');
  return {
    sha256,
    importId: `pi-${sha256.slice(0, 32)}`,
    newProductId: (line: number) => `pi${sha256.slice(0, 24)}-${line}`,
  };
}

async function listAll(tablesDB: TablesDB, tableId: string, column: string, values: string[]): Promise<ProductRow[]> {
  const rows: ProductRow[] = [];
  for (const part of chunks(values, LOOKUP_CHUNK)) {
    const page = await tablesDB.listRows<ProductRow>({
      databaseId: DATABASE_ID,
      tableId,
      queries: [Query.equal(column, part), Query.limit(LOOKUP_CHUNK)],
      total: false,
    });
    rows.push(...page.rows);
  }
  return rows;
}

interface Checked {
  check: ProductCsvCheck;
  /** The catalogue rows the file's lines write to (by id), for before/after. */
  existing: Map<string, ProductRow>;
}

async function checkFile(tablesDB: TablesDB, csv: string, newProductId: (line: number) => string): Promise<Checked> {
  let records: string[][];
  try {
    records = parseCsv(csv);
    productCsvIds(records); // the header's columns, before any lookup
  } catch (err) {
    if (err instanceof CsvFormatError) throw fail('invalid_input', err.message);
    throw err;
  }
  const categoryPage = await tablesDB.listRows<ProductRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.categories,
    queries: [Query.select(['$id', 'slug']), Query.limit(5000)],
    total: false,
  });
  const categories = new Map<string, string>();
  for (const c of categoryPage.rows) {
    categories.set(c.$id, c.$id);
    categories.set(String(c.slug).toLowerCase(), c.$id);
  }
  const byId = await listAll(tablesDB, TABLES.products, '$id', productCsvIds(records));
  const bySlug = await listAll(tablesDB, TABLES.products, 'slug', productCsvNewSlugs(records));
  const existing = new Map([...byId, ...bySlug].map((row) => [row.$id, row]));
  try {
    const check = checkProductCsv(records, {
      categories,
      products: new Set(byId.map((row) => row.$id)),
      slugs: new Map(bySlug.map((row) => [String(row.slug), row.$id])),
      newProductId,
    });
    return { check, existing };
  } catch (err) {
    if (err instanceof CsvFormatError) throw fail('invalid_input', err.message);
    throw err;
  }
}

/** A line's row data: every imported column (the image stays as the editor set it). */
function lineData(row: ProductCsvRow): Record<string, unknown> {
  const { image_url: _image, ...data } = productRowData(row.value!);
  return data;
}

/** The lines that change something: a create, or an update with at least one column changed. */
function changesOf(check: ProductCsvCheck, existing: ReadonlyMap<string, ProductRow>) {
  const writes: Array<{ row: ProductCsvRow; data: Record<string, unknown>; create: boolean }> = [];
  let unchanged = 0;
  for (const row of check.rows) {
    if (!row.value) continue;
    const data = lineData(row);
    const before = existing.get(row.product_id);
    if (!before) writes.push({ row, data: { ...data, slug: productSlug(row.value.name) }, create: true });
    else if (Object.keys(changedFields(before, data).after).length > 0) writes.push({ row, data, create: false });
    else unchanged++;
  }
  return { writes, unchanged };
}

/** How many lines of problems (and of planned changes) an answer lists at most. */
const REPLY_LINES = 1000;

export async function importProducts(tablesDB: TablesDB, actorId: string, request: ImportRequest) {
  const started = Date.now();
  const { sha256, importId, newProductId } = importIds(request.csv);
  const earlier = await tablesDB
    .getRow<ProductRow>({ databaseId: DATABASE_ID, tableId: TABLES.auditLog, rowId: importId })
    .catch((err: unknown) => {
      if (err instanceof AppwriteException && err.code === 404) return null;
      throw err;
    });
  const { check, existing } = await checkFile(tablesDB, request.csv, newProductId);
  const { writes, unchanged } = changesOf(check, existing);
  const summary = {
    import_id: importId,
    sha256,
    total: check.rows.length,
    creates: writes.filter((w) => w.create).length,
    updates: writes.filter((w) => !w.create).length,
    unchanged,
    invalid: check.invalid,
    /** This very file was committed before (its audit row exists). */
    already_imported: earlier !== null,
  };
  if (!request.commit) {
    return {
      ...summary,
      status: 'checked' as const,
      problems: check.rows
        .filter((row) => row.errors.length > 0)
        .slice(0, REPLY_LINES)
        .map(({ line, product_id, name, errors, action }) => ({
          line,
          action,
          product_id: action === 'update' ? product_id : null,
          name,
          errors,
        })),
      changes: writes.slice(0, REPLY_LINES).map(({ row, create }) => ({
        line: row.line,
        action: create ? 'create' : 'update',
        product_id: row.product_id,
        name: row.name,
      })),
      ms: Date.now() - started,
    };
  }
  if (check.invalid > 0)
    throw fail('import_invalid', `${check.invalid} of ${check.rows.length} lines have errors; nothing was imported.`);
  if (earlier)
    return { ...summary, creates: 0, updates: 0, status: 'already_imported' as const, ms: Date.now() - started };
  for (const part of chunks(writes, IMPORT_CHUNK)) {
    await tablesDB.upsertRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.products,
      rows: part.map(({ row, data }) => ({ $id: row.product_id, ...data })),
    });
  }
  await writeAudit(tablesDB, {
    rowId: importId,
    actorId,
    actorRole: 'admin',
    action: 'product.import',
    entityType: 'product_import',
    entityId: importId,
    before: null,
    after: {
      file_name: request.fileName,
      sha256,
      lines: summary.total,
      created: summary.creates,
      updated: summary.updates,
      unchanged,
    },
  });
  return { ...summary, status: 'done' as const, ms: Date.now() - started };
}
