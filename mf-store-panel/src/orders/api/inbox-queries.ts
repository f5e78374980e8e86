// React Query hooks of the orders inbox, and its live feed: the store's orders arrive through
// Appwrite Realtime on the orders table's rows channel (the team's read permission decides what
// the socket delivers), and every event refreshes the inbox's lists and counts.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RealtimeResponseEvent } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { STORE_ORDERS_GRID } from '@instamg/shared/grid/grid-specs';
import type { RejectReason } from '@instamg/shared/domain/order-intake';
import { storePanelKeys } from '../../api/keys';
import { acceptOrder, countTabs, listNewOrders, readIntakeTimers, rejectOrder, type InboxOrder } from './inbox';

/**
 * A safety net beside Realtime: an order re-routed away from this store is no longer readable, so
 * its update never reaches this store's socket; the New list is re-read this often as well.
 */
export const INBOX_REFRESH_MS = 15_000;

/** The orders table's row channel (Appwrite's TablesDB channel names). */
export const ORDERS_CHANNEL = `tablesdb.${DATABASE_ID}.tables.${TABLES.orders}.rows`;

export function useNewOrders(storeId: string, enabled = true) {
  return useQuery({
    queryKey: storePanelKeys.inbox.newOrders(storeId),
    queryFn: () => listNewOrders(getAppwrite().tablesDB, storeId),
    refetchInterval: INBOX_REFRESH_MS,
    enabled: enabled && storeId !== '',
  });
}

export function useTabCounts(storeId: string) {
  return useQuery({
    queryKey: storePanelKeys.inbox.counts(storeId),
    queryFn: () => countTabs(getAppwrite().tablesDB, storeId),
    refetchInterval: INBOX_REFRESH_MS,
  });
}

export function useIntakeTimers() {
  return useQuery({
    queryKey: storePanelKeys.inbox.timers(),
    queryFn: () => readIntakeTimers(getAppwrite().tablesDB),
    staleTime: 5 * 60_000,
  });
}

/** Re-reads everything the inbox shows of this store. */
export function useRefreshInbox(storeId: string): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: storePanelKeys.inbox.all(storeId) });
    void queryClient.invalidateQueries({ queryKey: storePanelKeys.grid(STORE_ORDERS_GRID.id) });
  };
}

/**
 * Subscribes to the orders rows channel while the inbox is open; an event about one of this
 * store's orders (or an order that just left it) refreshes the inbox. `onOrder` hears each event
 * of this store's orders (for a system notification of a new order).
 */
export function useInboxRealtime(storeId: string, onOrder?: (order: InboxOrder, events: string[]) => void): void {
  const refresh = useRefreshInbox(storeId);
  const latest = useRef({ refresh, onOrder });
  latest.current = { refresh, onOrder };
  useEffect(() => {
    const unsubscribe = getAppwrite().client.subscribe(ORDERS_CHANNEL, (event: RealtimeResponseEvent<InboxOrder>) => {
      const order = event.payload;
      if (order.store_id === storeId) latest.current.onOrder?.(order, event.events);
      latest.current.refresh();
    });
    return () => unsubscribe();
  }, [storeId]);
}

export function useAcceptOrder(storeId: string) {
  const refresh = useRefreshInbox(storeId);
  return useMutation({ mutationFn: (orderId: string) => acceptOrder(orderId), onSettled: refresh });
}

export function useRejectOrder(storeId: string) {
  const refresh = useRefreshInbox(storeId);
  return useMutation({
    mutationFn: (input: { orderId: string; reason: RejectReason; note: string }) =>
      rejectOrder(input.orderId, input.reason, input.note),
    onSettled: refresh,
  });
}
