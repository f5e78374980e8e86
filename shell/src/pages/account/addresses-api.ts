// Writing saved addresses on the `addresses` table, with the user's own session: each row is
// readable and writable only by its user (docs/permissions.md). Reading them is the shared reader's
// (@instamg/shared/api/saved-addresses).
import { ID, Permission, Query, Role, type Models } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { Address } from '@instamg/shared/domain/address';
import type { AddressRowData } from './address-form';

type AddressRow = Models.Row & Omit<Address, 'id'>;

/** Only one default: clear the flag on the user's other rows. */
async function clearOtherDefaults(userId: string, keepId: string | null): Promise<void> {
  const { tablesDB } = getAppwrite();
  const { rows } = await tablesDB.listRows<AddressRow>({
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

export interface FoundLocation {
  latitude: number;
  longitude: number;
  description: string;
}

/**
 * The first place the geocoder function finds for a PIN code or locality, or null. Throws when
 * the function cannot be reached, so the form can say to type the coordinates instead.
 */
export async function findLocation(query: string): Promise<FoundLocation | null> {
  const reply = await callFunction<{ suggestions?: FoundLocation[] }>(FUNCTIONS.geocoder, { action: 'search', query });
  const first = reply.suggestions?.[0];
  return first ? { latitude: first.latitude, longitude: first.longitude, description: first.description } : null;
}
