// platform-migrations through node-appwrite against the dev server (issue 32): stores created
// before the store team's owner became the platform still hold Appwrite's `owner` team role; the
// migration moves every such membership to its SPEC role's team roles, for every store, and a
// second run changes nothing. Verified accounts get the e-mail-proven label once (ADR 0007).
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

async function migrate(): Promise<{ stores: number; memberships_moved: string[]; accounts_labelled: number }> {
  const execution = await new Functions(t.serverClient()).createExecution({ functionId: 'platform-migrations' });
  expect(execution.status, execution.errors).toBe('completed');
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
  return JSON.parse(execution.responseBody) as {
    stores: number;
    memberships_moved: string[];
    accounts_labelled: number;
  };
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
    expect(second).toEqual({ stores: 2, memberships_moved: [], accounts_labelled: 0 });
    expect((await rolesOf(a.team, a.owner))?.sort()).toEqual(['admin', 'store_owner']);
  });
});

describe('who may run the key-only account and migration functions (issue 32)', () => {
  // platform-migrations rewrites every store's memberships and account-guard strips phones and
  // sessions: only their schedule, Appwrite's events and the API key may start them.
  it.each(['platform-migrations', 'account-guard'])(
    '%s: a guest and a signed-in customer get 401',
    async (functionId) => {
      const guest = createWebClient(t.endpoint, t.projectId);
      const customer = await signUpAndSignIn(t, {
        email: `run-${functionId}.${Date.now()}@instamg.test`,
        password: 'correct horse battery',
        name: 'Asha Rao',
      });
      for (const caller of [guest, customer])
        await expect(caller.functions.createExecution({ functionId })).rejects.toMatchObject({
          code: 401,
          type: 'user_unauthorized',
        });
    },
  );
});
