// "Refill every N days" on a delivered order (issue 36 §3): the lines to include, how often, and
// the run-out date; once set, what it is and where to change it (Account › Refills).
import { useState } from 'react';
import { Link as RouterLink } from '@instamg/shared/router';
import {
  Alert,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { reminderDay } from '@instamg/shared/domain/refill';
import type { OrderItemsRow, OrdersRow } from '@instamg/shared/appwrite/rows';
import { useCreateRefill, usePrescriptionDays, useRefillOfOrder } from '../api/refills-hooks';
import {
  defaultRefillForm,
  intervalOptions,
  refillLinesOf,
  refillRequestLines,
  runOutPreview,
  validateRefillForm,
  type RefillFormValues,
} from '../domain/refill-form';
import { dayText, useRxT } from '../i18n/rx-catalogue';
import { useLocale } from '@instamg/shared/i18n';

/** validateRefillForm's errors by field (its English is the catalogue's; the test checks). */
const ERROR_KEYS = { lines: 'refill.errorLines', interval: 'refill.errorInterval' } as const;

export function RefillSetup({
  order,
  items,
}: {
  order: Pick<OrdersRow, '$id' | 'delivered_at'>;
  items: readonly Pick<OrderItemsRow, 'product_id' | 'product_name' | 'quantity'>[];
}) {
  const t = useRxT();
  const locale = useLocale();
  const formatDay = (day: string) => dayText(locale, day);
  const existing = useRefillOfOrder(order.$id, true);
  const days = usePrescriptionDays(order.$id, true);
  const lines = refillLinesOf(items);
  const [values, setValues] = useState<RefillFormValues | null>(null);
  const [tried, setTried] = useState(false);
  const create = useCreateRefill(order.$id);
  const form = values ?? defaultRefillForm(lines);
  const options = intervalOptions(days.data ?? null);
  const errors = validateRefillForm(form, options);
  const preview = order.delivered_at ? runOutPreview(order.delivered_at, lines, form) : null;

  const refill = create.data?.refill ?? existing.data;
  // A medicine's name as printed, its quantity and (with a delivery date) when it runs out.
  const lineLabel = (line: (typeof lines)[number]) =>
    `${line.product_name} × ${line.quantity}` +
    (preview ? t('refill.runsOutAbout', { day: formatDay(preview.perLine[line.product_id]!) }) : '');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="refill-heading">
      <Typography id="refill-heading" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {t('refill.heading')}
      </Typography>
      {existing.isPending && (
        <Skeleton variant="rounded" height={56} role="progressbar" aria-label={t('refill.loading')} />
      )}
      {existing.isError && (
        <Alert severity="error">
          {t('refill.loadError')} {existing.error.message}
        </Alert>
      )}
      {refill && (
        <Stack spacing={1} data-testid="refill-set">
          <Typography>
            {t('refill.set', {
              days: refill.interval_days,
              runOut: formatDay(refill.run_out_day),
              reminder: formatDay(reminderDay(refill.run_out_day)),
            })}
          </Typography>
          <Button component={RouterLink} to="/account/refills" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('refill.manage')}
          </Button>
        </Stack>
      )}
      {existing.isSuccess && !refill && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (Object.keys(errors).length > 0) return;
            create.mutate({ interval: form.interval_days, lines: refillRequestLines(lines, form) });
          }}
        >
          <Stack spacing={2}>
            <FormControl component="fieldset" error={tried && !!errors.lines}>
              <FormLabel component="legend">{t('refill.medicines')}</FormLabel>
              <Stack>
                {lines.map((line) => (
                  <FormControlLabel
                    key={line.product_id}
                    control={
                      <Checkbox
                        checked={form.picked.includes(line.product_id)}
                        onChange={(e) =>
                          setValues({
                            ...form,
                            picked: e.target.checked
                              ? [...form.picked, line.product_id]
                              : form.picked.filter((id) => id !== line.product_id),
                          })
                        }
                      />
                    }
                    label={lineLabel(line)}
                  />
                ))}
              </Stack>
              {tried && errors.lines && (
                <Typography variant="body2" color="error" role="alert">
                  {t(ERROR_KEYS.lines)}
                </Typography>
              )}
            </FormControl>
            <TextField
              select
              label={t('refills.every')}
              value={form.interval_days}
              onChange={(e) => setValues({ ...form, interval_days: Number(e.target.value) })}
              error={tried && !!errors.interval}
              helperText={tried && errors.interval ? t(ERROR_KEYS.interval) : undefined}
              sx={{ maxWidth: 240 }}
            >
              {options.map((n) => (
                <MenuItem key={n} value={n}>
                  {n === days.data ? t('refill.asPrescribed', { days: n }) : t('refills.days', { days: n })}
                </MenuItem>
              ))}
            </TextField>
            {preview?.refill && (
              <Typography variant="body2" color="text.secondary">
                {t('refill.next', {
                  runOut: formatDay(preview.refill),
                  reminder: formatDay(reminderDay(preview.refill)),
                })}
              </Typography>
            )}
            {create.isError && (
              <Alert severity="error" role="alert">
                {create.error.message}
              </Alert>
            )}
            <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('refill.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
