import type { ReactNode } from 'react';
import { BarChart } from '@instamg/shared/charts';
import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { formatINR } from '@instamg/shared/domain/money';
import { LOST_CAUSES, type LostSalesOfRange } from '@instamg/shared/domain/lost-sales';
import { useLocale } from '@instamg/shared/i18n';
import { dayText, lostCauseText, useInsightsT } from '../../i18n/insights-catalogue';
import { storePanelHref } from '../../app/nav';
import type { ExpiringValue } from '../api/analytics';
import { CHART_PRODUCTS, nameOf, type TopProduct } from '../domain/insights';
import { ChartCard } from './AnalyticsCharts';

const HEIGHT = 280;
const rupees = (paise: number) => paise / 100;
const rupeeLabel = (v: number | null) => (v === null ? '' : formatINR(v, { paise: 'always' }));

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography variant="h2" id={id} sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** A table in a scrollable, focusable region (the figures behind a chart, for screen readers and keyboards). */
function FigureTable({
  id,
  title,
  head,
  rows,
  testId,
}: {
  id: string;
  title: string;
  head: Array<{ label: string; numeric?: boolean }>;
  rows: Array<{ key: string; cells: ReactNode[] }>;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Heading id={id}>{title}</Heading>
      <Box role="region" aria-labelledby={id} tabIndex={0} sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small" aria-labelledby={id} data-testid={testId}>
          <TableHead>
            <TableRow>
              {head.map((h) => (
                <TableCell key={h.label} align={h.numeric ? 'right' : 'left'}>
                  {h.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-row={row.key}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <TableCell key={i} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={i} align={head[i]?.numeric ? 'right' : 'left'}>
                      {cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

/** Top products of the range by sales: a chart of the first ten and the table of all. */
export function TopProducts({ products, names }: { products: TopProduct[]; names?: ReadonlyMap<string, string> }) {
  const t = useInsightsT();
  const charted = products.slice(0, CHART_PRODUCTS);
  return (
    <>
      <ChartCard title={t('top.chart')} id="analytics-top-products">
        {charted.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('top.none')}
          </Typography>
        ) : (
          <BarChart
            height={Math.max(HEIGHT, 32 * charted.length + 60)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: charted.map((p) => nameOf(names, p.product_id)), width: 140 }]}
            series={[
              { label: t('top.series'), data: charted.map((p) => rupees(p.sales_paise)), valueFormatter: rupeeLabel },
            ]}
          />
        )}
      </ChartCard>
      {products.length > 0 && (
        <FigureTable
          id="analytics-top-products-table"
          title={t('top.table')}
          testId="analytics-top-products"
          head={[
            { label: t('top.product') },
            { label: t('top.units'), numeric: true },
            { label: t('top.sales'), numeric: true },
          ]}
          rows={products.map((p) => ({
            key: p.product_id,
            cells: [nameOf(names, p.product_id), p.units, formatPaise(p.sales_paise)],
          }))}
        />
      )}
    </>
  );
}

/** Lost sales of the range: the definition, a chart of the ten largest by value, the table of all. */
export function LostSales({ lost, names }: { lost: LostSalesOfRange; names?: ReadonlyMap<string, string> }) {
  const t = useInsightsT();
  const charted = lost.products.slice(0, CHART_PRODUCTS);
  return (
    <>
      <ChartCard title={t('lost.chart')} id="analytics-lost">
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="lost-sales-definition">
          {t('lost.definition')}
        </Typography>
        {charted.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('lost.none')}
          </Typography>
        ) : (
          <BarChart
            height={Math.max(HEIGHT, 32 * charted.length + 60)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: charted.map((p) => nameOf(names, p.product_id)), width: 140 }]}
            series={LOST_CAUSES.map((cause) => ({
              label: lostCauseText(t, cause),
              stack: 'lost',
              data: charted.map((p) => rupees(p.by_cause[cause]?.value_paise ?? 0)),
              valueFormatter: rupeeLabel,
            }))}
          />
        )}
      </ChartCard>
      {lost.products.length > 0 && (
        <FigureTable
          id="analytics-lost-table"
          title={t('lost.table')}
          testId="analytics-lost"
          head={[
            { label: t('lost.product') },
            { label: t('lost.quantity'), numeric: true },
            { label: t('lost.value'), numeric: true },
            { label: t('lost.why') },
          ]}
          rows={[
            ...lost.products.map((p) => ({
              key: p.product_id,
              cells: [
                nameOf(names, p.product_id),
                p.units,
                formatPaise(p.value_paise),
                LOST_CAUSES.filter((c) => p.by_cause[c])
                  .map((c) => t('lost.causeUnits', { cause: lostCauseText(t, c), units: p.by_cause[c]!.units }))
                  .join('; '),
              ],
            })),
            {
              key: 'total',
              cells: [t('lost.total'), lost.total.units, formatPaise(lost.total.value_paise), ''],
            },
          ]}
        />
      )}
    </>
  );
}

/** Stock value expiring within 30 and 90 days, and the batches behind it (inventory function). */
export function ExpiringStockSection({
  expiring,
}: {
  expiring: { isPending: boolean; isError: boolean; error: Error | null; data?: ExpiringValue };
}) {
  const t = useInsightsT();
  const locale = useLocale();
  const link = `${storePanelHref('inventory')}?expiry=under_3_months`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="analytics-expiring">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Heading id="analytics-expiring">{t('expiring.title')}</Heading>
        <Button component={RouterLink} to={link} variant="outlined" size="small">
          {t('expiring.link')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('expiring.definition')}
      </Typography>
      {expiring.isPending ? (
        <Skeleton variant="rounded" height={120} role="progressbar" aria-label={t('expiring.loading')} sx={{ mt: 1 }} />
      ) : expiring.isError || !expiring.data ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {expiring.error?.message ?? t('expiring.failed')}
        </Alert>
      ) : (
        <>
          <Table size="small" aria-label={t('expiring.table')} data-testid="analytics-expiring-bands" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('expiring.within')}</TableCell>
                <TableCell align="right">{t('expiring.batches')}</TableCell>
                <TableCell align="right">{t('expiring.units')}</TableCell>
                <TableCell align="right">{t('expiring.value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {expiring.data.bands.map((band) => (
                <TableRow key={band.days} data-band={band.days}>
                  <TableCell component="th" scope="row">
                    {t('expiring.days', { days: band.days })}
                  </TableCell>
                  <TableCell align="right">{band.batches}</TableCell>
                  <TableCell align="right">{band.units}</TableCell>
                  <TableCell align="right">{formatPaise(band.value_paise)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {expiring.data.batches.length > 0 && (
            <Box
              role="region"
              aria-labelledby="analytics-expiring-batches"
              tabIndex={0}
              sx={{ overflowX: 'auto', mt: 2 }}
            >
              <Typography id="analytics-expiring-batches" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                {expiring.data.batch_count > expiring.data.batches.length
                  ? t('expiring.soonest', { shown: expiring.data.batches.length, count: expiring.data.batch_count })
                  : t('expiring.batches')}
              </Typography>
              <Table size="small" aria-labelledby="analytics-expiring-batches" data-testid="analytics-expiring-batches">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('expiring.product')}</TableCell>
                    <TableCell>{t('expiring.batch')}</TableCell>
                    <TableCell>{t('expiring.expiry')}</TableCell>
                    <TableCell align="right">{t('expiring.units')}</TableCell>
                    <TableCell align="right">{t('expiring.price')}</TableCell>
                    <TableCell align="right">{t('expiring.value')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {expiring.data.batches.map((b) => (
                    <TableRow key={b.inventory_id} data-batch={b.inventory_id}>
                      <TableCell component="th" scope="row">
                        {b.product_name}
                      </TableCell>
                      <TableCell>{b.batch}</TableCell>
                      <TableCell>
                        {t('expiring.dayLeft', { day: dayText(locale, b.expiry), days: b.days_left })}
                      </TableCell>
                      <TableCell align="right">{b.stock}</TableCell>
                      <TableCell align="right">{formatPaise(b.selling_price_paise)}</TableCell>
                      <TableCell align="right">{formatPaise(b.value_paise)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
