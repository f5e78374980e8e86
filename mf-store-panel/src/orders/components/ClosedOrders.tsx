import { useEffect, useMemo, useState } from 'react';
import type { GridColDef } from '@instamg/shared/data-grid';
import { Alert, Box, Link, TextField } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import type { StoreOrderDecisionsRow } from '@instamg/shared/appwrite/rows';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORE_CLOSED_ORDERS_GRID } from '@instamg/shared/grid/grid-specs';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { parseOrderNumber } from '@instamg/shared/domain/order-number';
import { isRejectReason } from '@instamg/shared/domain/order-intake';
import { STORE_DECISION_MEANINGS } from '@instamg/shared/domain/store-decisions';
import { CLOSED_TAB } from '@instamg/shared/domain/order-inbox';
import { useLocale, type Locale } from '@instamg/shared/i18n';
import { storePanelKeys } from '../../api/keys';
import { storePanelHref } from '../../app/nav';
import { StatusChip, type StatusTone } from '../../components/StatusChip';
import { dateTimeText, emptyTabText, rejectReasonText, usePanelT, type PanelT } from '../../i18n/catalogue';
import { decisionText, useOrderT, type OrderT } from '../../i18n/order-catalogue';

const TONE: Record<string, StatusTone> = { delivered: 'success', cancelled: 'error', rejected: 'warning' };

/** The Closed tab's columns: an order still with the store links to its page; one that moved away cannot be opened. */
export const closedColumns = (t: OrderT, panelT: PanelT, locale: Locale): GridColDef<StoreOrderDecisionsRow>[] => [
  {
    field: 'order_number',
    headerName: t('closed.order'),
    minWidth: 150,
    sortable: false,
    renderCell: ({ row }) => {
      const reference = row.order_number || `#${row.order_id.slice(-6).toUpperCase()}`;
      return STORE_DECISION_MEANINGS[row.kind].orderStaysWithStore ? (
        <Link component={RouterLink} to={storePanelHref(`orders/${row.order_id}`)}>
          {reference}
        </Link>
      ) : (
        reference
      );
    },
  },
  {
    field: 'decided_at',
    headerName: t('closed.at'),
    minWidth: 170,
    flex: 1,
    valueFormatter: (value: string) => dateTimeText(locale, value),
  },
  {
    field: 'kind',
    headerName: t('closed.outcome'),
    minWidth: 190,
    sortable: false,
    renderCell: ({ row }) => <StatusChip label={decisionText(t, row.kind)} tone={TONE[row.kind] ?? 'neutral'} />,
  },
  {
    field: 'reason',
    headerName: t('closed.reason'),
    minWidth: 150,
    flex: 1,
    sortable: false,
    valueGetter: (_value: unknown, row: StoreOrderDecisionsRow) =>
      [isRejectReason(row.reason) ? rejectReasonText(panelT, row.reason) : null, row.note].filter(Boolean).join(': '),
  },
  { field: 'item_count', headerName: t('closed.items'), type: 'number', minWidth: 70, sortable: false },
];

/** The order number people quote, searched on Enter or when the field is left ('img-2026-123' finds IMG-2026-000123). */
function OrderNumberSearch({ value, onSearch }: { value: string; onSearch(value: string): void }) {
  const t = useOrderT();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const number = parseOrderNumber(text);
  const invalid = text.trim() !== '' && number === null;
  const submit = () => {
    if (text.trim() === '') onSearch('');
    else if (number !== null && number !== value) onSearch(number);
  };
  return (
    <Box role="search" aria-label={t('closed.search')}>
      <TextField
        size="small"
        type="search"
        label={t('closed.search')}
        placeholder={t('closed.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
        onBlur={submit}
        error={invalid}
        helperText={invalid ? t('closed.invalid') : undefined}
        sx={{ minWidth: 220 }}
      />
    </Box>
  );
}

/**
 * The inbox's Closed tab (issue 33): the orders this store is done with, newest first, from its
 * own store_order_decisions rows (the team's read permission; `store` keeps a member of several
 * stores to the one shown). The tab lives in the URL as the grid's `tab=closed` preset.
 */
export function ClosedOrders({ storeId }: { storeId: string }) {
  const t = useOrderT();
  const panelT = usePanelT();
  const locale = useLocale();
  const columns = useMemo(() => closedColumns(t, panelT, locale), [t, panelT, locale]);
  const { view, problems, updateView } = useGridView(STORE_CLOSED_ORDERS_GRID);
  const search = (value: string) =>
    updateView((current) => {
      const filters: Record<string, string> = { ...current.filters, tab: 'closed' };
      if (value) filters.number = value;
      else delete filters.number;
      return withFilters(current, { filters });
    });
  return (
    <Box role="tabpanel" aria-label={t('closed.panel')}>
      {problems.length > 0 && <Alert severity="info">{t('closed.ignored', { problems: problems.join('; ') })}</Alert>}
      <ServerDataGrid<StoreOrderDecisionsRow>
        spec={STORE_CLOSED_ORDERS_GRID}
        appKey={storePanelKeys.grid(STORE_CLOSED_ORDERS_GRID.id)[0]}
        label={t('closed.panel')}
        columns={columns}
        view={{ ...view, filters: { ...view.filters, tab: 'closed', store: storeId } }}
        onViewChange={updateView}
        emptyMessage={view.filters.number ? t('closed.noMatch') : emptyTabText(panelT, CLOSED_TAB.value)}
        filters={<OrderNumberSearch value={view.filters.number ?? ''} onSearch={search} />}
        card="columns"
      />
    </Box>
  );
}
