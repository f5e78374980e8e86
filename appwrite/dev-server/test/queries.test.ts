import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Query } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Sqlite } from '../src/db/connection.ts';
import { parseQueries } from '../src/db/query.ts';
import { RowStore } from '../src/db/rows.ts';
import { findTable, loadSchema, type TableDef } from '../src/db/schema.ts';
import { boundingBox, haversineMeters, toFtsQuery } from '../src/db/sql.ts';
import { prepareStorage } from '../src/db/storage.ts';
import { ROWS, validateRowData } from '../src/db/values.ts';
import { AppwriteException } from '../src/errors.ts';

/** The query language end to end below HTTP: parse → SQL → SQLite, on the fixture schema. */
const schema = loadSchema(resolve(import.meta.dirname, 'fixtures/tablesdb.appwrite.json'));
const items = findTable(schema, 'testdb', 'items')!;
const places = findTable(schema, 'testdb', 'places')!;

let dir: string;
let db: Sqlite;
let itemStore: RowStore;
let placeStore: RowStore;

const ITEMS = [
  {
    id: 'a',
    title: 'Paracetamol 500',
    code: 'P500',
    count: 10,
    price: 25.5,
    active: true,
    kind: 'tablet',
    at: '2026-01-01T10:00:00.000+00:00',
    tags: ['fever', 'pain'],
    body: 'for fever',
  },
  {
    id: 'b',
    title: 'Paracip syrup',
    code: 'PS',
    count: 0,
    price: 60,
    active: false,
    kind: 'syrup',
    at: '2026-02-01T10:00:00.000+00:00',
    tags: ['fever'],
    body: null,
  },
  {
    id: 'c',
    title: 'Ibuprofen 400',
    code: 'I400',
    count: 50,
    price: 12,
    active: true,
    kind: 'tablet',
    at: '2026-03-01T10:00:00.000+00:00',
    tags: ['pain', 'swelling'],
    body: 'anti-inflammatory',
  },
  {
    id: 'd',
    title: 'Cetirizine',
    code: null,
    count: 5,
    price: null,
    active: true,
    kind: null,
    at: null,
    tags: [],
    body: 'allergy relief',
  },
  {
    id: 'e',
    title: 'Crocin Advance',
    code: 'CA',
    count: 100,
    price: 30,
    active: true,
    kind: 'tablet',
    at: '2026-04-01T10:00:00.000+00:00',
    tags: null,
    body: 'Fever and pain',
  },
];

/** Pune-ish centre and points at known distances (computed with the same haversine reference). */
const CENTRE: [number, number] = [73.8567, 18.5204];
const metersEast = (m: number): [number, number] => [
  CENTRE[0] + (m / (6_371_000 * Math.cos((CENTRE[1] * Math.PI) / 180))) * (180 / Math.PI),
  CENTRE[1],
];
const metersNorth = (m: number): [number, number] => [CENTRE[0], CENTRE[1] + (m / 6_371_000) * (180 / Math.PI)];
const PLACES: { id: string; location: [number, number] }[] = [
  { id: 'centre', location: CENTRE },
  { id: 'east-4990', location: metersEast(4990) },
  { id: 'east-5010', location: metersEast(5010) },
  { id: 'north-4999', location: metersNorth(4999) },
  { id: 'north-5001', location: metersNorth(5001) },
  { id: 'far', location: [77.5946, 12.9716] },
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'instamg-queries-'));
  db = openDatabase(dir);
  prepareStorage(db, schema.tables);
  itemStore = new RowStore(db, items);
  placeStore = new RowStore(db, places);
  const now = '2026-11-22T10:00:00.000+00:00';
  for (const { id, ...data } of ITEMS) {
    const v = validateRowData(ROWS, items, data, 'complete', true);
    itemStore.insert({ id, createdAt: now, updatedAt: now, permissions: [], values: v.values });
  }
  for (const { id, location } of PLACES) {
    placeStore.insert({ id, createdAt: now, updatedAt: now, permissions: [], values: { label: id, location } });
  }
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const ids = (queries: string[], table: TableDef = items): string[] =>
  (table === items ? itemStore : placeStore).find(parseQueries(queries, table), null).map((r) => r.id);
const sorted = (list: string[]): string[] => [...list].sort();

function queryError(queries: unknown, table: TableDef = items): { type: string; message: string } {
  try {
    parseQueries(queries, table);
  } catch (err) {
    if (err instanceof AppwriteException) return { type: err.type, message: err.message };
    throw err;
  }
  throw new Error('expected the queries to be rejected');
}

describe('filters', () => {
  it('equal matches any of its values; notEqual excludes them', () => {
    expect(ids([Query.equal('kind', 'tablet')])).toEqual(['a', 'c', 'e']);
    expect(ids([Query.equal('code', ['PS', 'CA'])])).toEqual(['b', 'e']);
    expect(ids([Query.notEqual('kind', 'tablet')])).toEqual(['b']);
    expect(ids([Query.equal('active', false)])).toEqual(['b']);
    expect(ids([Query.equal('$id', 'c')])).toEqual(['c']);
  });

  it('compares numbers, datetimes and $sequence', () => {
    expect(ids([Query.lessThan('count', 10)])).toEqual(['b', 'd']);
    expect(ids([Query.lessThanEqual('count', 10)])).toEqual(['a', 'b', 'd']);
    expect(ids([Query.greaterThan('price', 30)])).toEqual(['b']);
    expect(ids([Query.greaterThanEqual('price', 30)])).toEqual(['b', 'e']);
    expect(ids([Query.between('count', 5, 50)])).toEqual(['a', 'c', 'd']);
    expect(ids([Query.notBetween('count', 5, 50)])).toEqual(['b', 'e']);
    expect(ids([Query.greaterThan('at', '2026-02-15T00:00:00.000+00:00')])).toEqual(['c', 'e']);
    expect(ids([Query.lessThan('at', '2026-02-01 10:00:01')])).toEqual(['a', 'b']);
    expect(ids([Query.greaterThan('$sequence', '3')])).toEqual(['d', 'e']);
  });

  it('null checks and exists', () => {
    expect(ids([Query.isNull('price')])).toEqual(['d']);
    expect(ids([Query.isNotNull('body')])).toEqual(['a', 'c', 'd', 'e']);
    expect(ids([Query.exists(['code', 'kind'])])).toEqual(['a', 'b', 'c', 'e']);
    expect(ids([Query.notExists(['kind'])])).toEqual(['d']);
  });

  it('string prefix, suffix and substring matches (LIKE wildcards in values are literal)', () => {
    expect(ids([Query.startsWith('title', 'Parac')])).toEqual(['a', 'b']);
    expect(ids([Query.notStartsWith('title', 'Parac')])).toEqual(['c', 'd', 'e']);
    expect(ids([Query.endsWith('title', '00')])).toEqual(['a', 'c']);
    expect(ids([Query.notEndsWith('title', '00')])).toEqual(['b', 'd', 'e']);
    // Case-insensitive like MariaDB's default collation, which Appwrite's LIKE queries run under.
    expect(ids([Query.contains('body', 'fever')])).toEqual(['a', 'e']);
    expect(ids([Query.contains('body', ['allergy', 'inflam'])])).toEqual(['c', 'd']);
    expect(ids([Query.notContains('body', 'fever')])).toEqual(['c', 'd']);
    expect(ids([Query.startsWith('title', '%')])).toEqual([]);
    expect(ids([Query.contains('title', '_')])).toEqual([]);
  });

  it('array membership: contains, containsAny, containsAll, notContains', () => {
    expect(ids([Query.contains('tags', 'pain')])).toEqual(['a', 'c']);
    expect(ids([Query.containsAny('tags', ['swelling', 'fever'])])).toEqual(['a', 'b', 'c']);
    expect(ids([Query.containsAll('tags', ['fever', 'pain'])])).toEqual(['a']);
    expect(ids([Query.notContains('tags', 'fever')])).toEqual(['c', 'd', 'e']);
  });

  it('regex', () => {
    expect(ids([Query.regex('title', '^[A-Z][a-z]+ \\d+$')])).toEqual(['a', 'c']);
  });

  it('and / or nest', () => {
    expect(ids([Query.or([Query.equal('kind', 'syrup'), Query.greaterThan('count', 60)])])).toEqual(['b', 'e']);
    expect(ids([Query.and([Query.equal('kind', 'tablet'), Query.lessThan('price', 26)])])).toEqual(['a', 'c']);
    expect(
      ids([Query.or([Query.and([Query.equal('kind', 'tablet'), Query.lessThan('count', 20)]), Query.isNull('kind')])]),
    ).toEqual(['a', 'd']);
  });
});

describe('full-text search (MariaDB boolean-mode semantics on FTS5)', () => {
  it('builds the match expression: reserved chars dropped, words OR-ed, prefix on the last word, quoted = phrase', () => {
    expect(toFtsQuery('paracetamol')).toBe('"paracetamol" *');
    expect(toFtsQuery('dolo +650')).toBe('"dolo" OR "650" *');
    expect(toFtsQuery('"crocin advance"')).toBe('"crocin advance"');
    expect(toFtsQuery('  (-*) ')).toBeNull();
  });

  it('ignores short words and InnoDB stopwords like MariaDB, but never the prefix word', () => {
    expect(toFtsQuery('dolo 650 mg tablet')).toBe('"dolo" OR "650" OR "tablet" *');
    expect(toFtsQuery('the cure for pain')).toBe('"cure" OR "pain" *');
    expect(toFtsQuery('pa')).toBe('"pa" *');
    expect(toFtsQuery('"for the pain"')).toBe('"for the pain"');
  });

  it('matches whole words, prefixes of the last word, and any of several words', () => {
    expect(ids([Query.search('title', 'paracetamol')])).toEqual(['a']);
    expect(ids([Query.search('title', 'parac')])).toEqual(['a', 'b']);
    expect(ids([Query.search('title', 'crocin ibu')])).toEqual(['c', 'e']);
    expect(ids([Query.search('title', '"crocin advance"')])).toEqual(['e']);
    expect(ids([Query.search('title', '@@@')])).toEqual([]);
    expect(ids([Query.search('title', 'of 500 ibu')])).toEqual(['a', 'c']);
    expect(ids([Query.notSearch('title', 'parac')])).toEqual(['c', 'd', 'e']);
  });

  it('combines with other filters, orders, cursors, counts and permission filtering', () => {
    expect(ids([Query.search('title', 'crocin parac'), Query.orderDesc('$sequence')])).toEqual(['e', 'b', 'a']);
    expect(ids([Query.search('title', 'crocin parac'), Query.equal('kind', 'tablet')])).toEqual(['a', 'e']);
    expect(ids([Query.search('title', 'crocin parac'), Query.orderAsc('price')])).toEqual(
      ['e', 'b', 'a'].sort((x, y) => ITEMS.find((i) => i.id === x)!.price! - ITEMS.find((i) => i.id === y)!.price!),
    );
    expect(ids([Query.search('title', 'crocin parac'), Query.search('title', 'syrup')])).toEqual(['b']);
    const parsed = parseQueries([Query.search('title', 'crocin parac'), Query.limit(1), Query.cursorAfter('a')], items);
    expect(itemStore.find(parsed, null, itemStore.get('a')).map((r) => r.id)).toEqual(['b']);
    expect(itemStore.count(parsed, null)).toBe(3);
    // Only rows whose permissions grant read to the given roles (none of these rows have any).
    expect(itemStore.find(parseQueries([Query.search('title', 'parac')], items), ['any']).map((r) => r.id)).toEqual([]);
  });

  it('keeps the index in sync with updates and deletes', () => {
    const now = '2026-11-22T11:00:00.000+00:00';
    itemStore.insert({
      id: 'tmp',
      createdAt: now,
      updatedAt: now,
      permissions: [],
      values: validateRowData(ROWS, items, { title: 'Zincovit' }, 'complete', true).values,
    });
    expect(ids([Query.search('title', 'zinc')])).toEqual(['tmp']);
    const seq = itemStore.get('tmp')!.seq;
    itemStore.update(seq, { title: 'Becosules' }, now);
    expect(ids([Query.search('title', 'zinc')])).toEqual([]);
    expect(ids([Query.search('title', 'becos')])).toEqual(['tmp']);
    itemStore.delete(seq);
    expect(ids([Query.search('title', 'becos')])).toEqual([]);
  });

  it('requires a fulltext index on the attribute', () => {
    expect(queryError([Query.search('body', 'x')])).toEqual({
      type: 'general_query_invalid',
      message: 'Searching by attribute "body" requires a fulltext index.',
    });
  });
});

describe('spatial distance', () => {
  it('agrees with the haversine reference just inside and outside 5 km', () => {
    // The fixture points really are where their names say (independent of the SQL path).
    for (const p of PLACES.filter((x) => x.id.includes('-'))) {
      expect(haversineMeters(...CENTRE, ...p.location)).toBeCloseTo(Number(p.id.split('-')[1]), 3);
    }
    expect(sorted(ids([Query.distanceLessThan('location', CENTRE, 5000)], places))).toEqual([
      'centre',
      'east-4990',
      'north-4999',
    ]);
    expect(sorted(ids([Query.distanceGreaterThan('location', CENTRE, 5000)], places))).toEqual([
      'east-5010',
      'far',
      'north-5001',
    ]);
    expect(ids([Query.distanceEqual('location', CENTRE, 0)], places)).toEqual(['centre']);
    expect(sorted(ids([Query.distanceNotEqual('location', CENTRE, 0)], places))).toEqual([
      'east-4990',
      'east-5010',
      'far',
      'north-4999',
      'north-5001',
    ]);
  });

  it('measures planar degrees when meters is false', () => {
    // 0.05° ≈ 5.3 km north / 5.2 km east at this latitude: all four 5 km points are inside 0.05°.
    expect(sorted(ids([Query.distanceLessThan('location', CENTRE, 0.05, false)], places))).toEqual([
      'centre',
      'east-4990',
      'east-5010',
      'north-4999',
      'north-5001',
    ]);
    expect(ids([Query.distanceGreaterThan('location', CENTRE, 1, false)], places)).toEqual(['far']);
  });

  it('boxes that reach a pole or cross the antimeridian fall back to a full scan', () => {
    expect(boundingBox(179.99, 0, 5000, true)).toBeNull();
    expect(boundingBox(0, 89.99, 5000, true)).toBeNull();
    const box = boundingBox(...CENTRE, 5000, true)!;
    expect(box.minY).toBeLessThan(CENTRE[1]);
    expect(box.maxX).toBeGreaterThan(metersEast(5000)[0]);
  });

  it('rejects distance queries on non-point attributes and malformed values', () => {
    expect(queryError([Query.distanceLessThan('title', CENTRE, 5)]).type).toBe('general_query_invalid');
    expect(
      queryError([JSON.stringify({ method: 'distanceLessThan', attribute: 'location', values: [[1, 2]] })], places)
        .type,
    ).toBe('general_query_invalid');
    expect(
      queryError(
        [JSON.stringify({ method: 'distanceLessThan', attribute: 'location', values: [[[200, 2], 5, true]] })],
        places,
      ).type,
    ).toBe('general_query_invalid');
  });
});

describe('ordering, paging, select', () => {
  it('orders by columns and system attributes, NULLs first ascending', () => {
    expect(ids([Query.orderAsc('price')])).toEqual(['d', 'c', 'a', 'e', 'b']);
    expect(ids([Query.orderDesc('price')])).toEqual(['b', 'e', 'a', 'c', 'd']);
    expect(ids([Query.orderDesc('$sequence')])).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(ids([Query.orderAsc('kind'), Query.orderDesc('count')])).toEqual(['d', 'b', 'e', 'c', 'a']);
    expect(sorted(ids([Query.orderRandom()]))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('limit defaults to 25; limit and offset page', () => {
    expect(parseQueries([], items).limit).toBe(25);
    expect(ids([Query.limit(2)])).toEqual(['a', 'b']);
    expect(ids([Query.limit(2), Query.offset(2)])).toEqual(['c', 'd']);
  });

  it('pages with cursors both ways, also under a custom order with NULLs', () => {
    const page = (queries: string[]): string[] => {
      const parsed = parseQueries(queries, items);
      const cursor = parsed.cursor ? itemStore.get(parsed.cursor.rowId) : null;
      return itemStore.find(parsed, null, cursor).map((r) => r.id);
    };
    expect(page([Query.limit(2), Query.cursorAfter('b')])).toEqual(['c', 'd']);
    expect(page([Query.limit(2), Query.cursorBefore('d')])).toEqual(['b', 'c']);
    // price ASC: d(null), c, a, e, b
    expect(page([Query.orderAsc('price'), Query.limit(2), Query.cursorAfter('d')])).toEqual(['c', 'a']);
    expect(page([Query.orderAsc('price'), Query.limit(10), Query.cursorBefore('a')])).toEqual(['d', 'c']);
    expect(page([Query.orderDesc('price'), Query.limit(10), Query.cursorAfter('c')])).toEqual(['d']);
  });

  it('select keeps the named columns', () => {
    expect(parseQueries([Query.select(['title', '$id'])], items).select).toEqual(['title']);
    expect(parseQueries([Query.select(['*'])], items).select).toBeNull();
  });

  it('counts matches without limit, capped', () => {
    expect(itemStore.count(parseQueries([Query.equal('kind', 'tablet'), Query.limit(1)], items), null)).toBe(3);
    expect(itemStore.count(parseQueries([], items), null, 2)).toBe(2);
  });
});

describe('invalid queries are 400 general_query_invalid with Appwrite wording', () => {
  it.each([
    [['not json'], /^Invalid query: not json/],
    [[JSON.stringify({ method: 'fuzzy', attribute: 'title', values: ['x'] })], /^Invalid query method: fuzzy$/],
    [[Query.equal('nope', 'x')], /^Invalid query: Attribute not found in schema: nope$/],
    [[Query.equal('count', 'ten')], /^Invalid query: Query value is invalid for attribute "count"$/],
    [[Query.equal('active', 'yes')], /^Invalid query: Query value is invalid for attribute "active"$/],
    [[Query.greaterThan('at', 'not a date')], /Query value is invalid for attribute "at"/],
    [[Query.equal('tags', 'x')], /because it is an array/],
    [[Query.or([Query.equal('title', 'x')])], /^Invalid query: Or queries require at least two queries$/],
    [
      [Query.or([Query.equal('title', 'x'), Query.limit(1)])],
      /^Invalid query: Or queries can only contain filter queries$/,
    ],
    [[Query.limit(-1)], /Invalid limit/],
    [[Query.orderAsc('nope')], /Attribute not found in schema: nope/],
    [[Query.select(['nope'])], /Attribute not found in schema: nope/],
    [[Query.regex('title', '(')], /Invalid regular expression/],
    [[Query.orderRandom(), Query.cursorAfter('a')], /orderRandom/],
  ])('%s', (queries, message) => {
    const err = queryError(queries);
    expect(err.type).toBe('general_query_invalid');
    expect(err.message).toMatch(message);
  });

  it('caps the number and length of queries', () => {
    expect(queryError(Array.from({ length: 101 }, () => Query.limit(1))).message).toMatch(/no more than 100 queries/);
    expect(queryError([Query.equal('title', 'x'.repeat(5000))]).message).toMatch(/longer than 4096/);
  });

  it('caps the values of one query (general_query_limit_exceeded)', () => {
    expect(
      queryError([
        Query.equal(
          'title',
          Array.from({ length: 101 }, (_, i) => `t${i}`),
        ),
      ]).type,
    ).toBe('general_query_limit_exceeded');
  });
});
