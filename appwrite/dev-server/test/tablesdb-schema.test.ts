import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTable, loadSchema, parseSchema, SchemaError } from '../src/db/schema.ts';

/** appwrite.json → typed schema, with clear errors for what the dev server cannot serve. */
const base = (table: Record<string, unknown>) => ({
  tablesDB: [{ $id: 'db1', name: 'DB' }],
  tables: [
    {
      $id: 't1',
      databaseId: 'db1',
      name: 'T',
      $permissions: [],
      columns: [{ key: 'name', type: 'string', size: 10, required: true }],
      indexes: [],
      ...table,
    },
  ],
});

describe('loadSchema', () => {
  it('reads the project appwrite.json: tables, spatial and fulltext indexes, buckets, functions', () => {
    const schema = loadSchema(resolve(import.meta.dirname, '../../appwrite.json'));
    expect(schema.databases.map((d) => d.id)).toEqual(['instamg']);
    const stores = findTable(schema, 'instamg', 'stores')!;
    expect(stores.rowSecurity).toBe(true);
    expect(stores.columns.find((c) => c.key === 'location')).toMatchObject({
      type: 'point',
      required: true,
      array: false,
    });
    expect(stores.indexes.find((i) => i.type === 'spatial')?.columns).toEqual(['location']);
    const products = findTable(schema, 'instamg', 'products')!;
    expect(products.columns.find((c) => c.key === 'schedule')).toMatchObject({
      format: 'enum',
      elements: ['none', 'H', 'H1', 'X', 'NDPS'],
    });
    expect(schema.buckets.map((b) => b.id)).toContain('prescriptions');
    expect(schema.functions.map((f) => f.id)).toContain('store-locator');
  });

  it('maps newer column types onto storage types and fills defaults', () => {
    const schema = parseSchema(
      base({
        columns: [
          { key: 'notes', type: 'text', required: false },
          { key: 'big', type: 'bigint', required: false },
          { key: 'ratio', type: 'float' },
        ],
      }),
    );
    expect(schema.tables[0]!.columns).toEqual([
      { key: 'notes', type: 'string', required: false, array: false, default: null, size: 65_535 },
      { key: 'big', type: 'integer', required: false, array: false, default: null },
      { key: 'ratio', type: 'double', required: false, array: false, default: null },
    ]);
  });

  it.each([
    [{ columns: [{ key: 'r', type: 'relationship' }] }, /column type "relationship" is not supported/],
    [{ columns: [{ key: '-bad', type: 'string' }] }, /not a valid column key/],
    [
      {
        columns: [
          { key: 'a', type: 'string' },
          { key: 'a', type: 'integer' },
        ],
      },
      /duplicate column "a"/,
    ],
    [{ indexes: [{ key: 'i', type: 'key', columns: ['nope'] }] }, /unknown column "nope"/],
    [{ indexes: [{ key: 'i', type: 'fulltext', columns: [] }] }, /at least one column/],
    [{ indexes: [{ key: 'i', type: 'spatial', columns: ['name'] }] }, /must be a spatial column/],
    [{ indexes: [{ key: 'i', type: 'btree', columns: ['name'] }] }, /unknown index type "btree"/],
    [{ columns: [{ key: 'k', type: 'string', format: 'enum', elements: [] }] }, /at least one element/],
    [{ databaseId: 'other' }, /unknown database "other"/],
  ])('rejects %j', (table, message) => {
    expect(() => parseSchema(base(table))).toThrowError(SchemaError);
    expect(() => parseSchema(base(table))).toThrowError(message);
  });

  it('names the file when it is not JSON', () => {
    expect(() => loadSchema(resolve(import.meta.dirname, 'tablesdb-schema.test.ts'))).toThrowError(
      /tablesdb-schema\.test\.ts: cannot be read as JSON/,
    );
  });
});
