import { Functions, ID, Permission, Query, Role, Teams, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  PRODUCTS,
  STORES,
  TO_OUT_FOR_DELIVERY,
  buildMarketplace,
  deliverOrder,
  orderRow,
  pickupSlot,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import {
  createWebClient,
  signUpAndSignIn,
  type SignedInUser,
  type WebClient,
} from '../../../dev-server/test/web-client.ts';
import { act, paidOrder, pay, waitForOrder } from './sdk-orders.ts';
import { paymentsSandbox } from '../../../dev-server/src/services/payments-sandbox.ts';
import { refundWebhook } from '../../../dev-server/src/payments/webhook-payload.ts';
import { deliverWebhook, sandboxMerchant, signedWebhookHeaders } from '../../../dev-server/test/webhook-fixtures.ts';
import { balances, refundedToCustomer } from '@instamg/shared/domain/ledger/ledger';
import { refundTotals } from '@instamg/shared/domain/ledger/order-money';
import { loadRates } from '../../lib/money/earnings.ts';
import { syncOrderLedger, type LedgerEntryRow } from '../../lib/money/ledger.ts';

/**
 * The ledger (issue 31 §1–2) through the SDKs against the dev server: each money event of an order
 * posts balanced lines once (a replayed sync or webhook writes nothing); the store's owner reads its
 * store's lines and nobody else does (guest, another customer, staff, another store, a removed
 * member); nobody writes them. And the defects fixed through it: a cancel after a failed delivery
 * refunds and shows what was refunded (the kept fee is the store's), a partial return adjusts the
 * store's earnings, a partial COD refund's mark_refund_paid completes only its part, a cancelled
 * order gives its coupon use back.
 */

let t: TestServer;
let m: Marketplace;
let owner: SignedInUser;
let removed: SignedInUser;
let guest: WebClient;

const RATES = [
  { kind: 'gst_on_fees', rate_bps: 1800, effective_from: '2017-06-30T18:30:00.000Z' },
  { kind: 'gst_tcs', rate_bps: 50, effective_from: '2024-07-09T18:30:00.000Z' },
  { kind: 'income_tax_tds', rate_bps: 10, effective_from: '2024-09-30T18:30:00.000Z' },
  { kind: 'commission', rate_bps: 1000, effective_from: '2025-12-31T18:30:00.000Z' },
];

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'ledger');
  for (const rate of RATES)
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'rates',
      rowId: ID.unique(),
      data: { ...rate, created_by: 'test' },
    });
  const teams = new Teams(t.serverClient());
  const member = async (name: string, role: string) => {
    const who = await signUpAndSignIn(t, {
      email: `${name}.ledger@instamg.test`,
      password: 'correct horse battery',
      name,
    });
    const membership = await teams.createMembership({
      teamId: teamOf(STORES.A.id),
      roles: [role],
      userId: who.user.$id,
    });
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'store_admins',
      rowId: ID.unique(),
      permissions: [Permission.read(Role.user(who.user.$id))],
      data: { user_id: who.user.$id, store_id: STORES.A.id, role },
    });
    return { who, membership };
  };
  owner = (await member('ownerl', 'owner')).who;
  const gone = await member('removedl', 'owner');
  removed = gone.who;
  await teams.deleteMembership({ teamId: teamOf(STORES.A.id), membershipId: gone.membership.$id });
  guest = createWebClient(t.endpoint, t.projectId);
  await guest.account.createAnonymousSession();
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const linesOf = async (
  orderId: string,
  who: Pick<WebClient, 'tablesDB'> | Pick<Marketplace, 'tablesDB'> = m,
): Promise<LedgerEntryRow[]> =>
  (
    await (who.tablesDB as Marketplace['tablesDB']).listRows<Models.Row & LedgerEntryRow>({
      databaseId: DB,
      tableId: 'ledger_entries',
      queries: [Query.equal('order_id', orderId), Query.limit(200)],
    })
  ).rows;

/** Polls until the order's ledger has an event of `kind` (a refund completes when its webhook lands). */
async function waitForKind(orderId: string, kind: string): Promise<LedgerEntryRow[]> {
  // An event's lines are written side by side, not at once: wait until one of that kind is there and
  // the order's lines have stopped arriving (the same count twice, 300 ms apart).
  const until = Date.now() + 10_000;
  let seen = -1;
  for (;;) {
    const lines = await linesOf(orderId);
    if (lines.some((l) => l.event_kind === kind) && lines.length === seen) return lines;
    seen = lines.some((l) => l.event_kind === kind) ? lines.length : -1;
    if (Date.now() > until) throw new Error(`no ${kind} for ${orderId}: ${JSON.stringify(lines)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

function expectBalanced(lines: readonly LedgerEntryRow[]): void {
  const byEvent = new Map<string, number>();
  for (const l of lines) byEvent.set(l.event_key, (byEvent.get(l.event_key) ?? 0) + l.amount_paise);
  for (const [key, sum] of byEvent) expect(sum, key).toBe(0);
  // No line twice: (event_key, line_no) is unique.
  expect(new Set(lines.map((l) => `${l.event_key}#${l.line_no}`)).size).toBe(lines.length);
}

const ok = async (who: SignedInUser, id: string, action: string, extra: Record<string, unknown> = {}) => {
  const r = await act(who, id, action, extra);
  expect(r.status, `${action}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
};

const paise = (rupees: number) => Math.round(rupees * 100);

// Whole order journeys through the functions: a minute each on a busy 2-core machine.
describe('ledger_entries', { timeout: 60_000 }, () => {
  let delivered: string;

  it('a paid, delivered order posts its payment and its sale, balanced; the customer account is 0', async () => {
    delivered = await paidOrder(t, m);
    expect((await deliverOrder(m, m.staffA, delivered)).status).toBe(200);
    const lines = await waitForKind(delivered, 'sale');
    expectBalanced(lines);
    expect(new Set(lines.map((l) => l.event_kind))).toEqual(new Set(['payment_captured', 'sale']));
    const order = await orderRow(m.tablesDB, delivered);
    const b = balances(lines);
    expect(b.gateway).toBe(paise(order.placed_total as number));
    expect(b.customer).toBe(0);
    // The store's payable is the earnings row's net: two screens, one figure.
    const earnings = await m.tablesDB.getRow({ databaseId: DB, tableId: 'store_order_earnings', rowId: delivered });
    expect(-b.store_payable!).toBe(earnings.net_paise);
    expect(lines.every((l) => l.store_id === STORES.A.id)).toBe(true);
  });

  it('posting again (a retried sync, a replayed action) writes nothing twice', async () => {
    const before = await linesOf(delivered);
    const order = await orderRow(m.tablesDB, delivered);
    const rates = await loadRates(m.tablesDB);
    const [a, b] = await Promise.all([
      syncOrderLedger(m.tablesDB, order as never, rates),
      syncOrderLedger(m.tablesDB, order as never, rates),
    ]);
    expect(a.posted + b.posted).toBe(0);
    expect((await linesOf(delivered)).length).toBe(before.length);
  });

  it('the backfill (store-earnings backfill_ledger, key only) restores lost lines with the same ids, then writes nothing', async () => {
    const before = await linesOf(delivered);
    for (const line of before.slice(0, 3))
      await m.tablesDB.deleteRow({ databaseId: DB, tableId: 'ledger_entries', rowId: line.$id });
    const backfill = async () => {
      const execution = await new Functions(t.serverClient()).createExecution({
        functionId: 'store-earnings',
        body: JSON.stringify({ action: 'backfill_ledger', store_id: STORES.A.id }),
      });
      expect(execution.responseStatusCode, execution.responseBody).toBe(200);
      return JSON.parse(execution.responseBody) as { orders: number; lines_written: number };
    };
    expect((await backfill()).lines_written).toBe(3);
    const after = await linesOf(delivered);
    expect(after.map((l) => l.$id).sort()).toEqual(before.map((l) => l.$id).sort());
    expect((await backfill()).lines_written).toBe(0);
    // A signed-in user may not run it.
    expect((await run(m.admin, 'store-earnings', { action: 'backfill_ledger' })).status).toBe(403);
  });

  it("the store's owner reads its lines; guest, customers, staff, another store and a removed member read none", async () => {
    const mine = await linesOf(delivered, owner);
    expect(mine.length).toBe((await linesOf(delivered)).length);
    expect((await linesOf(delivered, m.admin)).length).toBe(mine.length);
    for (const [name, who] of [
      ['guest', guest],
      ['the customer', m.customer],
      ['another customer', m.otherCustomer],
      ['staff of the store', m.staffA],
      ['pharmacist of the store', m.pharmacistA],
      ['staff of another store', m.staffB],
      ['a removed member', removed],
    ] as const) {
      expect((await linesOf(delivered, who)).length, name).toBe(0);
      const one = mine[0]!;
      const status = await who.tablesDB.getRow({ databaseId: DB, tableId: 'ledger_entries', rowId: one.$id }).then(
        () => 200,
        (e: { code?: number }) => e.code,
      );
      expect(status, name).toBe(404);
    }
  });

  it('nobody writes a line with a session: not an admin, not the owner', async () => {
    const one = (await linesOf(delivered))[0]!;
    for (const who of [m.admin, owner, m.customer]) {
      const create = await who.tablesDB
        .createRow({
          databaseId: DB,
          tableId: 'ledger_entries',
          rowId: ID.unique(),
          data: {
            event_key: 'forged',
            line_no: 0,
            event_kind: 'payout',
            account: 'store_payable',
            amount_paise: 100,
            occurred_at: new Date().toISOString(),
          },
        })
        .then(
          () => 201,
          (e: { code?: number }) => e.code,
        );
      expect(create).toBe(401);
      const update = await who.tablesDB
        .updateRow({ databaseId: DB, tableId: 'ledger_entries', rowId: one.$id, data: { amount_paise: 1 } })
        .then(
          () => 200,
          (e: { code?: number }) => e.code,
        );
      expect([401, 404]).toContain(update);
      const del = await who.tablesDB.deleteRow({ databaseId: DB, tableId: 'ledger_entries', rowId: one.$id }).then(
        () => 204,
        (e: { code?: number }) => e.code,
      );
      expect([401, 404]).toContain(del);
    }
    expect((await linesOf(delivered)).find((l) => l.$id === one.$id)?.amount_paise).toBe(one.amount_paise);
  });
});

describe('defects fixed through the ledger (issue 31 §2)', { timeout: 60_000 }, () => {
  it('failed delivery, a redelivery asked for, then cancel: ₹25 kept for the store, the rest refunded, and that is the figure every page reads', async () => {
    const id = await paidOrder(t, m);
    for (const action of TO_OUT_FOR_DELIVERY) await ok(m.staffA, id, action);
    await ok(m.staffA, id, 'delivery_failed', {
      reason: 'unreachable',
      note: 'Phone off, waited 10 min',
      call_attempts: 2,
    });
    await ok(m.customer, id, 'request_redelivery');
    await ok(m.staffA, id, 'redeliver');
    await ok(m.staffA, id, 'delivery_failed', { reason: 'refused', note: 'Customer refused at the door' });
    await ok(m.staffA, id, 'cancel', { reason: 'Customer refused the delivery' });
    const order = await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    const placed = paise(order.placed_total as number);
    const lines = await waitForKind(id, 'refund_full');
    expectBalanced(lines);
    expect(refundedToCustomer(lines)).toBe(placed - 2500);
    const b = balances(lines);
    expect(b.customer).toBe(0);
    expect(b.store_payable).toBe(-2500);
    expect(lines.filter((l) => l.event_kind === 'redelivery_fee')).toHaveLength(2);
    // What the store's page (its staff), the customer's and the admin's read: the completed refunds, ₹25 less than paid.
    for (const who of [m.staffA, m.customer, m.admin]) {
      const refunds = await who.tablesDB.listRows({
        databaseId: DB,
        tableId: 'order_refunds',
        queries: [Query.equal('order_id', id)],
      });
      expect(refundTotals(refunds.rows as never).refunded_paise).toBe(placed - 2500);
    }
    expect(paise(order.total as number)).toBe(placed);

    // The kept fee is a line of the store's earnings (issue 31): a row for the cancelled order, the
    // fee in full, dated when it was kept — what the earnings page, the grid and the statement read.
    const feeAt = lines.find((l) => l.event_kind === 'redelivery_fee')!.occurred_at;
    let earnings: Record<string, unknown> | null = null;
    for (let i = 0; i < 100 && !earnings; i++) {
      earnings = await owner.tablesDB
        .getRow({ databaseId: DB, tableId: 'store_order_earnings', rowId: id })
        .catch(() => null);
      if (!earnings) await new Promise((r) => setTimeout(r, 100));
    }
    expect(earnings).toMatchObject({
      order_id: id,
      order_status: 'cancelled',
      gross_paise: 2500,
      commission_paise: 0,
      tcs_paise: 0,
      tds_paise: 0,
      net_paise: 2500,
      refund_paise: 0,
      adjustment_net_paise: 0,
      payout_id: null,
    });
    expect(Date.parse(earnings!.delivered_at as string)).toBe(Date.parse(feeAt));
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const summary = await run(owner, 'store-earnings', {
      action: 'summary',
      store_id: STORES.A.id,
      from: today,
      to: today,
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.summary.sale.net_paise).toBeGreaterThanOrEqual(2500);
  });

  it("a partial return's refund is a refund adjustment in the store's earnings of its cycle", async () => {
    const placedBody = await run(m.customer, 'place-order', {
      address_id: m.addressId,
      delivery_mode: 'standard',
      items: [{ product_id: PRODUCTS.otc.$id, quantity: 2 }],
    });
    expect(placedBody.status, JSON.stringify(placedBody.body)).toBe(201);
    const id = placedBody.body.order.$id as string;
    await pay(t, m, id);
    expect((await deliverOrder(m, m.staffA, id)).status).toBe(200);
    const [item] = (
      await m.tablesDB.listRows({ databaseId: DB, tableId: 'order_items', queries: [Query.equal('order_id', id)] })
    ).rows;
    const line = { item_id: item!.$id, quantity: 1 };
    await ok(m.customer, id, 'report_problem', { lines: [{ ...line, reason: 'damaged' }] });
    await ok(owner, id, 'approve_refund');
    await ok(owner, id, 'schedule_return_pickup', { slot: pickupSlot() });
    await ok(owner, id, 'return_collected');
    await ok(owner, id, 'verify_return', { accepted: [line] });
    await waitForOrder(m, id, (o) => o.refund_status === 'refunded');
    const refund = paise(item!.unit_price as number);
    const lines = await waitForKind(id, 'refund_return');
    expectBalanced(lines);
    const storeLine = lines.filter((l) => l.event_kind === 'refund_return' && l.account === 'store_payable');
    expect(storeLine).toHaveLength(1);
    // The earnings row is refreshed right after the ledger lines are written (same refreshRollupsAfter).
    let earnings = await m.tablesDB.getRow({ databaseId: DB, tableId: 'store_order_earnings', rowId: id });
    for (let i = 0; i < 100 && earnings.refund_paise !== refund; i++) {
      await new Promise((r) => setTimeout(r, 100));
      earnings = await m.tablesDB.getRow({ databaseId: DB, tableId: 'store_order_earnings', rowId: id });
    }
    expect(earnings.refund_paise).toBe(refund);
    expect(earnings.adjustment_net_paise).toBe(-storeLine[0]!.amount_paise);
    expect(earnings.adjustment_net_paise).toBeLessThan(0);
    // The owner's earnings page (store-earnings summary of today's cycle) shows it under refund adjustments.
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const summary = await run(owner, 'store-earnings', {
      action: 'summary',
      store_id: STORES.A.id,
      from: today,
      to: today,
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.summary.adjustments.net_paise).toBeLessThanOrEqual(earnings.adjustment_net_paise as number);
    expect(summary.body.summary.adjustments.net_paise).toBeLessThan(0);

    // An attempt that completed the refund's rows and died before its ledger lines (a timeout): the
    // gateway's redelivery finds the refund done and finishes the lines, with the same ids, once.
    const refundLines = lines.filter((l) => l.event_kind === 'refund_return');
    for (const l of refundLines)
      await m.tablesDB.deleteRow({ databaseId: DB, tableId: 'ledger_entries', rowId: l.$id });
    const order = await orderRow(m.tablesDB, id);
    const refundId = refundLines[0]!.refund_id!;
    const body = JSON.stringify(
      refundWebhook(paymentsSandbox(t.dev.deps).refund(order.gateway_order_id as string, refundId)!),
    );
    const { client_secret } = await sandboxMerchant(t);
    const redelivered = await deliverWebhook(guest.functions, body, signedWebhookHeaders(client_secret, body));
    expect(redelivered).toMatchObject({
      status: 200,
      body: { ignored: 'refund already completed', ledger_lines_completed: refundLines.length },
    });
    const restored = (await linesOf(id)).filter((l) => l.event_kind === 'refund_return');
    expect(restored.map((l) => l.$id).sort()).toEqual(refundLines.map((l) => l.$id).sort());
    const again = await deliverWebhook(guest.functions, body, signedWebhookHeaders(client_secret, body));
    expect(again.body).toMatchObject({ ledger_lines_completed: 0 });
  });

  it("a partial cash-on-delivery refund's mark_refund_paid completes only its part: the order stays delivered and paid", async () => {
    const placed = await run(m.customer, 'place-order', {
      address_id: m.addressId,
      delivery_mode: 'standard',
      payment_method: 'cod',
      items: [{ product_id: PRODUCTS.otc.$id, quantity: 2 }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.order.$id as string;
    expect((await deliverOrder(m, m.staffA, id)).status).toBe(200);
    const [item] = (
      await m.tablesDB.listRows({ databaseId: DB, tableId: 'order_items', queries: [Query.equal('order_id', id)] })
    ).rows;
    const line = { item_id: item!.$id, quantity: 1 };
    await ok(m.customer, id, 'report_problem', { lines: [{ ...line, reason: 'damaged' }] });
    await ok(m.admin, id, 'approve_refund');
    await ok(m.admin, id, 'schedule_return_pickup', { slot: pickupSlot() });
    await ok(m.admin, id, 'return_collected');
    await ok(m.admin, id, 'verify_return', { accepted: [line] });
    expect(await orderRow(m.tablesDB, id)).toMatchObject({ refund_id: `rf_${id}_r1`, refund_status: 'pending' });
    await ok(m.admin, id, 'mark_refund_paid', { reason: 'UTR1234567890' });
    expect(await orderRow(m.tablesDB, id)).toMatchObject({
      status: 'delivered',
      payment_status: 'paid',
      refund_status: 'refunded',
      return_status: 'refunded',
    });
    const lines = await waitForKind(id, 'refund_return');
    expectBalanced(lines);
    const b = balances(lines);
    expect(b.platform_bank).toBe(-paise(item!.unit_price as number));
    expect(b.cod_cash_with_store).toBe(0);
  });

  it('a cancelled order gives its coupon use back, so the customer can use the coupon again', async () => {
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'coupons',
      rowId: ID.unique(),
      data: {
        code: 'ONCE10',
        kind: 'percent',
        value: 10,
        max_discount_paise: 500,
        min_order_paise: 0,
        valid_from: new Date(Date.now() - 86_400_000).toISOString(),
        valid_until: new Date(Date.now() + 86_400_000).toISOString(),
        per_user_limit: 1,
        active: true,
        funded_by: 'platform',
      },
    });
    const body = {
      address_id: m.addressId,
      delivery_mode: 'standard',
      items: [{ product_id: PRODUCTS.otc.$id, quantity: 1 }],
      coupon_code: 'ONCE10',
    };
    const first = await run(m.customer, 'place-order', body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const id = first.body.order.$id as string;
    expect((first.body.order.coupon_discount as number) > 0).toBe(true);
    const uses = () =>
      m.tablesDB
        .listRows({ databaseId: DB, tableId: 'coupon_redemptions', queries: [Query.equal('order_id', id)] })
        .then((r) => r.total);
    expect(await uses()).toBe(1);
    const again = await run(m.customer, 'place-order', body);
    expect(again.body.code).toBe('coupon_limit_reached');
    await ok(m.customer, id, 'cancel', { reason: 'Changed my mind' });
    expect(await uses()).toBe(0);
    const third = await run(m.customer, 'place-order', body);
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    await ok(m.customer, third.body.order.$id as string, 'cancel', { reason: 'Changed my mind' });
  });

  it('a per-customer cash-on-delivery cap (a platform setting): the quote says why, placement refuses with a clear error', async () => {
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'settings',
      rowId: ID.unique(),
      data: { key: 'cod_max_open_orders_per_customer', value: '1' },
    });
    const body = {
      address_id: m.addressId,
      delivery_mode: 'standard',
      payment_method: 'cod',
      items: [{ product_id: PRODUCTS.otc.$id, quantity: 1 }],
    };
    const first = await run(m.customer, 'place-order', body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const quote = await run(m.customer, 'place-order', { ...body, action: 'quote' });
    expect(quote.body.quote.payment).toMatchObject({
      cod_available: false,
      cod_reason: 'You already have 1 cash-on-delivery order on the way. Pay online, or wait until one is delivered.',
    });
    const second = await run(m.customer, 'place-order', body);
    expect(second).toMatchObject({
      status: 409,
      body: {
        code: 'cod_limit_reached',
        message: 'You already have 1 cash-on-delivery order on the way. Pay online, or wait until one is delivered.',
      },
    });
    // Paying online is still open; once the COD order is cancelled, cash on delivery is offered again.
    const { payment_method: _cod, ...online } = body;
    void _cod;
    expect((await run(m.customer, 'place-order', { ...online, action: 'quote' })).status).toBe(200);
    await ok(m.customer, first.body.order.$id as string, 'cancel', { reason: 'Changed my mind' });
    const again = await run(m.customer, 'place-order', { ...body, action: 'quote' });
    expect(again.body.quote.payment.cod_available).toBe(true);

    // Three placements at once all pass the first check; the second one, with each order written, keeps exactly one.
    const racing = await Promise.all([1, 2, 3].map(() => run(m.customer, 'place-order', body)));
    const placed = racing.filter((r) => r.status === 201);
    expect(racing.map((r) => r.status).sort(), JSON.stringify(racing.map((r) => r.body))).toEqual([201, 409, 409]);
    for (const r of racing.filter((x) => x.status !== 201)) expect(r.body.code).toBe('cod_limit_reached');
    const open = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'orders',
      queries: [
        Query.equal('customer_id', m.customer.user.$id),
        Query.equal('payment_method', 'cod'),
        Query.equal('status', 'placed'),
      ],
    });
    expect(open.rows.map((o) => o.$id)).toEqual([placed[0]!.body.order.$id]);
    await ok(m.customer, placed[0]!.body.order.$id as string, 'cancel', { reason: 'Changed my mind' });
  });
});
