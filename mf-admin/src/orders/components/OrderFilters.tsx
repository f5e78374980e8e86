import { useEffect, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@instamg/shared/mui';
import { parseOrderNumber } from '@instamg/shared/domain/order-number';
import type { GridView } from '@instamg/shared/grid/grid-query';
import { withFilters } from '@instamg/shared/grid/grid-url';
import type { GridViewChange } from '@instamg/shared/grid/use-grid-view';
import { ORDER_QUEUES, ORDER_STATUSES, orderStatusLabel } from '../domain/order-list';

interface OrderFiltersProps {
  view: GridView;
  onViewChange(change: GridViewChange): void;
}

/**
 * The order number people quote, searched on Enter or when the field is left: any case, leading
 * zeros optional ('img-2026-123' finds IMG-2026-000123). Not an order number: said under the field.
 */
function OrderNumberSearch({ value, onSearch }: { value: string; onSearch(value: string): void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const number = parseOrderNumber(text);
  const invalid = text.trim() !== '' && number === null;
  const submit = () => {
    if (text.trim() === '') onSearch('');
    else if (number !== null && number !== value) onSearch(number);
  };
  return (
    <TextField
      size="small"
      type="search"
      label="Order number"
      placeholder="IMG-2026-000123"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') submit();
      }}
      onBlur={submit}
      error={invalid}
      helperText={invalid ? 'An order number reads like IMG-2026-000123.' : undefined}
      sx={{ minWidth: 200 }}
    />
  );
}

/** Order number, status, queue and placed-on dates; each change starts the list again at page 1. */
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
      <OrderNumberSearch value={view.filters.number ?? ''} onSearch={(value) => set('number', value)} />
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
