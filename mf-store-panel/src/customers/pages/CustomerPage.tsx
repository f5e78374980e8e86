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
import { useLocale } from '@instamg/shared/i18n';
import { dayText, useInsightsT } from '../../i18n/insights-catalogue';
import type { StoreCustomersRow } from '@instamg/shared/appwrite/rows';

function Summary({ customer }: { customer: StoreCustomersRow }) {
  const t = useInsightsT();
  const locale = useLocale();
  const lines: [string, string][] = [
    [t('customer.area'), customerArea(customer)],
    [t('customer.orders'), String(customer.order_count)],
    [t('customer.delivered'), String(customer.delivered_count)],
    [t('customer.cancelled'), String(customer.cancelled_count)],
    [t('customer.spent'), formatPaise(customer.total_spent_paise)],
    [t('customer.first'), dayText(locale, customer.first_order_at)],
    [t('customer.last'), dayText(locale, customer.last_order_at)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Table size="small" aria-label={t('customer.summary', { name: customer.name })} data-testid="customer-summary">
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
  const t = useInsightsT();
  const contacts = useActiveContacts(storeId, customerId, active);
  if (!active || !contacts.data || contacts.data.length === 0) return null;
  return (
    <Alert severity="info" data-testid="active-contacts">
      {contacts.data.map((c) => (
        <div key={c.orderId}>
          {t('customer.active', { reference: orderReference({ $id: c.orderId, order_number: c.orderNumber }) })}
          {c.phone ? <Link href={`tel:${c.phone}`}>{c.phone}</Link> : t('customer.noPhone')}
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
  const t = useInsightsT();
  const { customerId = '' } = useParams();
  const customer = useStoreCustomer(store.storeId, customerId);
  const { view, updateView } = useGridView(STORE_CUSTOMER_ORDERS_GRID);
  const scoped: GridView = useMemo(
    () => ({ ...view, filters: { ...view.filters, store: store.storeId, customer: customerId } }),
    [view, store.storeId, customerId],
  );
  const back = (
    <Link component={RouterLink} to={storePanelHref('customers')}>
      {t('customer.all')}
    </Link>
  );
  if (customer.isPending)
    return (
      <SectionPage title={t('customer.title')}>
        <Skeleton variant="rounded" height={240} role="progressbar" aria-label={t('customer.loading')} />
      </SectionPage>
    );
  if (customer.isError)
    return (
      <SectionPage title={t('customer.title')}>
        <Alert severity="error">{customer.error.message}</Alert>
        {back}
      </SectionPage>
    );
  if (!customer.data)
    return (
      <SectionPage title={t('customer.title')}>
        <EmptyState title={t('customer.noneTitle')} action={back}>
          {t('customer.noneText')}
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
        label={t('customer.ordersOf', { name: customer.data.name })}
        columns={INBOX_COLUMNS}
        view={scoped}
        onViewChange={updateView}
        emptyMessage={t('customer.ordersEmpty')}
      />
    </SectionPage>
  );
}
