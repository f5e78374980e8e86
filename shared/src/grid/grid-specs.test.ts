import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRID_SPECS } from './grid-specs';

// Every column a panel grid filters, sorts or exports is a column of its table in the one schema
// (appwrite/appwrite.json), so a renamed column cannot silently empty a grid or a CSV.
const schema = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../appwrite/appwrite.json'), 'utf8')) as {
  tables: Array<{ $id: string; columns: Array<{ key: string; type: string }> }>;
};
const SYSTEM = new Set(['$id', '$createdAt', '$updatedAt']);

describe('GRID_SPECS against appwrite.json', () => {
  for (const spec of Object.values(GRID_SPECS)) {
    it(`${spec.id}: its filters, sorts and export columns exist on ${spec.tableId}`, () => {
      const table = schema.tables.find((t) => t.$id === spec.tableId);
      expect(table, spec.tableId).toBeTruthy();
      const columns = new Map(table!.columns.map((c) => [c.key, c.type]));
      const fields = [
        ...spec.filters.flatMap((f) => ('field' in f ? [f.field] : 'fields' in f ? [...f.fields] : [])),
        ...spec.sortable,
        ...spec.exportColumns.map((c) => c.field),
      ];
      for (const field of fields) expect(SYSTEM.has(field) || columns.has(field), `${spec.id}.${field}`).toBe(true);
      // A paise column is an integer column.
      for (const column of spec.exportColumns)
        if (column.format === 'paise') expect(columns.get(column.field), `${spec.id}.${column.field}`).toBe('integer');
    });
  }
});
