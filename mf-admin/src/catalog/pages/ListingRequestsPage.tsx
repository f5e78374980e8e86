import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GridColDef } from '@instamg/shared/data-grid';
import { Button, Chip, Container, Link, MenuItem, Stack, TextField, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { useToast } from '@instamg/shared/toast';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { LISTING_REQUESTS_GRID } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { RemoteRoot } from '../../RemoteRoot';
import { ReasonDialog } from '../../components/ReasonDialog';
import { StoreLink } from '../../components/StoreLink';
import { ADMIN_APP_KEY, adminKeys } from '../../api/keys';
import { declineListingRequest, type ListingRequestRow } from '../api/products';
import { CatalogTabs } from '../components/CatalogTabs';

const STATUS_LABELS: Record<ListingRequestRow['status'], string> = {
  open: 'Open',
  listed: 'Listed',
  declined: 'Declined',
};

const requestedAt = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

function columns(onDecline: (row: ListingRequestRow) => void): GridColDef<ListingRequestRow>[] {
  return [
    {
      field: '$createdAt',
      headerName: 'Requested',
      minWidth: 150,
      valueFormatter: (value: string) => requestedAt.format(new Date(value)),
    },
    { field: 'product_name', headerName: 'Product', minWidth: 180, flex: 1.2 },
    { field: 'manufacturer', headerName: 'Manufacturer', minWidth: 140, flex: 1 },
    { field: 'pack_size', headerName: 'Pack size', minWidth: 120 },
    {
      field: 'store_id',
      headerName: 'Store',
      minWidth: 150,
      flex: 1,
      renderCell: ({ row }) => <StoreLink storeId={row.store_id} />,
    },
    { field: 'note', headerName: 'Note', minWidth: 140, flex: 1 },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={STATUS_LABELS[row.status]}
          color={row.status === 'open' ? 'warning' : row.status === 'listed' ? 'success' : 'default'}
        />
      ),
    },
    {
      field: 'actions',
      headerName: '',
      minWidth: 190,
      renderCell: ({ row }) =>
        row.status === 'open' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              variant="contained"
              component={RouterLink}
              to={`/admin/inventory/add?request=${row.$id}`}
            >
              Approve
            </Button>
            <Button size="small" color="error" onClick={() => onDecline(row)}>
              Decline
            </Button>
          </Stack>
        ) : row.status === 'listed' && row.product_id ? (
          <Link component={RouterLink} to={`/admin/inventory/edit/${row.product_id}`}>
            Open product
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary" noWrap title={row.decline_reason ?? ''}>
            {row.decline_reason ?? ''}
          </Typography>
        ),
    },
  ];
}

function DeclineDialog({ request, onClose }: { request: ListingRequestRow; onClose(): void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return (
    <ReasonDialog
      title={`Decline ${request.product_name}`}
      explanation="The store sees this reason in its inbox and on its add-stock page."
      confirmLabel="Decline request"
      destructive
      minLength={3}
      maxLength={500}
      onConfirm={async (reason) => {
        await declineListingRequest(request.$id, reason);
        toast(ADMIN_TOASTS.listingDeclined);
        await queryClient.invalidateQueries({ queryKey: adminKeys.grid(LISTING_REQUESTS_GRID.id) });
      }}
      onClose={onClose}
    />
  );
}

/**
 * /admin/inventory/requests (issue 19 §3): stores' requests for products the catalogue lacks.
 * Approve opens the product editor prefilled from the request; saving it creates the product and
 * marks the request listed. Decline asks for a reason. Without a status in the URL, open ones show.
 */
export default function ListingRequestsPage() {
  const { view, problems, updateView } = useGridView(LISTING_REQUESTS_GRID);
  const [declining, setDeclining] = useState<ListingRequestRow | null>(null);
  const status = view.filters.status ?? 'open';
  const shown = { ...view, filters: { ...view.filters, status } };
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Catalogue
          </Typography>
          <CatalogTabs current={1} />
          <ServerDataGrid<ListingRequestRow>
            ignoredFilters={problems}
            spec={LISTING_REQUESTS_GRID}
            appKey={ADMIN_APP_KEY}
            label="Listing requests"
            columns={columns(setDeclining)}
            view={shown}
            onViewChange={updateView}
            emptyMessage={status === 'open' ? 'No open listing requests.' : 'No listing requests match this filter.'}
            filters={
              <TextField
                select
                size="small"
                label="Status"
                value={status}
                onChange={(event) =>
                  updateView((current) =>
                    withFilters(current, { filters: { ...current.filters, status: event.target.value } }),
                  )
                }
                sx={{ minWidth: 150 }}
              >
                {(Object.keys(STATUS_LABELS) as ListingRequestRow['status'][]).map((key) => (
                  <MenuItem key={key} value={key}>
                    {STATUS_LABELS[key]}
                  </MenuItem>
                ))}
              </TextField>
            }
          />
        </Stack>
      </Container>
      {declining && <DeclineDialog request={declining} onClose={() => setDeclining(null)} />}
    </RemoteRoot>
  );
}
