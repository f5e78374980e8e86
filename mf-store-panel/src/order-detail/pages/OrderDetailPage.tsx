import { useEffect, useMemo, useState } from 'react';
import { useParams } from '@instamg/shared/router';
import {
  Alert,
  Button,
  CircularProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  Box,
  useMediaQuery,
  useTheme,
} from '@instamg/shared/mui';
import { ORDER_STATUS_MEANINGS, RX_STATUS_MEANINGS, STATUS_TONES, actionsFor } from '@instamg/shared/domain/order';
import { refundTotals } from '@instamg/shared/domain/ledger/order-money';
import { useLocale } from '@instamg/shared/i18n';
import { useToast } from '@instamg/shared/toast';
import { useReadyStore } from '../../api/current-store';
import { SectionPage } from '../../components/SectionPage';
import { StatusChip } from '../../components/StatusChip';
import {
  useBatches,
  useContact,
  useEvents,
  useItems,
  useRefunds,
  useOrderAction,
  useStoreOrder,
  useSubstitution,
  useVerification,
} from '../api/order-detail-queries';
import type { OrderItemsRow } from '@instamg/shared/appwrite/rows';
import { OpenSubstitution, SubstituteDialog } from '../components/Substitution';
import { ReturnsPanel } from '../components/ReturnsPanel';
import { AssignRider } from '../components/AssignRider';
import { ActionDialog } from '../components/ActionDialog';
import { OrderTimeline } from '../components/OrderTimeline';
import {
  ACTION_INPUT,
  changedPicks,
  detailActions,
  expiryMonth,
  pickOptions,
  splitActions,
  type DetailAction,
} from '../domain/order-detail';
import { StickyActionBar } from '../../components/StickyActionBar';
import { actionText, rxText, statusText, usePanelT } from '../../i18n/catalogue';
import {
  detailToastText,
  failureReasonText,
  localDateTimeText,
  paymentStatusText,
  refundedLine,
  useOrderT,
} from '../../i18n/order-catalogue';
import { PickSlip, PrintStyles, TaxInvoice, type PrintDoc } from '../components/PrintDocs';
import { formatINR } from '@instamg/shared/domain/money';
import { orderReference } from '@instamg/shared/domain/order-number';

/**
 * /store/orders/:orderId (issue 16 §2–4): who to deliver to, the lines with the batch to pick (FEFO
 * proposal, editable while processing), the verified prescription, a button per allowed transition
 * (each through order-state), and a printable pick slip and tax invoice.
 */
export default function OrderDetailPage() {
  const t = usePanelT();
  const ot = useOrderT();
  const locale = useLocale();
  const { orderId = '' } = useParams();
  const { store } = useReadyStore();
  const toast = useToast();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const order = useStoreOrder(orderId);
  const items = useItems(orderId);
  const events = useEvents(orderId);
  const refunds = useRefunds(orderId);
  const refunded = refundedLine(ot, refundTotals(refunds.data ?? []));
  const contact = useContact(orderId);
  const verification = useVerification(order.data?.rx_verification_id ?? null);
  const picking = order.data?.status === 'processing';
  const productIds = useMemo(() => [...new Set((items.data ?? []).map((i) => i.product_id))], [items.data]);
  const batches = useBatches(order.data?.store_id ?? store.storeId, productIds, picking && productIds.length > 0);
  const act = useOrderAction(orderId);
  const substitution = useSubstitution(orderId, order.data?.substitution_id);
  const [substituting, setSubstituting] = useState<OrderItemsRow | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<DetailAction | null>(null);
  const [printing, setPrinting] = useState<PrintDoc | null>(null);

  useEffect(() => {
    if (!printing) return;
    window.print();
    setPrinting(null);
  }, [printing]);

  const now = new Date();
  const options = useMemo(
    () =>
      Object.fromEntries(
        (items.data ?? []).map((i) => [i.$id, picking && batches.data ? pickOptions(i, batches.data, now) : []]),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the clock is read when the data changes
    [items.data, batches.data, picking],
  );

  if (order.isError) return <Alert severity="error">{ot('detail.loadFailed', { message: order.error.message })}</Alert>;
  if (!order.data)
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={ot('detail.loading')} />
      </Stack>
    );
  const o = order.data;
  const lines = items.data ?? [];
  // Redeliver only once the customer asked for it from their order page (issue 32).
  const actions = detailActions(o.status, o.refund_status === 'failed').filter(
    (a) => a !== 'redeliver' || Boolean(o.redelivery_requested_at),
  );
  // The next step sits in the sticky bar at the bottom of the screen; the rest in Actions.
  const { next, others } = splitActions(actions);
  // A line out of stock: offer a substitute (issue 16 §5), one open proposal at a time.
  const canSubstitute = actionsFor('store', o.status).includes('propose_substitution') && !o.substitution_id;
  // The FEFO proposal is the first option; the store may choose another valid batch.
  const pickOf = (itemId: string, reserved: string) => chosen[itemId] ?? options[itemId]?.[0]?.$id ?? reserved;

  // The batch to pick: a choice while processing (FEFO first and marked), else the reserved batch.
  const batchCell = (i: OrderItemsRow) => {
    const opts = options[i.$id] ?? [];
    const selected = pickOf(i.$id, i.inventory_id);
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {picking && opts.length > 0 ? (
          <TextField
            select
            size="small"
            label={ot('detail.batchFor', { product: i.product_name })}
            value={selected}
            onChange={(e) => setChosen((c) => ({ ...c, [i.$id]: e.target.value }))}
            slotProps={{ htmlInput: { 'data-testid': 'batch-select' } }}
          >
            {opts.map((b, n) => (
              <MenuItem key={b.$id} value={b.$id}>
                {ot('detail.batchOption', { batch: b.batch, expiry: expiryMonth(b.expiry) })}
                {n === 0 ? ot('detail.fefoSuffix') : ''}
              </MenuItem>
            ))}
          </TextField>
        ) : picking && batches.isSuccess ? (
          <Typography color="error" variant="body2">
            {ot('detail.noBatch')}
          </Typography>
        ) : (
          <span data-testid="line-batch">{i.batch}</span>
        )}
        {picking && opts.length > 0 && selected === opts[0]?.$id && (
          <StatusChip label={ot('detail.fefo')} tone="success" data-testid="fefo-pick" />
        )}
      </Stack>
    );
  };
  const expiryOf = (i: OrderItemsRow) =>
    expiryMonth((options[i.$id] ?? []).find((b) => b.$id === pickOf(i.$id, i.inventory_id))?.expiry ?? i.batch_expiry);

  const run = (action: DetailAction, input: Record<string, unknown> = {}) => {
    const extra: Record<string, unknown> = { ...input };
    if (action === 'ready_for_pickup')
      extra.picks = changedPicks(lines, Object.fromEntries(lines.map((i) => [i.$id, pickOf(i.$id, i.inventory_id)])));
    act.mutate(
      { action, extra },
      {
        onSuccess: ({ order: next }) => {
          setDialog(null);
          setChosen({});
          toast(detailToastText(ot, 'updated'), statusText(t, next.status));
        },
      },
    );
  };
  const press = (action: DetailAction) => {
    act.reset();
    if (ACTION_INPUT[action]) setDialog(action);
    else run(action);
  };

  return (
    <SectionPage title={t('order.reference', { reference: orderReference(o) })}>
      <PrintStyles />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <StatusChip label={statusText(t, o.status)} tone={STATUS_TONES[o.status]} data-testid="order-status" />
        <Typography variant="body2" color="text.secondary">
          {o.payment_method === 'cod'
            ? o.payment_status === 'paid'
              ? ot('detail.codCollected', { amount: formatINR(o.cod_collected ?? o.total) })
              : ot('detail.cod')
            : ot('detail.payment', { status: paymentStatusText(ot, o.payment_status) })}{' '}
          ·{' '}
          {refunded ? (
            // What went back, from the completed refunds the ledger posts (issue 31), beside the order's total.
            <span data-testid="order-refunded">{ot('detail.refundedOf', { refunded, total: formatINR(o.total) })}</span>
          ) : (
            formatINR(o.total)
          )}
        </Typography>
      </Stack>
      {o.payment_method === 'cod' && o.payment_status === 'cod_pending' && o.status !== 'cancelled' && (
        <Alert severity="info" data-testid="cod-collect">
          {ot('detail.codCollect', { amount: formatINR(o.total) })}
        </Alert>
      )}

      {o.delivery_code_locked && (
        <Alert severity="error" data-testid="code-locked">
          {ot('detail.codeLocked')}
        </Alert>
      )}
      {o.substitution_id && substitution.data?.status === 'proposed' && <OpenSubstitution offer={substitution.data} />}
      {o.status === 'delivery_failed' && o.delivery_failure_reason && (
        <Alert severity="warning">
          {o.delivery_failure_note
            ? ot('detail.failedWithNote', {
                reason: failureReasonText(ot, o.delivery_failure_reason),
                note: o.delivery_failure_note,
              })
            : ot('detail.failed', { reason: failureReasonText(ot, o.delivery_failure_reason) })}{' '}
          {o.redelivery_requested_at ? ot('detail.redeliveryAsked') : ot('detail.redeliveryNotAsked')}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="deliver-to">
        <Typography id="deliver-to" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
          {ot('detail.deliverTo')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="recipient-name">
          {o.recipient_name ?? contact.data?.recipient_name ?? ot('detail.customer')}
        </Typography>
        <Typography data-testid="recipient-phone">
          {contact.data?.phone ?? (contact.isSuccess ? ot('detail.phoneHidden') : '')}
        </Typography>
        <Typography variant="body2" data-testid="recipient-address">
          {[o.address_name, o.address_line1, o.address_line2, o.city, o.state, o.postal_code]
            .filter(Boolean)
            .join(', ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {o.delivery_mode === 'scheduled' && o.slot_start
            ? ot('detail.slotFrom', { when: localDateTimeText(locale, o.slot_start) })
            : o.delivery_mode === 'express'
              ? ot('detail.express')
              : ot('detail.standard')}
          {(o.redelivery_count ?? 0) > 0 ? ot('detail.redeliveries', { count: o.redelivery_count ?? 0 }) : ''}
        </Typography>
      </Paper>

      <AssignRider orderId={o.$id} status={o.status} />

      <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }} component="section" aria-labelledby="lines">
        <Typography id="lines" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
          {ot('detail.items')}
        </Typography>
        {isPhone ? (
          // Stacked cards on a phone (issue 33 §4): batch and expiry in view, no sideways scrolling.
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {lines.map((i) => (
              <Paper
                key={i.$id}
                component="li"
                variant="outlined"
                data-testid="order-line"
                sx={{ p: 1.5, display: 'grid', gap: 1 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                  <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {i.product_name}
                    {i.pack_size ? ` · ${i.pack_size}` : ''}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{`× ${i.quantity}`}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {ot('detail.mrpPrice', { mrp: formatINR(i.mrp), price: formatINR(i.unit_price) })}
                </Typography>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {i.schedule !== 'none' && (
                    <StatusChip label={ot('detail.schedule', { schedule: i.schedule })} tone="warning" />
                  )}
                  {i.rx_required && <StatusChip label={ot('detail.rx')} tone="error" />}
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary">
                    {ot('detail.batch')}
                  </Typography>
                  {batchCell(i)}
                </Stack>
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {ot('detail.expiry')}
                  </Box>{' '}
                  {expiryOf(i)}
                </Typography>
                {canSubstitute && (
                  <Button
                    size="small"
                    onClick={() => setSubstituting(i)}
                    aria-label={ot('detail.offerSubstituteFor', { product: i.product_name })}
                    sx={{ justifySelf: 'start', minHeight: 40 }}
                  >
                    {ot('detail.offerSubstitute')}
                  </Button>
                )}
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{ot('detail.medicine')}</TableCell>
                <TableCell align="right">{ot('detail.qty')}</TableCell>
                <TableCell align="right">{ot('detail.mrp')}</TableCell>
                <TableCell align="right">{ot('detail.price')}</TableCell>
                <TableCell>{ot('detail.scheduleColumn')}</TableCell>
                <TableCell>{ot('detail.batch')}</TableCell>
                <TableCell>{ot('detail.expiry')}</TableCell>
                {canSubstitute && <TableCell>{ot('detail.outOfStock')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((i) => {
                return (
                  <TableRow key={i.$id} data-testid="order-line">
                    <TableCell>
                      {i.product_name}
                      {i.pack_size ? ` · ${i.pack_size}` : ''}
                    </TableCell>
                    <TableCell align="right">{i.quantity}</TableCell>
                    <TableCell align="right">{formatINR(i.mrp)}</TableCell>
                    <TableCell align="right">{formatINR(i.unit_price)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5}>
                        {i.schedule !== 'none' && (
                          <StatusChip label={ot('detail.schedule', { schedule: i.schedule })} tone="warning" />
                        )}
                        {i.rx_required && <StatusChip label={ot('detail.rx')} tone="error" />}
                      </Stack>
                    </TableCell>
                    <TableCell>{batchCell(i)}</TableCell>
                    <TableCell>{expiryOf(i)}</TableCell>
                    {canSubstitute && (
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => setSubstituting(i)}
                          aria-label={ot('detail.offerSubstituteFor', { product: i.product_name })}
                        >
                          {ot('detail.offerSubstitute')}
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Paper>

      {RX_STATUS_MEANINGS[o.rx_status].needsPrescription && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="rx">
          <Typography id="rx" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
            {ot('detail.prescription')}
          </Typography>
          {verification.data ? (
            <Typography data-testid="rx-verification">
              {ot(verification.data.decision === 'verified' ? 'detail.rxVerified' : 'detail.rxRejected', {
                pharmacist: verification.data.pharmacist_name,
                council: verification.data.pharmacy_council,
                registration: verification.data.registration_number,
                when: localDateTimeText(locale, verification.data.verified_at),
              })}
            </Typography>
          ) : (
            <Typography>{rxText(t, o.rx_status) ?? RX_STATUS_MEANINGS[o.rx_status].storeLabel}</Typography>
          )}
        </Paper>
      )}

      {ORDER_STATUS_MEANINGS[o.status].handedOver && <ReturnsPanel orderId={o.$id} role={store.role} />}

      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="section" aria-label={ot('detail.actions')}>
        {others.map((a) => (
          <Button
            key={a}
            variant={a === 'cancel' || a === 'delivery_failed' ? 'outlined' : 'contained'}
            color={a === 'cancel' ? 'error' : 'primary'}
            onClick={() => press(a)}
            disabled={act.isPending}
          >
            {actionText(t, a)}
          </Button>
        ))}
        <Button variant="text" onClick={() => setPrinting('pick-slip')}>
          {ot('detail.printPickSlip')}
        </Button>
        {o.payment_status !== 'pending' && (
          <Button variant="text" onClick={() => setPrinting('invoice')}>
            {ot('detail.printInvoice')}
          </Button>
        )}
      </Stack>
      {act.isError && !dialog && <Alert severity="error">{act.error.message}</Alert>}

      <OrderTimeline order={o} events={events.data ?? []} />

      {next && (
        <StickyActionBar label={t('detail.nextStep')}>
          <Button variant="contained" size="large" onClick={() => press(next)} disabled={act.isPending}>
            {actionText(t, next)}
          </Button>
        </StickyActionBar>
      )}

      <ActionDialog
        action={dialog}
        order={o}
        pending={act.isPending}
        error={act.isError ? act.error.message : null}
        onClose={() => setDialog(null)}
        onConfirm={(action, input) => run(action, input)}
      />

      <SubstituteDialog
        orderId={o.$id}
        storeId={o.store_id}
        item={substituting}
        isPharmacist={store.isPharmacist}
        onClose={() => setSubstituting(null)}
      />

      <PickSlip order={o} items={lines} active={printing === 'pick-slip'} />
      <TaxInvoice order={o} items={lines} active={printing === 'invoice'} />
    </SectionPage>
  );
}
