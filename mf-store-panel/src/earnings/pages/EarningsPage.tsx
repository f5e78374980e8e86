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
import { describeRange, lastDays, type DayRange } from '@instamg/shared/domain/day-range';
import { RANGE_LABELS, presetOf, rangeFromFilters, type RangePreset } from '../domain/earnings-range';
import type { StoreOrderEarningsRow } from '@instamg/shared/appwrite/rows';

/** The range's totals, one line per step of the breakdown (a table: screen readers read it as one). */
function Totals({ summary, range }: { summary: EarningsSummary; range: DayRange }) {
  const lines: [string, number, boolean?][] = [
    ['Gross (items, delivery fee, platform coupons)', summary.sale.gross_paise],
    ['Platform commission', -summary.sale.commission_paise],
    ['GST on commission', -summary.sale.commission_gst_paise],
    ['GST TCS', -summary.sale.tcs_paise],
    ['Income-tax TDS', -summary.sale.tds_paise],
    ['Cash collected on delivery', -summary.sale.cod_collected_paise],
    ['Net of the orders', summary.sale.net_paise],
    ['Refund adjustments', summary.adjustments.net_paise],
    ['Net payable', summary.net_payable_paise, true],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {`Totals, ${describeRange(range)}: ${summary.orders} delivered ${summary.orders === 1 ? 'order' : 'orders'}`}
      </Typography>
      <Table size="small" aria-label={`Earnings totals, ${describeRange(range)}`} data-testid="earnings-totals">
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
  const { view, problems, updateView } = useGridView(STORE_EARNINGS_GRID);
  const now = useMemo(() => new Date(), []);
  const { range, problem } = rangeFromFilters(view.filters, now);
  const [custom, setCustom] = useState<boolean>(() => presetOf(range, now) === 'custom');
  const preset: RangePreset = custom ? 'custom' : presetOf(range, now);
  const summary = useEarningsSummary(store.storeId, range.from, range.to);
  const columns = useMemo(() => earningsColumns(), []);

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
        aria-label="Range"
        onChange={(_, value: RangePreset | null) => {
          if (!value) return;
          setCustom(value === 'custom');
          if (value !== 'custom') setRange(lastDays(Number(value), new Date()));
        }}
      >
        {(Object.keys(RANGE_LABELS) as RangePreset[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {RANGE_LABELS[key]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <>
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
        </>
      )}
    </Stack>
  );

  return (
    <SectionPage title="Earnings">
      <Typography color="text.secondary">
        Each delivered order: its price less the platform commission (on the item value), 18% GST on the commission, GST
        TCS and income-tax TDS, at the rates in force on its delivery date. The delivery fee is yours. Amounts are
        rounded to the paisa on each line.
      </Typography>
      {rangePicker}
      {problem && <Alert severity="warning">{`${problem} Showing the last 7 days.`}</Alert>}
      {problems.length > 0 && (
        <Alert severity="info">{`Some filters in the link were ignored: ${problems.join('; ')}.`}</Alert>
      )}
      {summary.isPending ? (
        <Skeleton variant="rounded" height={280} role="progressbar" aria-label="Loading totals" />
      ) : summary.isError ? (
        <Alert severity="error">{summary.error.message}</Alert>
      ) : (
        <Totals summary={summary.data} range={range} />
      )}
      <ServerDataGrid<StoreOrderEarningsRow>
        spec={STORE_EARNINGS_GRID}
        appKey={STORE_PANEL_APP_KEY}
        label="Earnings per order"
        columns={columns}
        view={scoped}
        onViewChange={updateView}
        emptyMessage="No orders were delivered in this range."
      />
    </SectionPage>
  );
}
