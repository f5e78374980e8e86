import { Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@instamg/shared/mui';
import { formatDuration } from '@instamg/shared/domain/store-daily-stats';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { formatRate, shortDay, type DayRange } from '@instamg/shared/domain/day-range';
import { analyticsCsv, type AnalyticsSeries } from '../domain/analytics-series';
import { saveCsv } from '@instamg/shared/download';

const downloadCsv = (series: AnalyticsSeries, range: DayRange): void =>
  saveCsv(analyticsCsv(series), `store-analytics-${range.from}-to-${range.to}.csv`);

/** The range's totals: the figures every chart adds up. */
export function AnalyticsTotals({ series, caption }: { series: AnalyticsSeries; caption: string }) {
  const { totals } = series;
  const lines: [string, string][] = [
    ['Orders received', String(totals.orders)],
    ['Sales', formatPaise(totals.sales_paise)],
    ['Delivered', formatPaise(totals.delivered_paise)],
    ['Accepted', String(totals.accepted)],
    ['Rejected', String(totals.rejected)],
    ['Timed out', String(totals.timed_out)],
    ['Acceptance rate', formatRate(totals.acceptance_rate)],
    ['Average time to accept', formatDuration(totals.average_acceptance_seconds)],
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
          {totals.rejections_by_reason.map((r) => (
            <TableRow key={r.reason}>
              <TableCell component="th" scope="row">{`Rejected: ${r.label}`}</TableCell>
              <TableCell align="right">{r.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** Every day of the range: the figures behind the charts, readable and downloadable as CSV. */
export function AnalyticsDailyTable({ series, range }: { series: AnalyticsSeries; range: DayRange }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" id="analytics-daily" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          Day by day
        </Typography>
        <Button variant="outlined" size="small" onClick={() => downloadCsv(series, range)}>
          Download CSV
        </Button>
      </Box>
      <Box role="region" aria-labelledby="analytics-daily" tabIndex={0} sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small" aria-labelledby="analytics-daily" data-testid="analytics-daily">
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              <TableCell align="right">Orders</TableCell>
              <TableCell align="right">Sales</TableCell>
              <TableCell align="right">Accepted</TableCell>
              <TableCell align="right">Rejected</TableCell>
              <TableCell align="right">Acceptance rate</TableCell>
              <TableCell align="right">Average time to accept</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...series.days].reverse().map((d) => (
              <TableRow key={d.day} data-day={d.day}>
                <TableCell component="th" scope="row">
                  {shortDay(d.day)}
                </TableCell>
                <TableCell align="right">{d.orders}</TableCell>
                <TableCell align="right">{formatPaise(d.sales_paise)}</TableCell>
                <TableCell align="right">{d.accepted}</TableCell>
                <TableCell align="right">{d.rejected}</TableCell>
                <TableCell align="right">{formatRate(d.acceptance_rate)}</TableCell>
                <TableCell align="right">{formatDuration(d.average_acceptance_seconds)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
