import type { GridColDef } from '@instamg/shared/data-grid';
import { Box, Chip, Link, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import type { PharmacistRow, PrescriptionRow } from '../api/prescriptions';
import { StoreLink } from '../../components/StoreLink';
import {
  duplicateFlag,
  formatIst,
  prescriptionStatusColor,
  prescriptionStatusLabel,
  registrationState,
  registrationText,
} from '../domain/prescription-view';

/** The /admin/prescriptions columns; `onOpen` shows the viewer. */
export function prescriptionColumns(onOpen: (row: PrescriptionRow) => void): GridColDef<PrescriptionRow>[] {
  return [
    {
      field: '$createdAt',
      headerName: 'Uploaded',
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) => (
        <Link
          component="button"
          type="button"
          onClick={() => onOpen(row)}
          // The name starts with what the link shows (WCAG 2.5.3, label in name).
          aria-label={`${formatIst(row.$createdAt)}: view prescription ${row.$id}`}
        >
          {formatIst(row.$createdAt)}
        </Link>
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip size="small" color={prescriptionStatusColor(row.status)} label={prescriptionStatusLabel(row.status)} />
      ),
    },
    {
      field: 'store_id',
      headerName: 'Store',
      minWidth: 180,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => <StoreLink storeId={row.store_id} />,
    },
    {
      field: 'pharmacist_name',
      headerName: 'Pharmacist',
      minWidth: 220,
      flex: 1.3,
      sortable: false,
      renderCell: ({ row }) =>
        row.pharmacist_name ? (
          <Stack sx={{ py: 0.5, lineHeight: 1.2 }}>
            <span>{row.pharmacist_name}</span>
            <Typography variant="caption" color="text.secondary">
              {registrationText(row.pharmacy_council, row.registration_number)}
            </Typography>
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      field: 'verified_at',
      headerName: 'Decided',
      minWidth: 170,
      renderCell: ({ row }) => formatIst(row.verified_at),
    },
    {
      field: 'duplicate_count',
      headerName: 'Same file',
      minWidth: 190,
      sortable: false,
      renderCell: ({ row }) => {
        const flag = duplicateFlag(row.duplicate_count);
        return flag ? (
          <Chip size="small" color="warning" variant="outlined" label={flag} />
        ) : (
          <Box component="span">—</Box>
        );
      },
    },
    {
      field: 'order_id',
      headerName: 'Last order',
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.order_id ? (
          <Link component={RouterLink} to={`/admin/orders/${row.order_id}`}>
            {row.order_id}
          </Link>
        ) : (
          '—'
        ),
    },
  ];
}

/** The pharmacists tab's columns; `onReview` opens confirm / revoke. */
export function pharmacistColumns(onReview: (row: PharmacistRow) => void): GridColDef<PharmacistRow>[] {
  return [
    { field: 'name', headerName: 'Pharmacist', minWidth: 180, flex: 1, sortable: false },
    {
      field: 'store_id',
      headerName: 'Store',
      minWidth: 180,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => <StoreLink storeId={row.store_id} />,
    },
    { field: 'pharmacy_council', headerName: 'Council', minWidth: 180, flex: 1, sortable: false },
    { field: 'registration_number', headerName: 'Registration number', minWidth: 160, sortable: false },
    {
      field: 'confirmed_at',
      headerName: 'Confirmed',
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => formatIst(row.confirmed_at),
    },
    {
      field: 'is_active',
      headerName: 'Status',
      minWidth: 190,
      sortable: false,
      renderCell: ({ row }) => {
        const state = registrationState(row);
        const color = state.status === 'confirmed' ? 'success' : state.status === 'pending' ? 'warning' : 'error';
        return <Chip size="small" variant="outlined" color={color} label={state.label} />;
      },
    },
    {
      field: 'actions',
      headerName: '',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => onReview(row)} aria-label={`Review ${row.name}`}>
          Review
        </Link>
      ),
    },
  ];
}
