import { Functions, ID, Permission, Query, Role, Teams } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateRow } from '@instamg/shared/domain/platform-settings';
import { LEDGER_EVENT_KINDS, LEDGER_KEYS, postRefund } from '@instamg/shared/domain/ledger/ledger';
import { lastClosedCycle, payoutRowId } from '@instamg/shared/domain/settlement/payouts';
import { ratesOn, saleOf } from '@instamg/shared/domain/settlement/settlement';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  PRODUCTS,
  STORES,
  buildMarketplace,
  deliverOrder,
  pickupSlot,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { act, pay, waitForOrder } from '../../order-state/test/sdk-orders.ts';
import {
  adjustmentsOfOrder,
  loadRates,
  refreshOrderEarnings,
  writeAdjustments,
  type AdjustmentRow,
  type EarningOrder,
  type EarningsRow,
} from '../../lib/money/earnings.ts';
import { orderLedger, postLedgerEvent } from '../../lib/money/ledger.ts';
import type { PayoutRow } from '../../lib/money/payouts.ts';

/**
 * Issue 31: every refund of a delivered order is its own adjustment row (store_earning_adjustments),
 * settled by the first payout that closes after it. Store A sells order O in cycle 1 and is paid;
 * a partial return of O after that payout is a negative line of cycle 2, which has no sales — so
 * cycle 2 pays 0 and carries the remainder; cycle 3 takes the carried balance off its sales, with a
 * second refund of O as its own line. A retried refund event writes its row once. The store's
 * earnings summary counts each refund on the day it was made.
 */

let t: TestServer;
let m: Marketplace;
let owner: SignedInUser;

const RATES: Omit<RateRow, '$id'>[] = [
  { kind: 'gst_on_fees', rate_bps: 1800, effective_from: '2017-06-30T18:30:00.000Z' },
  { kind: 'gst_tcs', rate_bps: 50, effective_from: '2024-07-09T18:30:00.000Z' },
  { kind: 'income_tax_tds', rate_bps: 10, effective_from: '2024-09-30T18:30:00.000Z' },
  { kind: 'commission', rate_bps: 1000, effective_from: '2025-12-31T18:30:00.000Z' },
];

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'adjust');
  for (const rate of RATES)
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'rates',
      rowId: ID.unique(),
      data: { ...rate, created_by: 'test' },
    });
  owner = await signUpAndSignIn(t, {
    email: 'owner.adjust@instamg.test',
    password: 'correct horse battery',
    name: 'Owner',
  });
  await new Teams(t.serverClient()).createMembership({
    teamId: teamOf(STORES.A.id),
    roles: ['owner'],
    userId: owner.user.$id,
  });
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_admins',
    rowId: ID.unique(),
    permissions: [Permission.read(Role.user(owner.user.$id))],
    data: { user_id: owner.user.$id, store_id: STORES.A.id, role: 'owner' },
  });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const settle = async (now: Date) => {
  const execution = await new Functions(t.serverClient()).createExecution({
    functionId: 'settle-payouts',
    body: JSON.stringify({ now: now.toISOString(), store_ids: [STORES.A.id] }),
  });
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
};
const payoutOf = (id: string) => m.tablesDB.getRow<PayoutRow>({ databaseId: DB, tableId: 'store_payouts', rowId: id });
const earningsOf = (id: string) =>
  m.tablesDB.getRow<EarningsRow>({ databaseId: DB, tableId: 'store_order_earnings', rowId: id });
const statementOf = async (payoutId: string) => {
  const r = await run<{ lines: { kind: string; order_id: string | null; net_paise: number }[] }>(
    owner,
    'store-earnings',
    {
      action: 'statement',
      payout_id: payoutId,
    },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.lines;
};
async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (done(value) || i > 100) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A paid order of `quantity` OTC units at store A, delivered. */
async function delivered(quantity: number): Promise<string> {
  const placed = await run(m.customer, 'place-order', {
    address_id: m.addressId,
    delivery_mode: 'standard',
    items: [{ product_id: PRODUCTS.otc.$id, quantity }],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.order.$id as string;
  await pay(t, m, id);
  expect((await deliverOrder(m, m.staffA, id)).status).toBe(200);
  await waitFor(
    () => earningsOf(id).catch(() => null),
    (row) => row !== null,
  );
  return id;
}

describe('refund adjustments across payout cycles', () => {
  // Cycle boundaries a week apart, all after today's orders and refunds (their dates are now).
  const first = new Date(Date.now() + 8 * DAY);
  const second = new Date(first.getTime() + 7 * DAY);
  const third = new Date(second.getTime() + 7 * DAY);
  const ids = [first, second, third].map((now) => payoutRowId(STORES.A.id, lastClosedCycle(now, 7).end));
  let orderId = '';
  let returned: AdjustmentRow;

  it('cycle 1 pays the sale; a partial return after that payout is one adjustment row, written once however often it is retried', async () => {
    orderId = await delivered(2);
    await settle(first);
    expect((await earningsOf(orderId)).payout_id).toBe(ids[0]);
    const paid = await run(m.admin, 'store-earnings', {
      action: 'record_payout_utr',
      payout_id: ids[0],
      utr: 'ADJ0000000001',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    // The customer returns one of the two units (issue 16 §6); the store accepts it.
    const [item] = (
      await m.tablesDB.listRows({ databaseId: DB, tableId: 'order_items', queries: [Query.equal('order_id', orderId)] })
    ).rows;
    const line = { item_id: item!.$id, quantity: 1 };
    const ok = async (who: SignedInUser, action: string, extra: Record<string, unknown> = {}) => {
      const r = await act(who, orderId, action, extra);
      expect(r.status, `${action}: ${JSON.stringify(r.body)}`).toBe(200);
    };
    await ok(m.customer, 'report_problem', { lines: [{ ...line, reason: 'damaged' }] });
    await ok(m.admin, 'approve_refund');
    await ok(m.admin, 'schedule_return_pickup', { slot: pickupSlot() });
    await ok(m.admin, 'return_collected');
    await ok(m.admin, 'verify_return', { accepted: [line] });
    await waitForOrder(m, orderId, (o) => o.refund_status === 'refunded');
    const rows = await waitFor(
      () => adjustmentsOfOrder(m.tablesDB, orderId),
      (r) => r.length > 0,
    );
    expect(rows).toHaveLength(1);
    returned = rows[0]!;
    expect(returned).toMatchObject({
      store_id: STORES.A.id,
      order_id: orderId,
      event_key: `refund:rf_${orderId}_r1`,
      kind: 'return',
      payout_id: null,
    });
    expect(returned.net_paise).toBeLessThan(0);
    expect(returned.refund_paise).toBe(-returned.gross_paise);
    // The ledger's store line of that refund is the row's net, to the paisa.
    const ledger = await orderLedger(m.tablesDB, orderId);
    const storeLine = ledger.filter((l) => l.event_key === returned.event_key && l.account === 'store_payable');
    expect(storeLine.map((l) => -l.amount_paise)).toEqual([returned.net_paise]);

    // Retries: the refresh again, two at once, the writer itself and the backfill write nothing more.
    await Promise.all([refreshOrderEarnings(m.tablesDB, orderId), refreshOrderEarnings(m.tablesDB, orderId)]);
    const order = await m.tablesDB.getRow<EarningOrder>({ databaseId: DB, tableId: 'orders', rowId: orderId });
    expect(await writeAdjustments(m.tablesDB, order, ledger, teamOf(STORES.A.id))).toBe(0);
    const backfill = await new Functions(t.serverClient()).createExecution({
      functionId: 'store-earnings',
      body: JSON.stringify({ action: 'backfill', store_id: STORES.A.id }),
    });
    expect(backfill.responseStatusCode, backfill.responseBody).toBe(200);
    const after = await adjustmentsOfOrder(m.tablesDB, orderId);
    expect(after.map((r) => [r.$id, r.$updatedAt])).toEqual([[returned.$id, returned.$updatedAt]]);
    // The sale that was paid is unchanged; the order's total adjustment is the row.
    expect(await earningsOf(orderId)).toMatchObject({ payout_id: ids[0], adjustment_net_paise: returned.net_paise });
  }, 120_000);

  it('cycle 2 has only the refund: it pays 0, is nothing due, and carries the remainder to the next cycle', async () => {
    await settle(second);
    const payout = await payoutOf(ids[1]!);
    expect(payout).toMatchObject({
      status: 'nothing_due',
      orders_count: 0,
      adjustments_count: 1,
      adjustments_net_paise: returned.net_paise,
      carried_in_paise: 0,
      carried_out_paise: -returned.net_paise,
      net_paise: 0,
    });
    const [row] = await adjustmentsOfOrder(m.tablesDB, orderId);
    expect(row!.payout_id).toBe(ids[1]);
    const lines = await statementOf(ids[1]!);
    expect(lines.map((l) => [l.kind, l.order_id, l.net_paise])).toEqual([
      ['adjustment', orderId, returned.net_paise],
      ['carried_out', null, -returned.net_paise],
    ]);
    // Settled again: nothing changes (the same rows, the same carry).
    const before = payout.$updatedAt;
    await settle(second);
    expect((await payoutOf(ids[1]!)).$updatedAt).toBe(before);
    // Nothing to pay: an admin can neither transfer ₹0 nor record a bank transfer for it.
    for (const [fn, action] of [
      ['payouts', 'start_transfer'],
      ['store-earnings', 'record_payout_utr'],
    ] as const) {
      const reply = await run<{ code: string }>(m.admin, fn, { action, payout_id: ids[1], utr: 'UTIB0000123456' });
      expect(reply.status, `${fn} ${action}`).toBe(409);
      expect(reply.body.code).toBe('payout_nothing_due');
    }
    expect((await payoutOf(ids[1]!)).$updatedAt).toBe(before);
  }, 120_000);

  it('cycle 3 takes the carried balance off its sales, with a second refund of the same order as its own line', async () => {
    // A second refund of the order, after cycle 2 closed: the ledger's refund event (as a second
    // return would post it), then the order's refresh — its own row, claimed by cycle 3.
    const order = await m.tablesDB.getRow<EarningOrder>({ databaseId: DB, tableId: 'orders', rowId: orderId });
    const rates = await loadRates(m.tablesDB);
    const refund = postRefund(1000, {
      method: 'online',
      afterSale: { sale: saleOf(order), rates: ratesOn(rates, order.delivered_at!) },
    });
    const key = LEDGER_KEYS.refund(`rf_${orderId}_r2`);
    const event = {
      key,
      kind: LEDGER_EVENT_KINDS.refundReturn,
      occurred_at: new Date().toISOString(),
      lines: refund.lines,
      order_id: orderId,
      store_id: STORES.A.id,
      store_team_id: teamOf(STORES.A.id),
      refund_id: `rf_${orderId}_r2`,
    };
    // Posted twice (a retried webhook): the ledger and the adjustment have it once.
    expect(await postLedgerEvent(m.tablesDB, event)).toBe(refund.lines.length);
    expect(await postLedgerEvent(m.tablesDB, event)).toBe(0);
    await refreshOrderEarnings(m.tablesDB, orderId);
    await refreshOrderEarnings(m.tablesDB, orderId);
    const rows = await adjustmentsOfOrder(m.tablesDB, orderId);
    expect(rows.map((r) => r.event_key)).toEqual([returned.event_key, key]);
    const again = rows[1]!;
    expect(again).toMatchObject({ kind: 'return', refund_paise: 1000, net_paise: refund.adjustment!.net_paise });

    const sold = await delivered(3);
    const sale = await earningsOf(sold);
    await settle(third);
    const payout = await payoutOf(ids[2]!);
    const carried = -returned.net_paise;
    const raw = sale.net_paise + again.net_paise - carried;
    expect(raw).toBeGreaterThan(0);
    expect(payout).toMatchObject({
      orders_count: 1,
      adjustments_count: 1,
      sales_net_paise: sale.net_paise,
      adjustments_net_paise: again.net_paise,
      carried_in_paise: carried,
      carried_out_paise: 0,
      net_paise: raw,
    });
    const lines = await statementOf(ids[2]!);
    expect(lines.map((l) => l.kind)).toEqual(['carried_in', 'adjustment', 'sale']);
    expect(lines[0]).toMatchObject({ order_id: null, net_paise: -carried });
    expect(lines.reduce((s, l) => s + l.net_paise, 0)).toBe(payout.net_paise);
    // The earlier cycles are as they were: cycle 2 still says what it carried, and owes nothing.
    expect(await payoutOf(ids[1]!)).toMatchObject({ status: 'nothing_due', carried_out_paise: carried });
    expect(payout.status).toBe('pending');
  }, 120_000);

  it("the store's earnings summary counts each refund on the day it was made", async () => {
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const summary = await run(owner, 'store-earnings', {
      action: 'summary',
      store_id: STORES.A.id,
      from: today,
      to: today,
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    const rows = await adjustmentsOfOrder(m.tablesDB, orderId);
    expect(summary.body.summary.adjustments.net_paise).toBe(rows.reduce((s, r) => s + r.net_paise, 0));
  }, 120_000);
});
