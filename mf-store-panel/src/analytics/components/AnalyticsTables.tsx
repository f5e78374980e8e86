import { Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@instamg/shared/mui';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { formatRate, type DayRange } from '@instamg/shared/domain/day-range';
import { useLocale } from '@instamg/shared/i18n';
import { durationText, shortDayText, useInsightsT } from '../../i18n/insights-catalogue';
import { useReasonText } from './AnalyticsCharts';
import { analyticsCsv, type AnalyticsSeries } from '../domain/analytics-series';
import { saveCsv } from '@instamg/shared/download';

const downloadCsv = (series: AnalyticsSeries, range: DayRange): void =>
  saveCsv(analyticsCsv(series), `store-analytics-${range.from}-to-${range.to}.csv`);

/** The range's totals: the figures every chart adds up. */
export function AnalyticsTotals({ series, caption }: { series: AnalyticsSeries; caption: string }) {
  const t = useInsightsT();
  const reasonText = useReasonText();
  const { totals } = series;
  const lines: [string, string][] = [
    [t('totals.received'), String(totals.orders)],
    [t('totals.sales'), formatPaise(totals.sales_paise)],
    [t('totals.delivered'), formatPaise(totals.delivered_paise)],
    [t('totals.accepted'), String(totals.accepted)],
    [t('totals.rejected'), String(totals.rejected)],
    [t('totals.timedOut'), String(totals.timed_out)],
    [t('totals.rate'), formatRate(totals.acceptance_rate)],
    [t('totals.time'), durationText(t, totals.average_acceptance_seconds)],
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
              <TableCell component="th" scope="row">
                {t('totals.rejectedFor', { reason: reasonText(r.reason, r.label) })}
              </TableCell>
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
  const t = useInsightsT();
  const locale = useLocale();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" id="analytics-daily" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('daily.title')}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => downloadCsv(series, range)}>
          {t('daily.csv')}
        </Button>
      </Box>
      <Box role="region" aria-labelledby="analytics-daily" tabIndex={0} sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small" aria-labelledby="analytics-daily" data-testid="analytics-daily">
          <TableHead>
            <TableRow>
              <TableCell>{t('daily.day')}</TableCell>
              <TableCell align="right">{t('daily.orders')}</TableCell>
              <TableCell align="right">{t('daily.sales')}</TableCell>
              <TableCell align="right">{t('daily.accepted')}</TableCell>
              <TableCell align="right">{t('daily.rejected')}</TableCell>
              <TableCell align="right">{t('daily.rate')}</TableCell>
              <TableCell align="right">{t('daily.time')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...series.days].reverse().map((d) => (
              <TableRow key={d.day} data-day={d.day}>
                <TableCell component="th" scope="row">
                  {shortDayText(locale, d.day)}
                </TableCell>
                <TableCell align="right">{d.orders}</TableCell>
                <TableCell align="right">{formatPaise(d.sales_paise)}</TableCell>
                <TableCell align="right">{d.accepted}</TableCell>
                <TableCell align="right">{d.rejected}</TableCell>
                <TableCell align="right">{formatRate(d.acceptance_rate)}</TableCell>
                <TableCell align="right">{durationText(t, d.average_acceptance_seconds)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
