import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TablesDB as WebTablesDB } from 'appwrite';
import { Functions, ID, Query, TablesDB } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istToday } from '@instamg/shared/domain/india-time';
import { lastClosedCycle, payoutRowId } from '@instamg/shared/domain/settlement/payouts';
import type { ReconciliationExceptionsRow } from '@instamg/shared/appwrite/rows';
import { runSeed } from '../../../seed/src/seed.ts';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  STORES,
  buildMarketplace,
  orderRow,
  run,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { createWebClient } from '../../../dev-server/test/web-client.ts';
import { sandboxMerchant } from '../../../dev-server/test/webhook-fixtures.ts';
import { act, deliveredOrder, paidOrder, waitForOrder } from '../../order-state/test/sdk-orders.ts';
import { exceptionRowId } from '../../lib/money/reconciliation.ts';

/**
 * Issue 31 §3 through the real SDKs on the dev server: reconcile-payments compares the payment
 * sandbox's settlement report (Cashfree's `POST /pg/settlement/recon`), our books and the payouts.
 * The seed and a day of clean orders give no exception; a refund made at the gateway behind our
 * back, a second capture of one order and a payout that differs from its statement are each found
 * with the right order (or payout) and amount; running again — also twice at once — records nothing
 * twice, and a difference that is gone closes itself. Only admins read and resolve exceptions; the
 * function's key is the only writer.
 */

let t: TestServer;
let m: Marketplace;
const today = istToday(new Date());

/** Lists the table as `tablesDB`'s caller: the key (node-appwrite) or a signed-in user (the web SDK, same call). */
const exceptionsTable = (tablesDB: TablesDB | WebTablesDB, queries: string[] = []) =>
  (tablesDB as TablesDB).listRows<ReconciliationExceptionsRow>({
    databaseId: DB,
    tableId: 'reconciliation_exceptions',
    queries: [Query.limit(100), ...queries],
  });

async function reconcile(
  days: string[],
  server: TestServer = t,
): Promise<{ day: string; found: number; opened: number; cleared: number }[]> {
  const execution = await new Functions(server.serverClient()).createExecution({
    functionId: 'reconcile-payments',
    body: JSON.stringify({ days }),
  });
  expect(execution.responseStatusCode, execution.responseBody).toBe(200);
  return (
    JSON.parse(execution.responseBody) as { days: { day: string; found: number; opened: number; cleared: number }[] }
  ).days;
}

/** The sandbox merchant's API, as Cashfree's (the credentials are the dev server's, for API keys only). */
async function sandbox(path: string, body: unknown): Promise<{ status: number; body: Record<string, any> }> {
  const creds = await sandboxMerchant(t);
  const response = await fetch(`${t.endpoint}/dev/payments${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-version': '2023-08-01',
      'x-client-id': creds.client_id,
      'x-client-secret': creds.client_secret,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'recon');
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe('reconcile-payments', () => {
  it('finds nothing on the seed', async () => {
    // The seed on a server of its own (its stores and the fixtures' share ids).
    const seeded = await startTestServer();
    const dir = mkdtempSync(join(tmpdir(), 'instamg-recon-seed-'));
    try {
      await runSeed({
        endpoint: seeded.endpoint,
        projectId: seeded.projectId,
        apiKey: seeded.apiKey,
        force: false,
        batchSize: 1000,
        scaleStores: 0,
        scaleProducts: 0,
        credentialsPath: join(dir, 'credentials.json'),
        now: new Date(),
        log: () => {},
      });
      const yesterday = istToday(new Date(Date.now() - 86_400_000));
      expect(await reconcile([yesterday, today], seeded)).toEqual([
        { day: yesterday, found: 0, opened: 0, cleared: 0 },
        { day: today, found: 0, opened: 0, cleared: 0 },
      ]);
      expect((await exceptionsTable(new TablesDB(seeded.serverClient()))).total).toBe(0);
    } finally {
      await seeded.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  let delivered: string;
  let cancelled: string;
  it('finds nothing for a day of orders paid, delivered, cancelled and refunded', async () => {
    delivered = await deliveredOrder(t, m);
    cancelled = await paidOrder(t, m);
    expect((await act(m.customer, cancelled, 'cancel', { reason: 'Ordered by mistake' })).status).toBe(200);
    await waitForOrder(m, cancelled, (o) => o.payment_status === 'refunded');
    // The gateway's report lists both captures and the refund, in Cashfree's fields.
    const report = await sandbox('/settlement/recon', {
      pagination: { limit: 1, cursor: null },
      filters: { start_date: `${today}T00:00:00+05:30`, end_date: `${today}T23:59:59+05:30` },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data).toHaveLength(1);
    expect(typeof report.body.cursor).toBe('string');
    expect(report.body.data[0]).toMatchObject({ entity: 'recon', event_type: 'PAYMENT', sale_type: 'CREDIT' });
    const rest = await sandbox('/settlement/recon', {
      pagination: { limit: 100, cursor: report.body.cursor },
      filters: { start_date: `${today}T00:00:00+05:30`, end_date: `${today}T23:59:59+05:30` },
    });
    const events = [report.body.data[0], ...rest.body.data] as Record<string, unknown>[];
    expect(rest.body.cursor).toBeNull();
    expect(events.map((e) => e.event_type).sort()).toEqual(['PAYMENT', 'PAYMENT', 'REFUND']);
    const refund = events.find((e) => e.event_type === 'REFUND')!;
    expect(refund).toMatchObject({ sale_type: 'DEBIT', refund_id: `rf_${cancelled}`, event_status: 'SUCCESS' });

    expect(await reconcile([today])).toEqual([{ day: today, found: 0, opened: 0, cleared: 0 }]);
  });

  it('finds a gateway refund missing from our books and a second capture, with the order and amount', async () => {
    const order = await orderRow(m.tablesDB, delivered);
    // A refund made at the gateway (its dashboard, say) that our books never started: the webhook is refused.
    const rogue = await sandbox(`/orders/${order.gateway_order_id as string}/refunds`, {
      refund_id: `rogue_${delivered.slice(-8)}`,
      refund_amount: 12.5,
      refund_note: 'made outside instamg',
    });
    expect(rogue.status, JSON.stringify(rogue.body)).toBe(200);
    // The customer pays the same order again on a second gateway order (a stale tab): captured twice.
    const paidOnce = await orderRow(m.tablesDB, cancelled);
    const second = await sandbox('/orders', {
      order_id: `${cancelled}_9`,
      order_amount: paidOnce.placed_total,
      order_currency: 'INR',
      customer_details: { customer_id: m.customer.user.$id, customer_phone: '9876543210' },
      order_meta: { return_url: 'http://localhost:3000/payment/status/x' },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    await fetch(`${t.endpoint}/dev/payments/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_session_id: second.body.payment_session_id, outcome: 'pay' }).toString(),
      redirect: 'manual',
    });
    // The sandbox settles the rogue refund a moment later, as a bank would.
    await new Promise((r) => setTimeout(r, 800));

    const [first] = await reconcile([today]);
    expect(first).toMatchObject({ day: today, found: 2, opened: 2 });
    const rows = (await exceptionsTable(m.admin.tablesDB)).rows;
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    expect(byKind.refund_missing_in_books).toMatchObject({
      day: today,
      order_id: delivered,
      ref: `rogue_${delivered.slice(-8)}`,
      expected_paise: 0,
      actual_paise: 1250,
      status: 'open',
    });
    expect(byKind.duplicate_capture).toMatchObject({
      day: today,
      order_id: cancelled,
      expected_paise: 0,
      actual_paise: Math.round((paidOnce.placed_total as number) * 100),
      status: 'open',
    });
    // The order's own capture is the one our books hold; the other is the duplicate.
    expect(byKind.duplicate_capture!.ref).not.toBe(paidOnce.cf_payment_id);

    // Idempotent: again, and twice at once, nothing new.
    const again = await Promise.all([reconcile([today]), reconcile([today])]);
    for (const [r] of again) expect(r).toMatchObject({ found: 2, opened: 0, cleared: 0 });
    expect((await exceptionsTable(m.admin.tablesDB)).total).toBe(2);
  });

  it('finds a payout that differs from its statement, and closes it once it agrees again', async () => {
    const DAY = 86_400_000;
    const future = new Date(Date.now() + 8 * DAY);
    const settle = await new Functions(t.serverClient()).createExecution({
      functionId: 'settle-payouts',
      body: JSON.stringify({ now: future.toISOString(), store_ids: [STORES.A.id] }),
    });
    expect(settle.responseStatusCode, settle.responseBody).toBe(200);
    const cycle = lastClosedCycle(future, 7);
    const payoutId = payoutRowId(STORES.A.id, cycle.end);
    const payout = await m.tablesDB.getRow({ databaseId: DB, tableId: 'store_payouts', rowId: payoutId });
    const cycleDay = istToday(new Date(cycle.end));
    expect(await reconcile([cycleDay])).toEqual([{ day: cycleDay, found: 0, opened: 0, cleared: 0 }]);

    const net = payout.net_paise as number;
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'store_payouts',
      rowId: payoutId,
      data: { net_paise: net + 100 },
    });
    expect(await reconcile([cycleDay])).toEqual([{ day: cycleDay, found: 1, opened: 1, cleared: 0 }]);
    const row = await m.admin.tablesDB.getRow<ReconciliationExceptionsRow>({
      databaseId: DB,
      tableId: 'reconciliation_exceptions',
      rowId: exceptionRowId(`payout_statement_mismatch:${payoutId}`),
    });
    expect(row).toMatchObject({
      kind: 'payout_statement_mismatch',
      store_id: STORES.A.id,
      ref: payoutId,
      expected_paise: net,
      actual_paise: net + 100,
      status: 'open',
    });

    await m.tablesDB.updateRow({ databaseId: DB, tableId: 'store_payouts', rowId: payoutId, data: { net_paise: net } });
    expect(await reconcile([cycleDay])).toEqual([{ day: cycleDay, found: 0, opened: 0, cleared: 1 }]);
    const closed = await m.admin.tablesDB.getRow<ReconciliationExceptionsRow>({
      databaseId: DB,
      tableId: 'reconciliation_exceptions',
      rowId: row.$id,
    });
    expect(closed).toMatchObject({ status: 'resolved', resolved_by: 'system' });
  });

  it('only admins read and resolve exceptions; nobody but the function writes them', async () => {
    const [open] = (await exceptionsTable(m.admin.tablesDB, [Query.equal('status', 'open')])).rows;
    expect(open).toBeTruthy();
    const guest = createWebClient(t.endpoint, t.projectId);
    for (const [who, client] of [
      ['customer', m.customer],
      ['store staff', m.staffA],
      ['pharmacist', m.pharmacistA],
      ['guest', guest],
    ] as const) {
      await expect(exceptionsTable(client.tablesDB), who).rejects.toMatchObject({ code: 401 });
      await expect(
        client.tablesDB.getRow({ databaseId: DB, tableId: 'reconciliation_exceptions', rowId: open!.$id }),
        who,
      ).rejects.toMatchObject({ code: expect.any(Number) });
    }
    // Not even an admin writes the table directly: only through the function.
    for (const [who, client] of [
      ['admin', m.admin],
      ['customer', m.customer],
    ] as const) {
      await expect(
        client.tablesDB.updateRow({
          databaseId: DB,
          tableId: 'reconciliation_exceptions',
          rowId: open!.$id,
          data: { status: 'resolved' },
        }),
        who,
      ).rejects.toMatchObject({ code: 401 });
      await expect(
        client.tablesDB.createRow({
          databaseId: DB,
          tableId: 'reconciliation_exceptions',
          rowId: ID.unique(),
          data: { ...pick(open!), status: 'open' },
        }),
        who,
      ).rejects.toMatchObject({ code: 401 });
    }
    for (const who of [m.customer, m.staffA, m.pharmacistA]) {
      const reply = await run(who, 'reconcile-payments', { action: 'resolve', exception_id: open!.$id, note: 'done' });
      expect([reply.status, reply.body.code]).toEqual([401, 'admin_required']);
      // A user's body cannot pose as the schedule either.
      const posing = await run(who, 'reconcile-payments', { days: [today] });
      expect(posing.status).toBe(401);
    }

    const short = await run(m.admin, 'reconcile-payments', { action: 'resolve', exception_id: open!.$id, note: '' });
    expect([short.status, short.body.code]).toEqual([400, 'reason_required']);
    const resolved = await run(m.admin, 'reconcile-payments', {
      action: 'resolve',
      exception_id: open!.$id,
      note: 'Refunded the second capture at the gateway.',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.exception).toMatchObject({
      status: 'resolved',
      resolved_by: m.admin.user.$id,
      resolution_note: 'Refunded the second capture at the gateway.',
    });
    const twice = await run(m.admin, 'reconcile-payments', {
      action: 'resolve',
      exception_id: open!.$id,
      note: 'again',
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'exception_already_resolved']);
    const audit = await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'audit_log',
      queries: [Query.equal('entity_type', 'reconciliation'), Query.equal('entity_id', open!.$id)],
    });
    expect(audit.rows.map((r) => r.action)).toEqual(['reconciliation.resolved']);

    // A resolved exception stays resolved on the next run (the difference is still there).
    await reconcile([today]);
    const after = await m.admin.tablesDB.getRow<ReconciliationExceptionsRow>({
      databaseId: DB,
      tableId: 'reconciliation_exceptions',
      rowId: open!.$id,
    });
    expect(after.status).toBe('resolved');
    expect(after.resolved_by).toBe(m.admin.user.$id);

    // An admin may run a day again from the page.
    const rerun = await run(m.admin, 'reconcile-payments', { action: 'run', day: today });
    expect(rerun.status, JSON.stringify(rerun.body)).toBe(200);
    expect(rerun.body.days[0]).toMatchObject({ day: today, found: 2, opened: 0 });
  });
});

function pick(row: ReconciliationExceptionsRow) {
  const { day, kind, order_id, store_id, ref, expected_paise, actual_paise, note, detected_at } = row;
  return { day, kind, order_id, store_id, ref, expected_paise, actual_paise, note, detected_at };
}
