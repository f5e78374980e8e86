import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Query, Teams, type Models } from 'node-appwrite';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  STORES,
  buildMarketplace,
  deliverOrder,
  eventsOf,
  orderRow,
  pickupSlot,
  returnLinesOf,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, pay, waitForOrder } from './sdk-orders.ts';

/**
 * Returns as the policy says (issue 16 §6), through the web SDK against the dev server: the
 * customer reports items per line within their window (24 h for medicines, 7 days for unopened
 * non-medicinal products; never a non-returnable product); the store's owner/admin/manager (not
 * staff, not another store) asks for photos, approves, schedules the pickup, marks it collected and
 * verifies some items; only those are refunded, through the gateway, never above what was paid.
 * Who reads the return row and its photos. The clock: delivered_at moved back with the API key.
 */

let t: TestServer;
let m: Marketplace;
let managerA: SignedInUser;

const NON_MEDICINAL = {
  $id: 'p-thermo',
  name: 'Digital Thermometer',
  medicinal: false,
  non_returnable: null,
  inventory: 'inv-a-thermo',
};
const COLD = {
  $id: 'p-cold',
  name: 'Insulin Pen',
  medicinal: true,
  non_returnable: 'temperature_controlled',
  inventory: 'inv-a-cold',
};

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'returns');
  managerA = await signUpAndSignIn(t, {
    email: 'managera.returns@instamg.test',
    password: 'correct horse battery',
    name: 'Manager A',
  });
  await new Teams(t.serverClient()).createMembership({
    teamId: teamOf(STORES.A.id),
    roles: ['manager'],
    userId: managerA.user.$id,
  });
  const expiry = new Date(Date.now() + 400 * 86400_000).toISOString();
  for (const p of [NON_MEDICINAL, COLD]) {
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'products',
      rowId: p.$id,
      data: {
        name: p.name,
        slug: p.$id,
        salt_composition: p.name,
        salt_key: p.name.toLowerCase(),
        dosage_form: 'Device',
        pack_size: '1 unit',
        manufacturer: 'Test Labs',
        mrp: 300,
        price: 300,
        schedule: 'none',
        rx_required: false,
        gst_rate: 12,
        hsn: '9025',
        category_id: 'cat-test',
        is_active: true,
        medicinal: p.medicinal,
        non_returnable: p.non_returnable,
      },
    });
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'store_inventory',
      rowId: p.inventory,
      data: {
        store_id: STORES.A.id,
        product_id: p.$id,
        batch: 'T1',
        expiry,
        stock: 100,
        selling_price: 250,
        mrp: 300,
      },
    });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A paid order of `items` at store A, taken to delivered by its staff. */
async function delivered(items: Array<{ product_id: string; quantity: number }>): Promise<string> {
  const placed = await run(m.customer, 'place-order', { address_id: m.addressId, delivery_mode: 'standard', items });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.order.$id as string;
  await pay(t, m, id);
  const r = await deliverOrder(m, m.staffA, id);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return id;
}

/** Moves the delivery back in time (the functions read delivered_at; the API key writes it, as a test clock). */
async function deliveredAgo(id: string, ms: number): Promise<void> {
  await m.tablesDB.updateRow({
    databaseId: DB,
    tableId: 'orders',
    rowId: id,
    data: { delivered_at: new Date(Date.now() - ms).toISOString() },
  });
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;

async function returnRowsSeenBy(who: SignedInUser, orderId: string): Promise<number> {
  const page = await who.tablesDB.listRows({
    databaseId: DB,
    tableId: 'refund_requests',
    queries: [Query.equal('order_id', orderId)],
  });
  return page.total;
}

async function photoReadable(who: SignedInUser, fileId: string): Promise<boolean> {
  return who.storage
    .getFile({ bucketId: 'problem_photos', fileId })
    .then(() => true)
    .catch(() => false);
}

describe('returns (issue 16 §6)', () => {
  it('report one damaged unit → photos asked and added → approved → pickup → collected → verified → only that unit refunded', async () => {
    const id = await delivered([{ product_id: 'p-otc', quantity: 2 }]);
    const [line] = await returnLinesOf(m.tablesDB, id);
    const item = await m.tablesDB.getRow<Models.DefaultRow & { unit_price: number }>({
      databaseId: DB,
      tableId: 'order_items',
      rowId: line!.item_id,
    });

    // Per line: more than was delivered, a reason a medicine cannot have, or nothing is refused.
    const tooMany = await act(m.customer, id, 'report_problem', { lines: [{ ...line, quantity: 3 }] });
    expect(tooMany.body.code).toBe('invalid_input');
    const unopened = await act(m.customer, id, 'report_problem', { lines: [{ ...line, reason: 'unopened' }] });
    expect([unopened.status, unopened.body.code]).toEqual([422, 'return_reason_not_allowed']);
    const reported = await act(m.customer, id, 'report_problem', {
      lines: [{ ...line, quantity: 1 }],
      reason: 'The strip was crushed',
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    expect(reported.body.refund_request).toMatchObject({ status: 'open', amount: item.unit_price });
    // The order carries the return's step, so pages following the order over Realtime see it.
    expect(reported.body.order).toMatchObject({ return_status: 'open' });

    // Who reads the return: the customer, the store's team, admins; not another customer or another store.
    expect(await returnRowsSeenBy(m.customer, id)).toBe(1);
    expect(await returnRowsSeenBy(m.staffA, id)).toBe(1);
    expect(await returnRowsSeenBy(m.admin, id)).toBe(1);
    expect(await returnRowsSeenBy(m.otherCustomer, id)).toBe(0);
    expect(await returnRowsSeenBy(m.staffB, id)).toBe(0);

    // Who decides: the store's owner/admin/manager or an admin; not staff, not another store, not the customer.
    expect((await act(m.staffA, id, 'approve_refund')).body.code).toBe('return_reviewer_required');
    expect((await act(m.pharmacistA, id, 'approve_refund')).body.code).toBe('return_reviewer_required');
    expect((await act(m.staffB, id, 'approve_refund')).status).toBe(404);
    expect((await act(m.otherCustomer, id, 'approve_refund')).status).toBe(404);
    expect((await act(m.customer, id, 'approve_refund')).status).toBe(403);
    expect((await act(managerA, id, 'return_collected')).body.code).toBe('return_step_not_allowed');

    // Photos asked for (with what to photograph), then added by the customer only.
    expect((await act(managerA, id, 'request_return_photos')).body.code).toBe('reason_required');
    const asked = await act(managerA, id, 'request_return_photos', { reason: 'Both sides of the strip, please' });
    expect(asked.body.refund_request).toMatchObject({ status: 'photos_requested' });
    const photo = (
      await m.customer.storage.createFile({
        bucketId: 'problem_photos',
        fileId: 'unique()',
        file: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'strip.jpg', { type: 'image/jpeg' }),
      })
    ).$id;
    expect(await photoReadable(m.staffA, photo)).toBe(false);
    expect((await act(m.otherCustomer, id, 'add_return_photos', { photo_file_ids: [photo] })).status).toBe(404);
    expect((await act(m.staffA, id, 'add_return_photos', { photo_file_ids: [photo] })).status).toBe(403);
    const added = await act(m.customer, id, 'add_return_photos', { photo_file_ids: [photo] });
    expect(added.body.refund_request).toMatchObject({ status: 'open', photo_file_ids: [photo] });
    expect(await photoReadable(m.staffA, photo)).toBe(true);
    expect(await photoReadable(m.staffB, photo)).toBe(false);
    expect(await photoReadable(m.otherCustomer, photo)).toBe(false);

    expect((await act(managerA, id, 'approve_refund')).body.refund_request).toMatchObject({ status: 'approved' });
    const badSlot = await act(managerA, id, 'schedule_return_pickup', {
      slot: { start: new Date(Date.now() + 2 * HOUR).toISOString(), end: new Date(Date.now() + HOUR).toISOString() },
    });
    expect(badSlot.body.code).toBe('pickup_slot_invalid');
    const slot = pickupSlot();
    const scheduled = await act(managerA, id, 'schedule_return_pickup', { slot });
    expect(scheduled.body.refund_request).toMatchObject({ status: 'pickup_scheduled' });
    expect(Date.parse(scheduled.body.refund_request.pickup_start)).toBe(Date.parse(slot.start));
    expect((await act(managerA, id, 'return_collected')).body.refund_request).toMatchObject({ status: 'collected' });

    // Verify: more than reported is refused; the accepted unit is refunded as a partial refund.
    const over = await act(managerA, id, 'verify_return', { accepted: [{ item_id: line!.item_id, quantity: 2 }] });
    expect(over.body.code).toBe('invalid_input');
    const verified = await act(managerA, id, 'verify_return', { accepted: [{ item_id: line!.item_id, quantity: 1 }] });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.refund).toBe('started');
    expect(verified.body.order).toMatchObject({ return_status: 'verified' });
    expect(verified.body.refund_request).toMatchObject({
      status: 'verified',
      refund_amount: item.unit_price,
      refund_id: `rf_${id}_r1`,
    });
    // Once: verifying again is refused and starts nothing.
    expect(
      (await act(managerA, id, 'verify_return', { accepted: [{ item_id: line!.item_id, quantity: 1 }] })).body.code,
    ).toBe('return_step_not_allowed');

    const settled = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect(settled).toMatchObject({
      status: 'delivered',
      payment_status: 'paid',
      refund_id: `rf_${id}_r1`,
      refund_amount: item.unit_price,
      refunded_paise: Math.round(item.unit_price * 100),
      return_status: 'refunded',
    });
    const ret = (
      await m.customer.tablesDB.listRows({
        databaseId: DB,
        tableId: 'refund_requests',
        queries: [Query.equal('order_id', id)],
      })
    ).rows[0];
    expect(ret).toMatchObject({ status: 'refunded' });
    const types = (await eventsOf(m.tablesDB, id)).map((e) => e.type as string);
    for (const step of [
      'problem_reported',
      'return_photos_requested',
      'return_photos_added',
      'return_approved',
      'return_pickup_scheduled',
      'return_collected',
      'return_verified',
      'refund_started',
      'refund_succeeded',
    ])
      expect(types, step).toContain(step);
  });

  it('return windows: a medicine at 23 h 59 min accepted, at 24 h 1 min refused', async () => {
    const ok = await delivered([{ product_id: 'p-otc', quantity: 1 }]);
    await deliveredAgo(ok, 23 * HOUR + 59 * MIN);
    expect((await act(m.customer, ok, 'report_problem', { lines: await returnLinesOf(m.tablesDB, ok) })).status).toBe(
      200,
    );
    const late = await delivered([{ product_id: 'p-otc', quantity: 1 }]);
    await deliveredAgo(late, 24 * HOUR + MIN);
    const refused = await act(m.customer, late, 'report_problem', { lines: await returnLinesOf(m.tablesDB, late) });
    expect([refused.status, refused.body.code]).toEqual([422, 'return_window_closed']);
  });

  it('an unopened non-medicinal product: day 6 accepted, day 8 refused; a non-returnable product never', async () => {
    const day6 = await delivered([{ product_id: NON_MEDICINAL.$id, quantity: 1 }]);
    await deliveredAgo(day6, 6 * DAY);
    const accepted = await act(m.customer, day6, 'report_problem', {
      lines: await returnLinesOf(m.tablesDB, day6, 'unopened'),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const day8 = await delivered([{ product_id: NON_MEDICINAL.$id, quantity: 1 }]);
    await deliveredAgo(day8, 8 * DAY);
    const refused = await act(m.customer, day8, 'report_problem', {
      lines: await returnLinesOf(m.tablesDB, day8, 'unopened'),
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'return_window_closed']);

    const cold = await delivered([{ product_id: COLD.$id, quantity: 1 }]);
    const never = await act(m.customer, cold, 'report_problem', { lines: await returnLinesOf(m.tablesDB, cold) });
    expect([never.status, never.body.code, never.body.message]).toEqual([
      422,
      'not_returnable',
      'Insulin Pen cannot be returned.',
    ]);
    expect(await returnRowsSeenBy(m.customer, cold)).toBe(0);
    expect((await orderRow(m.tablesDB, cold)).status).toBe('delivered');
  });
});
