// The dashboard's reads (issue 15 §7): the store's intake status (public stores row) and its switch
// through the store-status function; today's rollup row (store_daily_stats, kept by the order
// functions, readable by the store's owner, admins and managers); the orders waiting for acceptance and the intake timers
// (settings) for their countdowns. Rollup rows and orders are refetched on their Realtime events.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppwriteException, Query, type Models } from 'appwrite';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import { INTAKE_SETTINGS, intakeTimersFrom, type IntakeOrder } from '@instamg/shared/domain/order-intake';
import {
  EMPTY_DAY,
  parseStoreDayRow,
  storeDayRowId,
  type StoreDayFigures,
  type StoreDayRow,
} from '@instamg/shared/domain/store-daily-stats';
import { isStoreStatus, type StoreStatus } from '@instamg/shared/domain/store-status';
import { storePanelKeys } from '../../api/keys';
import type { SettingsRow } from '@instamg/shared/appwrite/rows';
import type { RowMeta, StoresRow } from '@instamg/shared/appwrite/rows';

const db = () => getAppwrite().tablesDB;

/** The store's switch as stored: `until` ends a busy/paused timer (read with effectiveStoreStatus). */
export interface StoreStatusState {
  status: StoreStatus;
  until: string | null;
}

export function useStoreStatus(storeId: string) {
  return useQuery({
    queryKey: storePanelKeys.dashboard.storeStatus(storeId),
    queryFn: async (): Promise<StoreStatusState> => {
      const row = await db().getRow<RowMeta & Pick<StoresRow, 'status' | 'status_until'>>({
        databaseId: DATABASE_ID,
        tableId: TABLES.stores,
        rowId: storeId,
        queries: [Query.select(['$id', 'status', 'status_until'])],
      });
      return { status: isStoreStatus(row.status) ? row.status : 'open', until: row.status_until ?? null };
    },
  });
}

export function useSetStoreStatus(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, forMinutes }: { status: StoreStatus; forMinutes?: number }) =>
      callFunction<{ store: { $id: string; status: StoreStatus; status_until: string | null } }>(
        FUNCTIONS.storeStatus,
        { store_id: storeId, status, ...(forMinutes ? { for_minutes: forMinutes } : {}) },
      ),
    onSuccess: ({ store }) =>
      queryClient.setQueryData<StoreStatusState>(storePanelKeys.dashboard.storeStatus(storeId), {
        status: store.status,
        until: store.status_until ?? null,
      }),
  });
}

export type DayFigures = StoreDayFigures & { computed_at: string | null };

/** Today's row of the store; a day without one (nothing happened yet) reads as zeros. */
export function useStoreDay(storeId: string, day: string, enabled = true) {
  return useQuery({
    queryKey: storePanelKeys.dashboard.day(storeId, day),
    // Staff cannot read the row (owner, admin and manager team roles only, issue 18 §8): not asked.
    enabled,
    queryFn: async (): Promise<DayFigures> => {
      try {
        const row = await db().getRow<Models.Row & StoreDayRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.storeDailyStats,
          rowId: storeDayRowId(storeId, day),
        });
        return parseStoreDayRow(row);
      } catch (error) {
        if (error instanceof AppwriteException && error.code === 404) return { ...EMPTY_DAY, computed_at: null };
        throw error;
      }
    },
  });
}

export interface WaitingOrder extends IntakeOrder {
  $id: string;
  order_number?: string | null;
  rx_status: string;
  total: number;
  item_count: number;
  delivery_mode: string;
}

/** The store's paid orders waiting for acceptance, oldest first. */
export function useWaitingOrders(storeId: string) {
  return useQuery({
    queryKey: storePanelKeys.dashboard.waiting(storeId),
    queryFn: async (): Promise<WaitingOrder[]> => {
      const { rows } = await db().listRows<Models.Row & WaitingOrder>({
        databaseId: DATABASE_ID,
        tableId: TABLES.orders,
        queries: [
          Query.equal('store_id', storeId),
          Query.equal('status', 'placed'),
          Query.equal('payment_status', 'paid'),
          Query.select([
            '$id',
            'order_number',
            'status',
            'payment_status',
            'paid_at',
            'slot_start',
            'routed_at',
            'rx_review_started_at',
            'rx_paused_ms',
            'rx_status',
            'total',
            'item_count',
            'delivery_mode',
          ]),
          Query.orderAsc('paid_at'),
          Query.limit(100),
        ],
      });
      return rows;
    },
  });
}

/** The intake timers from settings (world-readable), defaults where a row is missing. */
export function useIntakeTimers() {
  return useQuery({
    queryKey: storePanelKeys.dashboard.timers(),
    queryFn: async () => {
      const keys = Object.values(INTAKE_SETTINGS).map((s) => s.key);
      const { rows } = await db().listRows<SettingsRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.settings,
        queries: [Query.equal('key', keys), Query.limit(keys.length)],
      });
      return intakeTimersFrom(Object.fromEntries(rows.map((r) => [r.key, r.value])));
    },
    staleTime: 5 * 60_000,
  });
}

/** Refetches the dashboard on any Realtime event of this store's rollup rows or orders. */
export function useLiveDashboard(storeId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channels = [
      `tablesdb.${DATABASE_ID}.tables.${TABLES.storeDailyStats}.rows`,
      `tablesdb.${DATABASE_ID}.tables.${TABLES.orders}.rows`,
    ];
    return getAppwrite().client.subscribe<{ store_id?: string }>(channels, (event) => {
      if (event.payload?.store_id !== storeId) return;
      void queryClient.invalidateQueries({ queryKey: storePanelKeys.dashboard.store(storeId) });
    });
  }, [queryClient, storeId]);
}
