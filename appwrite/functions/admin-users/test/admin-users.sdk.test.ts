import { ID, Query, TablesDB, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import { signIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';

/**
 * admin-users through the SDKs (issue 19 §5): the Users API behind an admin check; block, admin
 * label and sign-out, never on oneself; the last active admin is never demoted or blocked — also
 * when two admins revoke each other at the same moment.
 */
let t: TestServer;
let users: Users;
let key: TablesDB;
const PASSWORD = 'Users-pass-2026';

async function person(label: string, isAdmin = false): Promise<SignedInUser> {
  const email = `users.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.in`;
  const user = await users.create({ userId: ID.unique(), email, password: PASSWORD, name: label });
  if (isAdmin) await users.updateLabels({ userId: user.$id, labels: ['admin'] });
  return signIn(t, { email, password: PASSWORD });
}
const act = (who: SignedInUser, action: string, body: Record<string, unknown> = {}) =>
  run(who, 'admin-users', { action, ...body });
/** Removes the admin label from every admin but `keep` (each test starts from the admins it makes). */
async function onlyAdmins(keep: string[]) {
  const admins = await users.list({ queries: [Query.equal('labels', ['admin']), Query.limit(100)] });
  for (const user of admins.users)
    if (!keep.includes(user.$id)) await users.updateLabels({ userId: user.$id, labels: [] });
}

beforeAll(async () => {
  t = await startTestServer();
  users = new Users(t.serverClient());
  key = new TablesDB(t.serverClient());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('admin-users', () => {
  it('lists users a page at a time (cursor), searches, and shows one with memberships, sessions and orders', async () => {
    const admin = await person('lister', true);
    const people = await Promise.all([1, 2, 3].map((i) => person(`pager${i}`)));
    const first = await act(admin, 'list_users', { limit: 25 });
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(4);
    expect(first.body.users[0]).not.toHaveProperty('password');
    const found = await act(admin, 'list_users', { search: people[1]!.user.email });
    expect(found.body.users.map((u: { id: string }) => u.id)).toContain(people[1]!.user.$id);

    const detail = await act(admin, 'get_user', { user_id: people[0]!.user.$id });
    expect(detail.status).toBe(200);
    expect(detail.body.user).toMatchObject({ id: people[0]!.user.$id, active: true, labels: [] });
    expect(detail.body.sessions).toHaveLength(1);
    expect(detail.body.memberships).toEqual([]);
    expect(detail.body.orders).toEqual({ total: 0, rows: [] });
    const missing = await act(admin, 'get_user', { user_id: 'no-such-user' });
    expect([missing.status, missing.body.code]).toEqual([404, 'user_not_found']);
  });

  it('blocks and unblocks, signs a user out everywhere, grants and revokes admin, each in the audit log', async () => {
    const admin = await person('actor', true);
    const target = await person('target');
    const id = target.user.$id;
    expect((await act(admin, 'block_user', { user_id: id })).body.user.active).toBe(false);
    await expect(target.account.get()).rejects.toMatchObject({ code: 401 });
    expect((await act(admin, 'unblock_user', { user_id: id })).body.user.active).toBe(true);

    const again = await signIn(t, { email: target.user.email, password: PASSWORD });
    expect((await act(admin, 'sign_out_user', { user_id: id })).status).toBe(200);
    await expect(again.account.get()).rejects.toMatchObject({ code: 401 });

    expect((await act(admin, 'grant_admin', { user_id: id })).body.user.labels).toEqual(['admin']);
    expect((await act(admin, 'revoke_admin', { user_id: id })).body.user.labels).toEqual([]);
    const audit = await key.listRows({
      databaseId: 'instamg',
      tableId: 'audit_log',
      queries: [Query.equal('entity_id', id), Query.orderAsc('$createdAt')],
    });
    expect(audit.rows.map((r) => [r.action, r.actor_id])).toEqual([
      ['user.block', admin.user.$id],
      ['user.unblock', admin.user.$id],
      ['user.sign_out', admin.user.$id],
      ['user.grant_admin', admin.user.$id],
      ['user.revoke_admin', admin.user.$id],
    ]);
  });

  it('never acts on oneself: the only admin cannot demote, block or sign out themself', async () => {
    const solo = await person('solo', true);
    await onlyAdmins([solo.user.$id]);
    for (const action of ['revoke_admin', 'block_user', 'sign_out_user']) {
      const reply = await act(solo, action, { user_id: solo.user.$id });
      expect([reply.status, reply.body.code], action).toEqual([409, 'not_on_yourself']);
    }
    const admins = await users.list({ queries: [Query.equal('labels', ['admin'])] });
    expect(admins.users.map((u) => u.$id)).toEqual([solo.user.$id]);
  });

  it('two admins revoking each other at the same moment leave one admin (five rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([person(`race-a${round}`, true), person(`race-b${round}`, true)]);
      await onlyAdmins([a.user.$id, b.user.$id]);
      const replies = await Promise.all([
        act(a, 'revoke_admin', { user_id: b.user.$id }),
        act(b, 'revoke_admin', { user_id: a.user.$id }),
      ]);
      // One revoke wins; the other is refused: under the lock it finds its target the last admin
      // (409 last_admin), or, if it started after the first ended, its caller is no longer an admin (401).
      const outcomes = replies.map((r) => (r.status === 200 ? 'ok' : r.body.code)).sort();
      expect(['admin_required', 'last_admin']).toContain(outcomes[0]);
      expect(outcomes[1]).toBe('ok');
      const admins = await users.list({ queries: [Query.equal('labels', ['admin'])] });
      expect(admins.total, `round ${round}`).toBe(1);
    }
  }, 60_000);
});
