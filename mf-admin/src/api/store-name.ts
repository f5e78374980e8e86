// A store's name where a row holds only its id (grids of prescriptions, listing requests, ratings):
// stores are public rows, read with the admin's session, one query per store shared by every page.
import { useQuery } from '@tanstack/react-query';
import { Query } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { adminKeys } from './keys';

/** A store's name, or its id when the row is gone. */
export async function fetchStoreName(storeId: string): Promise<string> {
  try {
    const row = await getAppwrite().tablesDB.getRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.stores,
      rowId: storeId,
      queries: [Query.select(['name'])],
    });
    return String(row.name ?? storeId);
  } catch (error) {
    if ((error as { code?: number }).code === 404) return storeId;
    throw error;
  }
}

export function useStoreName(storeId: string | null) {
  return useQuery({
    queryKey: adminKeys.storeName(storeId ?? ''),
    queryFn: () => fetchStoreName(storeId!),
    enabled: Boolean(storeId),
    staleTime: 5 * 60_000,
  });
}
