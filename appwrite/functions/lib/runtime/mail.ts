import { ID, Messaging, Query, type Client, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';

/**
 * An e-mail to users by id through Appwrite Messaging (key scope `messages.write`): Appwrite
 * sends it with the project's e-mail provider; the dev server puts it in its outbox
 * (/v1/dev/outbox). Mail is a courtesy beside the row that records the event (the application's
 * status, the store's notification), so a failure to send is logged, never the caller's failure.
 * Callers send once per event by sending only when they created that row.
 */
export async function emailUsers(
  client: Client,
  userIds: readonly string[],
  subject: string,
  content: string,
  log: (message: unknown) => void,
): Promise<void> {
  if (userIds.length === 0) return;
  try {
    await new Messaging(client).createEmail({ messageId: ID.unique(), subject, content, users: [...new Set(userIds)] });
  } catch (err) {
    log(`e-mail "${subject}" to ${userIds.join(', ')} not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The store's owners (store_admins rows with role owner): who hears about its licence and suspension. */
export async function storeOwnerIds(tablesDB: TablesDB, storeId: string): Promise<string[]> {
  const rows = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeAdmins,
    queries: [Query.equal('store_id', storeId), Query.equal('role', 'owner'), Query.limit(25)],
  });
  return rows.rows.map((row) => row.user_id as string);
}
