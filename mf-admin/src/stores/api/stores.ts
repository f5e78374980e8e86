// A store for the admin: its row (everyone reads stores), its team (store_admins and
// store_pharmacists, which admins read), its orders and decisions counted with total-only queries
// on indexed columns, its application's documents, its audit history — and every change through
// the store-admin function (no client writes the stores table).
import { AppwriteException, Query } from 'appwrite';
import {
  istDayKey,
  ordersToday,
  parseStoreDayRow,
  storeDayRowId,
  type StoreDayRow,
} from '@instamg/shared/domain/store-daily-stats';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { BUCKETS, DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import { ORDER_STATUSES, type OrderStatus } from '@instamg/shared/domain/order';
import type { StoreValues } from '@instamg/shared/domain/store-admin';
import { pharmacistStatus, type PharmacistStatus } from '@instamg/shared/domain/store-staff';
import type { DecisionCounts } from '../domain/store-view';
import type {
  AuditLogRow,
  RowMeta,
  StoreAdminsRow,
  StoreApplicationsRow,
  StoreBankAccountsRow,
  StoreChangeRequestsRow,
  StorePharmacistsRow,
  StoresRow,
} from '@instamg/shared/appwrite/rows';

export type StoreRow = RowMeta &
  Pick<
    StoresRow,
    | 'name'
    | 'address'
    | 'city'
    | 'state'
    | 'postal_code'
    | 'location'
    | 'phone'
    | 'gstin'
    | 'hours'
    | 'drug_license_number'
    | 'form21_number'
    | 'form20_expires_on'
    | 'form21_expires_on'
    | 'licence_expires_on'
    | 'is_active'
    | 'status'
    | 'team_id'
    | 'suspended_at'
    | 'suspension'
  >;

const tables = () => getAppwrite().tablesDB;

export async function fetchStore(storeId: string): Promise<StoreRow> {
  return tables().getRow<StoreRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId });
}

export interface TeamMember {
  userId: string;
  role: string;
  /** `status`: pending until a platform admin confirms (a store-staff invitation's accept), inactive once switched off. */
  pharmacist: { name: string; council: string; registrationNumber: string; status: PharmacistStatus } | null;
}

/** The store's people: store_admins rows (role) with the registered pharmacist flag from store_pharmacists. */
export async function fetchStoreTeam(storeId: string): Promise<TeamMember[]> {
  const [admins, pharmacists] = await Promise.all([
    tables().listRows<StoreAdminsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeAdmins,
      queries: [Query.equal('store_id', storeId), Query.limit(100)],
    }),
    tables().listRows<StorePharmacistsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storePharmacists,
      queries: [Query.equal('store_id', storeId), Query.limit(100)],
    }),
  ]);
  const registration = (p: StorePharmacistsRow): NonNullable<TeamMember['pharmacist']> => ({
    name: p.name,
    council: p.pharmacy_council,
    registrationNumber: p.registration_number,
    status: pharmacistStatus(p),
  });
  const byUser = new Map(pharmacists.rows.map((row) => [row.user_id, row]));
  const members: TeamMember[] = admins.rows.map((row) => {
    const p = byUser.get(row.user_id);
    byUser.delete(row.user_id);
    return { userId: row.user_id, role: row.role, pharmacist: p ? registration(p) : null };
  });
  // A registered pharmacist without a store_admins row (staff added by the team) still shows.
  for (const [userId, p] of byUser) members.push({ userId, role: 'staff', pharmacist: registration(p) });
  return members;
}

const totalOf = async (tableId: string, queries: string[]): Promise<number> =>
  (await tables().listRows({ databaseId: DATABASE_ID, tableId, queries: [...queries, Query.limit(1)] })).total;

/** Orders of the store by status: one total-only query each on orders.store_status_idx. */
export async function fetchOrderCounts(storeId: string): Promise<Record<OrderStatus, number>> {
  const counts = await Promise.all(
    ORDER_STATUSES.map((status) =>
      totalOf(TABLES.orders, [Query.equal('store_id', storeId), Query.equal('status', status)]),
    ),
  );
  return Object.fromEntries(ORDER_STATUSES.map((status, i) => [status, counts[i]!])) as Record<OrderStatus, number>;
}

/** "Orders today" of the store (issue 31 §2): today's IST day row of store_daily_stats, the figure the store's dashboard shows. */
export async function fetchOrdersToday(storeId: string, now: Date = new Date()): Promise<number> {
  try {
    const row = await tables().getRow<RowMeta & StoreDayRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeDailyStats,
      rowId: storeDayRowId(storeId, istDayKey(now)),
    });
    return ordersToday(parseStoreDayRow(row));
  } catch (error) {
    if (error instanceof AppwriteException && error.code === 404) return 0;
    throw error;
  }
}

/** The store's intake decisions (store_order_decisions.store_kind_idx). */
export async function fetchDecisionCounts(storeId: string): Promise<DecisionCounts> {
  const kinds = ['accepted', 'rejected', 'timed_out'] as const;
  const counts = await Promise.all(
    kinds.map((kind) =>
      totalOf(TABLES.storeOrderDecisions, [Query.equal('store_id', storeId), Query.equal('kind', kind)]),
    ),
  );
  return { accepted: counts[0]!, rejected: counts[1]!, timed_out: counts[2]! };
}

export interface StoreDocument {
  label: string;
  fileId: string;
}

/** The documents of the application the store was approved from (approval gives the store the application's id), if any. */
export async function fetchStoreDocuments(storeId: string): Promise<StoreDocument[]> {
  let application: StoreApplicationsRow;
  try {
    application = await tables().getRow<StoreApplicationsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeApplications,
      rowId: storeId,
    });
  } catch (error) {
    if ((error as { code?: number }).code === 404) return [];
    throw error;
  }
  const docs: [string, unknown][] = [
    ['Form 20 licence', application.form20_document_id],
    ['Form 21 licence', application.form21_document_id],
    ['Pharmacist registration certificate', application.pharmacist_certificate_id],
    ['Cancelled cheque', application.cheque_document_id],
    ...application.shopfront_photo_ids.map((id, i): [string, unknown] => [`Shopfront photo ${i + 1}`, id]),
  ];
  return docs
    .filter((d): d is [string, string] => typeof d[1] === 'string' && d[1] !== '')
    .map(([label, fileId]) => ({ label, fileId }));
}

export const documentViewUrl = (fileId: string): string =>
  getAppwrite().storage.getFileView({ bucketId: BUCKETS.storeDocuments, fileId });

export type AuditRow = RowMeta & Pick<AuditLogRow, 'actor_id' | 'actor_role' | 'action' | 'note' | 'before' | 'after'>;

/** The store's audit history, newest first (admins read audit_log). */
export async function fetchStoreAudit(storeId: string): Promise<AuditRow[]> {
  const rows = await tables().listRows<AuditRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.auditLog,
    queries: [
      Query.equal('entity_type', 'store'),
      Query.equal('entity_id', storeId),
      Query.orderDesc('$createdAt'),
      Query.limit(25),
    ],
  });
  return rows.rows;
}

/** `ownerEmail` ('' for none): an existing account the function makes the store's owner (400 owner_not_found otherwise). */
export async function addStore(values: StoreValues, ownerEmail = ''): Promise<StoreRow> {
  return (
    await callFunction<{ store: StoreRow }>(FUNCTIONS.storeAdmin, {
      action: 'add',
      values,
      ...(ownerEmail ? { owner_email: ownerEmail } : {}),
    })
  ).store;
}

export async function editStore(storeId: string, values: StoreValues, ownerEmail = ''): Promise<StoreRow> {
  return (
    await callFunction<{ store: StoreRow }>(FUNCTIONS.storeAdmin, {
      action: 'edit',
      store_id: storeId,
      values,
      ...(ownerEmail ? { owner_email: ownerEmail } : {}),
    })
  ).store;
}

export async function setSuspended(
  action: 'suspend' | 'reinstate',
  storeId: string,
  reason: string,
): Promise<StoreRow> {
  return (await callFunction<{ store: StoreRow }>(FUNCTIONS.storeAdmin, { action, store_id: storeId, reason })).store;
}

export type ChangeRequestRow = RowMeta &
  Pick<StoreChangeRequestsRow, 'store_id' | 'kind' | 'requested_by' | 'changes' | 'status' | 'note'>;

/** The store's pending licence and bank change requests (store_change_requests.store_status_idx). */
export async function fetchChangeRequests(storeId: string): Promise<ChangeRequestRow[]> {
  const rows = await tables().listRows<ChangeRequestRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeChangeRequests,
    queries: [Query.equal('store_id', storeId), Query.equal('status', 'pending'), Query.limit(25)],
  });
  return rows.rows;
}

export async function decideChange(
  requestId: string,
  decision: 'approve' | 'reject',
  note: string,
): Promise<ChangeRequestRow> {
  return (
    await callFunction<{ request: ChangeRequestRow }>(FUNCTIONS.storeAdmin, {
      action: 'decide_change',
      request_id: requestId,
      decision,
      ...(note.trim() ? { note: note.trim() } : {}),
    })
  ).request;
}

export type BankAccountRow = RowMeta &
  Pick<
    StoreBankAccountsRow,
    | 'account_holder'
    | 'account_number'
    | 'account_masked'
    | 'ifsc'
    | 'bank_name'
    | 'verified'
    | 'cheque_document_id'
    | 'updated_at'
  >;

/**
 * A store's payout account in force (store_bank_accounts, admins only: the full number), or a
 * pending change request's new account (row id = the request's id); null if there is none.
 */
export async function fetchBankAccount(rowId: string): Promise<BankAccountRow | null> {
  try {
    return await tables().getRow<BankAccountRow>({ databaseId: DATABASE_ID, tableId: TABLES.storeBankAccounts, rowId });
  } catch (error) {
    if ((error as { code?: number }).code === 404) return null;
    throw error;
  }
}
