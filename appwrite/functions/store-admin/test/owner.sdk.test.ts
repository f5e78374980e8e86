import { Query, TablesDB, Teams } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { run } from '../../../dev-server/test/orders-fixtures.ts';
import { VALID_STORE } from '@instamg/shared/testing/partner-application';
import { person } from '../../store-onboarding/test/onboarding-fixtures.ts';

/**
 * The owner of an admin-added store (issue 17 §3) through the SDKs: `owner_email` names an existing
 * account, which becomes the team's owner with its store_admins row in step; an unknown e-mail is a
 * clear 400 with nothing created; running it again changes nothing; only a platform admin may.
 */

let t: TestServer;
let admin: SignedInUser;
let key: TablesDB;
let teams: Teams;

beforeAll(async () => {
  t = await startTestServer();
  admin = await person(t, 'owner-admin', true);
  key = new TablesDB(t.serverClient());
  teams = new Teams(t.serverClient());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let placed = 0;
const values = (name: string) => {
  placed++;
  return { ...VALID_STORE, name, latitude: 22.5 + placed, longitude: 88.3 };
};
const storesNamed = async (name: string) =>
  (await key.listRows({ databaseId: 'instamg', tableId: 'stores', queries: [Query.equal('name', name)] })).total;
const adminsOf = async (storeId: string) =>
  (
    await key.listRows({ databaseId: 'instamg', tableId: 'store_admins', queries: [Query.equal('store_id', storeId)] })
  ).rows.map((r) => [r.user_id, r.role, r.$permissions]);
const membersOf = async (teamId: string) =>
  (await teams.listMemberships({ teamId })).memberships.map((m) => [m.userId, [...m.roles].sort()]);

describe('store-admin: the owner of an admin-added store', () => {
  it('adds a store with an existing account as its owner: team owner and store_admins row; the owner reads their row', async () => {
    const owner = await person(t, 'new-owner');
    const added = await run(admin, 'store-admin', {
      action: 'add',
      values: values('Owned Cross Pharmacy'),
      owner_email: owner.user.email.toUpperCase(),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const store = added.body.store as { $id: string; team_id: string };
    expect(await membersOf(store.team_id)).toEqual([[owner.user.$id, ['admin', 'store_owner']]]);
    expect(await adminsOf(store.$id)).toEqual([[owner.user.$id, 'owner', [`read("user:${owner.user.$id}")`]]]);
    const own = await owner.tablesDB.listRows({
      databaseId: 'instamg',
      tableId: 'store_admins',
      queries: [Query.equal('store_id', store.$id)],
    });
    expect(own.rows.map((r) => r.role)).toEqual(['owner']);
    const audit = await key.listRows({
      databaseId: 'instamg',
      tableId: 'audit_log',
      queries: [Query.equal('entity_id', store.$id), Query.equal('action', 'store_owner_set')],
    });
    expect(audit.total).toBe(1);
  });

  it('an unknown e-mail is a clear 400 and creates nothing; a malformed one is invalid_input', async () => {
    const unknown = await run(admin, 'store-admin', {
      action: 'add',
      values: values('Nobody Owns Pharmacy'),
      owner_email: 'nobody.at.all@example.in',
    });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([
      400,
      'owner_not_found',
      'No instamg account uses this e-mail. Ask the owner to sign up first, then try again.',
    ]);
    expect(await storesNamed('Nobody Owns Pharmacy')).toBe(0);
    const malformed = await run(admin, 'store-admin', {
      action: 'add',
      values: values('Malformed Owner Pharmacy'),
      owner_email: 'not-an-email',
    });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'invalid_input']);
    expect(await storesNamed('Malformed Owner Pharmacy')).toBe(0);
  });

  it('edit sets the owner of a store without one; again changes nothing; a staff member made owner keeps one row', async () => {
    const added = await run(admin, 'store-admin', { action: 'add', values: values('Later Owned Pharmacy') });
    const store = added.body.store as { $id: string; team_id: string };
    const [owner, staff] = await Promise.all([person(t, 'later-owner'), person(t, 'promoted-staff')]);
    const edit = (email: string) =>
      run(admin, 'store-admin', {
        action: 'edit',
        store_id: store.$id,
        values: { ...VALID_STORE, name: 'Later Owned Pharmacy', latitude: 22.5 + placed, longitude: 88.3 },
        owner_email: email,
      });
    expect((await edit(owner.user.email)).status).toBe(200);
    expect((await edit(owner.user.email)).status).toBe(200);
    expect(await membersOf(store.team_id)).toEqual([[owner.user.$id, ['admin', 'store_owner']]]);
    expect((await adminsOf(store.$id)).map(([u, r]) => [u, r])).toEqual([[owner.user.$id, 'owner']]);

    // A staff member already on the team (membership and row) becomes an owner: no second membership or row.
    await teams.createMembership({ teamId: store.team_id, roles: ['staff'], userId: staff.user.$id });
    await key.createRow({
      databaseId: 'instamg',
      tableId: 'store_admins',
      rowId: `staff-${store.$id}`.slice(0, 36),
      data: { user_id: staff.user.$id, store_id: store.$id, role: 'staff' },
    });
    expect((await edit(staff.user.email)).status).toBe(200);
    expect((await membersOf(store.team_id)).find(([u]) => u === staff.user.$id)).toEqual([
      staff.user.$id,
      ['admin', 'store_owner'],
    ]);
    expect((await adminsOf(store.$id)).filter(([u]) => u === staff.user.$id).map(([, r]) => r)).toEqual(['owner']);
    const audit = await key.listRows({
      databaseId: 'instamg',
      tableId: 'audit_log',
      queries: [Query.equal('entity_id', store.$id), Query.equal('action', 'store_owner_set')],
    });
    expect(audit.total).toBe(2); // the first owner once (the repeat changed nothing), the promotion once
  });

  it('only a platform admin names an owner: a store owner and a customer get 403', async () => {
    const [customer, victim] = await Promise.all([person(t, 'owner-customer'), person(t, 'owner-victim')]);
    const refused = await run(customer, 'store-admin', {
      action: 'add',
      values: values('Hijack Pharmacy'),
      owner_email: victim.user.email,
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'not_allowed']);
    expect(await storesNamed('Hijack Pharmacy')).toBe(0);
  });
});
