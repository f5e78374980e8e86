import { ID, Permission, Query, Role, Storage, TablesDB, type Client } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  licenceChangeErrors,
  licenceChangeRowData,
  readLicenceChange,
  type LicenceChange,
} from '@instamg/shared/domain/store-admin';
import { bankChangeErrors, readBankChange } from '@instamg/shared/domain/partner/bank';
import { writeAudit } from '../../lib/runtime/audit.ts';
import {
  auditBank,
  bankAccountData,
  maskedBankColumns,
  readBankAccount,
  writeBankAccount,
} from '../../lib/money/bank-accounts.ts';
import { claimDocuments } from '../../lib/stores/store-documents.ts';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { loadStore } from './stores.ts';
import type { StoreChangeRequestsRow } from '@instamg/shared/appwrite/rows';

/**
 * A store's request to change its licences or its payout account (issue 17 §3, issue 18 §7): the
 * store's owner (or its admin role) asks, a platform admin approves or rejects. Only this function
 * writes the request rows.
 * - licence (`request_licence_change`): the row is readable by the store's team and admins; an
 *   optional `document_id` (the new licence's scan, the caller's own store_documents upload) is kept
 *   in `changes`. Approving writes the licence columns of the store (the licence-expiry-sweeper then
 *   reads the new date) and an audit row; it does not reinstate a store suspended for an expired
 *   licence (an admin does, with a reason).
 * - bank (`request_bank_change`): the row is readable by the team's owner and admin roles and admins
 *   only, and `changes` holds the masked number; the full number waits in an admin-only
 *   store_bank_accounts row whose id is the request's (lib/money/bank-accounts.ts). One pending bank
 *   request per store. Approving makes it the account in force (both tables) and deletes the
 *   pending row; rejecting deletes it. The audit row's before/after carry masked numbers only.
 */

/** Team roles that may ask for a licence or bank change. */
const REQUESTERS = ['owner', 'admin'];
const FILE_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

export type ChangeRequestRow = StoreChangeRequestsRow;

function refusal(errors: Record<string, string | undefined>): string {
  const [field, message] = Object.entries(errors).find(([, m]) => m)!;
  return `${field}: ${message}`;
}

export async function requestLicenceChange(
  client: Client,
  callerId: string,
  storeId: string,
  input: unknown,
  now: Date,
  documentId?: unknown,
): Promise<ChangeRequestRow> {
  const tablesDB = new TablesDB(client);
  const store = await loadStore(tablesDB, storeId);
  const caller = await loadCaller(client, callerId);
  const roles = caller.teams.get(store.team_id);
  if (!roles) throw fail('store_not_found');
  if (!roles.some((role) => REQUESTERS.includes(role)))
    throw fail('not_store_member', 'Only the store’s owner or admin can ask to change its licences.');
  const read = readLicenceChange(input ?? {});
  if (!read.ok) throw fail('invalid_input', read.message);
  const errors = licenceChangeErrors(read.values, now);
  if (Object.keys(errors).length > 0) throw fail('store_invalid', refusal(errors));
  if (documentId !== undefined && (typeof documentId !== 'string' || !FILE_ID.test(documentId)))
    throw fail('invalid_input', 'document_id must be a file id.');
  if (documentId) await claimDocuments(new Storage(client), callerId, [documentId]);
  const row = (await tablesDB.createRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeChangeRequests,
    rowId: ID.unique(),
    data: {
      store_id: storeId,
      kind: 'licence',
      requested_by: callerId,
      changes: JSON.stringify(documentId ? { ...read.values, document_id: documentId } : read.values),
      status: 'pending',
    },
    permissions: [`read("team:${store.team_id}")`],
  })) as unknown as ChangeRequestRow;
  return row;
}

/**
 * request_bank_change: the owner (or admin role) of the store asks to pay out to another account.
 * The same validators as the application (account number typed twice, IFSC), the cancelled cheque
 * must be the caller's own store_documents upload (admins then read it).
 */
export async function requestBankChange(
  client: Client,
  callerId: string,
  storeId: string,
  input: unknown,
  now: Date,
): Promise<ChangeRequestRow> {
  const tablesDB = new TablesDB(client);
  const store = await loadStore(tablesDB, storeId);
  const caller = await loadCaller(client, callerId);
  const roles = caller.teams.get(store.team_id);
  if (!roles) throw fail('store_not_found');
  if (!roles.some((role) => REQUESTERS.includes(role)))
    throw fail('not_store_member', 'Only the store’s owner or admin can ask to change its bank account.');
  const read = readBankChange(input ?? {});
  if (!read.ok) throw fail('invalid_input', read.message);
  const errors = bankChangeErrors(read.values);
  if (Object.keys(errors).length > 0) throw fail('store_invalid', refusal(errors));
  if (!FILE_ID.test(read.values.cheque_document_id)) throw fail('document_not_found');
  await claimDocuments(new Storage(client), callerId, [read.values.cheque_document_id]);
  const waiting = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeChangeRequests,
    queries: [
      Query.equal('store_id', storeId),
      Query.equal('status', 'pending'),
      Query.equal('kind', 'bank'),
      Query.limit(1),
    ],
  });
  if (waiting.total > 0) throw fail('store_state_conflict', 'A bank account change is already waiting for review.');
  const v = read.values;
  const requestId = ID.unique();
  const account = {
    storeId,
    teamId: store.team_id,
    holder: v.account_holder,
    accountNumber: v.account_number,
    ifsc: v.ifsc,
    chequeDocumentId: v.cheque_document_id,
    verified: false,
    now,
  };
  // The full number first (admin-only row), then the request the team's owner/admin can read.
  await tablesDB.createRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeBankAccounts,
    rowId: requestId,
    data: bankAccountData(account, requestId),
    permissions: [],
  });
  const { account_holder, account_masked, ifsc, bank_name } = maskedBankColumns(account);
  return (await tablesDB.createRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeChangeRequests,
    rowId: requestId,
    data: {
      store_id: storeId,
      kind: 'bank',
      requested_by: callerId,
      changes: JSON.stringify({
        account_holder,
        account_masked,
        ifsc,
        bank_name,
        cheque_document_id: v.cheque_document_id,
      }),
      status: 'pending',
    },
    permissions: [
      Permission.read(Role.team(store.team_id, 'owner')),
      Permission.read(Role.team(store.team_id, 'admin')),
    ],
  })) as unknown as ChangeRequestRow;
}

async function loadRequest(tablesDB: TablesDB, requestId: unknown): Promise<ChangeRequestRow> {
  if (typeof requestId !== 'string' || !/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(requestId))
    throw fail('invalid_input', 'request_id must be a request id.');
  try {
    return await tablesDB.getRow<ChangeRequestRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeChangeRequests,
      rowId: requestId,
    });
  } catch (err) {
    if (appwriteStatus(err) === 404) throw fail('invalid_input', 'That change request was not found.');
    throw err;
  }
}

/** approve / reject a pending request (admins only: main.ts checks the label). */
export async function decideChange(
  client: Client,
  adminId: string,
  requestId: unknown,
  decision: unknown,
  note: string | null,
  now: Date,
): Promise<ChangeRequestRow> {
  const tablesDB = new TablesDB(client);
  if (decision !== 'approve' && decision !== 'reject')
    throw fail('invalid_input', 'decision must be approve or reject.');
  if (decision === 'reject' && !note) throw fail('reason_required', 'Please give the store a reason.');
  const request = await loadRequest(tablesDB, requestId);
  if (request.status !== 'pending') throw fail('store_state_conflict', 'This request was already decided.');
  if (request.kind === 'bank') return decideBankChange(tablesDB, adminId, request, decision, note, now);
  let after: Record<string, unknown> | null = null;
  let before: Record<string, unknown> | null = null;
  if (decision === 'approve') {
    const values = JSON.parse(request.changes) as LicenceChange;
    // The dates are checked again: a request may have waited until its licence is close to expiry.
    const errors = licenceChangeErrors(values, now);
    if (Object.keys(errors).length > 0) throw fail('store_invalid', refusal(errors));
    const store = await loadStore(tablesDB, request.store_id);
    after = licenceChangeRowData(values);
    before = Object.fromEntries(
      Object.keys(after).map((key) => [key, (store as unknown as Record<string, unknown>)[key] ?? null]),
    );
  }
  // Two admins deciding the same request at the same moment may both pass the pending check; the
  // request keeps the later decision and the audit log has both.
  const decided = await markDecided(tablesDB, request.$id, decision, adminId, note, now);
  if (after)
    await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: request.store_id, data: after });
  await writeAudit(tablesDB, {
    actorId: adminId,
    actorRole: 'admin',
    action: decision === 'approve' ? 'store_change_approve' : 'store_change_reject',
    entityType: 'store',
    entityId: request.store_id,
    before,
    after,
    note,
  });
  return decided;
}

async function decideBankChange(
  tablesDB: TablesDB,
  adminId: string,
  request: ChangeRequestRow,
  decision: 'approve' | 'reject',
  note: string | null,
  now: Date,
): Promise<ChangeRequestRow> {
  const pending = await readBankAccount(tablesDB, request.$id);
  if (!pending) throw fail('store_state_conflict', 'This request was already decided.');
  const current = await readBankAccount(tablesDB, request.store_id);
  if (decision === 'approve') {
    const store = await loadStore(tablesDB, request.store_id);
    await writeBankAccount(tablesDB, {
      storeId: request.store_id,
      teamId: store.team_id,
      holder: pending.account_holder,
      accountNumber: pending.account_number,
      ifsc: pending.ifsc,
      chequeDocumentId: pending.cheque_document_id,
      // An admin checked the new account against the cancelled cheque.
      verified: true,
      now,
    });
  }
  const decided = await markDecided(tablesDB, request.$id, decision, adminId, note, now);
  // The full number of a decided request is kept nowhere but in the account in force.
  await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.storeBankAccounts, rowId: request.$id });
  await writeAudit(tablesDB, {
    actorId: adminId,
    actorRole: 'admin',
    action: decision === 'approve' ? 'store_bank_change_approve' : 'store_bank_change_reject',
    entityType: 'store',
    entityId: request.store_id,
    before: auditBank(current),
    after: decision === 'approve' ? auditBank(pending) : null,
    note,
  });
  return decided;
}

/** Records an admin's decision on a change request (the row keeps the later of two racing decisions). */
async function markDecided(
  tablesDB: TablesDB,
  requestId: string,
  decision: 'approve' | 'reject',
  adminId: string,
  note: string | null,
  now: Date,
): Promise<ChangeRequestRow> {
  return (await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeChangeRequests,
    rowId: requestId,
    data: {
      status: decision === 'approve' ? 'approved' : 'rejected',
      decided_by: adminId,
      decided_at: now.toISOString(),
      note,
    },
  })) as unknown as ChangeRequestRow;
}
