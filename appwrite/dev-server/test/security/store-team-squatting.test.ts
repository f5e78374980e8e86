import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TablesDB, Teams } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed, type SeedOptions } from '../../../seed/src/seed.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { signUpAndSignIn, type SignedInUser } from '../web-client.ts';

/**
 * Issue 14 §9, through the real SDKs and the real seed against the dev server: any signed-in
 * client may create a team with an id of its choosing (as on real Appwrite). A store team whose id
 * is derived from the store id (`store-<storeId>`) can be created by an attacker before the seed,
 * who then owns the team that reads the store's orders and prescriptions.
 */
const STORE = 'dl-dwarka-sec6';
let t: TestServer;
let dir: string;
let squatter: SignedInUser;

const seedOptions = (force: boolean): SeedOptions => ({
  endpoint: t.endpoint,
  projectId: t.projectId,
  apiKey: t.apiKey,
  force,
  batchSize: 1000,
  scaleStores: 0,
  scaleProducts: 0,
  credentialsPath: join(dir, 'credentials.json'),
  now: new Date('2026-11-25T00:00:00.000Z'),
  log: () => {},
});

const teamIdOf = async (storeId: string): Promise<string> =>
  (
    (await new TablesDB(t.serverClient()).getRow({
      databaseId: 'instamg',
      tableId: 'stores',
      rowId: storeId,
    })) as unknown as { team_id: string }
  ).team_id;

beforeAll(async () => {
  t = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'instamg-squat-'));
  squatter = await signUpAndSignIn(t, { email: 'squatter@example.in', password: 'Squat-pass-2026' });
  // The squatter creates the team id the store would have had, before the store exists.
  await squatter.teams.create({ teamId: `store-${STORE}`, name: 'Dwarka Care Pharmacy' });
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('store teams cannot be squatted', () => {
  it('the seed gives each store a new team with a server-chosen id, not the one a client created first', async () => {
    await runSeed(seedOptions(false));
    const teamId = await teamIdOf(STORE);
    expect(teamId).not.toBe(`store-${STORE}`);
    const members = await new Teams(t.serverClient()).listMemberships({ teamId });
    expect(members.memberships.map((m) => m.userId).sort()).toEqual(['demo-owner', 'demo-pharmacist', 'demo-staff']);
    // The squatter's own team is worth nothing: it is no store's team.
    const squatterTeams = await squatter.teams.list();
    expect(squatterTeams.teams.map((team) => team.$id)).toEqual([`store-${STORE}`]);
    const teamReadable = await squatter.tablesDB.listRows({ databaseId: 'instamg', tableId: 'store_pharmacists' });
    expect(teamReadable.rows).toEqual([]);
  }, 120_000);

  it('a re-seed reuses the recorded team, and fails loudly once it holds a member the seed did not add', async () => {
    const teamId = await teamIdOf(STORE);
    await runSeed(seedOptions(true));
    expect(await teamIdOf(STORE)).toBe(teamId);

    await new Teams(t.serverClient()).createMembership({ teamId, roles: ['owner'], userId: squatter.user.$id });
    await expect(runSeed(seedOptions(true))).rejects.toThrow(
      `Store ${STORE}'s team ${teamId} has members the seed did not add (${squatter.user.$id})`,
    );
  }, 120_000);
});
