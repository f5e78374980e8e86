import { useState } from 'react';
import { Alert, Box, Button, Link, MenuItem, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { formatINRFromPaise } from '@instamg/shared/domain/money';
import { DELIVERY_FAILURE_REASONS, ORDER_STATUS_MEANINGS } from '@instamg/shared/domain/order';
import {
  deliveryFlags,
  navigationUrl,
  type DeliveryFlag,
  type RiderAction,
} from '@instamg/shared/domain/delivery-staff';
import { StatusChip } from '../../components/StatusChip';
import type { Delivery } from '../api/deliveries';
import { PartnerBookingLine } from '../../components/PartnerBookingLine';
import { statusText, usePanelT } from '../../i18n/catalogue';
import { failureReasonText, useOrderT } from '../../i18n/order-catalogue';

const flagKey = (flag: DeliveryFlag) => `flag.${flag}` as const;

/** Thumb-sized: 56 px tall, the whole width of a 390 px phone. */
const BIG = { minHeight: 56, fontSize: '1.05rem' } as const;

/**
 * One delivery on the rider's phone (issue 38 §3): where to, what, for whom, the cash to collect,
 * directions, and the next step as one big button — picked up (out for delivery), then the
 * customer's 4-digit code (delivered) or what went wrong (delivery failed). A team member sees the
 * same card without the steps.
 */
export function DeliveryCard({
  delivery: d,
  asRider,
  busy,
  error,
  onStep,
}: {
  delivery: Delivery;
  asRider: boolean;
  busy: boolean;
  error: string | null;
  onStep(action: RiderAction, extra?: Record<string, unknown>): void;
}) {
  const t = useOrderT();
  const panelT = usePanelT();
  const [code, setCode] = useState('');
  const [failing, setFailing] = useState(false);
  const [reason, setReason] = useState<keyof typeof DELIVERY_FAILURE_REASONS>('unreachable');
  const [note, setNote] = useState('');
  const [calls, setCalls] = useState('1');
  const destination =
    d.destination_latitude != null && d.destination_longitude != null
      ? { latitude: d.destination_latitude, longitude: d.destination_longitude }
      : null;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-testid="delivery-card">
      <Stack spacing={1.25}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {d.order_number}
          </Typography>
          <Stack direction="row" spacing={0.5}>
            {/* Past SPEC §9's promise, or out with no position for 3 minutes (issue 38 §5). */}
            {deliveryFlags(d, new Date()).map((flag) => (
              <StatusChip key={flag} label={t(flagKey(flag))} tone="warning" data-testid={`delivery-flag-${flag}`} />
            ))}
            <StatusChip label={statusText(panelT, d.order_status)} tone={ORDER_STATUS_MEANINGS[d.order_status].tone} />
          </Stack>
        </Stack>
        <Typography>{d.address}</Typography>
        <Typography color="text.secondary">
          {t('card.itemsFor', { count: d.item_count, name: d.recipient_first_name })}
          {d.recipient_phone_masked ? ` · ${d.recipient_phone_masked}` : ''}
        </Typography>
        {!asRider && d.partner && <PartnerBookingLine delivery={d} />}
        {!asRider && !d.partner && (
          <Typography color="text.secondary" data-testid="delivery-rider">
            {d.eta_minutes != null && d.order_status === 'out_for_delivery'
              ? t('card.riderEta', { name: d.rider_first_name, minutes: d.eta_minutes })
              : t('card.rider', { name: d.rider_first_name })}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600 }} data-testid="delivery-cod">
          {d.cod_amount_paise > 0
            ? t('card.collect', { amount: formatINRFromPaise(d.cod_amount_paise) })
            : t('card.paidOnline')}
        </Typography>
        {asRider && (
          <Button
            component={Link}
            href={navigationUrl(destination, d.address)}
            target="_blank"
            rel="noopener"
            variant="outlined"
            sx={BIG}
          >
            {t('card.directions')}
          </Button>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {asRider && d.order_status === 'ready_for_pickup' && (
          <Button variant="contained" sx={BIG} disabled={busy} onClick={() => onStep('out_for_delivery')}>
            {t('card.pickedUp')}
          </Button>
        )}
        {asRider && d.order_status === 'out_for_delivery' && !failing && (
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              onStep('delivered', { delivery_code: code });
            }}
          >
            <Stack spacing={1}>
              <TextField
                label={t('card.code')}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '\\d{4}' } }}
              />
              <Button type="submit" variant="contained" color="success" sx={BIG} disabled={busy || code.length !== 4}>
                {t('card.delivered')}
              </Button>
              <Button variant="text" color="warning" sx={BIG} onClick={() => setFailing(true)}>
                {t('card.couldNot')}
              </Button>
            </Stack>
          </Box>
        )}
        {asRider && d.order_status === 'out_for_delivery' && failing && (
          <Stack spacing={1}>
            <TextField
              select
              label={t('card.whatHappened')}
              value={reason}
              onChange={(e) => setReason(e.target.value as typeof reason)}
            >
              {(Object.keys(DELIVERY_FAILURE_REASONS) as (keyof typeof DELIVERY_FAILURE_REASONS)[]).map((key) => (
                <MenuItem key={key} value={key}>
                  {failureReasonText(t, key)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('card.whatYouDid')}
              multiline
              minRows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            {reason === 'unreachable' && (
              <TextField
                label={t('card.calls')}
                value={calls}
                onChange={(e) => setCalls(e.target.value.replace(/\D/g, '').slice(0, 2))}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
            <Button
              variant="contained"
              color="warning"
              sx={BIG}
              disabled={busy}
              onClick={() => onStep('delivery_failed', { reason, note, call_attempts: Number(calls) || 0 })}
            >
              {t('card.markFailed')}
            </Button>
            <Button variant="text" sx={BIG} onClick={() => setFailing(false)}>
              {t('card.back')}
            </Button>
          </Stack>
        )}
        {asRider && d.order_status === 'delivery_failed' && (
          <Typography color="text.secondary">{t('card.bringBack')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
