import { Functions, ID, Permission, Query, Role, Teams, type Models } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsReadPermissions } from '@instamg/shared/domain/settlement/earnings-access';
import { startTestServer, type TestServer } from '../../../dev-server/test/harness.ts';
import {
  DB,
  STORES,
  buildMarketplace,
  run,
  teamOf,
  type Marketplace,
} from '../../../dev-server/test/orders-fixtures.ts';
import { signUpAndSignIn, type SignedInUser } from '../../../dev-server/test/web-client.ts';
import { signWebhook } from '../../../dev-server/src/payments/signature.ts';
import { SANDBOX_FAILING_ACCOUNT, payoutsSandbox } from '../../../dev-server/src/services/payouts-sandbox.ts';
import { accountHash } from '../../lib/money/payout-gateway.ts';
import type { PayoutWithTransfer } from '../../lib/money/payout-transfers.ts';
import { beneficiaryIdFor } from '@instamg/shared/domain/settlement/payout-transfer';

/**
 * The payout gateway (issue 18 §6) through node-appwrite against the dev server and its local
 * Cashfree Payouts sandbox: an admin's "Pay out" → processing → the signed webhook → paid with the
 * gateway's UTR; a failed transfer → pending with the reason, and a retry is a new transfer; a
 * reversal after paid; two starts at once → one transfer; forged or stale webhooks → 401; an
 * out-of-order event never moves a payout back; only platform admins start a payout.
 */

let t: TestServer;
let m: Marketplace;
let owner: SignedInUser;

const GOOD_ACCOUNT = '50100123456789';

async function bankAccount(storeId: string, accountNumber: string): Promise<void> {
  await m.tablesDB.upsertRow({
    databaseId: DB,
    tableId: 'store_bank_accounts',
    rowId: storeId,
    data: {
      store_id: storeId,
      request_id: null,
      account_holder: `Holder ${storeId}`,
      account_number: accountNumber,
      account_last4: accountNumber.slice(-4),
      account_masked: `XXXX${accountNumber.slice(-4)}`,
      ifsc: 'HDFC0001234',
      bank_name: 'HDFC Bank',
      cheque_document_id: null,
      verified: true,
      updated_at: new Date().toISOString(),
    },
  });
}

let cycle = 0;
/** A pending payout of `net` paise for the store (its own cycle), as settle-payouts writes it. */
async function pendingPayout(storeId: string, net: number): Promise<string> {
  cycle++;
  const end = new Date(Date.UTC(2026, 0, 5) + cycle * 7 * 86_400_000);
  const id = `po-${storeId}_${end.toISOString().slice(0, 10).replaceAll('-', '')}`;
  await m.tablesDB.createRow({
    databaseId: DB,
    tableId: 'store_payouts',
    rowId: id,
    permissions: earningsReadPermissions(teamOf(storeId)),
    data: {
      store_id: storeId,
      cycle_start: new Date(end.getTime() - 7 * 86_400_000).toISOString(),
      cycle_end: end.toISOString(),
      status: 'pending',
      orders_count: 3,
      adjustments_count: 0,
      gross_paise: net + 5000,
      commission_paise: 4000,
      commission_gst_paise: 720,
      tcs_paise: 200,
      tds_paise: 80,
      cod_collected_paise: 0,
      sales_net_paise: net,
      adjustments_net_paise: 0,
      net_paise: net,
      computed_at: new Date().toISOString(),
    },
  });
  return id;
}

const payoutOf = (id: string) =>
  m.tablesDB.getRow<PayoutWithTransfer>({ databaseId: DB, tableId: 'store_payouts', rowId: id });

async function waitFor(id: string, done: (p: PayoutWithTransfer) => boolean): Promise<PayoutWithTransfer> {
  const until = Date.now() + 15_000;
  let payout = await payoutOf(id);
  while (!done(payout) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    payout = await payoutOf(id);
  }
  return payout;
}

const payOut = (id: string, who: SignedInUser = m.admin) =>
  run<{ payout: PayoutWithTransfer; mode: string }>(who, 'payouts', { action: 'start_transfer', payout_id: id });

const beneficiaryOf = (storeId: string, accountNumber: string) =>
  beneficiaryIdFor(storeId, accountHash({ accountNumber, ifsc: 'HDFC0001234' }));

const auditOf = async (id: string) =>
  (
    await m.tablesDB.listRows({
      databaseId: DB,
      tableId: 'audit_log',
      queries: [Query.equal('entity_type', 'payout'), Query.equal('entity_id', id), Query.orderAsc('$createdAt')],
    })
  ).rows.map((r) => r.action as string);

async function webhook(rawBody: string, headers: Record<string, string>) {
  return new Functions(t.serverClient()).createExecution({
    functionId: 'payout-webhook',
    body: rawBody,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function signed(rawBody: string, timestamp = String(Date.now())): Record<string, string> {
  const { clientSecret } = payoutsSandbox(t.dev.deps).credentials();
  return { 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signWebhook(timestamp, rawBody, clientSecret) };
}

beforeAll(async () => {
  t = await startTestServer();
  m = await buildMarketplace(t, 'payouts-gw');
  owner = await signUpAndSignIn(t, {
    email: 'owner.payouts-gw@instamg.test',
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
  await bankAccount(STORES.A.id, GOOD_ACCOUNT);
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe('payouts through the payout gateway (local Cashfree Payouts sandbox)', () => {
  it('pay out → processing → signed webhook → paid with the gateway’s UTR; the owner reads it; audited', async () => {
    const id = await pendingPayout(STORES.A.id, 1_234_56);
    const started = await payOut(id);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.mode).toBe('local');
    expect(started.body.payout).toMatchObject({ status: 'processing', transfer_id: id, transfer_attempts: 1 });

    const paid = await waitFor(id, (p) => p.status === 'paid');
    expect(paid).toMatchObject({
      status: 'paid',
      transfer_status: 'SUCCESS',
      paid_by: 'gateway',
      failure_reason: null,
    });
    const transfer = payoutsSandbox(t.dev.deps).transfer(id)!;
    expect(transfer).toMatchObject({ status: 'SUCCESS', amountPaise: 123456 });
    expect(paid.utr).toBe(transfer.utr);
    expect(paid.utr).toMatch(/^[A-Z0-9]{12,22}$/);
    // The store's owner sees it paid with the UTR (row security: owner and store admins).
    const seen = await owner.tablesDB.getRow<PayoutWithTransfer>({
      databaseId: DB,
      tableId: 'store_payouts',
      rowId: id,
    });
    expect(seen).toMatchObject({ status: 'paid', utr: transfer.utr });
    expect(await auditOf(id)).toEqual(['payout.transfer_started', 'payout.paid']);
    // Paid is final here: another start is refused, and nothing is sent again.
    const again = await payOut(id);
    expect([again.status, again.body.code]).toEqual([409, 'payout_already_paid']);
    expect(
      payoutsSandbox(t.dev.deps)
        .transfersTo(beneficiaryOf(STORES.A.id, GOOD_ACCOUNT))
        .filter((x) => x.transferId.startsWith(id)),
    ).toHaveLength(1);
  });

  it('two starts at the same time send one transfer', async () => {
    const id = await pendingPayout(STORES.A.id, 50_000);
    const replies = await Promise.all([payOut(id), payOut(id), payOut(id)]);
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    await waitFor(id, (p) => p.status === 'paid');
    const transfers = payoutsSandbox(t.dev.deps)
      .transfersTo(beneficiaryOf(STORES.A.id, GOOD_ACCOUNT))
      .filter((x) => x.transferId.startsWith(id));
    expect(transfers.map((x) => [x.transferId, x.amountPaise])).toEqual([[id, 50_000]]);
  });

  it('a failed transfer goes back to pending with the reason; the retry is a new transfer and pays', async () => {
    await bankAccount(STORES.B.id, SANDBOX_FAILING_ACCOUNT);
    const id = await pendingPayout(STORES.B.id, 75_025);
    expect((await payOut(id)).status).toBe(200);
    const failed = await waitFor(id, (p) => p.status === 'pending' && p.transfer_status === 'FAILED');
    expect(failed).toMatchObject({ status: 'pending', transfer_status: 'FAILED', utr: null, transfer_id: id });
    expect(failed.failure_reason).toMatch(/^The bank transfer failed: Beneficiary bank account is invalid/);

    // The store's account is corrected (an approved bank change); the admin retries.
    await bankAccount(STORES.B.id, GOOD_ACCOUNT);
    const retry = await payOut(id);
    expect(retry.body.payout).toMatchObject({ status: 'processing', transfer_id: `${id}_r2`, transfer_attempts: 2 });
    const paid = await waitFor(id, (p) => p.status === 'paid');
    expect(paid).toMatchObject({ status: 'paid', transfer_id: `${id}_r2`, failure_reason: null });
    expect(payoutsSandbox(t.dev.deps).transfer(id)!.status).toBe('FAILED');
    expect(payoutsSandbox(t.dev.deps).transfer(`${id}_r2`)!).toMatchObject({ status: 'SUCCESS', amountPaise: 75_025 });
    expect(await auditOf(id)).toEqual([
      'payout.transfer_started',
      'payout.transfer_failed',
      'payout.transfer_started',
      'payout.paid',
    ]);
  });

  it('a reversal after paid puts the payout back to pending with the reason', async () => {
    const id = await pendingPayout(STORES.A.id, 20_000);
    await payOut(id);
    await waitFor(id, (p) => p.status === 'paid');
    const reversed = await fetch(`${t.endpoint}/dev/payouts/transfers/${id}/reverse`, { method: 'POST' });
    expect(reversed.status).toBe(200);
    const payout = await waitFor(id, (p) => p.status === 'pending');
    expect(payout).toMatchObject({ status: 'pending', transfer_status: 'REVERSED', utr: null, paid_at: null });
    expect(payout.failure_reason).toMatch(/^Reversed by the beneficiary bank/);

    // The ledger (issue 31): the payment, then a balanced reversal — the store is owed the 20,000 again
    // (its store_payable is back where it was before the payment).
    const ledgerOf = async () =>
      (
        await m.tablesDB.listRows<
          Models.Row & { event_key: string; event_kind: string; account: string; amount_paise: number }
        >({
          databaseId: DB,
          tableId: 'ledger_entries',
          queries: [Query.equal('payout_id', id), Query.limit(100)],
        })
      ).rows;
    // What the store has been paid of its payable, net (no sales here: the payout row is made by hand).
    const paidToStore = (rows: Awaited<ReturnType<typeof ledgerOf>>) =>
      rows.filter((r) => r.account === 'store_payable').reduce((s, r) => s + r.amount_paise, 0);
    let lines = await ledgerOf();
    expect(lines.map((r) => [r.event_key, r.account, r.amount_paise]).sort()).toEqual(
      [
        [`payout:${id}`, 'store_payable', 20_000],
        [`payout:${id}`, 'platform_bank', -20_000],
        [`payout_reversed:${id}`, 'platform_bank', 20_000],
        [`payout_reversed:${id}`, 'store_payable', -20_000],
      ].sort(),
    );
    expect(paidToStore(lines)).toBe(0);
    // A redelivered reversal webhook posts nothing twice.
    expect((await run(m.admin, 'payouts', { action: 'refresh_transfer', payout_id: id })).status).toBeLessThan(500);
    expect(await ledgerOf()).toHaveLength(4);

    // Paid again (a new transfer): a new payment event, and the store is owed nothing.
    const retry = await payOut(id);
    expect(retry.body.payout).toMatchObject({ status: 'processing', transfer_id: `${id}_r2` });
    await waitFor(id, (p) => p.status === 'paid');
    lines = await ledgerOf();
    expect(
      lines
        .filter((r) => r.event_key === `payout:${id}#1`)
        .map((r) => r.amount_paise)
        .sort(),
    ).toEqual([-20_000, 20_000]);
    expect(paidToStore(lines)).toBe(20_000);
  });

  it('forged or stale webhooks are refused (401); a late, out-of-order event never moves a payout back', async () => {
    const id = await pendingPayout(STORES.A.id, 30_000);
    await payOut(id);
    const paid = await waitFor(id, (p) => p.status === 'paid');
    const failedEvent = JSON.stringify({
      type: 'TRANSFER_FAILED',
      event_time: '2026-11-25T10:00:00+05:30',
      data: { transfer_id: id, status: 'FAILED', status_description: 'forged' },
    });
    const timestamp = String(Date.now());
    const forged = await webhook(failedEvent, {
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': signWebhook(timestamp, failedEvent, 'not-the-secret'),
    });
    expect(forged.responseStatusCode).toBe(401);
    const unsigned = await webhook(failedEvent, {});
    expect(unsigned.responseStatusCode).toBe(401);
    const stale = await webhook(failedEvent, signed(failedEvent, String(Date.now() - 10 * 60_000)));
    expect(stale.responseStatusCode).toBe(401);
    // Correctly signed but late (the transfer has succeeded since): the gateway's state wins.
    const late = await webhook(failedEvent, signed(failedEvent));
    expect(late.responseStatusCode, late.responseBody).toBe(200);
    expect(await payoutOf(id)).toMatchObject({ status: 'paid', utr: paid.utr, $updatedAt: paid.$updatedAt });
    // Not one of ours: 200 so the gateway stops retrying, and nothing changes.
    const other = JSON.stringify({
      type: 'TRANSFER_SUCCESS',
      data: { transfer_id: 'someone-else', status: 'SUCCESS' },
    });
    const ignored = await webhook(other, signed(other));
    expect([ignored.responseStatusCode, JSON.parse(ignored.responseBody).ignored]).toEqual([200, 'unknown transfer']);
  });

  it('only a platform admin starts or checks a payout; no payout without a verified account', async () => {
    const id = await pendingPayout(STORES.A.id, 10_000);
    for (const who of [owner, m.staffA, m.staffB, m.customer])
      for (const action of ['start_transfer', 'refresh_transfer']) {
        const reply = await run(who, 'payouts', { action, payout_id: id });
        expect([reply.status, reply.body.code]).toEqual([401, 'admin_required']);
      }
    for (const who of [owner, m.admin])
      await expect(
        who.tablesDB.updateRow({
          databaseId: DB,
          tableId: 'store_payouts',
          rowId: id,
          data: { transfer_status: 'SUCCESS' },
        }),
      ).rejects.toMatchObject({ code: 401 });
    expect(await payoutOf(id)).toMatchObject({ status: 'pending', transfer_id: null });

    const small = await pendingPayout(STORES.A.id, 99);
    expect((await payOut(small)).body.code).toBe('payout_below_minimum');
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'store_bank_accounts',
      rowId: STORES.A.id,
      data: { verified: false },
    });
    try {
      expect((await payOut(id)).body.code).toBe('payout_account_missing');
    } finally {
      await m.tablesDB.updateRow({
        databaseId: DB,
        tableId: 'store_bank_accounts',
        rowId: STORES.A.id,
        data: { verified: true },
      });
    }
    expect((await payOut('po-nope_20260101')).status).toBe(404);
    // While a transfer is on its way, the manual path is closed (it could pay twice).
    await m.tablesDB.updateRow({
      databaseId: DB,
      tableId: 'store_payouts',
      rowId: small,
      data: { status: 'processing' },
    });
    const manual = await run(m.admin, 'store-earnings', {
      action: 'record_payout_utr',
      payout_id: small,
      utr: 'HDFCR52026112500',
    });
    expect([manual.status, manual.body.code]).toEqual([409, 'payout_in_transfer']);
  });
});
