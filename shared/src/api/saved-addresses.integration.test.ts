import { Client, TablesDB } from 'appwrite';
import { ID, Permission, Role, TablesDB as ServerTablesDB, Users, type Client as ServerClient } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_ID, TABLES } from '../appwrite/ids';
import { listSavedAddresses } from './saved-addresses';

/**
 * listSavedAddresses through the real `appwrite` SDK against the dev server, signed in as a
 * customer: only their own rows, default first, in the Address shape every app uses.
 */

interface TestServer {
  endpoint: string;
  projectId: string;
  serverClient(): ServerClient;
  close(): Promise<void>;
}
// Loaded by path so the dev server's sources stay out of this package's typecheck.
const harnessPath: string = '../../../appwrite/dev-server/test/harness.ts';

let server: TestServer;
let tablesDB: TablesDB;
const customer = ID.unique();
const neighbour = ID.unique();

function addressRow(userId: string, name: string, isDefault: boolean) {
  return {
    $id: ID.unique(),
    $permissions: [
      Permission.read(Role.user(userId)),
      Permission.update(Role.user(userId)),
      Permission.delete(Role.user(userId)),
    ],
    user_id: userId,
    name,
    address_line1: `${name} House, MG Road`,
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560001',
    latitude: 12.9756,
    longitude: 77.6066,
    is_default: isDefault,
  };
}

beforeAll(async () => {
  const { startTestServer } = (await import(harnessPath)) as { startTestServer(): Promise<TestServer> };
  server = await startTestServer();
  const users = new Users(server.serverClient());
  await users.create({ userId: customer, email: `${customer}@example.in`, password: 'correct-horse-battery' });
  await users.create({ userId: neighbour, email: `${neighbour}@example.in`, password: 'correct-horse-battery' });
  await new ServerTablesDB(server.serverClient()).createRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.addresses,
    rows: [
      addressRow(customer, 'Work', false),
      addressRow(customer, 'Home', true),
      addressRow(neighbour, 'Next door', true),
    ],
  });
  const { secret } = await users.createSession({ userId: customer });
  // X-Appwrite-Session carries the session cookie's value: base64 of { id, secret }.
  const session = Buffer.from(JSON.stringify({ id: customer, secret })).toString('base64');
  tablesDB = new TablesDB(new Client().setEndpoint(server.endpoint).setProject(server.projectId).setSession(session));
});
afterAll(async () => {
  await server?.close();
});

describe('listSavedAddresses against the dev server', () => {
  it("reads the customer's own addresses, default first", async () => {
    const addresses = await listSavedAddresses(customer, tablesDB);
    expect(addresses.map((a) => [a.name, a.is_default])).toEqual([
      ['Home', true],
      ['Work', false],
    ]);
    expect(addresses[0]).toMatchObject({
      address_line1: 'Home House, MG Road',
      city: 'Bengaluru',
      postal_code: '560001',
      latitude: 12.9756,
      user_id: customer,
    });
    expect(typeof addresses[0]!.id).toBe('string');
  });

  it("never returns another customer's rows, even when asked for them", async () => {
    expect(await listSavedAddresses(neighbour, tablesDB)).toEqual([]);
  });
});
