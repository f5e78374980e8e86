import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client as WebClient, ID, TablesDB as WebTablesDB, type AppwriteException } from 'appwrite';
import { TablesDB as ServerTablesDB, Teams, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { signIn, type SignedInUser } from '../web-client.ts';
import {
  loadPermissionsTable,
  mayWrite,
  PERMISSIONS_MD,
  PRINCIPALS,
  renderedDoc,
  rowPermissions,
  type Principal,
  type WriteOperation,
} from './permissions-table.ts';

/**
 * Property test (issue 14): every column of every table in appwrite.json, written by every
 * principal, through the real SDKs. Whatever docs/permissions.json does not list as a writer must
 * get 401 — for every column, since Appwrite has no column-level permissions, a single forgotten
 * team grant would open `rx_status`, `total`, `mrp` or `team_id` as much as a harmless note.
 */
interface Column {
  key: string;
  type: string;
  required: boolean;
  array: boolean;
  size?: number;
  min?: number;
  max?: number;
  format?: string;
  elements?: string[];
}
interface Table {
  $id: string;
  columns: Column[];
}

const DB = 'instamg';
const PASSWORD = 'Columns-pass-2026';
const schema = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../appwrite.json'), 'utf8')) as { tables: Table[] }
).tables;
const permissions = loadPermissionsTable();

let t: TestServer;
let keyTables: ServerTablesDB;
let teamX = '';
const people = {} as Record<Exclude<Principal, 'guest' | 'key'>, SignedInUser>;

let counter = 0;
const token = (): string => `${Date.now().toString(36)}${(++counter).toString(36)}`;

/** A valid value for the column; `variant` 0 builds fixtures, 1 is the changed value an update writes. */
function valueFor(column: Column, variant: number): unknown {
  const one = ((): unknown => {
    switch (column.type) {
      case 'string': {
        if (column.format === 'enum') return column.elements![variant % column.elements!.length];
        if (column.format === 'url') return `https://example.in/${token()}`;
        if (column.format === 'email') return `${token()}@example.in`;
        const value = `v${token()}`;
        return value.length > column.size! ? value.slice(-column.size!) : value;
      }
      case 'integer':
        return Math.min((column.min ?? 0) + variant + 1, column.max ?? Number.MAX_SAFE_INTEGER);
      case 'double':
        return Math.min((column.min ?? 0) + variant + 1.5, column.max ?? Number.MAX_SAFE_INTEGER);
      case 'boolean':
        return variant % 2 === 0;
      case 'datetime':
        return new Date(Date.UTC(2027, 0, 1 + variant)).toISOString();
      case 'point':
        return [77 + variant / 1000, 28.5];
      default:
        throw new Error(`no test value for column type ${column.type}`);
    }
  })();
  return column.array ? [one] : one;
}

const fullRow = (table: Table, variant: number): Record<string, unknown> =>
  Object.fromEntries(table.columns.map((c) => [c.key, valueFor(c, variant)]));

const userIdOf = (who: Principal): string => (who === 'guest' || who === 'key' ? 'nobody' : people[who].user.$id);

async function fixtureRow(table: Table): Promise<string> {
  const rules = permissions.tables[table.$id]!;
  const row = await keyTables.createRow({
    databaseId: DB,
    tableId: table.$id,
    rowId: ID.unique(),
    data: fullRow(table, 0),
    permissions: rowPermissions(rules, userIdOf(rules.owner ?? 'key'), teamX),
  });
  return row.$id;
}

type Rows = Pick<ServerTablesDB, 'createRow' | 'updateRow' | 'deleteRow'>;
function rowsOf(who: Principal): Rows {
  if (who === 'key') return keyTables;
  if (who === 'guest')
    return new WebTablesDB(new WebClient().setEndpoint(t.endpoint).setProject(t.projectId)) as unknown as Rows;
  return people[who].tablesDB as unknown as Rows;
}

/** 'ok' or the Appwrite error as `code type`. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (err) {
    const e = err as AppwriteException;
    if (typeof e.code !== 'number') throw err;
    return `${e.code} ${e.type}`;
  }
}

const expected = (table: string, op: WriteOperation, who: Principal): string =>
  mayWrite(permissions.tables[table]!, op, who) ? 'ok' : '401 user_unauthorized';

beforeAll(async () => {
  t = await startTestServer();
  keyTables = new ServerTablesDB(t.serverClient());
  const users = new Users(t.serverClient());
  for (const who of PRINCIPALS) {
    if (who === 'guest' || who === 'key') continue;
    const user = await users.create({
      userId: ID.unique(),
      email: `${who.toLowerCase()}-${token()}@example.in`,
      password: PASSWORD,
      name: who,
    });
    if (who === 'admin') await users.updateLabels({ userId: user.$id, labels: ['admin'] });
    people[who] = await signIn(t, { email: user.email, password: PASSWORD });
  }
  // Store teams as the seed makes them: server-chosen ids (issue 14 §9).
  const teams = new Teams(t.serverClient());
  teamX = (await teams.create({ teamId: ID.unique(), name: 'Store X' })).$id;
  const teamY = (await teams.create({ teamId: ID.unique(), name: 'Store Y' })).$id;
  const members: [Principal, string, string[]][] = [
    ['staffX', teamX, ['staff']],
    ['managerX', teamX, ['manager']],
    ['adminX', teamX, ['admin']],
    ['ownerX', teamX, ['owner']],
    ['pharmacistX', teamX, ['staff', 'pharmacist']],
    ['staffY', teamY, ['staff']],
  ];
  for (const [who, teamId, roles] of members) await teams.createMembership({ teamId, roles, userId: userIdOf(who) });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('column writes: nothing outside docs/permissions.json is writable, column by column, by any principal', () => {
  it('docs/permissions.json covers exactly the tables in appwrite.json', () => {
    expect(Object.keys(permissions.tables).sort()).toEqual(schema.map((table) => table.$id).sort());
  });

  it("docs/permissions.md's Writers table is the rendering of docs/permissions.json (regenerate: npx tsx appwrite/dev-server/test/security/permissions-table.ts)", () => {
    expect(readFileSync(PERMISSIONS_MD, 'utf8')).toBe(renderedDoc());
  });

  for (const table of schema) {
    it(`${table.$id}: update of each of its ${table.columns.length} columns, create and delete`, async () => {
      const surprises: string[] = [];
      const check = (what: string, want: string, got: string) => {
        if (got !== want) surprises.push(`${what}: expected ${want}, got ${got}`);
      };
      const target = await fixtureRow(table);
      for (const column of table.columns) {
        const data = { [column.key]: valueFor(column, 1) };
        const results = await Promise.all(
          PRINCIPALS.map((who) =>
            outcome(() =>
              rowsOf(who).updateRow({ databaseId: DB, tableId: table.$id, rowId: target, data: data as never }),
            ),
          ),
        );
        PRINCIPALS.forEach((who, i) =>
          check(`${who} update ${table.$id}.${column.key}`, expected(table.$id, 'update', who), results[i]!),
        );
      }
      for (const who of PRINCIPALS) {
        const created = await outcome(() =>
          rowsOf(who).createRow({
            databaseId: DB,
            tableId: table.$id,
            rowId: ID.unique(),
            data: fullRow(table, 0) as never,
          }),
        );
        check(`${who} create ${table.$id} (every column set)`, expected(table.$id, 'create', who), created);
        const victim = await fixtureRow(table);
        const deleted = await outcome(() =>
          rowsOf(who).deleteRow({ databaseId: DB, tableId: table.$id, rowId: victim }),
        );
        check(`${who} delete ${table.$id}`, expected(table.$id, 'delete', who), deleted);
      }
      expect(surprises).toEqual([]);
    });
  }
});
