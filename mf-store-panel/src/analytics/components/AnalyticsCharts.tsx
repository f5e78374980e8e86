import type { ReactNode } from 'react';
import { BarChart, LineChart } from '@instamg/shared/charts';
import { Box, Paper, Typography } from '@instamg/shared/mui';
import { formatDuration } from '@instamg/shared/domain/store-daily-stats';
import { formatRate, shortDay } from '@instamg/shared/domain/day-range';
import { formatINR } from '@instamg/shared/domain/money';
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

export function AnalyticsCharts({ series }: { series: AnalyticsSeries }) {
  const labels = series.days.map((d) => shortDay(d.day));
  const xAxis = [{ scaleType: 'band' as const, data: labels }];
  const reasons = series.totals.rejections_by_reason;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <ChartCard title="Sales per day (₹)" id="analytics-sales">
        <BarChart
          height={HEIGHT}
          xAxis={xAxis}
          series={[
            {
              label: 'Sales',
              data: series.days.map((d) => d.sales_paise / 100),
              valueFormatter: (v) => (v === null ? '' : formatINR(v, { paise: 'always' })),
            },
          ]}
        />
      </ChartCard>
      <ChartCard title="Orders per day" id="analytics-orders">
        <BarChart
          height={HEIGHT}
          xAxis={xAxis}
          series={[
            { label: 'Received', data: series.days.map((d) => d.orders) },
            { label: 'Accepted', data: series.days.map((d) => d.accepted) },
            { label: 'Rejected', data: series.days.map((d) => d.rejected) },
          ]}
        />
      </ChartCard>
      <ChartCard title="Acceptance rate and average time to accept" id="analytics-acceptance">
        <LineChart
          height={HEIGHT}
          xAxis={xAxis}
          yAxis={[
            { id: 'rate', min: 0, max: 100 },
            { id: 'seconds', position: 'right', min: 0 },
          ]}
          series={[
            {
              label: 'Acceptance rate (%)',
              yAxisId: 'rate',
              data: series.days.map((d) => d.acceptance_rate),
              valueFormatter: (v) => formatRate(v),
              connectNulls: true,
            },
            {
              label: 'Average time to accept (s)',
              yAxisId: 'seconds',
              data: series.days.map((d) => d.average_acceptance_seconds),
              valueFormatter: (v) => formatDuration(v),
              connectNulls: true,
            },
          ]}
        />
      </ChartCard>
      <ChartCard title="Rejections by reason" id="analytics-rejections">
        {reasons.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No rejections in this range.
          </Typography>
        ) : (
          <BarChart
            height={HEIGHT}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: reasons.map((r) => r.label), width: 110 }]}
            series={[{ label: 'Rejections', data: reasons.map((r) => r.count) }]}
          />
        )}
      </ChartCard>
    </Box>
  );
}
