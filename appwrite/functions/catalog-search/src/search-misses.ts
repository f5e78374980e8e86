import { AppwriteException, type TablesDB } from 'node-appwrite';
import { normaliseSearchMiss, searchMissRowId } from '@instamg/shared/domain/platform-analytics';
import { istDayKey } from '@instamg/shared/domain/store-daily-stats';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';

/**
 * A search without a result (issue 19 §6): one `search_misses` row per normalised query and IST
 * day, its count raised by one with Appwrite's atomic increment (two executions at once both
 * count). No user id, session or store is kept; a query that looks like a phone number, PIN or
 * e-mail address is not logged (normaliseSearchMiss). Returns the row id, or null when not logged.
 */
export async function logSearchMiss(tablesDB: TablesDB, query: string, now: Date = new Date()): Promise<string | null> {
  const text = normaliseSearchMiss(query);
  if (!text) return null;
  const day = istDayKey(now);
  const rowId = searchMissRowId(text, day);
  const at = now.toISOString();
  const increment = () =>
    tablesDB.incrementRowColumn({
      databaseId: DATABASE_ID,
      tableId: TABLES.searchMisses,
      rowId,
      column: 'count',
      value: 1,
    });
  try {
    await increment();
  } catch (err) {
    if (!(err instanceof AppwriteException && err.code === 404)) throw err;
    try {
      await tablesDB.createRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.searchMisses,
        rowId,
        data: { day, query: text, count: 1, last_at: at },
      });
      return rowId;
    } catch (created) {
      // Another execution created it first: count this one on its row.
      if (!(created instanceof AppwriteException && created.code === 409)) throw created;
      await increment();
    }
  }
  return rowId;
}
