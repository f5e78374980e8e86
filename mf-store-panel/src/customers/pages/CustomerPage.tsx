import { useMemo } from 'react';
import { Link as RouterLink, useParams } from '@instamg/shared/router';
import { Alert, Link, Paper, Skeleton, Table, TableBody, TableCell, TableRow, Typography } from '@instamg/shared/mui';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORE_CUSTOMER_ORDERS_GRID } from '@instamg/shared/grid/grid-specs';
import type { GridView } from '@instamg/shared/grid/grid-query';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { customerArea } from '@instamg/shared/domain/store-customers';
import { orderReference } from '@instamg/shared/domain/order-number';
import { STORE_PANEL_APP_KEY } from '../../api/keys';
import { useReadyStore } from '../../api/current-store';
import { storePanelHref } from '../../app/nav';
import { EmptyState } from '../../components/EmptyState';
import { SectionPage } from '../../components/SectionPage';
import type { InboxOrder } from '../../orders/api/inbox';
import { INBOX_COLUMNS } from '../../components/order-columns';
import { useActiveContacts, useStoreCustomer } from '../api/customers';
import { formatDay } from '../components/customer-columns';
import type { StoreCustomersRow } from '@instamg/shared/appwrite/rows';

function Summary({ customer }: { customer: StoreCustomersRow }) {
  const lines: [string, string][] = [
    ['Area', customerArea(customer)],
    ['Orders', String(customer.order_count)],
    ['Delivered', String(customer.delivered_count)],
    ['Cancelled or refunded', String(customer.cancelled_count)],
    ['Total spent', formatPaise(customer.total_spent_paise)],
    ['First order', formatDay(customer.first_order_at)],
    ['Last order', formatDay(customer.last_order_at)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Table size="small" aria-label={`${customer.name} at your store`} data-testid="customer-summary">
        <TableBody>
          {lines.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function ActivePhones({ storeId, customerId, active }: { storeId: string; customerId: string; active: boolean }) {
  const contacts = useActiveContacts(storeId, customerId, active);
  if (!active || !contacts.data || contacts.data.length === 0) return null;
  return (
    <Alert severity="info" data-testid="active-contacts">
      {contacts.data.map((c) => (
        <div key={c.orderId}>
          {`Order ${orderReference({ $id: c.orderId, order_number: c.orderNumber })} is active: `}
          {c.phone ? <Link href={`tel:${c.phone}`}>{c.phone}</Link> : 'no phone number given'}
        </div>
      ))}
    </Alert>
  );
}

/**
 * /store/customers/:customerId (issue 18 §3): one customer's figures at this store and their
 * orders here (the shared grid over the orders the team can read); the phone only of an active order.
 */
export default function CustomerPage() {
  const { store } = useReadyStore();
  const { customerId = '' } = useParams();
  const customer = useStoreCustomer(store.storeId, customerId);
  const { view, updateView } = useGridView(STORE_CUSTOMER_ORDERS_GRID);
  const scoped: GridView = useMemo(
    () => ({ ...view, filters: { ...view.filters, store: store.storeId, customer: customerId } }),
    [view, store.storeId, customerId],
  );
  const back = (
    <Link component={RouterLink} to={storePanelHref('customers')}>
      All customers
    </Link>
  );
  if (customer.isPending)
    return (
      <SectionPage title="Customer">
        <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading customer" />
      </SectionPage>
    );
  if (customer.isError)
    return (
      <SectionPage title="Customer">
        <Alert severity="error">{customer.error.message}</Alert>
        {back}
      </SectionPage>
    );
  if (!customer.data)
    return (
      <SectionPage title="Customer">
        <EmptyState title="No orders from this customer" action={back}>
          This person has not ordered from your store, or their orders moved to another store.
        </EmptyState>
      </SectionPage>
    );
  return (
    <SectionPage title={customer.data.name}>
      <Typography>{back}</Typography>
      <Summary customer={customer.data} />
      <ActivePhones storeId={store.storeId} customerId={customerId} active={customer.data.active_count > 0} />
      <ServerDataGrid<InboxOrder>
        spec={STORE_CUSTOMER_ORDERS_GRID}
        appKey={STORE_PANEL_APP_KEY}
        label={`Orders of ${customer.data.name}`}
        columns={INBOX_COLUMNS}
        view={scoped}
        onViewChange={updateView}
        emptyMessage="No orders of this customer at your store."
      />
    </SectionPage>
  );
}
