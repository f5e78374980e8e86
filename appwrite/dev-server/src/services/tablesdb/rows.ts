import { isPrivileged, type AuthState } from '../../auth/types.ts';
import { AppwriteException } from '../../errors.ts';
import type { Sqlite } from '../../db/connection.ts';
import {
  canAccess,
  defaultOwnerPermissions,
  grants,
  normalizePermissions,
  type CheckedAction,
} from '../../db/permissions.ts';
import { parseQueries, type ParsedQueries } from '../../db/query.ts';
import type { RowStore, RowStores, StoredRow } from '../../db/rows.ts';
import { findTable, type Schema, type TableDef } from '../../db/schema.ts';
import { validateRowData } from '../../db/values.ts';
import { customId, isUid, uidParam } from '../../http/validate.ts';
import { nowIso, uniqueId } from '../../util/ids.ts';
import { publishRowEvent, type RowAction } from './events.ts';
import type { Flavor } from './flavor.ts';

/**
 * Row operations with Appwrite's rules: table/row permissions, structure validation, events.
 * HTTP-agnostic: handlers in tablesdb.ts pass params/body/auth and get JSON-ready results.
 */

/** Row actions a row's own permissions may carry (`write` expands to update + delete). */
const ROW_ACTIONS: readonly CheckedAction[] = ['read', 'update', 'delete'];

/** Bulk requests accept up to this many rows per call (Appwrite's batch is smaller; seeding wants more). */
export const MAX_BULK_ROWS = 10_000;

export type RowJson = Record<string, unknown> & { $id: string; $permissions: string[] };

export interface RowsContext {
  db: Sqlite;
  schema: Schema;
  stores: RowStores;
}

export class RowsService {
  constructor(
    private readonly ctx: RowsContext,
    private readonly flavor: Flavor,
  ) {}

  // ---- lookups -------------------------------------------------------------------------------

  table(params: Record<string, string>): TableDef {
    const databaseId = uidParam(params.databaseId, 'databaseId');
    const tableId = uidParam(params[this.flavor.tableParam], this.flavor.tableParam);
    if (!this.ctx.schema.databases.some((d) => d.id === databaseId)) {
      throw new AppwriteException(
        'database_not_found',
        `Database with the requested ID '${databaseId}' could not be found.`,
      );
    }
    const table = findTable(this.ctx.schema, databaseId, tableId);
    if (!table)
      throw new AppwriteException(
        this.flavor.errors.tableNotFound,
        `${this.flavor.tableWord} with the requested ID '${tableId}' could not be found.`,
      );
    return table;
  }

  private notFound(rowId: string): AppwriteException {
    return new AppwriteException(
      this.flavor.errors.rowNotFound,
      `${this.flavor.rowWord} with the requested ID '${rowId}' could not be found.`,
    );
  }

  private rowIdParam(params: Record<string, string>): string {
    return uidParam(params[this.flavor.rowParam], this.flavor.rowParam);
  }

  /** The row as the API returns it, optionally limited to selected columns. */
  json(table: TableDef, row: StoredRow, select: string[] | null = null): RowJson {
    const out: RowJson = {
      $id: row.id,
      $sequence: String(row.seq),
      [this.flavor.tableKey]: table.id,
      $databaseId: table.databaseId,
      $createdAt: row.createdAt,
      $updatedAt: row.updatedAt,
      $permissions: row.permissions,
    };
    for (const column of table.columns) {
      if (select && !select.includes(column.key)) continue;
      out[column.key] = row.values[column.key] ?? null;
    }
    return out;
  }

  /** Roles whose row permissions decide what a list shows; null = every row (key or table read). */
  private listRoles(auth: AuthState, table: TableDef): string[] | null {
    if (isPrivileged(auth) || grants(auth, 'read', table.permissions)) return null;
    // Appwrite: no table-level read and no row security → the whole request is unauthorized.
    if (!table.rowSecurity) throw new AppwriteException('user_unauthorized');
    return auth.roles;
  }

  private canRead(auth: AuthState, table: TableDef, row: StoredRow): boolean {
    return canAccess(auth, 'read', table.permissions, row.permissions, table.rowSecurity);
  }

  private requireWrite(auth: AuthState, table: TableDef, row: StoredRow, action: 'update' | 'delete'): void {
    if (!canAccess(auth, action, table.permissions, row.permissions, table.rowSecurity)) {
      throw new AppwriteException('user_unauthorized', `No permissions provided for action '${action}'`);
    }
  }

  private requireCreate(auth: AuthState, table: TableDef): void {
    if (!isPrivileged(auth) && !grants(auth, 'create', table.permissions)) {
      throw new AppwriteException('user_unauthorized', "No permissions provided for action 'create'");
    }
  }

  private store(table: TableDef): RowStore {
    return this.ctx.stores.for(table);
  }

  /** Runs `fn` in one SQLite transaction, translating unique conflicts into this flavor's 409. */
  private transaction<T>(fn: () => T): T {
    try {
      return this.ctx.db.transaction(fn)();
    } catch (err) {
      if (
        err instanceof AppwriteException &&
        err.type === 'row_already_exists' &&
        this.flavor.errors.rowExists !== 'row_already_exists'
      ) {
        throw new AppwriteException(this.flavor.errors.rowExists);
      }
      throw err;
    }
  }

  private publish(table: TableDef, action: RowAction, rows: RowJson[]): void {
    for (const row of rows) publishRowEvent(table, action, row);
  }

  // ---- reads ---------------------------------------------------------------------------------

  list(
    auth: AuthState,
    params: Record<string, string>,
    queries: unknown,
    totalParam: unknown,
  ): { total: number; [key: string]: unknown } {
    const table = this.table(params);
    const parsed = parseQueries(queries, table);
    const roles = this.listRoles(auth, table);
    const store = this.store(table);
    let cursorRow: StoredRow | null = null;
    if (parsed.cursor) {
      cursorRow = isUid(parsed.cursor.rowId) ? store.get(parsed.cursor.rowId) : null;
      if (!cursorRow || (roles !== null && !this.canRead(auth, table, cursorRow))) {
        throw new AppwriteException(
          'general_cursor_not_found',
          `Cursor not found. ${this.flavor.rowWord} with the requested ID '${parsed.cursor.rowId}' could not be found.`,
        );
      }
    }
    const rows = store.find(parsed, roles, cursorRow, { project: true });
    const countTotal = !(totalParam === false || totalParam === 'false' || totalParam === '0');
    return {
      total: countTotal ? store.count(parsed, roles) : 0,
      [this.flavor.listKey]: rows.map((r) => this.json(table, r, parsed.select)),
    };
  }

  get(auth: AuthState, params: Record<string, string>, queries: unknown): RowJson {
    const table = this.table(params);
    const rowId = this.rowIdParam(params);
    const parsed = parseQueries(queries, table, { allow: 'select' });
    const row = this.store(table).get(rowId);
    // Appwrite hides rows the caller may not read: same answer as a missing row.
    if (!row || !this.canRead(auth, table, row)) throw this.notFound(rowId);
    return this.json(table, row, parsed.select);
  }

  // ---- writes --------------------------------------------------------------------------------

  private decodeData(value: unknown, name = 'data'): unknown {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw new AppwriteException(
        'general_argument_invalid',
        `Invalid \`${name}\` param: Value must be a valid JSON string`,
      );
    }
  }

  /** Permissions for a new row: given ones (validated) or the caller's defaults. */
  private newRowPermissions(auth: AuthState, requested: unknown): string[] {
    return normalizePermissions(auth, requested, ROW_ACTIONS) ?? defaultOwnerPermissions(auth, ROW_ACTIONS);
  }

  create(auth: AuthState, params: Record<string, string>, body: Record<string, unknown>): RowJson {
    const table = this.table(params);
    const rowId = customId(body, this.flavor.rowIdField, uniqueId);
    const permissions = this.newRowPermissions(auth, body.permissions);
    this.requireCreate(auth, table);
    if (body.data === undefined || body.data === null)
      throw new AppwriteException('general_argument_invalid', 'Param "data" is not optional.');
    const data = validateRowData(this.flavor.vocab, table, this.decodeData(body.data), 'complete', isPrivileged(auth));
    const now = nowIso();
    const store = this.store(table);
    const row = this.transaction(() => {
      store.insert({
        id: rowId,
        createdAt: data.createdAt ?? now,
        updatedAt: data.updatedAt ?? now,
        permissions,
        values: data.values,
      });
      return store.get(rowId)!;
    });
    const out = this.json(table, row);
    this.publish(table, 'create', [out]);
    return out;
  }

  update(auth: AuthState, params: Record<string, string>, body: Record<string, unknown>): RowJson {
    const table = this.table(params);
    const rowId = this.rowIdParam(params);
    const rawData = this.decodeData(body.data);
    const hasData =
      rawData !== undefined && rawData !== null && !(typeof rawData === 'object' && Object.keys(rawData).length === 0);
    if (!hasData && (body.permissions === undefined || body.permissions === null))
      throw new AppwriteException(this.flavor.errors.missingPayload);
    const store = this.store(table);
    const existing = store.get(rowId);
    if (!existing) throw this.notFound(rowId);
    const permissions = normalizePermissions(auth, body.permissions, ROW_ACTIONS) ?? undefined;
    this.requireWrite(auth, table, existing, 'update');
    const data = validateRowData(this.flavor.vocab, table, hasData ? rawData : {}, 'partial', isPrivileged(auth));
    const row = this.transaction(() => {
      store.update(existing.seq, data.values, data.updatedAt ?? nowIso(), permissions);
      return store.get(rowId)!;
    });
    const out = this.json(table, row);
    this.publish(table, 'update', [out]);
    return out;
  }

  /** PUT: create the row, or replace the given columns of an existing one. */
  upsert(auth: AuthState, params: Record<string, string>, body: Record<string, unknown>): RowJson {
    const table = this.table(params);
    const rowId = this.rowIdParam(params);
    const rawData = this.decodeData(body.data) ?? {};
    const store = this.store(table);
    const row = this.transaction(() => this.upsertOne(auth, table, store, rowId, rawData, body.permissions));
    const out = this.json(table, row);
    this.publish(table, 'upsert', [out]);
    return out;
  }

  private upsertOne(
    auth: AuthState,
    table: TableDef,
    store: RowStore,
    rowId: string,
    rawData: unknown,
    requestedPermissions: unknown,
  ): StoredRow {
    const existing = store.get(rowId);
    const now = nowIso();
    if (!existing) {
      const permissions = this.newRowPermissions(auth, requestedPermissions);
      this.requireCreate(auth, table);
      const data = validateRowData(this.flavor.vocab, table, rawData, 'complete', isPrivileged(auth));
      store.insert({
        id: rowId,
        createdAt: data.createdAt ?? now,
        updatedAt: data.updatedAt ?? now,
        permissions,
        values: data.values,
      });
      return store.get(rowId)!;
    }
    const permissions = normalizePermissions(auth, requestedPermissions, ROW_ACTIONS) ?? undefined;
    this.requireWrite(auth, table, existing, 'update');
    const data = validateRowData(this.flavor.vocab, table, rawData, 'partial', isPrivileged(auth));
    // The merged row must still be complete (required columns cannot be cleared).
    validateRowData(this.flavor.vocab, table, { ...existing.values, ...data.values }, 'complete', false);
    store.update(existing.seq, data.values, data.updatedAt ?? now, permissions);
    return store.get(rowId)!;
  }

  delete(auth: AuthState, params: Record<string, string>): void {
    const table = this.table(params);
    const rowId = this.rowIdParam(params);
    const store = this.store(table);
    const existing = store.get(rowId);
    if (!existing) throw this.notFound(rowId);
    this.requireWrite(auth, table, existing, 'delete');
    store.delete(existing.seq);
    this.publish(table, 'delete', [this.json(table, existing)]);
  }

  /**
   * Increment (sign +1) or decrement (sign -1) a numeric column atomically. The bound (`max` /
   * `min`, tightened by the column's own range) is checked in the same UPDATE statement, so
   * parallel decrements with min 0 can never take stock below zero.
   */
  adjust(auth: AuthState, params: Record<string, string>, body: Record<string, unknown>, sign: 1 | -1): RowJson {
    const table = this.table(params);
    const rowId = this.rowIdParam(params);
    const key = params[this.flavor.columnParam] ?? '';
    const column = table.columns.find((c) => c.key === key);
    if (!column)
      throw new AppwriteException(
        this.flavor.errors.columnNotFound,
        `${this.flavor.vocab.column === 'column' ? 'Column' : 'Attribute'} with the requested key '${key}' could not be found.`,
      );
    if ((column.type !== 'integer' && column.type !== 'double') || column.array) {
      throw new AppwriteException(this.flavor.errors.columnType, `${this.flavor.namespace} "${key}" is not a number`);
    }
    const value = optionalNumber(body, 'value') ?? 1;
    if (value <= 0)
      throw new AppwriteException(
        'general_argument_invalid',
        'Invalid `value` param: Value must be numeric and greater than 0',
      );
    if (column.type === 'integer' && !Number.isInteger(value))
      throw new AppwriteException('general_argument_invalid', 'Invalid `value` param: Value must be a valid integer');
    const boundName = sign < 0 ? 'min' : 'max';
    const requested = optionalNumber(body, boundName);
    const own = sign < 0 ? column.min : column.max;
    const bound =
      requested === undefined
        ? (own ?? null)
        : own === undefined
          ? requested
          : sign < 0
            ? Math.max(requested, own)
            : Math.min(requested, own);
    const store = this.store(table);
    const existing = store.get(rowId);
    if (!existing) throw this.notFound(rowId);
    this.requireWrite(auth, table, existing, 'update');
    const changed = store.adjust(existing.seq, column, sign * value, bound, nowIso());
    if (!changed) {
      if (!store.get(rowId)) throw this.notFound(rowId);
      throw new AppwriteException(
        this.flavor.errors.limit,
        `${this.flavor.namespace} "${key}" has reached the ${sign < 0 ? 'minimum' : 'maximum'} value of ${bound}`,
      );
    }
    const out = this.json(table, store.get(rowId)!);
    this.publish(table, 'update', [out]);
    return out;
  }

  // ---- bulk (API keys) -------------------------------------------------------------------------

  private requireKey(auth: AuthState): void {
    if (!isPrivileged(auth))
      throw new AppwriteException('general_unauthorized_scope', 'Bulk operations are only available with an API key.');
  }

  private bulkItems(body: Record<string, unknown>): Record<string, unknown>[] {
    const items = this.decodeData(body[this.flavor.rowsField], this.flavor.rowsField);
    if (!Array.isArray(items) || items.some((i) => i === null || typeof i !== 'object' || Array.isArray(i))) {
      throw new AppwriteException(
        'general_argument_invalid',
        `Invalid \`${this.flavor.rowsField}\` param: Value must be a valid array of objects`,
      );
    }
    if (items.length > MAX_BULK_ROWS) {
      throw new AppwriteException(
        'general_argument_invalid',
        `Invalid \`${this.flavor.rowsField}\` param: Value must be a valid array no longer than ${MAX_BULK_ROWS} items`,
      );
    }
    return items as Record<string, unknown>[];
  }

  private itemId(item: Record<string, unknown>): string {
    const id = item.$id;
    if (id === undefined || id === null || id === 'unique()') return uniqueId();
    if (!isUid(id))
      throw new AppwriteException('general_argument_invalid', `Invalid \`$id\`: "${String(id)}" is not a valid ID.`);
    return id;
  }

  /** POST …/rows with `rows`: all rows in one transaction, all or nothing. */
  createMany(
    auth: AuthState,
    params: Record<string, string>,
    body: Record<string, unknown>,
  ): { total: number; [key: string]: unknown } {
    this.requireKey(auth);
    const table = this.table(params);
    const items = this.bulkItems(body);
    const store = this.store(table);
    const now = nowIso();
    const created = this.transaction(() => {
      const out: RowJson[] = [];
      for (const item of items) {
        const id = this.itemId(item);
        const permissions = normalizePermissions(auth, item.$permissions, ROW_ACTIONS) ?? [];
        const data = validateRowData(this.flavor.vocab, table, item, 'complete', true);
        const seq = store.insert({
          id,
          createdAt: data.createdAt ?? now,
          updatedAt: data.updatedAt ?? now,
          permissions,
          values: data.values,
        });
        out.push(
          this.json(table, {
            seq,
            id,
            createdAt: data.createdAt ?? now,
            updatedAt: data.updatedAt ?? now,
            permissions,
            values: data.values,
          }),
        );
      }
      return out;
    });
    this.publish(table, 'create', created);
    return { total: created.length, [this.flavor.listKey]: created };
  }

  /** PUT …/rows: create or update each row by `$id`, in one transaction. */
  upsertMany(
    auth: AuthState,
    params: Record<string, string>,
    body: Record<string, unknown>,
  ): { total: number; [key: string]: unknown } {
    this.requireKey(auth);
    const table = this.table(params);
    const items = this.bulkItems(body);
    const store = this.store(table);
    const rows = this.transaction(() =>
      items.map((item) => this.upsertOne(auth, table, store, this.itemId(item), item, item.$permissions)),
    );
    const out = rows.map((r) => this.json(table, r));
    this.publish(table, 'upsert', out);
    return { total: out.length, [this.flavor.listKey]: out };
  }

  /** Rows a bulk update/delete applies to: every match unless the queries set a limit. */
  private bulkTargets(table: TableDef, queries: unknown): StoredRow[] {
    const parsed: ParsedQueries = parseQueries(queries, table, {
      defaultLimit: Number.MAX_SAFE_INTEGER,
      maxLimit: Number.MAX_SAFE_INTEGER,
    });
    const store = this.store(table);
    let cursorRow: StoredRow | null = null;
    if (parsed.cursor) {
      cursorRow = store.get(parsed.cursor.rowId);
      if (!cursorRow) throw new AppwriteException('general_cursor_not_found');
    }
    return store.find(parsed, null, cursorRow);
  }

  /** PATCH …/rows: apply `data` to every row the queries match. */
  updateMany(
    auth: AuthState,
    params: Record<string, string>,
    body: Record<string, unknown>,
  ): { total: number; [key: string]: unknown } {
    this.requireKey(auth);
    const table = this.table(params);
    const rawData = this.decodeData(body.data) ?? {};
    const data = validateRowData(this.flavor.vocab, table, rawData, 'partial', true);
    // Bulk updates carry new permissions inside `data`, as `$permissions`.
    const permissions =
      normalizePermissions(auth, (rawData as Record<string, unknown>).$permissions, ROW_ACTIONS, '$permissions') ??
      undefined;
    const store = this.store(table);
    const now = data.updatedAt ?? nowIso();
    const rows = this.transaction(() =>
      this.bulkTargets(table, body.queries).map((target) => {
        store.update(target.seq, data.values, now, permissions);
        return store.get(target.id)!;
      }),
    );
    const out = rows.map((r) => this.json(table, r));
    this.publish(table, 'update', out);
    return { total: out.length, [this.flavor.listKey]: out };
  }

  /** DELETE …/rows: delete every row the queries match; answers with the deleted rows. */
  deleteMany(
    auth: AuthState,
    params: Record<string, string>,
    body: Record<string, unknown>,
  ): { total: number; [key: string]: unknown } {
    this.requireKey(auth);
    const table = this.table(params);
    const store = this.store(table);
    const rows = this.transaction(() =>
      this.bulkTargets(table, body.queries).map((target) => {
        store.delete(target.seq);
        return target;
      }),
    );
    const out = rows.map((r) => this.json(table, r));
    this.publish(table, 'delete', out);
    return { total: out.length, [this.flavor.listKey]: out };
  }
}

function optionalNumber(src: Record<string, unknown>, name: string): number | undefined {
  const raw = src[name];
  if (raw === undefined || raw === null) return undefined;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new AppwriteException('general_argument_invalid', `Invalid \`${name}\` param: Value must be a valid number`);
  return value;
}
