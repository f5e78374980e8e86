import { Button, MenuItem, Stack, TextField } from '@instamg/shared/mui';
import type { GridView } from '@instamg/shared/grid/grid-query';
import { withFilters } from '@instamg/shared/grid/grid-url';
import type { GridViewChange } from '@instamg/shared/grid/use-grid-view';
import { ORDER_QUEUES, ORDER_STATUSES, orderStatusLabel } from '../domain/order-list';

interface OrderFiltersProps {
  view: GridView;
  onViewChange(change: GridViewChange): void;
}

/** Status and placed-on dates; each change starts the list again at page 1. */
export function OrderFilters({ view, onViewChange }: OrderFiltersProps) {
  const set = (param: string, value: string) =>
    onViewChange((current) => {
      const filters = { ...current.filters };
      if (value) filters[param] = value;
      else delete filters[param];
      return withFilters(current, { filters });
    });
  const hasFilters = Object.keys(view.filters).length > 0;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      role="search"
      aria-label="Filter orders"
    >
      <TextField
        select
        size="small"
        label="Status"
        value={view.filters.status ?? ''}
        onChange={(event) => set('status', event.target.value)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">All statuses</MenuItem>
        {ORDER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {orderStatusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Queue"
        value={view.filters.queue ?? ''}
        onChange={(event) => set('queue', event.target.value)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">Every order</MenuItem>
        {ORDER_QUEUES.map((queue) => (
          <MenuItem key={queue.value} value={queue.value}>
            {queue.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label="Placed from"
        value={view.filters.from ?? ''}
        onChange={(event) => set('from', event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: view.filters.to } }}
      />
      <TextField
        type="date"
        size="small"
        label="Placed to"
        value={view.filters.to ?? ''}
        onChange={(event) => set('to', event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: view.filters.from } }}
      />
      {hasFilters && (
        <Button onClick={() => onViewChange((current) => withFilters(current, { filters: {} }))}>Clear filters</Button>
      )}
    </Stack>
  );
}
