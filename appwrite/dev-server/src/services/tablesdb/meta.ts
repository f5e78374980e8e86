import type { Sqlite } from '../../db/connection.ts';
import type { ColumnDef, IndexDef, Schema, TableDef } from '../../db/schema.ts';
import { tableTimestamps } from '../../db/storage.ts';

/**
 * Read-only TablesDB metadata (databases, tables, columns, indexes) in Appwrite's response
 * models, answered from appwrite.json: the schema is changed by editing that file, not by API.
 */

export function databaseJson(db: Sqlite, schema: Schema, databaseId: string): Record<string, unknown> {
  const database = schema.databases.find((d) => d.id === databaseId)!;
  const stamps = schema.tables.filter((t) => t.databaseId === databaseId).map((t) => tableTimestamps(db, t));
  const createdAt = stamps.map((s) => s.createdAt).sort()[0] ?? new Date(0).toISOString().replace('Z', '+00:00');
  const updatedAt =
    stamps
      .map((s) => s.updatedAt)
      .sort()
      .at(-1) ?? createdAt;
  return {
    $id: database.id,
    name: database.name,
    $createdAt: createdAt,
    $updatedAt: updatedAt,
    enabled: database.enabled,
    type: 'tablesdb',
  };
}

export function columnJson(column: ColumnDef, createdAt: string, updatedAt: string): Record<string, unknown> {
  const out: Record<string, unknown> = {
    key: column.key,
    type: column.type === 'linestring' ? 'linestring' : column.type,
    status: 'available',
    error: '',
    required: column.required,
    array: column.array,
    $createdAt: createdAt,
    $updatedAt: updatedAt,
  };
  if (column.size !== undefined) out.size = column.size;
  if (column.min !== undefined) out.min = column.min;
  if (column.max !== undefined) out.max = column.max;
  if (column.format) out.format = column.format;
  if (column.elements) out.elements = column.elements;
  out.default = column.default ?? null;
  return out;
}

export function indexJson(index: IndexDef, createdAt: string, updatedAt: string): Record<string, unknown> {
  return {
    $id: index.key,
    $createdAt: createdAt,
    $updatedAt: updatedAt,
    key: index.key,
    type: index.type,
    status: 'available',
    error: '',
    columns: index.columns,
    lengths: [],
    orders: index.orders,
  };
}

export function tableJson(db: Sqlite, table: TableDef): Record<string, unknown> {
  const { createdAt, updatedAt } = tableTimestamps(db, table);
  return {
    $id: table.id,
    $createdAt: createdAt,
    $updatedAt: updatedAt,
    $permissions: table.permissions,
    databaseId: table.databaseId,
    name: table.name,
    enabled: table.enabled,
    rowSecurity: table.rowSecurity,
    columns: table.columns.map((c) => columnJson(c, createdAt, updatedAt)),
    indexes: table.indexes.map((i) => indexJson(i, createdAt, updatedAt)),
    bytesMax: 0,
    bytesUsed: 0,
  };
}
