import type { GridColDef } from '@instamg/shared/data-grid';
import { Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { customerArea } from '@instamg/shared/domain/store-customers';
import { storePanelHref } from '../../app/nav';
import type { StoreCustomersRow } from '@instamg/shared/appwrite/rows';

/** '24 Nov 2026' in India. */
export const formatDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** The customers grid: who, where, how often, when last, how much (sortable: last order, orders, spent). */
export const CUSTOMER_COLUMNS: GridColDef<StoreCustomersRow>[] = [
  {
    field: 'name',
    headerName: 'Customer',
    minWidth: 160,
    flex: 1.2,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={storePanelHref(`customers/${row.customer_id}`)}>
        {row.name}
      </Link>
    ),
  },
  {
    field: 'city',
    headerName: 'Area',
    minWidth: 140,
    flex: 1,
    sortable: false,
    valueGetter: (_value: unknown, row: StoreCustomersRow) => customerArea(row),
  },
  { field: 'order_count', headerName: 'Orders', type: 'number', minWidth: 90 },
  {
    field: 'last_order_at',
    headerName: 'Last order',
    minWidth: 130,
    valueFormatter: (value: string) => formatDay(value),
  },
  {
    field: 'total_spent_paise',
    headerName: 'Total spent',
    type: 'number',
    minWidth: 120,
    valueFormatter: (value: number) => formatPaise(value),
  },
];
