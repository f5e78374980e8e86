// The signed-in member's stores, read with their own session: their store_admins rows (each
// readable only by its user, docs/permissions.md), those stores' rows (public) and their
// store_pharmacists rows (their own; on a project whose schema predates the pharmacist model
// nobody has the badge, so a panel deployed before `appwrite push` still opens).
import { useQuery } from '@tanstack/react-query';
import { AppwriteException, Query, type Account, type Models, type TablesDB } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import {
  toMemberships,
  type StoreAdminRowData,
  type StorePharmacistRowData,
  type StoreMembership,
  type StoreRowData,
} from '../domain/store-membership';
import { storePanelKeys } from './keys';

/** A person belongs to a handful of stores; one page of rows is all of them. */
const MEMBERSHIP_LIMIT = 100;

async function listOwnRows<T>(
  tablesDB: Pick<TablesDB, 'listRows'>,
  tableId: string,
  userId: string,
  columns: string[],
): Promise<T[]> {
  const { rows } = await tablesDB.listRows<Models.Row & T>({
    databaseId: DATABASE_ID,
    tableId,
    queries: [Query.equal('user_id', userId), Query.select(columns), Query.limit(MEMBERSHIP_LIMIT)],
  });
  return rows;
}

/** No store_pharmacists table on this backend yet: nobody is a confirmed pharmacist. */
async function listConfirmations(
  tablesDB: Pick<TablesDB, 'listRows'>,
  userId: string,
): Promise<StorePharmacistRowData[]> {
  try {
    return await listOwnRows<StorePharmacistRowData>(tablesDB, TABLES.storePharmacists, userId, [
      'store_id',
      'confirmed_at',
      'is_active',
    ]);
  } catch (error) {
    if (error instanceof AppwriteException && error.type === 'table_not_found') return [];
    throw error;
  }
}

/** The user's memberships, one per store, sorted by store name. */
export async function listStoreMemberships(
  userId: string,
  tablesDB: Pick<TablesDB, 'listRows'> = getAppwrite().tablesDB,
): Promise<StoreMembership[]> {
  const [adminRows, confirmations] = await Promise.all([
    // Filtered by user: a platform admin who is also a store member reads every row of the table.
    listOwnRows<StoreAdminRowData>(tablesDB, TABLES.storeAdmins, userId, ['store_id', 'role']),
    listConfirmations(tablesDB, userId),
  ]);
  const storeIds = [...new Set(adminRows.map((row) => row.store_id))];
  if (storeIds.length === 0) return [];
  const { rows: stores } = await tablesDB.listRows<Models.Row & StoreRowData>({
    databaseId: DATABASE_ID,
    tableId: TABLES.stores,
    queries: [
      Query.equal('$id', storeIds),
      Query.select(['$id', 'name', 'city', 'drug_license_number', 'gstin']),
      Query.limit(MEMBERSHIP_LIMIT),
    ],
  });
  return toMemberships(adminRows, stores, confirmations);
}

export interface SignedInMember {
  userId: string;
  memberships: StoreMembership[];
}

async function readSignedInMember(account: Pick<Account, 'get'> = getAppwrite().account): Promise<SignedInMember> {
  const user = await account.get();
  return { userId: user.$id, memberships: await listStoreMemberships(user.$id) };
}

/**
 * The member and their stores. Dropped from the cache as soon as the panel is left (gcTime 0), so
 * another account signing in on this tab never sees the last one's stores.
 */
export function useSignedInMember() {
  return useQuery({ queryKey: storePanelKeys.memberships(), queryFn: () => readSignedInMember(), gcTime: 0 });
}
