import { useEffect, useMemo, useState } from 'react';
import { DataGrid, type GridColDef, type GridSortModel } from '@instamg/shared/data-grid';
import {
  Alert,
  Box,
  Button,
  Container,
  Link,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { describeRange } from '@instamg/shared/domain/day-range';
import { DayRangeControl, useDayRangeParams } from '@instamg/shared/day-range-control';
import {
  DELIVERY_TIMES_DEFAULT_SORT,
  DELIVERY_TIMES_PAGE_SIZES,
  DELIVERY_TIMES_SORT_FIELDS,
  type DeliveryTimesSortField,
  type StoreDeliveryTimes,
} from '@instamg/shared/domain/delivery-times';
import { POLICY } from '@instamg/shared/constants';
import { RemoteRoot } from '../../RemoteRoot';
import { useDeliveryTimes, type DeliveryTimesView } from '../api/analytics';

const minutes = (value: number | null): string => (value === null ? '—' : `${value} min`);

const COLUMNS: GridColDef<StoreDeliveryTimes>[] = [
  {
    field: 'store_name',
    headerName: 'Store',
    minWidth: 200,
    flex: 1.5,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/admin/stores/${row.store_id}`}>
        {row.store_name}
      </Link>
    ),
  },
  { field: 'deliveries', headerName: 'Deliveries', type: 'number', width: 110 },
  {
    field: 'on_time_rate',
    headerName: 'On time',
    type: 'number',
    width: 130,
    valueFormatter: (_value: number, row) => `${row.on_time_rate}% (${row.on_time})`,
  },
  { field: 'late_p50', headerName: 'Late p50', type: 'number', width: 110, valueFormatter: minutes },
  { field: 'late_p90', headerName: 'Late p90', type: 'number', width: 110, valueFormatter: minutes },
  { field: 'actual_p50', headerName: 'Actual p50', type: 'number', width: 115, valueFormatter: minutes },
  { field: 'actual_p90', headerName: 'Actual p90', type: 'number', width: 115, valueFormatter: minutes },
];

const LABEL = 'Delivery times by store';

/** A store's figures as a card on a phone: the same headings as the grid's columns. */
function StoreCard({ row }: { row: StoreDeliveryTimes }) {
  const lines: [string, string][] = [
    ['Deliveries', String(row.deliveries)],
    ['On time', `${row.on_time_rate}% (${row.on_time})`],
    ['Late p50 / p90', `${minutes(row.late_p50)} / ${minutes(row.late_p90)}`],
    ['Actual p50 / p90', `${minutes(row.actual_p50)} / ${minutes(row.actual_p90)}`],
  ];
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}>
      <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 0.5 }}>
        <Link component={RouterLink} to={`/admin/stores/${row.store_id}`}>
          {row.store_name}
        </Link>
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', gap: '4px 12px', m: 0 }}
      >
        {lines.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ typography: 'body2', m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const isSortField = (field: string): field is DeliveryTimesSortField =>
  (DELIVERY_TIMES_SORT_FIELDS as readonly string[]).includes(field);

/**
 * /admin/analytics/delivery-times (issue 38 §5): per store, the deliveries of a range of IST days,
 * how many came by their SPEC §9 promise, and minutes late and actual minutes at p50/p90. The
 * admin-analytics function adds them up from the day rollups and sorts and pages them (a
 * server-side grid); on a phone each store is a card.
 */
export default function DeliveryTimesPage() {
  const dayRange = useDayRangeParams();
  const { range, problem } = dayRange;
  const [view, setView] = useState<DeliveryTimesView>({
    sort: DELIVERY_TIMES_DEFAULT_SORT.field,
    direction: DELIVERY_TIMES_DEFAULT_SORT.direction,
    page: 1,
    pageSize: DELIVERY_TIMES_PAGE_SIZES[0],
  });
  // Another range starts again at its first page.
  useEffect(() => setView((v) => (v.page === 1 ? v : { ...v, page: 1 })), [range.from, range.to]);
  const times = useDeliveryTimes(range, view);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });

  const rows = times.data?.rows ?? [];
  const total = times.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / view.pageSize));
  const sortModel = useMemo<GridSortModel>(() => [{ field: view.sort, sort: view.direction }], [view]);
  const onSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    setView((v) =>
      first?.sort && isSortField(first.field)
        ? { ...v, sort: first.field, direction: first.sort, page: 1 }
        : { ...v, sort: DELIVERY_TIMES_DEFAULT_SORT.field, direction: DELIVERY_TIMES_DEFAULT_SORT.direction, page: 1 },
    );
  };
  const empty = `No store delivered an order in ${describeRange(range)}.`;

  let body;
  if (times.isPending) {
    body = isPhone ? (
      <Stack spacing={1} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={140} />
        ))}
      </Stack>
    ) : (
      <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading delivery times" />
    );
  } else if (times.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void times.refetch()}>
            Try again
          </Button>
        }
      >
        {times.error.message}
      </Alert>
    );
  } else if (total === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="delivery-times-empty">
        {empty}
      </Typography>
    );
  } else if (isPhone) {
    body = (
      <Box role="region" aria-label={LABEL} data-testid="delivery-times-cards">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {rows.map((row) => (
            <li key={row.store_id} data-testid="delivery-times-card">
              <StoreCard row={row} />
            </li>
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button
            size="small"
            disabled={view.page <= 1 || times.isFetching}
            onClick={() => setView((v) => ({ ...v, page: v.page - 1 }))}
          >
            Previous page
          </Button>
          <Typography variant="body2" aria-live="polite">{`Page ${view.page} of ${pages}`}</Typography>
          <Button
            size="small"
            disabled={view.page >= pages || times.isFetching}
            onClick={() => setView((v) => ({ ...v, page: v.page + 1 }))}
          >
            Next page
          </Button>
        </Stack>
      </Box>
    );
  } else {
    body = (
      <DataGrid<StoreDeliveryTimes>
        aria-label={LABEL}
        rows={rows}
        columns={COLUMNS}
        getRowId={(row) => row.store_id}
        loading={times.isFetching}
        paginationMode="server"
        sortingMode="server"
        rowCount={total}
        paginationModel={{ page: view.page - 1, pageSize: view.pageSize }}
        onPaginationModelChange={(model) =>
          setView((v) => ({
            ...v,
            page: model.pageSize === v.pageSize ? model.page + 1 : 1,
            pageSize: model.pageSize,
          }))
        }
        pageSizeOptions={[...DELIVERY_TIMES_PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        sortingOrder={['asc', 'desc']}
        disableColumnFilter
        disableColumnSelector
        disableRowSelectionOnClick
        density="compact"
        slotProps={{
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          // MUI X's progress bar has no name of its own.
          baseLinearProgress: { 'aria-label': 'Loading delivery times' },
        }}
        localeText={{ noRowsLabel: empty }}
        sx={{ minHeight: 240 }}
      />
    );
  }

  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Delivery times
          </Typography>
          <Typography color="text.secondary">
            {`Orders delivered in the range, by the day they reached the store (India time). On time: delivered by the promise — a scheduled order's slot end, else ${POLICY.delivery.expressMaxMinutes} minutes (express) or ${POLICY.delivery.standardMinutes.max} minutes (standard) after the store accepted it. Late: minutes after that promise, 0 when on time. Actual: minutes from acceptance to delivery. p50 and p90 are nearest-rank percentiles.`}
          </Typography>
          <Link
            component={RouterLink}
            to={`/admin/analytics?from=${range.from}&to=${range.to}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            All analytics
          </Link>
          <DayRangeControl state={dayRange} />
          {problem && <Alert severity="warning">{`${problem} Showing the last 7 days.`}</Alert>}
          <Paper variant="outlined" component="section" aria-labelledby="delivery-times-title" sx={{ p: 2 }}>
            <Typography id="delivery-times-title" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
              {`By store, ${describeRange(range)}`}
            </Typography>
            {body}
          </Paper>
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
