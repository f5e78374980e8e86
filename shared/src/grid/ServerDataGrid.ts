/**
 * The panels' one server-side grid: MUI X Data Grid (community) over an Appwrite table, read with
 * the caller's session (row security applies). Filters, the one sort column and the page live in
 * the URL (useGridView); pages are cursor-based (grid-query.ts), so it works past Appwrite's
 * 5,000-row count cap; "Export CSV" has the export-csv function write the whole filtered view.
 * Community limits shape it (research/supply-side.md §D): one sort column, at most 100 rows a
 * page, filters in the page's own filter bar rather than the grid's column menu.
 *
 * Written with createElement because the package exports map (`./*` → `./src/*.ts`) only
 * resolves `.ts` files.
 */
import { createElement as h, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataGrid, type GridColDef, type GridSortModel } from '@instamg/shared/data-grid';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  LinearProgress,
  MenuItem,
  Select,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@instamg/shared/mui';
import { getAppwrite } from '../appwrite/client';
import type { RowMeta } from '../appwrite/rows';
import { downloadExport, exportStatus, fetchGridPage, startExport } from './grid-data';
import { GRID_PAGE_SIZES, formatRowCount, type GridPageSize, type GridSpec, type GridView } from './grid-query';
import { nextPage, previousPage, withFilters } from './grid-url';
import type { GridViewChange } from './use-grid-view';
import { saveCsv } from '../download';
import { istToday, systemClock } from '../domain/india-time';

/** Placeholder cards while a phone waits for the first page: more than a phone screen shows. */
const FIRST_PAGE_PLACEHOLDERS = 6;
/** About a columns card's height: padding and title, then one line per column (capped). */
const placeholderCardHeight = (columns: number): number => 48 + 21 * Math.min(Math.max(columns, 1), 8);

/** How often the browser asks whether an export is ready, and for how long at most. */
const EXPORT_POLL_MS = 1000;
const EXPORT_GIVE_UP_MS = 6 * 60_000;

export const GRID_TEXTS = {
  loadFailed: 'Could not load the list. Check your connection and try again.',
  pageGone: 'This page of the list no longer exists (its first row was removed).',
  retry: 'Try again',
  loading: (label: string) => `Loading ${label}`,
  firstPage: 'Back to the first page',
  previous: 'Previous page',
  next: 'Next page',
  rowsPerPage: 'Rows per page',
  export: 'Export CSV',
  exporting: 'Preparing CSV…',
  exportFailed: 'The export failed. Please try again.',
  exportReady: (rows: string) => `CSV downloaded (${rows}).`,
  ignoredFilters: (problems: readonly string[]) => `Some filters in the link were ignored: ${problems.join('; ')}.`,
} as const;

export interface ServerDataGridProps<Row extends RowMeta> {
  spec: GridSpec;
  /** The owning app; every React Query key starts with it (STYLE.md "Panels"). */
  appKey: string;
  columns: readonly GridColDef<Row>[];
  view: GridView;
  /** Applies a change to the newest view (useGridView's updateView). */
  onViewChange(change: GridViewChange): void;
  /** Accessible name of the grid, e.g. "Orders". */
  label: string;
  /** Shown when the view has no rows. */
  emptyMessage: string;
  /** The page's filter bar, shown above the grid beside Export. */
  filters?: ReactNode;
  /** What the link asked for that the spec refused (useGridView's `problems`), said above the grid. */
  ignoredFilters?: readonly string[];
  /**
   * A row as a stacked card, shown instead of the grid below the md breakpoint (issue 33 §4: a
   * phone reads cards, not a table scrolled sideways). Filters, paging and export stay the same.
   */
  card?: ((row: Row) => ReactNode) | 'columns';
}

/**
 * A row as a card drawn from the grid's own columns: the first column (the row's name or number,
 * often its link) as the title, every other as "Header: value" beneath, through the same
 * valueGetter / valueFormatter / renderCell the grid uses, so the card and the grid agree.
 */
export function columnsCard<Row extends RowMeta>(columns: readonly GridColDef<Row>[], row: Row): ReactNode {
  const cell = (column: GridColDef<Row>): ReactNode => {
    const record = row as unknown as Record<string, unknown>;
    const getter = column.valueGetter as ((...args: unknown[]) => unknown) | undefined;
    const value = getter ? getter(record[column.field], row, column, undefined) : record[column.field];
    const formatter = column.valueFormatter as ((...args: unknown[]) => unknown) | undefined;
    const formatted = formatter ? formatter(value, row, column, undefined) : value;
    if (column.renderCell)
      return column.renderCell({ row, value, formattedValue: formatted, field: column.field, id: row.$id } as never);
    return formatted === null || formatted === undefined || formatted === '' ? '—' : String(formatted);
  };
  const [title, ...rest] = columns;
  return h(
    Stack,
    { spacing: 0.5 },
    title ? h(Box, { sx: { fontWeight: 600, overflowWrap: 'anywhere' } }, cell(title)) : null,
    h(
      'dl',
      {
        style: { display: 'grid', gridTemplateColumns: 'minmax(88px, auto) 1fr', gap: '4px 12px', margin: 0 },
      },
      rest.flatMap((column) => [
        h(
          'dt',
          { key: `${column.field}-k`, style: { margin: 0 } },
          h(Box, { sx: { typography: 'body2', color: 'text.secondary' } }, column.headerName ?? column.field),
        ),
        h(
          'dd',
          { key: `${column.field}-v`, style: { margin: 0, minWidth: 0 } },
          h(Box, { sx: { typography: 'body2', overflowWrap: 'anywhere' } }, cell(column)),
        ),
      ]),
    ),
  );
}

type ExportState = { state: 'idle' } | { state: 'running' } | { state: 'done'; note: string } | { state: 'failed' };

/** Runs an export to its end: start, poll the execution, download the file it names. */
async function runExport(spec: GridSpec, view: GridView): Promise<number> {
  const { client, functions, storage } = getAppwrite();
  const executionId = await startExport(functions, spec, view);
  const giveUpAt = Date.now() + EXPORT_GIVE_UP_MS;
  while (Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, EXPORT_POLL_MS));
    const status = await exportStatus(functions, executionId);
    if (status.state === 'failed') throw new Error('export failed');
    if (status.state === 'ready') {
      const bytes = await downloadExport(client, storage, status.fileId);
      saveCsv(bytes, `${spec.id}-${istToday(systemClock())}.csv`);
      // Lines less the header and the final line end.
      return new TextDecoder().decode(bytes).split('\r\n').length - 2;
    }
  }
  throw new Error('export timed out');
}

function isCursorGone(error: unknown): boolean {
  return (error as { type?: string } | null)?.type === 'general_cursor_not_found';
}

export function ServerDataGrid<Row extends RowMeta>(props: ServerDataGridProps<Row>) {
  const { spec, appKey, view, onViewChange } = props;
  const [exporting, setExporting] = useState<ExportState>({ state: 'idle' });
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const asCards = Boolean(props.card) && isPhone;
  const page = useQuery({
    queryKey: [appKey, 'grid', spec.id, view],
    queryFn: () => fetchGridPage<Row>(getAppwrite().tablesDB, spec, view),
    // The previous page stays on screen (dimmed by the loading bar) while the next one loads.
    placeholderData: keepPreviousData,
  });

  // Only the grid's sortable columns sort, one at a time; clearing the sort returns to the default.
  const columns = props.columns.map((column) => ({ ...column, sortable: spec.sortable.includes(column.field) }));
  const sortModel: GridSortModel = [{ field: view.sort.field, sort: view.sort.direction }];
  const onSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    onViewChange((current) =>
      withFilters(current, { sort: first?.sort ? { field: first.field, direction: first.sort } : spec.defaultSort }),
    );
  };

  const rows = page.data?.rows ?? [];
  const firstRow = (view.page - 1) * view.pageSize + 1;
  const range =
    rows.length > 0
      ? `${firstRow.toLocaleString('en-IN')}–${(firstRow + rows.length - 1).toLocaleString('en-IN')}`
      : '0';
  const countText = page.data ? `Rows ${range} of ${formatRowCount(page.data.total)}` : '';

  const onExport = () => {
    setExporting({ state: 'running' });
    runExport(spec, view).then(
      (count) => setExporting({ state: 'done', note: GRID_TEXTS.exportReady(`${count.toLocaleString('en-IN')} rows`) }),
      () => setExporting({ state: 'failed' }),
    );
  };

  const toolbar = h(
    Stack,
    {
      direction: { xs: 'column', sm: 'row' },
      spacing: 1.5,
      sx: { mb: 1.5, alignItems: { xs: 'stretch', sm: 'center' } },
    },
    h(Box, { sx: { flex: 1, minWidth: 0 } }, props.filters),
    h(
      Button,
      {
        variant: 'outlined',
        onClick: onExport,
        disabled: exporting.state === 'running',
        startIcon: exporting.state === 'running' ? h(CircularProgress, { size: 16 }) : undefined,
      },
      exporting.state === 'running' ? GRID_TEXTS.exporting : GRID_TEXTS.export,
    ),
  );

  const exportNote =
    exporting.state === 'failed'
      ? h(
          Alert,
          { severity: 'error', sx: { mb: 1.5 }, onClose: () => setExporting({ state: 'idle' }) },
          GRID_TEXTS.exportFailed,
        )
      : exporting.state === 'done'
        ? h(Typography, { role: 'status', variant: 'body2', color: 'text.secondary', sx: { mb: 1 } }, exporting.note)
        : null;

  const error = page.isError
    ? h(
        Alert,
        {
          severity: 'error',
          sx: { mb: 1.5 },
          action: isCursorGone(page.error)
            ? h(
                Button,
                { color: 'inherit', size: 'small', onClick: () => onViewChange((current) => withFilters(current, {})) },
                GRID_TEXTS.firstPage,
              )
            : h(Button, { color: 'inherit', size: 'small', onClick: () => void page.refetch() }, GRID_TEXTS.retry),
        },
        isCursorGone(page.error) ? GRID_TEXTS.pageGone : GRID_TEXTS.loadFailed,
      )
    : null;

  const cards = () =>
    h(
      Box,
      { 'aria-label': props.label, role: 'region', ...{ 'data-testid': 'grid-cards' } },
      page.isFetching ? h(LinearProgress, { 'aria-label': GRID_TEXTS.loading(props.label), sx: { mb: 1 } }) : null,
      // The first page: card-sized placeholders a phone screen tall, so the cards arriving do not
      // push the pager and the page below them into view and out again (issue 34: CLS 0.07–0.08).
      page.isPending
        ? h(
            'ul',
            { 'aria-hidden': true, style: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } },
            Array.from({ length: FIRST_PAGE_PLACEHOLDERS }, (_, i) =>
              h('li', { key: i }, h(Skeleton, { variant: 'rounded', height: placeholderCardHeight(columns.length) })),
            ),
          )
        : rows.length === 0 && !page.isFetching && !page.isError
          ? h(Typography, { color: 'text.secondary', sx: { py: 3, textAlign: 'center' } }, props.emptyMessage)
          : h(
              'ul',
              { style: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } },
              (page.isError ? [] : rows).map((row) =>
                h(
                  'li',
                  { key: row.$id, 'data-testid': 'grid-card' },
                  h(
                    Box,
                    { sx: { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' } },
                    props.card === 'columns' ? columnsCard(columns, row) : props.card!(row),
                  ),
                ),
              ),
            ),
    );

  const grid = asCards
    ? cards()
    : h(DataGrid<Row>, {
        'aria-label': props.label,
        rows: page.isError ? [] : rows,
        columns,
        getRowId: (row: Row) => row.$id,
        loading: page.isFetching,
        sortingMode: 'server',
        sortModel,
        onSortModelChange,
        disableColumnFilter: true,
        disableRowSelectionOnClick: true,
        disableColumnSelector: true,
        hideFooter: true,
        density: 'compact',
        slotProps: {
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          // MUI X's progress bar has no name: screen readers would announce a bare "progress bar".
          baseLinearProgress: { 'aria-label': GRID_TEXTS.loading(props.label) },
        },
        localeText: { noRowsLabel: page.isError ? '' : props.emptyMessage },
        sx: { minHeight: 240 },
      });

  const hasPrevious = page.data?.hasPrevious ?? view.page > 1;
  const hasNext = page.data?.hasNext ?? false;
  const pager = h(
    Stack,
    {
      direction: 'row',
      spacing: 1,
      useFlexGap: true,
      sx: { mt: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' },
    },
    h(
      Typography,
      { variant: 'body2', color: 'text.secondary', sx: { mr: 'auto' }, ...{ 'data-testid': 'grid-row-count' } },
      countText,
    ),
    h(
      Select<GridPageSize>,
      {
        size: 'small',
        value: view.pageSize,
        inputProps: { 'aria-label': GRID_TEXTS.rowsPerPage },
        onChange: (event) =>
          onViewChange((current) => withFilters(current, { pageSize: Number(event.target.value) as GridPageSize })),
      },
      GRID_PAGE_SIZES.map((size) => h(MenuItem, { key: size, value: size }, `${size} a page`)),
    ),
    h(
      Button,
      {
        size: 'small',
        disabled: !hasPrevious || page.isFetching || rows.length === 0,
        onClick: () => onViewChange((current) => previousPage(current, rows[0]!.$id)),
      },
      GRID_TEXTS.previous,
    ),
    h(Typography, { variant: 'body2', 'aria-live': 'polite' }, `Page ${view.page}`),
    h(
      Button,
      {
        size: 'small',
        disabled: !hasNext || page.isFetching,
        onClick: () => onViewChange((current) => nextPage(current, rows[rows.length - 1]!.$id)),
      },
      GRID_TEXTS.next,
    ),
  );

  const ignored =
    props.ignoredFilters && props.ignoredFilters.length > 0
      ? h(Alert, { severity: 'info', sx: { mb: 1.5 } }, GRID_TEXTS.ignoredFilters(props.ignoredFilters))
      : null;

  return h(
    Box,
    { sx: { width: '100%', minWidth: 0 }, ...{ 'data-grid-id': spec.id } },
    ignored,
    toolbar,
    exportNote,
    error,
    grid,
    pager,
  );
}
