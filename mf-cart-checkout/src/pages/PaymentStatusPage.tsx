import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from '@instamg/shared/router';
import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { orderReference } from '@instamg/shared/domain/order-number';
import { canRetryPayment, paymentOutcome, paymentWasCancelled } from '../domain/order-status';
import { orderKeys } from '../api/keys';
import { getOrder, paymentStatus } from '../api/orders-api';
import { useOrderEvents } from '../api/hooks';
import { startPayment } from '../api/start-payment';
import { formatINR } from '@instamg/shared/domain/money';
import { deliveryEtaText, useCartT } from '../i18n/catalogue';
import { useLocale } from '@instamg/shared/i18n';
import { AwaitingPayment } from '../components/AwaitingPayment';
import { InstallOffer } from '@instamg/shared/install-prompt';

/** How often the order is re-read while the payment is unconfirmed. */
const POLL_MS = 2000;
/** How often the payments function is asked to check the gateway while unconfirmed. */
const GATEWAY_CHECK_MS = 10_000;
/**
 * After the gateway sends the customer back (return_url carries ?returned=1), how long an unpaid
 * order reads "Confirming your payment…" while its webhook may still be on its way; after that,
 * or when the customer came here any other way (Back from the gateway, a link), it reads
 * "Awaiting payment" with Pay now.
 */
const CONFIRM_GRACE_MS = 20_000;

/** Router state of the status page pushed after a return from the gateway. */
interface ReturnedState {
  returnedAt?: number;
}

export function PaymentStatusPage() {
  const t = useCartT();
  const locale = useLocale();
  const { transactionId = '' } = useParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const returned = params.get('returned') === '1';
  // Back after the gateway sent the customer here must land on the order, not the gateway's page:
  // this entry becomes the order page and the status page is pushed on top of it.
  useEffect(() => {
    if (!returned) return;
    navigate(`/orders/${transactionId}`, { replace: true });
    navigate(`/payment/status/${transactionId}`, { state: { returnedAt: Date.now() } satisfies ReturnedState });
  }, [returned, transactionId, navigate]);
  const returnedAt = (location.state as ReturnedState | null)?.returnedAt ?? (returned ? Date.now() : null);
  const [confirming, setConfirming] = useState(() => returnedAt !== null && Date.now() - returnedAt < CONFIRM_GRACE_MS);
  useEffect(() => {
    if (!confirming || returnedAt === null) return;
    const timer = window.setTimeout(
      () => setConfirming(false),
      Math.max(0, returnedAt + CONFIRM_GRACE_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [confirming, returnedAt]);
  const order = useQuery({
    queryKey: orderKeys.order(transactionId),
    queryFn: () => getOrder(transactionId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && paymentOutcome(query.state.data) !== 'waiting' ? false : POLL_MS),
  });
  const waiting = !!order.data && paymentOutcome(order.data) === 'waiting';
  // While waiting, ask the gateway now and then too, so an abandoned session is recorded as expired.
  useQuery({
    queryKey: orderKeys.gatewayStatus(transactionId),
    queryFn: async () => {
      const status = await paymentStatus(transactionId);
      await queryClient.invalidateQueries({ queryKey: orderKeys.order(transactionId) });
      return status;
    },
    enabled: waiting,
    staleTime: 0,
    refetchInterval: GATEWAY_CHECK_MS,
  });
  const retry = useMutation({ mutationFn: () => startPayment(transactionId) });
  const events = useOrderEvents(transactionId);
  const settled = !!order.data && paymentOutcome(order.data) !== 'waiting';
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: orderKeys.events(transactionId) });
  }, [settled, transactionId, queryClient]);

  if (order.isError) {
    return <Alert severity="error">{t('payment.notFound', { message: order.error.message })}</Alert>;
  }
  if (!order.data) {
    return <PaymentStatusSkeleton />;
  }
  const outcome = paymentOutcome(order.data);
  // A cancel at the gateway (USER_DROPPED) ends the attempt like a failure, but it reads as a cancel.
  const cancelledAtGateway = outcome === 'failed' && paymentWasCancelled(events.data ?? []);
  if (outcome === 'waiting' && !confirming) {
    return <AwaitingPayment order={order.data} />;
  }
  const eta = outcome === 'paid' ? deliveryEtaText(t, locale, order.data) : null;
  const viewOrder = (
    <Button
      component={RouterLink}
      to={`/orders/${transactionId}`}
      variant={outcome === 'paid' ? 'contained' : 'outlined'}
    >
      {t('payment.viewOrder')}
    </Button>
  );
  return (
    <Box sx={{ textAlign: 'center', py: 4 }} data-testid="payment-outcome" data-outcome={outcome}>
      {outcome === 'waiting' && (
        <>
          <CircularProgress aria-label={t('payment.waitingLabel')} />
          <Typography variant="h1" sx={{ fontSize: 26, my: 2 }}>
            {t('payment.confirming')}
          </Typography>
          <Typography color="text.secondary">{t('payment.confirmingText')}</Typography>
        </>
      )}
      {outcome === 'paid' && (
        <>
          <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
          <Typography variant="h1" sx={{ fontSize: 26, my: 2 }}>
            {t('payment.success')}
          </Typography>
          <Typography sx={{ mb: 1 }} data-testid="paid-order-number">
            {t('payment.order', { ref: orderReference(order.data) })}
          </Typography>
          {eta && (
            <Typography sx={{ mb: 1, fontWeight: 600 }} data-testid="paid-eta">
              {eta}
            </Typography>
          )}
          <Typography sx={{ mb: 3 }}>
            {t('payment.received', { amount: formatINR(order.data.total) })}{' '}
            {order.data.rx_status === 'pending' ? t('payment.rxPending') : t('payment.storeConfirms')}
          </Typography>
          {viewOrder}
          <Box sx={{ mt: 3, textAlign: 'left' }}>
            <InstallOffer moment="first_order" />
          </Box>
        </>
      )}
      {(outcome === 'failed' || outcome === 'expired' || outcome === 'cancelled') && (
        <>
          <ErrorIcon color="error" sx={{ fontSize: 64 }} />
          <Typography variant="h1" sx={{ fontSize: 26, my: 2 }}>
            {cancelledAtGateway
              ? t('payment.cancelled')
              : outcome === 'failed'
                ? t('payment.failed')
                : outcome === 'expired'
                  ? t('payment.expired')
                  : t('payment.orderCancelled')}
          </Typography>
          <Typography sx={{ mb: 3 }}>
            {canRetryPayment(order.data)
              ? cancelledAtGateway
                ? t('payment.leftPage')
                : t('payment.retryText')
              : t('payment.placeAgain')}
          </Typography>
          {retry.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {retry.error.message}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            {canRetryPayment(order.data) && (
              <Button variant="contained" onClick={() => retry.mutate()} disabled={retry.isPending}>
                {retry.isPending ? t('payment.opening') : t('payment.retry')}
              </Button>
            )}
            {viewOrder}
          </Stack>
        </>
      )}
    </Box>
  );
}

/** The status page's shape (icon, heading, two lines, a button) while the order is read. */
function PaymentStatusSkeleton() {
  const t = useCartT();
  return (
    <Stack
      role="status"
      aria-label={t('payment.checking')}
      data-testid="payment-status-skeleton"
      sx={{ alignItems: 'center', py: 4 }}
    >
      <Skeleton variant="circular" width={64} height={64} />
      <Skeleton variant="text" sx={{ fontSize: 26, my: 2, width: 'min(280px, 80%)' }} />
      <Skeleton variant="text" sx={{ width: 'min(420px, 90%)' }} />
      <Skeleton variant="text" sx={{ width: 'min(320px, 70%)', mb: 3 }} />
      <Skeleton variant="rounded" width={120} height={36} />
    </Stack>
  );
}
