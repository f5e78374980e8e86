// Ships the rows from build.ts to an Appwrite (real or appwrite/dev-server) with node-appwrite.
// Assumes appwrite.json was pushed. Idempotent: a `settings` row `seed_version` marks a finished
// seed, and a re-run is a no-op unless `force` is set.
import { randomInt } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { AppwriteException, Client, ID, Query, TablesDB, Teams, Users } from 'node-appwrite';
import {
  buildBaseDataset,
  DATABASE_ID,
  dryRunTeamIds,
  MAX_SCALE_PRODUCTS,
  MAX_SCALE_STORES,
  SCALE_ID_PREFIX,
  SCALE_MARKER_KEY,
  SEED_VERSION,
  SEED_VERSION_KEY,
  settingRow,
  syntheticProductRow,
  syntheticRows,
  syntheticStoreRow,
  type BaseDataset,
  type SeedRow,
  type StoreTeamIds,
} from './build.js';
import { withSpecRole } from '@instamg/shared/domain/store-staff';
import { DEMO_PEOPLE, type DemoPersonKey } from './data/people.js';
import { DEMO_STORE_ID, OTHER_STORE_ID, STORES } from './data/stores.js';
import { generatePassword } from './domain/password.js';
import { loadAppwriteConfig, rowProblems, tableDef, type AppwriteConfig } from './schema.js';

/** Real Appwrite accepts at most 100 rows per bulk call (APP_LIMIT_DATABASE_BATCH); the dev server more. */
export const DEFAULT_BATCH_SIZE = 100;
export const MAX_BATCH_SIZE = 1000;

export interface SeedOptions {
  endpoint: string;
  projectId: string;
  apiKey: string;
  force: boolean;
  batchSize: number;
  scaleStores: number;
  scaleProducts: number;
  credentialsPath: string;
  now: Date;
  log: (line: string) => void;
}

export interface Credentials {
  endpoint: string;
  projectId: string;
  users: Record<DemoPersonKey, { id: string; email: string; password: string }>;
  stores: { demo: string; other: string };
}

/** Tables the seed fills in insertion order (catalogue first, per-user rows last). */
const CATALOGUE_TABLES = [
  'categories',
  'products',
  'stores',
  'store_bank_accounts',
  'store_bank_details',
  'store_inventory',
  'inventory_products',
  'blog_posts',
  'testimonials',
  'banners',
  'settings',
  'rates',
  'coupons',
] as const;

interface Services {
  tablesDB: TablesDB;
  users: Users;
  teams: Teams;
}

function services(options: SeedOptions): Services {
  const client = new Client().setEndpoint(options.endpoint).setProject(options.projectId).setKey(options.apiKey);
  return { tablesDB: new TablesDB(client), users: new Users(client), teams: new Teams(client) };
}

function isNotFound(error: unknown): boolean {
  return error instanceof AppwriteException && error.code === 404;
}

/** Fails before any network call if a built row would not fit appwrite.json. */
export function validateDataset(config: AppwriteConfig, dataset: BaseDataset): string[] {
  return Object.entries(dataset).flatMap(([tableId, rows]) => {
    const table = tableDef(config, tableId);
    return (rows as SeedRow[]).flatMap((row) => rowProblems(table, row).map((p) => `${row.$id}: ${p}`));
  });
}

async function readSetting(tablesDB: TablesDB, key: string): Promise<string | null> {
  try {
    const row = await tablesDB.getRow({ databaseId: DATABASE_ID, tableId: 'settings', rowId: key });
    return (row as unknown as { value: string }).value;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function writeSetting(tablesDB: TablesDB, key: string, value: string): Promise<void> {
  try {
    await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: 'settings', rowId: key, data: { value } });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const { $id, ...data } = settingRow(key, value);
    await tablesDB.createRow({ databaseId: DATABASE_ID, tableId: 'settings', rowId: $id, data });
  }
}

async function countRows(tablesDB: TablesDB, tableId: string): Promise<number> {
  const list = await tablesDB.listRows({ databaseId: DATABASE_ID, tableId, queries: [Query.limit(1)] });
  return list.total;
}

/** Inserts rows with bulk createRows, `batchSize` at a time, reporting progress. */
async function insertRows(
  tablesDB: TablesDB,
  tableId: string,
  rows: Iterable<SeedRow>,
  total: number,
  options: Pick<SeedOptions, 'batchSize' | 'log'>,
): Promise<number> {
  let batch: SeedRow[] = [];
  let inserted = 0;
  const started = Date.now();
  // Report roughly every 5 % on big tables, once on small ones.
  const reportEvery = Math.max(options.batchSize, Math.ceil(total / 20));
  let nextReport = reportEvery;
  const flush = async () => {
    if (batch.length === 0) return;
    await tablesDB.createRows({ databaseId: DATABASE_ID, tableId, rows: batch });
    inserted += batch.length;
    batch = [];
    if (inserted >= nextReport || inserted === total) {
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      options.log(
        `  ${tableId}: ${inserted}/${total} (${Math.round((inserted / total) * 100)}%, ${Math.round(inserted / seconds)} rows/s)`,
      );
      nextReport = inserted + reportEvery;
    }
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= options.batchSize) await flush();
  }
  await flush();
  return inserted;
}

async function wipeSeededRows(tablesDB: TablesDB, log: (line: string) => void): Promise<void> {
  for (const tableId of CATALOGUE_TABLES) {
    await tablesDB.deleteRows({ databaseId: DATABASE_ID, tableId });
    log(`  cleared ${tableId}`);
  }
  // Per-user tables may hold real users' rows: clear only the demo people's.
  const demoIds = DEMO_PEOPLE.map((p) => p.id);
  for (const tableId of ['store_admins', 'store_pharmacists', 'addresses']) {
    await tablesDB.deleteRows({ databaseId: DATABASE_ID, tableId, queries: [Query.equal('user_id', demoIds)] });
    log(`  cleared demo rows in ${tableId}`);
  }
}

/** The team id each seeded store's row records, read before --force clears the rows. */
async function recordedTeamIds(tablesDB: TablesDB): Promise<Map<string, string>> {
  const ids = STORES.map((store) => store.id);
  const list = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: 'stores',
    queries: [Query.equal('$id', ids), Query.limit(ids.length)],
  });
  return new Map(list.rows.map((row) => [row.$id, (row as unknown as { team_id: string }).team_id]));
}

/**
 * Each store's team: the one its row already records, or a new one with a server-chosen id
 * (issue 14 §9: a predictable id such as `store-<storeId>` can be created by any signed-in client
 * first, making them the team's owner). A recorded team that holds anyone the seed did not add is
 * refused loudly instead of being trusted.
 */
async function ensureStoreTeams(
  teams: Teams,
  recorded: ReadonlyMap<string, string>,
  log: (line: string) => void,
): Promise<StoreTeamIds> {
  const teamIds = new Map<string, string>();
  let created = 0;
  for (const store of STORES) {
    const teamId = recorded.get(store.id);
    if (teamId && (await teamExists(teams, teamId))) {
      const seeded = new Set(
        DEMO_PEOPLE.filter((person) => person.store?.storeId === store.id && person.store.role !== 'delivery').map(
          (person) => person.id,
        ),
      );
      const memberships = await teams.listMemberships({ teamId, queries: [Query.limit(100)] });
      const strangers = memberships.memberships.filter((m) => !seeded.has(m.userId)).map((m) => m.userId);
      if (strangers.length > 0) {
        throw new Error(
          `Store ${store.id}'s team ${teamId} has members the seed did not add (${strangers.join(', ')}). ` +
            'Refusing to trust it: check who they are, remove them or the team, then re-run.',
        );
      }
      teamIds.set(store.id, teamId);
      continue;
    }
    const team = await teams.create({ teamId: ID.unique(), name: store.name });
    teamIds.set(store.id, team.$id);
    created++;
  }
  log(`  store teams: ${created} created, ${STORES.length - created} already recorded`);
  return teamIds;
}

async function teamExists(teams: Teams, teamId: string): Promise<boolean> {
  try {
    await teams.listMemberships({ teamId, queries: [Query.limit(1)] });
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

async function ensurePeople(
  services: Services,
  teamIds: StoreTeamIds,
  log: (line: string) => void,
): Promise<Credentials['users']> {
  const credentials = {} as Credentials['users'];
  for (const person of DEMO_PEOPLE) {
    const password = generatePassword(randomInt);
    try {
      await services.users.get({ userId: person.id });
      await services.users.updatePassword({ userId: person.id, password });
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await services.users.create({
        userId: person.id,
        email: person.email,
        phone: person.phone,
        password,
        name: person.name,
      });
    }
    await services.users.updateLabels({ userId: person.id, labels: person.labels });
    // A rider is never on the store's team: their store_admins row alone (ADR 0011).
    if (person.store && person.store.role !== 'delivery') {
      // Server-side memberships are confirmed at once, so the role is live without an invite e-mail.
      const teamId = teamIds.get(person.store.storeId)!;
      // A registered pharmacist holds the `pharmacist` role beside their SPEC §3 store role; the owner
      // holds store_owner + admin, never Appwrite's team `owner` (security round 3). An existing
      // membership is rewritten below, so re-seeding moves an older owner off `owner`.
      const roles = withSpecRole(person.store.pharmacist ? ['pharmacist'] : [], person.store.role);
      // Filtered here rather than with Query.equal("userId"): store teams are small, and not every
      // Appwrite-compatible server supports membership queries.
      const existing = await services.teams.listMemberships({ teamId, queries: [Query.limit(100)] });
      const membership = existing.memberships.find((m) => m.userId === person.id);
      if (membership) {
        await services.teams.updateMembership({ teamId, membershipId: membership.$id, roles });
      } else {
        await services.teams.createMembership({ teamId, roles, userId: person.id });
      }
    }
    credentials[person.key] = { id: person.id, email: person.email, password };
  }
  log(`  demo people: ${DEMO_PEOPLE.map((p) => p.key).join(', ')}`);
  return credentials;
}

export function writeCredentials(path: string, credentials: Credentials): void {
  writeFileSync(path, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600); // mode above only applies when the file is created
}

async function seedBase(svc: Services, config: AppwriteConfig, options: SeedOptions): Promise<void> {
  const problems = validateDataset(config, buildBaseDataset(options.now, dryRunTeamIds()));
  if (problems.length > 0)
    throw new Error(`Seed data does not fit appwrite.json:\n${problems.slice(0, 20).join('\n')}`);

  const existing = await countRows(svc.tablesDB, 'products');
  if (existing > 0 && !options.force) {
    throw new Error(
      'products already has rows but there is no seed_version marker (an interrupted seed, or data entered by hand). Re-run with --force to replace the seeded tables.',
    );
  }
  const recorded = await recordedTeamIds(svc.tablesDB);
  if (options.force) {
    options.log('Clearing previously seeded rows (--force)…');
    await wipeSeededRows(svc.tablesDB, options.log);
  }

  options.log('Creating store teams…');
  const teamIds = await ensureStoreTeams(svc.teams, recorded, options.log);
  const dataset = buildBaseDataset(options.now, teamIds);

  options.log('Inserting catalogue…');
  for (const tableId of CATALOGUE_TABLES) {
    const rows = dataset[tableId];
    await insertRows(svc.tablesDB, tableId, rows, rows.length, options);
  }

  options.log('Creating demo people…');
  const users = await ensurePeople(svc, teamIds, options.log);
  await insertRows(svc.tablesDB, 'store_admins', dataset.store_admins, dataset.store_admins.length, options);
  await insertRows(
    svc.tablesDB,
    'store_pharmacists',
    dataset.store_pharmacists,
    dataset.store_pharmacists.length,
    options,
  );
  await insertRows(svc.tablesDB, 'addresses', dataset.addresses, dataset.addresses.length, options);

  writeCredentials(options.credentialsPath, {
    endpoint: options.endpoint,
    projectId: options.projectId,
    users,
    stores: { demo: DEMO_STORE_ID, other: OTHER_STORE_ID },
  });
  options.log(`credentials written to ${relative(process.cwd(), options.credentialsPath)}`);

  // Written last: its presence means every step above finished.
  await writeSetting(svc.tablesDB, SEED_VERSION_KEY, SEED_VERSION);
}

async function seedScale(svc: Services, options: SeedOptions): Promise<void> {
  const marker = `${SEED_VERSION}:stores=${options.scaleStores}:products=${options.scaleProducts}`;
  if (!options.force && (await readSetting(svc.tablesDB, SCALE_MARKER_KEY)) === marker) {
    options.log(`Scale data already present (${marker}); nothing to do. Use --force to regenerate.`);
    return;
  }
  options.log('Clearing previous synthetic rows…');
  for (const tableId of ['products', 'stores']) {
    await svc.tablesDB.deleteRows({
      databaseId: DATABASE_ID,
      tableId,
      queries: [Query.startsWith('$id', SCALE_ID_PREFIX)],
    });
  }
  if (options.scaleProducts > 0) {
    options.log(`Inserting ${options.scaleProducts} synthetic products…`);
    await insertRows(
      svc.tablesDB,
      'products',
      syntheticRows(options.scaleProducts, syntheticProductRow),
      options.scaleProducts,
      options,
    );
  }
  if (options.scaleStores > 0) {
    options.log(`Inserting ${options.scaleStores} synthetic stores…`);
    await insertRows(
      svc.tablesDB,
      'stores',
      syntheticRows(options.scaleStores, syntheticStoreRow),
      options.scaleStores,
      options,
    );
  }
  await writeSetting(svc.tablesDB, SCALE_MARKER_KEY, marker);
}

export function checkOptions(options: SeedOptions): void {
  if (!options.endpoint) throw new Error('Missing endpoint: set APPWRITE_ENDPOINT or pass --endpoint');
  if (!/^https?:\/\/.+\/v1\/?$/.test(options.endpoint))
    throw new Error(`Endpoint must look like http://host:port/v1, got "${options.endpoint}"`);
  if (!options.projectId) throw new Error('Missing project id: set APPWRITE_PROJECT_ID or pass --project');
  if (!options.apiKey) throw new Error('Missing API key: set APPWRITE_API_KEY or pass --key');
  if (!Number.isInteger(options.batchSize) || options.batchSize < 1 || options.batchSize > MAX_BATCH_SIZE) {
    throw new Error(`--batch-size must be an integer from 1 to ${MAX_BATCH_SIZE}`);
  }
  if (!Number.isInteger(options.scaleStores) || options.scaleStores < 0 || options.scaleStores > MAX_SCALE_STORES) {
    throw new Error(`--scale-stores must be an integer from 0 to ${MAX_SCALE_STORES}`);
  }
  if (
    !Number.isInteger(options.scaleProducts) ||
    options.scaleProducts < 0 ||
    options.scaleProducts > MAX_SCALE_PRODUCTS
  ) {
    throw new Error(`--scale-products must be an integer from 0 to ${MAX_SCALE_PRODUCTS}`);
  }
}

export async function runSeed(options: SeedOptions): Promise<void> {
  checkOptions(options);
  const config = loadAppwriteConfig();
  const svc = services(options);
  const seeded = await readSetting(svc.tablesDB, SEED_VERSION_KEY);
  if (seeded && !options.force) {
    options.log(`Already seeded (seed_version ${seeded}); nothing to do. Use --force to re-seed.`);
  } else {
    await seedBase(svc, config, options);
    options.log(`Seed ${SEED_VERSION} finished.`);
  }
  if (options.scaleStores > 0 || options.scaleProducts > 0) await seedScale(svc, options);
}
