import { useEffect, useState } from 'react';
import type { GridColDef } from '@instamg/shared/data-grid';
import { Alert, Box, Link, TextField } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import type { StoreOrderDecisionsRow } from '@instamg/shared/appwrite/rows';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORE_CLOSED_ORDERS_GRID } from '@instamg/shared/grid/grid-specs';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { parseOrderNumber } from '@instamg/shared/domain/order-number';
import { REJECT_REASONS, isRejectReason } from '@instamg/shared/domain/order-intake';
import { STORE_DECISION_MEANINGS, decisionLabel } from '@instamg/shared/domain/store-decisions';
import { CLOSED_TAB } from '@instamg/shared/domain/order-inbox';
import { storePanelKeys } from '../../api/keys';
import { storePanelHref } from '../../app/nav';
import { formatDateTime } from '../../domain/order-display';
import { StatusChip, type StatusTone } from '../../components/StatusChip';

const TONE: Record<string, StatusTone> = { delivered: 'success', cancelled: 'error', rejected: 'warning' };

/** The Closed tab's columns: an order still with the store links to its page; one that moved away cannot be opened. */
export const CLOSED_COLUMNS: GridColDef<StoreOrderDecisionsRow>[] = [
  {
    field: 'order_number',
    headerName: 'Order',
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
    headerName: 'Closed at',
    minWidth: 170,
    flex: 1,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'kind',
    headerName: 'Outcome',
    minWidth: 190,
    sortable: false,
    renderCell: ({ row }) => <StatusChip label={decisionLabel(row.kind)} tone={TONE[row.kind] ?? 'neutral'} />,
  },
  {
    field: 'reason',
    headerName: 'Reason',
    minWidth: 150,
    flex: 1,
    sortable: false,
    valueGetter: (_value: unknown, row: StoreOrderDecisionsRow) =>
      [isRejectReason(row.reason) ? REJECT_REASONS[row.reason] : null, row.note].filter(Boolean).join(': '),
  },
  { field: 'item_count', headerName: 'Items', type: 'number', minWidth: 70, sortable: false },
];

/** The order number people quote, searched on Enter or when the field is left ('img-2026-123' finds IMG-2026-000123). */
function OrderNumberSearch({ value, onSearch }: { value: string; onSearch(value: string): void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const number = parseOrderNumber(text);
  const invalid = text.trim() !== '' && number === null;
  const submit = () => {
    if (text.trim() === '') onSearch('');
    else if (number !== null && number !== value) onSearch(number);
  };
  return (
    <Box role="search" aria-label={CLOSED_TAB.searchLabel}>
      <TextField
        size="small"
        type="search"
        label={CLOSED_TAB.searchLabel}
        placeholder="IMG-2026-000123"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
        onBlur={submit}
        error={invalid}
        helperText={invalid ? CLOSED_TAB.invalidNumber : undefined}
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
  const { view, problems, updateView } = useGridView(STORE_CLOSED_ORDERS_GRID);
  const search = (value: string) =>
    updateView((current) => {
      const filters: Record<string, string> = { ...current.filters, tab: 'closed' };
      if (value) filters.number = value;
      else delete filters.number;
      return withFilters(current, { filters });
    });
  return (
    <Box role="tabpanel" aria-label={CLOSED_TAB.panelLabel}>
      {problems.length > 0 && <Alert severity="info">{CLOSED_TAB.ignored(problems)}</Alert>}
      <ServerDataGrid<StoreOrderDecisionsRow>
        spec={STORE_CLOSED_ORDERS_GRID}
        appKey={storePanelKeys.grid(STORE_CLOSED_ORDERS_GRID.id)[0]}
        label={CLOSED_TAB.panelLabel}
        columns={CLOSED_COLUMNS}
        view={{ ...view, filters: { ...view.filters, tab: 'closed', store: storeId } }}
        onViewChange={updateView}
        emptyMessage={view.filters.number ? CLOSED_TAB.noMatch : CLOSED_TAB.empty}
        filters={<OrderNumberSearch value={view.filters.number ?? ''} onSearch={search} />}
        card="columns"
      />
    </Box>
  );
}
