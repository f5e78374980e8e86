// The store's inbox (issue 15 §6): the `notifications` rows the order functions write for the
// store's team (readable only by it), live through Appwrite Realtime; marked read only through the
// store-notifications function (a row permission cannot limit an update to `read_at`).
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Query, type Models, type TablesDB } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import type { StoreNotificationKind } from '@instamg/shared/domain/store-notifications';
import { storePanelKeys } from '../../api/keys';

export interface StoreNotification {
  $id: string;
  $createdAt: string;
  store_id: string;
  kind: StoreNotificationKind;
  order_id: string | null;
  title: string;
  body: string;
  read_at: string | null;
}

/** The inbox shows the latest this many; older ones stay in the table. */
export const INBOX_LIMIT = 50;

/** The Realtime channel of every notifications row (the server sends a member only their store's). */
export const NOTIFICATIONS_CHANNEL = `tablesdb.${DATABASE_ID}.tables.${TABLES.notifications}.rows`;

const COLUMNS = ['$id', '$createdAt', 'store_id', 'kind', 'order_id', 'title', 'body', 'read_at'];

export async function listNotifications(
  storeId: string,
  tablesDB: Pick<TablesDB, 'listRows'> = getAppwrite().tablesDB,
): Promise<StoreNotification[]> {
  const { rows } = await tablesDB.listRows<Models.Row & StoreNotification>({
    databaseId: DATABASE_ID,
    tableId: TABLES.notifications,
    queries: [
      Query.equal('store_id', storeId),
      Query.select(COLUMNS),
      Query.orderDesc('$createdAt'),
      Query.limit(INBOX_LIMIT),
    ],
  });
  return rows;
}

/** How many of the store's notifications nobody has read. */
export async function countUnread(
  storeId: string,
  tablesDB: Pick<TablesDB, 'listRows'> = getAppwrite().tablesDB,
): Promise<number> {
  const { total } = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.notifications,
    queries: [Query.equal('store_id', storeId), Query.isNull('read_at'), Query.select(['$id']), Query.limit(1)],
  });
  return total;
}

export function useNotifications(storeId: string) {
  return useQuery({
    queryKey: storePanelKeys.notifications.list(storeId),
    queryFn: () => listNotifications(storeId),
  });
}

/**
 * The unread count for the panel's navigation badge, kept live: any notifications event of this
 * store (a new one, one marked read) refetches the count and the inbox. Null while unknown.
 */
export function useUnreadNotifications(storeId: string | null): number | null {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: storePanelKeys.notifications.unread(storeId ?? ''),
    queryFn: () => countUnread(storeId!),
    enabled: storeId !== null,
  });
  useEffect(() => {
    if (!storeId) return;
    const unsubscribe = getAppwrite().client.subscribe<{ store_id?: string }>(NOTIFICATIONS_CHANNEL, (event) => {
      if (event.payload?.store_id !== storeId) return;
      void queryClient.invalidateQueries({ queryKey: storePanelKeys.notifications.store(storeId) });
    });
    return unsubscribe;
  }, [queryClient, storeId]);
  return storeId && query.data !== undefined ? query.data : null;
}

type MarkInput = { notificationId: string } | { all: true };

export function useMarkRead(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkInput) =>
      callFunction(
        FUNCTIONS.storeNotifications,
        'all' in input
          ? { action: 'mark_all_read', store_id: storeId }
          : { action: 'mark_read', notification_id: input.notificationId },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storePanelKeys.notifications.store(storeId) }),
  });
}
