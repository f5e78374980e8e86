import { resolve } from 'node:path';
import { AppwriteException as SdkException, ID, Permission, Query, Role, TablesDB } from 'node-appwrite';
import { Client as WebSdkClient, TablesDB as WebTablesDB, type Models } from 'appwrite';
import type { Models as ServerModels } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthState } from '../src/auth/types.ts';
import { allowedGrants, canAccess, normalizePermissions, parsePermission, rolesFor } from '../src/db/permissions.ts';
import { AppwriteException } from '../src/errors.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { signUpAndSignIn, type SignedInUser } from './web-client.ts';

type Note = Models.Row & { text: string; stock?: number };
type Named = Models.Row & { name: string };
type ServerRow = ServerModels.DefaultRow;

const user = (id: string, extra: string[] = []): AuthState => ({
  kind: 'user',
  user: { id, email: `${id}@example.com`, name: id, labels: [], emailVerification: false, phoneVerification: false },
  sessionId: 's',
  via: 'cookie',
  roles: ['any', 'users', `user:${id}`, 'users/unverified', `user:${id}/unverified`, ...extra],
  scopes: new Set(),
  mfaPending: false,
});
const guest: AuthState = { kind: 'guest', roles: ['any', 'guests'], scopes: new Set() };
const key: AuthState = { kind: 'key', keyId: 'k', dynamic: false, roles: [], scopes: new Set() };

describe('permission strings', () => {
  it('parses action and role, rejects malformed strings and unknown roles', () => {
    expect(parsePermission('read("user:u1")')).toEqual({ action: 'read', role: 'user:u1' });
    expect(parsePermission('update("team:t1/owner")')).toEqual({ action: 'update', role: 'team:t1/owner' });
    expect(parsePermission('write("label:admin")')).toEqual({ action: 'write', role: 'label:admin' });
    expect(parsePermission('read(any)')).toBeNull();
    expect(parsePermission('fly("any")')).toBeNull();
    expect(parsePermission('read("everyone")')).toBeNull();
  });

  it('write grants create, update and delete but never read', () => {
    expect(rolesFor('update', ['write("user:a")', 'update("user:b")'])).toEqual(['user:a', 'user:b']);
    expect(rolesFor('read', ['write("user:a")'])).toEqual([]);
  });
});

describe('canAccess: table permissions ∪ row permissions (with row security)', () => {
  const table = ['read("any")', 'create("label:admin")'];
  it('table-level grants apply to every row', () => {
    expect(canAccess(guest, 'read', table, [], false)).toBe(true);
    expect(canAccess(user('u1'), 'update', table, ['update("user:u1")'], false)).toBe(false);
    expect(canAccess(user('u1', ['label:admin']), 'create', table, [], false)).toBe(true);
  });
  it('row grants count only when row security is on', () => {
    expect(canAccess(user('u1'), 'update', [], ['update("user:u1")'], true)).toBe(true);
    expect(canAccess(user('u2'), 'update', [], ['update("user:u1")'], true)).toBe(false);
    expect(canAccess(guest, 'read', [], ['read("users")'], true)).toBe(false);
  });
  it('API keys bypass', () => {
    expect(canAccess(key, 'delete', [], [], false)).toBe(true);
  });
});

describe('normalizePermissions: what a caller may write', () => {
  const rowActions = ['read', 'update', 'delete'] as const;
  it('expands write and drops duplicates', () => {
    expect(
      normalizePermissions(user('u1'), ['write("user:u1")', 'update("user:u1")', 'read("any")'], rowActions),
    ).toEqual(['update("user:u1")', 'delete("user:u1")', 'read("any")']);
  });
  it('returns null when absent so the caller applies its default', () => {
    expect(normalizePermissions(user('u1'), undefined, rowActions)).toBeNull();
    expect(normalizePermissions(user('u1'), [], rowActions)).toEqual([]);
  });
  it('rejects actions rows cannot carry and malformed strings with general_argument_invalid', () => {
    expect(() => normalizePermissions(key, ['create("any")'], rowActions)).toThrowError(
      /Permission "create" is not allowed/,
    );
    expect(() => normalizePermissions(key, ['read(any)'], rowActions)).toThrowError(AppwriteException);
  });
  it('lets clients grant only roles they hold; keys anything', () => {
    expect(allowedGrants(key)).toBeNull();
    expect(allowedGrants(guest)).toEqual(['any', 'guests']);
    let error: unknown;
    try {
      normalizePermissions(user('u1'), ['read("user:u2")'], rowActions);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppwriteException);
    expect((error as AppwriteException).type).toBe('user_unauthorized');
    expect((error as AppwriteException).message).toBe(
      'Permissions must be one of: (any, users, user:u1, users/unverified, user:u1/unverified)',
    );
    expect(normalizePermissions(key, ['read("user:u2")'], rowActions)).toEqual(['read("user:u2")']);
  });
});

describe('row permissions through the SDKs (fixture schema)', () => {
  let t: TestServer;
  let server: TablesDB;
  let owner: SignedInUser;
  let other: SignedInUser;
  let guestDb: WebTablesDB;
  const db = 'testdb';

  beforeAll(async () => {
    t = await startTestServer({ schemaPath: resolve(import.meta.dirname, 'fixtures/tablesdb.appwrite.json') });
    server = new TablesDB(t.serverClient());
    owner = await signUpAndSignIn(t, { email: 'owner@example.com', password: 'password-owner', name: 'Owner' });
    other = await signUpAndSignIn(t, { email: 'other@example.com', password: 'password-other', name: 'Other' });
    guestDb = new WebTablesDB(new WebSdkClient().setEndpoint(t.endpoint).setProject(t.projectId));
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

  it('a client-created row without permissions belongs to its creator', async () => {
    const row = await owner.tablesDB.createRow<Note>({
      databaseId: db,
      tableId: 'notes',
      rowId: ID.unique(),
      data: { text: 'mine' },
    });
    const id = owner.user.$id;
    expect(row.$permissions).toEqual([`read("user:${id}")`, `update("user:${id}")`, `delete("user:${id}")`]);

    expect((await owner.tablesDB.getRow<Note>({ databaseId: db, tableId: 'notes', rowId: row.$id })).text).toBe('mine');
    expect((await owner.tablesDB.listRows({ databaseId: db, tableId: 'notes' })).rows.map((r) => r.$id)).toContain(
      row.$id,
    );

    // Others cannot see it (404, like a missing row), nor list it, nor change it (401).
    expect(
      await failure(other.tablesDB.getRow<Note>({ databaseId: db, tableId: 'notes', rowId: row.$id })),
    ).toMatchObject({ code: 404, type: 'row_not_found' });
    expect((await other.tablesDB.listRows({ databaseId: db, tableId: 'notes' })).rows.map((r) => r.$id)).not.toContain(
      row.$id,
    );
    expect(
      await failure(
        other.tablesDB.updateRow<Note>({ databaseId: db, tableId: 'notes', rowId: row.$id, data: { text: 'x' } }),
      ),
    ).toMatchObject({ code: 401, type: 'user_unauthorized' });
    expect(await failure(other.tablesDB.deleteRow({ databaseId: db, tableId: 'notes', rowId: row.$id }))).toMatchObject(
      { code: 401, type: 'user_unauthorized' },
    );
    expect(
      await failure(
        other.tablesDB.decrementRowColumn({
          databaseId: db,
          tableId: 'notes',
          rowId: row.$id,
          column: 'stock',
          value: 1,
        }),
      ),
    ).toMatchObject({ code: 401 });
    expect(await failure(guestDb.getRow({ databaseId: db, tableId: 'notes', rowId: row.$id }))).toMatchObject({
      code: 404,
    });
    expect((await guestDb.listRows({ databaseId: db, tableId: 'notes' })).total).toBe(0);

    // The API key sees and changes everything.
    expect((await server.getRow<ServerRow>({ databaseId: db, tableId: 'notes', rowId: row.$id })).text).toBe('mine');
    await owner.tablesDB.updateRow<Note>({
      databaseId: db,
      tableId: 'notes',
      rowId: row.$id,
      data: { text: 'edited' },
    });
    await owner.tablesDB.deleteRow({ databaseId: db, tableId: 'notes', rowId: row.$id });
    expect(await failure(server.getRow<ServerRow>({ databaseId: db, tableId: 'notes', rowId: row.$id }))).toMatchObject(
      { code: 404 },
    );
  });

  it('row permissions granted to others apply exactly as written', async () => {
    const me = owner.user.$id;
    const row = await owner.tablesDB.createRow<Note>({
      databaseId: db,
      tableId: 'notes',
      rowId: ID.unique(),
      data: { text: 'shared' },
      permissions: [Permission.read(Role.users()), Permission.write(Role.user(me))],
    });
    expect(row.$permissions).toEqual(['read("users")', `update("user:${me}")`, `delete("user:${me}")`]);
    expect((await other.tablesDB.getRow<Note>({ databaseId: db, tableId: 'notes', rowId: row.$id })).text).toBe(
      'shared',
    );
    expect(
      await failure(
        other.tablesDB.updateRow<Note>({ databaseId: db, tableId: 'notes', rowId: row.$id, data: { text: 'x' } }),
      ),
    ).toMatchObject({ code: 401 });
    expect(await failure(guestDb.getRow({ databaseId: db, tableId: 'notes', rowId: row.$id }))).toMatchObject({
      code: 404,
    });
    const visible = await other.tablesDB.listRows({
      databaseId: db,
      tableId: 'notes',
      queries: [Query.equal('$id', row.$id)],
    });
    expect(visible.total).toBe(1);
  });

  it('a client may grant only roles it holds, and only row actions', async () => {
    const foreign = await failure(
      owner.tablesDB.createRow<Note>({
        databaseId: db,
        tableId: 'notes',
        rowId: ID.unique(),
        data: { text: 'x' },
        permissions: [Permission.read(Role.user(other.user.$id))],
      }),
    );
    expect(foreign.code).toBe(401);
    expect(foreign.type).toBe('user_unauthorized');
    expect(foreign.message).toMatch(/^Permissions must be one of: \(any, users, user:/);
    const badAction = await failure(
      owner.tablesDB.createRow<Note>({
        databaseId: db,
        tableId: 'notes',
        rowId: ID.unique(),
        data: { text: 'x' },
        permissions: ['create("any")'],
      }),
    );
    expect(badAction).toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });

  it('creating needs the table create permission', async () => {
    expect(
      await failure(
        guestDb.createRow<Note>({ databaseId: db, tableId: 'notes', rowId: ID.unique(), data: { text: 'x' } }),
      ),
    ).toMatchObject({ code: 401, type: 'user_unauthorized' });
    expect(
      await failure(
        owner.tablesDB.createRow<Named>({
          databaseId: db,
          tableId: 'catalog',
          rowId: ID.unique(),
          data: { name: 'x' },
        }),
      ),
    ).toMatchObject({ code: 401, type: 'user_unauthorized' });
  });

  it('table-level read lets everyone list; no read and no row security is 401 for clients', async () => {
    await server.createRow<ServerRow>({ databaseId: db, tableId: 'catalog', rowId: 'c1', data: { name: 'Dolo 650' } });
    await server.createRow<ServerRow>({ databaseId: db, tableId: 'vault', rowId: 'v1', data: { secret: 's' } });
    expect((await guestDb.listRows({ databaseId: db, tableId: 'catalog' })).rows.map((r) => r.$id)).toEqual(['c1']);
    expect(await failure(owner.tablesDB.listRows({ databaseId: db, tableId: 'vault' }))).toMatchObject({
      code: 401,
      type: 'user_unauthorized',
    });
    expect(await failure(owner.tablesDB.getRow<Note>({ databaseId: db, tableId: 'vault', rowId: 'v1' }))).toMatchObject(
      { code: 404, type: 'row_not_found' },
    );
    expect((await server.listRows({ databaseId: db, tableId: 'vault' })).total).toBe(1);
  });

  it('bulk endpoints are for API keys only', async () => {
    const res = await fetch(`${t.endpoint}/tablesdb/${db}/tables/notes/rows`, {
      method: 'DELETE',
      headers: {
        'X-Appwrite-Project': t.projectId,
        'Content-Type': 'application/json',
        'X-Fallback-Cookies': owner.fallbackCookies()!,
      },
      body: JSON.stringify({ queries: [] }),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { type: string }).type).toBe('general_unauthorized_scope');
  });
});
