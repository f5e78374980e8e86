import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { useToast } from '@instamg/shared/toast';
import {
  RATE_KINDS,
  RATE_LABELS,
  checkRate,
  formatRate,
  istToday,
  rateAt,
  type RateKind,
  type RateRow,
} from '@instamg/shared/domain/platform-settings';
import { adminKeys } from '../../api/keys';
import { addRate, fetchRates, removeRate } from '../api/settings';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** Each rate's history (newest first) with the one in effect today, and a form for a new one. */
export function RatesPanel() {
  const rates = useQuery({ queryKey: adminKeys.settings.rates(), queryFn: fetchRates });
  if (rates.isPending) return <CircularProgress aria-label="Loading rates" />;
  if (rates.isError) return <Alert severity="error">Rates could not be loaded. Reload the page to try again.</Alert>;
  const now = new Date();
  return (
    <Stack spacing={3}>
      <NewRateForm />
      {RATE_KINDS.map((kind) => {
        const current = rateAt(rates.data, kind, now);
        const history = rates.data.filter((rate) => rate.kind === kind);
        return (
          <Paper key={kind} variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid={`rates-${kind}`}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {RATE_LABELS[kind]}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1.5 }} data-testid="rate-now">
              {current
                ? `Now ${formatRate(current.rate_bps)} (since ${day(current.effective_from)})`
                : 'No rate in effect'}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={`${RATE_LABELS[kind]} history`}>
              {history.map((rate) => (
                <RateLine key={rate.$id} rate={rate} current={rate.$id === current?.$id} now={now} />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}

function RateLine({ rate, current, now }: { rate: RateRow; current: boolean; now: Date }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const upcoming = Date.parse(rate.effective_from) > now.getTime();
  const remove = useMutation({
    mutationFn: () => removeRate(rate.$id),
    onSuccess: async () => {
      toast(ADMIN_TOASTS.rateRemoved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.settings.rates() });
    },
    onError: (error) => toast(ADMIN_TOASTS.saveFailed, error instanceof Error ? error.message : String(error)),
  });
  return (
    <Box
      component="li"
      sx={{
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Typography sx={{ fontWeight: 700, minWidth: 64 }}>{formatRate(rate.rate_bps)}</Typography>
      <Typography sx={{ minWidth: 120 }}>{`from ${day(rate.effective_from)}`}</Typography>
      {current && <Chip size="small" color="success" label="In effect" />}
      {upcoming && <Chip size="small" variant="outlined" label="Upcoming" />}
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {rate.note ?? ''}
      </Typography>
      {upcoming && (
        <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate()}>
          Remove
        </Button>
      )}
    </Box>
  );
}

function NewRateForm() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const today = istToday(new Date());
  const [form, setForm] = useState<{ kind: RateKind; percent: string; effective_from: string; note: string }>({
    kind: 'commission',
    percent: '',
    effective_from: today,
    note: '',
  });
  const [tried, setTried] = useState(false);
  const check = checkRate(form, today);
  const add = useMutation({
    mutationFn: () => addRate(form),
    onSuccess: async () => {
      toast(ADMIN_TOASTS.rateAdded, `${RATE_LABELS[form.kind]}: ${form.percent}% from ${form.effective_from}`);
      setForm((f) => ({ ...f, percent: '', note: '' }));
      setTried(false);
      await queryClient.invalidateQueries({ queryKey: adminKeys.settings.rates() });
    },
    onError: (error) => toast(ADMIN_TOASTS.saveFailed, error instanceof Error ? error.message : String(error)),
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label="New rate">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        New rate
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label="Rate"
          value={form.kind}
          onChange={(event) => setForm((f) => ({ ...f, kind: event.target.value as RateKind }))}
          sx={{ minWidth: 230 }}
        >
          {RATE_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {RATE_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Percent"
          inputMode="decimal"
          value={form.percent}
          onChange={(event) => setForm((f) => ({ ...f, percent: event.target.value }))}
          sx={{ width: 110 }}
        />
        <TextField
          size="small"
          type="date"
          label="Applies from"
          value={form.effective_from}
          onChange={(event) => setForm((f) => ({ ...f, effective_from: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <TextField
          size="small"
          label="Note (e.g. the notification)"
          value={form.note}
          onChange={(event) => setForm((f) => ({ ...f, note: event.target.value }))}
          sx={{ flex: 1 }}
        />
        <Button
          variant="contained"
          disabled={add.isPending}
          onClick={() => {
            setTried(true);
            if (check.ok) add.mutate();
          }}
        >
          Add rate
        </Button>
      </Stack>
      {tried && !check.ok && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {check.message}
        </Alert>
      )}
    </Paper>
  );
}
