// Fixture orders for the prescriptions queue specs, made with the e2e dev server's API key as
// place-order and the payment webhook would leave them: a paid order at the demo store, waiting for
// acceptance, with one Schedule H1 line and a pending prescription (a PNG) shared with the store's
// team. Each call makes its own customer, product and order, so specs never share state.
import { ID, Storage, TablesDB, Users } from 'node-appwrite';
import { InputFile } from 'node-appwrite/file';
import { seedCredentials } from '../auth/auth-helpers';
import { keyClient } from '../support/key-client';
import { addDays, istToday } from '@instamg/shared/domain/india-time';
import { RX_CHECKLIST } from '@instamg/shared/domain/rx-review';

const DB = 'instamg';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export { keyClient };

export interface RxOrderFixture {
  orderId: string;
  /** Its order number, as place-order gives every order (year 2099: never one of place-order's counters). */
  orderNumber: string;
  productName: string;
  batch: string;
  fileName: string;
}

/** A paid H1 order at the demo store (or `storeId`) whose prescription waits for verification. */
export async function rxOrderAtDemoStore(
  label: string,
  storeId: string = seedCredentials().stores.demo,
): Promise<RxOrderFixture> {
  const client = keyClient();
  const tablesDB = new TablesDB(client);
  const store = await tablesDB.getRow({ databaseId: DB, tableId: 'stores', rowId: storeId });
  const team = store.team_id as string;
  const tag = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const customer = await new Users(client).create({
    userId: ID.unique(),
    email: `rx.${tag}@instamg.test`,
    password: `Rx-fixture-${tag}`,
    name: `Customer ${tag}`,
  });
  const productName = `Cefixime E2E ${tag} 200 Tablet`;
  const product = await tablesDB.createRow({
    databaseId: DB,
    tableId: 'products',
    rowId: ID.unique(),
    data: {
      name: productName,
      slug: `cefixime-e2e-${tag}`,
      salt_composition: 'Cefixime (200mg)',
      salt_key: 'cefixime 200mg',
      strength: '200mg',
      dosage_form: 'Tablet',
      pack_size: 'strip of 10 tablets',
      manufacturer: 'E2E Labs',
      mrp: 110,
      price: 110,
      schedule: 'H1',
      rx_required: true,
      gst_rate: 5,
      hsn: '3004',
      category_id: 'antibiotics',
      is_active: false,
    },
  });
  const readers = [`read("user:${customer.$id}")`, `read("team:${team}")`];
  const fileName = `rx-${tag}.png`;
  const file = await new Storage(client).createFile({
    bucketId: 'prescriptions',
    fileId: ID.unique(),
    file: InputFile.fromBuffer(PNG, fileName),
    permissions: [...readers, `update("user:${customer.$id}")`, `delete("user:${customer.$id}")`],
  });
  const orderId = ID.unique();
  const orderNumber = `IMG-2099-${String(Date.now() % 1e9).padStart(9, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const prescription = await tablesDB.createRow({
    databaseId: DB,
    tableId: 'prescriptions',
    rowId: ID.unique(),
    permissions: readers,
    data: {
      user_id: customer.$id,
      file_id: file.$id,
      file_name: fileName,
      status: 'pending',
      store_id: storeId,
      order_id: orderId,
      issued_on: `${addDays(istToday(new Date()), -5)}T00:00:00.000Z`,
    },
  });
  const now = new Date().toISOString();
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'orders',
    rowId: orderId,
    permissions: readers,
    data: {
      order_number: orderNumber,
      customer_id: customer.$id,
      store_id: storeId,
      store_team_id: team,
      store_name: store.name,
      store_licence: store.drug_license_number,
      store_gstin: store.gstin,
      status: 'placed',
      payment_status: 'paid',
      paid_at: now,
      delivery_mode: 'standard',
      address_name: 'Home',
      address_line1: '12 Janpath',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110001',
      latitude: 28.6315,
      longitude: 77.2167,
      distance_km: 1.2,
      item_count: 2,
      items_mrp_total: 220,
      items_total: 198,
      discount: 0,
      delivery_fee: 0,
      gst_total: 9.43,
      total: 198,
      placed_total: 198,
      currency: 'INR',
      prescription_id: prescription.$id,
      rx_status: 'pending',
      payment_gateway: 'local',
    },
  });
  const batch = `E2E-${tag.slice(-6).toUpperCase()}`;
  await tablesDB.createRow({
    databaseId: DB,
    tableId: 'order_items',
    rowId: ID.unique(),
    permissions: readers,
    data: {
      order_id: orderId,
      product_id: product.$id,
      inventory_id: `inv-${tag}`,
      batch,
      product_name: productName,
      pack_size: 'strip of 10 tablets',
      schedule: 'H1',
      rx_required: true,
      hsn: '3004',
      quantity: 2,
      mrp: 110,
      unit_price: 99,
      line_total: 198,
      gst_rate: 5,
      gst_amount: 9.43,
    },
  });
  return { orderId, orderNumber, productName, batch, fileName };
}

export async function orderOf(orderId: string) {
  return new TablesDB(keyClient()).getRow({ databaseId: DB, tableId: 'orders', rowId: orderId });
}

/**
 * The fixture order as the delivery step leaves it (status delivered, delivered_at now): the H1
 * register lists supplies only (issue 32), so an order shows there once it is delivered.
 */
export async function markSupplied(orderId: string): Promise<void> {
  await new TablesDB(keyClient()).updateRow({
    databaseId: DB,
    tableId: 'orders',
    rowId: orderId,
    data: { status: 'delivered', delivered_at: new Date().toISOString() },
  });
}

/** What a verification through the API carries (issue 32): the whole checklist and the record. */
export const RX_VERIFICATION = {
  checklist: Object.fromEntries(RX_CHECKLIST.map(({ key }) => [key, true])),
  record: {
    patient_name: 'Asha Verma',
    prescriber_name: 'Dr R. Iyer',
    prescriber_registration: 'DMC-44120',
    prescriber_address: '4 Ring Road, New Delhi',
  },
};
