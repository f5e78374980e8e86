import type { ReactNode } from 'react';
import { BarChart, LineChart } from '@instamg/shared/charts';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@instamg/shared/mui';
import type { PlatformAnalytics } from '@instamg/shared/domain/platform-analytics';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { formatINR } from '@instamg/shared/domain/money';
import { formatRate, shortDay } from '@instamg/shared/domain/day-range';
import type { DeliveryTimeFigures } from '@instamg/shared/domain/store-daily-stats';

const HEIGHT = 240;
const rupees = (paise: number) => paise / 100;

type Cell = string | number;

/** The figures a chart draws, as a table: what a screen reader or keyboard reads instead of the picture. */
function FigureTable({ id, head, rows }: { id: string; head: readonly string[]; rows: readonly Cell[][] }) {
  return (
    <Box role="region" aria-labelledby={id} tabIndex={0} sx={{ overflowX: 'auto', mt: 1 }}>
      <Table size="small" aria-labelledby={id} data-testid={`table-${id}`}>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={i === 0 ? 'left' : 'right'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <TableCell key={i} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={i} align="right">
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A chart with its caption and, under it, the table of the same figures. */
function ChartCard(props: {
  title: string;
  id: string;
  chart: ReactNode;
  head: readonly string[];
  rows: readonly Cell[][];
  empty?: string;
}) {
  const { title, id, chart, head, rows, empty } = props;
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={id} sx={{ m: 0, p: 2 }} data-testid={`chart-${id}`}>
      <Typography id={id} component="figcaption" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {empty ?? 'Nothing in this range.'}
        </Typography>
      ) : (
        <>
          {/* The table below carries the figures for screen readers; `inert` (not only aria-hidden)
              keeps the chart's own focusable SVG out of the tab order too (axe aria-hidden-focus). */}
          <Box sx={{ width: '100%' }} aria-hidden="true" inert>
            {chart}
          </Box>
          <FigureTable id={id} head={head} rows={rows} />
        </>
      )}
    </Paper>
  );
}

export function AnalyticsTotals({ a, caption }: { a: PlatformAnalytics; caption: string }) {
  const t = a.totals;
  const lines: [string, string][] = [
    ['GMV', formatPaise(t.gmv_paise)],
    ['Orders', String(t.orders)],
    ['Delivered value', formatPaise(t.delivered_paise)],
    ['Acceptance rate', formatRate(t.acceptance_rate)],
    ['Re-routes', String(t.rerouted)],
    ['New customers', String(t.new_customers)],
    ['Repeat rate', `${formatRate(t.repeat_rate)} (${t.repeat_customers} of ${t.customers})`],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Table size="small" aria-label={caption} data-testid="analytics-totals">
        <TableBody>
          {lines.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export function AnalyticsCharts({ a }: { a: PlatformAnalytics }) {
  const labels = a.days.map((d) => shortDay(d.day));
  const xAxis = [{ scaleType: 'band' as const, data: labels }];
  const days = [...a.days].reverse();
  const money = (v: number | null) => (v === null ? '' : formatINR(v, { paise: 'always' }));
  const horizontal = (items: { label: string; value: number }[], label: string, asMoney: boolean) => (
    <BarChart
      height={Math.max(160, 36 * items.length + 60)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: items.map((i) => i.label), width: 140 }]}
      series={[{ label, data: items.map((i) => i.value), valueFormatter: asMoney ? money : undefined }]}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <ChartCard
        title="GMV per day (₹)"
        id="admin-analytics-gmv"
        chart={
          <BarChart
            height={HEIGHT}
            xAxis={xAxis}
            series={[{ label: 'GMV', data: a.days.map((d) => rupees(d.gmv_paise)), valueFormatter: money }]}
          />
        }
        head={['Day', 'GMV', 'Delivered value']}
        rows={days.map((d) => [shortDay(d.day), formatPaise(d.gmv_paise), formatPaise(d.delivered_paise)])}
      />
      <ChartCard
        title="Orders per day"
        id="admin-analytics-orders"
        chart={
          <BarChart
            height={HEIGHT}
            xAxis={xAxis}
            series={[
              { label: 'Orders', data: a.days.map((d) => d.orders) },
              { label: 'Accepted', data: a.days.map((d) => d.accepted) },
              { label: 'Re-routed', data: a.days.map((d) => d.rerouted) },
            ]}
          />
        }
        head={['Day', 'Orders', 'Accepted', 'Rejected', 'Timed out', 'Re-routed']}
        rows={days.map((d) => [shortDay(d.day), d.orders, d.accepted, d.rejected, d.timed_out, d.rerouted])}
      />
      <ChartCard
        title="Acceptance rate (%)"
        id="admin-analytics-acceptance"
        chart={
          <LineChart
            height={HEIGHT}
            xAxis={xAxis}
            yAxis={[{ min: 0, max: 100 }]}
            series={[
              {
                label: 'Acceptance rate',
                data: a.days.map((d) => d.acceptance_rate),
                valueFormatter: (v) => formatRate(v),
                connectNulls: true,
              },
            ]}
          />
        }
        head={['Day', 'Acceptance rate']}
        rows={days.map((d) => [shortDay(d.day), formatRate(d.acceptance_rate)])}
      />
      <ChartCard
        title="New customers per day"
        id="admin-analytics-customers"
        chart={
          <BarChart
            height={HEIGHT}
            xAxis={xAxis}
            series={[{ label: 'New customers', data: a.days.map((d) => d.new_customers) }]}
          />
        }
        head={['Day', 'New customers']}
        rows={days.map((d) => [shortDay(d.day), d.new_customers])}
      />
      <ChartCard
        title="GMV by city (₹)"
        id="admin-analytics-cities"
        chart={horizontal(
          a.by_city.map((c) => ({ label: c.label, value: rupees(c.gmv_paise) })),
          'GMV',
          true,
        )}
        head={['City', 'GMV', 'Orders', 'Acceptance rate']}
        rows={a.by_city.map((c) => [c.label, formatPaise(c.gmv_paise), c.orders, formatRate(c.acceptance_rate)])}
      />
      <ChartCard
        title="GMV by store (₹, top 10)"
        id="admin-analytics-stores"
        chart={horizontal(
          a.by_store.slice(0, 10).map((s) => ({ label: s.label, value: rupees(s.gmv_paise) })),
          'GMV',
          true,
        )}
        head={['Store', 'GMV', 'Orders', 'Acceptance rate', 'Delivered', 'Delivery p50 / p90', 'Late']}
        rows={a.by_store.map((s) => [
          s.label,
          formatPaise(s.gmv_paise),
          s.orders,
          formatRate(s.acceptance_rate),
          s.delivery.delivered,
          deliveryMinutesText(s.delivery),
          s.delivery.late,
        ])}
      />
      <ChartCard
        title="Top products (₹)"
        id="admin-analytics-products"
        chart={horizontal(
          a.top_products.map((p) => ({ label: p.name, value: rupees(p.sales_paise) })),
          'Sales',
          true,
        )}
        head={['Product', 'Sales', 'Units']}
        rows={a.top_products.map((p) => [p.name, formatPaise(p.sales_paise), p.units])}
        empty="No sales in this range."
      />
      <ChartCard
        title="Searches with no result"
        id="admin-analytics-searches"
        chart={horizontal(
          a.searches_without_result.slice(0, 10).map((s) => ({ label: s.query, value: s.count })),
          'Searches',
          false,
        )}
        head={['Search', 'Times']}
        rows={a.searches_without_result.map((s) => [s.query, s.count])}
        empty="Every search in this range found something."
      />
    </Box>
  );
}

/** "18 / 32 min" from acceptance to delivery (issue 38 §5), or a dash with no delivery. */
function deliveryMinutesText(d: DeliveryTimeFigures): string {
  return d.p50_minutes === null ? '—' : `${d.p50_minutes} / ${d.p90_minutes} min`;
}
