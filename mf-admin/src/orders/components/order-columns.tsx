import type { GridColDef } from '@instamg/shared/data-grid';
import { Chip, Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatOrderTotal, formatPlacedAt, orderStatusLabel, paymentLabel } from '../domain/order-list';
import { orderReference } from '@instamg/shared/domain/order-number';
import type { OrdersRow, RowMeta } from '@instamg/shared/appwrite/rows';

export type OrderRow = RowMeta & Pick<OrdersRow, 'order_number' | 'status' | 'store_name' | 'total' | 'payment_status'>;

/** The /admin/orders columns; the shared grid makes only placed-at and total sortable. */
export const ORDER_COLUMNS: GridColDef<OrderRow>[] = [
  {
    field: '$id',
    headerName: 'Order',
    minWidth: 190,
    flex: 1,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={row.$id}>
        {orderReference(row)}
      </Link>
    ),
  },
  {
    field: '$createdAt',
    headerName: 'Placed at',
    minWidth: 170,
    flex: 1,
    valueFormatter: (value: string) => formatPlacedAt(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 150,
    renderCell: ({ row }) => <Chip size="small" variant="outlined" label={orderStatusLabel(row.status)} />,
  },
  { field: 'store_name', headerName: 'Store', minWidth: 180, flex: 1.2 },
  {
    field: 'total',
    headerName: 'Total (₹)',
    type: 'number',
    minWidth: 110,
    valueFormatter: (value: number) => formatOrderTotal(value),
  },
  {
    field: 'payment_status',
    headerName: 'Payment',
    minWidth: 110,
    valueFormatter: (value: string) => paymentLabel(value),
  },
];
