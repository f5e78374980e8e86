import { useMemo, useState } from 'react';
import {
  Alert,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@instamg/shared/mui';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORE_EARNINGS_GRID } from '@instamg/shared/grid/grid-specs';
import type { GridView } from '@instamg/shared/grid/grid-query';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { STORE_PANEL_APP_KEY } from '../../api/keys';
import { useReadyStore } from '../../api/current-store';
import { SectionPage } from '../../components/SectionPage';
import { useEarningsSummary, type EarningsSummary } from '../api/earnings-api';
import { earningsColumns } from '../components/earnings-columns';
import { MAX_ANALYTICS_DAYS, lastDays, type DayRange } from '@instamg/shared/domain/day-range';
import { useLocale } from '@instamg/shared/i18n';
import { rangePresetText, rangeProblemText, rangeText, useMoneyT } from '../../i18n/money-catalogue';
import { RANGE_LABELS, presetOf, rangeFromFilters, type RangePreset } from '../domain/earnings-range';
import type { StoreOrderEarningsRow } from '@instamg/shared/appwrite/rows';

/** The range's totals, one line per step of the breakdown (a table: screen readers read it as one). */
function Totals({ summary, range }: { summary: EarningsSummary; range: DayRange }) {
  const t = useMoneyT();
  const locale = useLocale();
  const lines: [string, number, boolean?][] = [
    [t('totals.gross'), summary.sale.gross_paise],
    [t('totals.commission'), -summary.sale.commission_paise],
    [t('totals.commissionGst'), -summary.sale.commission_gst_paise],
    [t('totals.tcs'), -summary.sale.tcs_paise],
    [t('totals.tds'), -summary.sale.tds_paise],
    [t('totals.cod'), -summary.sale.cod_collected_paise],
    [t('totals.ordersNet'), summary.sale.net_paise],
    [t('totals.adjustments'), summary.adjustments.net_paise],
    [t('totals.payable'), summary.net_payable_paise, true],
  ];
  const days = rangeText(t, locale, range);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {t('totals.heading', { range: days, count: summary.orders })}
      </Typography>
      <Table size="small" aria-label={t('totals.label', { range: days })} data-testid="earnings-totals">
        <TableBody>
          {lines.map(([label, paise, strong]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 700 : undefined }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: strong ? 700 : undefined }}>
                {formatPaise(paise)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/**
 * /store/earnings (issue 18 §5): per delivered order price − commission − GST on it − TCS − TDS =
 * net, at the rates of its delivery day, with the range's totals; owner and store admins only
 * (the route's permission; the rows and the function refuse anyone else too).
 */
export default function EarningsPage() {
  const { store } = useReadyStore();
  const t = useMoneyT();
  const locale = useLocale();
  const { view, problems, updateView } = useGridView(STORE_EARNINGS_GRID);
  const now = useMemo(() => new Date(), []);
  const { range, problemCode } = rangeFromFilters(view.filters, now);
  const [custom, setCustom] = useState<boolean>(() => presetOf(range, now) === 'custom');
  const preset: RangePreset = custom ? 'custom' : presetOf(range, now);
  const summary = useEarningsSummary(store.storeId, range.from, range.to);
  const columns = useMemo(() => earningsColumns(t, locale), [t, locale]);

  const setRange = (next: DayRange) =>
    updateView((current) => withFilters(current, { filters: { ...current.filters, from: next.from, to: next.to } }));

  const scoped: GridView = { ...view, filters: { ...view.filters, store: store.storeId, ...range } };

  const rangePicker = (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={preset}
        aria-label={t('earnings.range')}
        onChange={(_, value: RangePreset | null) => {
          if (!value) return;
          setCustom(value === 'custom');
          if (value !== 'custom') setRange(lastDays(Number(value), new Date()));
        }}
      >
        {(Object.keys(RANGE_LABELS) as RangePreset[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {rangePresetText(t, key)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <>
          <TextField
            size="small"
            type="date"
            label={t('range.from')}
            value={range.from}
            onChange={(event) => event.target.value && setRange({ from: event.target.value, to: range.to })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('range.to')}
            value={range.to}
            onChange={(event) => event.target.value && setRange({ from: range.from, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Stack>
  );

  return (
    <SectionPage title={t('earnings.title')}>
      <Typography color="text.secondary">{t('earnings.intro')}</Typography>
      {rangePicker}
      {problemCode && (
        <Alert severity="warning">
          {t('range.showingWeek', { problem: rangeProblemText(t, problemCode, MAX_ANALYTICS_DAYS) })}
        </Alert>
      )}
      {problems.length > 0 && <Alert severity="info">{t('earnings.ignored', { problems: problems.join('; ') })}</Alert>}
      {summary.isPending ? (
        <Skeleton variant="rounded" height={280} role="progressbar" aria-label={t('earnings.loadingTotals')} />
      ) : summary.isError ? (
        <Alert severity="error">{summary.error.message}</Alert>
      ) : (
        <Totals summary={summary.data} range={range} />
      )}
      <ServerDataGrid<StoreOrderEarningsRow>
        spec={STORE_EARNINGS_GRID}
        appKey={STORE_PANEL_APP_KEY}
        label={t('earnings.grid')}
        columns={columns}
        view={scoped}
        onViewChange={updateView}
        emptyMessage={t('earnings.empty')}
      />
    </SectionPage>
  );
}
