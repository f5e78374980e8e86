import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GridColDef } from '@instamg/shared/data-grid';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { RECONCILIATION_GRID } from '@instamg/shared/grid/grid-specs';
import type { GridView } from '@instamg/shared/grid/grid-query';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView, type GridViewChange } from '@instamg/shared/grid/use-grid-view';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import {
  RECONCILIATION_KINDS,
  RECONCILIATION_KIND_LABELS,
  type ReconciliationKind,
} from '@instamg/shared/domain/settlement/reconciliation';
import { formatDay } from '@instamg/shared/domain/india-time';
import { useToast } from '@instamg/shared/toast';
import type { ReconciliationExceptionsRow } from '@instamg/shared/appwrite/rows';
import { ADMIN_APP_KEY, adminKeys } from '../../api/keys';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { resolveException, runReconciliation } from '../api/reconciliation';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function ResolveDialog({ row, onClose }: { row: ReconciliationExceptionsRow; onClose(): void }) {
  const [note, setNote] = useState('');
  const queryClient = useQueryClient();
  const toast = useToast();
  const valid = note.trim().length >= 3 && note.trim().length <= 500;
  const save = useMutation({
    mutationFn: () => resolveException(row.$id, note.trim()),
    onSuccess: async () => {
      toast(ADMIN_TOASTS.exceptionResolved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.grid(RECONCILIATION_GRID.id) });
      onClose();
    },
    onError: (error) => toast(ADMIN_TOASTS.exceptionResolveFailed, errorText(error)),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="resolve-exception-title" fullWidth maxWidth="sm">
      <DialogTitle id="resolve-exception-title">Resolve exception</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{row.note}</Typography>
        <TextField
          label="What was done"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          helperText="For example: refunded the second capture at the gateway (3 to 500 characters)."
          error={note !== '' && !valid}
          multiline
          minRows={2}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!valid || save.isPending} onClick={() => save.mutate()}>
          Mark resolved
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ExceptionFilters({ view, onViewChange }: { view: GridView; onViewChange(change: GridViewChange): void }) {
  const set = (param: string, value: string) =>
    onViewChange((current) => {
      const filters = { ...current.filters };
      if (value) filters[param] = value;
      else delete filters[param];
      return withFilters(current, { filters });
    });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label="Status"
        value={view.filters.exception_status ?? ''}
        onChange={(e) => set('exception_status', e.target.value)}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">All</MenuItem>
        <MenuItem value="open">Open</MenuItem>
        <MenuItem value="resolved">Resolved</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Kind"
        value={view.filters.exception_kind ?? ''}
        onChange={(e) => set('exception_kind', e.target.value)}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="">All kinds</MenuItem>
        {RECONCILIATION_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {RECONCILIATION_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/**
 * The reconciliation section of /admin/analytics (issue 31 §3): every difference reconcile-payments
 * found between the gateway's settlement report, our books and the store payouts, with the order
 * (or payout), what our books expected and what happened. An admin resolves one by saying what was
 * done; "Check yesterday again" reruns the day (idempotent: nothing is listed twice).
 */
export function ReconciliationExceptions() {
  const { view, updateView } = useGridView(RECONCILIATION_GRID);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [resolving, setResolving] = useState<ReconciliationExceptionsRow | null>(null);
  const rerun = useMutation({
    mutationFn: () => runReconciliation(),
    onSuccess: async (result) => {
      const day = result.days[0];
      toast(
        ADMIN_TOASTS.reconciliationChecked,
        day ? `${formatDay(day.day)}: ${day.found} difference(s), ${day.opened} new.` : undefined,
      );
      await queryClient.invalidateQueries({ queryKey: adminKeys.grid(RECONCILIATION_GRID.id) });
    },
    onError: (error) => toast(ADMIN_TOASTS.reconciliationFailed, errorText(error)),
  });

  const columns = useMemo<GridColDef<ReconciliationExceptionsRow>[]>(
    () => [
      { field: 'day', headerName: 'Day', width: 120, valueFormatter: (v: string) => formatDay(v) },
      {
        field: 'kind',
        headerName: 'Difference',
        minWidth: 230,
        flex: 1.2,
        sortable: false,
        valueFormatter: (v: ReconciliationKind) => RECONCILIATION_KIND_LABELS[v] ?? v,
      },
      {
        field: 'order_id',
        headerName: 'Order / payout',
        minWidth: 190,
        sortable: false,
        renderCell: ({ row }) =>
          row.order_id ? (
            <Link component={RouterLink} to={`/admin/orders/${row.order_id}`}>
              {row.order_id}
            </Link>
          ) : row.store_id ? (
            <Link component={RouterLink} to={`/admin/stores/${row.store_id}`}>
              {row.ref}
            </Link>
          ) : (
            row.ref
          ),
      },
      {
        field: 'expected_paise',
        headerName: 'Our books',
        type: 'number',
        width: 120,
        sortable: false,
        valueFormatter: (v: number) => formatPaise(v),
      },
      {
        field: 'actual_paise',
        headerName: 'Gateway / paid',
        type: 'number',
        width: 130,
        sortable: false,
        valueFormatter: (v: number) => formatPaise(v),
      },
      { field: 'note', headerName: 'Detail', minWidth: 260, flex: 2, sortable: false },
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 190,
        sortable: false,
        renderCell: ({ row }) =>
          row.status === 'open' ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
              <Chip size="small" color="warning" label="Open" />
              <Button size="small" onClick={() => setResolving(row)} aria-label={`Resolve ${row.ref}`}>
                Resolve
              </Button>
            </Stack>
          ) : (
            <Chip size="small" color="success" label="Resolved" title={row.resolution_note ?? undefined} />
          ),
      },
    ],
    [],
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="reconciliation-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2" id="reconciliation-title">
          Reconciliation
        </Typography>
        <Button size="small" disabled={rerun.isPending} onClick={() => rerun.mutate()}>
          {rerun.isPending ? 'Checking…' : 'Check yesterday again'}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every night the payment gateway&apos;s settlement report, our books and the store payouts are compared for the
        day before (India time). Each difference is listed here until an admin resolves it.
      </Typography>
      <ServerDataGrid<ReconciliationExceptionsRow>
        spec={RECONCILIATION_GRID}
        appKey={ADMIN_APP_KEY}
        label="Reconciliation exceptions"
        columns={columns}
        view={view}
        onViewChange={updateView}
        emptyMessage="No differences: the gateway, our books and the payouts agree."
        filters={<ExceptionFilters view={view} onViewChange={updateView} />}
      />
      {resolving && <ResolveDialog row={resolving} onClose={() => setResolving(null)} />}
    </Paper>
  );
}
