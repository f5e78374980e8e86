import { useEffect, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@instamg/shared/mui';
import type { GridView } from '@instamg/shared/grid/grid-query';
import { withFilters } from '@instamg/shared/grid/grid-url';
import type { GridViewChange } from '@instamg/shared/grid/use-grid-view';
import { PRODUCT_SCHEDULES, SCHEDULE_LABELS } from '@instamg/shared/domain/catalog/product';
import type { CategoryOption } from '../api/products';

interface ProductFiltersProps {
  view: GridView;
  onViewChange(change: GridViewChange): void;
  categories: CategoryOption[];
}

/** Search (brand, salt, manufacturer), category, schedule and listed/unlisted; each change starts at page 1. */
export function ProductFilters({ view, onViewChange, categories }: ProductFiltersProps) {
  const set = (param: string, value: string) =>
    onViewChange((current) => {
      const filters = { ...current.filters };
      if (value.trim()) filters[param] = value.trim();
      else delete filters[param];
      return withFilters(current, { filters });
    });
  // The search is applied on Enter or when the box loses focus, not on every key.
  const [search, setSearch] = useState(view.filters.q ?? '');
  useEffect(() => setSearch(view.filters.q ?? ''), [view.filters.q]);
  const applySearch = () => {
    if (search.trim() !== (view.filters.q ?? '')) set('q', search);
  };
  const hasFilters = Object.keys(view.filters).length > 0;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}
      role="search"
      aria-label="Filter products"
    >
      <TextField
        size="small"
        label="Search brand, salt or manufacturer"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onBlur={applySearch}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applySearch();
        }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        size="small"
        label="Category"
        value={view.filters.category ?? ''}
        onChange={(event) => set('category', event.target.value)}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">All categories</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Schedule"
        value={view.filters.schedule ?? ''}
        onChange={(event) => set('schedule', event.target.value)}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">All schedules</MenuItem>
        {PRODUCT_SCHEDULES.map((schedule) => (
          <MenuItem key={schedule} value={schedule}>
            {SCHEDULE_LABELS[schedule]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Listing"
        value={view.filters.active ?? ''}
        onChange={(event) => set('active', event.target.value)}
        sx={{ minWidth: 130 }}
      >
        <MenuItem value="">All</MenuItem>
        <MenuItem value="yes">Listed</MenuItem>
        <MenuItem value="no">Unlisted</MenuItem>
      </TextField>
      {hasFilters && (
        <Button onClick={() => onViewChange((current) => withFilters(current, { filters: {} }))}>Clear filters</Button>
      )}
    </Stack>
  );
}
