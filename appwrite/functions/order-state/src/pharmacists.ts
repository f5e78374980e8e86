import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';

/** A registered pharmacist of a store, as a platform admin confirmed them (issue 14 §6). */
export interface PharmacistRegistration extends Models.Row {
  user_id: string;
  store_id: string;
  name: string;
  pharmacy_council: string;
  registration_number: string;
  is_active: boolean | null;
  /** Null while the registration waits for a platform admin (a store-staff invitation). */
  confirmed_at?: string | null;
}

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
