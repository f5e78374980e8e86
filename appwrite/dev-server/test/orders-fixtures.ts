import { ID, Query, Storage, TablesDB, Teams, Users } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import type { Models } from 'node-appwrite';
import { createWebClient, signUpAndSignIn, type SignedInUser } from './web-client.ts';
import type { TestServer } from './harness.ts';

/**
 * Minimal marketplace for the order/payment tests, inserted with the API key: three stores
 * (A and B within 5 km of the customer's address, FAR 12 km away) with teams `store-<id>`,
 * products of every schedule, inventory at A (and a cheaper B), and signed-in users.
 */

export const DB = 'instamg';
/** Connaught Place, New Delhi. */
export const HOME = { latitude: 28.6315, longitude: 77.2167 };
export const STORES = {
  A: { id: 'store-a', location: [77.219, 28.633] as [number, number] }, // ~0.3 km
  B: { id: 'store-b', location: [77.24, 28.64] as [number, number] }, // ~2.4 km
  FAR: { id: 'store-far', location: [77.33, 28.62] as [number, number] }, // ~11 km
};
export const PRODUCTS = {
  otc: { $id: 'p-otc', name: 'Paracip 500 Tablet', schedule: 'none', rx_required: false, mrp: 30, gst_rate: 12 },
  h: { $id: 'p-h', name: 'Azee 500 Tablet', schedule: 'H', rx_required: true, mrp: 120, gst_rate: 12 },
  x: { $id: 'p-x', name: 'Example Schedule X Tablet', schedule: 'X', rx_required: true, mrp: 200, gst_rate: 12 },
  ndps: { $id: 'p-ndps', name: 'Tramadol 50 Capsule', schedule: 'NDPS', rx_required: true, mrp: 90, gst_rate: 12 },
  rush: { $id: 'p-rush', name: 'Limcee 500 Chewable', schedule: 'none', rx_required: false, mrp: 25, gst_rate: 5 },
} as const;
/** Store A's prices (below MRP) and stock. */
export const INVENTORY_A = {
  otc: { id: 'inv-a-otc', price: 27.45, stock: 100 },
  h: { id: 'inv-a-h', price: 110.5, stock: 100 },
  x: { id: 'inv-a-x', price: 190, stock: 100 },
  ndps: { id: 'inv-a-ndps', price: 80, stock: 100 },
  rush: { id: 'inv-a-rush', price: 22.5, stock: 50 },
} as const;

export interface Marketplace {
  tablesDB: TablesDB;
  users: Users;
  customer: SignedInUser;
  otherCustomer: SignedInUser;
  /** Member of team store-store-a with role staff. */
  staffA: SignedInUser;
  /** Member of team store-store-a with role pharmacist and a store_pharmacists row (a registered pharmacist). */
  pharmacistA: SignedInUser;
  staffB: SignedInUser;
  admin: SignedInUser;
  /** The customer's saved address (with coordinates). */
  addressId: string;
  /** Each store's team id, as recorded in its stores row. */
  teamIds: { A: string; B: string };
}

export const teamOf = (storeId: string): string => `store-${storeId}`;

async function storeRow(tablesDB: TablesDB, key: keyof typeof STORES, i: number): Promise<void> {
  const s = STORES[key];
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'stores',
    rowId: s.id,
    data: {
      name: `Test Pharmacy ${key}`,
      address: `${i + 1} Test Road`,
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110001',
      location: s.location,
      phone: '+911100000000',
      drug_license_number: `DL-TEST-${i}`,
      gstin: `07AAAAA000${i}A1Z5`,
      is_active: true,
      team_id: teamOf(s.id),
    },
  });
}

/** `t`: a TestServer, or any server's address and API-key client (the benches' own dev server process). */
export async function buildMarketplace(
  t: Pick<TestServer, 'endpoint' | 'projectId' | 'serverClient'>,
  tag: string,
): Promise<Marketplace> {
  const client = t.serverClient();
  const tablesDB = new TablesDB(client);
  const users = new Users(client);
  const teams = new Teams(client);
  await Promise.all((Object.keys(STORES) as (keyof typeof STORES)[]).map((k, i) => storeRow(tablesDB, k, i)));
  await tablesDB.createRows({
    databaseId: DB,
    tableId: 'products',
    rows: Object.values(PRODUCTS).map((p) => ({
      ...p,
      slug: p.$id,
      salt_composition: p.name,
      salt_key: p.name.toLowerCase(),
      dosage_form: 'Tablet',
      pack_size: 'strip of 10 tablets',
      manufacturer: 'Test Labs',
      price: p.mrp,
      hsn: '3004',
      category_id: 'cat-test',
      is_active: true,
    })),
  });
  const expiry = new Date(Date.now() + 400 * 86400_000).toISOString();
  const inventory: Record<string, unknown>[] = (Object.keys(INVENTORY_A) as (keyof typeof INVENTORY_A)[]).map((k) => ({
    $id: INVENTORY_A[k].id,
    store_id: STORES.A.id,
    product_id: PRODUCTS[k].$id,
    batch: 'A1',
    expiry,
    stock: INVENTORY_A[k].stock,
    selling_price: INVENTORY_A[k].price,
    mrp: PRODUCTS[k].mrp,
  }));
  // Store B stocks only the OTC line, a little cheaper; FAR stocks it too but is out of reach.
  inventory.push({
    $id: 'inv-b-otc',
    store_id: STORES.B.id,
    product_id: PRODUCTS.otc.$id,
    batch: 'B1',
    expiry,
    stock: 100,
    selling_price: 26,
    mrp: 30,
  });
  inventory.push({
    $id: 'inv-far-otc',
    store_id: STORES.FAR.id,
    product_id: PRODUCTS.otc.$id,
    batch: 'F1',
    expiry,
    stock: 100,
    selling_price: 20,
    mrp: 30,
  });
  await tablesDB.createRows({ databaseId: DB, tableId: 'store_inventory', rows: inventory as { $id: string }[] });
  // These tests leave many orders of one customer unpaid; the unpaid-order limit (default 3) has its own tests.
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'settings',
    rowId: 'max_unpaid_orders',
    data: { key: 'max_unpaid_orders', value: '1000' },
  });

  const make = (name: string) =>
    signUpAndSignIn(t, { email: `${name}.${tag}@instamg.test`, password: 'correct horse battery', name });
  const [customer, otherCustomer, staffA, pharmacistA, staffB, admin] = (await Promise.all(
    ['customer', 'other', 'staffa', 'pharmacista', 'staffb', 'admin'].map(make),
  )) as SignedInUser[];
  await teams.create({ teamId: teamOf(STORES.A.id), name: 'Store A' });
  await teams.create({ teamId: teamOf(STORES.B.id), name: 'Store B' });
  await teams.createMembership({ teamId: teamOf(STORES.A.id), roles: ['staff'], userId: staffA!.user.$id });
  await teams.createMembership({ teamId: teamOf(STORES.A.id), roles: ['pharmacist'], userId: pharmacistA!.user.$id });
  await teams.createMembership({ teamId: teamOf(STORES.B.id), roles: ['owner'], userId: staffB!.user.$id });
  await users.updateLabels({ userId: admin!.user.$id, labels: ['admin'] });
  await registerPharmacist(tablesDB, pharmacistA!.user.$id, STORES.A.id, { name: 'Pharmacist A' });

  const addressId = await homeAddressOf(customer!);
  return {
    tablesDB,
    users,
    customer: customer!,
    otherCustomer: otherCustomer!,
    staffA: staffA!,
    pharmacistA: pharmacistA!,
    staffB: staffB!,
    admin: admin!,
    addressId,
    teamIds: { A: teamOf(STORES.A.id), B: teamOf(STORES.B.id) },
  };
}

/** A store_pharmacists row as a platform admin's confirmation leaves it (issue 14 §6). */
export async function registerPharmacist(
  tablesDB: TablesDB,
  userId: string,
  storeId: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_pharmacists',
    rowId: ID.unique(),
    permissions: [`read("user:${userId}")`, `read("team:${teamOf(storeId)}")`],
    data: {
      user_id: userId,
      store_id: storeId,
      name: 'Registered Pharmacist',
      pharmacy_council: 'Delhi Pharmacy Council',
      registration_number: `DPC/${userId}`,
      confirmed_by: 'admin',
      confirmed_at: new Date().toISOString(),
      is_active: true,
      ...extra,
    },
  });
}

export interface FunctionReply<T = Record<string, unknown>> {
  status: number;
  body: T & { message?: string; code?: string };
}

/** Runs a function through the caller's web SDK, as the browser would. */
export async function run<T = Record<string, any>>(
  who: SignedInUser,
  functionId: string,
  body: unknown,
): Promise<FunctionReply<T>> {
  const execution = await who.functions.createExecution({ functionId, body: JSON.stringify(body) });
  let parsed: unknown;
  try {
    parsed = JSON.parse(execution.responseBody);
  } catch {
    parsed = { raw: execution.responseBody };
  }
  return { status: execution.responseStatusCode, body: parsed as FunctionReply<T>['body'] };
}

export async function stockOf(tablesDB: TablesDB, inventoryId: string): Promise<number> {
  return (await tablesDB.getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'store_inventory', rowId: inventoryId }))
    .stock as number;
}

export async function orderRow(tablesDB: TablesDB, orderId: string): Promise<Models.DefaultRow> {
  return tablesDB.getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'orders', rowId: orderId });
}

export async function eventsOf(tablesDB: TablesDB, orderId: string): Promise<Models.DefaultRow[]> {
  return (
    await tablesDB.listRows<Models.DefaultRow>({
      databaseId: DB,
      tableId: 'order_events',
      queries: [Query.equal('order_id', orderId), Query.limit(100)],
    })
  ).rows;
}

/** An uploaded prescription file of `userId` and its row in `status`, as order-state would leave them (issued 10 days ago unless given). */
export async function prescriptionOf(
  tablesDB: TablesDB,
  userId: string,
  status: 'pending' | 'verified' | 'rejected',
  extra: { issued_on?: string } = {},
): Promise<string> {
  const storage = new Storage(tablesDB.client);
  const file = await storage.createFile({
    bucketId: 'prescriptions',
    fileId: ID.unique(),
    file: InputFile.fromBuffer(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), 'rx.pdf'),
    permissions: [`read("user:${userId}")`, `update("user:${userId}")`, `delete("user:${userId}")`],
  });
  const row = await tablesDB.createRow({
    databaseId: DB,
    tableId: 'prescriptions',
    rowId: ID.unique(),
    permissions: [`read("user:${userId}")`],
    data: {
      user_id: userId,
      file_id: file.$id,
      status,
      issued_on: extra.issued_on ?? new Date(Date.now() - 10 * 86400_000).toISOString(),
      ...extra,
    },
  });
  return row.$id;
}

/** The store's steps from a paid order to one out for delivery (issue 16). */
export const TO_OUT_FOR_DELIVERY = ['confirm', 'start_processing', 'ready_for_pickup', 'out_for_delivery'] as const;

/** The delivery code as the customer's order page reads it (only the customer can). */
export async function deliveryCodeOf(customer: SignedInUser, orderId: string): Promise<string> {
  const row = await customer.tablesDB.getRow({ databaseId: DB, tableId: 'delivery_codes', rowId: orderId });
  return (row as unknown as { code: string }).code;
}

/**
 * Takes a paid order to delivered as `store` (store A's staff by default): the store steps, then
 * `delivered` with the code the customer reads out.
 */
export async function deliverOrder(
  m: Pick<Marketplace, 'customer'>,
  store: SignedInUser,
  orderId: string,
): Promise<FunctionReply> {
  for (const action of TO_OUT_FOR_DELIVERY) {
    const r = await run(store, 'order-state', { action, order_id: orderId });
    if (r.status !== 200) throw new Error(`${action}: ${r.status} ${JSON.stringify(r.body)}`);
  }
  const delivery_code = await deliveryCodeOf(m.customer, orderId);
  return run(store, 'order-state', { action: 'delivered', order_id: orderId, delivery_code });
}

/** Every line of an order, whole, as a return report's `lines` (issue 16 §6, shared/src/domain/returns.ts). */
export async function returnLinesOf(
  tablesDB: TablesDB,
  orderId: string,
  reason = 'damaged',
): Promise<Array<{ item_id: string; quantity: number; reason: string }>> {
  const items = await tablesDB.listRows<Models.DefaultRow>({
    databaseId: DB,
    tableId: 'order_items',
    queries: [Query.equal('order_id', orderId), Query.limit(100)],
  });
  return items.rows.map((i) => ({ item_id: i.$id, quantity: i.quantity as number, reason }));
}

/** A pickup slot from an hour from now, two hours long. */
export function pickupSlot(now = Date.now()): { start: string; end: string } {
  return { start: new Date(now + 3600_000).toISOString(), end: new Date(now + 3 * 3600_000).toISOString() };
}

/**
 * The whole return of a delivered order (issue 16 §6): the customer reports every line damaged;
 * `reviewer` (an admin, or the store's owner/admin/manager) approves, schedules the pickup, marks it
 * collected and accepts every item. The verify reply: its refund is the order's final one.
 */
export async function returnWholeOrder(
  m: Pick<Marketplace, 'customer' | 'tablesDB'>,
  reviewer: SignedInUser,
  orderId: string,
): Promise<FunctionReply> {
  const lines = await returnLinesOf(m.tablesDB, orderId);
  const steps: Array<[SignedInUser, Record<string, unknown>]> = [
    [m.customer, { action: 'report_problem', lines }],
    [reviewer, { action: 'approve_refund' }],
    [reviewer, { action: 'schedule_return_pickup', slot: pickupSlot() }],
    [reviewer, { action: 'return_collected' }],
  ];
  for (const [who, body] of steps) {
    const r = await run(who, 'order-state', { ...body, order_id: orderId });
    if (r.status !== 200) throw new Error(`${body.action as string}: ${r.status} ${JSON.stringify(r.body)}`);
  }
  const accepted = lines.map(({ item_id, quantity }) => ({ item_id, quantity }));
  return run(reviewer, 'order-state', { action: 'verify_return', order_id: orderId, accepted });
}

/**
 * What a verification must carry (issue 32): the pharmacist's whole checklist and the record they
 * copied from the prescription (shared/src/domain/rx-review.ts), as the store panel sends them.
 */
export const RX_VERIFICATION = {
  checklist: { patient_name: true, prescriber: true, date_valid: true, drugs_match: true, signature: true },
  record: {
    patient_name: 'Asha Verma',
    prescriber_name: 'Dr R. Iyer',
    prescriber_registration: 'DMC-44120',
    prescriber_address: '4 Ring Road, New Delhi',
  },
} as const;

/** The dev server's outbox for one recipient (an e-mail address or a phone number), newest first. */
export async function outboxOf(
  t: TestServer,
  to: string,
): Promise<{ to: string; channel: 'email' | 'sms'; subject: string; text: string; html: string }[]> {
  const res = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(to)}&limit=1000`);
  if (res.status !== 200) throw new Error(`outbox of ${to}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { messages: Awaited<ReturnType<typeof outboxOf>> }).messages;
}

/** A customer who signed up with a mobile number and an SMS code (the phone-sign-in function), no e-mail. */
export async function phoneCustomer(t: TestServer, phone: string): Promise<SignedInUser> {
  const who = createWebClient(t.endpoint, t.projectId);
  const call = async (body: unknown) =>
    JSON.parse(
      (await who.functions.createExecution({ functionId: 'phone-sign-in', body: JSON.stringify(body) })).responseBody,
    ) as Record<string, string>;
  const { challengeId } = await call({ action: 'send', phone });
  const code = /\b(\d{6})\b/.exec((await outboxOf(t, phone))[0]!.text)![1]!;
  const { userId, secret } = await call({ action: 'verify', challengeId, code });
  const session = await who.account.createSession({ userId: userId!, secret: secret! });
  return Object.assign(who, { user: await who.account.get(), session });
}

/** A delivery address of `who` at the marketplace's home (inside store A's radius). */
export async function homeAddressOf(who: SignedInUser): Promise<string> {
  const address = await who.tablesDB.createRow({
    databaseId: DB,
    tableId: 'addresses',
    rowId: ID.unique(),
    data: {
      user_id: who.user.$id,
      name: 'Home',
      address_line1: '12 Janpath',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110001',
      ...HOME,
    },
  });
  return address.$id;
}
