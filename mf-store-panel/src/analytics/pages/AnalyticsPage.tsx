import { useMemo, useState } from 'react';
import { useSearchParams } from '@instamg/shared/router';
import { Alert, Skeleton, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@instamg/shared/mui';
import { useReadyStore } from '../../api/current-store';
import { SectionPage } from '../../components/SectionPage';
import { useExpiringValue, useProductNames, useStoreDays } from '../api/analytics';
import { AnalyticsCharts } from '../components/AnalyticsCharts';
import { AnalyticsDailyTable, AnalyticsTotals } from '../components/AnalyticsTables';
import { ExpiringStockSection, LostSales, TopProducts } from '../components/ProductInsights';
import { lostOfRange, productIdsOf, topProductsOfRange } from '../domain/insights';
import {
  ANALYTICS_PRESET_LABELS,
  analyticsSeries,
  presetOf,
  presetRange,
  rangeFromParams,
  type AnalyticsPreset,
  type DayRange,
} from '../domain/analytics-series';

function describe(range: DayRange): string {
  const day = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return range.from === range.to ? day(range.from) : `${day(range.from)} – ${day(range.to)}`;
}

/**
 * /store/analytics (issue 18 §4): sales and orders per day, acceptance rate and time, rejections by
 * reason, top products and lost sales, for today, the last 7 or 30 days or custom days (?from=&to=),
 * all from the store's daily rollup rows; and today's stock value expiring within 30 / 90 days (the
 * inventory function). Owner, admin and manager (the route's permission).
 */
export default function AnalyticsPage() {
  const { store } = useReadyStore();
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const { range, problem } = rangeFromParams({ from: params.get('from'), to: params.get('to') }, now);
  const [custom, setCustom] = useState<boolean>(() => presetOf(range, now) === 'custom');
  const preset: AnalyticsPreset = custom ? 'custom' : presetOf(range, now);
  const days = useStoreDays(store.storeId, range);
  const series = useMemo(() => (days.data ? analyticsSeries(range, days.data) : null), [days.data, range]);
  const top = useMemo(() => topProductsOfRange(range, days.data ?? []), [days.data, range]);
  const lost = useMemo(() => lostOfRange(range, days.data ?? []), [days.data, range]);
  const names = useProductNames(useMemo(() => productIdsOf(top, lost), [top, lost]));
  const expiring = useExpiringValue(store.storeId);

  const setRange = (next: DayRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );

  return (
    <SectionPage title="Analytics">
      <Typography color="text.secondary">
        Figures from your store’s daily totals, in India time. Sales count orders you accepted that were not cancelled
        or refunded.
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={preset}
          aria-label="Range"
          onChange={(_, value: AnalyticsPreset | null) => {
            if (!value) return;
            setCustom(value === 'custom');
            if (value !== 'custom') setRange(presetRange(value, new Date()));
          }}
        >
          {(Object.keys(ANALYTICS_PRESET_LABELS) as AnalyticsPreset[]).map((key) => (
            <ToggleButton key={key} value={key}>
              {ANALYTICS_PRESET_LABELS[key]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {preset === 'custom' && (
          <Stack direction="row" spacing={1.5}>
            <TextField
              size="small"
              type="date"
              label="From"
              value={range.from}
              onChange={(event) => event.target.value && setRange({ from: event.target.value, to: range.to })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label="To"
              value={range.to}
              onChange={(event) => event.target.value && setRange({ from: range.from, to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        )}
      </Stack>
      {problem && <Alert severity="warning">{`${problem} Showing the last 7 days.`}</Alert>}
      {days.isPending ? (
        <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading analytics" />
      ) : days.isError ? (
        <Alert severity="error">{days.error.message}</Alert>
      ) : series ? (
        <>
          <AnalyticsTotals series={series} caption={`Totals, ${describe(range)}`} />
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
