import type { Statement } from 'better-sqlite3';
import { AppwriteException } from '../errors.ts';
import type { Sqlite } from './connection.ts';
import {
  isPointColumn,
  latColumn,
  lonColumn,
  quoteIdent as q,
  tableLayout,
  valueColumn,
  type TableLayout,
} from './layout.ts';
import type { Filter, Order, ParsedQueries } from './query.ts';
import type { ColumnDef, TableDef } from './schema.ts';
import { attributeSql, compileWhere, cursorCondition, effectiveOrders, toFtsQuery } from './sql.ts';
import { fromSql, toSql } from './values.ts';

/**
 * Row storage of one table: prepared statements over the layout from storage.ts. Knows nothing
 * about HTTP or permissions policy; callers pass the roles to filter by (null = no filter).
 */

/** Appwrite counts at most this many rows for `total` (APP_LIMIT_COUNT). */
export const TOTAL_CAP = 5000;

export interface StoredRow {
  seq: number;
  id: string;
  createdAt: string;
  updatedAt: string;
  permissions: string[];
  /** Column values as JSON values, by column key. */
  values: Record<string, unknown>;
}

export interface NewRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  permissions: string[];
  values: Record<string, unknown>;
}

type SqlRow = Record<string, unknown>;

/** Physical columns holding one Appwrite column, with how to derive their values. */
function physical(column: ColumnDef): { name: string; value: (v: unknown) => unknown }[] {
  if (isPointColumn(column)) {
    return [
      { name: lonColumn(column.key), value: (v) => (Array.isArray(v) ? v[0] : null) },
      { name: latColumn(column.key), value: (v) => (Array.isArray(v) ? v[1] : null) },
    ];
  }
  return [{ name: valueColumn(column.key), value: (v) => toSql(column, v) }];
}

export class RowStore {
  readonly table: TableDef;
  readonly layout: TableLayout;
  private readonly db: Sqlite;
  private readonly insertStmt: Statement;
  private readonly byIdStmt: Statement;
  private readonly deleteStmt: Statement;
  private readonly updateStmts = new Map<string, Statement>();
  /** Each column's first physical column name: whether a projected SQL row holds the column. */
  private readonly firstPhysical: Map<string, string>;
  /** Compiled queries by SQL text: values are bound parameters, so shapes repeat. */
  private readonly queryStmts = new Map<string, Statement>();

  constructor(db: Sqlite, table: TableDef) {
    this.db = db;
    this.table = table;
    this.layout = tableLayout(table);
    this.firstPhysical = new Map(table.columns.map((c) => [c.key, physical(c)[0]!.name]));
    const cols = [
      '_id',
      '_createdAt',
      '_updatedAt',
      '_permissions',
      ...table.columns.flatMap((c) => physical(c).map((p) => p.name)),
    ];
    this.insertStmt = db.prepare(
      `INSERT INTO ${q(this.layout.rows)} (${cols.map(q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
    );
    this.byIdStmt = db.prepare(`SELECT * FROM ${q(this.layout.rows)} r WHERE r._id = ?`);
    this.deleteStmt = db.prepare(`DELETE FROM ${q(this.layout.rows)} WHERE _seq = ?`);
  }

  /** SQL row → StoredRow with JSON values (only the columns the row holds, when it was projected). */
  decode(raw: SqlRow): StoredRow {
    const values: Record<string, unknown> = {};
    for (const column of this.table.columns) {
      if (!(this.firstPhysical.get(column.key)! in raw)) continue;
      if (isPointColumn(column)) {
        const lon = raw[lonColumn(column.key)];
        values[column.key] = lon === null || lon === undefined ? null : [lon, raw[latColumn(column.key)]];
      } else {
        values[column.key] = fromSql(column, raw[valueColumn(column.key)]);
      }
    }
    return {
      seq: Number(raw._seq),
      id: raw._id as string,
      createdAt: raw._createdAt as string,
      updatedAt: raw._updatedAt as string,
      permissions: JSON.parse(raw._permissions as string) as string[],
      values,
    };
  }

  get(id: string): StoredRow | null {
    const raw = this.byIdStmt.get(id) as SqlRow | undefined;
    return raw ? this.decode(raw) : null;
  }

  /** Inserts one row (call inside a transaction for batches); maps unique violations to 409. */
  insert(row: NewRow): number {
    const params: unknown[] = [row.id, row.createdAt, row.updatedAt, JSON.stringify(row.permissions)];
    for (const column of this.table.columns)
      for (const p of physical(column)) params.push(p.value(row.values[column.key] ?? null));
    try {
      return Number(this.insertStmt.run(params).lastInsertRowid);
    } catch (err) {
      throw mapConstraint(err);
    }
  }

  /** Updates the given columns (and permissions when given) of the row with `seq`. */
  update(seq: number, values: Record<string, unknown>, updatedAt: string, permissions?: string[]): void {
    const columns = this.table.columns.filter((c) => c.key in values);
    const names = columns.flatMap((c) => physical(c).map((p) => p.name));
    if (permissions) names.push('_permissions');
    const signature = names.join(',');
    let stmt = this.updateStmts.get(signature);
    if (!stmt) {
      const sets = ['_updatedAt = ?', ...names.map((n) => `${q(n)} = ?`)];
      stmt = this.db.prepare(`UPDATE ${q(this.layout.rows)} SET ${sets.join(', ')} WHERE _seq = ?`);
      this.updateStmts.set(signature, stmt);
    }
    const params: unknown[] = [updatedAt];
    for (const column of columns) for (const p of physical(column)) params.push(p.value(values[column.key]));
    if (permissions) params.push(JSON.stringify(permissions));
    params.push(seq);
    try {
      stmt.run(params);
    } catch (err) {
      throw mapConstraint(err);
    }
  }

  delete(seq: number): void {
    this.deleteStmt.run(seq);
  }

  private prepared(sql: string): Statement {
    let stmt = this.queryStmts.get(sql);
    if (!stmt) {
      if (this.queryStmts.size >= 200) this.queryStmts.clear();
      stmt = this.db.prepare(sql);
      this.queryStmts.set(sql, stmt);
    }
    return stmt;
  }

  /** SQL condition limiting rows to those whose row permissions grant `read` to one of `roles`. */
  private readFilter(roles: readonly string[] | null, params: unknown[]): string {
    if (roles === null) return '1';
    if (roles.length === 0) return '0';
    params.push(...roles);
    return `r._seq IN (SELECT seq FROM ${q(this.layout.perms)} WHERE action = 'read' AND role IN (${roles.map(() => '?').join(', ')}))`;
  }

  /**
   * FROM clause, WHERE conditions and their params shared by find and count. A top-level
   * `search` drives the query from its FTS5 table (joined to the rows by rowid), so matches come
   * out in $sequence order and LIMIT stops early even when a word matches thousands of rows.
   */
  private base(
    parsed: ParsedQueries,
    readRoles: readonly string[] | null,
  ): { from: string; conditions: string[]; params: unknown[]; seq: string } {
    const driver = parsed.filters.find((f): f is Filter & { method: 'search' } => f.method === 'search');
    const match = driver ? toFtsQuery(driver.value) : null;
    const rest = driver && match !== null ? parsed.filters.filter((f) => f !== driver) : parsed.filters;
    const params: unknown[] = [];
    const conditions: string[] = [];
    let from = `${q(this.layout.rows)} r`;
    let seq = 'r._seq';
    if (driver && match !== null) {
      const fts = q(this.layout.fts(driver.indexKey));
      from = `${fts} f JOIN ${q(this.layout.rows)} r ON r._seq = f.rowid`;
      seq = 'f.rowid';
      conditions.push(`f.${fts} MATCH ?`);
      params.push(match);
    }
    const where = compileWhere(rest, this.layout);
    conditions.push(where.sql);
    params.push(...where.params);
    conditions.push(this.readFilter(readRoles, params));
    return { from, conditions, params, seq };
  }

  /**
   * Rows matching the queries. `readRoles` null = every row (API key, or table-level read);
   * otherwise only rows readable by one of these roles. The cursor row must be given already
   * resolved (`cursorRow`), since whether it is visible is a permissions question. With
   * `project`, only the `select`ed columns are read (the rows are then for display only: never
   * write them back).
   */
  find(
    parsed: ParsedQueries,
    readRoles: readonly string[] | null,
    cursorRow: StoredRow | null = null,
    { project = false } = {},
  ): StoredRow[] {
    const { from, conditions, params, seq } = this.base(parsed, readRoles);
    let orders = effectiveOrders(parsed.orders);
    const before = parsed.cursor?.direction === 'before';
    if (before) orders = orders.map((o): Order => ({ ...o, direction: o.direction === 'ASC' ? 'DESC' : 'ASC' }));
    if (cursorRow)
      conditions.push(
        cursorCondition(
          orders,
          orders.map((o) => this.sortValue(cursorRow, o)),
          params,
        ),
      );
    const orderSql = parsed.random
      ? 'random()'
      : orders
          .map(
            (o) =>
              `${o.attribute.kind === 'system' && o.attribute.key === '$sequence' ? seq : attributeSql(o.attribute)} ${o.direction}`,
          )
          .join(', ');
    params.push(parsed.limit, parsed.offset);
    const sql = `SELECT ${project && parsed.select ? this.projection(parsed.select) : 'r.*'} FROM ${from} WHERE ${conditions.join(' AND ')} ORDER BY ${orderSql} LIMIT ? OFFSET ?`;
    const rows = (this.prepared(sql).all(params) as SqlRow[]).map((raw) => this.decode(raw));
    return before ? rows.reverse() : rows;
  }

  /** The SQL column list for `select`: the system columns and the selected columns' physical ones. */
  private projection(select: readonly string[]): string {
    const columns = ['_seq', '_id', '_createdAt', '_updatedAt', '_permissions'];
    for (const column of this.table.columns)
      if (select.includes(column.key)) columns.push(...physical(column).map((p) => p.name));
    return columns.map((c) => `r.${q(c)}`).join(', ');
  }

  /** How many rows match (cursor, limit and offset ignored), counted up to `cap`. */
  count(parsed: ParsedQueries, readRoles: readonly string[] | null, cap = TOTAL_CAP): number {
    const { from, conditions, params } = this.base(parsed, readRoles);
    params.push(cap);
    const sql = `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${from} WHERE ${conditions.join(' AND ')} LIMIT ?)`;
    return Number((this.prepared(sql).get(params) as { n: number }).n);
  }

  /** The value a row has for an order attribute, as stored in SQL (for keyset cursors). */
  private sortValue(row: StoredRow, order: Order): unknown {
    const a = order.attribute;
    if (a.kind === 'system') {
      return { $id: row.id, $sequence: row.seq, $createdAt: row.createdAt, $updatedAt: row.updatedAt }[a.key];
    }
    return toSql(a.column, row.values[a.column.key]);
  }

  /**
   * Adds `delta` to a numeric column in one UPDATE, so concurrent callers can never push it past
   * `bound` (a floor when delta < 0, a ceiling when delta > 0). Returns false when the bound
   * would be crossed; the row is then unchanged.
   */
  adjust(seq: number, column: ColumnDef, delta: number, bound: number | null, updatedAt: string): boolean {
    const c = q(valueColumn(column.key));
    const guard = bound === null ? '' : ` AND COALESCE(${c}, 0) + ? ${delta < 0 ? '>=' : '<='} ?`;
    const params: unknown[] = [delta, updatedAt, seq];
    if (bound !== null) params.push(delta, bound);
    const sql = `UPDATE ${q(this.layout.rows)} SET ${c} = COALESCE(${c}, 0) + ?, _updatedAt = ? WHERE _seq = ?${guard}`;
    return this.prepared(sql).run(params).changes === 1;
  }
}

/** SQLite constraint errors → Appwrite errors (unique index or duplicate id → 409). */
function mapConstraint(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return new AppwriteException('row_already_exists');
  return err;
}

/** One RowStore per table, created lazily and reused (statements stay prepared). */
export class RowStores {
  private readonly stores = new Map<string, RowStore>();
  constructor(private readonly db: Sqlite) {}

  for(table: TableDef): RowStore {
    const key = `${table.databaseId}\u0000${table.id}`;
    let store = this.stores.get(key);
    if (!store) {
      store = new RowStore(this.db, table);
      this.stores.set(key, store);
    }
    return store;
  }
}
