import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MenuItem, Stack, TextField } from '@instamg/shared/mui';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { PHARMACISTS_GRID } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { useToast } from '@instamg/shared/toast';
import { ADMIN_APP_KEY, adminKeys } from '../../api/keys';
import { setPharmacistActive, type PharmacistRow } from '../api/prescriptions';
import { REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS } from '../domain/prescription-view';
import { PharmacistDialog } from './PharmacistDialog';
import { pharmacistColumns } from './prescription-columns';

/** Stores' registered pharmacists (PHARMACISTS_GRID) to confirm or revoke through admin-moderation. */
export function PharmacistList() {
  const { view, problems, updateView } = useGridView(PHARMACISTS_GRID);
  const [open, setOpen] = useState<PharmacistRow | null>(null);
  const columns = useMemo(() => pharmacistColumns(setOpen), []);
  const queryClient = useQueryClient();
  const toast = useToast();
  const setStatus = (value: string) =>
    updateView((current) => {
      const filters = { ...current.filters };
      if (value) filters.status = value;
      else delete filters.status;
      return withFilters(current, { filters });
    });
  return (
    <Stack spacing={2}>
      <ServerDataGrid<PharmacistRow>
        ignoredFilters={problems}
        spec={PHARMACISTS_GRID}
        appKey={ADMIN_APP_KEY}
        label="Pharmacists"
        columns={columns}
        view={view}
        onViewChange={updateView}
        emptyMessage="No pharmacists match these filters."
        filters={
          <Stack direction="row" role="search" aria-label="Filter pharmacists">
            <TextField
              select
              size="small"
              label="Status"
              value={view.filters.status ?? ''}
              onChange={(event) => setStatus(event.target.value)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">All</MenuItem>
              {REGISTRATION_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {REGISTRATION_STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        }
      />
      {open && (
        <PharmacistDialog
          registration={open}
          onClose={() => setOpen(null)}
          onDecide={async (active, text) => {
            await setPharmacistActive(open.$id, active, text);
            toast(active ? ADMIN_TOASTS.pharmacistConfirmed : ADMIN_TOASTS.pharmacistRevoked);
            await queryClient.invalidateQueries({ queryKey: adminKeys.grid(PHARMACISTS_GRID.id) });
          }}
        />
      )}
    </Stack>
  );
}
