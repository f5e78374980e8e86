import { Container, MenuItem, Stack, TextField, Typography } from '@instamg/shared/mui';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORE_APPLICATIONS_GRID } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@instamg/shared/domain/partner/application';
import { RemoteRoot } from '../../RemoteRoot';
import { APPLICATION_COLUMNS, type ApplicationRow } from '../components/application-columns';
import { ADMIN_APP_KEY } from '../../api/keys';

/** /admin/store-applications (SPEC §2, issue 17 §2): every partner application, filtered by status. */
export default function StoreApplicationListPage() {
  const { view, problems, updateView } = useGridView(STORE_APPLICATIONS_GRID);
  const setStatus = (status: string) =>
    updateView((current) => withFilters(current, { filters: status ? { status } : {} }));
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Store applications
          </Typography>
          <ServerDataGrid<ApplicationRow>
            ignoredFilters={problems}
            spec={STORE_APPLICATIONS_GRID}
            appKey={ADMIN_APP_KEY}
            label="Store applications"
            columns={APPLICATION_COLUMNS}
            view={view}
            onViewChange={updateView}
            emptyMessage="No applications match this filter."
            filters={
              <TextField
                select
                size="small"
                label="Status"
                value={view.filters.status ?? ''}
                onChange={(event) => setStatus(event.target.value)}
                sx={{ minWidth: 220 }}
                role="search"
              >
                <MenuItem value="">All statuses</MenuItem>
                {APPLICATION_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {APPLICATION_STATUS_LABELS[status]}
                  </MenuItem>
                ))}
              </TextField>
            }
          />
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
