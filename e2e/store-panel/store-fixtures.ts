// A fixture store of its own for a store-panel spec (so specs that change a store's status or its
// orders never touch the seeded stores or each other), made with the e2e backend's API key: the
// store row at a random point, its team with an owner (and optionally a staff member), their
// store_admins rows, one OTC batch; and a customer who orders from it through place-order and pays
// on the sandbox — the real functions, nothing mocked.
import { Client, Functions, ID, Permission, Query, Role, TablesDB, Teams, Users } from 'node-appwrite';
import { teamRolesOf } from '@instamg/shared/domain/store-staff';
import { APPWRITE_ENDPOINT, uniqueEmail } from '../auth/auth-helpers';
import { e2eProjectId, keyClient } from '../support/key-client';
import { PIN_AREAS } from '@instamg/shared/domain/pin-areas';
import { pointMatchesPin } from '@instamg/shared/domain/pin-location';

/**
 * A random point in central India (stores of parallel tests stay apart) with a PIN code whose area
 * it lies in: place-order refuses an address whose coordinates are not in its PIN's area (issue 32).
 */
function fixtureLocation(): { location: [number, number]; postalCode: string } {
  for (;;) {
    const location: [number, number] = [80 + Math.random() * 4, 20 + Math.random() * 2];
    const point = { longitude: location[0] + 0.002, latitude: location[1] + 0.002 };
    const prefix = PIN_AREAS.find(
      ([key]) =>
        key.length === 3 &&
        pointMatchesPin(`${key}001`, point) &&
        pointMatchesPin(`${key}001`, { longitude: location[0], latitude: location[1] }),
    );
    if (prefix) return { location, postalCode: `${prefix[0]}001` };
  }
}

const DB = 'instamg';

export { keyClient };

export interface Person {
  id: string;
  email: string;
  password: string;
}

async function createPerson(label: string, name: string): Promise<Person> {
  const person = {
    id: ID.unique(),
    email: uniqueEmail(label),
    password: `pass-${Math.random().toString(36).slice(2)}`,
  };
  await new Users(keyClient()).create({ userId: person.id, email: person.email, password: person.password, name });
  return person;
}

/** A client acting as `person` (a server-made session, as SSR signs in). */
async function clientOf(person: Person): Promise<Client> {
  const session = await new Users(keyClient()).createSession({ userId: person.id });
  return (
    new Client()
      .setEndpoint(APPWRITE_ENDPOINT())
      .setProject(e2eProjectId())
      // The X-Appwrite-Session value is the session cookie's: base64 of {id, secret}, as Appwrite's.
      .setSession(Buffer.from(JSON.stringify({ id: person.id, secret: session.secret })).toString('base64'))
  );
}

export interface FixtureStore {
  storeId: string;
  name: string;
  /** [longitude, latitude] */
  location: [number, number];
  /** A PIN code whose area holds the location (and the customer's address next to it). */
  postalCode: string;
  owner: Person;
  staff: Person | null;
  productId: string;
  productName: string;
  price: number;
}

/** A store far from the seeded ones, at a random point (parallel specs never share a neighbourhood). */
export async function createFixtureStore(label: string, opts: { staff?: boolean } = {}): Promise<FixtureStore> {
  const key = keyClient();
  const tablesDB = new TablesDB(key);
  const storeId = `e2e-${label.slice(0, 8)}-${Math.random().toString(36).slice(2, 8)}`;
  const name = `E2E ${label} Pharmacy ${storeId.slice(-4).toUpperCase()}`;
  // Somewhere in central India, ~0.5° apart per run: nothing seeded is within 5 km.
  const { location, postalCode } = fixtureLocation();
  const team = await new Teams(key).create({ teamId: ID.unique(), name, roles: ['owner'] });
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'stores',
    rowId: storeId,
    data: {
      name,
      address: '1 Fixture Road',
      city: 'Nagpur',
      state: 'Maharashtra',
      postal_code: postalCode,
      location,
      phone: '+911100000000',
      drug_license_number: `DL-E2E-${storeId.slice(-6)}`,
      gstin: '27AAAAA0000A1Z5',
      is_active: true,
      team_id: team.$id,
    },
  });
  const owner = await createPerson(`${label}-owner`, `Owner of ${name}`);
  const staff = opts.staff ? await createPerson(`${label}-staff`, `Staff of ${name}`) : null;
  const teams = new Teams(key);
  // As onboarding makes it: the owner without Appwrite's team-owner right (security round 3).
  await teams.createMembership({ teamId: team.$id, roles: teamRolesOf('owner'), userId: owner.id });
  if (staff) await teams.createMembership({ teamId: team.$id, roles: ['staff'], userId: staff.id });
  const membership = (person: Person, role: string) => ({
    $id: ID.unique(),
    $permissions: [Permission.read(Role.user(person.id))],
    user_id: person.id,
    store_id: storeId,
    role,
  });
  await tablesDB.createRows({
    databaseId: DB,
    tableId: 'store_admins',
    rows: [membership(owner, 'owner'), ...(staff ? [membership(staff, 'staff')] : [])],
  });
  const product = (
    await tablesDB.listRows({
      databaseId: DB,
      tableId: 'products',
      queries: [Query.equal('rx_required', false), Query.equal('is_active', true), Query.limit(1)],
    })
  ).rows[0]!;
  const price = Math.round(Number(product.mrp) * 90) / 100;
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_inventory',
    rowId: ID.unique(),
    data: {
      store_id: storeId,
      product_id: product.$id,
      batch: 'E2E1',
      expiry: new Date(Date.now() + 400 * 86400_000).toISOString(),
      stock: 500,
      selling_price: price,
      mrp: Number(product.mrp),
    },
  });
  return {
    storeId,
    name,
    location,
    postalCode,
    owner,
    staff,
    productId: product.$id,
    productName: String(product.name),
    price,
  };
}

export interface ExecutionReply {
  status: number;
  body: Record<string, unknown>;
}

async function execute(client: Client, functionId: string, body: unknown): Promise<ExecutionReply> {
  const execution = await new Functions(client).createExecution({ functionId, body: JSON.stringify(body) });
  return {
    status: execution.responseStatusCode,
    body: JSON.parse(execution.responseBody || '{}') as Record<string, unknown>,
  };
}

/** A customer whose address is ~300 m from the store. */
export class FixtureCustomer {
  private constructor(
    readonly person: Person,
    private readonly client: Client,
    private readonly store: FixtureStore,
  ) {}

  static async near(store: FixtureStore): Promise<FixtureCustomer> {
    const person = await createPerson('store-customer', 'Fixture Customer');
    return new FixtureCustomer(person, await clientOf(person), store);
  }

  /** place-order at this store (or any store near the address with `storeId: null`). */
  place(storeId: string | null = this.store.storeId, quantity = 1): Promise<ExecutionReply> {
    const [longitude, latitude] = this.store.location;
    return execute(this.client, 'place-order', {
      items: [{ product_id: this.store.productId, quantity }],
      address: {
        name: 'Home',
        address_line1: '2 Fixture Lane',
        address_line2: null,
        city: 'Nagpur',
        state: 'Maharashtra',
        postal_code: this.store.postalCode,
        latitude: latitude + 0.002,
        longitude: longitude + 0.002,
      },
      store_id: storeId,
      delivery_mode: 'standard',
    });
  }

  /** The stores store-locator offers at the customer's address. */
  async nearbyStores(): Promise<string[]> {
    const [longitude, latitude] = this.store.location;
    const reply = await execute(this.client, 'store-locator', {
      latitude: latitude + 0.002,
      longitude: longitude + 0.002,
    });
    return ((reply.body.stores ?? []) as Array<{ id: string }>).map((s) => s.id);
  }

  /** Pays on the sandbox checkout (its signed webhook marks the order paid). */
  async pay(orderId: string): Promise<void> {
    const created = await execute(this.client, 'payments', { action: 'create', order_id: orderId });
    const session = created.body.payment_session_id as string;
    if (!session) throw new Error(`payments create failed: ${JSON.stringify(created)}`);
    await fetch(`${APPWRITE_ENDPOINT()}/dev/payments/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_session_id: session, outcome: 'pay' }).toString(),
      redirect: 'manual',
    });
  }

  /** A placed and paid order at the store; its id. */
  async paidOrder(quantity = 1): Promise<string> {
    const placed = await this.place(this.store.storeId, quantity);
    if (placed.status !== 201) throw new Error(`place-order: ${JSON.stringify(placed)}`);
    const id = (placed.body.order as { $id: string }).$id;
    await this.pay(id);
    return id;
  }
}

/** Runs order-state as a store member (a server-made session). */
export async function orderActionAs(person: Person, body: Record<string, unknown>): Promise<ExecutionReply> {
  return execute(await clientOf(person), 'order-state', body);
}

export async function orderOf(orderId: string): Promise<Record<string, unknown>> {
  return new TablesDB(keyClient()).getRow({ databaseId: DB, tableId: 'orders', rowId: orderId });
}
