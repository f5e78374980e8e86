import { ID, type TablesDB } from 'node-appwrite';
import { STORE_NOTIFICATION_TITLES, type StoreNotificationKind } from '@instamg/shared/domain/store-notifications';
import { appwriteStatus } from '../runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';

/**
 * A notice about the store itself (not an order) in its team's inbox: licence expiring, suspended,
 * reinstated (issue 17 §3). Readable by the store's team (row permission), written only with the
 * function's key. `dedupeKey` makes it once-only through the table's unique index; the answer says
 * whether this call created it (false: an earlier or concurrent run already had), so whatever
 * goes with the notice (an e-mail) goes once too.
 */
export async function noticeStore(
  tablesDB: TablesDB,
  store: { $id: string; team_id: string },
  kind: Extract<
    StoreNotificationKind,
    'licence_expiring' | 'store_suspended' | 'store_reinstated' | 'listing_approved' | 'listing_declined'
  >,
  body: string,
  dedupeKey: string,
): Promise<boolean> {
  try {
    await tablesDB.createRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.notifications,
      rowId: ID.unique(),
      permissions: [`read("team:${store.team_id}")`],
      data: {
        store_id: store.$id,
        kind,
        order_id: null,
        title: STORE_NOTIFICATION_TITLES[kind],
        body: body.slice(0, 512),
        dedupe_key: `${kind}:${dedupeKey}`.slice(0, 255),
      },
    });
    return true;
  } catch (err) {
    if (appwriteStatus(err) === 409) return false;
    throw err;
  }
}
