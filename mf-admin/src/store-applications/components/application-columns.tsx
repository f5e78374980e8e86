import type { GridColDef } from '@instamg/shared/data-grid';
import { Chip, Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { APPLICATION_STATUS_LABELS } from '@instamg/shared/domain/partner/application';
import { waitingFor } from '../domain/application-review';
import type { RowMeta, StoreApplicationsRow } from '@instamg/shared/appwrite/rows';

export type ApplicationRow = RowMeta &
  Pick<StoreApplicationsRow, 'status' | 'trade_name' | 'legal_name' | 'city' | 'gstin' | 'submitted_at'>;

/** The /admin/store-applications columns; the shared grid sorts by start date only. */
export const APPLICATION_COLUMNS: GridColDef<ApplicationRow>[] = [
  {
    field: 'trade_name',
    headerName: 'Pharmacy',
    minWidth: 200,
    flex: 1.2,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={row.$id}>
        {row.trade_name || row.legal_name || 'Untitled draft'}
      </Link>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 170,
    renderCell: ({ row }) => (
      <Chip size="small" variant="outlined" label={APPLICATION_STATUS_LABELS[row.status] ?? row.status} />
    ),
  },
  { field: 'city', headerName: 'City', minWidth: 130, flex: 0.8 },
  { field: 'gstin', headerName: 'GSTIN', minWidth: 170 },
  {
    field: 'submitted_at',
    headerName: 'Waiting',
    minWidth: 110,
    sortable: false,
    valueGetter: (_value, row) => waitingFor(row.submitted_at, new Date()),
  },
];
