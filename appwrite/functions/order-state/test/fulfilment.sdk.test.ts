import { Functions, Query } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  INVENTORY_A,
  PRODUCTS,
  STORES,
  TO_OUT_FOR_DELIVERY,
  buildMarketplace,
  deliveryCodeOf,
  eventsOf,
  orderRow,
  run,
  stockOf,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { Teams } from 'node-appwrite';
import { act, paidOrder, pay, placedOrder, waitForOrder } from './sdk-orders.ts';

/**
 * Fulfilment through the web SDK (issue 16): the FEFO batch placement reserves and the store's
 * pick, the delivery code (the store cannot read it; wrong tries are events and lock it; support
 * releases), the recipient's contact row (gone for the store after delivery), failed delivery →
 * redelivery with the fee, or cancellation with a refund less that fee; another store cannot act.
 */

let t: TestServer;
let m: Marketplace;
const PHONE = '+919812345678';
const day = 86400_000;
/** Extra OTC batches at store A: one under 3 months to expiry (never shipped), one earlier than A1 (FEFO's choice). */
const NEAR = 'inv-a-otc-near';
const SOONER = 'inv-a-otc-sooner';
const EXPIRED = 'inv-a-otc-expired';

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'fulfil');
  await m.users.updatePhone({ userId: m.customer.user.$id, number: PHONE });
  const base = { store_id: STORES.A.id, product_id: PRODUCTS.otc.$id, selling_price: 27.45, mrp: 30 };
  await m.tablesDB.createRows({
    databaseId: DB,
    tableId: 'store_inventory',
    rows: [
      { $id: NEAR, ...base, batch: 'NEAR', expiry: new Date(Date.now() + 60 * day).toISOString(), stock: 500 },
      { $id: SOONER, ...base, batch: 'SOON', expiry: new Date(Date.now() + 200 * day).toISOString(), stock: 500 },
      { $id: EXPIRED, ...base, batch: 'OLD', expiry: new Date(Date.now() - day).toISOString(), stock: 500 },
    ],
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ok = async (who: SignedInUser, id: string, action: string, extra: Record<string, unknown> = {}) => {
  const r = await act(who, id, action, extra);
  expect(r.status, `${action}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
};
const toOutForDelivery = async (id: string) => {
  for (const action of TO_OUT_FOR_DELIVERY) await ok(m.staffA, id, action);
};
const itemsOf = async (id: string) =>
  (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'order_items',
      queries: [],
    })
  ).rows.filter((r) => r.order_id === id);
const status = async (who: SignedInUser, tableId: string, rowId: string): Promise<number> =>
  who.tablesDB.getRow({ databaseId: DB, tableId, rowId }).then(
    () => 200,
    (err: { code?: number }) => err.code ?? 0,
  );

describe('FEFO batches', () => {
  it('placement reserves the earliest batch with ≥ 3 months left; the pick refuses near-expiry and expired batches and moves stock for another', async () => {
    const id = await paidOrder(t, m);
    const [item] = await itemsOf(id);
    // SOON (200 days) before A1 (400 days); NEAR (60 days) and OLD (expired) never.
    expect(item).toMatchObject({ inventory_id: SOONER, batch: 'SOON' });
    expect(item!.batch_expiry).toBeTruthy();
    await ok(m.staffA, id, 'confirm');
    await ok(m.staffA, id, 'start_processing');
    for (const [batch, code] of [
      [NEAR, 'batch_not_shippable'],
      [EXPIRED, 'batch_not_shippable'],
      [INVENTORY_A.h.id, 'invalid_input'],
    ] as const) {
      const r = await act(m.staffA, id, 'ready_for_pickup', { picks: [{ item_id: item!.$id, inventory_id: batch }] });
      expect([batch, r.status, r.body.code]).toEqual([batch, code === 'invalid_input' ? 400 : 422, code]);
    }
    expect((await orderRow(m.tablesDB, id)).status).toBe('processing');
    const [soonBefore, a1Before] = [await stockOf(m.tablesDB, SOONER), await stockOf(m.tablesDB, INVENTORY_A.otc.id)];
    await ok(m.staffA, id, 'ready_for_pickup', { picks: [{ item_id: item!.$id, inventory_id: INVENTORY_A.otc.id }] });
    const [picked] = await itemsOf(id);
    expect(picked).toMatchObject({ inventory_id: INVENTORY_A.otc.id, batch: 'A1' });
    expect(await stockOf(m.tablesDB, SOONER)).toBe(soonBefore + 1);
    expect(await stockOf(m.tablesDB, INVENTORY_A.otc.id)).toBe(a1Before - 1);
    const ledger = (await m.tablesDB.listRows({ databaseId: DB, tableId: 'stock_movements', queries: [] })).rows.filter(
      (r) => r.order_id === id,
    );
    expect(ledger.map((r) => [r.kind, r.batch, r.quantity_change])).toEqual(
      expect.arrayContaining([
        ['order_reserved', 'SOON', -1],
        ['order_reserved', 'A1', -1],
        ['order_released', 'SOON', 1],
      ]),
    );
  });
});

describe('delivery code', () => {
  it('only the customer reads it; the store needs it; each try is an event; 5 wrong lock it until support releases', async () => {
    const id = await paidOrder(t, m);
    await toOutForDelivery(id);
    const code = await deliveryCodeOf(m.customer, id);
    expect(code).toMatch(/^\d{4}$/);
    // Nobody on the store side (nor another customer, nor an admin) can read it or its hash.
    for (const who of [m.staffA, m.pharmacistA, m.staffB, m.otherCustomer, m.admin]) {
      expect(await status(who, 'delivery_codes', id)).toBe(404);
      expect(await status(who, 'delivery_code_checks', id)).toBe(404);
    }
    expect(await status(m.customer, 'delivery_code_checks', id)).toBe(404);
    const listed = await m.staffA.tablesDB.listRows({ databaseId: DB, tableId: 'delivery_codes', queries: [] });
    expect(listed.rows).toEqual([]);
    // The order row the store reads has no code column.
    const seen = await m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: id });
    expect(Object.keys(seen).filter((k) => k.startsWith('delivery_code'))).toEqual(['delivery_code_locked']);
    expect(Object.values(seen)).not.toContain(code);

    expect((await act(m.staffA, id, 'delivered')).body.code).toBe('delivery_code_required');
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i++) {
      const r = await act(m.staffA, id, 'delivered', { delivery_code: wrong });
      expect([r.status, r.body.code]).toEqual([422, 'delivery_code_wrong']);
    }
    const fifth = await act(m.staffA, id, 'delivered', { delivery_code: wrong });
    expect([fifth.status, fifth.body.code]).toEqual([409, 'delivery_code_locked']);
    expect((await act(m.staffA, id, 'delivered', { delivery_code: code })).body.code).toBe('delivery_code_locked');
    expect((await orderRow(m.tablesDB, id)).delivery_code_locked).toBe(true);
    expect((await act(m.staffA, id, 'release_delivery_code')).status).toBe(403);
    await ok(m.admin, id, 'release_delivery_code');
    expect((await orderRow(m.tablesDB, id)).delivery_code_locked).toBe(false);
    const done = await ok(m.staffA, id, 'delivered', { delivery_code: code });
    expect(done.order.status).toBe('delivered');
    const tries = (await eventsOf(m.tablesDB, id)).filter((e) => e.type === 'delivery_code_tried');
    expect(tries.map((e) => e.note)).toEqual([
      'wrong code (1 of 5)',
      'wrong code (2 of 5)',
      'wrong code (3 of 5)',
      'wrong code (4 of 5)',
      'wrong code (5 of 5); locked',
      'right code',
    ]);
    // The customer sees every try on the timeline.
    const visible = await m.customer.tablesDB.listRows({ databaseId: DB, tableId: 'order_events', queries: [] });
    expect(visible.rows.filter((e) => e.order_id === id && e.type === 'delivery_code_tried')).toHaveLength(6);
  });

  it('parallel wrong delivery codes: the attempt is counted before the code is evaluated, so at most 5 are ever evaluated', async () => {
    const id = await paidOrder(t, m);
    await toOutForDelivery(id);
    const code = await deliveryCodeOf(m.customer, id);
    // Twelve different wrong codes at once, as an attacker would send them.
    const wrong = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    const replies = await Promise.all(wrong.map((c) => act(m.staffA, id, 'delivered', { delivery_code: c })));
    const codes = replies.map((r) => r.body.code as string);
    expect(codes.filter((c) => c === 'delivery_code_wrong')).toHaveLength(4);
    expect(codes.filter((c) => c === 'delivery_code_locked')).toHaveLength(8);
    const tries = (await eventsOf(m.tablesDB, id)).filter((e) => e.type === 'delivery_code_tried');
    expect(tries).toHaveLength(5);
    expect((await act(m.staffA, id, 'delivered', { delivery_code: code })).body.code).toBe('delivery_code_locked');
    expect((await orderRow(m.tablesDB, id)).status).toBe('out_for_delivery');
  });

  it('staff of another store cannot act on the order at any step', async () => {
    const id = await paidOrder(t, m);
    for (const action of [...TO_OUT_FOR_DELIVERY, 'delivery_failed', 'delivered']) {
      expect(
        (
          await act(m.staffB, id, action, {
            reason: 'unreachable',
            note: 'Rang twice',
            call_attempts: 1,
            delivery_code: '1234',
          })
        ).status,
      ).toBe(404);
      if (action !== 'delivery_failed' && action !== 'delivered') await ok(m.staffA, id, action);
    }
    expect((await act(m.staffB, id, 'redeliver')).status).toBe(404);
    expect((await orderRow(m.tablesDB, id)).status).toBe('out_for_delivery');
  });
});

describe('recipient contact', () => {
  it('name on the order, phone in a row the store reads only while the order is active', async () => {
    const id = await paidOrder(t, m);
    const order = await m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: id });
    expect(order.recipient_name).toBe(m.customer.user.name);
    const contact = await m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'order_contacts', rowId: id });
    expect(contact).toMatchObject({ order_id: id, phone: PHONE, recipient_name: m.customer.user.name });
    expect(await status(m.staffB, 'order_contacts', id)).toBe(404);
    expect(await status(m.otherCustomer, 'order_contacts', id)).toBe(404);
    await toOutForDelivery(id);
    expect(await status(m.staffA, 'order_contacts', id)).toBe(200);
    await ok(m.staffA, id, 'delivered', { delivery_code: await deliveryCodeOf(m.customer, id) });
    expect(await status(m.staffA, 'order_contacts', id)).toBe(404);
    expect(await status(m.customer, 'order_contacts', id)).toBe(200);
  });

  it('team read on an order only once it is paid: an unpaid order (and its address, items, history, phone) never reaches the store; paying grants it', async () => {
    const unpaid = await placedOrder(m);
    const hidden = async (id: string) => {
      for (const tableId of ['orders', 'order_contacts'])
        expect(await status(m.staffA, tableId, id), tableId).toBe(404);
      for (const tableId of ['order_items', 'order_events']) {
        const { rows } = await m.staffA.tablesDB.listRows({ databaseId: DB, tableId, queries: [] });
        expect(
          rows.filter((r) => r.order_id === id),
          tableId,
        ).toEqual([]);
      }
    };
    await hidden(unpaid);
    expect(await status(m.customer, 'orders', unpaid)).toBe(200);
    expect((await act(m.staffA, unpaid, 'confirm')).status).toBe(404);
    // Cancelled unpaid: the store never had the customer's address.
    await ok(m.customer, unpaid, 'cancel', { reason: 'Changed my mind' });
    await hidden(unpaid);
    // Paid: the team reads the order, its items, its history from placement and the phone.
    const id = await placedOrder(m);
    await hidden(id);
    await pay(t, m, id);
    const seen = await m.staffA.tablesDB.getRow({ databaseId: DB, tableId: 'orders', rowId: id });
    expect(seen.address_line1).toBeTruthy();
    expect(await status(m.staffA, 'order_contacts', id)).toBe(200);
    const byOrder = [Query.equal('order_id', id)];
    const items = await m.staffA.tablesDB.listRows({ databaseId: DB, tableId: 'order_items', queries: byOrder });
    expect(items.rows).toHaveLength(1);
    const events = await m.staffA.tablesDB.listRows({ databaseId: DB, tableId: 'order_events', queries: byOrder });
    expect(events.rows.map((e) => e.to_status)).toContain('placed');
    expect(await status(m.staffB, 'orders', id)).toBe(404);
  });

  it('an unpaid order that expires never gave the phone to the store', async () => {
    const id = await placedOrder(m);
    expect(await status(m.staffA, 'order_contacts', id)).toBe(404);
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'orders',
      rowId: id,
      data: { payment_expires_at: new Date(Date.now() - 60_000).toISOString() },
    });
    const sweep = await new Functions(t.serverClient()).createExecution({ functionId: 'release-unpaid-orders' });
    expect(sweep.responseStatusCode).toBe(200);
    expect((await orderRow(m.tablesDB, id)).status).toBe('expired');
    expect(await status(m.staffA, 'order_contacts', id)).toBe(404);
    expect(await status(m.customer, 'order_contacts', id)).toBe(200);
  });
});

describe('failed delivery', () => {
  const NOTE = 'Rang the bell twice, waited 10 minutes';
  it('not home → delivery failed (reason and evidence) → the customer asks → redelivery with the fee and a new code → delivered', async () => {
    const id = await paidOrder(t, m);
    await toOutForDelivery(id);
    const first = await deliveryCodeOf(m.customer, id);
    expect((await act(m.staffA, id, 'delivery_failed')).status).toBe(400);
    const failed = await ok(m.staffA, id, 'delivery_failed', { reason: 'unreachable', note: NOTE, call_attempts: 2 });
    expect(failed.order).toMatchObject({ status: 'delivery_failed', delivery_failure_reason: 'unreachable' });
    expect((await act(m.staffA, id, 'delivered', { delivery_code: first })).status).toBe(409);
    // The phone stays readable: the store calls the customer to arrange the redelivery.
    expect(await status(m.staffA, 'order_contacts', id)).toBe(200);
    await ok(m.customer, id, 'request_redelivery');
    const again = await ok(m.staffA, id, 'redeliver');
    expect(again.order).toMatchObject({ status: 'out_for_delivery', redelivery_count: 1, redelivery_fee_total: 25 });
    const second = await deliveryCodeOf(m.customer, id);
    await ok(m.staffA, id, 'delivered', { delivery_code: second });
    const steps = (await eventsOf(m.tablesDB, id)).filter((e) => e.type === 'status_changed').map((e) => e.to_status);
    expect(steps.slice(-4)).toEqual(['out_for_delivery', 'delivery_failed', 'out_for_delivery', 'delivered']);
  });

  it('a store can eat a refund: no failed delivery without a reason and evidence, no redelivery the customer did not ask for, one at most, and a cancel keeps only fees the customer asked for', async () => {
    const id = await paidOrder(t, m);
    await toOutForDelivery(id);
    const [item] = await itemsOf(id);
    const stockBefore = await stockOf(m.tablesDB, item!.inventory_id as string);
    // A reason alone is not enough: what the delivery partner did is recorded with it.
    const bare = await act(m.staffA, id, 'delivery_failed', { reason: 'unreachable' });
    expect([bare.status, bare.body.code]).toEqual([400, 'evidence_required']);
    const noCall = await act(m.staffA, id, 'delivery_failed', { reason: 'unreachable', note: NOTE, call_attempts: 0 });
    expect([noCall.status, noCall.body.code]).toEqual([400, 'evidence_required']);
    const failed = await ok(m.staffA, id, 'delivery_failed', { reason: 'unreachable', note: NOTE, call_attempts: 1 });
    expect(failed.order).toMatchObject({ delivery_failure_note: NOTE, delivery_failure_call_attempts: 1 });
    const event = (await eventsOf(m.tablesDB, id)).find((e) => e.to_status === 'delivery_failed');
    expect(event?.note).toContain(NOTE);
    // The store cannot redeliver (and charge) on its own, nor ask in the customer's name; nobody else can ask.
    const unasked = await act(m.staffA, id, 'redeliver');
    expect([unasked.status, unasked.body.code]).toEqual([409, 'redelivery_not_requested']);
    expect((await act(m.admin, id, 'redeliver')).body.code).toBe('redelivery_not_requested');
    expect((await act(m.staffA, id, 'request_redelivery')).status).toBe(403);
    expect((await act(m.otherCustomer, id, 'request_redelivery')).status).toBe(404);
    expect((await orderRow(m.tablesDB, id)).redelivery_fee_total).toBe(0);
    // The customer asks once; the store redelivers (one fee) and it fails again.
    await ok(m.customer, id, 'request_redelivery');
    expect((await act(m.customer, id, 'request_redelivery')).body.code).toBe('redelivery_already_requested');
    await ok(m.staffA, id, 'redeliver');
    await ok(m.staffA, id, 'delivery_failed', { reason: 'refused', note: 'Customer refused at the door' });
    // At most MAX_REDELIVERIES (1) per order: the order now goes back, refunded less the one fee asked for.
    expect((await act(m.customer, id, 'request_redelivery')).body.code).toBe('redelivery_limit');
    expect((await act(m.staffA, id, 'redeliver')).status).toBe(409);
    const cancelled = await ok(m.staffA, id, 'cancel', { reason: 'Customer refused the delivery' });
    expect([cancelled.order.status, cancelled.refund]).toEqual(['cancelled', 'started']);
    const placed = (await orderRow(m.tablesDB, id)).placed_total as number;
    const done = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect(done.refund_amount).toBeCloseTo(placed - 25, 2);
    expect(done.redelivery_fee_total).toBe(25);
    expect(await stockOf(m.tablesDB, item!.inventory_id as string)).toBe(stockBefore + 1);
    expect(await status(m.staffA, 'order_contacts', id)).toBe(404);
  });

  it('refused → cancelled without a redelivery: stock back and all that was paid refunded (no fee was asked for)', async () => {
    const id = await paidOrder(t, m);
    await toOutForDelivery(id);
    await ok(m.staffA, id, 'delivery_failed', { reason: 'refused', note: 'Customer refused at the door' });
    const cancelled = await ok(m.staffA, id, 'cancel', { reason: 'Customer refused the delivery' });
    expect(cancelled.refund).toBe('started');
    const placed = (await orderRow(m.tablesDB, id)).placed_total as number;
    const done = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect(done.refund_amount).toBeCloseTo(placed, 2);
    expect(done.redelivery_fee_total).toBe(0);
  });
});

/**
 * Delivery riders (issue 38, ADR 0011): a rider is the store's (a store_admins row with role
 * `delivery`, as store-staff's accept writes it) but not on its team, so no `read("team:T")` row
 * reaches them; the order_deliveries row of an order assigned to them is all they read.
 */
describe('delivery riders', () => {
  let rider: SignedInUser;
  let rider2: SignedInUser;
  let ownerA: SignedInUser;
  const riderRow = (who: SignedInUser) =>
    m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'store_admins',
      rowId: `sa-${who.user.$id}`.slice(0, 36),
      data: { user_id: who.user.$id, store_id: STORES.A.id, role: 'delivery' },
      permissions: [`read("user:${who.user.$id}")`],
    });
  beforeAll(async () => {
    const make = (key: string, name: string) =>
      signUpAndSignIn(t, { email: `${key}.fulfil@instamg.test`, password: 'correct horse battery', name });
    [rider, rider2, ownerA] = await Promise.all([
      make('rider1', 'Ravi Kumar'),
      make('rider2', 'Sunil Das'),
      make('ownera', 'Owner A'),
    ]);
    await m.users.updatePhone({ userId: rider.user.$id, number: '+919800001234' });
    await Promise.all([riderRow(rider), riderRow(rider2)]);
    await new Teams(t.serverClient()).createMembership({
      teamId: teamOf(STORES.A.id),
      roles: ['store_owner', 'admin'],
      userId: ownerA.user.$id,
    });
  });
  const packed = async () => {
    const id = await paidOrder(t, m);
    for (const action of ['confirm', 'start_processing', 'ready_for_pickup']) await ok(m.staffA, id, action);
    return id;
  };

  it('the store assigns (free riders first); the rider reads only the delivery view, takes the delivery steps and shares location; the customer sees the rider', async () => {
    const id = await packed();
    const other = await packed();
    // Nobody outside store A's team lists or assigns riders; a rider assigns nothing.
    for (const who of [m.staffB, m.customer, rider]) expect((await act(who, id, 'list_riders')).status).toBe(404);
    expect((await act(m.staffB, id, 'assign_rider', { rider_id: rider.user.$id })).status).toBe(404);
    expect((await act(rider, id, 'assign_rider', { rider_id: rider.user.$id })).status).toBe(404);
    expect((await act(m.staffA, id, 'assign_rider', { rider_id: m.staffB.user.$id })).body.code).toBe(
      'rider_not_found',
    );
    await ok(m.staffA, other, 'assign_rider', { rider_id: rider2.user.$id });
    // rider2 is busy with `other`: Ravi comes first.
    const listed = await ok(m.staffA, id, 'list_riders');
    expect(listed.riders.map((r: { user_id: string; load: number }) => [r.user_id, r.load])).toEqual([
      [rider.user.$id, 0],
      [rider2.user.$id, 1],
    ]);
    const { delivery } = await ok(m.staffA, id, 'assign_rider', { rider_id: rider.user.$id });
    expect(delivery).toMatchObject({
      rider_first_name: 'Ravi',
      rider_phone_masked: '+91 ••••••1234',
      recipient_phone_masked: expect.stringMatching(/^(\+91 )?••••••\d{4}$/),
      item_count: 1,
      order_status: 'ready_for_pickup',
      // SPEC §9's promise from the acceptance, for the store's "late" flag.
      promised_by: expect.any(String),
    });
    expect(JSON.stringify(delivery)).not.toContain(PHONE);

    // The rider reads their delivery view, and nothing else of the order or the store.
    const view = await rider.tablesDB.getRow({ databaseId: DB, tableId: 'order_deliveries', rowId: id });
    expect(view.address).toContain('12 Janpath');
    const mine = await rider.tablesDB.listRows({ databaseId: DB, tableId: 'order_deliveries', queries: [] });
    expect(mine.rows.map((r) => r.$id)).toEqual([id]);
    expect(await status(rider, 'order_deliveries', other)).toBe(404);
    for (const tableId of ['orders', 'order_contacts', 'delivery_codes'])
      expect(await status(rider, tableId, id)).toBe(404);
    for (const tableId of ['orders', 'order_items', 'order_events', 'prescriptions', 'order_contacts', 'notifications'])
      expect((await rider.tablesDB.listRows({ databaseId: DB, tableId, queries: [] })).rows).toEqual([]);
    // Another store's staff and another customer read no delivery row.
    expect(await status(m.staffB, 'order_deliveries', id)).toBe(404);
    expect(await status(m.otherCustomer, 'order_deliveries', id)).toBe(404);
    // The rider takes no step but the delivery's, and none on an order not theirs.
    expect((await act(rider, id, 'cancel', { reason: 'x' })).status).toBe(404);
    expect((await act(rider, other, 'out_for_delivery')).status).toBe(404);
    // Location only while out for delivery.
    expect((await act(rider, id, 'rider_location', { latitude: 28.633, longitude: 77.219 })).body.code).toBe(
      'not_on_delivery',
    );
    await ok(rider, id, 'out_for_delivery');
    expect((await orderRow(m.tablesDB, id)).status).toBe('out_for_delivery');
    expect((await act(rider2, id, 'rider_location', { latitude: 28.633, longitude: 77.219 })).status).toBe(404);
    expect((await act(m.staffA, id, 'rider_location', { latitude: 28.633, longitude: 77.219 })).status).toBe(404);
    // A ping that waited in the execution queue is judged by when the phone took it (issue 38): the
    // next one, taken 8 s later but run right after it, is on time, not a 429.
    const takenAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
    await ok(rider, id, 'rider_location', { latitude: 28.634, longitude: 77.22, measured_at: takenAgo(20_000) });
    const queuedAt = takenAgo(12_000);
    await ok(rider, id, 'rider_location', { latitude: 28.6335, longitude: 77.2195, measured_at: queuedAt });
    const located = await m.tablesDB.getRow({ databaseId: DB, tableId: 'order_deliveries', rowId: id });
    expect(Date.parse(String(located.rider_located_at))).toBe(Date.parse(queuedAt));
    // Back-dating buys no extra pings: one taken before the last accepted is refused.
    expect(
      (await act(rider, id, 'rider_location', { latitude: 28.633, longitude: 77.219, measured_at: takenAgo(15_000) }))
        .body.code,
    ).toBe('location_rate_limited');
    const ping = await ok(rider, id, 'rider_location', { latitude: 28.633, longitude: 77.219 });
    expect(ping.eta_minutes).toBeGreaterThan(0);
    expect((await act(rider, id, 'rider_location', { latitude: 28.632, longitude: 77.218 })).body.code).toBe(
      'location_rate_limited',
    );
    // The customer's page: the rider's first name, masked phone, position and ETA.
    const seen = await m.customer.tablesDB.getRow({ databaseId: DB, tableId: 'order_deliveries', rowId: id });
    expect(seen).toMatchObject({ rider_first_name: 'Ravi', order_status: 'out_for_delivery', rider_latitude: 28.633 });
    expect(seen.eta_minutes).toBe(ping.eta_minutes);
    // The code at the door, with the same rules (a wrong one is refused), then the rider's read ends.
    const code = await deliveryCodeOf(m.customer, id);
    expect((await act(rider, id, 'delivered', { delivery_code: code === '0000' ? '1111' : '0000' })).status).toBe(422);
    await ok(rider, id, 'delivered', { delivery_code: code });
    expect(await status(rider, 'order_deliveries', id)).toBe(404);
    // Nothing after delivery: the order's own status decides, not the rider's clock.
    expect(
      (await act(rider, id, 'rider_location', { latitude: 28.631, longitude: 77.217, measured_at: takenAgo(0) })).body
        .code,
    ).toBe('not_on_delivery');
    expect(
      (await m.customer.tablesDB.getRow({ databaseId: DB, tableId: 'order_deliveries', rowId: id })).order_status,
    ).toBe('delivered');
  });

  it('a delivery past its promise alerts the store once (the every-minute sweep); the rider reads no notification', async () => {
    const id = await packed();
    await ok(m.staffA, id, 'assign_rider', { rider_id: rider.user.$id });
    const sweep = async (now: string) => {
      const ex = await new Functions(t.serverClient()).createExecution({
        functionId: 'reroute-unaccepted-orders',
        body: JSON.stringify({ now, order_ids: [id] }),
      });
      expect(ex.responseStatusCode, ex.responseBody).toBe(200);
      return JSON.parse(ex.responseBody).late_deliveries as number;
    };
    const alerts = async (who: SignedInUser) =>
      (
        await who.tablesDB.listRows({
          databaseId: DB,
          tableId: 'notifications',
          queries: [Query.equal('order_id', id), Query.equal('kind', 'delivery_late')],
        })
      ).rows;
    expect(await sweep(new Date().toISOString())).toBe(0);
    expect(await alerts(m.staffA)).toEqual([]);
    const later = new Date(Date.now() + 3 * 3600_000).toISOString();
    expect(await sweep(later)).toBe(1);
    expect(await sweep(later)).toBe(1);
    const rows = await alerts(m.staffA);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatch(/with Ravi is \d+ min past its promised time/);
    expect(await alerts(rider)).toEqual([]);
    expect(await alerts(m.staffB)).toEqual([]);
  });

  it('a rider removed while out for delivery sends no more positions', async () => {
    const id = await packed();
    await ok(m.staffA, id, 'assign_rider', { rider_id: rider2.user.$id });
    await ok(rider2, id, 'out_for_delivery');
    await ok(rider2, id, 'rider_location', { latitude: 28.634, longitude: 77.22 });
    // Their store_admins row goes; the delivery row still names them.
    const row = (
      await m.tablesDB.listRows({
        databaseId: DB,
        tableId: 'store_admins',
        queries: [Query.equal('user_id', rider2.user.$id), Query.equal('store_id', STORES.A.id)],
      })
    ).rows[0]!;
    await m.tablesDB.deleteRow({ databaseId: DB, tableId: 'store_admins', rowId: row.$id });
    try {
      // A minute since the last fix, so the 5 s rule is not what refuses it.
      await m.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'order_deliveries',
        rowId: id,
        data: { rider_located_at: new Date(Date.now() - 60_000).toISOString() },
      });
      expect((await act(rider2, id, 'rider_location', { latitude: 28.633, longitude: 77.219 })).status).toBe(404);
      expect((await m.tablesDB.getRow({ databaseId: DB, tableId: 'order_deliveries', rowId: id })).rider_latitude).toBe(
        28.634,
      );
    } finally {
      await m.tablesDB.createRow({
        databaseId: DB,
        tableId: 'store_admins',
        rowId: row.$id,
        data: { user_id: rider2.user.$id, store_id: STORES.A.id, role: 'delivery' },
        permissions: row.$permissions,
      });
    }
  });

  it('a rider removed through store-staff loses their deliveries and their steps', async () => {
    const id = await packed();
    await ok(m.staffA, id, 'assign_rider', { rider_id: rider2.user.$id });
    expect(await status(rider2, 'order_deliveries', id)).toBe(200);
    // A rider's role is not changed into a team role (nor staff into a rider).
    const change = await run(ownerA, 'store-staff', {
      action: 'change_role',
      store_id: STORES.A.id,
      user_id: rider2.user.$id,
      role: 'staff',
    });
    expect(change.body.code).toBe('rider_role_fixed');
    const removed = await run(ownerA, 'store-staff', {
      action: 'remove',
      store_id: STORES.A.id,
      user_id: rider2.user.$id,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await status(rider2, 'order_deliveries', id)).toBe(404);
    expect((await act(rider2, id, 'out_for_delivery')).status).toBe(404);
    expect((await act(m.staffA, id, 'assign_rider', { rider_id: rider2.user.$id })).body.code).toBe('rider_not_found');
  });
});
