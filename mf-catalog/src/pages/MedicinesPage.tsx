import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@instamg/shared/router';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Skeleton,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@instamg/shared/mui';
import type { Store } from '@instamg/shared/domain/store';
import { ErrorState } from '../components/ErrorState';
import { sortLabel, useListT } from '../i18n/list-catalogue';
import { useCatalogT } from '../i18n/catalogue';
import { ProductCard } from '../components/ProductCard';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { useSelectedStore } from '@instamg/shared/api/selected-store';
import { HydrationSection, useDocumentTitle, useSsrHints } from '@instamg/shared/ssr';
import { useCategories, useMedicinePage } from '../api/queries';
import {
  DOSAGE_FORMS,
  SORTS,
  activeFilterCount,
  listStateToSearch,
  parseListState,
  withCursor,
  withFilters,
  withoutFilters,
  type ListState,
  type RxFilter,
  type SortOrder,
} from '../domain/medicine-list';
import { categoryTitle } from '../domain/seo';

function PriceRange({
  state,
  onApply,
}: {
  state: ListState;
  onApply: (min: number | null, max: number | null) => void;
}) {
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  // Follow the URL (Back/Forward) rather than keeping stale typed values.
  useEffect(() => setMin(state.minPrice?.toString() ?? ''), [state.minPrice]);
  useEffect(() => setMax(state.maxPrice?.toString() ?? ''), [state.maxPrice]);
  const toAmount = (text: string) => (text.trim() === '' ? null : Number(text));
  const minValue = toAmount(min);
  const maxValue = toAmount(max);
  const invalid = [minValue, maxValue].some((v) => v !== null && (!Number.isFinite(v) || v < 0));
  const t = useListT();
  return (
    <Box
      component="form"
      aria-label={t('list.priceRange')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onApply(minValue, maxValue);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={t('list.min')}
        type="number"
        value={min}
        onChange={(e) => setMin(e.target.value)}
        slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        sx={{ width: 100 }}
        error={invalid}
      />
      <TextField
        size="small"
        label={t('list.max')}
        type="number"
        value={max}
        onChange={(e) => setMax(e.target.value)}
        slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        sx={{ width: 100 }}
        error={invalid}
        helperText={invalid ? t('list.amountInvalid') : undefined}
      />
      <Button type="submit" variant="outlined" disabled={invalid}>
        {t('list.apply')}
      </Button>
    </Box>
  );
}

type ChangeList = (change: Parameters<typeof withFilters>[1]) => void;

/** Prescription, form, price and stock filters: inline on wide screens, in the sheet on phones. */
function FilterControls({ state, store, change }: { state: ListState; store: Store | null; change: ChangeList }) {
  const t = useListT();
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state.rx}
        onChange={(_, value: RxFilter | null) => value && change({ rx: value })}
        aria-label={t('list.prescription')}
      >
        <ToggleButton value="any">{t('list.rxAny')}</ToggleButton>
        <ToggleButton value="otc">{t('list.rxOtc')}</ToggleButton>
        <ToggleButton value="rx">{t('list.rxNeeded')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('list.form')}
        value={state.form ?? ''}
        onChange={(e) => change({ form: e.target.value === '' ? null : e.target.value })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('list.anyForm')}</MenuItem>
        {DOSAGE_FORMS.map((form) => (
          <MenuItem key={form} value={form}>
            {form}
          </MenuItem>
        ))}
      </TextField>
      <PriceRange state={state} onApply={(minPrice, maxPrice) => change({ minPrice, maxPrice })} />
      <FormControlLabel
        control={
          <Switch
            checked={state.inStock}
            onChange={(e) => change({ inStock: e.target.checked })}
            disabled={!store && !state.inStock}
          />
        }
        label={store ? t('list.inStockAt', { store: store.name }) : t('list.inStockMine')}
      />
    </>
  );
}

function SortSelect({
  state,
  change,
  fullWidth = false,
}: {
  state: ListState;
  change: ChangeList;
  fullWidth?: boolean;
}) {
  const t = useListT();
  return (
    <TextField
      select
      size="small"
      label={t('list.sortBy')}
      value={state.sort}
      onChange={(e) => change({ sort: e.target.value as SortOrder })}
      fullWidth={fullWidth}
      sx={{ minWidth: 180 }}
    >
      {SORTS.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {sortLabel(t, sort)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function MedicinesPage() {
  const [params, setParams] = useSearchParams();
  const { state, problems } = useMemo(() => parseListState(params), [params]);
  const { store } = useSelectedStore();
  const categories = useCategories();
  const category = state.category ? categories.data?.find((c) => c.slug === state.category) : undefined;
  const unknownCategory = state.category !== null && categories.data !== undefined && category === undefined;
  useDocumentTitle(category ? categoryTitle(category) : null);
  const page = useMedicinePage(
    state,
    category?.id ?? null,
    store?.id ?? null,
    categories.isSuccess && !unknownCategory,
  );

  // Every change is a new history entry, so Back returns to the previous list.
  const go = (next: ListState) => setParams(new URLSearchParams(listStateToSearch(next)));
  // From the address bar, not this render: the router commits a navigation in a transition, so a
  // menu opened right after one change can still hold the previous state and would drop that change.
  const change: ChangeList = (c) =>
    go(withFilters(parseListState(new URLSearchParams(window.location.search)).state, c));

  const theme = useTheme();
  // Server-rendered, hydration starts from the server's guess (SsrHints); the real query applies right after.
  const phone = useMediaQuery(theme.breakpoints.down('md'), { defaultMatches: useSsrHints().mobile });
  const [sheetOpen, setSheetOpen] = useState(false);
  const filterCount = activeFilterCount(state);
  const t = useListT();
  const catalogT = useCatalogT();

  const title = category?.name ?? t('list.allMedicines');
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {category && <Typography color="text.secondary">{category.description}</Typography>}

      {/* Sections hydrate in their own slices (issue 21): the category chips, the filters, each card. */}
      <HydrationSection>
        <Box component="nav" aria-label={t('list.categories')}>
          {categories.isPending && <Skeleton variant="rounded" height={32} />}
          {categories.isError && (
            <ErrorState
              what={t('list.whatCategories')}
              error={categories.error}
              onRetry={() => void categories.refetch()}
            />
          )}
          {categories.data && (
            <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 1 }}>
              <Chip
                label={t('list.allCategories')}
                color={state.category === null ? 'primary' : 'default'}
                onClick={() => change({ category: null })}
                aria-pressed={state.category === null}
              />
              {categories.data.map((c) => (
                <Chip
                  key={c.id}
                  label={c.name}
                  color={state.category === c.slug ? 'primary' : 'default'}
                  onClick={() => change({ category: c.slug })}
                  aria-pressed={state.category === c.slug}
                />
              ))}
            </Stack>
          )}
        </Box>
      </HydrationSection>

      <HydrationSection>
        {phone ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<TuneOutlined />}
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
              sx={{ flexShrink: 0 }}
            >
              {filterCount > 0 ? t('list.filtersCount', { count: String(filterCount) }) : t('list.filters')}
            </Button>
            <SortSelect state={state} change={change} fullWidth />
          </Stack>
        ) : (
          <Stack
            direction="row"
            spacing={2}
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            role="group"
            aria-label={t('list.filtersAndSorting')}
            useFlexGap
          >
            <FilterControls state={state} store={store} change={change} />
            <SortSelect state={state} change={change} />
          </Stack>
        )}
      </HydrationSection>
      {phone && (
        // A bottom sheet, as on other pharmacy apps: the list stays one tap away on a small screen.
        <Dialog
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          fullWidth
          aria-labelledby="medicine-filters-title"
          sx={{ '& .MuiDialog-container': { alignItems: 'flex-end' } }}
          slotProps={{ paper: { sx: { m: 0, width: '100%', maxWidth: '100%', borderRadius: '16px 16px 0 0' } } }}
        >
          <DialogTitle id="medicine-filters-title">{t('list.filters')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }} role="group" aria-label={t('list.filters')} useFlexGap>
              <FilterControls state={state} store={store} change={change} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => go(withoutFilters(state))} disabled={filterCount === 0}>
              {t('list.clearAll')}
            </Button>
            <Button variant="contained" onClick={() => setSheetOpen(false)}>
              {/* The count only once it is this list's: the previous list's total stays on screen while the next loads. */}
              {page.data?.total != null && !page.isPlaceholderData
                ? t('list.show', { count: page.data.total })
                : t('list.showMedicines')}
            </Button>
          </DialogActions>
        </Dialog>
      )}

      {problems.length > 0 && <Alert severity="info">{t('list.problems', { problems: problems.join('; ') })}</Alert>}
      {unknownCategory && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => change({ category: null })}>
              {t('list.showAll')}
            </Button>
          }
        >
          {t('list.unknownCategory', { category: state.category ?? '' })}
        </Alert>
      )}
      {state.inStock && !store && <Alert severity="info">{t('list.chooseLocation')}</Alert>}
      {state.sort === 'discount' && (
        <Typography variant="caption" color="text.secondary">
          {t('list.discountNote')}
        </Typography>
      )}

      {page.isPending && !unknownCategory && <ProductGridSkeleton />}
      {page.isError && (
        <ErrorState what={t('list.whatMedicines')} error={page.error} onRetry={() => void page.refetch()} />
      )}
      {page.data && (
        <>
          {page.data.total !== null && (
            <Typography variant="body2" color="text.secondary" data-testid="result-count">
              {catalogT('search.count', { count: page.data.total })}
            </Typography>
          )}
          {page.data.rows.length === 0 ? (
            <Alert severity="info">{t('list.noMatch')}</Alert>
          ) : (
            <Box
              sx={{ opacity: page.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={page.isPlaceholderData}
              data-testid="medicine-list"
            >
              <ProductGrid label={title}>
                {page.data.rows.map((product) => (
                  <li key={product.id}>
                    <HydrationSection>
                      <ProductCard product={product} offers={page.data.offers} store={store} />
                    </HydrationSection>
                  </li>
                ))}
              </ProductGrid>
            </Box>
          )}
          <Stack
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'center' }}
            component="nav"
            aria-label={t('list.pages')}
          >
            <Button
              disabled={!page.data.hasPrevious || page.data.rows.length === 0 || page.isPlaceholderData}
              onClick={() => go(withCursor(state, { direction: 'before', id: page.data.rows[0]!.id }))}
            >
              {t('list.previous')}
            </Button>
            <Button
              disabled={!page.data.hasNext || page.data.rows.length === 0 || page.isPlaceholderData}
              onClick={() =>
                go(withCursor(state, { direction: 'after', id: page.data.rows[page.data.rows.length - 1]!.id }))
              }
            >
              {t('list.next')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
