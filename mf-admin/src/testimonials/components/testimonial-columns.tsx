import type { GridColDef } from '@instamg/shared/data-grid';
import { Button, Chip, Stack } from '@instamg/shared/mui';
import type { TestimonialRow } from '../api/testimonials';

export interface TestimonialActions {
  onEdit(row: TestimonialRow): void;
  onSetActive(row: TestimonialRow, active: boolean): void;
  /** The row whose change is on its way (its buttons wait). */
  busyId: string | null;
}

const shown = (row: TestimonialRow) => row.is_active !== false;

/** The /admin/testimonials columns: who, where, stars, the text, shown or hidden, and the actions. */
export function testimonialColumns(actions: TestimonialActions): GridColDef<TestimonialRow>[] {
  return [
    { field: 'name', headerName: 'Name', minWidth: 140, flex: 0.8, sortable: false },
    { field: 'city', headerName: 'City', minWidth: 110, sortable: false },
    {
      field: 'rating',
      headerName: 'Rating',
      minWidth: 90,
      sortable: false,
      valueGetter: (_value, row) => `${row.rating} ★`,
    },
    { field: 'text', headerName: 'Text', minWidth: 260, flex: 2, sortable: false },
    {
      field: 'is_active',
      headerName: 'Home page',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={shown(row) ? 'success' : 'default'}
          label={shown(row) ? 'Shown' : 'Hidden'}
        />
      ),
    },
    {
      field: 'actions',
      headerName: '',
      minWidth: 190,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Button size="small" onClick={() => actions.onEdit(row)} aria-label={`Edit testimonial by ${row.name}`}>
            Edit
          </Button>
          <Button
            size="small"
            disabled={actions.busyId === row.$id}
            onClick={() => actions.onSetActive(row, !shown(row))}
            aria-label={`${shown(row) ? 'Hide' : 'Approve'} testimonial by ${row.name}`}
          >
            {shown(row) ? 'Hide' : 'Approve'}
          </Button>
        </Stack>
      ),
    },
  ];
}
