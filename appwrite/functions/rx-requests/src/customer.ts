import { ID, Users, type Models } from 'node-appwrite';
import { BUCKETS, DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { AddressesRow } from '@instamg/shared/appwrite/rows';
import { customerMayCancel, routeRequest } from '@instamg/shared/domain/rx-request';
import { appwriteStatus, fail } from '../../lib/runtime/errors.ts';
import {
  candidateStores,
  routeRxRequest,
  rxRequestReaders,
  syncRxRequestAccess,
  type RxRequestRow,
} from '../../lib/orders/rx-requests.ts';
import { assertMayOrder } from '../../place-order/src/customer.ts';
import { acceptWindowMinutes, getRequest, type Io } from './request.ts';

/** At most this many photos or PDFs in one request. */
export const MAX_REQUEST_FILES = 5;

/** The caller's own uploads (read granted to them, not yet taken over by a request), or 400/404. */
async function ownFiles(io: Io, userId: string, raw: unknown): Promise<Models.File[]> {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_REQUEST_FILES)
    throw fail('invalid_input', `Add between 1 and ${MAX_REQUEST_FILES} photos or PDFs of the prescription.`);
  const ids = [...new Set(raw)];
  if (ids.length !== raw.length || !ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9._-]{1,36}$/.test(id)))
    throw fail('invalid_input', 'file_ids must be distinct file ids.');
  const files: Models.File[] = [];
  for (const fileId of ids as string[]) {
    let file: Models.File;
    try {
      file = await io.storage.getFile({ bucketId: BUCKETS.rxRequestFiles, fileId });
    } catch (err) {
      if (appwriteStatus(err) === 404) throw fail('file_not_found');
      throw err;
    }
    // Uploaded by the caller (their own read/delete), never a file a function already owns.
    if (!file.$permissions.includes(`delete("user:${userId}")`)) throw fail('file_not_found');
    files.push(file);
  }
  return files;
}

async function ownAddress(io: Io, userId: string, id: unknown): Promise<AddressesRow> {
  if (typeof id !== 'string' || !/^[A-Za-z0-9._-]{1,36}$/.test(id)) throw fail('address_not_found');
  let address: AddressesRow;
  try {
    address = (await io.tablesDB.getRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.addresses,
      rowId: id,
    })) as unknown as AddressesRow;
  } catch (err) {
    if (appwriteStatus(err) === 404) throw fail('address_not_found');
    throw err;
  }
  if (address.user_id !== userId) throw fail('address_not_found');
  if (typeof address.latitude !== 'number' || typeof address.longitude !== 'number')
    throw fail('invalid_input', 'Pick the delivery address on the map first.');
  return address;
}

/** `submit`: the request, at the nearest store that may read it; its files become the platform's. */
export async function submitRequest(io: Io, userId: string, body: Record<string, unknown>): Promise<RxRequestRow> {
  await assertMayOrder(new Users(io.client), userId);
  const files = await ownFiles(io, userId, body.file_ids);
  const address = await ownAddress(io, userId, body.address_id);
  const note = body.note === undefined || body.note === null ? '' : body.note;
  if (typeof note !== 'string' || note.length > 500)
    throw fail('invalid_input', 'The note can be at most 500 characters.');
  const point = { latitude: address.latitude!, longitude: address.longitude! };
  if (!routeRequest(await candidateStores(io.tablesDB, point, io.now))) throw fail('rx_no_pharmacy');
  const request = (await io.tablesDB.createRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    rowId: ID.unique(),
    permissions: rxRequestReaders(userId, null),
    data: {
      customer_id: userId,
      address_id: address.$id,
      ...point,
      note: note.trim() || null,
      file_ids: files.map((f) => f.$id),
      state: 'routing',
      tried_store_ids: [],
      submitted_at: io.now.toISOString(),
    },
  })) as unknown as RxRequestRow;
  return routeRxRequest(io.tablesDB, io.storage, request, io.now, await acceptWindowMinutes(io.tablesDB));
}

/** The caller's own request, or 404 (another customer's is not theirs to know of). */
export async function ownRequest(io: Io, userId: string, id: unknown): Promise<RxRequestRow> {
  const request = await getRequest(io.tablesDB, id);
  if (request.customer_id !== userId) throw fail('rx_request_not_found');
  return request;
}

/**
 * `cancel`: only while it is being read; the store loses access to it. Two writes: Realtime sends
 * an update only to those who may read the row after it, so one write that both closed the request
 * and dropped the store's read would never reach the store's pharmacists, and it would stay in
 * their open queue until its next poll. The state first (the store still reads it), then the
 * permissions; a cancel retried after the first write finishes the second.
 */
export async function cancelRequest(io: Io, userId: string, body: Record<string, unknown>): Promise<RxRequestRow> {
  const request = await ownRequest(io, userId, body.request_id);
  if (request.state !== 'cancelled') {
    if (!customerMayCancel(request.state)) throw fail('rx_request_closed', 'This request can no longer be cancelled.');
    await io.tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.rxRequests,
      rowId: request.$id,
      data: { state: 'cancelled', accept_by: null },
    });
  }
  const updated = (await io.tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.rxRequests,
    rowId: request.$id,
    permissions: rxRequestReaders(userId, null),
  })) as unknown as RxRequestRow;
  await syncRxRequestAccess(io.tablesDB, io.storage, request, null);
  return updated;
}
