import { Functions, ID, Permission, Query, Role, Teams, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayKey } from '@instamg/shared/domain/store-daily-stats';
import {
  ratesOn,
  refundAdjustment,
  saleOf,
  settleSale,
  type SettlementOrder,
} from '@instamg/shared/domain/settlement/settlement';
import type { RateRow } from '@instamg/shared/domain/platform-settings';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  STORES,
  buildMarketplace,
  orderRow,
  returnWholeOrder,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { deliveredOrder, paidOrder, waitForOrder } from '../../order-state/test/sdk-orders.ts';
import { refreshOrderEarnings, type EarningsRow } from '../../lib/money/earnings.ts';

/**
 * Earnings per delivered order (issue 18 §5, lib/money/earnings.ts): order-state's `delivered` writes
 * the order's store_order_earnings row with the settlement maths at the rates of the delivery day;
 * a refund becomes its adjustment; only the store's owner and store admins (and platform admins)
 * read it — not staff, a manager, the pharmacist, another store or the customer; nobody but the
 * functions writes it; recomputing and the backfill change nothing; the summary adds up a range.
 */

let t: TestServer;
let m: Marketplace;
let owner: SignedInUser;
let manager: SignedInUser;
let storeAdmin: SignedInUser;

const RATES: Omit<RateRow, '$id'>[] = [
  { kind: 'gst_on_fees', rate_bps: 1800, effective_from: '2017-06-30T18:30:00.000Z' },
  { kind: 'gst_tcs', rate_bps: 50, effective_from: '2024-07-09T18:30:00.000Z' },
  { kind: 'income_tax_tds', rate_bps: 10, effective_from: '2024-09-30T18:30:00.000Z' },
  { kind: 'commission', rate_bps: 1000, effective_from: '2025-12-31T18:30:00.000Z' },
];

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'earnings');
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
      email: `${name}.earnings@instamg.test`,
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
  owner = await member('ownera', 'owner');
  manager = await member('managera', 'manager');
  storeAdmin = await member('admina', 'admin');
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const earningsOf = async (orderId: string, who: SignedInUser | null = null): Promise<EarningsRow> => {
  const params = { databaseId: DB, tableId: 'store_order_earnings', rowId: orderId };
  return who ? ((await who.tablesDB.getRow(params)) as unknown as EarningsRow) : m.tablesDB.getRow<EarningsRow>(params);
};

async function waitForEarnings(orderId: string, done: (row: EarningsRow) => boolean): Promise<EarningsRow> {
  const until = Date.now() + 10_000;
  for (;;) {
    const row = await earningsOf(orderId).catch(() => null);
    if (row && done(row)) return row;
    if (Date.now() > until) throw new Error(`earnings of ${orderId}: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const rates = RATES.map((r, i) => ({ ...r, $id: `r${i}` }));

describe('store_order_earnings', () => {
  let orderId: string;

  it('a delivered order gets its row: the settlement maths at the rates of its delivery day', async () => {
    const unpaid = await paidOrder(t, m);
    // Paid, not delivered: no earnings yet.
    await expect(earningsOf(unpaid)).rejects.toMatchObject({ code: 404 });

    orderId = await deliveredOrder(t, m);
    const order = (await orderRow(m.tablesDB, orderId)) as unknown as SettlementOrder & { delivered_at: string };
    const row = await earningsOf(orderId);
    const sale = settleSale(saleOf(order), ratesOn(rates, order.delivered_at));
    expect(row).toMatchObject({
      store_id: STORES.A.id,
      order_id: orderId,
      order_status: 'delivered',
      commission_bps: 1000,
      gst_on_fees_bps: 1800,
      tcs_bps: 50,
      tds_bps: 10,
      ...sale,
      refund_paise: 0,
      adjustment_net_paise: 0,
      payout_id: null,
    });
    expect(Date.parse(row.delivered_at)).toBe(Date.parse(order.delivered_at));
    // By hand: the OTC line is ₹27.45 and the fee ₹25 → gross 5245 paise; commission 10 % of 2745.
    expect(row.gross_paise).toBe(
      Math.round(Number(order.items_total) * 100) + Math.round(Number(order.delivery_fee) * 100),
    );
    expect(row.commission_paise).toBe(Math.round(row.item_value_paise / 10));
    expect(row.net_paise).toBe(
      row.gross_paise - row.commission_paise - row.commission_gst_paise - row.tcs_paise - row.tds_paise,
    );
  });

  it('only the store owner, its store admins and platform admins read it', async () => {
    expect((await earningsOf(orderId, owner)).net_paise).toBeGreaterThan(0);
    expect((await earningsOf(orderId, storeAdmin)).order_id).toBe(orderId);
    expect((await earningsOf(orderId, m.admin)).order_id).toBe(orderId);
    for (const who of [m.staffA, manager, m.pharmacistA, m.staffB, m.customer, m.otherCustomer]) {
      await expect(earningsOf(orderId, who)).rejects.toMatchObject({ code: 404 });
      const listed = await who.tablesDB.listRows({ databaseId: DB, tableId: 'store_order_earnings', queries: [] });
      expect(listed.rows.map((r) => r.$id)).not.toContain(orderId);
    }
    const ownList = await owner.tablesDB.listRows({
      databaseId: DB,
      tableId: 'store_order_earnings',
      queries: [Query.equal('store_id', STORES.A.id)],
    });
    expect(ownList.rows.map((r) => r.$id)).toContain(orderId);
  });

  it('nobody but the functions writes it: not the owner, a store admin or a platform admin', async () => {
    for (const who of [owner, storeAdmin, m.admin, m.staffA]) {
      await expect(
        who.tablesDB.updateRow({
          databaseId: DB,
          tableId: 'store_order_earnings',
          rowId: orderId,
          data: { net_paise: 1 },
        }),
      ).rejects.toMatchObject({ code: 401 });
      await expect(
        who.tablesDB.createRow({
          databaseId: DB,
          tableId: 'store_order_earnings',
          rowId: ID.unique(),
          data: { store_id: STORES.A.id, order_id: 'forged' },
        }),
      ).rejects.toMatchObject({ code: 401 });
      await expect(
        who.tablesDB.deleteRow({ databaseId: DB, tableId: 'store_order_earnings', rowId: orderId }),
      ).rejects.toMatchObject({ code: 401 });
    }
  });

  it('recomputing and the backfill are idempotent; the backfill restores a lost row', async () => {
    const before = await earningsOf(orderId);
    const again = await refreshOrderEarnings(m.tablesDB, orderId);
    expect(again?.$updatedAt).toBe(before.$updatedAt);
    const functions = new Functions(t.serverClient());
    const backfill = async () => {
      const execution = await functions.createExecution({
        functionId: 'store-earnings',
        body: JSON.stringify({ action: 'backfill', store_id: STORES.A.id }),
      });
      expect(execution.responseStatusCode, execution.responseBody).toBe(200);
      return JSON.parse(execution.responseBody) as { checked: number; written: number };
    };
    expect(await backfill()).toMatchObject({ written: 0 });
    await m.tablesDB.deleteRow({ databaseId: DB, tableId: 'store_order_earnings', rowId: orderId });
    expect((await backfill()).written).toBe(1);
    const restored = await earningsOf(orderId);
    for (const key of ['gross_paise', 'commission_paise', 'tcs_paise', 'tds_paise', 'net_paise'] as const)
      expect(restored[key]).toBe(before[key]);
    expect(restored.$permissions.sort()).toEqual(before.$permissions.sort());
    // A signed-in user cannot run the backfill.
    expect((await run(owner, 'store-earnings', { action: 'backfill' })).status).toBe(403);
  });

  it('the summary adds up a range for the owner and store admins only', async () => {
    const day = istDayKey(new Date());
    const body = { action: 'summary', store_id: STORES.A.id, from: day, to: day };
    const mine = await run<{ summary: { orders: number; net_payable_paise: number; sale: { net_paise: number } } }>(
      owner,
      'store-earnings',
      body,
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const rows = (
      await m.tablesDB.listRows<EarningsRow>({
        databaseId: DB,
        tableId: 'store_order_earnings',
        queries: [Query.equal('store_id', STORES.A.id)],
      })
    ).rows;
    expect(mine.body.summary.orders).toBe(rows.length);
    expect(mine.body.summary.sale.net_paise).toBe(rows.reduce((sum, r) => sum + r.net_paise, 0));
    expect((await run(storeAdmin, 'store-earnings', body)).status).toBe(200);
    expect((await run(m.admin, 'store-earnings', body)).status).toBe(200);
    for (const who of [manager, m.staffA, m.pharmacistA]) {
      const refused = await run(who, 'store-earnings', body);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'earnings_role_forbidden',
        message: 'Only the owner or a store admin can see earnings.',
      });
    }
    for (const who of [m.staffB, m.customer]) expect((await run(who, 'store-earnings', body)).status).toBe(404);
    expect((await run(owner, 'store-earnings', { ...body, from: '2026-13-01' })).status).toBe(400);
    expect((await run(owner, 'store-earnings', { ...body, from: '2020-01-01' })).status).toBe(400);
  });

  it('a refund of a delivered order becomes its adjustment (a negative sale at the same rates)', async () => {
    const id = await deliveredOrder(t, m);
    // The whole order returned and verified (issue 16 §6): its final refund.
    expect((await returnWholeOrder(m, m.admin, id)).status).toBe(200);
    const refunded = (await waitForOrder(m, id, (o) => o.status === 'refunded')) as unknown as SettlementOrder & {
      delivered_at: string;
      refund_amount: number;
    };
    const row = await waitForEarnings(id, (r) => r.order_status === 'refunded');
    const adjustment = refundAdjustment(
      saleOf(refunded),
      Math.round(refunded.refund_amount * 100),
      ratesOn(rates, refunded.delivered_at),
    );
    expect(row).toMatchObject({
      refund_paise: Math.round(refunded.refund_amount * 100),
      adjustment_gross_paise: adjustment.gross_paise,
      adjustment_commission_paise: adjustment.commission_paise,
      adjustment_tcs_paise: adjustment.tcs_paise,
      adjustment_net_paise: adjustment.net_paise,
    });
    // A full refund cancels the sale to the paisa.
    if (Math.round(refunded.refund_amount * 100) === row.gross_paise)
      expect(row.net_paise + row.adjustment_net_paise).toBe(0);
  });

  it('a settled sale keeps what it was paid with', async () => {
    const id = await deliveredOrder(t, m);
    const row = await earningsOf(id);
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'store_order_earnings',
      rowId: id,
      data: { payout_id: 'payout-test', net_paise: row.net_paise },
    });
    // A later rate for the same day would not apply anyway; a recompute leaves a settled sale alone.
    const again = (await refreshOrderEarnings(m.tablesDB, id)) as Models.Row & EarningsRow;
    expect(again.net_paise).toBe(row.net_paise);
    expect(again.payout_id).toBe('payout-test');
  });
});
