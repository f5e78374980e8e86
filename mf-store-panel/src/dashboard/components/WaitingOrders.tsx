import { useEffect, useState } from 'react';
import { Box, Link, Paper, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import type { IntakeTimers } from '@instamg/shared/domain/order-intake';
import { orderReference } from '@instamg/shared/domain/order-number';
import { storePanelHref } from '../../app/nav';
import { StatusChip } from '../../components/StatusChip';
import type { WaitingOrder } from '../api/dashboard';
import { countdown, type Countdown } from '../domain/countdown';
import { itemsAndTotalText, usePanelT } from '../../i18n/catalogue';
import { useDashboardT, type DashboardT } from '../../i18n/dashboard-catalogue';

/** countdown()'s text in the current language: only "Time is up" has words ('2:41' and '—' do not). */
const leftText = (t: DashboardT, left: Countdown) => (left.leftMs === 0 ? t('waiting.timeUp') : left.text);

/** The time, once a second while mounted. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Orders waiting for the store to accept, oldest first, each with its live countdown. */
export function WaitingOrders({ orders, timers }: { orders: readonly WaitingOrder[]; timers: IntakeTimers }) {
  const t = useDashboardT();
  const panelT = usePanelT();
  const now = useNow();
  if (orders.length === 0)
    return (
      <Typography color="text.secondary" data-testid="no-waiting-orders">
        {t('waiting.none')}
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {orders.map((order) => {
        const left = countdown(order, timers, now);
        const time = leftText(t, left);
        return (
          <Paper
            key={order.$id}
            component="li"
            variant="outlined"
            data-testid="waiting-order"
            sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: 1, minWidth: 160 }}>
              <Link component={RouterLink} to={storePanelHref(`orders/${order.$id}`)} sx={{ fontWeight: 600 }}>
                {panelT('order.reference', { reference: orderReference(order) })}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {itemsAndTotalText(panelT, order.item_count, order.total)}
              </Typography>
            </Box>
            {order.rx_status === 'pending' && <StatusChip label={t('waiting.rx')} />}
            <Typography
              component="span"
              aria-label={left.paused ? t('waiting.leftPaused', { time }) : t('waiting.left', { time })}
              data-testid="countdown"
              sx={{
                fontVariantNumeric: 'tabular-nums',
                fontWeight: 700,
                color: left.urgent ? 'error.main' : 'text.primary',
              }}
            >
              {left.paused ? t('waiting.paused', { time }) : time}
            </Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}
