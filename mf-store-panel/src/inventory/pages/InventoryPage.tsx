import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from '@instamg/shared/router';
import { Alert, Button, MenuItem, Stack, TextField } from '@instamg/shared/mui';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { INVENTORY_GRID } from '@instamg/shared/grid/grid-specs';
import { MAX_GRID_SEARCH, type GridView } from '@instamg/shared/grid/grid-query';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { useLocale } from '@instamg/shared/i18n';
import { STORE_PANEL_APP_KEY } from '../../api/keys';
import { useReadyStore } from '../../api/current-store';
import { SectionPage } from '../../components/SectionPage';
import { can } from '../../domain/store-permissions';
import { storePanelHref } from '../../app/nav';
import { useCategories } from '../api/inventory-queries';
import { fetchInventoryProduct, type InventoryProductRow } from '../api/inventory-api';
import { inventoryColumns } from '../components/inventory-columns';
import { ProductSheet } from '../components/ProductSheet';
import { expiryBandText, useInventoryT } from '../../i18n/inventory-catalogue';

// Schedule names as the Drugs Rules print them (Latin in every language); 'none' is worded by the catalogue.
const SCHEDULES = ['none', 'H', 'H1', 'X', 'NDPS'] as const;
const SEARCH_DELAY_MS = 400;

/** /store/inventory (issue 18 §1): the store's stock, one row per product; a product's batches in a side sheet. */
export default function InventoryPage() {
  const { store } = useReadyStore();
  const t = useInventoryT();
  const locale = useLocale();
  const { view, problems, updateView } = useGridView(INVENTORY_GRID);
  const categories = useCategories();
  const [open, setOpen] = useState<InventoryProductRow | null>(null);
  const [search, setSearch] = useState(view.filters.q ?? '');
  const showPrices = can(store.role, 'inventory.price');
  const now = useMemo(() => new Date(), []);
  const columns = useMemo(() => inventoryColumns(t, locale, now, showPrices, setOpen), [t, locale, now, showPrices]);

  const setFilter = (param: string, value: string) =>
    updateView((current) => {
      const filters = { ...current.filters };
      if (value) filters[param] = value;
      else delete filters[param];
      return withFilters(current, { filters });
    });

  // `?product=<id>` (a result of the top bar's search) opens that product's sheet once.
  const { pathname, search: urlSearch } = useLocation();
  const navigate = useNavigate();
  const linkedProduct = new URLSearchParams(urlSearch).get('product');
  const closeSheet = () => {
    setOpen(null);
    if (!linkedProduct) return;
    // Closing drops the link's product, so Back or a reload does not reopen the sheet.
    const params = new URLSearchParams(urlSearch);
    params.delete('product');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  };
  useEffect(() => {
    if (!linkedProduct) return;
    let live = true;
    fetchInventoryProduct(store.storeId, linkedProduct)
      .then((row) => {
        if (live && row) setOpen(row);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [linkedProduct, store.storeId]);

  // The search box writes the URL once typing pauses.
  const written = useRef(view.filters.q ?? '');
  useEffect(() => {
    const words = search.trim();
    if (words === (view.filters.q ?? '')) return;
    const timer = setTimeout(() => {
      written.current = words.slice(0, MAX_GRID_SEARCH);
      setFilter('q', written.current);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  // A link that changes the query (the top bar's search, Back) shows in the box; what the box
  // itself wrote does not come back to overwrite what is being typed since.
  const linkedQuery = view.filters.q ?? '';
  useEffect(() => {
    if (linkedQuery === written.current) return;
    written.current = linkedQuery;
    setSearch(linkedQuery);
  }, [linkedQuery]);

  // The grid is always this store's (rows of other stores are unreadable anyway).
  const scoped: GridView = { ...view, filters: { ...view.filters, store: store.storeId } };

  const filters = (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }} role="search">
      <TextField
        size="small"
        label={t('filter.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_GRID_SEARCH } }}
        sx={{ minWidth: 220 }}
      />
      <TextField
        select
        size="small"
        label={t('filter.category')}
        value={view.filters.category ?? ''}
        onChange={(event) => setFilter('category', event.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('filter.allCategories')}</MenuItem>
        {(categories.data ?? []).map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filter.schedule')}
        value={view.filters.schedule ?? ''}
        onChange={(event) => setFilter('schedule', event.target.value)}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('filter.allSchedules')}</MenuItem>
        {SCHEDULES.map((value) => (
          <MenuItem key={value} value={value}>
            {value === 'none' ? t('filter.otc') : value}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filter.stock')}
        value={view.filters.low ?? ''}
        onChange={(event) => setFilter('low', event.target.value)}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">{t('filter.allStock')}</MenuItem>
        <MenuItem value="yes">{t('filter.low')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('filter.expiry')}
        value={view.filters.expiry ?? ''}
        onChange={(event) => setFilter('expiry', event.target.value)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('filter.anyExpiry')}</MenuItem>
        <MenuItem value="expired">{expiryBandText(t, 'expired')}</MenuItem>
        <MenuItem value="under_3_months">{expiryBandText(t, 'under_3_months')}</MenuItem>
        <MenuItem value="under_6_months">{expiryBandText(t, 'under_6_months')}</MenuItem>
      </TextField>
    </Stack>
  );

  return (
    <SectionPage title={t('page.title')}>
      {can(store.role, 'inventory.add') && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" component={RouterLink} to={storePanelHref('inventory/add')}>
            {t('page.add')}
          </Button>
        </Stack>
      )}
      {problems.length > 0 && <Alert severity="info">{t('page.ignored', { problems: problems.join('; ') })}</Alert>}
      <ServerDataGrid<InventoryProductRow>
        spec={INVENTORY_GRID}
        appKey={STORE_PANEL_APP_KEY}
        label={t('page.title')}
        columns={columns}
        view={scoped}
        onViewChange={updateView}
        emptyMessage={t('page.empty')}
        filters={filters}
        // Stacked cards on a phone, drawn from the same columns (issue 33 §4).
        card="columns"
      />
      {open && (
        <ProductSheet product={open} storeId={store.storeId} canPrice={showPrices} now={now} onClose={closeSheet} />
      )}
    </SectionPage>
  );
}
