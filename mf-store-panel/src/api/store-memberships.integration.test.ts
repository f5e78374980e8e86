import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client, TablesDB } from 'appwrite';
import { ID, Permission, Role, TablesDB as ServerTablesDB, Users, type Client as ServerClient } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { listStoreMemberships } from './store-memberships';

/**
 * listStoreMemberships through the real `appwrite` SDK against the dev server, signed in as a
 * member of two stores: their own store_admins rows only, joined with the stores; the Pharmacist
 * badge from a confirmed store_pharmacists row, and none on a backend without that table.
 */

interface TestServer {
  endpoint: string;
  projectId: string;
  serverClient(): ServerClient;
  close(): Promise<void>;
}
// Loaded by path so the dev server's sources stay out of this package's typecheck.
const harnessPath: string = '../../../appwrite/dev-server/test/harness.ts';
const APPWRITE_DIR = resolve(import.meta.dirname, '../../../appwrite');

/** The pharmacist model's table as the permission model defines it (docs/permissions.md). */
const STORE_PHARMACISTS_FIXTURE = {
  $id: 'store_pharmacists',
  $permissions: ['read("label:admin")'],
  databaseId: DATABASE_ID,
  name: 'store_pharmacists',
  enabled: true,
  rowSecurity: true,
  columns: [
    { key: 'user_id', type: 'string', required: true, array: false, size: 36, default: null },
    { key: 'store_id', type: 'string', required: true, array: false, size: 36, default: null },
    { key: 'name', type: 'string', required: true, array: false, size: 128, default: null },
    { key: 'pharmacy_council', type: 'string', required: true, array: false, size: 128, default: null },
    { key: 'registration_number', type: 'string', required: true, array: false, size: 64, default: null },
    { key: 'confirmed_by', type: 'string', required: true, array: false, size: 36, default: null },
    { key: 'confirmed_at', type: 'datetime', required: true, array: false, default: null },
    { key: 'is_active', type: 'boolean', required: false, array: false, default: true },
  ],
  indexes: [],
};

/** appwrite.json with or without store_pharmacists, whichever branch of the model is checked out. */
function schemaFile(withPharmacists: boolean): string {
  const schema = JSON.parse(readFileSync(join(APPWRITE_DIR, 'appwrite.json'), 'utf8')) as {
    tables: Array<{ $id: string }>;
  };
  const others = schema.tables.filter((table) => table.$id !== 'store_pharmacists');
  const declared = schema.tables.find((table) => table.$id === 'store_pharmacists');
  schema.tables = withPharmacists ? [...others, declared ?? STORE_PHARMACISTS_FIXTURE] : others;
  const file = join(mkdtempSync(join(tmpdir(), 'instamg-panel-schema-')), 'appwrite.json');
  writeFileSync(file, JSON.stringify(schema));
  return file;
}

function storeRow(id: string, name: string, licence: string) {
  return {
    $id: id,
    name,
    address: '12 Main Road',
    city: 'New Delhi',
    state: 'Delhi',
    postal_code: '110075',
    location: [77.05, 28.58],
    phone: '+911140000000',
    drug_license_number: licence,
    gstin: '07AAAAA0000A1Z5',
    team_id: ID.unique(),
  };
}

interface Backend {
  server: TestServer;
  /** The two-store member's own session. */
  tablesDB: TablesDB;
  member: string;
  pharmacistAt: string;
}

async function startBackend(withPharmacists: boolean): Promise<Backend> {
  const { startTestServer } = (await import(harnessPath)) as {
    startTestServer(options: { schemaPath: string; appwriteDir: string }): Promise<TestServer>;
  };
  const server = await startTestServer({ schemaPath: schemaFile(withPharmacists), appwriteDir: APPWRITE_DIR });
  const users = new Users(server.serverClient());
  const rows = new ServerTablesDB(server.serverClient());
  const member = ID.unique();
  const colleague = ID.unique();
  for (const userId of [member, colleague])
    await users.create({ userId, email: `${userId}@example.in`, password: 'correct-horse-battery' });
  const [dwarka, janakpuri, aiims] = [ID.unique(), ID.unique(), ID.unique()];
  await rows.createRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    rows: [
      storeRow(dwarka, 'Dwarka Sector 6 Pharmacy', 'DL-DWK-20B-1'),
      storeRow(janakpuri, 'Janakpuri C Block Chemist', 'DL-JNK-21B-2'),
      storeRow(aiims, 'AIIMS Gate Medicos', 'DL-AIM-20B-3'),
    ],
  });
  const membership = (userId: string, storeId: string, role: string) => ({
    $id: ID.unique(),
    $permissions: [Permission.read(Role.user(userId))],
    user_id: userId,
    store_id: storeId,
    role,
  });
  await rows.createRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeAdmins,
    rows: [
      membership(member, janakpuri, 'staff'),
      membership(member, dwarka, 'owner'),
      membership(colleague, aiims, 'owner'),
    ],
  });
  if (withPharmacists) {
    await rows.createRow({
      databaseId: DATABASE_ID,
      tableId: 'store_pharmacists',
      rowId: ID.unique(),
      data: {
        user_id: member,
        store_id: janakpuri,
        name: 'Test Pharmacist',
        pharmacy_council: 'Delhi Pharmacy Council',
        registration_number: 'DPC-12345',
        confirmed_by: colleague,
        confirmed_at: new Date().toISOString(),
        is_active: true,
      },
      permissions: [Permission.read(Role.user(member))],
    });
  }
  const { secret } = await users.createSession({ userId: member });
  // X-Appwrite-Session carries the session cookie's value: base64 of { id, secret }.
  const session = Buffer.from(JSON.stringify({ id: member, secret })).toString('base64');
  const tablesDB = new TablesDB(
    new Client().setEndpoint(server.endpoint).setProject(server.projectId).setSession(session),
  );
  return { server, tablesDB, member, pharmacistAt: janakpuri };
}

describe('listStoreMemberships on a backend without the store_pharmacists table', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend(false);
  });
  afterAll(async () => {
    await backend?.server.close();
  });

  it("reads the member's two stores with name, licence and role, sorted by name, and no Pharmacist badge", async () => {
    const memberships = await listStoreMemberships(backend.member, backend.tablesDB);
    expect(memberships.map((m) => [m.storeName, m.drugLicenceNumber, m.role, m.isPharmacist])).toEqual([
      ['Dwarka Sector 6 Pharmacy', 'DL-DWK-20B-1', 'owner', false],
      ['Janakpuri C Block Chemist', 'DL-JNK-21B-2', 'staff', false],
    ]);
  });
});

describe('listStoreMemberships with the pharmacist model', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend(true);
  });
  afterAll(async () => {
    await backend?.server.close();
  });

  it('gives the Pharmacist badge only at the store where an admin confirmed the registration', async () => {
    const memberships = await listStoreMemberships(backend.member, backend.tablesDB);
    expect(memberships.map((m) => [m.storeId === backend.pharmacistAt, m.isPharmacist])).toEqual([
      [false, false],
      [true, true],
    ]);
  });
});
