import type { ReactNode } from 'react';
import { BarChart, LineChart } from '@instamg/shared/charts';
import { Box, Paper, Typography } from '@instamg/shared/mui';
import { formatRate } from '@instamg/shared/domain/day-range';
import { formatINR } from '@instamg/shared/domain/money';
import { useLocale } from '@instamg/shared/i18n';
import { durationText, shortDayText, useInsightsT } from '../../i18n/insights-catalogue';
import { rejectReasonText, usePanelT } from '../../i18n/catalogue';
import { REJECT_REASON_CODES, type RejectReason } from '@instamg/shared/domain/order-intake';
import type { AnalyticsSeries } from '../domain/analytics-series';

const HEIGHT = 240;

/**
 * One chart with its caption. The chart is a picture of the daily table below the charts (and the
 * CSV), which carries the same figures for screen readers and keyboards.
 */
export function ChartCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={id} sx={{ m: 0, p: 2 }} data-testid={`chart-${id}`}>
      <Typography id={id} component="figcaption" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ width: '100%' }}>{children}</Box>
    </Paper>
  );
}

/** A rejection reason's words in the page's language (the panel's reject reasons; an unknown code as itself). */
export function useReasonText(): (reason: string, fallback: string) => string {
  const panelT = usePanelT();
  return (reason, fallback) =>
    (REJECT_REASON_CODES as readonly string[]).includes(reason)
      ? rejectReasonText(panelT, reason as RejectReason)
      : fallback;
}

export function AnalyticsCharts({ series }: { series: AnalyticsSeries }) {
  const t = useInsightsT();
  const locale = useLocale();
  const reasonText = useReasonText();
  const labels = series.days.map((d) => shortDayText(locale, d.day));
  const xAxis = [{ scaleType: 'band' as const, data: labels }];
  const reasons = series.totals.rejections_by_reason;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <ChartCard title={t('chart.sales')} id="analytics-sales">
        <BarChart
          height={HEIGHT}
          xAxis={xAxis}
          series={[
            {
              label: t('chart.salesSeries'),
              data: series.days.map((d) => d.sales_paise / 100),
              valueFormatter: (v) => (v === null ? '' : formatINR(v, { paise: 'always' })),
            },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('chart.orders')} id="analytics-orders">
        <BarChart
          height={HEIGHT}
          xAxis={xAxis}
          series={[
            { label: t('chart.received'), data: series.days.map((d) => d.orders) },
            { label: t('chart.accepted'), data: series.days.map((d) => d.accepted) },
            { label: t('chart.rejected'), data: series.days.map((d) => d.rejected) },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('chart.acceptance')} id="analytics-acceptance">
        <LineChart
          height={HEIGHT}
          xAxis={xAxis}
          yAxis={[
            { id: 'rate', min: 0, max: 100 },
            { id: 'seconds', position: 'right', min: 0 },
          ]}
          series={[
            {
              label: t('chart.rate'),
              yAxisId: 'rate',
              data: series.days.map((d) => d.acceptance_rate),
              valueFormatter: (v) => formatRate(v),
              connectNulls: true,
            },
            {
              label: t('chart.time'),
              yAxisId: 'seconds',
              data: series.days.map((d) => d.average_acceptance_seconds),
              valueFormatter: (v) => durationText(t, v),
              connectNulls: true,
            },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('chart.rejections')} id="analytics-rejections">
        {reasons.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('chart.noRejections')}
          </Typography>
        ) : (
          <BarChart
            height={HEIGHT}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: reasons.map((r) => reasonText(r.reason, r.label)), width: 110 }]}
            series={[{ label: t('chart.rejectionsSeries'), data: reasons.map((r) => r.count) }]}
          />
        )}
      </ChartCard>
    </Box>
  );
}
