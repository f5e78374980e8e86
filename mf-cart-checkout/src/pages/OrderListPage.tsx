import { Link as RouterLink } from '@instamg/shared/router';
import { Alert, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@instamg/shared/mui';
import { useMyOrders } from '../api/hooks';
import { Money } from '../components/Money';
import { OrderStatusChip } from '../components/OrderStatusChip';
import { orderReference } from '@instamg/shared/domain/order-number';
import { isAwaitingPayment } from '../domain/order-status';
import { formatDate, useLocale, useLocaleHref } from '@instamg/shared/i18n';
import { holdRemainingText, useCartT } from '../i18n/catalogue';

export function OrderListPage() {
  const t = useCartT();
  const locale = useLocale();
  const href = useLocaleHref();
  const orders = useMyOrders();
  if (orders.isError) return <Alert severity="error">{t('orders.loadError', { message: orders.error.message })}</Alert>;
  if (!orders.data) return <CircularProgress aria-label={t('orders.loading')} />;
  if (orders.data.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="order-list">
        <Typography>{t('orders.none')}</Typography>
        <Button component={RouterLink} to={href('/medicines')} variant="contained">
          {t('cart.browse')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      data-testid="order-list"
      aria-label={t('orders.list')}
    >
      {orders.data.map((order) => (
        <Paper component="li" key={order.$id} variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
          >
            <div>
              <Typography sx={{ fontWeight: 600 }}>{t('orders.order', { ref: orderReference(order) })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('orders.line', {
                  date: formatDate(new Date(order.$createdAt), locale, { dateStyle: 'medium', timeStyle: 'short' }),
                  count: order.item_count,
                  store: order.store_name,
                })}
              </Typography>
            </div>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {isAwaitingPayment(order) ? (
                // Issue 40 §1: an unpaid online order is not "Placed"; it waits for the customer.
                <Chip
                  size="small"
                  color="warning"
                  data-testid="order-status"
                  label={[t('status.awaitingPayment'), holdRemainingText(t, order.payment_expires_at, new Date())]
                    .filter(Boolean)
                    .join(' · ')}
                />
              ) : (
                <OrderStatusChip status={order.status} />
              )}
              <Typography sx={{ fontWeight: 700 }}>
                <Money amount={order.total} />
              </Typography>
              {isAwaitingPayment(order) && (
                <Button
                  component={RouterLink}
                  to={`/payment/status/${order.$id}`}
                  variant="contained"
                  aria-label={t('orders.payNowFor', { ref: orderReference(order) })}
                >
                  {t('orders.payNow')}
                </Button>
              )}
              <Button
                component={RouterLink}
                to={`/orders/${order.$id}`}
                aria-label={t('orders.viewOrder', { ref: orderReference(order) })}
              >
                {t('orders.view')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
