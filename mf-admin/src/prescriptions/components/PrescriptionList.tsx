import { useMemo, useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@instamg/shared/mui';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { PRESCRIPTIONS_GRID, PRESCRIPTION_STATUSES } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { ADMIN_APP_KEY } from '../../api/keys';
import type { PrescriptionRow } from '../api/prescriptions';
import { prescriptionStatusLabel } from '../domain/prescription-view';
import { PrescriptionDialog } from './PrescriptionDialog';
import { prescriptionColumns } from './prescription-columns';

/** Every prescription (PRESCRIPTIONS_GRID): status, duplicates and upload dates in the URL; a row opens the viewer. */
export function PrescriptionList() {
  const { view, problems, updateView } = useGridView(PRESCRIPTIONS_GRID);
  const [open, setOpen] = useState<PrescriptionRow | null>(null);
  const columns = useMemo(() => prescriptionColumns(setOpen), []);
  const set = (param: string, value: string) =>
    updateView((current) => {
      const filters = { ...current.filters };
      if (value) filters[param] = value;
      else delete filters[param];
      return withFilters(current, { filters });
    });
  return (
    <Stack spacing={2}>
      <ServerDataGrid<PrescriptionRow>
        ignoredFilters={problems}
        spec={PRESCRIPTIONS_GRID}
        appKey={ADMIN_APP_KEY}
        label="Prescriptions"
        columns={columns}
        view={view}
        onViewChange={updateView}
        emptyMessage="No prescriptions match these filters."
        filters={
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
            role="search"
            aria-label="Filter prescriptions"
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
              {PRESCRIPTION_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {prescriptionStatusLabel(status)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Same file"
              value={view.filters.dup ?? ''}
              onChange={(event) => set('dup', event.target.value)}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">Every upload</MenuItem>
              <MenuItem value="yes">Uploaded more than once</MenuItem>
            </TextField>
            <TextField
              type="date"
              size="small"
              label="Uploaded from"
              value={view.filters.from ?? ''}
              onChange={(event) => set('from', event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: view.filters.to } }}
            />
            <TextField
              type="date"
              size="small"
              label="Uploaded to"
              value={view.filters.to ?? ''}
              onChange={(event) => set('to', event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: view.filters.from } }}
            />
            {Object.keys(view.filters).length > 0 && (
              <Button onClick={() => updateView((current) => withFilters(current, { filters: {} }))}>
                Clear filters
              </Button>
            )}
          </Stack>
        }
      />
      {open && <PrescriptionDialog prescription={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
