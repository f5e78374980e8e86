import { ID, Query } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import { createWebClient, type WebClient } from '../../../dev-server/test/web-client.ts';
import {
  DB,
  HOME,
  PRODUCTS,
  buildMarketplace,
  deliverOrder,
  orderRow,
  run,
  returnWholeOrder,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';

/**
 * Issue 22 §6 through the web SDK against the dev server: coupons are checked only by place-order
 * (quote shows the verdict, placement refuses a bad one), the per-user limit holds under
 * concurrency, the body cannot set amounts, discounts or the payment status; cash on delivery
 * within the platform's limit, collected at the coded handover and netted in the store's earnings;
 * the sandbox page's method lands on the order as Cashfree's payment_group.
 */

let t: TestServer;
let m: Marketplace;
const DAY = 86_400_000;

async function coupon(code: string, data: Record<string, unknown>): Promise<void> {
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'coupons',
    rowId: ID.unique(),
    data: {
      code,
      kind: 'percent',
      value: 10,
      max_discount_paise: 500,
      min_order_paise: 2_000,
      valid_from: new Date(Date.now() - DAY).toISOString(),
      valid_until: new Date(Date.now() + DAY).toISOString(),
      per_user_limit: 1,
      active: true,
      funded_by: 'platform',
      ...data,
    },
  });
}

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'paychoice');
  await coupon('TENOFF', {});
  // Issue 40 §7: one advertised coupon, and a private one that must never be listed.
  await coupon('LISTED5', { kind: 'flat', value: 500, max_discount_paise: null, min_order_paise: 0, listed: true });
  await coupon('PRIVATE9', { kind: 'flat', value: 900, max_discount_paise: null, min_order_paise: 0 });
  await coupon('MIN100', { min_order_paise: 10_000 });
  await coupon('OLD10', { valid_until: new Date(Date.now() - DAY).toISOString() });
  await coupon('TWICE50', {
    kind: 'flat',
    value: 5_000,
    max_discount_paise: null,
    min_order_paise: 0,
    per_user_limit: 2,
  });
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'settings',
    rowId: 'cod_max_order_paise',
    data: { key: 'cod_max_order_paise', value: '20000' },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const otc = (quantity: number) => [{ product_id: PRODUCTS.otc.$id, quantity }];
const body = (extra: Record<string, unknown>) => ({ address_id: m.addressId, delivery_mode: 'standard', ...extra });
/** The other customer has no saved address: an address in the body, next to store A. */
const INLINE = {
  address_line1: '1 Janpath',
  city: 'New Delhi',
  state: 'Delhi',
  postal_code: '110001',
  latitude: HOME.latitude,
  longitude: HOME.longitude,
};
const quote = (extra: Record<string, unknown>) =>
  run<{ quote: Record<string, any> }>(m.customer, 'place-order', { action: 'quote', ...body(extra) });
const place = (who: Marketplace['customer'], extra: Record<string, unknown>) =>
  run<{ order: Record<string, any> }>(
    who,
    'place-order',
    who === m.customer ? body(extra) : { delivery_mode: 'standard', address: INLINE, ...extra },
  );

describe('coupons', () => {
  it('lists only coupons meant to be listed: a private code reaches no customer, guest or table read (issue 40 §7)', async () => {
    for (const who of [m.customer, m.otherCustomer]) {
      const response = await run<{ quote: Record<string, any> }>(
        who,
        'place-order',
        who === m.customer
          ? { action: 'quote', ...body({ items: otc(1) }) }
          : { action: 'quote', delivery_mode: 'standard', address: INLINE, items: otc(1) },
      );
      const codes = (response.body.quote.coupon_offers ?? []).map((offer: { code: string }) => offer.code);
      expect(codes).toContain('LISTED5');
      expect(codes).not.toContain('PRIVATE9');
      expect(JSON.stringify(response.body)).not.toContain('PRIVATE9');
    }
    // Typed, the private code still applies.
    const typed = (await quote({ items: otc(1), coupon_code: 'private9' })).body.quote;
    expect(typed.coupon).toMatchObject({ code: 'PRIVATE9', applied: true, discount: 9 });
    // The table itself: neither a guest nor a signed-in customer may read it.
    const guest = createWebClient(t.endpoint, t.projectId);
    for (const reader of [guest.tablesDB, m.customer.tablesDB]) {
      await expect(
        reader.listRows({ databaseId: DB, tableId: 'coupons', queries: [Query.equal('code', 'PRIVATE9')] }),
      ).rejects.toMatchObject({ code: 401 });
    }
  });

  it('quotes a valid coupon off the items (capped), places the same amounts, and refuses it a second time', async () => {
    // 3 × ₹27.45 = ₹82.35 of items: 10 % = ₹8.23, capped at ₹5.
    const q = (await quote({ items: otc(3), coupon_code: ' tenoff ' })).body.quote;
    expect(q.coupon).toEqual({ code: 'TENOFF', applied: true, discount: 5, description: null });
    expect(q.amounts).toMatchObject({ items_total: 82.35, delivery_fee: 25, coupon_discount: 5, total: 102.35 });

    // What the body says about money is never read.
    const placed = await place(m.customer, {
      items: otc(3),
      coupon_code: 'TENOFF',
      coupon_discount: 80,
      total: 1,
      payment_status: 'paid',
      payment_method: 'online',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order).toMatchObject({
      coupon_code: 'TENOFF',
      coupon_discount: 5,
      coupon_funded_by: 'platform',
      total: 102.35,
      placed_total: 102.35,
      payment_status: 'pending',
      payment_method: 'online',
    });

    const again = await place(m.customer, { items: otc(3), coupon_code: 'TENOFF' });
    expect(again).toMatchObject({ status: 409, body: { code: 'coupon_limit_reached' } });
    const requoted = (await quote({ items: otc(3), coupon_code: 'TENOFF' })).body.quote;
    expect(requoted.coupon).toMatchObject({ applied: false, error_code: 'coupon_limit_reached' });
    expect(requoted.amounts.total).toBe(107.35);
    // Another customer still may.
    const theirs = await run<{ quote: Record<string, any> }>(m.otherCustomer, 'place-order', {
      action: 'quote',
      delivery_mode: 'standard',
      address: INLINE,
      items: otc(3),
      coupon_code: 'TENOFF',
    });
    expect(theirs.body.quote.coupon).toMatchObject({ applied: true, discount: 5 });
  });

  it('refuses an expired coupon, an unknown one and one below its minimum, in the quote and at placement', async () => {
    const expired = (await quote({ items: otc(3), coupon_code: 'OLD10' })).body.quote;
    expect(expired.coupon).toEqual({
      code: 'OLD10',
      applied: false,
      error_code: 'coupon_expired',
      message: 'This coupon has expired.',
    });
    expect(expired.amounts.coupon_discount).toBeUndefined();
    expect(await place(m.otherCustomer, { items: otc(1), coupon_code: 'OLD10' })).toMatchObject({
      status: 422,
      body: { code: 'coupon_expired', message: 'This coupon has expired.' },
    });
    expect(await place(m.otherCustomer, { items: otc(1), coupon_code: 'NOSUCH' })).toMatchObject({
      status: 422,
      body: { code: 'coupon_not_found' },
    });
    // ₹27.45 of items is below MIN100's ₹100.
    const min = (await quote({ items: otc(1), coupon_code: 'MIN100' })).body.quote;
    expect(min.coupon).toMatchObject({
      applied: false,
      error_code: 'coupon_min_order',
      message: 'This coupon needs items worth at least ₹100.',
    });
  });

  it('holds the per-user limit under concurrent placements', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => place(m.otherCustomer, { items: otc(1), coupon_code: 'TWICE50' })),
    );
    const statuses = results.map((r) => r.status).sort();
    // Flat ₹50 on ₹27.45 of items: the items are free, never negative; the fee stays.
    const won = results.filter((r) => r.status === 201);
    expect(won.length, JSON.stringify(statuses)).toBeLessThanOrEqual(2);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const r of won) expect(r.body.order).toMatchObject({ coupon_discount: 27.45, total: 25 });
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(['coupon_limit_reached', 'too_many_unpaid_orders']).toContain((r.body as { code?: string }).code);
    }
    const rows = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'coupon_redemptions',
      queries: [],
    });
    expect(rows.rows.filter((r: any) => r.coupon_code === 'TWICE50').length).toBe(won.length);
  });
});

describe('cash on delivery', () => {
  it('is offered within the limit, places without a gateway, and the coded handover collects it', async () => {
    const q = (await quote({ items: otc(2) })).body.quote;
    expect(q.payment).toEqual({ methods: ['online', 'cod'], cod_available: true, cod_reason: null });
    const over = (await quote({ items: otc(8) })).body.quote;
    expect(over.payment).toMatchObject({
      cod_available: false,
      cod_reason: 'Cash on delivery is available for orders up to ₹200.',
    });
    expect(await place(m.customer, { items: otc(8), payment_method: 'cod' })).toMatchObject({
      status: 409,
      body: { code: 'cod_unavailable' },
    });

    const placed = await place(m.customer, { items: otc(2), payment_method: 'cod' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    expect(order).toMatchObject({ payment_method: 'cod', payment_status: 'cod_pending', payment_expires_at: null });
    expect(order.routed_at).toBeTruthy();
    // Confirmed at placement, so the confirmation e-mail goes now, asking for cash at the door (issue 22 §9).
    const mails = await fetch(`${t.endpoint}/dev/outbox?to=${encodeURIComponent(m.customer.user.email)}&limit=1000`);
    const confirmation = ((await mails.json()) as { messages: { subject: string; text: string }[] }).messages.filter(
      (mail) => mail.subject === `Order confirmation ${order.order_number}`,
    );
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain('in cash when it is delivered');
    // Nothing to pay online.
    expect(await run(m.customer, 'payments', { action: 'create', order_id: order.$id })).toMatchObject({
      status: 409,
      body: { message: 'This order is paid in cash on delivery.' },
    });
    // The store sees it and takes it to the door; the code is the handover and the payment.
    const delivered = await deliverOrder(m, m.staffA, order.$id);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const row = await orderRow(m.tablesDB, order.$id);
    expect(row).toMatchObject({
      status: 'delivered',
      payment_status: 'paid',
      payment_method: 'cod',
      cod_collected: order.total,
    });
    expect(row.cod_collected_at).toBeTruthy();
    const earnings = await m.tablesDB.getRow({ databaseId: DB, tableId: 'store_order_earnings', rowId: order.$id });
    expect(earnings.cod_collected_paise).toBe(Math.round(order.total * 100));
    expect(earnings.net_paise).toBe(
      earnings.gross_paise -
        earnings.commission_paise -
        earnings.commission_gst_paise -
        earnings.tcs_paise -
        earnings.tds_paise -
        earnings.cod_collected_paise,
    );
  });
});

describe('a cash-on-delivery refund', () => {
  it('is recorded pending by bank transfer (no gateway), and support marks it paid with the UTR', async () => {
    const placed = await place(m.customer, { items: otc(1), payment_method: 'cod' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.order.$id as string;
    expect((await deliverOrder(m, m.staffA, id)).status).toBe(200);
    const act = (who: Marketplace['customer'], action: string, extra: Record<string, unknown> = {}) =>
      run(who, 'order-state', { action, order_id: id, ...extra });
    // The whole order comes back through the return flow (issue 16 §6); verifying it starts the refund.
    const verified = await returnWholeOrder(m, m.admin, id);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.order).toMatchObject({ refund_status: 'pending', refund_id: `rf_${id}` });
    const pending = await orderRow(m.tablesDB, id);
    expect(pending).toMatchObject({ status: 'delivered', payment_status: 'paid', refund_status: 'pending' });
    const refunds = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'order_refunds',
      queries: [Query.equal('order_id', id)],
    });
    expect(refunds.rows).toHaveLength(1);
    expect(refunds.rows[0]).toMatchObject({ status: 'pending', amount: placed.body.order.total });
    expect(String(refunds.rows[0]!.note)).toMatch(/^Bank transfer: /);

    // Only support marks it paid, with a transfer reference.
    expect((await act(m.staffA, 'mark_refund_paid', { reason: 'UTR1234567890' })).status).toBe(401);
    expect((await act(m.customer, 'mark_refund_paid', { reason: 'UTR1234567890' })).status).toBe(401);
    expect(await act(m.admin, 'mark_refund_paid', { reason: 'x' })).toMatchObject({
      status: 400,
      body: { code: 'reason_required' },
    });
    const paid = await act(m.admin, 'mark_refund_paid', { reason: 'UTR1234567890' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await orderRow(m.tablesDB, id)).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
      refund_status: 'refunded',
    });
    const row = await m.tablesDB.getRow({ databaseId: DB, tableId: 'order_refunds', rowId: refunds.rows[0]!.$id });
    expect(row).toMatchObject({ status: 'refunded', note: 'Bank transfer UTR UTR1234567890' });
    // Not twice.
    expect((await act(m.admin, 'mark_refund_paid', { reason: 'UTR1234567890' })).status).toBe(409);
  });

  it("asks the customer for bank details: only the order's customer gives them, only admins read the full number", async () => {
    const placed = await place(m.customer, { items: otc(1), payment_method: 'cod' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.order.$id as string;
    const bank = {
      account_holder: 'Asha Rao',
      account_number: '501001234567',
      account_number_confirm: '501001234567',
      ifsc: 'hdfc0001234',
    };
    const submit = (who: WebClient, details: Record<string, string> = bank) =>
      run(who as Marketplace['customer'], 'order-state', {
        action: 'submit_refund_bank_details',
        order_id: id,
        bank_details: details,
      });
    const readRow = async (who: WebClient, tableId: string) =>
      who.tablesDB.getRow({ databaseId: DB, tableId, rowId: id }).then(
        (row) => row,
        (err: { code?: number }) => err.code,
      );
    const guest = createWebClient(t.endpoint, t.projectId);
    expect((await deliverOrder(m, m.staffA, id)).status).toBe(200);
    // Delivered and paid in cash, no refund yet: nothing to pay back.
    expect(await submit(m.customer)).toMatchObject({ status: 409, body: { code: 'not_cod' } });
    expect((await returnWholeOrder(m, m.admin, id)).status).toBe(200);
    expect(await orderRow(m.tablesDB, id)).toMatchObject({ payment_method: 'cod', refund_status: 'pending' });

    // Nobody but the order's customer gives them: not the store's team, another store, another customer, support or a guest.
    for (const who of [m.staffA, m.staffB, m.otherCustomer, m.admin])
      expect((await submit(who)).status, who.user.email).toBeGreaterThanOrEqual(401);
    // A guest may not even run the function.
    expect(await submit(guest).catch((err: { code?: number }) => err.code)).toBe(401);
    expect(
      await m.tablesDB.getRow({ databaseId: DB, tableId: 'refund_bank_accounts', rowId: id }).catch((e) => e.code),
    ).toBe(404);
    // The shared validators: typed twice, IFSC format.
    expect(await submit(m.customer, { ...bank, account_number_confirm: '501001234568' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', message: 'The account numbers do not match' },
    });
    expect((await submit(m.customer, { ...bank, ifsc: 'HDFC1001234' })).status).toBe(400);
    expect((await submit(m.customer, { ...bank, upi: 'asha@upi' })).status).toBe(400);

    const given = await submit(m.customer);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(JSON.stringify(given.body)).not.toContain('501001234567');
    // The customer reads the masked row only; the full one is the admin's.
    expect(await readRow(m.customer, 'refund_bank_details')).toMatchObject({
      account_holder: 'Asha Rao',
      account_last4: '4567',
      ifsc: 'HDFC0001234',
      bank_name: 'HDFC Bank',
    });
    expect(JSON.stringify(await readRow(m.customer, 'refund_bank_details'))).not.toContain('501001234567');
    expect(await readRow(m.customer, 'refund_bank_accounts')).toBe(404);
    for (const who of [m.staffA, m.staffB, m.otherCustomer, guest]) {
      expect(await readRow(who, 'refund_bank_accounts')).toBe(404);
      expect(await readRow(who, 'refund_bank_details')).toBe(404);
    }
    expect(await readRow(m.admin, 'refund_bank_accounts')).toMatchObject({
      order_id: id,
      customer_id: m.customer.user.$id,
      account_holder: 'Asha Rao',
      account_number: '501001234567',
      ifsc: 'HDFC0001234',
    });
    // The timeline (the store reads it) has no digits of the account.
    const events = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'order_events',
      queries: [Query.equal('order_id', id), Query.equal('type', 'refund_bank_details')],
    });
    expect(events.rows).toHaveLength(1);
    expect(String(events.rows[0]!.note)).not.toMatch(/4567/);

    // Given again: replaced.
    const again = await submit(m.customer, {
      ...bank,
      account_number: '0012345678',
      account_number_confirm: '0012345678',
      ifsc: 'SBIN0000001',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await readRow(m.admin, 'refund_bank_accounts')).toMatchObject({
      account_number: '0012345678',
      ifsc: 'SBIN0000001',
    });
    expect(await readRow(m.customer, 'refund_bank_details')).toMatchObject({ account_last4: '5678' });

    // Paid: no more changes.
    expect(
      (await run(m.admin, 'order-state', { action: 'mark_refund_paid', order_id: id, reason: 'UTR1234567890' })).status,
    ).toBe(200);
    expect((await submit(m.customer)).status).toBe(409);
    expect(await readRow(m.admin, 'refund_bank_accounts')).toMatchObject({ account_number: '0012345678' });
  });

  it('is refused for an online order', async () => {
    const placed = await place(m.customer, { items: otc(1) });
    const reply = await run(m.admin, 'order-state', {
      action: 'mark_refund_paid',
      order_id: placed.body.order.$id,
      reason: 'UTR1234567890',
    });
    expect(reply.status).toBe(409);
    const bankDetails = await run(m.customer, 'order-state', {
      action: 'submit_refund_bank_details',
      order_id: placed.body.order.$id,
      bank_details: {
        account_holder: 'A',
        account_number: '501001234567',
        account_number_confirm: '501001234567',
        ifsc: 'HDFC0001234',
      },
    });
    expect(bankDetails.status).toBe(409);
  });
});

describe('online payment method', () => {
  it('records the method picked on the sandbox page as payment_group', async () => {
    const placed = await place(m.otherCustomer, { items: otc(1) });
    expect(placed.status).toBe(201);
    const id = placed.body.order.$id as string;
    const session = (await run(m.otherCustomer, 'payments', { action: 'create', order_id: id })).body
      .payment_session_id as string;
    await fetch(`${t.endpoint}/dev/payments/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_session_id: session, outcome: 'pay', method: 'net_banking' }).toString(),
      redirect: 'manual',
    });
    expect(await orderRow(m.tablesDB, id)).toMatchObject({ payment_status: 'paid', payment_group: 'net_banking' });
  });
});
