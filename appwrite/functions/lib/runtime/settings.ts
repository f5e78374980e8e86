import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';

// Settings are data: rows of the world-readable `settings` table (key, value), seeded by
// appwrite/seed and changed by admins. Functions read them with their key and fall back to the
// default when a row is missing or out of range, so a bad edit cannot stop checkout.

/** The value of one settings row, or null when there is none. */
export async function settingValue(tablesDB: TablesDB, key: string): Promise<string | null> {
  const rows = await tablesDB.listRows<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.settings,
    queries: [Query.equal('key', key), Query.limit(1)],
  });
  const value = rows.rows[0]?.value;
  return typeof value === 'string' ? value : null;
}

/** A whole number within [min, max], or `fallback` for anything else (missing, text, fractions, out of range). */
export function wholeNumberSetting(
  value: string | null | undefined,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === null || value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}
