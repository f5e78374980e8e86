import { useEffect, useState } from 'react';
import { Box, Link, Paper, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatINR } from '@instamg/shared/domain/money';
import type { IntakeTimers } from '@instamg/shared/domain/order-intake';
import { orderReference } from '@instamg/shared/domain/order-number';
import { storePanelHref } from '../../app/nav';
import { StatusChip } from '../../components/StatusChip';
import type { WaitingOrder } from '../api/dashboard';
import { countdown } from '../domain/countdown';

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
  const now = useNow();
  if (orders.length === 0)
    return (
      <Typography color="text.secondary" data-testid="no-waiting-orders">
        No orders waiting for you right now.
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {orders.map((order) => {
        const left = countdown(order, timers, now);
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
                {`Order ${orderReference(order)}`}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {`${order.item_count} ${order.item_count === 1 ? 'item' : 'items'} · ${formatINR(order.total)}`}
              </Typography>
            </Box>
            {order.rx_status === 'pending' && <StatusChip label="Rx to verify" />}
            <Typography
              component="span"
              aria-label={`Time left to accept: ${left.text}${left.paused ? ', paused for prescription review' : ''}`}
              data-testid="countdown"
              sx={{
                fontVariantNumeric: 'tabular-nums',
                fontWeight: 700,
                color: left.urgent ? 'error.main' : 'text.primary',
              }}
            >
              {left.paused ? `${left.text} (paused)` : left.text}
            </Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}
