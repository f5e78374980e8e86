import type { ServiceDeps } from '../deps.ts';
import { RowStores } from '../db/rows.ts';
import { findTable, loadSchema, type Schema, type TableDef } from '../db/schema.ts';
import { prepareStorage } from '../db/storage.ts';
import { AppwriteException } from '../errors.ts';
import { json, noContent, type RequestContext } from '../http/context.ts';
import { ROW_BODY_LIMIT, type Handler, type RouteOptions, type Router } from '../http/router.ts';
import { uidParam } from '../http/validate.ts';
import { DOCUMENTS_FLAVOR, TABLES_FLAVOR, type Flavor } from './tablesdb/flavor.ts';
import { columnJson, databaseJson, indexJson, tableJson } from './tablesdb/meta.ts';
import { RowsService } from './tablesdb/rows.ts';

/**
 * Appwrite TablesDB (`/v1/tablesdb/…/rows`) and its legacy twin, Databases
 * (`/v1/databases/…/documents`), over SQLite. Tables come from appwrite.json; their storage is
 * created/migrated on start (src/db/storage.ts). Rows, queries and permissions follow Appwrite
 * 1.9 (see src/db/*.ts and ./tablesdb/rows.ts); the metadata endpoints are read-only.
 */

/** Bulk bodies (createRows for seeding) may be large. */
const BULK_BODY_LIMIT = 64 * 1024 * 1024;

export function register(router: Router, deps: ServiceDeps): void {
  const schema = loadSchema(deps.config.schemaPath);
  prepareStorage(deps.db, schema.tables);
  const context = { db: deps.db, schema, stores: new RowStores(deps.db) };
  registerRows(
    router,
    '/v1/tablesdb/{databaseId}/tables/{tableId}/rows',
    new RowsService(context, TABLES_FLAVOR),
    TABLES_FLAVOR,
  );
  registerRows(
    router,
    '/v1/databases/{databaseId}/collections/{collectionId}/documents',
    new RowsService(context, DOCUMENTS_FLAVOR),
    DOCUMENTS_FLAVOR,
  );
  registerMetadata(router, deps, schema);
}

/**
 * Transactions (`transactionId`) are not emulated. Refusing them is safer than applying the
 * operation immediately, which would silently change what the caller's code means.
 */
function rejectTransactions(handler: Handler): Handler {
  return (ctx) => {
    const id = ctx.body.transactionId ?? ctx.query.transactionId;
    if (id !== undefined && id !== null && id !== '') {
      throw new AppwriteException(
        'general_not_implemented',
        'Transactions are not supported by the dev server: leave out `transactionId`.',
      );
    }
    return handler(ctx);
  };
}

function registerRows(router: Router, base: string, rows: RowsService, flavor: Flavor): void {
  const one = `${base}/{${flavor.rowParam}}`;
  const read = { scope: flavor.readScope };
  const write = { scope: flavor.writeScope, maxBodyBytes: ROW_BODY_LIMIT };
  // One POST route creates one row (anyone) or many (`rows`, API keys): only keys get the bulk size.
  const bulk = { scope: flavor.writeScope, maxBodyBytes: ROW_BODY_LIMIT, keyMaxBodyBytes: BULK_BODY_LIMIT };
  const route = (
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    handler: Handler,
    options: RouteOptions,
  ): void => router[method](path, rejectTransactions(handler), options);

  route('get', base, (ctx) => json(200, rows.list(ctx.auth, ctx.params, ctx.query.queries, ctx.query.total)), read);
  route(
    'post',
    base,
    (ctx) => {
      if (ctx.body[flavor.rowsField] !== undefined) return json(201, rows.createMany(ctx.auth, ctx.params, ctx.body));
      return json(201, rows.create(ctx.auth, ctx.params, ctx.body));
    },
    bulk,
  );
  route('put', base, (ctx) => json(201, rows.upsertMany(ctx.auth, ctx.params, ctx.body)), bulk);
  route('patch', base, (ctx) => json(200, rows.updateMany(ctx.auth, ctx.params, ctx.body)), bulk);
  route('delete', base, (ctx) => json(200, rows.deleteMany(ctx.auth, ctx.params, ctx.body)), bulk);

  route('get', one, (ctx) => json(200, rows.get(ctx.auth, ctx.params, ctx.query.queries)), read);
  route('patch', one, (ctx) => json(200, rows.update(ctx.auth, ctx.params, ctx.body)), write);
  route('put', one, (ctx) => json(201, rows.upsert(ctx.auth, ctx.params, ctx.body)), write);
  route(
    'delete',
    one,
    (ctx) => {
      rows.delete(ctx.auth, ctx.params);
      return noContent();
    },
    write,
  );
  route(
    'patch',
    `${one}/{${flavor.columnParam}}/increment`,
    (ctx) => json(200, rows.adjust(ctx.auth, ctx.params, ctx.body, 1)),
    write,
  );
  route(
    'patch',
    `${one}/{${flavor.columnParam}}/decrement`,
    (ctx) => json(200, rows.adjust(ctx.auth, ctx.params, ctx.body, -1)),
    write,
  );
}

function registerMetadata(router: Router, deps: ServiceDeps, schema: Schema): void {
  const database = (ctx: RequestContext): string => {
    const id = uidParam(ctx.params.databaseId, 'databaseId');
    if (!schema.databases.some((d) => d.id === id))
      throw new AppwriteException('database_not_found', `Database with the requested ID '${id}' could not be found.`);
    return id;
  };
  const table = (ctx: RequestContext): TableDef => {
    const databaseId = database(ctx);
    const tableId = uidParam(ctx.params.tableId, 'tableId');
    const found = findTable(schema, databaseId, tableId);
    if (!found)
      throw new AppwriteException('table_not_found', `Table with the requested ID '${tableId}' could not be found.`);
    return found;
  };
  const base = '/v1/tablesdb';
  router.get(
    base,
    () => {
      const databases = schema.databases.map((d) => databaseJson(deps.db, schema, d.id));
      return json(200, { total: databases.length, databases });
    },
    { scope: 'databases.read' },
  );
  router.get(`${base}/{databaseId}`, (ctx) => json(200, databaseJson(deps.db, schema, database(ctx))), {
    scope: 'databases.read',
  });
  router.get(
    `${base}/{databaseId}/tables`,
    (ctx) => {
      const databaseId = database(ctx);
      const tables = schema.tables.filter((t) => t.databaseId === databaseId).map((t) => tableJson(deps.db, t));
      return json(200, { total: tables.length, tables });
    },
    { scope: 'tables.read' },
  );
  router.get(`${base}/{databaseId}/tables/{tableId}`, (ctx) => json(200, tableJson(deps.db, table(ctx))), {
    scope: 'tables.read',
  });
  router.get(
    `${base}/{databaseId}/tables/{tableId}/columns`,
    (ctx) => {
      const t = tableJson(deps.db, table(ctx));
      const columns = t.columns as unknown[];
      return json(200, { total: columns.length, columns });
    },
    { scope: 'columns.read' },
  );
  router.get(
    `${base}/{databaseId}/tables/{tableId}/columns/{key}`,
    (ctx) => {
      const t = table(ctx);
      const column = t.columns.find((c) => c.key === ctx.params.key);
      if (!column)
        throw new AppwriteException(
          'column_not_found',
          `Column with the requested key '${ctx.params.key}' could not be found.`,
        );
      const meta = tableJson(deps.db, t);
      return json(200, columnJson(column, meta.$createdAt as string, meta.$updatedAt as string));
    },
    { scope: 'columns.read' },
  );
  router.get(
    `${base}/{databaseId}/tables/{tableId}/indexes`,
    (ctx) => {
      const t = tableJson(deps.db, table(ctx));
      const indexes = t.indexes as unknown[];
      return json(200, { total: indexes.length, indexes });
    },
    { scope: 'indexes.read' },
  );
  router.get(
    `${base}/{databaseId}/tables/{tableId}/indexes/{key}`,
    (ctx) => {
      const t = table(ctx);
      const index = t.indexes.find((i) => i.key === ctx.params.key);
      if (!index)
        throw new AppwriteException(
          'index_invalid',
          `Index with the requested key '${ctx.params.key}' could not be found.`,
          404,
        );
      const meta = tableJson(deps.db, t);
      return json(200, indexJson(index, meta.$createdAt as string, meta.$updatedAt as string));
    },
    { scope: 'indexes.read' },
  );
}
