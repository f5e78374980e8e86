import { Functions, ID, Query, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDayOf } from '@instamg/shared/domain/india-time';
import { reminderDay } from '@instamg/shared/domain/refill';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { createWebClient, type WebClient } from '../../../dev-server/test/web-client.ts';
import {
  DB,
  PRODUCTS,
  buildMarketplace,
  orderRow,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { deliveredOrder, placedOrder } from '../../order-state/test/sdk-orders.ts';

/**
 * Refills (issue 36 §3) through the real SDKs against the dev server: only the customer reads
 * their refill, only the function writes it; another customer can neither read nor change it nor
 * set one on your order; a guest is refused; an undelivered order and a prescription past its
 * validity are refused with the catalogue's codes; the schedule's sweep (injected clock) places
 * one unpaid order per cycle and its reminder reaches the outbox, a retry places nothing more, a
 * skipped cycle places nothing, and a prescription that ran out asks for a new one instead.
 */

const FN = 'refills';
let t: TestServer;
let m: Marketplace;
let guest: WebClient;
let functions: Functions;

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'refills');
  guest = createWebClient(t.endpoint, t.projectId);
  functions = new Functions(t.serverClient());
});

afterAll(async () => {
  await t?.close();
});

/** The schedule's run with the key, its clock at 10:00 IST on `day`, over these refills only. */
async function sweep(day: string, refillIds: string[]): Promise<Record<string, number>> {
  const execution = await functions.createExecution({
    functionId: FN,
    body: JSON.stringify({ now: `${day}T04:30:00.000Z`, refill_ids: refillIds }),
  });
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
  return JSON.parse(execution.responseBody) as Record<string, number>;
}

const refillRow = (id: string) =>
  m.tablesDB.getRow<Models.DefaultRow>({ databaseId: DB, tableId: 'refills', rowId: id }) as Promise<
    Models.DefaultRow & Record<string, unknown>
  >;

async function outboxTo(address: string): Promise<{ subject?: string; text: string }[]> {
  const reply = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(address)}`, {
    headers: { 'x-appwrite-project': t.projectId, 'x-appwrite-key': t.apiKey },
  });
  return ((await reply.json()) as { messages: { subject?: string; text: string }[] }).messages;
}

async function ordersOfCustomer(): Promise<Models.DefaultRow[]> {
  return (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'orders',
      queries: [Query.equal('customer_id', m.customer.user.$id), Query.limit(100)],
    })
  ).rows;
}

/** An order of the Schedule H line with a verified prescription issued `issuedDaysAgo`, marked delivered with the key. */
async function deliveredRxOrder(issuedDaysAgo: number, quantity = 1): Promise<string> {
  const id = await placedOrder(m, { rx: 'verified', quantity });
  const order = await orderRow(m.tablesDB, id);
  await m.tablesDB.updateRow({
    databaseId: DB,
    tableId: 'prescriptions',
    rowId: order.prescription_id as string,
    data: { status: 'verified', issued_on: new Date(Date.now() - issuedDaysAgo * 86400_000).toISOString() },
  });
  await m.tablesDB.updateRow({
    databaseId: DB,
    tableId: 'orders',
    rowId: id,
    data: {
      status: 'delivered',
      payment_status: 'paid',
      delivered_at: new Date().toISOString(),
      rx_status: 'verified',
    },
  });
  return id;
}

describe('refills: who may set, read and change one', () => {
  let orderId = '';
  let refillId = '';

  it('refuses a guest, another customer’s order (404) and an undelivered order (409)', async () => {
    orderId = await deliveredOrder(t, m);
    await expect(
      guest.functions.createExecution({
        functionId: FN,
        body: JSON.stringify({ action: 'create', order_id: orderId, interval_days: 30 }),
      }),
    ).rejects.toMatchObject({ code: 401 });
    const other = await run(m.otherCustomer, FN, { action: 'create', order_id: orderId, interval_days: 30 });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('order_not_found');
    const undelivered = await placedOrder(m);
    const early = await run(m.customer, FN, { action: 'create', order_id: undelivered, interval_days: 30 });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'refill_not_delivered',
      message: 'Refills can be set on a delivered order.',
    });
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'orders',
      rowId: undelivered,
      data: { status: 'cancelled' },
    });
  });

  it('sets a refill on the customer’s delivered order: run-out one interval after delivery', async () => {
    const odd = await run(m.customer, FN, { action: 'create', order_id: orderId, interval_days: 21 });
    expect(odd.status).toBe(400);
    const created = await run(m.customer, FN, {
      action: 'create',
      order_id: orderId,
      interval_days: 30,
      lines: [{ product_id: PRODUCTS.otc.$id }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    refillId = created.body.refill.$id as string;
    const delivered = (await orderRow(m.tablesDB, orderId)).delivered_at as string;
    expect(created.body.refill).toMatchObject({
      state: 'active',
      interval_days: 30,
      customer_id: m.customer.user.$id,
      run_out_day: addDays(istDayOf(delivered), 30),
    });
    const again = await run(m.customer, FN, { action: 'create', order_id: orderId, interval_days: 30 });
    expect(again.body.code).toBe('refill_exists');
  });

  it('only the customer reads it; nobody writes it directly; another customer cannot change it', async () => {
    const read = (who: WebClient) =>
      who.tablesDB.getRow({ databaseId: DB, tableId: 'refills', rowId: refillId }).then(
        () => true,
        () => false,
      );
    expect(await read(m.customer)).toBe(true);
    for (const who of [m.otherCustomer, m.staffA, m.pharmacistA, guest]) expect(await read(who)).toBe(false);
    for (const who of [m.customer, m.otherCustomer])
      await expect(
        who.tablesDB.updateRow({ databaseId: DB, tableId: 'refills', rowId: refillId, data: { state: 'stopped' } }),
      ).rejects.toMatchObject({ code: 401 });
    await expect(
      m.customer.tablesDB.createRow({
        databaseId: DB,
        tableId: 'refills',
        rowId: ID.unique(),
        data: {
          customer_id: m.customer.user.$id,
          source_order_id: orderId,
          address_id: m.addressId,
          lines: '[]',
          interval_days: 30,
          state: 'active',
          run_out_day: '2026-12-30',
        },
      }),
    ).rejects.toMatchObject({ code: 401 });
    for (const action of ['pause', 'stop', 'skip_once', 'order_now']) {
      const r = await run(m.otherCustomer, FN, { action, refill_id: refillId });
      expect(r.status, action).toBe(404);
      expect(r.body.code).toBe('refill_not_found');
    }
    expect((await refillRow(refillId)).state).toBe('active');
  });

  it('pause, resume, change the interval', async () => {
    const before = (await refillRow(refillId)).run_out_day as string;
    expect((await run(m.customer, FN, { action: 'pause', refill_id: refillId })).body.refill.state).toBe('paused');
    expect((await run(m.customer, FN, { action: 'skip_once', refill_id: refillId })).status).toBe(403);
    expect((await run(m.customer, FN, { action: 'resume', refill_id: refillId })).body.refill.state).toBe('active');
    const longer = await run(m.customer, FN, { action: 'set_interval', refill_id: refillId, interval_days: 60 });
    expect(longer.body.refill).toMatchObject({ interval_days: 60, run_out_day: addDays(before, 30) });
    const back = await run(m.customer, FN, { action: 'set_interval', refill_id: refillId, interval_days: 30 });
    expect(back.body.refill).toMatchObject({ interval_days: 30, run_out_day: before });
  });

  it('the sweep places one unpaid order per cycle and reminds the customer; a retry places nothing more', async () => {
    const runOut = (await refillRow(refillId)).run_out_day as string;
    const ordersBefore = (await ordersOfCustomer()).length;
    expect(await sweep(addDays(reminderDay(runOut), -1), [refillId])).toMatchObject({ checked: 0, placed: 0 });
    expect(await sweep(reminderDay(runOut), [refillId])).toMatchObject({ checked: 1, placed: 1 });
    const refill = await refillRow(refillId);
    expect(refill).toMatchObject({ reminded_for: runOut, run_out_day: addDays(runOut, 30), last_outcome: 'placed' });
    const order = await orderRow(m.tablesDB, refill.last_order_id as string);
    expect(order).toMatchObject({ customer_id: m.customer.user.$id, status: 'placed', payment_status: 'pending' });
    expect((await ordersOfCustomer()).length).toBe(ordersBefore + 1);
    const mails = await outboxTo(m.customer.user.email);
    expect(mails.some((mail) => /refill order .* is ready to pay/.test(mail.subject ?? ''))).toBe(true);

    // The same sweep again, and a retry of an execution that stopped before the refill moved on.
    expect(await sweep(reminderDay(runOut), [refillId])).toMatchObject({ placed: 0 });
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'refills',
      rowId: refillId,
      data: { run_out_day: runOut, reminded_for: null, last_order_id: null },
    });
    expect(await sweep(reminderDay(runOut), [refillId])).toMatchObject({ placed: 0, duplicate: 1 });
    expect(await refillRow(refillId)).toMatchObject({ run_out_day: addDays(runOut, 30), last_order_id: order.$id });
    expect((await ordersOfCustomer()).length).toBe(ordersBefore + 1);

    // The one tap: the cycle's order, while it holds its stock.
    const now = await run(m.customer, FN, { action: 'order_now', refill_id: refillId });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(now.body.order.$id).toBe(order.$id);
  });

  it('a skipped cycle places nothing; a stopped refill cannot be changed', async () => {
    const runOut = (await refillRow(refillId)).run_out_day as string;
    const ordersBefore = (await ordersOfCustomer()).length;
    await run(m.customer, FN, { action: 'skip_once', refill_id: refillId });
    expect(await sweep(reminderDay(runOut), [refillId])).toMatchObject({ skipped: 1, placed: 0 });
    expect(await refillRow(refillId)).toMatchObject({ run_out_day: addDays(runOut, 30), skip_run_out_day: null });
    expect((await ordersOfCustomer()).length).toBe(ordersBefore);
    expect((await run(m.customer, FN, { action: 'stop', refill_id: refillId })).body.refill.state).toBe('stopped');
    const after = await run(m.customer, FN, { action: 'resume', refill_id: refillId });
    expect(after.body.code).toBe('refill_stopped');
  });
});

describe('refills: an early "Order now"', () => {
  it('is the cycle’s order: the sweep reminds about it instead of placing a second one', async () => {
    const orderId = await deliveredOrder(t, m);
    const created = await run(m.customer, FN, { action: 'create', order_id: orderId, interval_days: 15 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const refillId = created.body.refill.$id as string;
    const early = await run(m.customer, FN, { action: 'order_now', refill_id: refillId });
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    // Its run-out moved to three days from now, so today (the real clock, while the order holds its stock) is the reminder day.
    const today = istDayOf(new Date());
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'refills',
      rowId: refillId,
      data: { run_out_day: addDays(today, 3) },
    });
    const ordersBefore = (await ordersOfCustomer()).length;
    const execution = await functions.createExecution({
      functionId: FN,
      body: JSON.stringify({ now: new Date().toISOString(), refill_ids: [refillId] }),
    });
    expect(JSON.parse(execution.responseBody)).toMatchObject({ placed: 1 });
    expect((await ordersOfCustomer()).length).toBe(ordersBefore);
    expect((await refillRow(refillId)).last_order_id).toBe(early.body.order.$id);
  });
});

describe('refills of a prescription medicine', () => {
  it('refuses a refill once the prescription is past its validity (6 months)', async () => {
    const orderId = await deliveredRxOrder(200);
    const r = await run(m.customer, FN, { action: 'create', order_id: orderId, interval_days: 30 });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'refill_prescription_expired' });
    expect(r.body.message).toContain('Your prescription has expired');
  });

  it('refuses a refill past the prescribed quantity; the prescription’s duration is an interval on offer', async () => {
    // Priced from a photo: 1 a day for 10 days, and the order supplied all 10.
    const orderId = await deliveredRxOrder(5, 10);
    const request = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'rx_requests',
      rowId: ID.unique(),
      data: {
        customer_id: m.customer.user.$id,
        address_id: m.addressId,
        latitude: 28.6315,
        longitude: 77.2167,
        file_ids: ['f-refill'],
        state: 'ordered',
        submitted_at: new Date().toISOString(),
        order_id: orderId,
      },
    });
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'rx_request_lines',
      rowId: ID.unique(),
      data: {
        request_id: request.$id,
        product_id: PRODUCTS.h.$id,
        product_name: PRODUCTS.h.name,
        schedule: 'H',
        quantity: 10,
        unit_price: 110.5,
        mrp: 120,
        units_per_day: 1,
        days: 10,
      },
    });
    const used = await run(m.customer, FN, { action: 'create', order_id: orderId, interval_days: 10 });
    expect(used.status, JSON.stringify(used.body)).toBe(422);
    expect(used.body.code).toBe('refill_quantity_used');
    // The prescription's duration is accepted as the interval (not the quantity); 21 days is not.
    expect((await run(m.customer, FN, { action: 'create', order_id: orderId, interval_days: 21 })).status).toBe(400);
  });

  it('a prescription that runs out before the reminder asks for a new one: no order is placed', async () => {
    // Issued 170 days ago: valid today, expired by the first reminder (27 days on).
    const orderId = await deliveredRxOrder(170);
    const created = await run(m.customer, FN, { action: 'create', order_id: orderId, interval_days: 30 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const refill = created.body.refill as { $id: string; run_out_day: string; prescription_id: string };
    expect(refill.prescription_id).toBe((await orderRow(m.tablesDB, orderId)).prescription_id);
    const ordersBefore = (await ordersOfCustomer()).length;
    expect(await sweep(reminderDay(refill.run_out_day), [refill.$id])).toMatchObject({ rx_needed: 1, placed: 0 });
    expect((await ordersOfCustomer()).length).toBe(ordersBefore);
    expect(await refillRow(refill.$id)).toMatchObject({ last_outcome: 'rx_needed', last_order_id: null });
    const mails = await outboxTo(m.customer.user.email);
    expect(mails.some((mail) => /needs a new prescription/.test(mail.subject ?? ''))).toBe(true);
  });
});

describe('refills: the prescription is re-checked when the refill is ordered (issue 36 §3)', () => {
  /** A refill set on a delivered Rx order priced from a photo at 1 a day for `days` days. */
  async function photoRefill(issuedDaysAgo: number, days: number, quantity: number): Promise<string> {
    const orderId = await deliveredRxOrder(issuedDaysAgo, quantity);
    const request = await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'rx_requests',
      rowId: ID.unique(),
      data: {
        customer_id: m.customer.user.$id,
        address_id: m.addressId,
        latitude: 28.6315,
        longitude: 77.2167,
        file_ids: ['f-recheck'],
        state: 'ordered',
        submitted_at: new Date().toISOString(),
        order_id: orderId,
      },
    });
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'rx_request_lines',
      rowId: ID.unique(),
      data: {
        request_id: request.$id,
        product_id: PRODUCTS.h.$id,
        product_name: PRODUCTS.h.name,
        schedule: 'H',
        quantity,
        unit_price: 110.5,
        mrp: 120,
        units_per_day: 1,
        days,
      },
    });
    const created = await run(m.customer, FN, { action: 'create', order_id: orderId, interval_days: 15 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.refill.$id as string;
  }

  it('“Order now” after the prescription’s validity passed: 422 refill_prescription_expired, no order', async () => {
    const refillId = await photoRefill(30, 60, 15);
    const refill = await refillRow(refillId);
    // The calendar moves on: the prescription was issued 7 months ago by the time of the tap.
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'prescriptions',
      rowId: refill.prescription_id as string,
      data: { issued_on: new Date(Date.now() - 214 * 86400_000).toISOString() },
    });
    const before = (await ordersOfCustomer()).length;
    const tap = await run(m.customer, FN, { action: 'order_now', refill_id: refillId });
    expect(tap.status, JSON.stringify(tap.body)).toBe(422);
    expect(tap.body.code).toBe('refill_prescription_expired');
    expect(tap.body.message).toContain('upload a new prescription');
    expect((await ordersOfCustomer()).length).toBe(before);
  });

  it('“Order now” once earlier refills used the prescribed quantity: 422 refill_quantity_used', async () => {
    // 1 a day for 30 days = 30 units: the first order supplied 15, the first refill 15 more.
    const refillId = await photoRefill(5, 30, 15);
    const first = await run(m.customer, FN, { action: 'order_now', refill_id: refillId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The refill's order is paid and delivered (with the key, as the fulfilment would).
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'orders',
      rowId: first.body.order.$id as string,
      data: { status: 'delivered', payment_status: 'paid', delivered_at: new Date().toISOString() },
    });
    const before = (await ordersOfCustomer()).length;
    const second = await run(m.customer, FN, { action: 'order_now', refill_id: refillId });
    expect(second.status, JSON.stringify(second.body)).toBe(422);
    expect(second.body.code).toBe('refill_quantity_used');
    expect(second.body.message).toContain('upload a new prescription');
    expect((await ordersOfCustomer()).length).toBe(before);
    // The schedule's run of the next cycle asks for a new prescription instead of placing an order.
    const refill = await refillRow(refillId);
    expect(await sweep(reminderDay(refill.run_out_day as string), [refillId])).toMatchObject({
      rx_needed: 1,
      placed: 0,
    });
    expect((await ordersOfCustomer()).length).toBe(before);
  });
});
