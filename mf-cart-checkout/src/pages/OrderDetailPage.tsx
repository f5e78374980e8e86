import { useState } from 'react';
import { refundTotals } from '@instamg/shared/domain/ledger/order-money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from '@instamg/shared/router';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { ORDER_STATUS_MEANINGS, mayTakeAction } from '@instamg/shared/domain/order';
import { useToast } from '@instamg/shared/toast';
import { isAwaitingPayment, stepTimes } from '../domain/order-status';
import { OrderHelp } from '../components/OrderHelp';
import { movedExplanation } from '@instamg/shared/domain/order-move';
import { AwaitingPayment } from '../components/AwaitingPayment';
import { canRetryPayment, customerCancelOption, prescriptionAttachOption } from '../domain/order-status';
import { reorderLines } from '../domain/reorder';
import {
  useDeliveryCode,
  useOrderRider,
  useLiveOrder,
  useOrderEvents,
  useOrderItems,
  useOrderRefunds,
  useOrderReturn,
  useReturnRules,
  useSubstitution,
  useUserId,
} from '../api/hooks';
import { orderKeys } from '../api/keys';
import { cancelOrder, requestRedelivery } from '../api/orders-api';
import { MAX_REDELIVERIES } from '@instamg/shared/domain/fulfilment-settings';
import { getCartStore } from '../api/cart-store';
import { startPayment } from '../api/start-payment';
import { Money } from '../components/Money';
import { SummaryRow } from '../components/SummaryRow';
import { OrderStatusChip } from '../components/OrderStatusChip';
import { OrderTimeline } from '../components/OrderTimeline';
import { OrderAlerts } from '../components/OrderAlerts';
import { InvoiceDialog } from '../components/InvoiceDialog';
import { CreditNoteButton } from '../components/CreditNoteButton';
import { refundNeedsCreditNote } from '@instamg/shared/domain/tax-document/credit-note';
import { ReportProblemDialog } from '../components/ReportProblemDialog';
import { ReturnPanel } from '../components/ReturnPanel';
import { RateOrder } from '../components/RateOrder';
import { anyReturnable } from '../domain/return-eligibility';
import { AttachPrescriptionDialog } from '../components/AttachPrescriptionDialog';
import { orderReference } from '@instamg/shared/domain/order-number';
import { RiderTracking } from '../components/RiderTracking';
import { ShareTracking } from '../components/ShareTracking';
import { SubstitutionOffer } from '../components/SubstitutionOffer';
import { VerifiedBy } from '../components/VerifiedBy';
import { RefundBankForm } from '../components/RefundBankForm';
import { RefillSetup } from '../components/RefillSetup';
import { awaitsRefundBankDetails } from '@instamg/shared/domain/refund-bank';
import type { OrdersRow } from '@instamg/shared/appwrite/rows';
import { formatDate, useLocale } from '@instamg/shared/i18n';
import { formatINR } from '@instamg/shared/domain/money';
import { deliveryEtaText, useCartT, type CartT } from '../i18n/catalogue';
import { orderToast, paymentText, refundText, useOrdersT } from '../i18n/orders-catalogue';

/** A cancelled cash-on-delivery order was never paid and owes nothing (issue 22 §6). */
const paymentLabel = (t: CartT, o: Pick<OrdersRow, 'payment_status' | 'status'>): string =>
  o.payment_status === 'cod_pending' && o.status === 'cancelled'
    ? t('paymentStatus.nothingToPay')
    : t(`paymentStatus.${o.payment_status}`);

export function OrderDetailPage() {
  const t = useCartT();
  const ot = useOrdersT();
  const locale = useLocale();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const user = useUserId();
  const order = useLiveOrder(orderId);
  const items = useOrderItems(orderId);
  const events = useOrderEvents(orderId);
  const rider = useOrderRider(orderId, order.data?.status === 'out_for_delivery');
  // A delivery partner's rider takes the partner's own code (sent by SMS), not ours (ADR 0011).
  const deliveryCode = useDeliveryCode(
    orderId,
    order.data?.redelivery_count ?? 0,
    order.data?.status === 'out_for_delivery' && rider.isSuccess && !rider.data?.partner,
  );
  const substitution = useSubstitution(order.data?.substitution_id);
  const refunds = useOrderRefunds(orderId);
  const refundedPaise = refundTotals(refunds.data ?? []).refunded_paise;
  const orderReturn = useOrderReturn(orderId);
  const productIds = [...new Set((items.data ?? []).map((i) => i.product_id))];
  const returnRules = useReturnRules(productIds, order.data?.status === 'delivered');
  const [dialog, setDialog] = useState<'cancel' | 'invoice' | 'report' | 'attach' | null>(null);
  const [cancelReason, setCancelReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => cancelOrder(orderId, cancelReason.trim() || null),
    onSuccess: ({ order: updated }) => {
      queryClient.setQueryData(orderKeys.order(orderId), updated);
      void queryClient.invalidateQueries({ queryKey: orderKeys.events(orderId) });
      setDialog(null);
      toast(orderToast(ot, updated.status === 'cancelled' ? 'orderCancelled' : 'cancellationRequested'));
    },
  });
  const pay = useMutation({ mutationFn: () => startPayment(orderId) });
  const redeliver = useMutation({
    mutationFn: () => requestRedelivery(orderId),
    onSuccess: ({ order: updated }) => {
      queryClient.setQueryData(orderKeys.order(orderId), updated);
      void queryClient.invalidateQueries({ queryKey: orderKeys.events(orderId) });
    },
  });

  if (order.isError) return <Alert severity="error">{t('order.loadError', { message: order.error.message })}</Alert>;
  if (!order.data)
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('order.loading')} />
      </Stack>
    );
  const o = order.data;
  const cancelOption = customerCancelOption(o);
  // Returns (issue 16 §6): while any item is still returnable and nothing was reported yet.
  const canReport =
    mayTakeAction('report_problem', 'customer', o.status) &&
    !!o.delivered_at &&
    orderReturn.isSuccess &&
    !orderReturn.data &&
    !!returnRules.data &&
    anyReturnable(items.data ?? [], returnRules.data.products, o.delivered_at, new Date(), returnRules.data.windows);
  const reached = (events.data ?? []).map((e) => e.to_status).filter((s): s is string => !!s);
  const rxLabel = o.rx_status === 'not_required' ? null : t(`rxLabel.${o.rx_status}`);
  const moved = movedExplanation(o, events.data ?? [], refunds.data ?? [], locale);

  const reorder = () => {
    const cart = getCartStore().getState();
    for (const { item, quantity } of reorderLines(items.data ?? [], o.store_id)) cart.add(item, quantity);
    navigate('/cart');
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h1" sx={{ fontSize: 26 }}>
          {t('order.title', { ref: orderReference(o) })}
        </Typography>
        {isAwaitingPayment(o) ? (
          <Chip size="small" color="warning" label={t('status.awaitingPayment')} data-testid="order-status" />
        ) : (
          <OrderStatusChip status={o.status} />
        )}
      </Stack>
      {isAwaitingPayment(o) && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={t('order.paymentSection')}>
          <AwaitingPayment order={o} heading="h2" />
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={t('order.statusSection')}>
        {!isAwaitingPayment(o) && deliveryEtaText(t, locale, o) && (
          <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="order-eta">
            {deliveryEtaText(t, locale, o)}
          </Typography>
        )}
        <OrderTimeline status={o.status} reached={reached} times={stepTimes(o, events.data ?? [])} />
        {!isAwaitingPayment(o) && !['delivered', 'cancelled', 'refunded'].includes(o.status) && <OrderAlerts />}
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Typography data-testid="payment-status">{t('order.payment', { label: paymentLabel(t, o) })}</Typography>
          <Typography data-testid="payment-method">{paymentText(ot, t, o)}</Typography>
          {rxLabel && (
            <Typography data-testid="rx-status">
              {rxLabel}
              {o.rx_status === 'rejected' && o.rx_reason ? `: ${o.rx_reason}` : ''}
            </Typography>
          )}
        </Stack>
        {o.rx_status === 'verified' && o.rx_verification_id && <VerifiedBy verificationId={o.rx_verification_id} />}
        {o.substitution_id && substitution.data?.status === 'proposed' && (
          <SubstitutionOffer orderId={o.$id} offer={substitution.data} />
        )}
        {o.status === 'out_for_delivery' && deliveryCode.data && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="delivery-code-panel">
            {ot('order.deliveryCodeBefore')}
            <Box component="strong" data-testid="delivery-code" sx={{ fontSize: 22, letterSpacing: 4 }}>
              {deliveryCode.data}
            </Box>
            {ot('order.deliveryCodeAfter')}
          </Alert>
        )}
        {o.status === 'out_for_delivery' && rider.data && <RiderTracking rider={rider.data} />}
        {o.status === 'out_for_delivery' && rider.data && <ShareTracking orderId={o.$id} />}
        {o.status === 'delivery_failed' && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="delivery-failed">
            {ot('order.failed')}
            {o.delivery_failure_reason
              ? ot('order.failedReason', { reason: ot(`failure.${o.delivery_failure_reason}`) })
              : ''}
            {o.delivery_failure_note ? ot('order.failedNote', { note: o.delivery_failure_note }) : ''}
            {ot('order.failedEnd')}{' '}
            {o.redelivery_requested_at
              ? ot('order.redeliveryAsked')
              : (o.redelivery_count ?? 0) < MAX_REDELIVERIES
                ? ot('order.redeliveryOffer')
                : ot('order.redeliveryNone')}
            {!o.redelivery_requested_at && (o.redelivery_count ?? 0) < MAX_REDELIVERIES && (
              <Box sx={{ mt: 1 }}>
                <Button
                  variant="contained"
                  size="small"
                  onClick={() => redeliver.mutate()}
                  disabled={redeliver.isPending}
                >
                  {ot('order.redeliveryButton')}
                </Button>
              </Box>
            )}
            {redeliver.isError && <Box sx={{ mt: 1 }}>{redeliver.error.message}</Box>}
          </Alert>
        )}
        {(o.redelivery_fee_total ?? 0) > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="redelivery-fee">
            {t('order.redeliveryFee', { amount: formatINR(o.redelivery_fee_total ?? 0) })}
          </Typography>
        )}
        {o.cancel_reason && (
          <Typography variant="body2" color="text.secondary">
            {t('order.cancelReason', { reason: o.cancel_reason })}
          </Typography>
        )}
        {moved && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="order-moved">
            {moved}
          </Alert>
        )}
        {/* The card tells the order's state: a refund's own label only once the order has ended
            (a move's or a substitute's partial refund is in the sentence above and under Amounts). */}
        {refundText(ot, o) && ORDER_STATUS_MEANINGS[o.status].outcome !== 'open' && (
          <Typography sx={{ mt: 1 }} data-testid="refund-status" data-refund={o.refund_status}>
            {refundText(ot, o)}
          </Typography>
        )}
        {awaitsRefundBankDetails(o) && user.data === o.customer_id && <RefundBankForm orderId={o.$id} />}
        {prescriptionAttachOption(o) && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" onClick={() => setDialog('attach')}>
                {t('order.attachRx')}
              </Button>
            }
          >
            {o.rx_status === 'rejected' ? t('order.rxRejected') : t('order.rxNeeded')}
          </Alert>
        )}
      </Paper>

      {orderReturn.data && user.data && (
        <Box sx={{ mb: 2 }}>
          <ReturnPanel orderId={o.$id} userId={user.data} ret={orderReturn.data} events={events.data ?? []} />
        </Box>
      )}

      {o.delivered_at && (o.status === 'delivered' || o.status === 'refunded') && (
        <RateOrder orderId={o.$id} deliveredAt={o.delivered_at} />
      )}

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ flex: 2, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('order.items')}>
            <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
              {t('order.items')}
            </Typography>
            {items.data?.map((item) => (
              <Stack
                key={item.$id}
                direction="row"
                spacing={2}
                sx={{ justifyContent: 'space-between', alignItems: 'baseline', py: 0.5 }}
              >
                <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {t('order.itemLine', { name: item.product_name, pack: item.pack_size, quantity: item.quantity })}
                  {item.rx_required ? t('order.rx') : ''}
                </Typography>
                <Typography sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                  <Money amount={item.line_total} />
                </Typography>
              </Stack>
            ))}
          </Paper>
          {o.status === 'delivered' && !!items.data?.length && <RefillSetup order={o} items={items.data} />}
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('order.store')}>
            <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
              {t('order.store')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{o.store_name}</Typography>
            <Typography variant="body2">{o.store_address}</Typography>
            <Typography variant="body2">{t('order.licence', { licence: o.store_licence })}</Typography>
            <Typography variant="body2">{t('order.gstin', { gstin: o.store_gstin })}</Typography>
          </Paper>
          <OrderHelp
            storeId={o.store_id}
            storeName={o.store_name}
            reference={orderReference(o)}
            onReportProblem={canReport ? () => setDialog('report') : null}
          />
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('order.delivery')}>
            <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
              {t('order.delivery')}
            </Typography>
            <Typography variant="body2">
              {[o.address_name, o.address_line1, o.address_line2, o.city, o.state, o.postal_code]
                .filter(Boolean)
                .join(', ')}
            </Typography>
            <Typography variant="body2">
              {o.delivery_mode === 'scheduled' && o.slot_start && o.slot_end
                ? t('order.scheduled', {
                    start: formatDate(new Date(o.slot_start), locale, { dateStyle: 'medium', timeStyle: 'short' }),
                    end: formatDate(new Date(o.slot_end), locale, { timeStyle: 'short' }),
                  })
                : o.delivery_mode === 'express'
                  ? t('order.express')
                  : t('order.standard')}
            </Typography>
          </Paper>
        </Stack>
        <Paper
          variant="outlined"
          sx={{ p: 2, flex: 1, width: '100%' }}
          component="section"
          aria-label={t('order.amounts')}
        >
          <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
            {t('order.amounts')}
          </Typography>
          <SummaryRow label={t('order.itemsAtMrp')} value={<Money amount={o.items_mrp_total} />} />
          {o.discount > 0 && (
            <SummaryRow
              label={t('order.discount')}
              value={
                <>
                  −<Money amount={o.discount} />
                </>
              }
            />
          )}
          {(o.coupon_discount ?? 0) > 0 && (
            <SummaryRow
              label={t('order.coupon', { code: o.coupon_code ?? '' })}
              value={
                <>
                  −<Money amount={o.coupon_discount ?? 0} />
                </>
              }
              testId="order-coupon"
            />
          )}
          <SummaryRow label={t('order.deliveryFee')} value={<Money amount={o.delivery_fee} />} />
          <SummaryRow label={t('order.gst')} value={<Money amount={o.gst_total} />} />
          <Divider sx={{ my: 1 }} />
          <SummaryRow strong label={t('order.total')} value={<Money amount={o.total} />} testId="order-total" />
          {/* The completed refunds, the figure the store's and the admin's pages show (issue 31). */}
          {refundedPaise > 0 && (
            <SummaryRow
              label={t('order.refunded')}
              value={<Money amount={refundedPaise / 100} />}
              testId="order-refunded"
            />
          )}
          {(refunds.data?.length ?? 0) > 0 && (
            <Stack
              component="ul"
              aria-label={ot('order.refunds')}
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
              data-testid="refunds"
            >
              {refunds.data!.map((r) => (
                <Typography component="li" variant="body2" key={r.$id} data-refund-status={r.status}>
                  {ot('order.refundWord')}
                  <Money amount={r.amount} />
                  {r.note ? ` · ${r.note}` : ''} · {ot(`refundRow.${r.status}`)}
                  {refundNeedsCreditNote(o, r) && <CreditNoteButton orderId={o.$id} refundId={r.refund_id} />}
                </Typography>
              ))}
            </Stack>
          )}
          <Stack spacing={1} sx={{ mt: 2 }}>
            {canRetryPayment(o) && !isAwaitingPayment(o) && (
              <Button variant="contained" onClick={() => pay.mutate()} disabled={pay.isPending}>
                {o.status === 'payment_failed' ? t('order.retry') : t('order.payNow')}
              </Button>
            )}
            {pay.isError && <Alert severity="error">{pay.error.message}</Alert>}
            {o.payment_status === 'paid' && (
              <Button variant="outlined" onClick={() => setDialog('invoice')}>
                {t('order.invoice')}
              </Button>
            )}
            {cancelOption.allowed && (
              <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                {t('order.cancel')}
              </Button>
            )}
            <Button variant="text" onClick={reorder} disabled={!items.data?.length}>
              {t('order.reorder')}
            </Button>
            <Button variant="text" component={RouterLink} to="/orders">
              {t('order.all')}
            </Button>
          </Stack>
          {!cancelOption.allowed && ORDER_STATUS_MEANINGS[o.status].outcome !== 'cancelled' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {cancelOption.reason}
            </Typography>
          )}
        </Paper>
      </Stack>

      <Dialog open={dialog === 'cancel'} onClose={() => setDialog(null)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">{ot('order.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {cancelOption.allowed && cancelOption.needsApproval
              ? ot('order.cancelNeedsApproval')
              : ot('order.cancelText')}
          </DialogContentText>
          <TextField
            fullWidth
            sx={{ mt: 2 }}
            label={ot('order.cancelReasonLabel')}
            value={cancelReason}
            onChange={(e) => setCancelReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1024 } }}
          />
          {cancel.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {cancel.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{ot('order.keep')}</Button>
          <Button color="error" variant="contained" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {cancelOption.allowed && cancelOption.needsApproval ? ot('order.requestCancel') : ot('order.cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
      {items.data && (
        <InvoiceDialog order={o} items={items.data} open={dialog === 'invoice'} onClose={() => setDialog(null)} />
      )}
      <AttachPrescriptionDialog
        order={o}
        open={dialog === 'attach'}
        onClose={() => setDialog(null)}
        onAttached={() => {
          setDialog(null);
          toast(orderToast(ot, 'prescriptionAttached'));
        }}
      />
      {user.data && o.delivered_at && (
        <ReportProblemDialog
          orderId={o.$id}
          userId={user.data}
          items={items.data ?? []}
          deliveredAt={o.delivered_at}
          rules={returnRules.data}
          open={dialog === 'report'}
          onClose={() => setDialog(null)}
          onReported={() => {
            setDialog(null);
            void queryClient.invalidateQueries({ queryKey: orderKeys.orderReturn(orderId) });
            toast(orderToast(ot, 'problemReported'));
          }}
        />
      )}
    </Box>
  );
}
