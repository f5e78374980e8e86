// /admin/analytics reads one thing: the admin-analytics function's summary of a range, which it
// adds up on the server from the rollups the functions keep (store_daily_stats, store_customers,
// search_misses) — never the orders in the browser.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import type { PlatformAnalytics } from '@instamg/shared/domain/platform-analytics';
import { adminKeys } from '../../api/keys';
import type { DayRange } from '@instamg/shared/domain/day-range';
import type { StoreServiceLevel } from '@instamg/shared/domain/rx-request';
import type { DeliveryTimesPage, DeliveryTimesSortField, SortDirection } from '@instamg/shared/domain/delivery-times';

export function usePlatformAnalytics(range: DayRange) {
  return useQuery({
    queryKey: adminKeys.analytics.summary(range.from, range.to),
    queryFn: async (): Promise<PlatformAnalytics> =>
      (
        await callFunction<{ analytics: PlatformAnalytics }>(FUNCTIONS.adminAnalytics, {
          action: 'summary',
          from: range.from,
          to: range.to,
        })
      ).analytics,
  });
}

/** One IST day's prescription photo → priced cart times per store, slowest p90 first (issue 36 §2). */
export function useRxServiceLevels(day: string) {
  return useQuery({
    queryKey: adminKeys.analytics.rxServiceLevel(day),
    queryFn: async (): Promise<StoreServiceLevel[]> =>
      (await callFunction<{ stores: StoreServiceLevel[] }>(FUNCTIONS.rxRequests, { action: 'service_level', day }))
        .stores,
  });
}

export interface DeliveryTimesView {
  sort: DeliveryTimesSortField;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

/**
 * One page of the stores' delivery times over a range (issue 38 §5), sorted and cut by the
 * admin-analytics function (`delivery_times`) — the browser never reads another store's rows.
 */
export function useDeliveryTimes(range: DayRange, view: DeliveryTimesView) {
  return useQuery({
    queryKey: adminKeys.analytics.deliveryTimes(
      range.from,
      range.to,
      view.sort,
      view.direction,
      view.page,
      view.pageSize,
    ),
    queryFn: (): Promise<DeliveryTimesPage> =>
      callFunction<DeliveryTimesPage>(FUNCTIONS.adminAnalytics, {
        action: 'delivery_times',
        from: range.from,
        to: range.to,
        sort: view.sort,
        direction: view.direction,
        page: view.page,
        page_size: view.pageSize,
      }),
    // The page on screen stays (dimmed by the grid's loading bar) while the next sort or page loads.
    placeholderData: keepPreviousData,
  });
}
