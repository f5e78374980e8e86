// platform-migrations through node-appwrite against the dev server (issue 32): stores created
// before the store team's owner became the platform still hold Appwrite's `owner` team role; the
// migration moves every such membership to its SPEC role's team roles, for every store, and a
// second run changes nothing. Verified accounts get the e-mail-proven label once (ADR 0007).
// store_order_decisions rows written before `closes_order` (issue 33's Closed tab) get it backfilled
// from the kind's meaning (a move closes only when it was a reassignment: no rejection or timeout
// of the same order at the same store beside it).
import { Functions, ID, Query, TablesDB, Teams, Users } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { createWebClient, signUpAndSignIn } from '../../../dev-server/test/web-client.ts';

let t: TestServer;
let tablesDB: TablesDB;
let teams: Teams;
let users: Users;
beforeAll(async () => {
  t = await startTestServer();
  tablesDB = new TablesDB(t.serverClient());
  teams = new Teams(t.serverClient());
  users = new Users(t.serverClient());
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const person = (verified: boolean) =>
  users
    .create({ userId: ID.unique(), email: `mig${++n}.${Date.now()}@instamg.test`, password: 'correct horse battery' })
    .then((u) => (verified ? users.updateEmailVerification({ userId: u.$id, emailVerification: true }) : u));

/** A store as created before security round 3: its owner's membership holds Appwrite's `owner`. */
async function oldStore(label: string, ownerRoles: string[], staffRoles: string[]) {
  const team = await teams.create({ teamId: ID.unique(), name: `Old store ${label}` });
  const id = `mig-${label}-${Date.now().toString(36)}`;
  await tablesDB.createRow({
    databaseId: 'instamg',
    tableId: 'stores',
    rowId: id,
    data: {
      name: `Old Pharmacy ${label}`,
      address: '1 Test Road',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110001',
      location: [77.2, 28.6],
      phone: '+911100000000',
      drug_license_number: `DL-MIG-${label}`,
      gstin: '07AAAAA0000A1Z5',
      is_active: true,
      team_id: team.$id,
    },
  });
  const owner = await person(true);
  const staff = await person(true);
  await teams.createMembership({ teamId: team.$id, roles: ownerRoles, userId: owner.$id });
  await teams.createMembership({ teamId: team.$id, roles: staffRoles, userId: staff.$id });
  return { id, team: team.$id, owner: owner.$id, staff: staff.$id };
}

const rolesOf = async (teamId: string, userId: string) =>
  (await teams.listMemberships({ teamId, queries: [Query.limit(100)] })).memberships.find((m) => m.userId === userId)
    ?.roles;

interface Report {
  stores: number;
  memberships_moved: string[];
  accounts_labelled: number;
  decisions_closed: number;
}

async function migrate(): Promise<Report> {
  const execution = await new Functions(t.serverClient()).createExecution({ functionId: 'platform-migrations' });
  expect(execution.status, execution.errors).toBe('completed');
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
  return JSON.parse(execution.responseBody) as Report;
}

describe('owner membership migration (issue 32)', () => {
  it("moves every store's owner off Appwrite's owner role, keeps other roles, and is idempotent", async () => {
    const a = await oldStore('a', ['owner'], ['staff']);
    const b = await oldStore('b', ['owner', 'pharmacist'], ['manager', 'pharmacist']);
    const unverified = await person(false);
    const labelledBefore = await person(true);
    await users.updateLabels({ userId: labelledBefore.$id, labels: ['admin'] });

    const first = await migrate();
    expect(first.stores).toBe(2);
    expect(first.memberships_moved.sort()).toEqual([`${a.id}:${a.owner}`, `${b.id}:${b.owner}`].sort());
    expect((await rolesOf(a.team, a.owner))?.sort()).toEqual(['admin', 'store_owner']);
    expect((await rolesOf(b.team, b.owner))?.sort()).toEqual(['admin', 'pharmacist', 'store_owner']);
    expect(await rolesOf(a.team, a.staff)).toEqual(['staff']);
    expect((await rolesOf(b.team, b.staff))?.sort()).toEqual(['manager', 'pharmacist']);
    // Nobody on either team holds Appwrite's owner role any more.
    for (const team of [a.team, b.team])
      expect(
        (await teams.listMemberships({ teamId: team })).memberships.filter((m) => m.roles.includes('owner')),
      ).toEqual([]);
    // Verified accounts are marked e-mail-proven (other labels kept); unverified ones are not.
    expect((await users.get({ userId: a.owner })).labels).toEqual(['emailproven']);
    expect((await users.get({ userId: labelledBefore.$id })).labels).toEqual(['admin', 'emailproven']);
    expect((await users.get({ userId: unverified.$id })).labels).toEqual([]);
    expect(first.accounts_labelled).toBe(5);

    // A second run (the next deploy, the next start) finds nothing to do.
    const second = await migrate();
    expect(second).toEqual({ stores: 2, memberships_moved: [], accounts_labelled: 0, decisions_closed: 0 });
    expect((await rolesOf(a.team, a.owner))?.sort()).toEqual(['admin', 'store_owner']);
  });
});

describe('closing decisions backfill (issue 33)', () => {
  /** A decision row as order-state wrote it before the Closed tab: closes_order left at its default. */
  const oldDecision = (order: string, store: string, kind: string) =>
    tablesDB.createRow({
      databaseId: 'instamg',
      tableId: 'store_order_decisions',
      rowId: ID.unique(),
      data: {
        order_id: order,
        store_id: store,
        kind,
        actor_id: 'system',
        actor_role: 'system',
        decided_at: new Date().toISOString(),
      },
    });
  const closes = async (id: string) =>
    (await tablesDB.getRow({ databaseId: 'instamg', tableId: 'store_order_decisions', rowId: id })).closes_order;

  it('marks old rejected, timed-out and reassigned-away rows as closing, nothing else, once', async () => {
    const s = `mig-s-${Date.now().toString(36)}`;
    const rejected = await oldDecision('o1', s, 'rejected');
    const afterRejection = await oldDecision('o1', s, 'rerouted_away');
    const timedOut = await oldDecision('o2', s, 'timed_out');
    const afterTimeout = await oldDecision('o2', s, 'rerouted_away');
    const reassigned = await oldDecision('o3', s, 'rerouted_away');
    const accepted = await oldDecision('o4', s, 'accepted');
    const routedHere = await oldDecision('o4', s, 'routed_here');
    expect(await closes(rejected.$id)).toBe(false);

    expect((await migrate()).decisions_closed).toBe(3);
    for (const row of [rejected, timedOut, reassigned]) expect(await closes(row.$id)).toBe(true);
    for (const row of [afterRejection, afterTimeout, accepted, routedHere]) expect(await closes(row.$id)).toBe(false);
    expect((await migrate()).decisions_closed).toBe(0);
  });
});

describe('who may run the key-only account and migration functions (issue 32)', () => {
  // platform-migrations rewrites every store's memberships and (with rows.write) backfills rows,
  // and account-guard strips phones and sessions: only their schedule, Appwrite's events and the
  // API key may start them (`execute: []`), so no client, not even a platform admin or a store owner.
  it.each(['platform-migrations', 'account-guard'])(
    '%s: a guest, a signed-in customer, a platform admin and a store owner get 401',
    async (functionId) => {
      const signUp = (role: string) =>
        signUpAndSignIn(t, {
          email: `run-${functionId}-${role}.${Date.now()}@instamg.test`,
          password: 'correct horse battery',
          name: 'Asha Rao',
        });
      const guest = createWebClient(t.endpoint, t.projectId);
      const customer = await signUp('customer');
      const admin = await signUp('admin');
      await users.updateLabels({ userId: admin.user.$id, labels: ['admin'] });
      const owner = await signUp('owner');
      const team = await teams.create({ teamId: ID.unique(), name: `Store of ${functionId}` });
      await teams.createMembership({ teamId: team.$id, roles: ['owner'], userId: owner.user.$id });
      for (const caller of [guest, customer, admin, owner])
        await expect(caller.functions.createExecution({ functionId })).rejects.toMatchObject({
          code: 401,
          type: 'user_unauthorized',
        });
    },
  );
});
