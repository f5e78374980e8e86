import { useMemo, useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@instamg/shared/mui';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORE_CUSTOMERS_GRID } from '@instamg/shared/grid/grid-specs';
import type { GridView } from '@instamg/shared/grid/grid-query';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { STORE_PANEL_APP_KEY } from '../../api/keys';
import { useReadyStore } from '../../api/current-store';
import { SectionPage } from '../../components/SectionPage';
import type { StoreCustomersRow } from '@instamg/shared/appwrite/rows';
import { customerColumns } from '../components/customer-columns';
import { useLocale } from '@instamg/shared/i18n';
import { useInsightsT } from '../../i18n/insights-catalogue';

/**
 * /store/customers (issue 18 §3): the people who ordered from this store — name, area, orders,
 * last order, total spent — from the store_customers rows the order functions keep; search by
 * name; a name opens the customer's orders here. Owner, admin and manager (the route's permission;
 * the rows refuse staff and other stores too). No phone here: it is on an active order only.
 */
export default function CustomersPage() {
  const { store } = useReadyStore();
  const t = useInsightsT();
  const locale = useLocale();
  const columns = useMemo(() => customerColumns(t, locale), [t, locale]);
  const { view, problems, updateView } = useGridView(STORE_CUSTOMERS_GRID);
  const [text, setText] = useState(view.filters.q ?? '');
  const scoped: GridView = useMemo(
    () => ({ ...view, filters: { ...view.filters, store: store.storeId } }),
    [view, store.storeId],
  );
  const setSearch = (q: string) =>
    updateView((current) => {
      const filters = { ...current.filters };
      if (q.trim()) filters.q = q.trim();
      else delete filters.q;
      return withFilters(current, { filters });
    });

  return (
    <SectionPage title={t('customers.title')}>
      <Typography color="text.secondary">{t('customers.intro')}</Typography>
      {problems.length > 0 && (
        <Alert severity="info">{t('customers.ignored', { problems: problems.join('; ') })}</Alert>
      )}
      <ServerDataGrid<StoreCustomersRow>
        spec={STORE_CUSTOMERS_GRID}
        appKey={STORE_PANEL_APP_KEY}
        label={t('customers.title')}
        columns={columns}
        view={scoped}
        onViewChange={updateView}
        emptyMessage={view.filters.q ? t('customers.noMatch') : t('customers.none')}
        filters={
          <Stack
            component="form"
            direction="row"
            spacing={1}
            role="search"
            aria-label={t('customers.search')}
            onSubmit={(event) => {
              event.preventDefault();
              setSearch(text);
            }}
          >
            <TextField
              size="small"
              label={t('customers.searchName')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
            <Button type="submit" variant="outlined">
              {t('customers.find')}
            </Button>
          </Stack>
        }
      />
    </SectionPage>
  );
}
