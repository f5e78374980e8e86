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
import { deliveryLabel, formatTime, itemsAndTotal, statusLabel, statusTone } from '../../domain/order-display';

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
      aria-label={`Order ${reference}`}
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
          <StatusChip label={statusLabel(order.status)} tone={statusTone(order.status)} />
          {rx?.storeLabel && <StatusChip label={rx.storeLabel} tone={rx.tone} />}
          {(order.reroute_count ?? 0) > 0 && <StatusChip label="Moved here from another store" />}
        </Stack>
        <Typography sx={{ mt: 1, fontSize: '1.1rem' }}>{itemsAndTotal(order.item_count, order.total)}</Typography>
        <Typography color="text.secondary">
          {`${deliveryLabel(order.delivery_mode, order.slot_start)} · ${[order.address_line1, order.city]
            .filter(Boolean)
            .join(', ')} · paid ${order.paid_at ? formatTime(order.paid_at) : ''}`}
        </Typography>
        {countdown.kind !== 'none' && (
          <Typography
            data-testid="countdown"
            sx={{ mt: 1, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            color={countdown.kind === 'over' ? 'error' : countdown.kind === 'paused' ? 'info.main' : 'warning.dark'}
          >
            {countdown.text}
          </Typography>
        )}
        {isRequest && (
          <Typography sx={{ mt: 1 }}>The customer asked to cancel. Open the order to approve or decline.</Typography>
        )}
        {!isRequest && !accept.ok && (
          <Typography sx={{ mt: 1 }} data-testid="accept-blocked">
            {accept.reason}
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
              Accept
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="large"
              onClick={onReject}
              sx={{ flex: 1, minHeight: 56, fontSize: '1.1rem' }}
            >
              Reject
            </Button>
          </Box>
          {isPharmacist && order.rx_status === 'pending' && (
            <Button component={RouterLink} to={storePanelHref('prescriptions')} size="small">
              Review the prescription
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
