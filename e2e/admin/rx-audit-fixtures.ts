// Fixture data of the admin prescriptions spec, each call its own people and rows: a customer
// uploads the same prescription file twice and registers both uploads through order-state (which
// hashes the bytes and counts the duplicate); one upload goes with a paid order at the demo store
// (made with the API key as place-order and the payment webhook would leave it); a registered
// pharmacist of that store of this run verifies it through order-state. Real functions throughout.
import { Client, Functions, ID, Storage, TablesDB, Teams, Users } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { addDays, istToday } from '@instamg/shared/domain/india-time';
import { APPWRITE_ENDPOINT, seedCredentials } from '../auth/auth-helpers';
import { RX_VERIFICATION, keyClient } from '../store-panel/rx-fixtures';

const DB = 'instamg';

/** A client acting as the user (a server-made session, as SSR signs in). */
async function clientOf(userId: string): Promise<Client> {
  const session = await new Users(keyClient()).createSession({ userId });
  return new Client()
    .setEndpoint(APPWRITE_ENDPOINT())
    .setProject(seedCredentials().projectId)
    .setSession(Buffer.from(JSON.stringify({ id: userId, secret: session.secret })).toString('base64'));
}

async function execute(client: Client, functionId: string, body: unknown): Promise<Record<string, unknown>> {
  const execution = await new Functions(client).createExecution({ functionId, body: JSON.stringify(body) });
  const reply = JSON.parse(execution.responseBody || '{}') as Record<string, unknown>;
  if (execution.responseStatusCode >= 300)
    throw new Error(`${functionId} ${execution.responseStatusCode}: ${execution.responseBody}`);
  return reply;
}

/** A 1×1 PNG with this run's bytes appended (a PNG reader ignores them): a file no other run uploads. */
const pngOf = (tag: string) =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
    Buffer.from(tag),
  ]);

export interface VerifiedDuplicate {
  orderId: string;
  prescriptionId: string;
  fileName: string;
  pharmacist: { name: string; council: string; number: string };
}

export async function verifiedDuplicatePrescription(): Promise<VerifiedDuplicate> {
  const key = keyClient();
  const tablesDB = new TablesDB(key);
  const users = new Users(key);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const storeId = seedCredentials().stores.demo;
  const store = await tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: storeId });
  const team = store.team_id as string;

  // The customer uploads one file twice and registers both uploads.
  const customer = await users.create({
    userId: ID.unique(),
    email: `rx-audit.${tag}@instamg.test`,
    password: `Rx-audit-${tag}`,
    name: `Customer ${tag}`,
  });
  const asCustomer = await clientOf(customer.$id);
  const fileName = `rx-audit-${tag}.png`;
  const issued_on = addDays(istToday(new Date()), -4);
  const submit = async () => {
    const file = await new Storage(asCustomer).createFile({
      bucketId: 'prescriptions',
      fileId: ID.unique(),
      file: InputFile.fromBuffer(pngOf(tag), fileName),
    });
    const reply = await execute(asCustomer, 'order-state', {
      action: 'submit_prescription',
      file_id: file.$id,
      issued_on,
    });
    return reply.prescription as { $id: string; file_id: string; $permissions: string[] };
  };
  await submit();
  const prescription = await submit();

  // A paid order at the demo store with that prescription, shared with the store's team (as place-order does).
  const orderId = ID.unique();
  const readers = [`read("user:${customer.$id}")`, `read("team:${team}")`];
  await tablesDB.updateRow({
    databaseId: DB,
    tableId: 'prescriptions',
    rowId: prescription.$id,
    data: { order_id: orderId, store_id: storeId },
    permissions: readers,
  });
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'orders',
    rowId: orderId,
    permissions: readers,
    data: {
      customer_id: customer.$id,
      store_id: storeId,
      store_team_id: team,
      store_name: store.name,
      store_licence: store.drug_license_number,
      store_gstin: store.gstin,
      status: 'placed',
      payment_status: 'paid',
      paid_at: new Date().toISOString(),
      delivery_mode: 'standard',
      address_name: 'Home',
      address_line1: '12 Janpath',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110001',
      latitude: 28.6315,
      longitude: 77.2167,
      distance_km: 1.2,
      item_count: 1,
      items_mrp_total: 110,
      items_total: 99,
      discount: 0,
      delivery_fee: 0,
      gst_total: 4.71,
      total: 99,
      placed_total: 99,
      currency: 'INR',
      prescription_id: prescription.$id,
      rx_status: 'pending',
      payment_gateway: 'local',
    },
  });
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'order_items',
    rowId: ID.unique(),
    permissions: readers,
    data: {
      order_id: orderId,
      product_id: `rx-audit-${tag}`.slice(0, 36),
      inventory_id: `inv-${tag}`,
      batch: 'E2E-RXA',
      product_name: `Azithromycin E2E ${tag} 500 Tablet`,
      pack_size: 'strip of 3 tablets',
      schedule: 'H1',
      rx_required: true,
      hsn: '3004',
      quantity: 1,
      mrp: 110,
      unit_price: 99,
      line_total: 99,
      gst_rate: 5,
      gst_amount: 4.71,
    },
  });

  // A registered pharmacist of this run at the demo store verifies it.
  const pharmacist = {
    name: `Pharmacist ${tag}`,
    council: 'Delhi Pharmacy Council',
    number: `DPC/AUD/${tag}`.toUpperCase(),
  };
  const person = await users.create({
    userId: ID.unique(),
    email: `rx-audit-pharmacist.${tag}@instamg.test`,
    password: `Rx-pharm-${tag}`,
    name: pharmacist.name,
  });
  await new Teams(key).createMembership({ teamId: team, roles: ['pharmacist'], userId: person.$id });
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_pharmacists',
    rowId: ID.unique(),
    permissions: [`read("user:${person.$id}")`, `read("team:${team}")`],
    data: {
      user_id: person.$id,
      store_id: storeId,
      name: pharmacist.name,
      pharmacy_council: pharmacist.council,
      registration_number: pharmacist.number,
      confirmed_by: seedCredentials().users.admin.id,
      confirmed_at: new Date().toISOString(),
      is_active: true,
    },
  });
  await execute(await clientOf(person.$id), 'order-state', {
    action: 'verify_prescription',
    order_id: orderId,
    // The checklist and record every verification carries (issue 32).
    ...RX_VERIFICATION,
  });
  return { orderId, prescriptionId: prescription.$id, fileName, pharmacist };
}

/** A shown testimonial of this run (the home page lists the newest approved ones). */
export async function fixtureTestimonial(): Promise<{ id: string; name: string }> {
  const name = `Reviewer ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const row = await new TablesDB(keyClient()).createRow({
    databaseId: DB,
    tableId: 'testimonials',
    rowId: ID.unique(),
    data: { name, city: 'Nagpur', rating: 5, text: 'The pharmacist checked my prescription within minutes.' },
  });
  return { id: row.$id, name };
}
