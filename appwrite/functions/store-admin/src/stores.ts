import { ID, TablesDB, Teams, type Client } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { indiaToday, parseIsoDate } from '@instamg/shared/domain/partner/licence';
import {
  readStoreValues,
  reasonError,
  storeErrors,
  storeRowData,
  storeValuesFromRow,
  type StoreErrors,
  type StoreValues,
} from '@instamg/shared/domain/store-admin';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import { emailUsers, storeOwnerIds } from '../../lib/runtime/mail.ts';
import { noticeStore } from '../../lib/stores/store-notices.ts';
import { findOwner, makeOwner } from './owner.ts';
import type { StoresRow } from '@instamg/shared/appwrite/rows';

/** A stores row as this function reads it. */
export type StoreRow = StoresRow;

const STORE_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

export function readStoreId(value: unknown): string {
  if (typeof value !== 'string' || !STORE_ID.test(value)) throw fail('invalid_input', 'store_id must be a store id.');
  return value;
}

export function readReason(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  const error = reasonError(text);
  if (error) throw fail(text.trim() === '' ? 'reason_required' : 'invalid_input', error);
  return text.trim();
}

export async function loadStore(tablesDB: TablesDB, storeId: string): Promise<StoreRow> {
  try {
    return await tablesDB.getRow<StoreRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId });
  } catch (err) {
    if (appwriteStatus(err) === 404) throw fail('store_not_found');
    throw err;
  }
}

/** "Form 20 expires on: This licence has expired" for the first refused field. */
function refusal(errors: StoreErrors): string {
  const [field, message] = Object.entries(errors)[0]!;
  return `${field}: ${message}`;
}

function readValues(input: unknown): StoreValues {
  const read = readStoreValues(input ?? {});
  if (!read.ok) throw fail('invalid_input', read.message);
  return read.values;
}

/** The columns whose value changed, before and after (what the audit row keeps). */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null)) {
      was[key] = before[key] ?? null;
      now[key] = value ?? null;
    }
  }
  return { was, now };
}

/**
 * add: a new store from the admin's values, re-validated here. It gets its own Appwrite team (a
 * server-generated id in stores.team_id: docs/permissions.md "Store teams") and starts NOT live
 * (is_active false) until an admin makes it live with `reinstate`. With `owner_email`, that
 * existing account becomes the team's owner with its store_admins row (src/owner.ts).
 */
export async function addStore(
  client: Client,
  tablesDB: TablesDB,
  adminId: string,
  input: unknown,
  now: Date,
  ownerEmail: string | null = null,
): Promise<StoreRow> {
  const values = readValues(input);
  const errors = storeErrors(values, now);
  if (Object.keys(errors).length > 0) throw fail('store_invalid', refusal(errors));
  // An unknown owner e-mail is refused before anything is created.
  const owner = ownerEmail ? await findOwner(client, ownerEmail) : null;
  const storeId = ID.unique();
  const teamId = ID.unique();
  await new Teams(client).create({ teamId, name: values.name });
  const data = { ...storeRowData(values), is_active: false, team_id: teamId, status: 'open' };
  const row = (await tablesDB.createRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    rowId: storeId,
    data,
  })) as unknown as StoreRow;
  await writeAudit(tablesDB, {
    actorId: adminId,
    actorRole: 'admin',
    action: 'store_add',
    entityType: 'store',
    entityId: storeId,
    before: null,
    after: data,
  });
  if (owner) await makeOwner(client, adminId, { $id: storeId, team_id: teamId }, owner);
  return row;
}

/** edit: the same checks (an unchanged expiry date may be close to expiry); only changed columns are audited. */
export async function editStore(
  tablesDB: TablesDB,
  adminId: string,
  storeId: string,
  input: unknown,
  now: Date,
): Promise<StoreRow> {
  const store = await loadStore(tablesDB, storeId);
  const previous = storeValuesFromRow(store as unknown as Record<string, unknown>);
  const values = readValues(input);
  const errors = storeErrors(values, now, previous);
  if (Object.keys(errors).length > 0) throw fail('store_invalid', refusal(errors));
  const data = storeRowData(values);
  const { was, now: changed } = changes(store as unknown as Record<string, unknown>, data);
  if (Object.keys(changed).length === 0) return store;
  const row = await tablesDB.updateRow<StoreRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    rowId: storeId,
    data: changed,
  });
  await writeAudit(tablesDB, {
    actorId: adminId,
    actorRole: 'admin',
    action: 'store_edit',
    entityType: 'store',
    entityId: storeId,
    before: was,
    after: changed,
  });
  return row;
}

/**
 * suspend: the store stops getting orders at once (is_active false: the locator, checkout and
 * re-routing skip it), with the admin's reason in the audit log and the team's inbox.
 */
export async function suspendStore(
  client: Client,
  adminId: string,
  storeId: string,
  reason: string,
  now: Date,
  log: (message: unknown) => void,
): Promise<StoreRow> {
  const tablesDB = new TablesDB(client);
  const store = await loadStore(tablesDB, storeId);
  if (store.suspended_at) throw fail('store_state_conflict', 'This pharmacy is already suspended.');
  const data = { is_active: false, suspended_at: now.toISOString(), suspension: 'admin' as const };
  const row = await tablesDB.updateRow<StoreRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    rowId: storeId,
    data,
  });
  const suspendedText = `The platform suspended ${store.name}: it gets no new orders until it is reinstated. Reason: ${reason}`;
  if (await noticeStore(tablesDB, store, 'store_suspended', suspendedText, `${storeId}:${data.suspended_at}`))
    await emailUsers(client, await storeOwnerIds(tablesDB, storeId), `${store.name} is suspended`, suspendedText, log);
  await writeAudit(tablesDB, {
    actorId: adminId,
    actorRole: 'admin',
    action: 'store_suspend',
    entityType: 'store',
    entityId: storeId,
    before: { is_active: store.is_active, suspended_at: store.suspended_at, suspension: store.suspension },
    after: data,
    note: reason,
  });
  return row;
}

/**
 * reinstate: a suspended (or not yet live) store goes live again, unless its licence has expired
 * (an admin enters the renewed licence first: edit).
 */
export async function reinstateStore(
  client: Client,
  adminId: string,
  storeId: string,
  reason: string,
  now: Date,
  log: (message: unknown) => void,
): Promise<StoreRow> {
  const tablesDB = new TablesDB(client);
  const store = await loadStore(tablesDB, storeId);
  if (store.is_active !== false) throw fail('store_state_conflict', 'This pharmacy is already live.');
  const expires = store.licence_expires_on ? parseIsoDate(store.licence_expires_on) : null;
  if (expires !== null && expires < indiaToday(now)) throw fail('store_licence_expired');
  const data = { is_active: true, suspended_at: null, suspension: null };
  const row = await tablesDB.updateRow<StoreRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    rowId: storeId,
    data,
  });
  const liveText = `${store.name} is live again and gets new orders. Note from the platform: ${reason}`;
  if (await noticeStore(tablesDB, store, 'store_reinstated', liveText, `${storeId}:${now.toISOString()}`))
    await emailUsers(client, await storeOwnerIds(tablesDB, storeId), `${store.name} is live again`, liveText, log);
  await writeAudit(tablesDB, {
    actorId: adminId,
    actorRole: 'admin',
    action: 'store_reinstate',
    entityType: 'store',
    entityId: storeId,
    before: { is_active: store.is_active, suspended_at: store.suspended_at, suspension: store.suspension },
    after: data,
    note: reason,
  });
  return row;
}
