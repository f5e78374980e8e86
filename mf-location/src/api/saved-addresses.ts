// Saved addresses of the signed-in user (SPEC §7 "Read addresses"), read with their own session.
import { Query, type Models } from 'appwrite';
import type { AppwriteServices } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { sortAddresses, type Address } from '@instamg/shared/domain/address';

const FIELDS = ['$id', 'name', 'address_line1', 'address_line2', 'city', 'state', 'postal_code', 'latitude', 'longitude', 'is_default'];

/** The signed-in user, or null for a guest (a 401 is the normal answer then). */
export async function currentUser(appwrite: AppwriteServices): Promise<Models.User | null> {
  try {
    return await appwrite.account.get();
  } catch (error) {
    if ((error as { code?: number }).code === 401) return null;
    throw error;
  }
}

export async function listSavedAddresses(appwrite: AppwriteServices, userId: string): Promise<Address[]> {
  const { rows } = await appwrite.tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.addresses,
    queries: [Query.equal('user_id', userId), Query.orderDesc('is_default'), Query.select(FIELDS), Query.limit(100)],
  });
  // Sorted again on the device: the default first is a display rule, not only a query detail.
  return sortAddresses(rows.map((row) => ({ ...(row as unknown as Address), id: row.$id })));
}
