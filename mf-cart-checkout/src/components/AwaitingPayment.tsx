// Issue 40 §1, never stranded: an online order whose payment has not gone through, wherever the
// customer finds it (the payment-status page after Back from the gateway, the order page): the
// hold's remaining time, Pay now, Edit cart (the lines go back into the cart) and Cancel.
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@instamg/shared/router';
import { Alert, Box, Button, Stack, Typography } from '@instamg/shared/mui';
import { orderReference } from '@instamg/shared/domain/order-number';
import type { OrdersRow } from '@instamg/shared/appwrite/rows';
import { holdRemaining, isAwaitingPayment } from '../domain/order-status';
import { formatINR } from '@instamg/shared/domain/money';
import { holdRemainingText, useCartT } from '../i18n/catalogue';
import { useMyOrders } from '../api/hooks';
import { reorderLines } from '../domain/reorder';
import { cancelOrder, listOrderItems } from '../api/orders-api';
import { getCartStore } from '../api/cart-store';
import { orderKeys } from '../api/keys';
import { startPayment } from '../api/start-payment';

/** The clock the remaining time is read against, ticking every 15 s. */
function useNow(intervalMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function AwaitingPayment({
  order,
  heading = 'h1',
}: {
  order: Pick<OrdersRow, '$id' | 'order_number' | 'total' | 'payment_expires_at' | 'store_id'>;
  heading?: 'h1' | 'h2';
}) {
  const t = useCartT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow();
  const remaining = holdRemainingText(t, order.payment_expires_at, now);
  const pay = useMutation({ mutationFn: () => startPayment(order.$id) });
  const cancel = useMutation({
    mutationFn: async (editCart: boolean) => {
      // Read the lines first: once cancelled, the order still has them, but a failure to read
      // must not leave the customer with a cancelled order and an empty cart.
      const items = editCart ? await listOrderItems(order.$id) : [];
      const { order: updated } = await cancelOrder(
        order.$id,
        editCart ? 'Customer chose to edit the cart before paying' : 'Customer cancelled before paying',
      );
      queryClient.setQueryData(orderKeys.order(order.$id), updated);
      void queryClient.invalidateQueries({ queryKey: orderKeys.myOrders });
      void queryClient.invalidateQueries({ queryKey: orderKeys.events(order.$id) });
      if (editCart) {
        const cart = getCartStore().getState();
        for (const { item, quantity } of reorderLines(items, order.store_id)) cart.add(item, quantity);
        navigate('/cart');
      }
    },
  });
  const busy = pay.isPending || cancel.isPending;
  return (
    <Box data-testid="awaiting-payment" sx={{ textAlign: 'center', py: 2 }}>
      <Typography variant={heading} sx={{ fontSize: heading === 'h1' ? 26 : 20, mb: 1 }}>
        {t('awaiting.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {t('awaiting.order', { ref: orderReference(order), amount: formatINR(order.total) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="hold-remaining">
        {remaining ? t('awaiting.held', { remaining }) : t('awaiting.ending')}
      </Typography>
      {(pay.isError || cancel.isError) && (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {(pay.error ?? cancel.error)?.message}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => pay.mutate()} disabled={busy}>
          {pay.isPending ? t('awaiting.opening') : t('awaiting.payNow')}
        </Button>
        <Button variant="outlined" onClick={() => cancel.mutate(true)} disabled={busy}>
          {t('awaiting.editCart')}
        </Button>
        <Button variant="text" color="error" onClick={() => cancel.mutate(false)} disabled={busy}>
          {t('awaiting.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * On the cart (issue 40 §1): the signed-in customer's orders still awaiting payment, each with
 * Pay now, so an order whose lines left the cart is never lost. Nothing for guests.
 */
export function AwaitingPaymentNotice() {
  const t = useCartT();
  const orders = useMyOrders();
  const now = useNow();
  const awaiting = (orders.data ?? []).filter(
    (o) => isAwaitingPayment(o) && holdRemaining(o.payment_expires_at, now) !== null,
  );
  if (awaiting.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="awaiting-payment-notice">
      {awaiting.map((o) => (
        <Alert
          key={o.$id}
          severity="warning"
          action={
            <Button color="inherit" component={RouterLink} to={`/payment/status/${o.$id}`}>
              {t('awaiting.payNow')}
            </Button>
          }
        >
          {t('awaiting.notice', {
            ref: orderReference(o),
            remaining: holdRemainingText(t, o.payment_expires_at, now) ?? '',
          })}
        </Alert>
      ))}
    </Stack>
  );
}
