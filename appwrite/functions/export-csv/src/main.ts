import { Client, Permission, Query, Role, Storage, TablesDB, type Models } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { GridViewError, viewQueries, type GridSort, type GridSpec } from '../../../../shared/src/grid/grid-query.ts';
import { GRID_SPECS } from '../../../../shared/src/grid/grid-specs.ts';
import { UTF8_BOM, csvLine } from './csv.ts';

/**
 * export-csv (execute: users). POST `{ grid, view: { filters, sort } }` → 200 `{ fileId, rows }`.
 *
 * Writes the whole filtered view of a panel grid (shared/src/grid/grid-specs.ts) as CSV: the same
 * queries the grid runs (viewQueries), paged through with cursors, read with the caller's JWT so
 * row security decides which rows they may export — never with the function's key. The file goes
 * to the private `exports` bucket, readable only by the caller, and is named after the execution
 * (`x-appwrite-execution-id`): the browser runs the export asynchronously (Appwrite keeps no
 * response body for those, and a big export can outlast the 30 s synchronous limit), polls the
 * execution and then downloads the file with that id (shared/src/grid/grid-data.ts).
 * Refusals are `{ message, code }` with 400 (bad request) or 401 (no signed-in caller).
 */

interface Context {
  req: { bodyText: string; headers: Record<string, string | undefined>; method: string };
  res: { json(body: unknown, status?: number): unknown };
  log(message: unknown): void;
  error(message: unknown): void;
}

export const EXPORTS_BUCKET_ID = 'exports';
/** Rows read per request while paging through the view. */
export const EXPORT_BATCH = 500;

class BadRequest extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function refuse(ctx: Context, status: number, code: string, message: string): unknown {
  return ctx.res.json({ message, code }, status);
}

interface ParsedRequest {
  spec: GridSpec;
  queries: string[];
}

function parseRequest(bodyText: string): ParsedRequest {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new BadRequest('invalid_body', 'The request body must be JSON: { "grid": "orders", "view": { "filters": {}, "sort": { "field", "direction" } } }.');
  }
  const { grid, view } = (typeof body === 'object' && body !== null ? body : {}) as { grid?: unknown; view?: unknown };
  const spec = typeof grid === 'string' && Object.hasOwn(GRID_SPECS, grid) ? GRID_SPECS[grid] : undefined;
  if (!spec) throw new BadRequest('unknown_grid', `Unknown grid; one of: ${Object.keys(GRID_SPECS).join(', ')}.`);
  const { filters = {}, sort = spec.defaultSort } = (typeof view === 'object' && view !== null ? view : {}) as { filters?: unknown; sort?: unknown };
  if (typeof filters !== 'object' || filters === null || Object.values(filters).some((value) => typeof value !== 'string')) {
    throw new BadRequest('invalid_view', 'view.filters must map filter names to text values.');
  }
  if (typeof sort !== 'object' || sort === null) throw new BadRequest('invalid_view', 'view.sort must be { field, direction }.');
  try {
    return { spec, queries: viewQueries(spec, { filters: filters as Record<string, string>, sort: sort as GridSort }) };
  } catch (error) {
    if (error instanceof GridViewError) throw new BadRequest('invalid_view', error.message);
    throw error;
  }
}

/** Every row of the view the caller may read, as CSV lines, a batch at a time. */
async function csvOf(tablesDB: TablesDB, spec: GridSpec, queries: string[]): Promise<{ csv: string; rows: number }> {
  const lines = [UTF8_BOM + csvLine(spec.exportColumns.map((column) => column.header))];
  let after: string | null = null;
  let rows = 0;
  for (;;) {
    const page: Models.RowList<Models.Row> = await tablesDB.listRows({
      databaseId: spec.databaseId,
      tableId: spec.tableId,
      queries: [...queries, Query.limit(EXPORT_BATCH), ...(after ? [Query.cursorAfter(after)] : [])],
      total: false,
    });
    for (const row of page.rows) lines.push(csvLine(spec.exportColumns.map((column) => (row as Record<string, unknown>)[column.field])));
    rows += page.rows.length;
    if (page.rows.length < EXPORT_BATCH) return { csv: lines.join(''), rows };
    after = page.rows[page.rows.length - 1]!.$id;
  }
}

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST') return refuse(ctx, 405, 'method_not_allowed', 'Use POST with { "grid", "view" }.');
  const endpoint = process.env.APPWRITE_FUNCTION_API_ENDPOINT;
  const projectId = process.env.APPWRITE_FUNCTION_PROJECT_ID;
  const key = ctx.req.headers['x-appwrite-key'];
  const jwt = ctx.req.headers['x-appwrite-user-jwt'];
  const userId = ctx.req.headers['x-appwrite-user-id'];
  const executionId = ctx.req.headers['x-appwrite-execution-id'];
  if (!jwt || !userId) return refuse(ctx, 401, 'sign_in_required', 'Sign in to export.');
  if (!endpoint || !projectId || !key || !executionId) {
    ctx.error('Missing APPWRITE_FUNCTION_API_ENDPOINT, APPWRITE_FUNCTION_PROJECT_ID, x-appwrite-key or x-appwrite-execution-id.');
    return refuse(ctx, 500, 'internal_error', 'The export failed. Please try again.');
  }
  try {
    const { spec, queries } = parseRequest(ctx.req.bodyText);
    // Rows as the caller: their session's JWT, so they export only what they may read.
    const asCaller = new TablesDB(new Client().setEndpoint(endpoint).setProject(projectId).setJWT(jwt));
    const { csv, rows } = await csvOf(asCaller, spec, queries);
    // The file with the function's key (users cannot write to the bucket), readable by the caller alone.
    const storage = new Storage(new Client().setEndpoint(endpoint).setProject(projectId).setKey(key));
    const day = new Date().toISOString().slice(0, 10);
    await storage.createFile({
      bucketId: EXPORTS_BUCKET_ID,
      fileId: executionId,
      file: InputFile.fromBuffer(Buffer.from(csv, 'utf8'), `${spec.id}-${day}.csv`),
      permissions: [Permission.read(Role.user(userId))],
    });
    ctx.log(`Exported ${rows} ${spec.id} rows for user ${userId} to file ${executionId}`);
    return ctx.res.json({ fileId: executionId, rows }, 200);
  } catch (error) {
    if (error instanceof BadRequest) return refuse(ctx, 400, error.code, error.message);
    // The caller's own query failing (e.g. their session ended) is theirs to see, not a crash.
    const appwrite = error as { code?: number; type?: string; message?: string };
    if (typeof appwrite.code === 'number' && appwrite.code >= 400 && appwrite.code < 500) {
      return refuse(ctx, appwrite.code, appwrite.type ?? 'export_refused', appwrite.message ?? 'The export was refused.');
    }
    ctx.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return refuse(ctx, 500, 'internal_error', 'The export failed. Please try again.');
  }
};
