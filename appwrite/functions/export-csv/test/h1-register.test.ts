// The Schedule H1 register (issue 15 §5) through the real web SDK against the dev server: store A's
// registered pharmacist verifies an H1 order with the checklist and what they copied from the
// prescription; the register export (export-csv `h1_register`) has the line for a member of store A,
// and refuses another store's staff, a platform admin who is not a member and the customer. The
// prescription file is readable by store A's team and not by store B's.
import { ID, Permission, Role } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  STORES,
  buildMarketplace,
  deliverOrder,
  orderRow,
  prescriptionOf,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, pay } from '../../order-state/test/sdk-orders.ts';
import { downloadExport, exportStatus, startH1RegisterExport, type ExportStatus } from '@instamg/shared/grid/grid-data';
import { RX_CHECKLIST } from '@instamg/shared/domain/rx-review';
import { addDays, istToday } from '@instamg/shared/domain/india-time';

const H1 = { $id: 'p-h1', name: 'Zifi 200 Tablet', inventory: 'inv-a-h1', batch: 'H1-B7' };
const CHECKLIST = Object.fromEntries(RX_CHECKLIST.map(({ key }) => [key, true]));
const RECORD = {
  patient_name: 'Asha Verma',
  prescriber_name: 'Dr R. Iyer',
  prescriber_registration: 'DMC-44120',
  prescriber_address: '4 Ring Road, New Delhi',
};
// The register's days are India's: today and a year ago there (the CSV writes times at +05:30).
const TODAY = istToday(new Date());
const LAST_YEAR = addDays(TODAY, -365);

let t: TestServer;
let m: Marketplace;

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'h1register');
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'products',
    rowId: H1.$id,
    data: {
      name: H1.name,
      slug: H1.$id,
      salt_composition: 'Cefixime 200mg',
      salt_key: 'cefixime 200mg',
      strength: '200mg',
      dosage_form: 'Tablet',
      pack_size: 'strip of 10 tablets',
      manufacturer: 'Test Labs',
      mrp: 110,
      price: 110,
      schedule: 'H1',
      rx_required: true,
      gst_rate: 5,
      hsn: '3004',
      category_id: 'cat-test',
      is_active: true,
    },
  });
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_inventory',
    rowId: H1.inventory,
    data: {
      store_id: STORES.A.id,
      product_id: H1.$id,
      batch: H1.batch,
      expiry: new Date(Date.now() + 400 * 86400_000).toISOString(),
      stock: 50,
      selling_price: 99,
      mrp: 110,
    },
  });
  // The panel's members: a store_admins row each (SPEC §2), readable by its own user.
  const member = (who: SignedInUser, storeId: string, role: string) => ({
    $id: ID.unique(),
    $permissions: [Permission.read(Role.user(who.user.$id))],
    user_id: who.user.$id,
    store_id: storeId,
    role,
  });
  await m.tablesDB.createRows({
    databaseId: DB,
    tableId: 'store_admins',
    rows: [
      member(m.staffA, STORES.A.id, 'staff'),
      member(m.pharmacistA, STORES.A.id, 'staff'),
      member(m.staffB, STORES.B.id, 'owner'),
    ],
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** A paid H1 order at store A with a pending prescription. */
async function paidH1Order(): Promise<string> {
  const prescription_id = await prescriptionOf(m.tablesDB, m.customer.user.$id, 'pending');
  const placed = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    items: [{ product_id: H1.$id, quantity: 2 }],
    prescription_id,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.order.$id as string;
  await pay(t, m, id);
  return id;
}

async function registerCsv(who: SignedInUser, from = LAST_YEAR, to = TODAY): Promise<string> {
  const executionId = await startH1RegisterExport(who.functions, STORES.A.id, { from, to });
  let status: ExportStatus = { state: 'running' };
  for (let polls = 0; status.state === 'running' && polls < 120; polls++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = await exportStatus(who.functions, executionId);
  }
  expect(status).toEqual({ state: 'ready', fileId: executionId });
  return Buffer.from(await downloadExport(who.client, who.storage, executionId)).toString('utf8');
}

const exportAs = (who: SignedInUser, body: Record<string, unknown>) =>
  run(who, 'export-csv', { kind: 'h1_register', store_id: STORES.A.id, from: LAST_YEAR, to: TODAY, ...body });

describe('verifying with the checklist and the record', () => {
  it('refuses an incomplete checklist or a record without the prescriber, changing nothing', async () => {
    const id = await paidH1Order();
    const incomplete = await act(m.pharmacistA, id, 'verify_prescription', {
      checklist: { ...CHECKLIST, signature: false },
      record: RECORD,
    });
    expect(incomplete).toMatchObject({ status: 400, body: { code: 'checklist_incomplete' } });
    const noPrescriber = await act(m.pharmacistA, id, 'verify_prescription', {
      checklist: CHECKLIST,
      record: { ...RECORD, prescriber_name: ' ' },
    });
    expect(noPrescriber).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    expect((await orderRow(m.tablesDB, id)).rx_status).toBe('pending');
  });

  it("records the patient and prescriber on the verification with the pharmacist's registration", async () => {
    const id = await paidH1Order();
    const verified = await act(m.pharmacistA, id, 'verify_prescription', { checklist: CHECKLIST, record: RECORD });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const row = await m.tablesDB.getRow({
      databaseId: DB,
      tableId: 'prescription_verifications',
      rowId: verified.body.order.rx_verification_id as string,
    });
    expect(row).toMatchObject({ ...RECORD, decision: 'verified', pharmacist_name: 'Pharmacist A' });
    expect(row.registration_number).toEqual(expect.any(String));
  });
});

// Security round 3 (issue 32): the register is the store's legal record of supplies (Drugs Rules,
// Schedule H1: date, patient, prescriber, drug, quantity), so a verification carries the checklist
// and the record server-side, and only an order actually delivered is a supply.
describe('Schedule H1 register: required checklist and record, supplies actually delivered', () => {
  it('refuses a verification through the API without the checklist or without the record', async () => {
    const id = await paidH1Order();
    const bare = await act(m.pharmacistA, id, 'verify_prescription');
    expect([bare.status, bare.body.code]).toEqual([400, 'checklist_incomplete']);
    const noRecord = await act(m.pharmacistA, id, 'verify_prescription', { checklist: CHECKLIST });
    expect([noRecord.status, noRecord.body.code]).toEqual([400, 'invalid_input']);
    const noPatient = await act(m.pharmacistA, id, 'verify_prescription', {
      checklist: CHECKLIST,
      record: { ...RECORD, patient_name: undefined },
    });
    expect([noPatient.status, noPatient.body.code]).toEqual([400, 'invalid_input']);
    expect((await orderRow(m.tablesDB, id)).rx_status).toBe('pending');
  });

  it('lists a verified order once it is delivered, never one verified and then cancelled', async () => {
    const delivered = await paidH1Order();
    const cancelled = await paidH1Order();
    for (const id of [delivered, cancelled])
      expect(
        (await act(m.pharmacistA, id, 'verify_prescription', { checklist: CHECKLIST, record: RECORD })).status,
      ).toBe(200);
    // Verified, not yet supplied: not in the register.
    expect(await registerCsv(m.staffA)).not.toContain(delivered);
    expect((await act(m.staffA, cancelled, 'cancel', { reason: 'Customer no longer needs it' })).status).toBe(200);
    const supplied = await deliverOrder(m, m.staffA, delivered);
    expect(supplied.status, JSON.stringify(supplied.body)).toBe(200);
    const csv = await registerCsv(m.staffA);
    expect(csv).toContain(delivered);
    expect(csv).not.toContain(cancelled);
  });
});

describe('the H1 register export', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await paidH1Order();
    const verified = await act(m.pharmacistA, orderId, 'verify_prescription', { checklist: CHECKLIST, record: RECORD });
    expect(verified.status).toBe(200);
    // The register lists supplies: the order is delivered.
    expect((await deliverOrder(m, m.staffA, orderId)).status).toBe(200);
  });

  it("gives a member of the store (not only the pharmacist) the register's H1 lines as CSV", async () => {
    const csv = await registerCsv(m.staffA);
    const lines = csv.slice(1).split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('"Date","Order","Patient","Prescriber","Drug","Batch","Quantity","Verified by"');
    const line = lines.find((l) => l.includes(`,"${orderId}",`));
    expect(line).toMatch(
      new RegExp(
        `^"${TODAY}T[^,]+","${orderId}","Asha Verma","Dr R\\. Iyer \\(DMC-44120\\), 4 Ring Road, New Delhi","Zifi 200 Tablet \\(strip of 10 tablets\\)","${H1.batch}",2,"Pharmacist A \\(`,
      ),
    );
  });

  it('has nothing for a range before the verification', async () => {
    const csv = await registerCsv(m.pharmacistA, LAST_YEAR, LAST_YEAR);
    expect(csv.slice(1).split('\r\n').slice(0, -1)).toHaveLength(1);
  });

  it("refuses another store's staff, a platform admin who is not a member, and the customer", async () => {
    for (const who of [m.staffB, m.admin, m.customer]) {
      expect(await exportAs(who, {}), who.user.name).toMatchObject({
        status: 403,
        body: { code: 'store_members_only' },
      });
    }
  });

  it('refuses a bad range or store id', async () => {
    expect(await exportAs(m.staffA, { from: TODAY, to: LAST_YEAR })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    expect(await exportAs(m.staffA, { from: '2020-01-01' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    expect(await exportAs(m.staffA, { store_id: '../x' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
  });
});

describe("the prescription file in the queue's viewer", () => {
  it("is readable by the store's team through the view URL, and not by another store", async () => {
    const id = await paidH1Order();
    const order = await orderRow(m.tablesDB, id);
    const prescription = await m.tablesDB.getRow({
      databaseId: DB,
      tableId: 'prescriptions',
      rowId: order.prescription_id as string,
    });
    const view = (who: SignedInUser) =>
      who.client.call(
        'get',
        new URL(who.storage.getFileView({ bucketId: 'prescriptions', fileId: prescription.file_id as string })),
        {},
        {},
        'arrayBuffer',
      ) as Promise<ArrayBuffer>;
    expect(
      Buffer.from(await view(m.staffA))
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    await expect(view(m.staffB)).rejects.toMatchObject({ code: 404 });
  });
});

// Issue 36: an order built from a prescription photo is verified by the pharmacist who priced it,
// so its H1 lines reach the register with that pharmacist, the prescriber and the patient the
// pharmacist recorded while pricing (required for a cart with an H1 line).
describe('an order from a prescription photo in the H1 register', () => {
  it('lists its H1 line with the prescriber, the patient and the pricing pharmacist (name + registration)', async () => {
    const file = await m.customer.storage.createFile({
      bucketId: 'rx_request_files',
      fileId: ID.unique(),
      file: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'rx.jpg', { type: 'image/jpeg' }),
    });
    const submitted = await run(m.customer, 'rx-requests', {
      action: 'submit',
      file_ids: [file.$id],
      address_id: m.addressId,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const requestId = submitted.body.request.$id as string;
    expect(submitted.body.request.store_id).toBe(STORES.A.id);
    const price = {
      action: 'price',
      request_id: requestId,
      lines: [{ product_id: H1.$id, quantity: 2, units_per_day: 2, days: 5 }],
      prescriber_name: RECORD.prescriber_name,
      prescriber_registration: RECORD.prescriber_registration,
      issued_on: addDays(TODAY, -2),
    };
    // An H1 cart names its patient, as the register needs.
    const nameless = await run(m.pharmacistA, 'rx-requests', price);
    expect([nameless.status, nameless.body.code]).toEqual([400, 'invalid_input']);
    const priced = await run(m.pharmacistA, 'rx-requests', { ...price, patient_name: 'Ravi Kumar' });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const registration = priced.body.request.pharmacist_registration as string;
    expect(registration).toEqual(expect.any(String));
    const checkout = await run(m.customer, 'rx-requests', {
      action: 'checkout',
      request_id: requestId,
      lines: [{ product_id: H1.$id, quantity: 2 }],
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const orderId = checkout.body.order.$id as string;
    expect(checkout.body.order.rx_status).toBe('verified');
    await pay(t, m, orderId);
    // Not a supply until delivered.
    expect(await registerCsv(m.staffA)).not.toContain(orderId);
    expect((await deliverOrder(m, m.staffA, orderId)).status).toBe(200);
    const line = (await registerCsv(m.staffA)).split('\r\n').find((l) => l.includes(`,"${orderId}",`));
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(line).toMatch(
      new RegExp(
        `^"${TODAY}T[^,]+","${orderId}","Ravi Kumar","Dr R\\. Iyer \\(DMC-44120\\)","Zifi 200 Tablet \\(strip of 10 tablets\\)","${H1.batch}",2,"Pharmacist A \\(${escaped(registration)}\\)"$`,
      ),
    );
    // Eight executions end to end (submit, price twice, checkout, payment, delivery): 20 s on a loaded machine.
  }, 60_000);
});
