import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GridColDef } from '@instamg/shared/data-grid';
import { Button, Chip, Container, Link, MenuItem, Rating, Stack, TextField, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { useToast } from '@instamg/shared/toast';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORE_RATINGS_GRID } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import {
  MODERATION_REASON_MIN,
  RATING_TEXT_MAX,
  RATING_VISIBILITIES,
  RATING_VISIBILITY_MEANINGS,
  type RatingVisibility,
} from '@instamg/shared/domain/store-rating';
import { RemoteRoot } from '../../RemoteRoot';
import { ReasonDialog } from '../../components/ReasonDialog';
import { StoreLink } from '../../components/StoreLink';
import { ADMIN_APP_KEY, adminKeys } from '../../api/keys';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { moderateRating, type RatingRow } from '../api/ratings';

const ratedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

const stars = (label: string) => ({
  minWidth: 130,
  renderCell: ({ value }: { value?: number }) => (
    <Stack sx={{ height: '100%', justifyContent: 'center' }}>
      <Rating value={value ?? 0} readOnly size="small" aria-label={`${label}: ${value} of 5 stars`} />
    </Stack>
  ),
});

function columns(onModerate: (row: RatingRow) => void): GridColDef<RatingRow>[] {
  return [
    {
      field: 'rated_at',
      headerName: 'Rated',
      minWidth: 150,
      valueFormatter: (value: string) => ratedAt.format(new Date(value)),
    },
    {
      field: 'order_number',
      headerName: 'Order',
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/admin/orders/${row.order_id}`}>
          {row.order_number ?? row.order_id}
        </Link>
      ),
    },
    {
      field: 'store_id',
      headerName: 'Store',
      minWidth: 160,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => <StoreLink storeId={row.store_id} />,
    },
    { field: 'store_rating', headerName: 'Pharmacy', ...stars('Pharmacy') },
    { field: 'delivery_rating', headerName: 'Delivery', ...stars('Delivery') },
    {
      field: 'text',
      headerName: 'Text',
      minWidth: 220,
      flex: 2,
      sortable: false,
      renderCell: ({ row }) => (
        <Typography variant="body2" noWrap title={row.text ?? ''} sx={{ lineHeight: '52px' }}>
          {row.text ? `${row.text} — ${row.author_first_name ?? 'Customer'}` : '—'}
        </Typography>
      ),
    },
    {
      field: 'visibility',
      headerName: 'Shown',
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={RATING_VISIBILITY_MEANINGS[row.visibility].label}
          color={row.visibility === 'visible' ? 'success' : 'default'}
          title={row.moderation_reason ?? ''}
        />
      ),
    },
    {
      field: 'actions',
      headerName: '',
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color={row.visibility === 'visible' ? 'error' : 'primary'}
          onClick={() => onModerate(row)}
          aria-label={`${row.visibility === 'visible' ? 'Hide' : 'Show'} the rating of order ${row.order_number ?? row.order_id}`}
        >
          {row.visibility === 'visible' ? 'Hide' : 'Show'}
        </Button>
      ),
    },
  ];
}

function ModerateDialog({ rating, onClose }: { rating: RatingRow; onClose(): void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const hiding = rating.visibility === 'visible';
  const next: RatingVisibility = hiding ? 'hidden' : 'visible';
  return (
    <ReasonDialog
      title={hiding ? 'Hide this rating' : 'Show this rating again'}
      explanation={
        <>
          {hiding
            ? 'A hidden rating leaves the store’s average and its reviews. The customer still sees it on their order, marked hidden.'
            : 'The rating counts in the store’s average again.'}{' '}
          The reason goes into the audit log.
        </>
      }
      confirmLabel={hiding ? 'Hide rating' : 'Show rating'}
      destructive={hiding}
      minLength={MODERATION_REASON_MIN}
      maxLength={RATING_TEXT_MAX}
      onConfirm={async (reason) => {
        await moderateRating(rating.$id, next, reason);
        toast(hiding ? ADMIN_TOASTS.ratingHidden : ADMIN_TOASTS.ratingShown);
        await queryClient.invalidateQueries({ queryKey: adminKeys.grid(STORE_RATINGS_GRID.id) });
      }}
      onClose={onClose}
    >
      {rating.text && <Typography sx={{ overflowWrap: 'anywhere' }}>“{rating.text}”</Typography>}
    </ReasonDialog>
  );
}

/**
 * /admin/ratings (issue 33 §6): customers' ratings of delivered orders, newest first; an admin
 * hides one (abusive, personal or medical details, not about the order) or shows it again, with a
 * reason. Only shown ratings count in a store's average and count.
 */
export default function RatingListPage() {
  const { view, problems, updateView } = useGridView(STORE_RATINGS_GRID);
  const [moderating, setModerating] = useState<RatingRow | null>(null);
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Store ratings
          </Typography>
          <ServerDataGrid<RatingRow>
            ignoredFilters={problems}
            spec={STORE_RATINGS_GRID}
            appKey={ADMIN_APP_KEY}
            label="Store ratings"
            columns={columns(setModerating)}
            view={view}
            onViewChange={updateView}
            emptyMessage="No ratings match these filters."
            filters={
              <Stack direction="row" role="search" aria-label="Filter ratings" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <TextField
                  select
                  size="small"
                  label="Shown"
                  value={view.filters.visibility ?? ''}
                  onChange={(event) =>
                    updateView((current) => {
                      const filters = { ...current.filters };
                      if (event.target.value) filters.visibility = event.target.value;
                      else delete filters.visibility;
                      return withFilters(current, { filters });
                    })
                  }
                  sx={{ minWidth: 170 }}
                >
                  <MenuItem value="">All</MenuItem>
                  {RATING_VISIBILITIES.map((key) => (
                    <MenuItem key={key} value={key}>
                      {RATING_VISIBILITY_MEANINGS[key].label}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            }
          />
        </Stack>
      </Container>
      {moderating && <ModerateDialog rating={moderating} onClose={() => setModerating(null)} />}
    </RemoteRoot>
  );
}
