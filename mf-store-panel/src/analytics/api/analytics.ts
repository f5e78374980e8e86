// /store/analytics reads (issue 18 §4): the store's `store_daily_stats` rows of a range of IST days,
// one row per day at most (the unique index store_id + day), kept by the order functions
// (appwrite/functions/lib/orders/rollups.ts). Never the orders themselves: a month is at most 31 rows.
// Besides: the catalogue names of the charted products (public `products` rows, by id), and the
// stock value expiring within 30 / 90 days from the inventory function (`expiring_value`: owner,
// admin and manager, as the rows).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Query, type Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { DATABASE_ID, FUNCTIONS, TABLES } from '@instamg/shared/appwrite/ids';
import { parseStoreDayRow, type StoreDayRow } from '@instamg/shared/domain/store-daily-stats';
import type { ExpiringBatch, ExpiringStock } from '@instamg/shared/domain/expiring-stock';
import { storePanelKeys } from '../../api/keys';
import { MAX_ANALYTICS_DAYS, type DayRange } from '@instamg/shared/domain/day-range';
import type { AnalyticsDayFigures } from '../domain/analytics-series';
import type { ProductColumns } from '../domain/insights';
import type { ProductsRow, RowMeta } from '@instamg/shared/appwrite/rows';

export type AnalyticsRow = AnalyticsDayFigures & ProductColumns;

export function useStoreDays(storeId: string, range: DayRange) {
  return useQuery({
    queryKey: storePanelKeys.analytics.days(storeId, range.from, range.to),
    queryFn: async (): Promise<AnalyticsRow[]> => {
      const { rows } = await getAppwrite().tablesDB.listRows<
        Models.Row & StoreDayRow & { top_products?: string | null; lost_items?: string | null }
      >({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeDailyStats,
        queries: [
          Query.equal('store_id', storeId),
          Query.greaterThanEqual('day', range.from),
          Query.lessThanEqual('day', range.to),
          Query.orderAsc('day'),
          Query.limit(MAX_ANALYTICS_DAYS),
        ],
      });
      return rows.map((row) => ({
        ...parseStoreDayRow(row),
        top_products: row.top_products ?? null,
        lost_items: row.lost_items ?? null,
      }));
    },
  });
}

/** Names of catalogue products by id (100 a request; an id without a row keeps no name). */
export function useProductNames(productIds: readonly string[]) {
  return useQuery({
    queryKey: storePanelKeys.analytics.productNames(productIds),
    enabled: productIds.length > 0,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Map<string, string>> => {
      const names = new Map<string, string>();
      for (let i = 0; i < productIds.length; i += 100) {
        const { rows } = await getAppwrite().tablesDB.listRows<RowMeta & Pick<ProductsRow, 'name'>>({
          databaseId: DATABASE_ID,
          tableId: TABLES.products,
          queries: [Query.equal('$id', productIds.slice(i, i + 100)), Query.select(['$id', 'name']), Query.limit(100)],
        });
        for (const row of rows) names.set(row.$id, row.name);
      }
      return names;
    },
  });
}

export interface ExpiringValue extends Omit<ExpiringStock, 'batches'> {
  batches: Array<ExpiringBatch & { product_name: string }>;
}

export function useExpiringValue(storeId: string) {
  return useQuery({
    queryKey: storePanelKeys.analytics.expiring(storeId),
    queryFn: () => callFunction<ExpiringValue>(FUNCTIONS.inventory, { action: 'expiring_value', store_id: storeId }),
  });
}
