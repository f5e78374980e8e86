// Runs the real seed (node-appwrite over HTTP) against the in-memory fake to check its control
// flow: first run, no-op re-run, --force, refusal on half-seeded data, scale mode, credentials.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBaseDataset, dryRunTeamIds, SEED_VERSION } from '../src/build.js';
import { PASSWORD_LENGTH } from '../src/domain/password.js';
import { checkOptions, runSeed, type Credentials, type SeedOptions } from '../src/seed.js';
import { FAKE_API_KEY, startFakeAppwrite, type FakeAppwrite } from './fake-appwrite.js';

const NOW = new Date('2026-11-22T00:00:00.000Z');
let fake: FakeAppwrite;
let dir: string;
let logs: string[];

function options(overrides: Partial<SeedOptions> = {}): SeedOptions {
  return {
    endpoint: fake.endpoint,
    projectId: 'instamg',
    apiKey: FAKE_API_KEY,
    force: false,
    batchSize: 100,
    scaleStores: 0,
    scaleProducts: 0,
    credentialsPath: join(dir, '.credentials.json'),
    now: NOW,
    log: (line) => logs.push(line),
    ...overrides,
  };
}

const readCredentials = () => JSON.parse(readFileSync(join(dir, '.credentials.json'), 'utf8')) as Credentials;
const count = (tableId: string) => fake.tables.get(tableId)!.size;
const teamIdOf = (storeId: string) => String(fake.tables.get('stores')!.get(storeId)!.team_id);
const teamOf = (storeId: string) => fake.teams.get(teamIdOf(storeId))!;
const bulkCalls = () => fake.calls.filter((c) => c.startsWith('POST /tablesdb/')).length;

beforeEach(async () => {
  fake = await startFakeAppwrite();
  dir = mkdtempSync(join(tmpdir(), 'instamg-seed-'));
  logs = [];
});

afterEach(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('runSeed against an Appwrite-shaped server', () => {
  it('seeds every table, team, person and membership, then marks the seed finished', async () => {
    await runSeed(options());
    const expected = buildBaseDataset(NOW, dryRunTeamIds());
    for (const [tableId, rows] of Object.entries(expected)) {
      // settings also gets the seed_version marker
      expect(count(tableId), tableId).toBe(rows.length + (tableId === 'settings' ? 1 : 0));
    }
    expect(fake.tables.get('settings')!.get('seed_version')?.value).toBe(SEED_VERSION);
    expect(fake.teams.size).toBe(expected.stores.length);
    expect(fake.users.get('demo-admin')?.labels).toEqual(['admin']);
    const roles = (storeId: string) =>
      [...teamOf(storeId).memberships.values()].map((m) => `${m.userId}:${m.roles.join()}`).sort();
    expect(roles('dl-dwarka-sec6')).toEqual([
      'demo-owner:store_owner,admin',
      'demo-pharmacist:staff,pharmacist',
      'demo-staff:staff',
    ]);
    expect(roles('dl-janakpuri-c')).toEqual(['demo-staff-other:staff']);
    // Team ids are server-chosen, never derived from the store id (a client could create those first).
    for (const store of fake.tables.get('stores')!.values()) expect(store.team_id).not.toMatch(/^store-/);
    expect(fake.tables.get('store_pharmacists')!.get('sp-demo-pharmacist')?.$permissions).toContain(
      `read("team:${teamIdOf('dl-dwarka-sec6')}")`,
    );
  });

  it('writes the credentials file (0600) with working passwords and never logs a password', async () => {
    await runSeed(options());
    const credentials = readCredentials();
    expect(credentials.endpoint).toBe(fake.endpoint);
    expect(credentials.stores).toEqual({ demo: 'dl-dwarka-sec6', other: 'dl-janakpuri-c' });
    expect(Object.keys(credentials.users).sort()).toEqual([
      'admin',
      'customerA',
      'customerB',
      'owner',
      'pharmacist',
      'rider',
      'staff',
      'staffOther',
    ]);
    for (const user of Object.values(credentials.users)) {
      expect(user.password).toHaveLength(PASSWORD_LENGTH);
      expect(fake.users.get(user.id)?.password).toBe(user.password);
      expect(fake.users.get(user.id)?.email).toBe(user.email);
      for (const line of logs) expect(line).not.toContain(user.password);
    }
    expect(statSync(join(dir, '.credentials.json')).mode & 0o777).toBe(0o600);
    expect(
      logs.filter((line) => line.startsWith('credentials written to ') && line.endsWith('.credentials.json')),
    ).toHaveLength(1);
  });

  it('uses bulk createRows within the batch size', async () => {
    await runSeed(options({ batchSize: 100 }));
    const inventory = buildBaseDataset(NOW, dryRunTeamIds()).store_inventory.length;
    const inventoryCalls = fake.calls.filter((c) => c === 'POST /tablesdb/instamg/tables/store_inventory/rows').length;
    expect(inventoryCalls).toBe(Math.ceil(inventory / 100));
  });

  it('is a no-op when seed_version is present, and --force re-seeds without duplicates', async () => {
    await runSeed(options());
    const first = readCredentials();
    const callsAfterFirst = bulkCalls();

    logs = [];
    await runSeed(options());
    expect(bulkCalls()).toBe(callsAfterFirst);
    expect(logs.join('\n')).toMatch(/Already seeded/);
    expect(readCredentials()).toEqual(first);

    await runSeed(options({ force: true }));
    const expected = buildBaseDataset(NOW, dryRunTeamIds());
    expect(count('products')).toBe(expected.products.length);
    expect(count('store_inventory')).toBe(expected.store_inventory.length);
    expect(count('addresses')).toBe(expected.addresses.length);
    // The recorded teams are reused, not duplicated.
    expect(fake.teams.size).toBe(expected.stores.length);
    expect(teamOf('dl-dwarka-sec6').memberships.size).toBe(3);
    expect(readCredentials().users.admin.password).not.toBe(first.users.admin.password);
  });

  it("fails loudly on --force when a store's recorded team has a member the seed did not add", async () => {
    await runSeed(options());
    teamOf('dl-dwarka-sec6').memberships.set('intruder', { userId: 'someone-else', roles: ['owner'] });
    await expect(runSeed(options({ force: true }))).rejects.toThrow(
      /dl-dwarka-sec6's team .* has members the seed did not add \(someone-else\)/,
    );
  });

  it('refuses to touch half-seeded data without --force', async () => {
    fake.tables.get('products')!.set('leftover', { $id: 'leftover' });
    await expect(runSeed(options())).rejects.toThrow(/--force/);
    expect(count('store_inventory')).toBe(0);
  });

  it("keeps other users' addresses on --force", async () => {
    await runSeed(options());
    fake.tables.get('addresses')!.set('someone-else', { $id: 'someone-else', user_id: 'real-user' });
    await runSeed(options({ force: true }));
    expect(fake.tables.get('addresses')!.has('someone-else')).toBe(true);
  });

  it('adds deterministic synthetic stores/products in scale mode, once', async () => {
    await runSeed(options({ scaleStores: 250, scaleProducts: 120 }));
    const base = buildBaseDataset(NOW, dryRunTeamIds());
    expect(count('stores')).toBe(base.stores.length + 250);
    expect(count('products')).toBe(base.products.length + 120);
    expect(logs.some((l) => /stores: 250\/250 \(100%/.test(l))).toBe(true);

    logs = [];
    await runSeed(options({ scaleStores: 250, scaleProducts: 120 }));
    expect(count('stores')).toBe(base.stores.length + 250);
    expect(logs.join('\n')).toMatch(/Scale data already present/);

    await runSeed(options({ scaleStores: 10, scaleProducts: 0, force: true }));
    expect(count('stores')).toBe(base.stores.length + 10);
    expect(count('products')).toBe(base.products.length);
  });

  it("reports the server's error when the API key is wrong", async () => {
    await expect(runSeed(options({ apiKey: 'wrong' }))).rejects.toThrow(/missing API key/);
  });
});

describe('checkOptions', () => {
  const base = {
    endpoint: 'http://localhost:8080/v1',
    projectId: 'instamg',
    apiKey: 'k',
    force: false,
    batchSize: 100,
    scaleStores: 0,
    scaleProducts: 0,
    credentialsPath: '/tmp/x',
    now: NOW,
    log: () => {},
  } satisfies SeedOptions;

  it.each([
    [{ endpoint: '' }, /APPWRITE_ENDPOINT/],
    [{ endpoint: 'localhost:8080' }, /http:\/\/host:port\/v1/],
    [{ apiKey: '' }, /APPWRITE_API_KEY/],
    [{ projectId: '' }, /APPWRITE_PROJECT_ID/],
    [{ batchSize: 1001 }, /batch-size/],
    [{ batchSize: 0 }, /batch-size/],
    [{ scaleStores: 1_000_001 }, /scale-stores/],
    [{ scaleProducts: 100_001 }, /scale-products/],
  ])('rejects %o', (override, message) => {
    expect(() => checkOptions({ ...base, ...override })).toThrow(message);
  });

  it('accepts sane options', () => {
    expect(() => checkOptions(base)).not.toThrow();
  });
});
