import type { Sqlite } from './connection.ts';
import {
  isPointColumn,
  latColumn,
  lonColumn,
  quoteIdent as q,
  sqlType,
  SYSTEM_COLUMNS,
  tableLayout,
  valueColumn,
} from './layout.ts';
import type { IndexDef, TableDef } from './schema.ts';
import { registerSqlFunctions } from './sql.ts';
import { nowIso } from '../util/ids.ts';

/**
 * Creates and migrates the SQLite storage of the tables in appwrite.json, idempotently, on
 * every start: new tables and columns are added without touching existing rows; indexes, FTS5
 * tables and R*Trees follow the schema (created, rebuilt from existing rows, or dropped).
 * Derived structures are kept in sync by triggers, so they commit in the same transaction as
 * the row change that caused them.
 *
 * Per table `<stem>`:
 * - `rows__<stem>`: `_seq` (Appwrite's $sequence), `_id`, `_createdAt`, `_updatedAt`,
 *   `_permissions` (JSON), one `c_<key>` per column (arrays, lines and polygons as JSON), and for
 *   points `g_<key>_lon` / `g_<key>_lat`.
 * - `perms__<stem>`: (role, action, seq) — row permissions, indexed for permission filtering.
 * - `idx__<stem>__<key>`: B-tree for `key`/`unique` indexes.
 * - `fts__<stem>__<key>`: FTS5 (external content) for `fulltext` indexes.
 * - `rtree__<stem>__<column>`: R*Tree of points for `spatial` indexes.
 */

const META = '_tablesdb_tables';

interface MasterRow {
  type: string;
  name: string;
  sql: string | null;
}

function indexColumnSql(key: string, order: string | undefined): string {
  const column = SYSTEM_COLUMNS[key] ?? valueColumn(key);
  return `${q(column)}${order === 'DESC' ? ' DESC' : ''}`;
}

function btreeIndexSql(table: TableDef, index: IndexDef): string {
  const L = tableLayout(table);
  const cols = index.columns.map((c, i) => indexColumnSql(c, index.orders[i])).join(', ');
  return `CREATE ${index.type === 'unique' ? 'UNIQUE ' : ''}INDEX ${q(L.index(index.key))} ON ${q(L.rows)} (${cols})`;
}

/** Everything (triggers, virtual tables, indexes) the schema expects, by name → creation SQL. */
function expectedObjects(
  table: TableDef,
): { kind: 'index' | 'trigger' | 'table'; name: string; sql: string; fill?: string }[] {
  const L = tableLayout(table);
  const rows = q(L.rows);
  const perms = q(L.perms);
  const out: { kind: 'index' | 'trigger' | 'table'; name: string; sql: string; fill?: string }[] = [];
  // Row permissions: `read("user:u1")` → (role 'user:u1', action 'read').
  const explode = (ref: 'new') =>
    `SELECT substr(value, instr(value, '("') + 2, length(value) - instr(value, '("') - 3), substr(value, 1, instr(value, '(') - 1), ${ref}._seq FROM json_each(${ref}._permissions)`;
  out.push(
    {
      kind: 'trigger',
      name: L.trigger('perm_ai'),
      sql: `CREATE TRIGGER ${q(L.trigger('perm_ai'))} AFTER INSERT ON ${rows} WHEN new._permissions != '[]' BEGIN INSERT OR IGNORE INTO ${perms} (role, action, seq) ${explode('new')}; END`,
    },
    {
      kind: 'trigger',
      name: L.trigger('perm_au'),
      sql: `CREATE TRIGGER ${q(L.trigger('perm_au'))} AFTER UPDATE OF _permissions ON ${rows} BEGIN DELETE FROM ${perms} WHERE seq = old._seq; INSERT OR IGNORE INTO ${perms} (role, action, seq) ${explode('new')}; END`,
    },
    {
      kind: 'trigger',
      name: L.trigger('perm_ad'),
      sql: `CREATE TRIGGER ${q(L.trigger('perm_ad'))} AFTER DELETE ON ${rows} BEGIN DELETE FROM ${perms} WHERE seq = old._seq; END`,
    },
  );
  for (const index of table.indexes) {
    if (index.type === 'key' || index.type === 'unique') {
      out.push({ kind: 'index', name: L.index(index.key), sql: btreeIndexSql(table, index) });
    } else if (index.type === 'fulltext') {
      const fts = L.fts(index.key);
      const cols = index.columns.map((c) => q(valueColumn(c)));
      const newVals = index.columns.map((c) => `new.${q(valueColumn(c))}`).join(', ');
      const oldVals = index.columns.map((c) => `old.${q(valueColumn(c))}`).join(', ');
      const colList = cols.join(', ');
      const del = `INSERT INTO ${q(fts)} (${q(fts)}, rowid, ${colList}) VALUES ('delete', old._seq, ${oldVals});`;
      const ins = `INSERT INTO ${q(fts)} (rowid, ${colList}) VALUES (new._seq, ${newVals});`;
      const stem = `fts_${index.key}`;
      out.push(
        {
          kind: 'table',
          name: fts,
          sql: `CREATE VIRTUAL TABLE ${q(fts)} USING fts5(${colList}, content=${q(L.rows)}, content_rowid='_seq', columnsize=0, tokenize='unicode61 remove_diacritics 2')`,
          fill: `INSERT INTO ${q(fts)} (${q(fts)}) VALUES ('rebuild')`,
        },
        {
          kind: 'trigger',
          name: L.trigger(`${stem}_ai`),
          sql: `CREATE TRIGGER ${q(L.trigger(`${stem}_ai`))} AFTER INSERT ON ${rows} BEGIN ${ins} END`,
        },
        {
          kind: 'trigger',
          name: L.trigger(`${stem}_ad`),
          sql: `CREATE TRIGGER ${q(L.trigger(`${stem}_ad`))} AFTER DELETE ON ${rows} BEGIN ${del} END`,
        },
        // Only when an indexed column changes, so stock updates never touch the FTS index.
        {
          kind: 'trigger',
          name: L.trigger(`${stem}_au`),
          sql: `CREATE TRIGGER ${q(L.trigger(`${stem}_au`))} AFTER UPDATE OF ${colList} ON ${rows} BEGIN ${del} ${ins} END`,
        },
      );
    } else if (index.type === 'spatial') {
      const key = index.columns[0]!;
      const column = table.columns.find((c) => c.key === key);
      if (!column || !isPointColumn(column)) continue; // lines/polygons: stored, not spatially indexed
      const rt = q(L.rtree(key));
      const lon = q(lonColumn(key));
      const lat = q(latColumn(key));
      const stem = `rt_${key}`;
      const ins = `INSERT INTO ${rt} (id, minX, maxX, minY, maxY) SELECT new._seq, new.${lon}, new.${lon}, new.${lat}, new.${lat} WHERE new.${lon} IS NOT NULL;`;
      out.push(
        {
          kind: 'table',
          name: L.rtree(key),
          sql: `CREATE VIRTUAL TABLE ${rt} USING rtree(id, minX, maxX, minY, maxY)`,
          fill: `INSERT INTO ${rt} (id, minX, maxX, minY, maxY) SELECT _seq, ${lon}, ${lon}, ${lat}, ${lat} FROM ${rows} WHERE ${lon} IS NOT NULL`,
        },
        {
          kind: 'trigger',
          name: L.trigger(`${stem}_ai`),
          sql: `CREATE TRIGGER ${q(L.trigger(`${stem}_ai`))} AFTER INSERT ON ${rows} BEGIN ${ins} END`,
        },
        {
          kind: 'trigger',
          name: L.trigger(`${stem}_ad`),
          sql: `CREATE TRIGGER ${q(L.trigger(`${stem}_ad`))} AFTER DELETE ON ${rows} BEGIN DELETE FROM ${rt} WHERE id = old._seq; END`,
        },
        {
          kind: 'trigger',
          name: L.trigger(`${stem}_au`),
          sql: `CREATE TRIGGER ${q(L.trigger(`${stem}_au`))} AFTER UPDATE OF ${lon}, ${lat} ON ${rows} BEGIN DELETE FROM ${rt} WHERE id = old._seq; ${ins} END`,
        },
      );
    }
  }
  return out;
}

/** Brings one table's storage in line with its definition. Safe to run on every start. */
export function ensureTableStorage(db: Sqlite, table: TableDef): void {
  const L = tableLayout(table);
  const migrate = db.transaction(() => {
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${META} (stem TEXT PRIMARY KEY, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, definition TEXT NOT NULL)`,
    );
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${q(L.rows)} (_seq INTEGER PRIMARY KEY AUTOINCREMENT, _id TEXT NOT NULL UNIQUE, _createdAt TEXT NOT NULL, _updatedAt TEXT NOT NULL, _permissions TEXT NOT NULL DEFAULT '[]')`,
    );
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${q(L.perms)} (role TEXT NOT NULL, action TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (role, action, seq)) WITHOUT ROWID`,
    );
    db.exec(`CREATE INDEX IF NOT EXISTS ${q(`${L.perms}__seq`)} ON ${q(L.perms)} (seq)`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${q(`${L.rows}__createdAt`)} ON ${q(L.rows)} (_createdAt)`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${q(`${L.rows}__updatedAt`)} ON ${q(L.rows)} (_updatedAt)`);

    // Columns: add what is missing (SQLite keeps existing rows, new columns read as NULL).
    const present = new Set(
      (db.prepare(`PRAGMA table_info(${q(L.rows)})`).all() as { name: string }[]).map((c) => c.name),
    );
    for (const column of table.columns) {
      const wanted: [string, string][] = isPointColumn(column)
        ? [
            [lonColumn(column.key), 'REAL'],
            [latColumn(column.key), 'REAL'],
          ]
        : [[valueColumn(column.key), sqlType(column)]];
      for (const [name, type] of wanted) {
        if (!present.has(name)) db.exec(`ALTER TABLE ${q(L.rows)} ADD COLUMN ${q(name)} ${type}`);
      }
    }

    // Indexes, FTS5 tables, R*Trees and triggers: create missing, replace changed, drop stale.
    const master = db
      .prepare(`SELECT type, name, sql FROM sqlite_master WHERE name LIKE ? ESCAPE '\\'`)
      .all(`%\\_\\_${L.stem.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) as MasterRow[];
    const existing = new Map(master.map((m) => [m.name, m]));
    const expected = expectedObjects(table);
    const expectedNames = new Set(expected.map((e) => e.name));
    const ownedPrefixes = [`idx__${L.stem}__`, `fts__${L.stem}__`, `rtree__${L.stem}__`, `trg__${L.stem}__`];
    // Drop triggers first: they reference the virtual tables.
    for (const m of master.filter((x) => x.type === 'trigger')) {
      const e = expected.find((x) => x.name === m.name);
      if ((!e && ownedPrefixes.some((p) => m.name.startsWith(p))) || (e && e.sql !== m.sql))
        db.exec(`DROP TRIGGER ${q(m.name)}`);
    }
    for (const m of master.filter((x) => x.type !== 'trigger')) {
      if (!ownedPrefixes.some((p) => m.name.startsWith(p)) || expectedNames.has(m.name)) continue;
      // Shadow tables of FTS5/R*Tree (`…_data`, `…_node`) go with their virtual table.
      if (expected.some((e) => e.kind === 'table' && m.name.startsWith(`${e.name}_`))) continue;
      if (m.type === 'index') db.exec(`DROP INDEX IF EXISTS ${q(m.name)}`);
      else if (m.type === 'table' && m.sql?.startsWith('CREATE VIRTUAL TABLE'))
        db.exec(`DROP TABLE IF EXISTS ${q(m.name)}`);
    }
    for (const e of expected) {
      const found = existing.get(e.name);
      if (e.kind === 'trigger') {
        const still = db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?`).get(e.name) as
          { sql: string } | undefined;
        if (!still) db.exec(e.sql);
        continue;
      }
      if (found && found.sql === e.sql) continue;
      if (found) db.exec(e.kind === 'index' ? `DROP INDEX ${q(e.name)}` : `DROP TABLE ${q(e.name)}`);
      db.exec(e.sql);
      if (e.fill) db.exec(e.fill);
    }

    const definition = JSON.stringify(table);
    const meta = db.prepare(`SELECT definition FROM ${META} WHERE stem = ?`).get(L.stem) as
      { definition: string } | undefined;
    const now = nowIso();
    if (!meta)
      db.prepare(`INSERT INTO ${META} (stem, created_at, updated_at, definition) VALUES (?, ?, ?, ?)`).run(
        L.stem,
        now,
        now,
        definition,
      );
    else if (meta.definition !== definition)
      db.prepare(`UPDATE ${META} SET updated_at = ?, definition = ? WHERE stem = ?`).run(now, definition, L.stem);
  });
  migrate();
}

/** Dates every table's storage as created now (a database copied from the schema template, schema-template.ts). */
export function restampTables(db: Sqlite): void {
  const now = nowIso();
  db.prepare(`UPDATE ${META} SET created_at = ?, updated_at = ?`).run(now, now);
}

/** When a table's storage was first created and last changed (the metadata endpoints' timestamps). */
export function tableTimestamps(db: Sqlite, table: TableDef): { createdAt: string; updatedAt: string } {
  const row = db
    .prepare(`SELECT created_at AS createdAt, updated_at AS updatedAt FROM ${META} WHERE stem = ?`)
    .get(tableLayout(table).stem) as { createdAt: string; updatedAt: string } | undefined;
  const now = nowIso();
  return row ?? { createdAt: now, updatedAt: now };
}

/** Registers SQL functions and migrates every table of the schema. */
export function prepareStorage(db: Sqlite, tables: TableDef[]): void {
  // A larger page cache (64 MiB; default 2 MiB) keeps the B-tree, FTS and R*Tree pages of
  // bulk loads (1M stores) in memory instead of re-reading them per row.
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  registerSqlFunctions(db);
  for (const table of tables) ensureTableStorage(db, table);
}
