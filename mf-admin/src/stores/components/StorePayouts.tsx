import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GridColDef } from '@instamg/shared/data-grid';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { STORE_PAYOUTS_GRID } from '@instamg/shared/grid/grid-specs';
import type { GridView } from '@instamg/shared/grid/grid-query';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import {
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUS_TONES,
  carriedNetPaise,
  normaliseUtr,
} from '@instamg/shared/domain/settlement/payouts';
import { formatPaise } from '@instamg/shared/domain/settlement/settlement';
import { useToast } from '@instamg/shared/toast';
import { ADMIN_APP_KEY, adminKeys } from '../../api/keys';
import { recordPayoutUtr, refreshPayoutTransfer, startPayoutTransfer } from '../api/payouts';
import type { StorePayoutsRow } from '@instamg/shared/appwrite/rows';

/** While a transfer this page started is on its way, the list is read again this often (the webhook marks it paid). */
const WATCH_MS = 1500;
const WATCH_FOR_MS = 60_000;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const day = (ms: number) =>
  new Date(ms).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
const cycleLabel = (row: StorePayoutsRow) =>
  `${day(Date.parse(row.cycle_start))} – ${day(Date.parse(row.cycle_end) - 1)}`;

function RecordUtrDialog({ payout, onClose }: { payout: StorePayoutsRow; onClose(): void }) {
  const [utr, setUtr] = useState('');
  const queryClient = useQueryClient();
  const toast = useToast();
  const valid = normaliseUtr(utr) !== null;
  const save = useMutation({
    mutationFn: () => recordPayoutUtr(payout.$id, utr),
    onSuccess: async () => {
      toast(ADMIN_TOASTS.payoutUtrRecorded);
      await queryClient.invalidateQueries({ queryKey: adminKeys.grid(STORE_PAYOUTS_GRID.id) });
      onClose();
    },
    onError: (error) => toast(ADMIN_TOASTS.payoutFailed, errorText(error)),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="record-utr-title">
      <DialogTitle id="record-utr-title">Record a bank transfer</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {`${cycleLabel(payout)}: ${formatPaise(payout.net_paise)}. Use this when the payout was paid outside the payout gateway.`}
        </Typography>
        <TextField
          label="UTR"
          value={utr}
          onChange={(e) => setUtr(e.target.value)}
          helperText="12 to 22 letters or digits, as the bank shows it."
          error={utr !== '' && !valid}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!valid || save.isPending} onClick={() => save.mutate()}>
          Mark paid
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A store's payouts on /admin/stores/{storeId} (issue 18 §6): each cycle's net, status, the
 * gateway's transfer status and UTR or why it failed; "Pay out" sends a pending payout through the
 * payout gateway (Cashfree Payouts, or the local sandbox), "Check status" asks the gateway again,
 * "Record UTR" is the manual path (a bank transfer made outside the gateway).
 */
export function StorePayouts({ storeId }: { storeId: string }) {
  const { view, updateView } = useGridView(STORE_PAYOUTS_GRID);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [recording, setRecording] = useState<StorePayoutsRow | null>(null);
  const [watchUntil, setWatchUntil] = useState(0);

  useEffect(() => {
    if (watchUntil === 0) return;
    const timer = setInterval(() => {
      if (Date.now() > watchUntil) setWatchUntil(0);
      void queryClient.invalidateQueries({ queryKey: adminKeys.grid(STORE_PAYOUTS_GRID.id) });
    }, WATCH_MS);
    return () => clearInterval(timer);
  }, [watchUntil, queryClient]);

  const act = useMutation({
    mutationFn: ({ row, action }: { row: StorePayoutsRow; action: 'start' | 'refresh' }) =>
      action === 'start' ? startPayoutTransfer(row.$id) : refreshPayoutTransfer(row.$id),
    onSuccess: async (_, { action }) => {
      if (action === 'start') toast(ADMIN_TOASTS.payoutStarted);
      setWatchUntil(Date.now() + WATCH_FOR_MS);
      await queryClient.invalidateQueries({ queryKey: adminKeys.grid(STORE_PAYOUTS_GRID.id) });
    },
    onError: (error) => toast(ADMIN_TOASTS.payoutFailed, errorText(error)),
  });

  const columns = useMemo<GridColDef<StorePayoutsRow>[]>(
    () => [
      { field: 'cycle_end', headerName: 'Cycle', minWidth: 200, flex: 1.2, valueGetter: (_v, row) => cycleLabel(row) },
      {
        field: 'carried_out_paise',
        headerName: 'Carried',
        type: 'number',
        minWidth: 110,
        sortable: false,
        valueGetter: (_v, row) => carriedNetPaise(row),
        valueFormatter: (value: number) => formatPaise(value),
      },
      {
        field: 'net_paise',
        headerName: 'Net payout',
        type: 'number',
        minWidth: 120,
        sortable: false,
        valueFormatter: (value: number) => formatPaise(value),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip size="small" color={PAYOUT_STATUS_TONES[row.status]} label={PAYOUT_STATUS_LABELS[row.status]} />
        ),
      },
      {
        field: 'utr',
        headerName: 'UTR',
        minWidth: 170,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? '—',
      },
      {
        field: 'failure_reason',
        headerName: 'Gateway',
        minWidth: 220,
        flex: 1.5,
        sortable: false,
        valueGetter: (_v, row) =>
          row.failure_reason ?? (row.transfer_status ? `${row.transfer_status} (${row.transfer_id})` : '—'),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        minWidth: 250,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            {row.status === 'pending' && (
              <Button
                size="small"
                variant="contained"
                disabled={act.isPending}
                onClick={() => act.mutate({ row, action: 'start' })}
                aria-label={`Pay out ${cycleLabel(row)}`}
              >
                {row.failure_reason ? 'Retry payout' : 'Pay out'}
              </Button>
            )}
            {row.status === 'processing' && (
              <Button size="small" disabled={act.isPending} onClick={() => act.mutate({ row, action: 'refresh' })}>
                Check status
              </Button>
            )}
            {row.status === 'pending' && (
              <Button size="small" onClick={() => setRecording(row)} aria-label={`Record UTR ${cycleLabel(row)}`}>
                Record UTR
              </Button>
            )}
          </Stack>
        ),
      },
    ],
    [act],
  );
  const scoped: GridView = { ...view, filters: { ...view.filters, store: storeId } };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Payouts">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Payouts
      </Typography>
      <ServerDataGrid<StorePayoutsRow>
        spec={STORE_PAYOUTS_GRID}
        appKey={ADMIN_APP_KEY}
        label="Payouts"
        columns={columns}
        view={scoped}
        onViewChange={updateView}
        emptyMessage="No settlement cycle has closed for this store yet."
      />
      {recording && <RecordUtrDialog payout={recording} onClose={() => setRecording(null)} />}
    </Paper>
  );
}
