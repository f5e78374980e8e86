import { Button, Container, MenuItem, Stack, TextField, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { CATEGORIES_GRID } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { RemoteRoot } from '../../RemoteRoot';
import { ADMIN_APP_KEY } from '../../api/keys';
import { categoryColumns, type CategoryListRow } from '../components/category-columns';

const COLUMNS = categoryColumns();

/** /admin/categories (issue 19 §4): every category in its home-page order, active or not. */
export default function CategoryListPage() {
  const { view, problems, updateView } = useGridView(CATEGORIES_GRID);
  const setActive = (value: string) =>
    updateView((current) => {
      const filters = { ...current.filters };
      if (value) filters.active = value;
      else delete filters.active;
      return withFilters(current, { filters });
    });
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h1" color="primary">
              Categories
            </Typography>
            <Button variant="contained" component={RouterLink} to="new">
              Add category
            </Button>
          </Stack>
          <ServerDataGrid<CategoryListRow>
            ignoredFilters={problems}
            spec={CATEGORIES_GRID}
            appKey={ADMIN_APP_KEY}
            label="Categories"
            columns={COLUMNS}
            view={view}
            onViewChange={updateView}
            emptyMessage="No categories match these filters."
            filters={
              <Stack direction="row" role="search" aria-label="Filter categories">
                <TextField
                  select
                  size="small"
                  label="Status"
                  value={view.filters.active ?? ''}
                  onChange={(event) => setActive(event.target.value)}
                  sx={{ minWidth: 160 }}
                >
                  <MenuItem value="">All</MenuItem>
                  <MenuItem value="yes">Active</MenuItem>
                  <MenuItem value="no">Inactive</MenuItem>
                </TextField>
              </Stack>
            }
          />
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
