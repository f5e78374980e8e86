import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataGrid, type GridColDef } from '@instamg/shared/data-grid';
import { Alert, Button, Chip, Container, Link, Stack, TextField, Typography } from '@instamg/shared/mui';
import { Link as RouterLink, useSearchParams } from '@instamg/shared/router';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys } from '../../api/keys';
import { listUsers, type AdminUser } from '../api/users';

const COLUMNS: GridColDef<AdminUser>[] = [
  {
    field: 'name',
    headerName: 'Name',
    minWidth: 160,
    flex: 1,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={row.id}>
        {row.name || '(no name)'}
      </Link>
    ),
  },
  { field: 'email', headerName: 'E-mail', minWidth: 200, flex: 1.2 },
  { field: 'phone', headerName: 'Phone', minWidth: 130 },
  {
    field: 'labels',
    headerName: 'Roles',
    minWidth: 120,
    renderCell: ({ row }) =>
      row.labels.map((label) => <Chip key={label} size="small" label={label} sx={{ mr: 0.5 }} />),
  },
  {
    field: 'active',
    headerName: 'Status',
    minWidth: 100,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        color={row.active ? 'success' : 'error'}
        label={row.active ? 'Active' : 'Blocked'}
      />
    ),
  },
  { field: 'registered', headerName: 'Joined', minWidth: 110, valueFormatter: (value: string) => value.slice(0, 10) },
];

/** /admin/users (issue 19 §5): every account, 25 at a time from the server (admin-users), searchable. */
export default function UserListPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  // The cursors of the pages before this one (Previous pops one).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const page = useQuery({
    queryKey: adminKeys.users.page(search, cursor),
    queryFn: () => listUsers(search, cursor),
    placeholderData: keepPreviousData,
  });
  const applySearch = () => {
    setCursors([null]);
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Users
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} role="search" aria-label="Search users">
            <TextField
              size="small"
              label="Search name, e-mail or phone"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applySearch();
              }}
              sx={{ minWidth: 280 }}
            />
            <Button variant="outlined" onClick={applySearch}>
              Search
            </Button>
          </Stack>
          {page.isError && <Alert severity="error">{`Users could not be loaded: ${page.error.message}`}</Alert>}
          <DataGrid
            aria-label="Users"
            rows={page.data?.users ?? []}
            columns={COLUMNS}
            getRowId={(row) => row.id}
            loading={page.isFetching}
            disableColumnMenu
            disableColumnSorting
            hideFooter
            autoHeight
            localeText={{ noRowsLabel: search ? 'No user matches this search.' : 'No users yet.' }}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography data-testid="users-count" color="text.secondary">
              {page.data ? `Page ${cursors.length} · ${page.data.total.toLocaleString('en-IN')} users` : ''}
            </Typography>
            <Button disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Previous page
            </Button>
            <Button
              disabled={!page.data?.next}
              onClick={() => page.data?.next && setCursors((c) => [...c, page.data!.next])}
            >
              Next page
            </Button>
          </Stack>
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
