import { Link as RouterLink } from '@instamg/shared/router';
import { Alert, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@instamg/shared/mui';
import { useMyOrders } from '../api/hooks';
import { Money } from '../components/Money';
import { OrderStatusChip } from '../components/OrderStatusChip';
import { orderReference } from '@instamg/shared/domain/order-number';
import { holdRemaining, isAwaitingPayment } from '../domain/order-status';

const placedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function OrderListPage() {
  const orders = useMyOrders();
  if (orders.isError) return <Alert severity="error">We could not load your orders. {orders.error.message}</Alert>;
  if (!orders.data) return <CircularProgress aria-label="Loading orders" />;
  if (orders.data.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="order-list">
        <Typography>You have not placed any orders yet.</Typography>
        <Button component={RouterLink} to="/medicines" variant="contained">
          Browse medicines
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
      aria-label="Your orders"
    >
      {orders.data.map((order) => (
        <Paper component="li" key={order.$id} variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
          >
            <div>
              <Typography sx={{ fontWeight: 600 }}>Order {orderReference(order)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {placedAt.format(new Date(order.$createdAt))} · {order.item_count}{' '}
                {order.item_count === 1 ? 'item' : 'items'} · {order.store_name}
              </Typography>
            </div>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {isAwaitingPayment(order) ? (
                // Issue 40 §1: an unpaid online order is not "Placed"; it waits for the customer.
                <Chip
                  size="small"
                  color="warning"
                  data-testid="order-status"
                  label={['Awaiting payment', holdRemaining(order.payment_expires_at, new Date())]
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
                  aria-label={`Pay now for order ${orderReference(order)}`}
                >
                  Pay now
                </Button>
              )}
              <Button
                component={RouterLink}
                to={`/orders/${order.$id}`}
                aria-label={`View order ${orderReference(order)}`}
              >
                View
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
