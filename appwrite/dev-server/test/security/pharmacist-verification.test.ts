import { ID, Query, Teams, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import {
  DB,
  PRODUCTS,
  STORES,
  buildMarketplace,
  orderRow,
  prescriptionOf,
  registerPharmacist,
  run,
  type Marketplace,
  RX_VERIFICATION,
} from '../orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../web-client.ts';
import { pay } from '../../../functions/order-state/test/sdk-orders.ts';

/**
 * Issue 14 §6, through the real SDKs and functions: only a registered pharmacist of the order's
 * store verifies its prescription (team role `pharmacist` AND an active store_pharmacists row; not
 * an owner by role alone, not a platform admin); the verification belongs to that order, store and
 * Rx lines and names the pharmacist; a reused prescription needs a new verification; a prescription
 * past its validity (settings.prescription_validity_months from its issue date) is refused.
 */
let t: TestServer;
let m: Marketplace;
let ownerA: SignedInUser;
let rolePharmacistA: SignedInUser;
let retiredPharmacistA: SignedInUser;
let pharmacistB: SignedInUser;

const MONTH_MS = 30.5 * 86400_000;
const monthsAgo = (months: number) => new Date(Date.now() - months * MONTH_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'rx');
  const teams = new Teams(t.serverClient());
  const person = (name: string) =>
    signUpAndSignIn(t, { email: `${name}.rx@instamg.test`, password: 'correct horse battery', name });
  ownerA = await person('ownera');
  rolePharmacistA = await person('rolepharmacista');
  retiredPharmacistA = await person('retiredpharmacista');
  pharmacistB = await person('pharmacistb');
  const teamA = m.teamIds.A;
  await teams.createMembership({ teamId: teamA, roles: ['owner'], userId: ownerA.user.$id });
  // The role alone, without a registration a platform admin confirmed.
  await teams.createMembership({ teamId: teamA, roles: ['pharmacist'], userId: rolePharmacistA.user.$id });
  await teams.createMembership({ teamId: teamA, roles: ['pharmacist'], userId: retiredPharmacistA.user.$id });
  await registerPharmacist(m.tablesDB, retiredPharmacistA.user.$id, STORES.A.id, { is_active: false });
  // A registered pharmacist, of another store.
  await teams.createMembership({ teamId: m.teamIds.B, roles: ['pharmacist'], userId: pharmacistB.user.$id });
  await registerPharmacist(m.tablesDB, pharmacistB.user.$id, STORES.B.id);
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const act = (who: SignedInUser, order_id: string, action: string, extra: Record<string, unknown> = {}) =>
  run(who, 'order-state', { action, order_id, ...extra });

async function rxOrder(prescriptionId: string, quantity = 2): Promise<Models.DefaultRow> {
  const reply = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    store_id: STORES.A.id,
    prescription_id: prescriptionId,
    items: [
      { product_id: PRODUCTS.h.$id, quantity },
      { product_id: PRODUCTS.otc.$id, quantity: 1 },
    ],
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  // Paid, so the store's team (and its pharmacist) can see it (issue 32: team read once paid).
  const id = (reply.body.order as Models.DefaultRow).$id;
  await pay(t, m, id);
  return (await orderRow(m.tablesDB, id)) as unknown as Models.DefaultRow;
}

const verificationsOf = async (orderId: string) =>
  (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'prescription_verifications',
      queries: [Query.equal('order_id', orderId)],
    })
  ).rows;

describe('only a registered pharmacist of the store verifies a prescription', () => {
  it('owner by role, pharmacist role without (or with a retired) registration, platform admin: 403; another store’s pharmacist: 404', async () => {
    const order = await rxOrder(await prescriptionOf(m.tablesDB, m.customer.user.$id, 'pending'));
    for (const who of [ownerA, rolePharmacistA, retiredPharmacistA, m.admin, m.staffA]) {
      const reply = await act(who, order.$id, 'verify_prescription', RX_VERIFICATION);
      expect(reply.status, who.user.name).toBe(403);
      expect(reply.body.message).toBe('Only a registered pharmacist of this store can verify prescriptions.');
      expect((await act(who, order.$id, 'reject_prescription', { reason: 'Illegible' })).status, who.user.name).toBe(
        403,
      );
    }
    expect((await act(pharmacistB, order.$id, 'verify_prescription', RX_VERIFICATION)).status).toBe(404);
    expect((await orderRow(m.tablesDB, order.$id)).rx_status).toBe('pending');
    expect(await verificationsOf(order.$id)).toEqual([]);
  });

  it('a verification is bound to the order, its store and Rx lines, and names the pharmacist, council number and time', async () => {
    const prescriptionId = await prescriptionOf(m.tablesDB, m.customer.user.$id, 'pending');
    const order = await rxOrder(prescriptionId, 3);
    const reply = await act(m.pharmacistA, order.$id, 'verify_prescription', RX_VERIFICATION);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [verification, ...more] = await verificationsOf(order.$id);
    expect(more).toEqual([]);
    expect(verification).toMatchObject({
      order_id: order.$id,
      store_id: STORES.A.id,
      prescription_id: prescriptionId,
      decision: 'verified',
      pharmacist_user_id: m.pharmacistA.user.$id,
      pharmacist_name: 'Pharmacist A',
      pharmacy_council: 'Delhi Pharmacy Council',
      registration_number: `DPC/${m.pharmacistA.user.$id}`,
    });
    expect(Date.now() - Date.parse(verification!.verified_at as string)).toBeLessThan(60_000);
    // Only the prescription lines (not the OTC one), with strength and quantity.
    expect(JSON.parse(verification!.lines as string)).toEqual([
      { product_id: PRODUCTS.h.$id, product_name: PRODUCTS.h.name, strength: null, quantity: 3 },
    ]);
    expect(await orderRow(m.tablesDB, order.$id)).toMatchObject({
      rx_status: 'verified',
      rx_verification_id: verification!.$id,
      rx_verified_by: m.pharmacistA.user.$id,
    });
    // The customer and the store's team read it; another store's people do not.
    await expect(
      m.customer.tablesDB.getRow({ databaseId: DB, tableId: 'prescription_verifications', rowId: verification!.$id }),
    ).resolves.toBeTruthy();
    await expect(
      m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'prescription_verifications', rowId: verification!.$id }),
    ).resolves.toBeTruthy();
    await expect(
      pharmacistB.tablesDB.getRow({ databaseId: DB, tableId: 'prescription_verifications', rowId: verification!.$id }),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('a prescription verified for one order needs a new verification on the next', async () => {
    const prescriptionId = await prescriptionOf(m.tablesDB, m.customer.user.$id, 'pending');
    const first = await rxOrder(prescriptionId);
    expect((await act(m.pharmacistA, first.$id, 'verify_prescription', RX_VERIFICATION)).status).toBe(200);
    const second = await rxOrder(prescriptionId);
    expect(second.rx_status).toBe('pending');
    expect((await act(m.staffA, second.$id, 'confirm')).status).toBe(409);
    // Attaching it to an order whose own prescription was rejected does not carry the old verification over either.
    const third = await rxOrder(await prescriptionOf(m.tablesDB, m.customer.user.$id, 'pending'));
    expect((await act(m.pharmacistA, third.$id, 'reject_prescription', { reason: 'Illegible' })).status).toBe(200);
    const attached = await act(m.customer, third.$id, 'attach_prescription', { prescription_id: prescriptionId });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.order.rx_status).toBe('pending');
  });
});

describe('a prescription carries its issue date and expires', () => {
  it('place-order refuses a prescription issued longer ago than settings.prescription_validity_months (6 by default)', async () => {
    const old = await prescriptionOf(m.tablesDB, m.customer.user.$id, 'pending', { issued_on: monthsAgo(7) });
    const reply = await run(m.customer, 'place-order', {
      address_id: m.addressId,
      delivery_mode: 'standard',
      prescription_id: old,
      items: [{ product_id: PRODUCTS.h.$id, quantity: 1 }],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('prescription_expired');
    const recent = await prescriptionOf(m.tablesDB, m.customer.user.$id, 'pending', { issued_on: monthsAgo(5) });
    expect(
      (
        await run(m.customer, 'place-order', {
          address_id: m.addressId,
          delivery_mode: 'standard',
          prescription_id: recent,
          items: [{ product_id: PRODUCTS.h.$id, quantity: 1 }],
        })
      ).status,
    ).toBe(201);
  });

  it('the validity is a setting', async () => {
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'settings',
      rowId: 'prescription_validity_months',
      data: { key: 'prescription_validity_months', value: '1' },
    });
    try {
      const twoMonths = await prescriptionOf(m.tablesDB, m.customer.user.$id, 'pending', { issued_on: monthsAgo(2) });
      const reply = await run(m.customer, 'place-order', {
        address_id: m.addressId,
        delivery_mode: 'standard',
        prescription_id: twoMonths,
        items: [{ product_id: PRODUCTS.h.$id, quantity: 1 }],
      });
      expect(reply.body.code).toBe('prescription_expired');
    } finally {
      await m.tablesDB.deleteRow({ databaseId: DB, tableId: 'settings', rowId: 'prescription_validity_months' });
    }
  });

  it('submit_prescription records the issue date, refusing a missing, future or expired one', async () => {
    const upload = async () =>
      (
        await m.customer.storage.createFile({
          bucketId: 'prescriptions',
          fileId: ID.unique(),
          file: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'rx.pdf', { type: 'application/pdf' }),
        })
      ).$id;
    const submit = async (issued_on?: string) =>
      run(m.customer, 'order-state', {
        action: 'submit_prescription',
        file_id: await upload(),
        ...(issued_on ? { issued_on } : {}),
      });
    expect((await submit()).status).toBe(400);
    expect((await submit(new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10))).status).toBe(400);
    expect((await submit(monthsAgo(7))).body.code).toBe('prescription_expired');
    const ok = await submit(monthsAgo(1));
    expect(ok.status).toBe(201);
    expect(ok.body.prescription.issued_on.slice(0, 10)).toBe(monthsAgo(1));
  });

  it('an expired prescription cannot be attached to a waiting order', async () => {
    const order = await rxOrder(await prescriptionOf(m.tablesDB, m.customer.user.$id, 'pending'));
    await act(m.pharmacistA, order.$id, 'reject_prescription', { reason: 'Illegible' });
    const old = await prescriptionOf(m.tablesDB, m.customer.user.$id, 'pending', { issued_on: monthsAgo(8) });
    expect((await act(m.customer, order.$id, 'attach_prescription', { prescription_id: old })).body.code).toBe(
      'prescription_expired',
    );
  });
});
