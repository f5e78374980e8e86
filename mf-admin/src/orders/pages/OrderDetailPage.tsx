import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Link,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@instamg/shared/mui';
import { Link as RouterLink, useParams } from '@instamg/shared/router';
import { STORE_ORDER_TOASTS } from '@instamg/shared/constants';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { formatINR } from '@instamg/shared/domain/money';
import { RETURN_STATUS_LABELS, parseReturnLines } from '@instamg/shared/domain/returns';
import { orderReference } from '@instamg/shared/domain/order-number';
import { paymentWords } from '@instamg/shared/domain/payment-method';
import { useToast } from '@instamg/shared/toast';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys } from '../../api/keys';
import {
  actOnOrder,
  fetchCustomer,
  fetchEvents,
  fetchItems,
  fetchOrder,
  fetchReassignCandidates,
  fetchRefundBankAccount,
  fetchRefundRequest,
  fetchRefunds,
  type AdminOrder,
  type RefundRequest,
} from '../api/order-detail';
import { OrderActionDialog } from '../components/OrderActionDialog';
import { isTechnicalEventNote } from '@instamg/shared/domain/order-event-words';
import { ACTION_TEXTS, actorWords, eventTitle, offeredActions, type OfferedAction } from '../domain/order-detail';
import { refundTotals, refundedText } from '@instamg/shared/domain/ledger/order-money';
import { formatPlacedAt, orderStatusLabel, paymentLabel } from '../domain/order-list';

const keys = adminKeys.orders;

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }} component="section" aria-label={props.title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value === null || value === undefined || value === '' ? '—' : value}
    </Typography>
  );
}

const Loading = ({ label }: { label: string }) => (
  <Skeleton variant="rounded" height={48} role="progressbar" aria-label={label} />
);

function Items({ orderId }: { orderId: string }) {
  const items = useQuery({ queryKey: keys.part(orderId, 'items'), queryFn: () => fetchItems(orderId) });
  return (
    <Section title="Items">
      {items.isPending && <Loading label="Loading the items" />}
      {items.isError && <Alert severity="error">The items could not be loaded.</Alert>}
      {items.data && (
        <Table size="small" aria-label="Order lines">
          <TableHead>
            <TableRow>
              <TableCell>Medicine</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Batch</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.data.map((item) => (
              <TableRow key={item.$id}>
                <TableCell>
                  {item.product_name}
                  {item.pack_size ? ` (${item.pack_size})` : ''}
                  {item.schedule && item.schedule !== 'none' ? ` · Schedule ${item.schedule}` : ''}
                </TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right">{formatINR(item.unit_price)}</TableCell>
                <TableCell align="right">{formatINR(item.line_total)}</TableCell>
                <TableCell>{item.batch ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

function Timeline({ orderId, paymentMethod }: { orderId: string; paymentMethod: string | null }) {
  const events = useQuery({ queryKey: keys.part(orderId, 'events'), queryFn: () => fetchEvents(orderId) });
  return (
    <Section title="Timeline">
      {events.isPending && <Loading label="Loading the timeline" />}
      {events.isError && <Alert severity="error">The timeline could not be loaded.</Alert>}
      {events.data && (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }} aria-label="Order events">
          {events.data.map((event) => (
            <Box component="li" key={event.$id} sx={{ mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {eventTitle(event, paymentMethod)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {`${formatPlacedAt(event.$createdAt)} · ${actorWords(event.actor_role)}`}
              </Typography>
              {event.note && !isTechnicalEventNote(event) && <Typography variant="body2">{event.note}</Typography>}
              {/* Ids and the gateway's words, for an admin who needs them (issue 33 §7). */}
              <Typography variant="caption" component="details" color="text.secondary">
                <summary>Details</summary>
                {[
                  `type ${event.type}`,
                  event.actor_id ? `actor ${event.actor_id}` : null,
                  isTechnicalEventNote(event) && event.note ? event.note : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}

function Customer({ order }: { order: AdminOrder }) {
  const customer = useQuery({
    queryKey: keys.part(order.$id, 'customer'),
    queryFn: () => fetchCustomer(order.customer_id),
  });
  const address = [order.address_line1, order.address_line2, order.city, order.state, order.postal_code]
    .filter(Boolean)
    .join(', ');
  return (
    <Section title="Customer">
      <Stack spacing={0.5}>
        {customer.isPending && (
          <Skeleton variant="text" width={200} role="progressbar" aria-label="Loading the customer" />
        )}
        {customer.isError && <Alert severity="warning">The customer’s account could not be loaded.</Alert>}
        {customer.data && (
          <Fact
            label="Account"
            value={
              <Link component={RouterLink} to={`/admin/users/${order.customer_id}`}>
                {`${customer.data.user.name || 'No name'} (${customer.data.user.email || customer.data.user.phone})`}
              </Link>
            }
          />
        )}
        <Fact label="Deliver to" value={order.recipient_name ?? order.address_name} />
        <Fact label="Address" value={address} />
        <Fact label="Delivery" value={order.delivery_mode} />
      </Stack>
    </Section>
  );
}

function Money({ order }: { order: AdminOrder }) {
  const request = useQuery({
    queryKey: keys.part(order.$id, 'refund-request'),
    queryFn: () => fetchRefundRequest(order.$id),
  });
  const refunds = useQuery({ queryKey: keys.part(order.$id, 'refunds'), queryFn: () => fetchRefunds(order.$id) });
  const refunded = refundedText(refundTotals(refunds.data ?? []));
  return (
    <Section title="Payment and refunds">
      <Stack spacing={0.5}>
        <Fact label="Items" value={formatINR(order.items_total)} />
        <Fact label="Delivery fee" value={formatINR(order.delivery_fee)} />
        <Fact label="Total" value={formatINR(order.total)} />
        {order.placed_total !== null && order.placed_total !== order.total && (
          <Fact label="Paid at placing" value={formatINR(order.placed_total)} />
        )}
        <Fact label="Payment" value={paymentLabel(order.payment_status)} />
        <Fact label="Paid at" value={order.paid_at ? formatPlacedAt(order.paid_at) : null} />
        <Fact label="Gateway" value={order.payment_gateway} />
        <Fact label="Gateway order" value={order.gateway_order_id} />
        <Fact label="Gateway payment" value={order.cf_payment_id} />
        {/* Every completed refund, the figure the store's and the customer's pages show (issue 31). */}
        <Fact label="Refunded" value={refunded} />
        <Fact
          label="Refund"
          value={
            order.refund_status
              ? `${order.refund_status} · ${formatINR(order.refund_amount ?? 0)} · ${order.refund_id ?? ''}`
              : null
          }
        />
        {request.data && (
          <Fact
            label="Return"
            value={`${RETURN_STATUS_LABELS[request.data.status] ?? request.data.status} · ${formatINR(request.data.refund_amount ?? request.data.amount ?? 0)} · “${request.data.reason}”`}
          />
        )}
      </Stack>
    </Section>
  );
}

/** What a return step sends besides the action (issue 16 §6): the next pickup slot, or every reported item accepted. */
function returnStepInput(action: OfferedAction, request: RefundRequest | null): Record<string, unknown> {
  if (action === 'schedule_return_pickup') {
    const start = Date.now() + 3600_000;
    return { slot: { start: new Date(start).toISOString(), end: new Date(start + 2 * 3600_000).toISOString() } };
  }
  if (action === 'verify_return')
    return { accepted: parseReturnLines(request?.lines).map((l) => ({ item_id: l.item_id, quantity: l.quantity })) };
  return {};
}

/** Where a cash-on-delivery refund goes: the account the customer gave on the order page (issue 22 §6). */
function RefundBankAccountFacts({ orderId }: { orderId: string }) {
  const account = useQuery({
    queryKey: keys.part(orderId, 'refund-bank'),
    queryFn: () => fetchRefundBankAccount(orderId),
  });
  if (account.isPending) return <Loading label="Loading the refund bank account" />;
  if (account.isError) return <Alert severity="error">{account.error.message}</Alert>;
  if (!account.data)
    return (
      <Alert severity="warning" sx={{ mb: 1 }} data-testid="refund-bank-account">
        Waiting for the customer’s bank details. They give them on their order page.
      </Alert>
    );
  const a = account.data;
  return (
    <Stack
      spacing={0.5}
      sx={{ mb: 1.5 }}
      data-testid="refund-bank-account"
      role="group"
      aria-label="Refund bank account"
    >
      <Fact label="Account holder" value={a.account_holder} />
      <Fact label="Account number" value={a.account_number} />
      <Fact label="IFSC" value={a.bank_name ? `${a.ifsc} (${a.bank_name})` : a.ifsc} />
      <Fact label="Given" value={formatPlacedAt(a.submitted_at)} />
    </Stack>
  );
}

function Actions({ order, request }: { order: AdminOrder; request: RefundRequest | null }) {
  const refundRequestStatus = request?.status ?? null;
  const toast = useToast();
  const client = useQueryClient();
  const [open, setOpen] = useState<OfferedAction | null>(null);
  const actions = offeredActions({
    status: order.status,
    payment_status: order.payment_status,
    refundRequestStatus,
    payment_method: order.payment_method,
    refund_status: order.refund_status,
  });
  const targets = useQuery({
    queryKey: keys.part(order.$id, 'stores'),
    queryFn: () => fetchReassignCandidates(order),
    enabled: open === 'reassign',
  });
  if (actions.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No administrator action is open for this order now.
      </Typography>
    );
  const run = async (action: OfferedAction, input: { reason: string; storeId?: string }) => {
    try {
      const updated = await actOnOrder(action, order.$id, {
        ...(input.reason ? { reason: input.reason } : {}),
        ...(input.storeId ? { store_id: input.storeId } : {}),
        ...returnStepInput(action, request),
      });
      if (action === 'reassign') toast(ADMIN_TOASTS.orderReassigned(updated.store_name ?? 'the new pharmacy'));
      else if (action === 'cancel') toast(ADMIN_TOASTS.orderCancelled);
      else if (action === 'approve_refund') toast(ADMIN_TOASTS.refundApproved);
      else if (action === 'mark_refund_paid') toast(ADMIN_TOASTS.refundMarkedPaid);
      else if (action === 'reject_refund') toast(ADMIN_TOASTS.refundRejected);
      else toast(STORE_ORDER_TOASTS.returnUpdated, ACTION_TEXTS[action].button);
    } catch (failed) {
      toast(ADMIN_TOASTS.orderActionFailed, failed instanceof Error ? failed.message : undefined);
      throw failed;
    } finally {
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.detail(order.$id) }),
        client.invalidateQueries({ queryKey: keys.part(order.$id, 'refund-request') }),
        client.invalidateQueries({ queryKey: keys.part(order.$id, 'refund-bank') }),
        client.invalidateQueries({ queryKey: adminKeys.grid('orders') }),
        client.invalidateQueries({ queryKey: adminKeys.dashboard.all() }),
      ]);
    }
  };
  return (
    <>
      {actions.includes('mark_refund_paid') && <RefundBankAccountFacts orderId={order.$id} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'cancel' || action === 'reject_refund' ? 'outlined' : 'contained'}
            color={action === 'cancel' || action === 'reject_refund' ? 'error' : 'primary'}
            onClick={() => setOpen(action)}
          >
            {ACTION_TEXTS[action].button}
          </Button>
        ))}
      </Stack>
      {open && (
        <OrderActionDialog
          action={open}
          open
          stores={targets.data ?? []}
          onClose={() => setOpen(null)}
          onConfirm={(input) => run(open, input)}
        />
      )}
    </>
  );
}

/** /admin/orders/{orderId} (issue 19 §2): the whole order, its timeline and money, and the admin's actions. */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useQuery({ queryKey: keys.detail(orderId), queryFn: () => fetchOrder(orderId) });
  const request = useQuery({
    queryKey: keys.part(orderId, 'refund-request'),
    queryFn: () => fetchRefundRequest(orderId),
  });
  const row = order.data;
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Link component={RouterLink} to="/admin/orders">
            All orders
          </Link>
          <Typography variant="h1" color="primary">
            {row ? `Order ${orderReference(row)}` : 'Order'}
          </Typography>
          {order.isPending && (
            <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Loading the order" />
          )}
          {order.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void order.refetch()}>
                  Try again
                </Button>
              }
            >
              {(order.error as { code?: number }).code === 404
                ? 'This order does not exist.'
                : 'The order could not be loaded.'}
            </Alert>
          )}
          {row && (
            <>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Chip label={orderStatusLabel(row.status)} color="primary" data-testid="order-status" />
                <Chip label={`Payment: ${paymentLabel(row.payment_status)}`} variant="outlined" />
                {row.rx_status !== 'not_required' && (
                  <Chip label={`Prescription: ${row.rx_status}`} variant="outlined" />
                )}
                <Typography variant="body2" color="text.secondary">
                  {`Placed ${formatPlacedAt(row.$createdAt)}`}
                </Typography>
              </Stack>
              {/* The row id is for support and logs: behind a details toggle, never the order's name. */}
              <Typography component="details" variant="body2" color="text.secondary">
                <summary>Details</summary>
                {`Order ID ${row.$id}`}
              </Typography>
              <Section title="Actions">
                <Actions order={row} request={request.data ?? null} />
              </Section>
              <Section title="Store">
                <Stack spacing={0.5}>
                  <Fact
                    label="Pharmacy"
                    value={
                      <Link component={RouterLink} to={`/admin/stores/${row.store_id}`} data-testid="order-store">
                        {row.store_name ?? row.store_id}
                      </Link>
                    }
                  />
                  <Fact label="Licence" value={row.store_licence} />
                  <Fact label="Address" value={row.store_address} />
                  <Fact label="Distance" value={row.distance_km !== null ? `${row.distance_km} km` : null} />
                  <Fact label="Moves to another pharmacy" value={String(row.reroute_count ?? 0)} />
                </Stack>
              </Section>
              <Customer order={row} />
              <Items orderId={row.$id} />
              <Money order={row} />
              {row.cancel_reason && (
                <Alert severity="info">{`Cancelled${row.cancelled_at ? ` ${formatPlacedAt(row.cancelled_at)}` : ''}: ${row.cancel_reason}`}</Alert>
              )}
              <Timeline orderId={row.$id} paymentMethod={paymentWords(row)} />
            </>
          )}
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
