import { Box, Button, Card, CardActions, CardContent, Link, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import type { IntakeTimers } from '@instamg/shared/domain/order-intake';
import { isOrderStatus, mayTakeAction, rxStatusMeaning } from '@instamg/shared/domain/order';
import { StatusChip } from '../../components/StatusChip';
import { storePanelHref } from '../../app/nav';
import type { InboxOrder } from '../api/inbox';
import { canAccept } from '../domain/accept-rules';
import { intakeCountdown } from '../domain/countdown';
import { orderReference } from '@instamg/shared/domain/order-number';
import { statusTone } from '../../domain/order-display';
import { useLocale } from '@instamg/shared/i18n';
import {
  acceptBlockText,
  countdownText,
  deliveryText,
  itemsAndTotalText,
  rxText,
  statusText,
  timeText,
  usePanelT,
} from '../../i18n/catalogue';

export interface NewOrderCardProps {
  order: InboxOrder;
  timers: IntakeTimers | undefined;
  now: Date;
  ringing: boolean;
  isPharmacist: boolean;
  onAccept(): void;
  onReject(): void;
}

/** One new order as a big card with one-handed Accept / Reject (the New tab, phone and desktop). */
export function NewOrderCard({ order, timers, now, ringing, isPharmacist, onAccept, onReject }: NewOrderCardProps) {
  const t = usePanelT();
  const locale = useLocale();
  const reference = orderReference(order);
  const countdown = timers ? intakeCountdown(order, timers, now) : { kind: 'none' as const };
  const accept = canAccept(order);
  const rx = rxStatusMeaning(order.rx_status);
  // A cancellation request: the store approves or declines it instead of accepting.
  const isRequest = isOrderStatus(order.status) && mayTakeAction('approve_cancellation', 'store', order.status);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={t('order.reference', { reference })}
      data-order-id={order.$id}
      data-ringing={ringing ? 'true' : 'false'}
      data-countdown={countdown.kind}
      sx={{ borderWidth: ringing ? 2 : 1, borderColor: ringing ? 'warning.main' : undefined }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 700, mr: 'auto' }}>
            <Link component={RouterLink} to={storePanelHref(`orders/${order.$id}`)} underline="hover">
              {reference}
            </Link>
          </Typography>
          <StatusChip label={statusText(t, order.status)} tone={statusTone(order.status)} />
          {rx?.storeLabel && <StatusChip label={rxText(t, order.rx_status) ?? rx.storeLabel} tone={rx.tone} />}
          {(order.reroute_count ?? 0) > 0 && <StatusChip label={t('card.moved')} />}
        </Stack>
        <Typography sx={{ mt: 1, fontSize: '1.1rem' }}>
          {itemsAndTotalText(t, order.item_count, order.total)}
        </Typography>
        <Typography color="text.secondary">
          {t('card.where', {
            delivery: deliveryText(t, locale, order.delivery_mode, order.slot_start),
            address: [order.address_line1, order.city].filter(Boolean).join(', '),
            time: order.paid_at ? timeText(locale, order.paid_at) : '',
          })}
        </Typography>
        {countdown.kind !== 'none' && (
          <Typography
            data-testid="countdown"
            sx={{ mt: 1, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            color={countdown.kind === 'over' ? 'error' : countdown.kind === 'paused' ? 'info.main' : 'warning.dark'}
          >
            {countdownText(t, countdown)}
          </Typography>
        )}
        {isRequest && <Typography sx={{ mt: 1 }}>{t('card.cancelRequest')}</Typography>}
        {!isRequest && !accept.ok && (
          <Typography sx={{ mt: 1 }} data-testid="accept-blocked">
            {acceptBlockText(t, accept)}
          </Typography>
        )}
      </CardContent>
      {!isRequest && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ display: 'flex', gap: 1, width: '100%' }}>
            <Button
              variant="contained"
              color="success"
              size="large"
              disabled={!accept.ok}
              onClick={onAccept}
              data-action="accept"
              sx={{ flex: 1, minHeight: 56, fontSize: '1.1rem' }}
            >
              {t('sheet.accept')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="large"
              onClick={onReject}
              sx={{ flex: 1, minHeight: 56, fontSize: '1.1rem' }}
            >
              {t('sheet.reject')}
            </Button>
          </Box>
          {isPharmacist && order.rx_status === 'pending' && (
            <Button component={RouterLink} to={storePanelHref('prescriptions')} size="small">
              {t('card.reviewRx')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
