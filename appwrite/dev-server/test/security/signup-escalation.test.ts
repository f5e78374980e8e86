import { AppwriteException, ID, TablesDB, Teams } from 'appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { createWebClient } from '../web-client.ts';

/**
 * A visitor who claims to be an admin at sign-up (in prefs, in the name, as extra body fields)
 * gets nothing for it: no label, no team, no store access, no admin-only table.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Escalate-me-123';

async function denied(promise: Promise<unknown>): Promise<AppwriteException> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppwriteException) return err;
    throw err;
  }
  throw new Error('expected the call to be denied');
}

describe('sign-up that claims role: admin grants nothing', () => {
  it('extra body fields, an "admin" name and admin prefs leave the account an ordinary customer', async () => {
    const email = `mallory-${Date.now()}@example.in`;
    // Raw request: the SDK would drop unknown fields, an attacker would not.
    const res = await fetch(`${t.endpoint}/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': t.projectId },
      body: JSON.stringify({
        userId: ID.unique(),
        email,
        password: PASSWORD,
        name: 'admin',
        role: 'admin',
        labels: ['admin'],
        prefs: { role: 'admin' },
        teamId: 'store-dl-dwarka-sec6',
        status: true,
      }),
    });
    // Appwrite ignores unknown params; either way no privileged account may come out of it.
    expect([201, 400]).toContain(res.status);
    const body = (await res.json()) as { labels?: string[]; prefs?: Record<string, unknown>; type?: string };
    if (res.status === 400) {
      expect(body.type).toBe('general_argument_invalid');
      return;
    }
    expect(body.labels).toEqual([]);
    expect(body.prefs).toEqual({});

    const web = createWebClient(t.endpoint, t.projectId);
    await web.account.createEmailPasswordSession({ email, password: PASSWORD });
    await web.account.updatePrefs({ prefs: { role: 'admin', labels: ['admin'], isAdmin: true } });
    await web.account.updateName({ name: 'role: admin' });
    const me = await web.account.get();
    expect(me.labels).toEqual([]);
    expect((await new Teams(web.client).list()).total).toBe(0);

    // Admin-only reads and writes are still refused.
    const tables = new TablesDB(web.client);
    expect((await tables.listRows({ databaseId: 'instamg', tableId: 'store_admins' })).rows).toEqual([]);
    const create = await denied(
      tables.createRow({
        databaseId: 'instamg',
        tableId: 'categories',
        rowId: ID.unique(),
        data: { name: 'Pwned', slug: 'pwned' } as Record<string, unknown>,
      }),
    );
    expect([create.code, create.type]).toEqual([401, 'user_unauthorized']);
    const admin = await denied(
      tables.createRow({
        databaseId: 'instamg',
        tableId: 'store_admins',
        rowId: ID.unique(),
        data: { user_id: me.$id, store_id: 'dl-dwarka-sec6', role: 'owner' } as Record<string, unknown>,
      }),
    );
    expect(admin.code).toBe(401);
    // Server-only APIs stay closed to a session.
    const users = await fetch(`${t.endpoint}/users`, {
      headers: { 'x-appwrite-project': t.projectId, 'x-fallback-cookies': web.fallbackCookies()! },
    });
    expect(users.status).toBe(401);
    expect(((await users.json()) as { type: string }).type).toBe('general_unauthorized_scope');
  });

  it('a client cannot grant itself label:admin on its own row', async () => {
    const email = `eve-${Date.now()}@example.in`;
    const web = createWebClient(t.endpoint, t.projectId);
    const me = await web.account.create({ userId: ID.unique(), email, password: PASSWORD });
    await web.account.createEmailPasswordSession({ email, password: PASSWORD });
    const err = await denied(
      new TablesDB(web.client).createRow({
        databaseId: 'instamg',
        tableId: 'addresses',
        rowId: ID.unique(),
        data: {
          user_id: me.$id,
          name: 'x',
          address_line1: 'x',
          city: 'x',
          state: 'x',
          postal_code: '110075',
        } as Record<string, unknown>,
        permissions: ['read("label:admin")', 'update("any")'],
      }),
    );
    expect([err.code, err.type]).toEqual([401, 'user_unauthorized']);
  });
});
