import type { GridColDef } from '@instamg/shared/data-grid';
import { Chip, Link } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import type { StoreRow } from '../api/stores';
import { licenceNeedsAttention, storeState } from '../domain/store-view';

/** The /admin/stores columns; the grid sorts by name, licence expiry or date added (STORES_GRID). */
export function storeColumns(now: Date): GridColDef<StoreRow>[] {
  return [
    {
      field: 'name',
      headerName: 'Pharmacy',
      minWidth: 220,
      flex: 1.3,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={row.$id}>
          {row.name}
        </Link>
      ),
    },
    { field: 'city', headerName: 'City', minWidth: 130, flex: 0.7 },
    {
      field: 'is_active',
      headerName: 'Status',
      minWidth: 210,
      renderCell: ({ row }) => {
        const state = storeState(row);
        return <Chip size="small" variant="outlined" color={state.color} label={state.label} />;
      },
    },
    { field: 'drug_license_number', headerName: 'Drug licence', minWidth: 200, flex: 1 },
    {
      field: 'licence_expires_on',
      headerName: 'Licence expires',
      minWidth: 150,
      renderCell: ({ row }) =>
        row.licence_expires_on ? (
          <Chip
            size="small"
            variant={licenceNeedsAttention(row.licence_expires_on, now) ? 'filled' : 'outlined'}
            color={licenceNeedsAttention(row.licence_expires_on, now) ? 'warning' : 'default'}
            label={row.licence_expires_on}
          />
        ) : (
          '—'
        ),
    },
  ];
}
