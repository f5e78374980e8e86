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
import {
  LOST_CAUSES,
  LOST_CAUSE_LABELS,
  LOST_SALES_DEFINITION,
  type LostSalesOfRange,
} from '@instamg/shared/domain/lost-sales';
import { EXPIRING_VALUE_DEFINITION } from '@instamg/shared/domain/expiring-stock';
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
  const charted = products.slice(0, CHART_PRODUCTS);
  return (
    <>
      <ChartCard title="Top products by sales (₹)" id="analytics-top-products">
        {charted.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No sales in this range.
          </Typography>
        ) : (
          <BarChart
            height={Math.max(HEIGHT, 32 * charted.length + 60)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: charted.map((p) => nameOf(names, p.product_id)), width: 140 }]}
            series={[{ label: 'Sales', data: charted.map((p) => rupees(p.sales_paise)), valueFormatter: rupeeLabel }]}
          />
        )}
      </ChartCard>
      {products.length > 0 && (
        <FigureTable
          id="analytics-top-products-table"
          title="Top products"
          testId="analytics-top-products"
          head={[{ label: 'Product' }, { label: 'Units', numeric: true }, { label: 'Sales', numeric: true }]}
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
  const charted = lost.products.slice(0, CHART_PRODUCTS);
  return (
    <>
      <ChartCard title="Lost sales: items you lacked (₹)" id="analytics-lost">
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="lost-sales-definition">
          {LOST_SALES_DEFINITION}
        </Typography>
        {charted.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No lost sales in this range.
          </Typography>
        ) : (
          <BarChart
            height={Math.max(HEIGHT, 32 * charted.length + 60)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: charted.map((p) => nameOf(names, p.product_id)), width: 140 }]}
            series={LOST_CAUSES.map((cause) => ({
              label: LOST_CAUSE_LABELS[cause],
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
          title="Lost sales by product"
          testId="analytics-lost"
          head={[
            { label: 'Product' },
            { label: 'Quantity', numeric: true },
            { label: 'Value', numeric: true },
            { label: 'Why' },
          ]}
          rows={[
            ...lost.products.map((p) => ({
              key: p.product_id,
              cells: [
                nameOf(names, p.product_id),
                p.units,
                formatPaise(p.value_paise),
                LOST_CAUSES.filter((c) => p.by_cause[c])
                  .map((c) => `${LOST_CAUSE_LABELS[c]} ${p.by_cause[c]!.units}`)
                  .join('; '),
              ],
            })),
            {
              key: 'total',
              cells: ['Total', lost.total.units, formatPaise(lost.total.value_paise), ''],
            },
          ]}
        />
      )}
    </>
  );
}

const expiryDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** Stock value expiring within 30 and 90 days, and the batches behind it (inventory function). */
export function ExpiringStockSection({
  expiring,
}: {
  expiring: { isPending: boolean; isError: boolean; error: Error | null; data?: ExpiringValue };
}) {
  const link = `${storePanelHref('inventory')}?expiry=under_3_months`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="analytics-expiring">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Heading id="analytics-expiring">Stock value expiring soon</Heading>
        <Button component={RouterLink} to={link} variant="outlined" size="small">
          Near-expiry inventory
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {EXPIRING_VALUE_DEFINITION} Today’s stock, whatever the range above.
      </Typography>
      {expiring.isPending ? (
        <Skeleton
          variant="rounded"
          height={120}
          role="progressbar"
          aria-label="Loading expiring stock"
          sx={{ mt: 1 }}
        />
      ) : expiring.isError || !expiring.data ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {expiring.error?.message ?? 'We could not read the expiring stock.'}
        </Alert>
      ) : (
        <>
          <Table size="small" aria-label="Expiring stock value" data-testid="analytics-expiring-bands" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>Expires within</TableCell>
                <TableCell align="right">Batches</TableCell>
                <TableCell align="right">Units</TableCell>
                <TableCell align="right">Value</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {expiring.data.bands.map((band) => (
                <TableRow key={band.days} data-band={band.days}>
                  <TableCell component="th" scope="row">{`${band.days} days`}</TableCell>
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
                  ? `The ${expiring.data.batches.length} soonest of ${expiring.data.batch_count} batches`
                  : 'Batches'}
              </Typography>
              <Table size="small" aria-labelledby="analytics-expiring-batches" data-testid="analytics-expiring-batches">
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell>Batch</TableCell>
                    <TableCell>Expiry</TableCell>
                    <TableCell align="right">Units</TableCell>
                    <TableCell align="right">Selling price</TableCell>
                    <TableCell align="right">Value</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {expiring.data.batches.map((b) => (
                    <TableRow key={b.inventory_id} data-batch={b.inventory_id}>
                      <TableCell component="th" scope="row">
                        {b.product_name}
                      </TableCell>
                      <TableCell>{b.batch}</TableCell>
                      <TableCell>{`${expiryDay(b.expiry)} (${b.days_left} d)`}</TableCell>
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
