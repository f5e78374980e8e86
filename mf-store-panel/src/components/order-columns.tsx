import type { GridColDef } from '@instamg/shared/data-grid';
import { Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatINR } from '@instamg/shared/domain/money';
import { StatusChip } from './StatusChip';
import { storePanelHref } from '../app/nav';
import type { InboxOrder } from '../orders/api/inbox';
import { orderReference } from '@instamg/shared/domain/order-number';
import { deliveryLabel, formatDateTime, statusLabel } from '../domain/order-display';

/** The inbox grid's columns (tabs other than New); the grid sorts by placed-at and total only. */
export const INBOX_COLUMNS: GridColDef<InboxOrder>[] = [
  {
    field: '$id',
    headerName: 'Order',
    minWidth: 110,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={storePanelHref(`orders/${row.$id}`)}>
        {orderReference(row)}
      </Link>
    ),
  },
  {
    field: '$createdAt',
    headerName: 'Placed at',
    minWidth: 170,
    flex: 1,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 160,
    renderCell: ({ row }) => <StatusChip label={statusLabel(row.status)} />,
  },
  {
    field: 'delivery_mode',
    headerName: 'Delivery',
    minWidth: 130,
    flex: 1,
    valueGetter: (_value: unknown, row: InboxOrder) => deliveryLabel(row.delivery_mode, row.slot_start),
  },
  { field: 'item_count', headerName: 'Items', type: 'number', minWidth: 70 },
  {
    field: 'total',
    headerName: 'Total (₹)',
    type: 'number',
    minWidth: 110,
    valueFormatter: (value: number) => formatINR(value),
  },
];
