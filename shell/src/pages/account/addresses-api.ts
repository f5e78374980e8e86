// Writing saved addresses on the `addresses` table, with the user's own session: each row is
// readable and writable only by its user (docs/permissions.md). Reading them is the shared reader's
// (@instamg/shared/api/saved-addresses).
import { ID, Permission, Query, Role } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { AddressRowData } from './address-form';
import type { AddressesRow } from '@instamg/shared/appwrite/rows';

/** Only one default: clear the flag on the user's other rows. */
async function clearOtherDefaults(userId: string, keepId: string | null): Promise<void> {
  const { tablesDB } = getAppwrite();
  const { rows } = await tablesDB.listRows<AddressesRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.addresses,
    queries: [Query.equal('user_id', userId), Query.equal('is_default', true), Query.select(['$id']), Query.limit(100)],
  });
  await Promise.all(
    rows
      .filter((row) => row.$id !== keepId)
      .map((row) =>
        tablesDB.updateRow({
          databaseId: DATABASE_ID,
          tableId: TABLES.addresses,
          rowId: row.$id,
          data: { is_default: false },
        }),
      ),
  );
}

/** Resolves to the new address's id. */
export async function createAddress(userId: string, data: AddressRowData): Promise<string> {
  if (data.is_default) await clearOtherDefaults(userId, null);
  const row = await getAppwrite().tablesDB.createRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.addresses,
    rowId: ID.unique(),
    data: { ...data, user_id: userId },
    permissions: [
      Permission.read(Role.user(userId)),
      Permission.update(Role.user(userId)),
      Permission.delete(Role.user(userId)),
    ],
  });
  return row.$id;
}

export async function updateAddress(userId: string, id: string, data: AddressRowData): Promise<void> {
  if (data.is_default) await clearOtherDefaults(userId, id);
  await getAppwrite().tablesDB.updateRow({ databaseId: DATABASE_ID, tableId: TABLES.addresses, rowId: id, data });
}

export async function setDefaultAddress(userId: string, id: string): Promise<void> {
  await clearOtherDefaults(userId, id);
  await getAppwrite().tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.addresses,
    rowId: id,
    data: { is_default: true },
  });
}

export async function deleteAddress(id: string): Promise<void> {
  await getAppwrite().tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.addresses, rowId: id });
}

/** A place the geocoder function found: its point and what the form fills from it. */
export interface FoundPlace {
  latitude: number;
  longitude: number;
  /** The first locality (post office) of the PIN, for "Area". */
  locality: string;
  district: string;
  state: string;
  postal_code: string;
}

interface Suggestion {
  main_text: string;
  latitude: number;
  longitude: number;
  postal_code: string;
  district: string;
  state: string;
}

/**
 * The place of a 6-digit PIN code (the bundled PIN data, through the geocoder function), or null
 * when it knows none. Throws when the function cannot be reached.
 */
export async function lookupPin(pin: string): Promise<FoundPlace | null> {
  const reply = await callFunction<{ suggestions?: Suggestion[] }>(FUNCTIONS.geocoder, {
    action: 'search',
    query: pin,
  });
  const hit = reply.suggestions?.find((s) => s.postal_code === pin);
  return hit
    ? {
        latitude: hit.latitude,
        longitude: hit.longitude,
        locality: hit.main_text,
        district: hit.district,
        state: hit.state,
        postal_code: hit.postal_code,
      }
    : null;
}

/** The nearest PIN's names for a point (reverse geocoding), or null outside India. */
export async function reverseLookup(latitude: number, longitude: number): Promise<FoundPlace | null> {
  const reply = await callFunction<{
    address: string | null;
    locality?: string;
    district?: string;
    state?: string;
    postal_code?: string;
  }>(FUNCTIONS.geocoder, { action: 'reverse', latitude, longitude });
  if (!reply.address) return null;
  return {
    latitude,
    longitude,
    locality: reply.locality ?? '',
    district: reply.district ?? '',
    state: reply.state ?? '',
    postal_code: reply.postal_code ?? '',
  };
}
