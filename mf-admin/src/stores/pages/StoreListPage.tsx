import { useMemo } from 'react';
import { Button, Container, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORES_GRID } from '@instamg/shared/grid/grid-specs';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { RemoteRoot } from '../../RemoteRoot';
import type { StoreRow } from '../api/stores';
import { StoreFilters } from '../components/StoreFilters';
import { storeColumns } from '../components/store-columns';
import { ADMIN_APP_KEY } from '../../api/keys';

/** /admin/stores (SPEC §2, issue 17 §3): every partner store, searchable and filtered in the URL. */
export default function StoreListPage() {
  const { view, problems, updateView } = useGridView(STORES_GRID);
  const now = useMemo(() => new Date(), []);
  const columns = useMemo(() => storeColumns(now), [now]);
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h1" color="primary">
              Stores
            </Typography>
            <Button variant="contained" component={RouterLink} to="add">
              Add store
            </Button>
          </Stack>
          <ServerDataGrid<StoreRow>
            ignoredFilters={problems}
            spec={STORES_GRID}
            appKey={ADMIN_APP_KEY}
            label="Stores"
            columns={columns}
            view={view}
            onViewChange={updateView}
            emptyMessage="No stores match these filters."
            filters={<StoreFilters view={view} onViewChange={updateView} now={now} />}
          />
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
