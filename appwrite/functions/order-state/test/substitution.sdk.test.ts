import { Functions, Query } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  INVENTORY_A,
  PRODUCTS,
  STORES,
  buildMarketplace,
  eventsOf,
  orderRow,
  run,
  stockOf,
  type Marketplace,
  RX_VERIFICATION,
} from '../../../dev-server/test/orders-fixtures.ts';
import type { SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, pay, paidOrder, placedOrder, waitForOrder } from './sdk-orders.ts';

/**
 * Substitution with consent (issue 16 §5) through the web SDK: the store proposes a product of the
 * same salt, strength and form (FEFO batch reserved, never dearer than the line); the customer
 * accepts (line swapped, difference refunded under its own refund id) or declines (line removed and
 * refunded); no answer within the consent window removes it through the sweeper (injected clock).
 * Only the order's store proposes, only its customer answers; an Rx substitute needs the pharmacist.
 */

let t: TestServer;
let m: Marketplace;
const day = 86400_000;
/** Substitutes of the OTC line (salt "Paracip 500 Tablet", tablets): cheaper, dearer, a syrup (not one). */
const CHEAP = { $id: 'p-otc-cheap', name: 'Paracip Generic 500', price: 20 };
const DEAR = { $id: 'p-otc-dear', name: 'Paracip Forte Brand 500', price: 35 };
const SYRUP = { $id: 'p-otc-syrup', name: 'Paracip Syrup' };
/** An Rx substitute of the Schedule H line. */
const RX_SUB = { $id: 'p-h-sub', name: 'Azithral 500 Tablet', price: 100 };
/** The cheap substitute's batches: FEFO takes the earlier one with ≥ 3 months left, never the near-expiry one. */
const CHEAP_NEAR = 'inv-a-cheap-near';
const CHEAP_SOON = 'inv-a-cheap-soon';
const CHEAP_LATE = 'inv-a-cheap-late';

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'subst');
  const product = (
    p: { $id: string; name: string },
    salt: string,
    extra: Record<string, unknown> = {},
  ): Record<string, unknown> => ({
    $id: p.$id,
    name: p.name,
    slug: p.$id,
    salt_composition: salt,
    salt_key: salt.toLowerCase(),
    dosage_form: 'Tablet',
    pack_size: 'strip of 10 tablets',
    manufacturer: 'Other Labs',
    mrp: 40,
    price: 40,
    schedule: 'none',
    rx_required: false,
    gst_rate: 12,
    hsn: '3004',
    category_id: 'cat-test',
    is_active: true,
    ...extra,
  });
  await m.tablesDB.createRows({
    databaseId: DB,
    tableId: 'products',
    rows: [
      product(CHEAP, PRODUCTS.otc.name),
      product(DEAR, PRODUCTS.otc.name),
      product(SYRUP, PRODUCTS.otc.name, { dosage_form: 'Syrup' }),
      product(RX_SUB, PRODUCTS.h.name, { schedule: 'H', rx_required: true, mrp: 130, price: 130 }),
    ] as { $id: string }[],
  });
  const batch = (id: string, productId: string, code: string, days: number, price: number) => ({
    $id: id,
    store_id: STORES.A.id,
    product_id: productId,
    batch: code,
    expiry: new Date(Date.now() + days * day).toISOString(),
    stock: 100,
    selling_price: price,
    mrp: 40,
  });
  await m.tablesDB.createRows({
    databaseId: DB,
    tableId: 'store_inventory',
    rows: [
      batch(CHEAP_NEAR, CHEAP.$id, 'CN', 40, CHEAP.price),
      batch(CHEAP_SOON, CHEAP.$id, 'CS', 150, CHEAP.price),
      batch(CHEAP_LATE, CHEAP.$id, 'CL', 500, CHEAP.price),
      batch('inv-a-dear', DEAR.$id, 'D1', 300, DEAR.price),
      batch('inv-a-syrup', SYRUP.$id, 'S1', 300, 15),
      { ...batch('inv-a-hsub', RX_SUB.$id, 'H2', 300, RX_SUB.price), mrp: 130 },
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
const refused = async (who: SignedInUser, id: string, action: string, extra: Record<string, unknown> = {}) => {
  const r = await act(who, id, action, extra);
  return `${r.status} ${r.body.code}`;
};
const itemsOf = async (id: string) =>
  (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'order_items',
      queries: [Query.equal('order_id', id)],
    })
  ).rows;
const refundsOf = async (id: string) =>
  (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'order_refunds',
      queries: [Query.equal('order_id', id), Query.orderAsc('$createdAt')],
    })
  ).rows;
const readStatus = async (who: SignedInUser, tableId: string, rowId: string): Promise<number> =>
  who.tablesDB.getRow({ databaseId: DB, tableId, rowId }).then(
    () => 200,
    (err: { code?: number }) => err.code ?? 0,
  );

/** A paid, confirmed order of `quantity` OTC units (and, with `rush`, a second line of 2 chewables). */
async function confirmedOrder(opts: { quantity?: number; rush?: boolean } = {}): Promise<string> {
  let id: string;
  if (opts.rush) {
    const placed = await run(m.customer, 'place-order', {
      address_id: m.addressId,
      delivery_mode: 'standard',
      items: [
        { product_id: PRODUCTS.otc.$id, quantity: opts.quantity ?? 2 },
        { product_id: PRODUCTS.rush.$id, quantity: 2 },
      ],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    id = placed.body.order.$id as string;
    await pay(t, m, id);
  } else {
    id = await placedOrder(m, { quantity: opts.quantity ?? 2 });
    await pay(t, m, id);
  }
  await ok(m.staffA, id, 'confirm');
  return id;
}
const otcLine = async (id: string) => (await itemsOf(id)).find((i) => i.product_id === PRODUCTS.otc.$id)!;

async function sweep(now: Date, orderIds: string[]) {
  const execution = await new Functions(t.serverClient()).createExecution({
    functionId: 'reroute-unaccepted-orders',
    body: JSON.stringify({ now: now.toISOString(), order_ids: orderIds }),
  });
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
  return JSON.parse(execution.responseBody) as { substitutions: { expired: number; skipped: number; failed: number } };
}

describe('proposal', () => {
  it('the store offers a cheaper substitute of the same salt, strength and form; FEFO reserves its batch; the customer and the store read it, nobody else', async () => {
    const id = await confirmedOrder();
    const line = await otcLine(id);
    const before = { soon: await stockOf(m.tablesDB, CHEAP_SOON), near: await stockOf(m.tablesDB, CHEAP_NEAR) };
    const body = await ok(m.staffA, id, 'propose_substitution', { item_id: line.$id, product_id: CHEAP.$id });
    const sub = body.substitution;
    expect(sub).toMatchObject({
      status: 'proposed',
      item_id: line.$id,
      product_id: CHEAP.$id,
      inventory_id: CHEAP_SOON,
      batch: 'CS',
      quantity: 2,
      unit_price: 20,
      line_total: 40,
      original_line_total: 54.9,
      refund_amount: 14.9,
      number: 1,
    });
    // The consent window: settings.substitution_consent_minutes, 10 by default.
    const window = Date.parse(sub.expires_at) - Date.parse(sub.$createdAt);
    expect(window).toBeGreaterThan(9.9 * 60_000);
    expect(window).toBeLessThanOrEqual(10 * 60_000 + 1000);
    expect(await stockOf(m.tablesDB, CHEAP_SOON)).toBe(before.soon - 2);
    expect(await stockOf(m.tablesDB, CHEAP_NEAR)).toBe(before.near);
    expect(body.order.substitution_id).toBe(sub.$id);
    // The customer hears of it (issue 35 §4): the registered text, the window, never the medicine's name.
    const number = (await orderRow(m.tablesDB, id)).order_number as string;
    const outbox = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(m.customer.user.email)}`);
    const mails = ((await outbox.json()) as { messages: { subject: string; text: string }[] }).messages;
    const offered = mails.find((mail) => mail.subject === `A substitute is offered for order ${number}`);
    expect(offered?.text).toContain('Please answer in the app within 10 min.');
    expect(offered?.text).not.toContain('Paracip');
    // Nothing is swapped or refunded before the customer answers.
    expect((await otcLine(id)).product_id).toBe(PRODUCTS.otc.$id);
    expect((await orderRow(m.tablesDB, id)).refunded_paise).toBe(0);
    const events = await eventsOf(m.tablesDB, id);
    expect(events.find((e) => e.type === 'substitution_proposed')?.note).toContain(CHEAP.name);

    expect(await readStatus(m.customer, 'order_substitutions', sub.$id)).toBe(200);
    expect(await readStatus(m.staffA, 'order_substitutions', sub.$id)).toBe(200);
    expect(await readStatus(m.otherCustomer, 'order_substitutions', sub.$id)).toBe(404);
    expect(await readStatus(m.staffB, 'order_substitutions', sub.$id)).toBe(404);
    // Written only by the functions: not even the customer or the store may change it.
    for (const who of [m.customer, m.staffA])
      await expect(
        who.tablesDB.updateRow({
          databaseId: DB,
          tableId: 'order_substitutions',
          rowId: sub.$id,
          data: { status: 'accepted' },
        }),
      ).rejects.toMatchObject({ code: 401 });
    // One open proposal at a time.
    expect(await refused(m.staffA, id, 'propose_substitution', { item_id: line.$id, product_id: DEAR.$id })).toBe(
      '409 substitution_open',
    );
  });

  it('refuses a product of another form, the same product, a line of another order, and any status but confirmed/processing', async () => {
    const id = await confirmedOrder();
    const line = await otcLine(id);
    expect(await refused(m.staffA, id, 'propose_substitution', { item_id: line.$id, product_id: SYRUP.$id })).toBe(
      '422 not_a_substitute',
    );
    expect(
      await refused(m.staffA, id, 'propose_substitution', { item_id: line.$id, product_id: PRODUCTS.otc.$id }),
    ).toBe('422 not_a_substitute');
    const other = await confirmedOrder();
    expect(
      await refused(m.staffA, id, 'propose_substitution', {
        item_id: (await otcLine(other)).$id,
        product_id: CHEAP.$id,
      }),
    ).toBe('400 invalid_input');
    const placed = await paidOrder(t, m);
    expect(
      await refused(m.staffA, placed, 'propose_substitution', {
        item_id: (await otcLine(placed)).$id,
        product_id: CHEAP.$id,
      }),
    ).toBe('409 invalid_transition');
  });

  it('only the order’s store proposes and only its customer answers: another customer, another store’s staff, an admin and the wrong side are refused', async () => {
    const id = await confirmedOrder();
    const propose = { item_id: (await otcLine(id)).$id, product_id: CHEAP.$id };
    expect(await refused(m.otherCustomer, id, 'propose_substitution', propose)).toBe('404 order_not_found');
    expect(await refused(m.staffB, id, 'propose_substitution', propose)).toBe('404 order_not_found');
    expect(await refused(m.customer, id, 'propose_substitution', propose)).toBe('403 not_allowed');
    expect(await refused(m.admin, id, 'propose_substitution', propose)).toBe('403 not_allowed');
    await ok(m.staffA, id, 'propose_substitution', propose);
    for (const action of ['accept_substitution', 'decline_substitution']) {
      expect(await refused(m.otherCustomer, id, action)).toBe('404 order_not_found');
      expect(await refused(m.staffB, id, action)).toBe('404 order_not_found');
      expect(await refused(m.staffA, id, action)).toBe('403 not_allowed');
      expect(await refused(m.admin, id, action)).toBe('403 not_allowed');
    }
    expect((await orderRow(m.tablesDB, id)).substitution_id).toBeTruthy();
  });

  it('an Rx substitute only from the store’s registered pharmacist', async () => {
    const id = await placedOrder(m, { rx: 'pending', quantity: 1 });
    await pay(t, m, id);
    await ok(m.pharmacistA, id, 'verify_prescription', RX_VERIFICATION);
    await ok(m.staffA, id, 'confirm');
    const line = (await itemsOf(id))[0]!;
    const propose = { item_id: line.$id, product_id: RX_SUB.$id };
    expect(await refused(m.staffA, id, 'propose_substitution', propose)).toBe('403 pharmacist_required');
    const body = await ok(m.pharmacistA, id, 'propose_substitution', propose);
    expect(body.substitution).toMatchObject({
      rx_required: true,
      pharmacist_id: m.pharmacistA.user.$id,
      unit_price: 100,
      refund_amount: 10.5,
    });
  });
});

describe('answers', () => {
  it('accept: the line becomes the substitute, totals follow, the difference is refunded under its own id; the order stays paid', async () => {
    const id = await confirmedOrder({ rush: true });
    const before = await orderRow(m.tablesDB, id);
    const line = await otcLine(id);
    await ok(m.staffA, id, 'start_processing');
    await ok(m.staffA, id, 'propose_substitution', { item_id: line.$id, product_id: CHEAP.$id });
    const body = await ok(m.customer, id, 'accept_substitution');
    expect(body.refund).toBe('started');
    const swapped = (await itemsOf(id)).find((i) => i.$id === line.$id)!;
    expect(swapped).toMatchObject({
      product_id: CHEAP.$id,
      product_name: CHEAP.name,
      inventory_id: CHEAP_SOON,
      batch: 'CS',
      unit_price: 20,
      line_total: 40,
      quantity: 2,
    });
    expect(swapped.gst_amount).toBeCloseTo(4.29, 2);
    const order = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect(order).toMatchObject({
      status: 'processing',
      payment_status: 'paid',
      substitution_id: null,
      items_total: Math.round(((before.items_total as number) - 14.9) * 100) / 100,
      total: Math.round(((before.total as number) - 14.9) * 100) / 100,
      refund_id: `rf_${id}_s1`,
      refund_amount: 14.9,
      refunded_paise: 1490,
      placed_total: before.placed_total,
    });
    expect(order.gst_total).toBeCloseTo((before.gst_total as number) - (line.gst_amount as number) + 4.29, 2);
    const refunds = await refundsOf(id);
    expect(refunds.map((r) => [r.refund_id, r.amount, r.status])).toEqual([[`rf_${id}_s1`, 14.9, 'refunded']]);
    const sub = (
      await m.tablesDB.listRows({
        databaseId: DB,
        tableId: 'order_substitutions',
        queries: [Query.equal('order_id', id)],
      })
    ).rows[0]!;
    expect(sub).toMatchObject({ status: 'accepted', refund_id: `rf_${id}_s1` });
    expect((await eventsOf(m.tablesDB, id)).some((e) => e.type === 'substitution_accepted')).toBe(true);
    // Answered once: a second answer finds nothing open.
    expect(await refused(m.customer, id, 'accept_substitution')).toBe('409 no_open_substitution');
    // A later cancellation refunds only what is still paid: all refunds together are the payment.
    await ok(m.staffA, id, 'cancel', { reason: 'test' });
    const cancelled = await waitForOrder(m, id, (o) => o.payment_status === 'refunded');
    expect(cancelled.refunded_paise).toBe(Math.round((before.placed_total as number) * 100));
    const all = await refundsOf(id);
    expect(all.map((r) => r.refund_id)).toEqual([`rf_${id}_s1`, `rf_${id}`]);
    expect(Math.round(all.reduce((s, r) => s + (r.amount as number), 0) * 100)).toBe(
      Math.round((before.placed_total as number) * 100),
    );
  });

  it('a dearer substitute is offered at the original price: accepting it refunds nothing', async () => {
    const id = await confirmedOrder({ quantity: 1 });
    const line = await otcLine(id);
    const body = await ok(m.staffA, id, 'propose_substitution', { item_id: line.$id, product_id: DEAR.$id });
    expect(body.substitution).toMatchObject({ unit_price: INVENTORY_A.otc.price, refund_amount: 0 });
    const accepted = await ok(m.customer, id, 'accept_substitution');
    expect(accepted.refund).toBeUndefined();
    expect(accepted.order).toMatchObject({ total: (await orderRow(m.tablesDB, id)).placed_total, refunded_paise: 0 });
    expect(await refundsOf(id)).toEqual([]);
  });

  it('decline: the line is removed and refunded, the substitute’s stock goes back, the rest of the order goes on', async () => {
    const id = await confirmedOrder({ rush: true });
    const before = await orderRow(m.tablesDB, id);
    const line = await otcLine(id);
    const stock = await stockOf(m.tablesDB, CHEAP_SOON);
    await ok(m.staffA, id, 'propose_substitution', { item_id: line.$id, product_id: CHEAP.$id });
    expect(await stockOf(m.tablesDB, CHEAP_SOON)).toBe(stock - 2);
    const body = await ok(m.customer, id, 'decline_substitution');
    expect(body.refund).toBe('started');
    expect(await stockOf(m.tablesDB, CHEAP_SOON)).toBe(stock);
    const items = await itemsOf(id);
    expect(items.map((i) => i.product_id)).toEqual([PRODUCTS.rush.$id]);
    const order = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect(order).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      item_count: 2,
      items_total: 45,
      total: Math.round(((before.total as number) - 54.9) * 100) / 100,
      refund_id: `rf_${id}_s1`,
      refund_amount: 54.9,
    });
    expect((await eventsOf(m.tablesDB, id)).find((e) => e.type === 'substitution_declined')?.note).toContain(
      'line removed',
    );
  });

  it('decline of the only line cancels the order and refunds everything', async () => {
    const id = await confirmedOrder({ quantity: 1 });
    const placed = (await orderRow(m.tablesDB, id)).placed_total as number;
    await ok(m.staffA, id, 'propose_substitution', { item_id: (await otcLine(id)).$id, product_id: CHEAP.$id });
    await ok(m.customer, id, 'decline_substitution');
    const order = await waitForOrder(m, id, (o) => o.payment_status === 'refunded');
    expect(order).toMatchObject({ status: 'cancelled', refund_id: `rf_${id}`, refund_amount: placed });
    // The store had it: it is on the store's Closed tab, cancelled by the customer's answer (issue 33).
    const closing = await m.tablesDB.listRows({
      databaseId: 'instamg',
      tableId: 'store_order_decisions',
      queries: [Query.equal('order_id', id), Query.equal('closes_order', true)],
    });
    expect(closing.rows.map((row) => [row.kind, row.actor_role])).toEqual([['cancelled', 'customer']]);
  });
});

describe('an open proposal and the rest of the order', () => {
  it('the order is not packed while the customer has not answered; cancelling withdraws the proposal and puts the substitute back', async () => {
    const id = await confirmedOrder();
    await ok(m.staffA, id, 'start_processing');
    const stock = await stockOf(m.tablesDB, CHEAP_SOON);
    const { substitution } = await ok(m.staffA, id, 'propose_substitution', {
      item_id: (await otcLine(id)).$id,
      product_id: CHEAP.$id,
    });
    expect(await refused(m.staffA, id, 'ready_for_pickup')).toBe('409 substitution_open');
    const cancelled = await ok(m.staffA, id, 'cancel', { reason: 'Out of stock after all' });
    expect(cancelled.order).toMatchObject({ status: 'cancelled', substitution_id: null });
    expect(await stockOf(m.tablesDB, CHEAP_SOON)).toBe(stock);
    const sub = await m.tablesDB.getRow({ databaseId: DB, tableId: 'order_substitutions', rowId: substitution.$id });
    expect(sub.status).toBe('withdrawn');
    expect(await refused(m.customer, id, 'accept_substitution')).toBe('409 invalid_transition');
    // The cancellation refunds everything once: the proposal refunded nothing.
    const order = await waitForOrder(m, id, (o) => o.payment_status === 'refunded');
    expect(order.refunded_paise).toBe(Math.round((order.placed_total as number) * 100));
    expect((await refundsOf(id)).map((r) => r.refund_id)).toEqual([`rf_${id}`]);
  });
});

describe('no answer in time', () => {
  it('the sweeper (clock injected) removes the line and refunds it once the window has passed, not before; a late answer is refused', async () => {
    const id = await confirmedOrder({ rush: true });
    const line = await otcLine(id);
    const stock = await stockOf(m.tablesDB, CHEAP_SOON);
    const { substitution } = await ok(m.staffA, id, 'propose_substitution', {
      item_id: line.$id,
      product_id: CHEAP.$id,
    });
    const proposedAt = Date.parse(substitution.$createdAt);
    expect((await sweep(new Date(proposedAt + 9 * 60_000), [id])).substitutions.expired).toBe(0);
    expect((await orderRow(m.tablesDB, id)).substitution_id).toBe(substitution.$id);
    expect((await sweep(new Date(proposedAt + 10 * 60_000 + 1000), [id])).substitutions.expired).toBe(1);
    // Twice is once.
    expect((await sweep(new Date(proposedAt + 11 * 60_000), [id])).substitutions.expired).toBe(0);
    expect(await stockOf(m.tablesDB, CHEAP_SOON)).toBe(stock);
    expect((await itemsOf(id)).map((i) => i.product_id)).toEqual([PRODUCTS.rush.$id]);
    const order = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    expect(order).toMatchObject({
      status: 'confirmed',
      substitution_id: null,
      refund_id: `rf_${id}_s1`,
      refund_amount: 54.9,
    });
    expect((await eventsOf(m.tablesDB, id)).some((e) => e.type === 'substitution_expired')).toBe(true);
    const sub = await m.tablesDB.getRow({ databaseId: DB, tableId: 'order_substitutions', rowId: substitution.$id });
    expect(sub.status).toBe('expired');
    expect(await refused(m.customer, id, 'accept_substitution')).toBe('409 no_open_substitution');
  });
});
