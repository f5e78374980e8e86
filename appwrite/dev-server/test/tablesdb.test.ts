import { resolve } from 'node:path';
import {
  AppwriteException as SdkException,
  Databases,
  ID,
  Permission,
  Query,
  Role,
  TablesDB,
  type Models,
} from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type ServerEvent } from '../src/events.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { specProblems } from './spec-shape.ts';

/** TablesDB rows over HTTP through node-appwrite (API key), on the fixture schema. */
type Row = Models.DefaultRow;
const db = 'testdb';

let t: TestServer;
let tables: TablesDB;

beforeAll(async () => {
  t = await startTestServer({ schemaPath: resolve(import.meta.dirname, 'fixtures/tablesdb.appwrite.json') });
  tables = new TablesDB(t.serverClient());
});
afterAll(async () => {
  await t?.close();
});

async function failure(promise: Promise<unknown>): Promise<{ code: number; type: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    const e = err as SdkException;
    return { code: e.code, type: e.type, message: e.message };
  }
  throw new Error('expected the call to fail');
}

const pick = (row: object, keys: string[]) => Object.fromEntries(Object.entries(row).filter(([k]) => keys.includes(k)));

const newItem = (data: Record<string, unknown>, rowId: string = ID.unique()) =>
  tables.createRow<Row>({ databaseId: db, tableId: 'items', rowId, data });

describe('row lifecycle', () => {
  it('creates, reads, lists, updates, upserts and deletes with spec-shaped responses', async () => {
    const created = await newItem(
      { title: 'Dolo 650', code: 'D650', price: 30.5, tags: ['fever'], at: '2026-05-01T08:30:00Z' },
      'dolo',
    );
    expect(specProblems('row', created)).toEqual([]);
    expect(created).toMatchObject({
      $id: 'dolo',
      $tableId: 'items',
      $databaseId: db,
      $permissions: [],
      title: 'Dolo 650',
      code: 'D650',
      price: 30.5,
      count: 0,
      active: true,
      tags: ['fever'],
      at: '2026-05-01T08:30:00.000+00:00',
      body: null,
      kind: null,
    });
    expect(created.$sequence).toMatch(/^\d+$/);
    expect(created.$createdAt).toBe(created.$updatedAt);

    const fetched = await tables.getRow<Row>({ databaseId: db, tableId: 'items', rowId: 'dolo' });
    expect(fetched).toEqual(created);
    const selected = await tables.getRow<Row>({
      databaseId: db,
      tableId: 'items',
      rowId: 'dolo',
      queries: [Query.select(['title'])],
    });
    expect(selected.title).toBe('Dolo 650');
    expect(selected).not.toHaveProperty('price');
    expect(specProblems('row', selected)).toEqual([]);

    const list = await tables.listRows<Row>({
      databaseId: db,
      tableId: 'items',
      queries: [Query.equal('$id', 'dolo')],
    });
    expect(specProblems('rowList', list)).toEqual([]);
    expect(list.total).toBe(1);
    // A list reads only the selected columns (and still answers every system attribute).
    const selectedList = await tables.listRows<Row>({
      databaseId: db,
      tableId: 'items',
      queries: [Query.equal('$id', 'dolo'), Query.select(['title', 'tags'])],
    });
    expect(selectedList.rows[0]).toEqual({
      ...pick(created, ['$id', '$sequence', '$tableId', '$databaseId', '$createdAt', '$updatedAt', '$permissions']),
      title: 'Dolo 650',
      tags: ['fever'],
    });
    expect(specProblems('rowList', selectedList)).toEqual([]);

    await new Promise((r) => setTimeout(r, 5));
    const updated = await tables.updateRow<Row>({
      databaseId: db,
      tableId: 'items',
      rowId: 'dolo',
      data: { price: 28, body: 'paracetamol' },
    });
    expect(updated).toMatchObject({ price: 28, body: 'paracetamol', title: 'Dolo 650', code: 'D650' });
    expect(updated.$updatedAt > updated.$createdAt).toBe(true);

    // A fetched row can be sent back as data: the system fields are ignored.
    const roundTrip = await tables.updateRow<Row>({
      databaseId: db,
      tableId: 'items',
      rowId: 'dolo',
      data: { ...updated, count: 3 },
    });
    expect(roundTrip.count).toBe(3);

    const upserted = await tables.upsertRow<Row>({
      databaseId: db,
      tableId: 'items',
      rowId: 'dolo',
      data: { title: 'Dolo 650 Tablet' },
    });
    expect(upserted).toMatchObject({ title: 'Dolo 650 Tablet', price: 28, count: 3 });
    const fresh = await tables.upsertRow<Row>({
      databaseId: db,
      tableId: 'items',
      rowId: 'new-one',
      data: { title: 'Fresh' },
    });
    expect(fresh).toMatchObject({ $id: 'new-one', title: 'Fresh', count: 0 });

    await tables.deleteRow({ databaseId: db, tableId: 'items', rowId: 'dolo' });
    expect(await failure(tables.getRow({ databaseId: db, tableId: 'items', rowId: 'dolo' }))).toEqual({
      code: 404,
      type: 'row_not_found',
      message: "Row with the requested ID 'dolo' could not be found.",
    });
    expect(await failure(tables.deleteRow({ databaseId: db, tableId: 'items', rowId: 'dolo' }))).toMatchObject({
      code: 404,
    });
  });

  it('stores permissions sent by the key verbatim (write expanded)', async () => {
    const row = await tables.createRow<Row>({
      databaseId: db,
      tableId: 'items',
      rowId: ID.unique(),
      data: { title: 'Perms' },
      permissions: [Permission.read(Role.any()), Permission.write(Role.team('store-1', 'manager'))],
    });
    expect(row.$permissions).toEqual([
      'read("any")',
      'update("team:store-1/manager")',
      'delete("team:store-1/manager")',
    ]);
    const changed = await tables.updateRow<Row>({
      databaseId: db,
      tableId: 'items',
      rowId: row.$id,
      permissions: [Permission.read(Role.users())],
    });
    expect(changed.$permissions).toEqual(['read("users")']);
    expect(changed.title).toBe('Perms');
  });

  it('an update with neither data nor permissions is row_missing_payload', async () => {
    const row = await newItem({ title: 'Empty update' });
    expect(await failure(tables.updateRow({ databaseId: db, tableId: 'items', rowId: row.$id }))).toMatchObject({
      code: 400,
      type: 'row_missing_payload',
    });
  });
});

describe('structure validation (row_invalid_structure)', () => {
  it.each([
    [{ title: 'x', nope: 1 }, 'Invalid row structure: Unknown column: "nope"'],
    [{ body: 'no title' }, 'Invalid row structure: Missing required column "title"'],
    [{ title: null }, 'Invalid row structure: Missing required column "title"'],
    [
      { title: 12 },
      'Invalid row structure: Column "title" has invalid type. Value must be a valid string and no longer than 32 chars',
    ],
    [
      { title: 'x'.repeat(33) },
      'Invalid row structure: Column "title" has invalid type. Value must be a valid string and no longer than 32 chars',
    ],
    [
      { title: 'x', count: 101 },
      'Invalid row structure: Column "count" has invalid type. Value must be a valid range between 0 and 100',
    ],
    [
      { title: 'x', count: 1.5 },
      'Invalid row structure: Column "count" has invalid type. Value must be a valid integer',
    ],
    [
      { title: 'x', price: 'cheap' },
      'Invalid row structure: Column "price" has invalid type. Value must be a valid float',
    ],
    [
      { title: 'x', active: 'yes' },
      'Invalid row structure: Column "active" has invalid type. Value must be a valid boolean',
    ],
    [
      { title: 'x', kind: 'powder' },
      'Invalid row structure: Column "kind" has invalid format. Value must be one of (tablet, syrup, cream)',
    ],
    [
      { title: 'x', contact: 'not-an-email' },
      'Invalid row structure: Column "contact" has invalid format. Value must be a valid email address',
    ],
    [
      { title: 'x', site: 'nota url' },
      'Invalid row structure: Column "site" has invalid format. Value must be a valid URL',
    ],
    [
      { title: 'x', ip: '999.1.1.1' },
      'Invalid row structure: Column "ip" has invalid format. Value must be a valid IP address',
    ],
    [{ title: 'x', at: 'yesterday' }, /Column "at" has invalid type/],
    [{ title: 'x', tags: 'fever' }, 'Invalid row structure: Column "tags" must be an array'],
    [{ title: 'x', tags: ['x'.repeat(17)] }, /Column "tags" has invalid type/],
  ])('%j', async (data, message) => {
    const err = await failure(newItem(data));
    expect(err.code).toBe(400);
    expect(err.type).toBe('row_invalid_structure');
    if (typeof message === 'string') expect(err.message).toBe(message);
    else expect(err.message).toMatch(message);
  });

  it('rejects bad points', async () => {
    for (const location of [[200, 10], [10], 'here', [10, 'x']]) {
      const err = await failure(
        tables.createRow<Row>({
          databaseId: db,
          tableId: 'places',
          rowId: ID.unique(),
          data: { label: 'x', location },
        }),
      );
      expect(err).toMatchObject({ code: 400, type: 'row_invalid_structure' });
    }
  });

  it('accepts valid formats', async () => {
    const row = await newItem({
      title: 'ok',
      contact: 'care@instamg.in',
      site: 'https://instamg.in/x',
      ip: '::1',
      kind: 'cream',
    });
    expect(row).toMatchObject({ contact: 'care@instamg.in', ip: '::1', kind: 'cream' });
  });

  it('counts string size in characters, not UTF-16 units', async () => {
    expect((await newItem({ title: '💊'.repeat(32) })).title).toBe('💊'.repeat(32));
    expect(await failure(newItem({ title: '💊'.repeat(33) }))).toMatchObject({ type: 'row_invalid_structure' });
  });
});

describe('ids, conflicts and lookups', () => {
  it('a unique index conflict and a duplicate id are 409 row_already_exists', async () => {
    await newItem({ title: 'A', code: 'UNIQ-1' }, 'uniq-a');
    expect(await failure(newItem({ title: 'B', code: 'UNIQ-1' }))).toMatchObject({
      code: 409,
      type: 'row_already_exists',
    });
    expect(await failure(newItem({ title: 'C' }, 'uniq-a'))).toMatchObject({ code: 409, type: 'row_already_exists' });
    const b = await newItem({ title: 'B', code: 'UNIQ-2' });
    expect(
      await failure(
        tables.updateRow<Row>({ databaseId: db, tableId: 'items', rowId: b.$id, data: { code: 'UNIQ-1' } }),
      ),
    ).toMatchObject({ code: 409 });
  });

  it('bad ids are general_argument_invalid; unknown database/table are 404', async () => {
    expect(await failure(newItem({ title: 'x' }, '-bad id'))).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
    });
    expect(await failure(tables.getRow({ databaseId: db, tableId: 'items', rowId: 'x'.repeat(37) }))).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
    });
    expect(await failure(tables.listRows({ databaseId: 'nodb', tableId: 'items' }))).toMatchObject({
      code: 404,
      type: 'database_not_found',
    });
    expect(await failure(tables.listRows({ databaseId: db, tableId: 'nope' }))).toEqual({
      code: 404,
      type: 'table_not_found',
      message: "Table with the requested ID 'nope' could not be found.",
    });
  });

  it('refuses transactions instead of applying the operation outside one', async () => {
    expect(
      await failure(
        tables.createRow<Row>({
          databaseId: db,
          tableId: 'items',
          rowId: ID.unique(),
          data: { title: 'x' },
          transactionId: 'tx1',
        }),
      ),
    ).toMatchObject({ code: 405, type: 'general_not_implemented' });
    expect(await failure(tables.listRows({ databaseId: db, tableId: 'items', transactionId: 'tx1' }))).toMatchObject({
      code: 405,
    });
  });

  it('never answers 5xx to garbage bodies', async () => {
    const bodies = [
      '{"rowId": 5, "data": {}}',
      '{"rowId": "x", "data": "not json"}',
      '{"rowId": "x", "data": [1,2]}',
      '{"rowId":"x","data":{"title":"x"},"permissions":"read(\\"any\\")"}',
      '{"rows": 7}',
      '{"rows": [1]}',
    ];
    for (const body of bodies) {
      const res = await fetch(`${t.endpoint}/tablesdb/${db}/tables/items/rows`, {
        method: 'POST',
        headers: { 'X-Appwrite-Project': t.projectId, 'X-Appwrite-Key': t.apiKey, 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
    const res = await fetch(
      `${t.endpoint}/tablesdb/${db}/tables/items/rows?queries[0]=${encodeURIComponent('{"method":"equal"}')}`,
      { headers: { 'X-Appwrite-Project': t.projectId, 'X-Appwrite-Key': t.apiKey } },
    );
    expect(res.status).toBe(400);
  });
});

describe('lists: totals and pagination over HTTP', () => {
  beforeAll(async () => {
    await tables.createRows({
      databaseId: db,
      tableId: 'places',
      rows: Array.from({ length: 7 }, (_, i) => ({
        $id: `page-${i}`,
        label: `page ${i}`,
        location: [73 + i / 100, 18],
      })),
    });
  });

  it('total counts all matches; total=false skips counting', async () => {
    const page = await tables.listRows({
      databaseId: db,
      tableId: 'places',
      queries: [Query.startsWith('label', 'page'), Query.limit(2)],
    });
    expect(page.total).toBe(7);
    expect(page.rows).toHaveLength(2);
    const uncounted = await tables.listRows({
      databaseId: db,
      tableId: 'places',
      queries: [Query.startsWith('label', 'page'), Query.limit(2)],
      total: false,
    });
    expect(uncounted.total).toBe(0);
    expect(uncounted.rows).toHaveLength(2);
  });

  it('walks forward with cursorAfter and back with cursorBefore', async () => {
    const base = [Query.startsWith('label', 'page'), Query.orderDesc('label'), Query.limit(3)];
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await tables.listRows({
        databaseId: db,
        tableId: 'places',
        queries: cursor ? [...base, Query.cursorAfter(cursor)] : base,
      });
      seen.push(...page.rows.map((r) => r.$id));
      if (page.rows.length < 3) break;
      cursor = page.rows.at(-1)!.$id;
    }
    expect(seen).toEqual(['page-6', 'page-5', 'page-4', 'page-3', 'page-2', 'page-1', 'page-0']);
    const back = await tables.listRows({
      databaseId: db,
      tableId: 'places',
      queries: [...base, Query.cursorBefore('page-1')],
    });
    expect(back.rows.map((r) => r.$id)).toEqual(['page-4', 'page-3', 'page-2']);
    expect(
      await failure(tables.listRows({ databaseId: db, tableId: 'places', queries: [Query.cursorAfter('gone')] })),
    ).toMatchObject({ code: 400, type: 'general_cursor_not_found' });
  });

  it('distance and search work over HTTP', async () => {
    const near = await tables.listRows({
      databaseId: db,
      tableId: 'places',
      queries: [Query.distanceLessThan('location', [73, 18], 5000), Query.startsWith('label', 'page')],
    });
    // page-i is i/100° east of 73,18: ~1.06 km per step.
    expect(near.rows.map((r) => r.$id)).toEqual(['page-0', 'page-1', 'page-2', 'page-3', 'page-4']);
    await newItem({ title: 'Pantoprazole 40' }, 'panto');
    const found = await tables.listRows({
      databaseId: db,
      tableId: 'items',
      queries: [Query.search('title', 'pantop')],
    });
    expect(found.rows.map((r) => r.$id)).toEqual(['panto']);
  });
});

describe('increment and decrement', () => {
  it('adjusts a number within explicit and column bounds', async () => {
    const row = await newItem({ title: 'Counter', count: 10 });
    const up = await tables.incrementRowColumn<Row>({
      databaseId: db,
      tableId: 'items',
      rowId: row.$id,
      column: 'count',
      value: 5,
    });
    expect(up.count).toBe(15);
    expect(specProblems('row', up)).toEqual([]);
    expect(
      (await tables.decrementRowColumn<Row>({ databaseId: db, tableId: 'items', rowId: row.$id, column: 'count' }))
        .count,
    ).toBe(14);
    expect(
      await failure(
        tables.incrementRowColumn({
          databaseId: db,
          tableId: 'items',
          rowId: row.$id,
          column: 'count',
          value: 5,
          max: 18,
        }),
      ),
    ).toEqual({
      code: 400,
      type: 'column_limit_exceeded',
      message: 'tables "count" has reached the maximum value of 18',
    });
    // The column's own max (100) holds even without an explicit bound.
    expect(
      await failure(
        tables.incrementRowColumn({ databaseId: db, tableId: 'items', rowId: row.$id, column: 'count', value: 90 }),
      ),
    ).toMatchObject({ type: 'column_limit_exceeded' });
    expect((await tables.getRow<Row>({ databaseId: db, tableId: 'items', rowId: row.$id })).count).toBe(14);
    const price = await tables.incrementRowColumn<Row>({
      databaseId: db,
      tableId: 'items',
      rowId: row.$id,
      column: 'price',
      value: 2.5,
    });
    expect(price.price).toBe(2.5); // NULL counts as 0
    expect(
      await failure(tables.incrementRowColumn({ databaseId: db, tableId: 'items', rowId: row.$id, column: 'title' })),
    ).toMatchObject({ code: 400, type: 'column_type_invalid' });
    expect(
      await failure(tables.incrementRowColumn({ databaseId: db, tableId: 'items', rowId: row.$id, column: 'nope' })),
    ).toMatchObject({ code: 404, type: 'column_not_found' });
    expect(
      await failure(tables.incrementRowColumn({ databaseId: db, tableId: 'items', rowId: 'missing', column: 'count' })),
    ).toMatchObject({ code: 404, type: 'row_not_found' });
    expect(
      await failure(
        tables.decrementRowColumn({ databaseId: db, tableId: 'items', rowId: row.$id, column: 'count', value: -1 }),
      ),
    ).toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });

  it('parallel decrements with min 0 never oversell', async () => {
    const row = await tables.createRow({
      databaseId: db,
      tableId: 'notes',
      rowId: ID.unique(),
      data: { text: 'stock', stock: 25 },
    });
    const attempts = await Promise.allSettled(
      Array.from({ length: 60 }, () =>
        tables.decrementRowColumn({
          databaseId: db,
          tableId: 'notes',
          rowId: row.$id,
          column: 'stock',
          value: 1,
          min: 0,
        }),
      ),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled');
    const failed = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(ok).toHaveLength(25);
    expect(failed.every((f) => (f.reason as SdkException).type === 'column_limit_exceeded')).toBe(true);
    expect((await tables.getRow<Row>({ databaseId: db, tableId: 'notes', rowId: row.$id })).stock).toBe(0);
  });
});

describe('bulk operations (API key)', () => {
  it('creates, upserts, updates and deletes many rows, all or nothing', async () => {
    const created = await tables.createRows<Row>({
      databaseId: db,
      tableId: 'items',
      rows: [
        { $id: 'bulk-1', title: 'Bulk one', kind: 'tablet' },
        { $id: 'bulk-2', title: 'Bulk two', kind: 'tablet', $permissions: [Permission.read(Role.any())] },
        { title: 'Bulk three', kind: 'syrup' },
      ],
    });
    expect(specProblems('rowList', created)).toEqual([]);
    expect(created.total).toBe(3);
    expect(created.rows[1]!.$permissions).toEqual(['read("any")']);

    // One bad row rolls the whole batch back.
    expect(
      await failure(
        tables.createRows({
          databaseId: db,
          tableId: 'items',
          rows: [{ $id: 'bulk-4', title: 'ok' }, { $id: 'bulk-5' }],
        }),
      ),
    ).toMatchObject({ type: 'row_invalid_structure' });
    expect(await failure(tables.getRow({ databaseId: db, tableId: 'items', rowId: 'bulk-4' }))).toMatchObject({
      code: 404,
    });

    const upserted = await tables.upsertRows<Row>({
      databaseId: db,
      tableId: 'items',
      rows: [
        { $id: 'bulk-1', title: 'Bulk one v2' },
        { $id: 'bulk-6', title: 'Bulk six' },
      ],
    });
    expect(upserted.rows.map((r) => [r.$id, r.title, r.kind])).toEqual([
      ['bulk-1', 'Bulk one v2', 'tablet'],
      ['bulk-6', 'Bulk six', null],
    ]);

    const updated = await tables.updateRows<Row>({
      databaseId: db,
      tableId: 'items',
      data: { count: 7, $permissions: [Permission.read(Role.users())] },
      queries: [Query.startsWith('title', 'Bulk')],
    });
    expect(updated.total).toBe(4);
    expect(updated.rows.every((r) => r.count === 7 && r.$permissions.join() === 'read("users")')).toBe(true);

    const deleted = await tables.deleteRows<Row>({
      databaseId: db,
      tableId: 'items',
      queries: [Query.equal('kind', 'tablet'), Query.startsWith('title', 'Bulk')],
    });
    expect(deleted.rows.map((r) => r.$id).sort()).toEqual(['bulk-1', 'bulk-2']);
    const left = await tables.listRows({
      databaseId: db,
      tableId: 'items',
      queries: [Query.startsWith('title', 'Bulk')],
    });
    expect(left.total).toBe(2);
  });
});

describe('events', () => {
  it('publishes row changes with Appwrite event names, both channel families and read roles', async () => {
    const seen: ServerEvent[] = [];
    const listener = (e: ServerEvent): void => void seen.push(e);
    serverEvents.on('event', listener);
    try {
      const row = await tables.createRow({
        databaseId: db,
        tableId: 'notes',
        rowId: 'evt-1',
        data: { text: 'hello' },
        permissions: [Permission.read(Role.user('u1'))],
      });
      await tables.updateRow({ databaseId: db, tableId: 'notes', rowId: row.$id, data: { text: 'bye' } });
      await tables.deleteRow({ databaseId: db, tableId: 'notes', rowId: row.$id });
    } finally {
      serverEvents.off('event', listener);
    }
    const mine = seen.filter((e) => e.payload.$id === 'evt-1');
    expect(mine.map((e) => e.events[0])).toEqual([
      'databases.testdb.tables.notes.rows.evt-1.create',
      'databases.testdb.tables.notes.rows.evt-1.update',
      'databases.testdb.tables.notes.rows.evt-1.delete',
    ]);
    expect(mine[0]!.events).toEqual(
      expect.arrayContaining([
        'databases.*.tables.*.rows.*.create',
        'databases.testdb.tables.*.rows.evt-1.create',
        'databases.*.tables.notes.rows.evt-1',
        'databases.testdb.collections.notes.documents.evt-1.create',
        'databases.testdb.tables.notes',
        'databases.*',
      ]),
    );
    expect(new Set(mine[0]!.events).size).toBe(mine[0]!.events.length);
    expect(mine[2]!.events).toContain('databases.*.tables.*.rows.*.delete');
    expect(mine[0]!.channels).toEqual(
      expect.arrayContaining([
        'rows',
        'databases.testdb.tables.notes.rows.evt-1',
        'tablesdb.testdb.tables.notes.rows',
        'documents',
        'databases.testdb.collections.notes.documents.evt-1',
      ]),
    );
    // notes: no table read; row security on → only the row's readers.
    expect(mine[0]!.readRoles).toEqual(['user:u1']);
    expect(mine[1]!.payload.text).toBe('bye');
  });
});

describe('legacy Databases API (documents)', () => {
  it('answers with document/documentList shapes and document error types', async () => {
    const databases = new Databases(t.serverClient());
    const doc = await databases.createDocument({
      databaseId: db,
      collectionId: 'items',
      documentId: 'legacy-1',
      data: { title: 'Legacy' },
    });
    expect(specProblems('document', doc)).toEqual([]);
    expect(doc).toMatchObject({ $id: 'legacy-1', $collectionId: 'items', title: 'Legacy' });
    const list = await databases.listDocuments({
      databaseId: db,
      collectionId: 'items',
      queries: [Query.equal('$id', 'legacy-1')],
    });
    expect(specProblems('documentList', list)).toEqual([]);
    expect(list.documents.map((d) => d.$id)).toEqual(['legacy-1']);
    expect((await databases.getDocument({ databaseId: db, collectionId: 'items', documentId: 'legacy-1' })).$id).toBe(
      'legacy-1',
    );
    expect(await failure(databases.getDocument({ databaseId: db, collectionId: 'items', documentId: 'nope' }))).toEqual(
      {
        code: 404,
        type: 'document_not_found',
        message: "Document with the requested ID 'nope' could not be found.",
      },
    );
    expect(
      await failure(
        databases.createDocument<Models.DefaultDocument>({
          databaseId: db,
          collectionId: 'items',
          documentId: 'legacy-1',
          data: { title: 'again' },
        }),
      ),
    ).toMatchObject({ code: 409, type: 'document_already_exists' });
    expect(
      await failure(
        databases.createDocument<Models.DefaultDocument>({
          databaseId: db,
          collectionId: 'items',
          documentId: ID.unique(),
          data: { nope: 1 },
        }),
      ),
    ).toMatchObject({
      type: 'document_invalid_structure',
      message: 'Invalid document structure: Unknown attribute: "nope"',
    });
    expect(await failure(databases.listDocuments({ databaseId: db, collectionId: 'nope' }))).toMatchObject({
      code: 404,
      type: 'collection_not_found',
    });
    await databases.deleteDocument({ databaseId: db, collectionId: 'items', documentId: 'legacy-1' });
  });
});

describe('metadata from appwrite.json (keys)', () => {
  it('lists databases, tables, columns and indexes', async () => {
    const dbs = await tables.list();
    expect(dbs.databases.map((d) => d.$id)).toEqual([db]);
    expect((await tables.get({ databaseId: db })).name).toBe('Test database');
    const list = await tables.listTables({ databaseId: db });
    expect(list.tables.map((x) => x.$id)).toEqual(['items', 'places', 'notes', 'catalog', 'vault']);
    const items = await tables.getTable({ databaseId: db, tableId: 'items' });
    expect(items).toMatchObject({ rowSecurity: false, $permissions: ['read("any")'], enabled: true });
    const columns = await tables.listColumns({ databaseId: db, tableId: 'items' });
    expect(columns.columns.find((c) => c.key === 'kind')).toMatchObject({
      type: 'string',
      format: 'enum',
      elements: ['tablet', 'syrup', 'cream'],
      status: 'available',
    });
    const indexes = await tables.listIndexes({ databaseId: db, tableId: 'items' });
    expect(indexes.indexes.map((i) => [i.key, i.type])).toEqual([
      ['title_search', 'fulltext'],
      ['code_unique', 'unique'],
      ['price_idx', 'key'],
    ]);
  });
});
