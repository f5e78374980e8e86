import { ID, TablesDB, type Client, type Models } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  licenceChangeErrors,
  licenceChangeRowData,
  readLicenceChange,
  type LicenceChange,
} from '@instamg/shared/domain/store-admin';
import { writeAudit } from '../../lib/audit.ts';
import { appwriteStatus, fail } from '../../lib/errors.ts';
import { loadCaller } from '../../lib/orders.ts';
import { loadStore } from './stores.ts';

/**
 * A store's request to change its licences (issue 17 §3): the store's owner (or its admin role)
 * asks, a platform admin approves or rejects. The request row is readable by the store's team and
 * admins; only this function writes it. Approving writes the licence columns of the store (the
 * licence-expiry-sweeper then reads the new date) and an audit row; it does not reinstate a store
 * suspended for an expired licence (an admin does, with a reason).
 */

/** Team roles that may ask for a licence change. */
const REQUESTERS = ['owner', 'admin'];

export interface ChangeRequestRow extends Models.Row {
  store_id: string;
  kind: 'licence';
  requested_by: string;
  changes: string;
  status: 'pending' | 'approved' | 'rejected';
  note: string | null;
}

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
  const row = (await tablesDB.createRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeChangeRequests,
    rowId: ID.unique(),
    data: {
      store_id: storeId,
      kind: 'licence',
      requested_by: callerId,
      changes: JSON.stringify(read.values),
      status: 'pending',
    },
    permissions: [`read("team:${store.team_id}")`],
  })) as unknown as ChangeRequestRow;
  return row;
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
  const decided = (await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeChangeRequests,
    rowId: request.$id,
    data: {
      status: decision === 'approve' ? 'approved' : 'rejected',
      decided_by: adminId,
      decided_at: now.toISOString(),
      note,
    },
  })) as unknown as ChangeRequestRow;
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
