import { Container, Stack, Typography } from '@instamg/shared/mui';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { ORDERS_GRID } from '@instamg/shared/grid/grid-specs';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { RemoteRoot } from '../../RemoteRoot';
import { OrderFilters } from '../components/OrderFilters';
import { ORDER_COLUMNS, type OrderRow } from '../components/order-columns';
import { ADMIN_APP_KEY } from '../../api/keys';

/** /admin/orders (SPEC §2): every order on the platform (admins read all, docs/permissions.md). */
export default function OrderListPage() {
  const { view, problems, updateView } = useGridView(ORDERS_GRID);
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" color="primary">
            Orders
          </Typography>
          <ServerDataGrid<OrderRow>
            ignoredFilters={problems}
            spec={ORDERS_GRID}
            appKey={ADMIN_APP_KEY}
            label="Orders"
            columns={ORDER_COLUMNS}
            view={view}
            onViewChange={updateView}
            emptyMessage="No orders match these filters."
            filters={<OrderFilters view={view} onViewChange={updateView} />}
          />
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
