// /store/analytics reads (issue 18 §4): the store's `store_daily_stats` rows of a range of IST days,
// one row per day at most (the unique index store_id + day), kept by the order functions
// (appwrite/functions/lib/rollups.ts). Never the orders themselves: a month is at most 31 rows.
import { useQuery } from '@tanstack/react-query';
import { Query, type Models } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { parseStoreDayRow, type StoreDayRow } from '@instamg/shared/domain/store-daily-stats';
import { storePanelKeys } from '../../api/keys';
import { MAX_ANALYTICS_DAYS, type AnalyticsDayFigures, type DayRange } from '../domain/analytics-series';

export function useStoreDays(storeId: string, range: DayRange) {
  return useQuery({
    queryKey: storePanelKeys.analytics.days(storeId, range.from, range.to),
    queryFn: async (): Promise<AnalyticsDayFigures[]> => {
      const { rows } = await getAppwrite().tablesDB.listRows<Models.Row & StoreDayRow>({
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
      return rows.map(parseStoreDayRow);
    },
  });
}
