import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Query, TablesDB, type Models } from 'node-appwrite';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness.ts';

/**
 * appwrite.json grows over time (later issues add tables and columns): restarting the dev
 * server on the same data directory must migrate the SQLite storage without losing rows.
 */
type Row = Models.DefaultRow;
const work = mkdtempSync(join(tmpdir(), 'instamg-migration-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('schema migration on restart', () => {
  it('adds tables, columns and indexes to existing storage, keeping rows; drops removed indexes', async () => {
    const dataDir = join(work, 'data');
    const schemaPath = join(work, 'appwrite.json');
    const original = JSON.parse(
      readFileSync(resolve(import.meta.dirname, 'fixtures/tablesdb.appwrite.json'), 'utf8'),
    ) as {
      tables: { $id: string; columns: unknown[]; indexes: { key: string }[] }[];
    };
    writeFileSync(schemaPath, JSON.stringify(original));

    let t = await startTestServer({ dataDir, schemaPath });
    let tables = new TablesDB(t.serverClient());
    await tables.createRow({
      databaseId: 'testdb',
      tableId: 'items',
      rowId: 'kept',
      data: { title: 'Kept row', code: 'K1' },
    });
    await t.close();

    const grown = structuredClone(original);
    const items = grown.tables.find((x) => x.$id === 'items')!;
    items.columns.push({ key: 'manufacturer', type: 'string', required: false, array: false, size: 64, default: null });
    items.indexes = items.indexes.filter((i) => i.key !== 'code_unique');
    items.indexes.push({
      key: 'manufacturer_search',
      type: 'fulltext',
      status: 'available',
      columns: ['manufacturer'],
      orders: [],
    } as never);
    grown.tables.push({
      $id: 'orders',
      $permissions: [],
      databaseId: 'testdb',
      name: 'Orders',
      enabled: true,
      rowSecurity: true,
      columns: [{ key: 'total', type: 'double', required: true, array: false, default: null }],
      indexes: [],
    } as never);
    writeFileSync(schemaPath, JSON.stringify(grown));

    t = await startTestServer({ dataDir, schemaPath });
    tables = new TablesDB(t.serverClient());
    try {
      const kept = await tables.getRow<Row>({ databaseId: 'testdb', tableId: 'items', rowId: 'kept' });
      expect(kept).toMatchObject({ title: 'Kept row', code: 'K1', manufacturer: null });
      // The old row is in the new full-text index once it has a value.
      await tables.updateRow({
        databaseId: 'testdb',
        tableId: 'items',
        rowId: 'kept',
        data: { manufacturer: 'Sun Pharma' },
      });
      const found = await tables.listRows({
        databaseId: 'testdb',
        tableId: 'items',
        queries: [Query.search('manufacturer', 'sun')],
      });
      expect(found.rows.map((r) => r.$id)).toEqual(['kept']);
      // The unique index is gone, so the code may repeat now.
      await tables.createRow({
        databaseId: 'testdb',
        tableId: 'items',
        rowId: 'dup-code',
        data: { title: 'Dup', code: 'K1' },
      });
      // The existing title index still finds the old row.
      expect(
        (await tables.listRows({ databaseId: 'testdb', tableId: 'items', queries: [Query.search('title', 'kept')] }))
          .total,
      ).toBe(1);
      const order = await tables.createRow<Row>({
        databaseId: 'testdb',
        tableId: 'orders',
        rowId: 'o1',
        data: { total: 120.5 },
      });
      expect(order.total).toBe(120.5);
      expect(order.$sequence).toBe('1');
    } finally {
      await t.close();
    }

    // A third start with the same schema changes nothing.
    t = await startTestServer({ dataDir, schemaPath });
    try {
      expect((await new TablesDB(t.serverClient()).listRows({ databaseId: 'testdb', tableId: 'items' })).total).toBe(2);
    } finally {
      await t.close();
    }
  });
});
