import { useMemo } from 'react';
import { Alert, Skeleton, Typography } from '@instamg/shared/mui';
import { MAX_ANALYTICS_DAYS } from '@instamg/shared/domain/day-range';
import { useLocale } from '@instamg/shared/i18n';
import { presetText, rangeProblemText, rangeText, useInsightsT } from '../../i18n/insights-catalogue';
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
  const t = useInsightsT();
  const locale = useLocale();
  const dayRange = useDayRangeParams();
  const { range, problemCode } = dayRange;
  const rangeTexts = useMemo(
    () => ({
      range: t('range.label'),
      from: t('range.from'),
      to: t('range.to'),
      preset: (preset: Parameters<typeof presetText>[1]) => presetText(t, preset),
    }),
    [t],
  );
  const days = useStoreDays(store.storeId, range);
  const series = useMemo(() => (days.data ? analyticsSeries(range, days.data) : null), [days.data, range]);
  const top = useMemo(() => topProductsOfRange(range, days.data ?? []), [days.data, range]);
  const lost = useMemo(() => lostOfRange(range, days.data ?? []), [days.data, range]);
  const names = useProductNames(useMemo(() => productIdsOf(top, lost), [top, lost]));
  const expiring = useExpiringValue(store.storeId);

  return (
    <SectionPage title={t('analytics.title')}>
      <Typography color="text.secondary">{t('analytics.intro')}</Typography>
      <DayRangeControl state={dayRange} texts={rangeTexts} />
      {problemCode && (
        <Alert severity="warning">
          {t('range.showingWeek', { problem: rangeProblemText(t, problemCode, MAX_ANALYTICS_DAYS) })}
        </Alert>
      )}
      {days.isPending ? (
        <Skeleton variant="rounded" height={320} role="progressbar" aria-label={t('analytics.loading')} />
      ) : days.isError ? (
        <Alert severity="error">{days.error.message}</Alert>
      ) : series ? (
        <>
          <AnalyticsTotals series={series} caption={t('analytics.totals', { range: rangeText(t, locale, range) })} />
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
