// Fixtures of the not-stocked / Notify me spec (issue 22 §4), made with the e2e backend's API key:
// a second store beside a fixture store (store-fixtures.ts) that stocks a medicine the first one
// lacks, a customer, and a store member's own session to restock through the inventory function.
import { Client, Functions, ID, Query, TablesDB, Teams, Users } from 'node-appwrite';
import { APPWRITE_ENDPOINT, uniqueEmail } from '../auth/auth-helpers';
import { keyClient, type FixtureStore, type Person } from '../store-panel/store-fixtures';

const DB = 'instamg';

export async function createPerson(label: string, name: string): Promise<Person> {
  const person = {
    id: ID.unique(),
    email: uniqueEmail(label),
    password: `pass-${Math.random().toString(36).slice(2)}`,
  };
  await new Users(keyClient()).create({ userId: person.id, email: person.email, password: person.password, name });
  return person;
}

/** An over-the-counter medicine other than the one the fixture store stocks. */
export async function otherOtcProduct(store: FixtureStore): Promise<{ id: string; name: string; mrp: number }> {
  const { rows } = await new TablesDB(keyClient()).listRows({
    databaseId: DB,
    tableId: 'products',
    queries: [
      Query.equal('rx_required', false),
      Query.equal('schedule', 'none'),
      Query.equal('is_active', true),
      Query.limit(10),
    ],
  });
  const product = rows.find((row) => row.$id !== store.productId);
  if (!product) throw new Error('no second OTC product in the seed');
  return { id: product.$id, name: String(product.name), mrp: Number(product.mrp) };
}

/** A store ~1 km north of `near` (its own team, no members) stocking `productId`. */
export async function createStoreBeside(
  near: FixtureStore,
  product: { id: string; mrp: number },
): Promise<{ storeId: string; name: string; price: number }> {
  const key = keyClient();
  const tablesDB = new TablesDB(key);
  const storeId = `e2e-near-${Math.random().toString(36).slice(2, 8)}`;
  const name = `E2E Beside Pharmacy ${storeId.slice(-4).toUpperCase()}`;
  const team = await new Teams(key).create({ teamId: ID.unique(), name, roles: ['owner'] });
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'stores',
    rowId: storeId,
    data: {
      name,
      address: '9 Fixture Road',
      city: 'Nagpur',
      state: 'Maharashtra',
      postal_code: '440001',
      location: [near.location[0], near.location[1] + 0.01],
      phone: '+911100000001',
      drug_license_number: `DL-E2E-${storeId.slice(-6)}`,
      gstin: '27AAAAA0000A1Z5',
      is_active: true,
      team_id: team.$id,
    },
  });
  const price = Math.round(product.mrp * 95) / 100;
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_inventory',
    rowId: ID.unique(),
    data: {
      store_id: storeId,
      product_id: product.id,
      batch: 'NEAR1',
      expiry: new Date(Date.now() + 400 * 86400_000).toISOString(),
      stock: 40,
      selling_price: price,
      mrp: product.mrp,
    },
  });
  return { storeId, name, price };
}

/** Runs a function as `person` (a server-made session, as the store panel's member would). */
export async function runAs(
  person: Person,
  functionId: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const key = keyClient();
  const { secret } = await new Users(key).createSession({ userId: person.id });
  const client = new Client()
    .setEndpoint(APPWRITE_ENDPOINT())
    .setProject(key.config.project)
    .setSession(Buffer.from(JSON.stringify({ id: person.id, secret })).toString('base64'));
  const execution = await new Functions(client).createExecution({ functionId, body: JSON.stringify(body) });
  return {
    status: execution.responseStatusCode,
    body: JSON.parse(execution.responseBody || '{}') as Record<string, unknown>,
  };
}

/** Subjects of the dev outbox's e-mails to `email`. */
export async function outboxSubjects(email: string): Promise<string[]> {
  const response = await fetch(`${APPWRITE_ENDPOINT()}/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox: ${response.status}`);
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return messages.map((message) => message.subject);
}
