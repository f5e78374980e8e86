import { useMemo } from 'react';
import { Alert, Skeleton, Typography } from '@instamg/shared/mui';
import { describeRange } from '@instamg/shared/domain/day-range';
import { DayRangeControl, useDayRangeParams } from '@instamg/shared/day-range-control';
import { useReadyStore } from '../../api/current-store';
import { SectionPage } from '../../components/SectionPage';
import { useExpiringValue, useProductNames, useStoreDays } from '../api/analytics';
import { AnalyticsCharts } from '../components/AnalyticsCharts';
import { AnalyticsDailyTable, AnalyticsTotals } from '../components/AnalyticsTables';
import { ExpiringStockSection, LostSales, TopProducts } from '../components/ProductInsights';
import { lostOfRange, productIdsOf, topProductsOfRange } from '../domain/insights';
import { analyticsSeries } from '../domain/analytics-series';

/**
 * /store/analytics (issue 18 §4): sales and orders per day, acceptance rate and time, rejections by
 * reason, top products and lost sales, for today, the last 7 or 30 days or custom days (?from=&to=),
 * all from the store's daily rollup rows; and today's stock value expiring within 30 / 90 days (the
 * inventory function). Owner, admin and manager (the route's permission).
 */
export default function AnalyticsPage() {
  const { store } = useReadyStore();
  const dayRange = useDayRangeParams();
  const { range, problem } = dayRange;
  const days = useStoreDays(store.storeId, range);
  const series = useMemo(() => (days.data ? analyticsSeries(range, days.data) : null), [days.data, range]);
  const top = useMemo(() => topProductsOfRange(range, days.data ?? []), [days.data, range]);
  const lost = useMemo(() => lostOfRange(range, days.data ?? []), [days.data, range]);
  const names = useProductNames(useMemo(() => productIdsOf(top, lost), [top, lost]));
  const expiring = useExpiringValue(store.storeId);

  return (
    <SectionPage title="Analytics">
      <Typography color="text.secondary">
        Figures from your store’s daily totals, in India time. Sales count orders you accepted that were not cancelled
        or refunded.
      </Typography>
      <DayRangeControl state={dayRange} />
      {problem && <Alert severity="warning">{`${problem} Showing the last 7 days.`}</Alert>}
      {days.isPending ? (
        <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading analytics" />
      ) : days.isError ? (
        <Alert severity="error">{days.error.message}</Alert>
      ) : series ? (
        <>
          <AnalyticsTotals series={series} caption={`Totals, ${describeRange(range)}`} />
          <AnalyticsCharts series={series} />
          <AnalyticsDailyTable series={series} range={range} />
          <TopProducts products={top} names={names.data} />
          <LostSales lost={lost} names={names.data} />
        </>
      ) : null}
      <ExpiringStockSection expiring={expiring} />
    </SectionPage>
  );
}
