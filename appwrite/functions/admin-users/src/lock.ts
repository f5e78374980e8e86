import { AppwriteException, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { fail } from '../../lib/runtime/errors.ts';

/** The one row whose existence means "someone is changing who is an admin". */
export const ADMIN_LOCK_ID = 'admin-labels';
/** A lock older than this was left by a crashed execution and is taken over. */
export const LOCK_STALE_MS = 30_000;
const WAIT_MS = 100;
const GIVE_UP_MS = 8000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding the admin lock: a row with a fixed id in `admin_locks`, so a second
 * creator gets 409 and waits. Two concurrent revokes therefore run one after the other, and the
 * second sees the first's result (the last admin is never demoted by a race).
 */
export async function withAdminLock<T>(tablesDB: TablesDB, holder: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      await tablesDB.createRow({
        databaseId: DATABASE_ID,
        tableId: TABLES.adminLocks,
        rowId: ADMIN_LOCK_ID,
        data: { holder, acquired_at: new Date().toISOString() },
      });
      break;
    } catch (error) {
      if (!(error instanceof AppwriteException && error.code === 409)) throw error;
      const held = await tablesDB
        .getRow({ databaseId: DATABASE_ID, tableId: TABLES.adminLocks, rowId: ADMIN_LOCK_ID })
        .catch(() => null);
      if (held && Date.now() - Date.parse(String(held.acquired_at)) > LOCK_STALE_MS) {
        await tablesDB
          .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.adminLocks, rowId: ADMIN_LOCK_ID })
          .catch(() => undefined);
        continue;
      }
      if (Date.now() - started > GIVE_UP_MS) throw fail('admin_busy');
      await sleep(WAIT_MS + Math.random() * WAIT_MS);
    }
  }
  try {
    return await work();
  } finally {
    await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.adminLocks, rowId: ADMIN_LOCK_ID });
  }
}
