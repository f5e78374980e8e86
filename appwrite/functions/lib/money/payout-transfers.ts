import { postPayoutPaid, postPayoutReversedLedger } from './ledger.ts';
import { storeTeamOf } from '../orders/rows.ts';
import { createHash } from 'node:crypto';
import { AppwriteException, type Models, type TablesDB } from 'node-appwrite';
import { normaliseUtr } from '@instamg/shared/domain/settlement/payouts';
import {
  MIN_TRANSFER_PAISE,
  failureText,
  transferIdFor,
  transferOutcome,
} from '@instamg/shared/domain/settlement/payout-transfer';
import { writeAudit } from '../runtime/audit.ts';
import type { BankAccountRow } from './bank-accounts.ts';
import { fail } from '../runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { PayoutGatewayError, type GatewayTransfer, type PayoutGateway } from './payout-gateway.ts';
import { getPayout, type PayoutRow } from './payouts.ts';

// A payout's bank transfer through the payout gateway (issue 18 §6; docs/payments.md "Payouts").
//
// pending ──start (admin)──▶ processing ──SUCCESS──▶ paid (UTR from the gateway)
//    ▲                           │
//    └──FAILED / REJECTED / REVERSED (reason kept; the admin retries or records a UTR)
//
// The transfer id is the payout id (a retry after a failure: `{payout id}_r{n}`), and the row is
// marked `processing` with that id BEFORE the gateway is called, so two starts at once send the
// same transfer id and the gateway (Cashfree and the sandbox) keeps one transfer. Webhooks only
// say "look again": the transfer's state is always read back from the gateway (GET), so events
// arriving late, twice or out of order can never move a payout backwards.

export interface PayoutTransferColumns {
  transfer_id: string | null;
  transfer_status: string | null;
  transfer_attempts: number | null;
  failure_reason: string | null;
  transfer_started_at: string | null;
  transfer_started_by: string | null;
}

export type PayoutWithTransfer = PayoutRow & PayoutTransferColumns;

const FAILED = new Set(['FAILED', 'REJECTED', 'REVERSED']);
/** A transfer the gateway does not know this long after its start was never received. */
export const UNKNOWN_TRANSFER_GRACE_MS = 2 * 60_000;

async function payoutOrFail(tablesDB: TablesDB, payoutId: string): Promise<PayoutWithTransfer> {
  const payout = (await getPayout(tablesDB, payoutId)) as PayoutWithTransfer | null;
  if (!payout) throw fail('payout_not_found');
  return payout;
}

async function update(
  tablesDB: TablesDB,
  payoutId: string,
  data: Partial<Omit<PayoutWithTransfer, keyof Models.Row>>,
): Promise<PayoutWithTransfer> {
  return tablesDB.updateRow<PayoutWithTransfer>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storePayouts,
    rowId: payoutId,
    data,
  });
}

/** The store's payout account in force (row id = store id), verified; null when there is none. */
async function verifiedAccount(tablesDB: TablesDB, storeId: string): Promise<BankAccountRow | null> {
  try {
    const row = await tablesDB.getRow<Models.Row & BankAccountRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeBankAccounts,
      rowId: storeId,
    });
    return row.request_id === null && row.verified === true ? row : null;
  } catch (err) {
    if (err instanceof AppwriteException && err.code === 404) return null;
    throw err;
  }
}

/** Once-only audit row per transfer and outcome (a webhook and a refresh at once log one row). */
const auditRowId = (transferId: string, what: string) =>
  `pt${createHash('sha256').update(`${transferId}|${what}`).digest('hex').slice(0, 30)}`;

/**
 * Applies the gateway's view of the payout's current transfer. A transfer that is not the
 * payout's current one (an older, failed attempt) changes nothing.
 */
export async function applyTransfer(
  tablesDB: TablesDB,
  current: PayoutWithTransfer,
  transfer: GatewayTransfer,
  now: Date,
): Promise<{ payout: PayoutWithTransfer; changed: boolean }> {
  // Decide on the row as it is now (a webhook may have moved it since the caller read it).
  const payout = await payoutOrFail(tablesDB, current.$id);
  if (transfer.transferId !== payout.transfer_id) return { payout, changed: false };
  const outcome = transferOutcome(transfer.status);
  if (outcome === 'paid') {
    const utr = normaliseUtr(transfer.utr) ?? (transfer.utr ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 22);
    if (payout.status === 'paid' && payout.transfer_status === 'SUCCESS') return { payout, changed: false };
    // The audit row first (its id is the transfer's, so a redelivered event writes it once): a payout
    // read as paid always has its audit row.
    await writeAudit(tablesDB, {
      actorId: 'gateway',
      actorRole: 'system',
      action: 'payout.paid',
      entityType: 'payout',
      entityId: payout.$id,
      before: { status: payout.status, transfer_id: transfer.transferId },
      after: { status: 'paid', utr, net_paise: payout.net_paise },
      rowId: auditRowId(transfer.transferId, 'SUCCESS'),
    });
    // The money left for the store's bank: its ledger payout event (once per payout, issue 31),
    // posted before the row reads paid — a redelivered webhook stops at a paid row, so a crash
    // between the two must leave the row still to be changed, never a paid payout without its lines.
    await postPayoutPaid(
      tablesDB,
      { ...payout, paid_at: now.toISOString() },
      await storeTeamOf(tablesDB, payout.store_id).catch(() => null),
    );
    const updated = await update(tablesDB, payout.$id, {
      status: 'paid',
      utr: utr || null,
      paid_at: now.toISOString(),
      paid_by: 'gateway',
      transfer_status: 'SUCCESS',
      failure_reason: null,
    });
    return { payout: updated, changed: true };
  }
  if (outcome === 'failed') {
    if (payout.transfer_status === transfer.status && payout.status === 'pending') return { payout, changed: false };
    const reason = failureText(transfer.status, transfer.description);
    // A reversal of a paid transfer: the money is back in the platform's bank and owed to the store
    // again (issue 31). Posted before the row moves (its key is the transfer's), so a crash between
    // the two is finished by the redelivered webhook, which reads the row as still to be changed.
    if (transfer.status === 'REVERSED')
      await postPayoutReversedLedger(
        tablesDB,
        payout,
        transfer.transferId,
        await storeTeamOf(tablesDB, payout.store_id).catch(() => null),
        now,
      );
    await writeAudit(tablesDB, {
      actorId: 'gateway',
      actorRole: 'system',
      action: 'payout.transfer_failed',
      entityType: 'payout',
      entityId: payout.$id,
      before: { status: payout.status, utr: payout.utr, transfer_id: transfer.transferId },
      after: { status: 'pending', transfer_status: transfer.status, failure_reason: reason },
      rowId: auditRowId(transfer.transferId, transfer.status),
    });
    const updated = await update(tablesDB, payout.$id, {
      status: 'pending',
      utr: null,
      paid_at: null,
      paid_by: null,
      transfer_status: transfer.status,
      failure_reason: reason,
    });
    return { payout: updated, changed: true };
  }
  // Still on its way: only the gateway's status word changes; never back from paid.
  if (payout.status !== 'processing' || payout.transfer_status === transfer.status) return { payout, changed: false };
  return { payout: await update(tablesDB, payout.$id, { transfer_status: transfer.status }), changed: true };
}

/**
 * An admin's "Pay out": starts (or, when it was started already, looks up) the transfer of a
 * pending payout. Answers the payout as it is afterwards.
 */
export async function startPayoutTransfer(
  tablesDB: TablesDB,
  gateway: PayoutGateway,
  payoutId: string,
  adminId: string,
  now = new Date(),
): Promise<PayoutWithTransfer> {
  let payout = await payoutOrFail(tablesDB, payoutId);
  if (payout.status === 'paid') throw fail('payout_already_paid');
  if (payout.status === 'processing') return refreshPayoutTransfer(tablesDB, gateway, payoutId, now);
  if (payout.status === 'nothing_due') throw fail('payout_nothing_due');
  if (payout.net_paise < MIN_TRANSFER_PAISE) throw fail('payout_below_minimum');
  const account = await verifiedAccount(tablesDB, payout.store_id);
  if (!account) throw fail('payout_account_missing');

  // A failed attempt is never sent again: a retry is a new transfer id.
  const lastFailed = payout.transfer_status !== null && FAILED.has(payout.transfer_status);
  const attempt = !payout.transfer_id ? 1 : (payout.transfer_attempts ?? 1) + (lastFailed ? 1 : 0);
  const transferId = transferIdFor(payout.$id, attempt);
  const before = { status: payout.status, transfer_id: payout.transfer_id, failure_reason: payout.failure_reason };
  payout = await update(tablesDB, payoutId, {
    status: 'processing',
    transfer_id: transferId,
    transfer_attempts: attempt,
    transfer_status: null,
    failure_reason: null,
    transfer_started_at: now.toISOString(),
    transfer_started_by: adminId,
  });
  await writeAudit(tablesDB, {
    actorId: adminId,
    actorRole: 'admin',
    action: 'payout.transfer_started',
    entityType: 'payout',
    entityId: payoutId,
    before,
    after: { status: 'processing', transfer_id: transferId, net_paise: payout.net_paise, mode: gateway.mode },
    rowId: auditRowId(transferId, 'started'),
  });

  let transfer: GatewayTransfer;
  try {
    const beneficiaryId = await gateway.ensureBeneficiary({
      storeId: payout.store_id,
      holder: account.account_holder,
      accountNumber: account.account_number,
      ifsc: account.ifsc,
    });
    transfer = await gateway.startTransfer({
      transferId,
      amountPaise: payout.net_paise,
      beneficiaryId,
      remarks: `instamg payout ${payout.cycle_end.slice(0, 10)}`,
    });
  } catch (err) {
    // A refusal (4xx) sent nothing: back to pending with the gateway's reason. Anything else (a 5xx,
    // no answer) may have been received: stay processing; a refresh asks the gateway (research §3).
    if (err instanceof PayoutGatewayError && err.status >= 400 && err.status < 500) {
      const updated = await applyTransfer(
        tablesDB,
        payout,
        {
          transferId,
          cfTransferId: null,
          status: 'REJECTED',
          statusCode: null,
          description: gatewayMessage(err),
          utr: null,
          amount: 0,
          beneficiaryId: null,
        },
        now,
      );
      return updated.payout;
    }
    throw fail('payout_gateway_error');
  }
  return (await applyTransfer(tablesDB, payout, transfer, now)).payout;
}

function gatewayMessage(err: PayoutGatewayError): string {
  try {
    const body = JSON.parse(err.body) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON
  }
  return `HTTP ${err.status}`;
}

/**
 * Reads the payout's current transfer from the gateway and applies it (the webhook, and an
 * admin's "Check status"). A transfer the gateway never received becomes a failed attempt.
 */
export async function refreshPayoutTransfer(
  tablesDB: TablesDB,
  gateway: PayoutGateway,
  payoutId: string,
  now = new Date(),
): Promise<PayoutWithTransfer> {
  const payout = await payoutOrFail(tablesDB, payoutId);
  if (!payout.transfer_id) return payout;
  let transfer: GatewayTransfer | null;
  try {
    transfer = await gateway.getTransfer(payout.transfer_id);
  } catch {
    throw fail('payout_gateway_error');
  }
  if (!transfer) {
    // Only once a start can no longer be on its way to the gateway (never a retry beside a live transfer).
    const started = Date.parse(payout.transfer_started_at ?? '') || 0;
    if (payout.status !== 'processing' || now.getTime() - started < UNKNOWN_TRANSFER_GRACE_MS) return payout;
    transfer = {
      transferId: payout.transfer_id,
      cfTransferId: null,
      status: 'FAILED',
      statusCode: null,
      description: 'The gateway has no record of this transfer',
      utr: null,
      amount: 0,
      beneficiaryId: null,
    };
  }
  return (await applyTransfer(tablesDB, payout, transfer, now)).payout;
}
