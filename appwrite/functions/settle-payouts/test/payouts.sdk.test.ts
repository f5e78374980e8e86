import { Functions, ID, Permission, Query, Role, Teams } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateRow } from '@instamg/shared/domain/platform-settings';
import { lastClosedCycle, payoutRowId } from '@instamg/shared/domain/settlement/payouts';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  STORES,
  buildMarketplace,
  returnWholeOrder,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { deliveredOrder, waitForOrder } from '../../order-state/test/sdk-orders.ts';
import type { EarningsRow } from '../../lib/money/earnings.ts';
import type { PayoutRow } from '../../lib/money/payouts.ts';

/**
 * Settlement cycles (issue 18 §6): settle-payouts closes store A's cycle into one pending payout
 * whose statement lines (the earnings rows it settles) add up to it to the paisa; running it
 * twice — also at the same time — pays once; a refund after settlement is an adjustment of the
 * next cycle (a payout never below 0: the rest carried); only a platform admin records the UTR (paid, audited, never re-settled); only the
 * store's owner and store admins read payouts and statements.
 */

let t: TestServer;
let m: Marketplace;
let owner: SignedInUser;
let manager: SignedInUser;

const RATES: Omit<RateRow, '$id'>[] = [
  { kind: 'gst_on_fees', rate_bps: 1800, effective_from: '2017-06-30T18:30:00.000Z' },
  { kind: 'gst_tcs', rate_bps: 50, effective_from: '2024-07-09T18:30:00.000Z' },
  { kind: 'income_tax_tds', rate_bps: 10, effective_from: '2024-09-30T18:30:00.000Z' },
  { kind: 'commission', rate_bps: 1000, effective_from: '2025-12-31T18:30:00.000Z' },
];

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'payouts');
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
      email: `${name}.payouts@instamg.test`,
      password: 'correct horse battery',
      name,
    });
    await teams.createMembership({ teamId: teamOf(STORES.A.id), roles: [role], userId: who.user.$id });
    await m.tablesDB.createRow({
      databaseId: DB,
      tableId: 'store_admins',
      rowId: ID.unique(),
      permissions: [Permission.read(Role.user(who.user.$id))],
      data: { user_id: who.user.$id, store_id: STORES.A.id, role },
    });
    return who;
  };
  owner = await member('ownerp', 'owner');
  manager = await member('managerp', 'manager');
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
async function settle(now: Date): Promise<{ stores: number; payouts: number; changed: number }> {
  const execution = await new Functions(t.serverClient()).createExecution({
    functionId: 'settle-payouts',
    body: JSON.stringify({ now: now.toISOString(), store_ids: [STORES.A.id] }),
  });
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
  return JSON.parse(execution.responseBody) as { stores: number; payouts: number; changed: number };
}
const payoutOf = (id: string) => m.tablesDB.getRow<PayoutRow>({ databaseId: DB, tableId: 'store_payouts', rowId: id });
const earningsOf = (id: string) =>
  m.tablesDB.getRow<EarningsRow>({ databaseId: DB, tableId: 'store_order_earnings', rowId: id });

describe('settle-payouts', () => {
  const first = new Date(Date.now() + 8 * DAY);
  const firstId = payoutRowId(STORES.A.id, lastClosedCycle(first, 7).end);
  let orders: string[] = [];

  it('closes the cycle into one pending payout whose lines add up to it; twice at once pays once', async () => {
    orders = [await deliveredOrder(t, m), await deliveredOrder(t, m)];
    const [a, b] = await Promise.all([settle(first), settle(first)]);
    expect(a.payouts + b.payouts).toBe(2);
    const payouts = await m.tablesDB.listRows<PayoutRow>({
      databaseId: DB,
      tableId: 'store_payouts',
      queries: [Query.equal('store_id', STORES.A.id)],
    });
    expect(payouts.rows.map((p) => p.$id)).toEqual([firstId]);
    const rows = await Promise.all(orders.map(earningsOf));
    expect(rows.map((r) => r.payout_id)).toEqual([firstId, firstId]);
    const payout = await payoutOf(firstId);
    expect(payout).toMatchObject({
      status: 'pending',
      orders_count: 2,
      adjustments_count: 0,
      gross_paise: rows[0]!.gross_paise + rows[1]!.gross_paise,
      commission_paise: rows[0]!.commission_paise + rows[1]!.commission_paise,
      tcs_paise: rows[0]!.tcs_paise + rows[1]!.tcs_paise,
      tds_paise: rows[0]!.tds_paise + rows[1]!.tds_paise,
      net_paise: rows[0]!.net_paise + rows[1]!.net_paise,
    });
    expect(Number.isInteger(payout.net_paise)).toBe(true);

    // The statement's lines add up to the payout to the paisa.
    const statement = await run<{ payout: PayoutRow; lines: { kind: string; order_id: string; net_paise: number }[] }>(
      owner,
      'store-earnings',
      { action: 'statement', payout_id: firstId },
    );
    expect(statement.status, JSON.stringify(statement.body)).toBe(200);
    expect(statement.body.lines.map((l) => l.order_id).sort()).toEqual([...orders].sort());
    expect(statement.body.lines.reduce((sum, l) => sum + l.net_paise, 0)).toBe(payout.net_paise);

    // A third run changes nothing.
    expect(await settle(first)).toMatchObject({ changed: 0 });
    expect((await payoutOf(firstId)).$updatedAt).toBe(payout.$updatedAt);
  });

  it('only the owner, store admins and platform admins read payouts and statements', async () => {
    expect((await owner.tablesDB.getRow({ databaseId: DB, tableId: 'store_payouts', rowId: firstId })).$id).toBe(
      firstId,
    );
    expect((await m.admin.tablesDB.getRow({ databaseId: DB, tableId: 'store_payouts', rowId: firstId })).$id).toBe(
      firstId,
    );
    for (const who of [manager, m.staffA, m.pharmacistA, m.staffB, m.customer])
      await expect(
        who.tablesDB.getRow({ databaseId: DB, tableId: 'store_payouts', rowId: firstId }),
      ).rejects.toMatchObject({
        code: 404,
      });
    const statement = { action: 'statement', payout_id: firstId };
    for (const who of [manager, m.staffA])
      expect((await run(who, 'store-earnings', statement)).body.code).toBe('earnings_role_forbidden');
    expect((await run(m.staffB, 'store-earnings', statement)).status).toBe(404);
    expect((await run(m.admin, 'store-earnings', statement)).status).toBe(200);
    for (const who of [owner, m.admin])
      await expect(
        who.tablesDB.updateRow({ databaseId: DB, tableId: 'store_payouts', rowId: firstId, data: { status: 'paid' } }),
      ).rejects.toMatchObject({ code: 401 });
  });

  it('a platform admin records the UTR: paid and audited; nobody else can, and a paid cycle is never settled again', async () => {
    const body = { action: 'record_payout_utr', payout_id: firstId, utr: 'hdfc r5 2026 1125 0001' };
    for (const who of [owner, manager, m.staffA]) {
      const refused = await run(who, 'store-earnings', body);
      expect([refused.status, refused.body.code]).toEqual([401, 'admin_required']);
    }
    expect((await run(m.admin, 'store-earnings', { ...body, utr: '123' })).status).toBe(400);
    const paid = await run<{ payout: PayoutRow }>(m.admin, 'store-earnings', body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payout).toMatchObject({ status: 'paid', utr: 'HDFCR5202611250001', paid_by: m.admin.user.$id });
    expect((await run(m.admin, 'store-earnings', body)).status).toBe(409);
    const audit = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'audit_log',
      queries: [Query.equal('entity_type', 'payout'), Query.equal('entity_id', firstId)],
    });
    expect(audit.rows.map((r) => r.action)).toEqual(['payout.paid']);
    const before = await payoutOf(firstId);
    expect(await settle(first)).toMatchObject({ changed: 0 });
    expect(await payoutOf(firstId)).toMatchObject({
      status: 'paid',
      net_paise: before.net_paise,
      $updatedAt: before.$updatedAt,
    });
  });

  it('a refund after settlement is an adjustment line of the next cycle; the settled sale is unchanged; the payout never goes below 0', async () => {
    const refundedId = orders[0]!;
    const settled = await earningsOf(refundedId);
    // The whole order returned and verified (issue 16 §6): its final refund.
    expect((await returnWholeOrder(m, m.admin, refundedId)).status).toBe(200);
    await waitForOrder(m, refundedId, (o) => o.status === 'refunded');
    const until = Date.now() + 10_000;
    let row = await earningsOf(refundedId);
    while (row.refund_paise === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      row = await earningsOf(refundedId);
    }
    expect(row.refund_paise).toBeGreaterThan(0);
    // What was paid stays as it was paid.
    expect(row).toMatchObject({ payout_id: firstId, net_paise: settled.net_paise, gross_paise: settled.gross_paise });
    const [adjustment, ...more] = (
      await m.tablesDB.listRows({
        databaseId: DB,
        tableId: 'store_earning_adjustments',
        queries: [Query.equal('order_id', refundedId)],
      })
    ).rows;
    expect(more).toEqual([]);
    // A delivered order's final refund is a return (refundKindOf).
    expect(adjustment).toMatchObject({ kind: 'return', net_paise: row.adjustment_net_paise, payout_id: null });

    const next = new Date(first.getTime() + 7 * DAY);
    const nextId = payoutRowId(STORES.A.id, lastClosedCycle(next, 7).end);
    expect(nextId).not.toBe(firstId);
    await settle(next);
    const payout = await payoutOf(nextId);
    // The refund alone is below 0: the payout is 0 and the rest is carried to the next cycle.
    expect(row.adjustment_net_paise).toBeLessThan(0);
    expect(payout).toMatchObject({
      status: 'nothing_due',
      orders_count: 0,
      adjustments_count: 1,
      adjustments_net_paise: row.adjustment_net_paise,
      carried_in_paise: 0,
      carried_out_paise: -row.adjustment_net_paise,
      net_paise: 0,
    });
    expect(
      (
        await m.tablesDB.getRow({
          databaseId: DB,
          tableId: 'store_earning_adjustments',
          rowId: adjustment!.$id,
        })
      ).payout_id,
    ).toBe(nextId);
    const statement = await run<{ lines: { kind: string; net_paise: number }[] }>(owner, 'store-earnings', {
      action: 'statement',
      payout_id: nextId,
    });
    expect(statement.body.lines.map((l) => l.kind)).toEqual(['adjustment', 'carried_out']);
    expect(statement.body.lines.reduce((sum, l) => sum + l.net_paise, 0)).toBe(payout.net_paise);
    expect((await payoutOf(firstId)).status).toBe('paid');
  });
});
