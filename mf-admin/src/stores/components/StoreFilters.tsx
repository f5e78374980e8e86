import { useEffect, useState } from 'react';
import { Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@instamg/shared/mui';
import type { GridView } from '@instamg/shared/grid/grid-query';
import { withFilters } from '@instamg/shared/grid/grid-url';
import type { GridViewChange } from '@instamg/shared/grid/use-grid-view';
import { expiringByDay } from '@instamg/shared/domain/store-admin';

interface StoreFiltersProps {
  view: GridView;
  onViewChange(change: GridViewChange): void;
  now: Date;
}

/** Typing waits this long before the list asks again. */
const TYPING_PAUSE_MS = 400;

export const STORE_STATUS_FILTERS = [
  { value: 'live', label: 'Live' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'open', label: 'Live: open' },
  { value: 'busy', label: 'Live: busy' },
  { value: 'paused', label: 'Live: paused' },
] as const;

/** A text filter that writes the URL once typing pauses. */
function TypedFilter(props: { label: string; value: string; onChange(value: string): void; type?: string }) {
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  const { onChange } = props;
  useEffect(() => {
    if (text.trim() === props.value) return;
    const timer = setTimeout(() => onChange(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, props.value, onChange]);
  return (
    <TextField
      size="small"
      type={props.type}
      label={props.label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim());
      }}
      sx={{ minWidth: 180 }}
    />
  );
}

/** Name search, city, status and "licence expiring in 30 days"; each change starts at page 1. */
export function StoreFilters({ view, onViewChange, now }: StoreFiltersProps) {
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
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, flexWrap: 'wrap' }}
      role="search"
      aria-label="Filter stores"
    >
      <TypedFilter type="search" label="Search by name" value={view.filters.q ?? ''} onChange={(v) => set('q', v)} />
      <TypedFilter label="City" value={view.filters.city ?? ''} onChange={(v) => set('city', v)} />
      <TextField
        select
        size="small"
        label="Status"
        value={view.filters.status ?? ''}
        onChange={(event) => set('status', event.target.value)}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">All</MenuItem>
        {STORE_STATUS_FILTERS.map((status) => (
          <MenuItem key={status.value} value={status.value}>
            {status.label}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={Boolean(view.filters.licence_by)}
            onChange={(event) => set('licence_by', event.target.checked ? expiringByDay(now) : '')}
          />
        }
        label="Licence expiring in 30 days"
      />
      {hasFilters && (
        <Button onClick={() => onViewChange((current) => withFilters(current, { filters: {} }))}>Clear filters</Button>
      )}
    </Stack>
  );
}
