import type { ColumnDef, TableDef } from './schema.ts';

/**
 * Physical SQLite names for an Appwrite table. Ids may hold `.` and `-`, so every id is escaped
 * to `[A-Za-z0-9_]` (`_` itself becomes `_5f`), which keeps names injective and safe inside
 * FTS5's `content=` option. Column keys live in `c_<key>`; point columns add `g_<key>_lon/_lat`.
 */
const escapeId = (id: string): string => id.replace(/[^A-Za-z0-9]/g, (c) => `_${c.charCodeAt(0).toString(16)}`);

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export interface TableLayout {
  /** `<db>__<table>`, the stem of every physical name of this table. */
  stem: string;
  rows: string;
  perms: string;
  meta: string;
  index(key: string): string;
  fts(indexKey: string): string;
  rtree(columnKey: string): string;
  trigger(name: string): string;
}

export function tableLayout(table: Pick<TableDef, 'id' | 'databaseId'>): TableLayout {
  const stem = `${escapeId(table.databaseId)}__${escapeId(table.id)}`;
  return {
    stem,
    rows: `rows__${stem}`,
    perms: `perms__${stem}`,
    meta: stem,
    index: (key) => `idx__${stem}__${escapeId(key)}`,
    fts: (key) => `fts__${stem}__${escapeId(key)}`,
    rtree: (key) => `rtree__${stem}__${escapeId(key)}`,
    trigger: (name) => `trg__${stem}__${name}`,
  };
}

/** SQL column holding a column's value (JSON text for arrays, lines and polygons). */
export const valueColumn = (key: string): string => `c_${key}`;
export const lonColumn = (key: string): string => `g_${key}_lon`;
export const latColumn = (key: string): string => `g_${key}_lat`;

/** Points are stored as two REAL columns so distance maths needs no JSON parsing. */
export const isPointColumn = (c: ColumnDef): boolean => c.type === 'point' && !c.array;

/** System attributes every row has, and the SQL column behind each. */
export const SYSTEM_COLUMNS: Record<string, string> = {
  $id: '_id',
  $sequence: '_seq',
  $createdAt: '_createdAt',
  $updatedAt: '_updatedAt',
};

/** SQLite affinity for a column's storage. */
export function sqlType(c: ColumnDef): string {
  if (c.array || c.type === 'linestring' || c.type === 'polygon') return 'TEXT';
  switch (c.type) {
    case 'integer':
    case 'boolean':
      return 'INTEGER';
    case 'double':
      return 'REAL';
    default:
      return 'TEXT';
  }
}
