import { Query, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { StorePharmacistsRow } from '@instamg/shared/appwrite/rows';

/** A registered pharmacist of a store, as a platform admin confirmed them (issue 14 §6). */
export type PharmacistRegistration = StorePharmacistsRow;

/** The user's active registration at the store, or null: the team role `pharmacist` alone is not enough. */
export async function activeRegistration(
  tablesDB: TablesDB,
  userId: string,
  storeId: string,
): Promise<PharmacistRegistration | null> {
  const rows = await tablesDB.listRows<PharmacistRegistration>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storePharmacists,
    queries: [Query.equal('user_id', userId), Query.equal('store_id', storeId), Query.limit(1)],
  });
  const registration = rows.rows[0];
  return registration && registration.is_active !== false && registration.confirmed_at ? registration : null;
}
