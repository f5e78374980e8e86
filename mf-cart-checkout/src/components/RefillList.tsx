// Account › Refills (issue 36 §3): each refill with its medicines, next run-out and reminder, and
// what its state allows (REFILL_STATE_VIEW): skip once, pause / resume, change the interval, stop,
// and "Order now", which opens the refill's order ready to pay in one tap.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@instamg/shared/router';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { FunctionError } from '@instamg/shared/appwrite/function-reply';
import {
  REFILL_REFUSAL_CODES,
  REFILL_STATE_VIEW,
  parseRefillLines,
  refillActionAllowed,
  reminderDay,
  type RefillAction,
} from '@instamg/shared/domain/refill';
import type { RefillsRow } from '@instamg/shared/appwrite/rows';
import { useMyRefills, useRefillChanged } from '../api/refills-hooks';
import { changeRefill, orderRefillNow } from '../api/refills-api';
import { intervalOptions } from '../domain/refill-form';
import { dayText, refillStateText, useRxT } from '../i18n/rx-catalogue';
import { useLocale } from '@instamg/shared/i18n';

const CHIP_COLOR = { success: 'success', neutral: 'default', muted: 'default' } as const;

/** What the last reminder said, when it was not an order ready to pay (catalogue keys). */
const OUTCOME_NOTES = { rx_needed: 'refills.outcomeRxNeeded', unavailable: 'refills.outcomeUnavailable' } as const;

/** "Order now" refused because the prescription ran out (validity or quantity): the way on is a new upload. */
const NEW_PRESCRIPTION_CODES: ReadonlySet<string> = new Set([
  REFILL_REFUSAL_CODES.prescription_expired,
  REFILL_REFUSAL_CODES.quantity_used,
  REFILL_REFUSAL_CODES.no_prescription,
]);
const asksForNewPrescription = (error: unknown): boolean =>
  error instanceof FunctionError && NEW_PRESCRIPTION_CODES.has(error.code);

function RefillCard({ refill }: { refill: RefillsRow }) {
  const t = useRxT();
  const locale = useLocale();
  const formatDay = (day: string) => dayText(locale, day);
  const navigate = useNavigate();
  const changed = useRefillChanged();
  const [dialog, setDialog] = useState<'interval' | 'stop' | null>(null);
  const [interval, setInterval] = useState(refill.interval_days);
  const change = useMutation({
    mutationFn: (args: { action: Exclude<RefillAction, 'order_now'>; interval_days?: number }) =>
      changeRefill(refill.$id, args.action, args.interval_days ? { interval_days: args.interval_days } : {}),
    onSuccess: ({ refill: updated }) => {
      setDialog(null);
      changed(updated);
    },
  });
  const orderNow = useMutation({
    mutationFn: () => orderRefillNow(refill.$id),
    onSuccess: ({ order }) => navigate(`/orders/${encodeURIComponent(order.$id)}`),
  });
  const view = REFILL_STATE_VIEW[refill.state];
  const lines = parseRefillLines(refill.lines);
  const may = (action: RefillAction) => refillActionAllowed(refill.state, action);
  const skipped = refill.skip_run_out_day === refill.run_out_day;
  const title = lines.map((l) => l.product_name).join(', ');
  const busy = change.isPending || orderNow.isPending;

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={title}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Chip size="small" label={refillStateText(t, refill.state)} color={CHIP_COLOR[view.tone]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {lines.map((l) => `${l.product_name} × ${l.quantity}`).join(' · ')}
        </Typography>
        {refill.state !== 'stopped' && (
          <Typography variant="body2">
            {t('refills.schedule', { days: refill.interval_days, day: formatDay(refill.run_out_day) })}
            {skipped
              ? t('refills.skipped')
              : t('refills.reminder', { day: formatDay(reminderDay(refill.run_out_day)) })}
          </Typography>
        )}
        {refill.last_outcome && refill.last_outcome !== 'placed' && refill.state !== 'stopped' && (
          <Alert severity="warning">
            {t(OUTCOME_NOTES[refill.last_outcome])}{' '}
            {refill.last_outcome === 'rx_needed' && (
              <RouterLink to="/upload-prescription">{t('refills.uploadPrescription')}</RouterLink>
            )}
          </Alert>
        )}
        {(change.isError || orderNow.isError) && (
          <Alert severity="error" role="alert">
            {(change.error ?? orderNow.error)?.message}{' '}
            {asksForNewPrescription(orderNow.error) && (
              <RouterLink to="/upload-prescription">{t('refills.uploadNewPrescription')}</RouterLink>
            )}
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {may('order_now') && (
            <Button variant="contained" onClick={() => orderNow.mutate()} disabled={busy}>
              {t('refills.orderNow')}
            </Button>
          )}
          {may('skip_once') && !skipped && (
            <Button variant="outlined" onClick={() => change.mutate({ action: 'skip_once' })} disabled={busy}>
              {t('refills.skipOnce')}
            </Button>
          )}
          {may('pause') && (
            <Button variant="outlined" onClick={() => change.mutate({ action: 'pause' })} disabled={busy}>
              {t('refills.pause')}
            </Button>
          )}
          {may('resume') && (
            <Button variant="outlined" onClick={() => change.mutate({ action: 'resume' })} disabled={busy}>
              {t('refills.resume')}
            </Button>
          )}
          {may('set_interval') && (
            <Button variant="text" onClick={() => setDialog('interval')} disabled={busy}>
              {t('refills.changeInterval')}
            </Button>
          )}
          {may('stop') && (
            <Button variant="text" color="error" onClick={() => setDialog('stop')} disabled={busy}>
              {t('refills.stop')}
            </Button>
          )}
          <Button variant="text" component={RouterLink} to={`/orders/${encodeURIComponent(refill.source_order_id)}`}>
            {t('refills.originalOrder')}
          </Button>
        </Stack>
      </Stack>

      <Dialog open={dialog === 'interval'} onClose={() => setDialog(null)} aria-labelledby={`interval-${refill.$id}`}>
        <DialogTitle id={`interval-${refill.$id}`}>{t('refills.howOften')}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            sx={{ mt: 1 }}
            label={t('refills.every')}
            value={interval}
            onChange={(e) => setInterval(Number(e.target.value))}
          >
            {intervalOptions(refill.prescription_days ?? null).map((n) => (
              <MenuItem key={n} value={n}>
                {t('refills.days', { days: n })}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('refills.keepDays', { days: refill.interval_days })}</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => change.mutate({ action: 'set_interval', interval_days: interval })}
          >
            {t('refills.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'stop'} onClose={() => setDialog(null)} aria-labelledby={`stop-${refill.$id}`}>
        <DialogTitle id={`stop-${refill.$id}`}>{t('refills.stopTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('refills.stopText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('refills.keep')}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => change.mutate({ action: 'stop' })}>
            {t('refills.stopRefill')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

export function RefillList() {
  const t = useRxT();
  const refills = useMyRefills();
  return (
    <Stack spacing={2}>
      {refills.isError && (
        <Alert severity="error">
          {t('refills.loadError')} {refills.error.message}
        </Alert>
      )}
      {refills.isPending && (
        <Stack spacing={1.5} role="status" aria-label={t('refills.loading')}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      )}
      {refills.data?.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('refills.empty')}</Typography>
          <Button component={RouterLink} to="/profile/orders" variant="outlined">
            {t('refills.myOrders')}
          </Button>
        </Stack>
      )}
      {!!refills.data?.length && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('refills.label')}>
          {refills.data.map((r) => (
            <RefillCard key={r.$id} refill={r} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
