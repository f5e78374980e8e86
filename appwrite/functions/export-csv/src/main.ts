import { Client, Permission, Query, Role, Storage, TablesDB, type Models } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { BUCKETS } from '@instamg/shared/appwrite/ids';
import { istToday } from '@instamg/shared/domain/india-time';
import { GridViewError, viewQueries, type GridSort, type GridSpec } from '@instamg/shared/grid/grid-query';
import { GRID_SPECS } from '@instamg/shared/grid/grid-specs';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError, fail, replyError } from '../../lib/runtime/errors.ts';
import { UTF8_BOM, csvLine, exportValue } from './csv.ts';
import { parseRegisterRequest, registerCsv, registerRows } from './h1-register.ts';

/**
 * export-csv (execute: users). POST `{ grid, view: { filters, sort } }` → 200 `{ fileId, rows }`;
 * or `{ kind: 'h1_register', store_id, from, to }`: a store's Schedule H1 register (h1-register.ts).
 *
 * Writes the whole filtered view of a panel grid (shared/src/grid/grid-specs.ts) as CSV: the same
 * queries the grid runs (viewQueries), paged through with cursors, read with the caller's JWT so
 * row security decides which rows they may export — never with the function's key. The file goes
 * to the private `exports` bucket, readable only by the caller, and is named after the execution
 * (`x-appwrite-execution-id`): the browser runs the export asynchronously (Appwrite keeps no
 * response body for those, and a big export can outlast the 30 s synchronous limit), polls the
 * execution and then downloads the file with that id (shared/src/grid/grid-data.ts).
 * Refusals (appwrite/functions/lib/runtime/errors.ts): 400 `invalid_body` / `invalid_input`, 401 `sign_in_required`,
 * 403 `store_members_only` (the register of a store the caller is not a member of).
 */

/** Rows read per request while paging through the view. */
export const EXPORT_BATCH = 500;

interface ParsedRequest {
  spec: GridSpec;
  queries: string[];
}

function parseRequest(body: Record<string, unknown>): ParsedRequest {
  const { grid, view } = body as { grid?: unknown; view?: unknown };
  const spec = typeof grid === 'string' && Object.hasOwn(GRID_SPECS, grid) ? GRID_SPECS[grid] : undefined;
  if (!spec) throw fail('invalid_input', `Unknown grid; one of: ${Object.keys(GRID_SPECS).join(', ')}.`);
  const { filters = {}, sort = spec.defaultSort } = (typeof view === 'object' && view !== null ? view : {}) as {
    filters?: unknown;
    sort?: unknown;
  };
  if (
    typeof filters !== 'object' ||
    filters === null ||
    Object.values(filters).some((value) => typeof value !== 'string')
  ) {
    throw fail('invalid_input', 'view.filters must map filter names to text values.');
  }
  if (typeof sort !== 'object' || sort === null) throw fail('invalid_input', 'view.sort must be { field, direction }.');
  try {
    return { spec, queries: viewQueries(spec, { filters: filters as Record<string, string>, sort: sort as GridSort }) };
  } catch (error) {
    if (error instanceof GridViewError) throw fail('invalid_input', error.message);
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
    for (const row of page.rows)
      lines.push(
        csvLine(
          spec.exportColumns.map((column) => exportValue(column, (row as Record<string, unknown>)[column.field])),
        ),
      );
    rows += page.rows.length;
    if (page.rows.length < EXPORT_BATCH) return { csv: lines.join(''), rows };
    after = page.rows[page.rows.length - 1]!.$id;
  }
}

export default async (ctx: Context) => {
  if (ctx.req.method !== 'POST') return answerError(ctx.res, 'method_not_allowed', 'Use POST with { "grid", "view" }.');
  try {
    const userId = callerId(ctx);
    const jwt = ctx.req.headers['x-appwrite-user-jwt'];
    const executionId = ctx.req.headers['x-appwrite-execution-id'];
    if (!jwt) throw fail('sign_in_required');
    if (!executionId) throw new Error('Missing the x-appwrite-execution-id header.');
    const body = parseBody(ctx.req.bodyText);
    const register = body.kind === 'h1_register' ? parseRegisterRequest(body) : null;
    const request = register ? null : parseRequest(body);
    // Rows as the caller: their session's JWT, so they export only what they may read.
    const key = serverClient(ctx); // also checks the endpoint and project variables are there
    const asCaller = new TablesDB(
      new Client()
        .setEndpoint(process.env.APPWRITE_FUNCTION_API_ENDPOINT!)
        .setProject(process.env.APPWRITE_FUNCTION_PROJECT_ID!)
        .setJWT(jwt),
    );
    let csv: string;
    let rows: number;
    let name: string;
    if (register) {
      const lines = await registerRows(asCaller, userId, register);
      [csv, rows] = [registerCsv(lines), lines.length];
      name = `h1-register-${register.range.from}-to-${register.range.to}.csv`;
    } else {
      ({ csv, rows } = await csvOf(asCaller, request!.spec, request!.queries));
      name = `${request!.spec.id}-${istToday(new Date())}.csv`;
    }
    // The file with the function's key (users cannot write to the bucket), readable by the caller alone.
    await new Storage(key).createFile({
      bucketId: BUCKETS.exports,
      fileId: executionId,
      file: InputFile.fromBuffer(Buffer.from(csv, 'utf8'), name),
      permissions: [Permission.read(Role.user(userId))],
    });
    ctx.log(
      `Exported ${rows} ${register ? 'h1_register' : request!.spec.id} rows for user ${userId} to file ${executionId}`,
    );
    return ctx.res.json({ fileId: executionId, rows }, 200);
  } catch (error) {
    return replyError(ctx, error, 'The export failed. Please try again.');
  }
};
