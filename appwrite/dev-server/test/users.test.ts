import { AppwriteException as WebException } from 'appwrite';
import { Account, AppwriteException, ID, Query, Teams, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesForUserId } from '../src/auth/roles.ts';
import { authShapeProblems } from './account-shapes.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { createWebClient, signIn } from './web-client.ts';

let t: TestServer;
let users: Users;
beforeAll(async () => {
  t = await startTestServer();
  users = new Users(t.serverClient());
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newEmail = (): string => `staff${++counter}-${Date.now()}@example.in`;
const PASSWORD = 'correct horse battery';

async function serverRejection(promise: Promise<unknown>): Promise<AppwriteException> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppwriteException) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('users (server SDK with the API key)', () => {
  it('creates, gets, lists with queries and search, and deletes users', async () => {
    const email = newEmail();
    const created = await users.create({
      userId: ID.unique(),
      email,
      phone: '+919800000001',
      password: PASSWORD,
      name: 'Meera Pharmacist',
    });
    expect(authShapeProblems('user', created)).toEqual([]);
    expect(created).toMatchObject({ email, phone: '+919800000001', name: 'Meera Pharmacist', labels: [] });
    expect(await users.get({ userId: created.$id })).toMatchObject({ $id: created.$id });

    const other = await users.create({ userId: ID.unique(), email: newEmail(), name: 'Rider Raj' });
    const byEmail = await users.list({ queries: [Query.equal('email', [email.toUpperCase()])] });
    expect(byEmail.total).toBe(1);
    expect(byEmail.users[0]!.$id).toBe(created.$id);
    for (const u of byEmail.users) expect(authShapeProblems('user', u)).toEqual([]);
    expect((await users.list({ search: 'Rider' })).users.map((u) => u.$id)).toEqual([other.$id]);
    const firstPage = await users.list({ queries: [Query.limit(1)] });
    expect(firstPage.users).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThanOrEqual(2);
    const next = await users.list({ queries: [Query.limit(1), Query.cursorAfter(firstPage.users[0]!.$id)] });
    expect(next.users[0]!.$id).not.toBe(firstPage.users[0]!.$id);
    expect((await serverRejection(users.list({ queries: [Query.greaterThan('email', 'a')] }))).type).toBe(
      'general_query_invalid',
    );

    expect((await serverRejection(users.create({ userId: created.$id, email: newEmail() }))).type).toBe(
      'user_already_exists',
    );
    expect((await serverRejection(users.create({ userId: ID.unique(), phone: '12345' }))).type).toBe(
      'general_argument_invalid',
    );

    await users.delete({ userId: other.$id });
    expect((await serverRejection(users.get({ userId: other.$id }))).code).toBe(404);
  });

  it('sets labels (alphanumeric, at most 36 chars), which become label: roles', async () => {
    const user = await users.create({ userId: ID.unique(), email: newEmail(), password: PASSWORD });
    const labelled = await users.updateLabels({ userId: user.$id, labels: ['admin', 'pharmacist'] });
    expect(labelled.labels).toEqual(['admin', 'pharmacist']);
    expect(rolesForUserId(t.dev.deps, user.$id)).toEqual(expect.arrayContaining(['label:admin', 'label:pharmacist']));
    for (const bad of [['store-admin'], ['x'.repeat(37)], ['']]) {
      expect((await serverRejection(users.updateLabels({ userId: user.$id, labels: bad }))).type).toBe(
        'general_argument_invalid',
      );
    }
    expect((await users.updateLabels({ userId: user.$id, labels: [] })).labels).toEqual([]);
    expect(rolesForUserId(t.dev.deps, user.$id).some((r) => r.startsWith('label:'))).toBe(false);
  });

  it('updates prefs, email verification and status; a blocked user cannot sign in', async () => {
    const email = newEmail();
    const user = await users.create({ userId: ID.unique(), email, password: PASSWORD });
    expect(await users.updatePrefs({ userId: user.$id, prefs: { storeId: 'store1' } })).toEqual({ storeId: 'store1' });
    expect(await users.getPrefs({ userId: user.$id })).toEqual({ storeId: 'store1' });
    expect((await users.updateEmailVerification({ userId: user.$id, emailVerification: true })).emailVerification).toBe(
      true,
    );
    expect(rolesForUserId(t.dev.deps, user.$id)).toContain('users/verified');

    const signedIn = await signIn(t, { email, password: PASSWORD });
    expect((await users.updateStatus({ userId: user.$id, status: false })).status).toBe(false);
    const blocked = await (async () => {
      try {
        await signedIn.account.get();
      } catch (err) {
        return err as WebException;
      }
      throw new Error('expected a blocked user to be refused');
    })();
    expect(blocked.type).toBe('user_blocked');
    await users.updateStatus({ userId: user.$id, status: true });
    expect((await signedIn.account.get()).$id).toBe(user.$id);
  });

  it('creates a server-side session whose secret a web client can use (SSR), lists and deletes sessions', async () => {
    const user = await users.create({ userId: ID.unique(), email: newEmail(), password: PASSWORD });
    const session = await users.createSession({ userId: user.$id });
    expect(authShapeProblems('session', session)).toEqual([]);
    expect(session.secret).not.toBe('');
    const cookie = Buffer.from(JSON.stringify({ id: user.$id, secret: session.secret })).toString('base64');
    const web = createWebClient(t.endpoint, t.projectId);
    web.client.setSession(cookie);
    expect((await web.account.get()).$id).toBe(user.$id);

    const list = await users.listSessions({ userId: user.$id });
    expect(authShapeProblems('sessionList', list)).toEqual([]);
    expect(list.sessions.map((s) => s.$id)).toEqual([session.$id]);
    expect(list.sessions[0]!.secret).toBe('');
    await users.deleteSessions({ userId: user.$id });
    expect((await users.listSessions({ userId: user.$id })).total).toBe(0);
  });

  it('signs a user in on behalf of an SSR app: the API key sees the session secret', async () => {
    const email = newEmail();
    const user = await users.create({ userId: ID.unique(), email, password: PASSWORD });
    const session = await new Account(t.serverClient()).createEmailPasswordSession({ email, password: PASSWORD });
    expect(session.userId).toBe(user.$id);
    expect(session.current).toBe(false);
    const web = createWebClient(t.endpoint, t.projectId);
    web.client.setSession(Buffer.from(JSON.stringify({ id: user.$id, secret: session.secret })).toString('base64'));
    expect((await web.account.get()).$id).toBe(user.$id);
  });

  it("lists a user's memberships", async () => {
    const user = await users.create({ userId: ID.unique(), email: newEmail() });
    const teams = new Teams(t.serverClient());
    const team = await teams.create({ teamId: ID.unique(), name: 'Store 1' });
    await teams.createMembership({ teamId: team.$id, roles: ['staff'], userId: user.$id });
    const list = await users.listMemberships({ userId: user.$id });
    expect(authShapeProblems('membershipList', list)).toEqual([]);
    expect(list.memberships.map((m) => [m.teamId, m.roles])).toEqual([[team.$id, ['staff']]]);
  });

  it('issues a JWT for a user that authenticates as that user', async () => {
    const user = await users.create({ userId: ID.unique(), email: newEmail(), password: PASSWORD });
    await users.createSession({ userId: user.$id });
    const { jwt } = await users.createJWT({ userId: user.$id });
    const web = createWebClient(t.endpoint, t.projectId);
    web.client.setJWT(jwt);
    expect((await web.account.get()).$id).toBe(user.$id);
  });

  it('is closed to signed-in users (no users.* scope)', async () => {
    const email = newEmail();
    await users.create({ userId: ID.unique(), email, password: PASSWORD });
    const web = await signIn(t, { email, password: PASSWORD });
    const res = await fetch(`${t.endpoint}/users`, {
      headers: { 'X-Appwrite-Project': t.projectId, 'X-Fallback-Cookies': web.fallbackCookies()! },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Record<string, unknown>).type).toBe('general_unauthorized_scope');
  });
});
