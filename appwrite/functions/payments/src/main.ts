import { TablesDB, Users } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError, fail, replyError } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appendEvent } from '../../lib/orders/events.ts';
import { getOrder, listOrderItems, placedAmount, type OrderRow } from '../../lib/orders/rows.ts';
import { recordOrderStock, releaseStock, reserveStock } from '../../lib/orders/stock.ts';
import { gatewayFromEnv, GatewayError, type PaymentGateway } from '../../lib/money/gateway.ts';
import {
  dispensingPharmacist,
  invoiceFileDue,
  storeCreditNoteFile,
  storeInvoiceFile,
} from '../../lib/orders/tax-document-files.ts';
import { issueInvoice } from '../../lib/orders/invoice.ts';
import {
  assertUnpaidBelow,
  awaitsPayment,
  expireUnpaidOrder,
  holdMinutes,
  maxUnpaidOrders,
  paymentDeadline,
} from '../../lib/money/payment-hold.ts';

/**
 * payments (execute: users).
 * `{ action: 'create', order_id }` → `{ payment_session_id, checkout_url, mode }` for the caller's
 * own order while it awaits payment (placed) or after a failed attempt (payment_failed: stock is
 * reserved again and a new gateway order is made).
 * `{ action: 'status', order_id }` → `{ status, payment_status, gateway_status }`; asks the gateway
 * and records expiry (releasing the stock) when the webhook never came.
 * `{ action: 'invoice', order_id }` → `{ invoice_number, invoice_date, bucket_id?, file_id? }`: the
 * paid order's tax invoice serial, issued on the first ask (lib/orders/invoice.ts; issue 40 §11),
 * and once it is delivered its stored PDF, made now if missing (lib/orders/tax-document-files.ts).
 * `{ action: 'credit_note', order_id, refund_id }` → `{ credit_note_number, credit_note_date,
 * bucket_id, file_id }`: the credit note (Rule 53) of a refund made after the invoice, stored once.
 */

/** Where the gateway sends the browser back; the shell's payment status page. */
const appUrl = (): string => (process.env.PUBLIC_APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/** Cashfree wants a 10-digit phone; the sandbox accepts this placeholder when the account has none. */
const phoneOf = (phone: string): string => {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? digits : '9999999999';
};

/** Gateway order ids are `<order id>_<attempt>`: a retry after a failure needs a fresh one at Cashfree. */
export function nextGatewayOrderId(order: Pick<OrderRow, '$id' | 'gateway_order_id'>): string {
  const last = order.gateway_order_id ? Number(order.gateway_order_id.split('_').at(-1)) : 0;
  return `${order.$id}_${Number.isInteger(last) ? last + 1 : 1}`;
}

async function create(ctx: Context, tablesDB: TablesDB, gateway: PaymentGateway, order: OrderRow, userId: string) {
  const now = new Date();
  // Past its deadline the order no longer holds stock, whether or not the sweeper has run yet (issue 14 §8).
  if (awaitsPayment(order) && order.payment_expires_at && Date.parse(order.payment_expires_at) <= now.getTime()) {
    await expireUnpaidOrder(tablesDB, order, 'Not paid in time; the reserved stock is released.');
    throw fail('not_awaiting_payment', 'This order was not paid in time and has expired. Please place it again.');
  }
  if (order.status === 'placed' && order.payment_status === 'pending' && order.payment_session_id) {
    // Asking twice (a reload, a double click) gives the same session.
    return {
      payment_session_id: order.payment_session_id,
      checkout_url: gateway.checkoutUrl(order.payment_session_id),
      mode: gateway.mode,
    };
  }
  const retry = order.status === 'payment_failed';
  if (!(order.status === 'placed' && order.payment_status === 'pending') && !retry) {
    throw fail(
      'not_awaiting_payment',
      order.payment_status === 'paid'
        ? 'This order is already paid.'
        : order.payment_status === 'cod_pending'
          ? 'This order is paid in cash on delivery.'
          : 'This order can no longer be paid.',
    );
  }
  if (retry) {
    // Paying again holds stock again: within the unpaid-order limit, for a fresh hold window.
    await assertUnpaidBelow(tablesDB, userId, await maxUnpaidOrders(tablesDB), now);
    // The failed attempt gave the stock back; take it again before asking for money.
    const items = await listOrderItems(tablesDB, order.$id);
    const reserved = await reserveStock(
      tablesDB,
      items.map((i) => ({ candidates: [i.inventory_id], quantity: i.quantity })),
    );
    if ('shortLine' in reserved)
      throw fail('out_of_stock', 'Some items in this order went out of stock. Please place a new order.');
    await recordOrderStock(tablesDB, order, 'order_reserved', reserved.changes, {
      actor_id: userId,
      actor_role: 'customer',
      note: 'payment retried',
    });
  }
  const user = await new Users(serverClient(ctx)).get({ userId });
  const gatewayOrderId = nextGatewayOrderId(order);
  // The gateway stops taking payments when our hold ends (Cashfree order_expiry_time; the sandbox honours it).
  const expiresAt =
    !retry && order.payment_expires_at ? order.payment_expires_at : paymentDeadline(now, await holdMinutes(tablesDB));
  let session;
  try {
    session = await gateway.createOrder({
      orderId: gatewayOrderId,
      amount: placedAmount(order),
      currency: 'INR',
      customer: {
        id: userId,
        phone: phoneOf(user.phone),
        email: user.email || undefined,
        name: user.name || undefined,
      },
      // ?returned=1: the status page knows the gateway sent the customer back (not Back from it).
      returnUrl: `${appUrl()}/payment/status/${order.$id}?returned=1`,
      notifyUrl: process.env.CASHFREE_NOTIFY_URL || undefined,
      expiresAt,
    });
  } catch (err) {
    if (retry)
      await releaseStock(
        tablesDB,
        { ...order, stock_reservation: (order.stock_reservation ?? 1) + 1 },
        { type: 'stock_released', actor_role: 'system', note: 'payment session could not be created' },
      );
    throw err;
  }
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: order.$id,
    data: {
      status: 'placed',
      payment_status: 'pending',
      payment_gateway: gateway.mode === 'local' ? 'local' : 'cashfree',
      gateway_order_id: gatewayOrderId,
      payment_session_id: session.paymentSessionId,
      stock_released: false,
      payment_expires_at: expiresAt,
      ...(retry ? { stock_reservation: (order.stock_reservation ?? 1) + 1 } : {}),
    },
  });
  await appendEvent(tablesDB, order, {
    type: 'payment_started',
    from_status: order.status,
    to_status: 'placed',
    actor_id: userId,
    actor_role: 'customer',
    note: `gateway order ${gatewayOrderId}`,
  });
  return {
    payment_session_id: session.paymentSessionId,
    checkout_url: gateway.checkoutUrl(session.paymentSessionId),
    mode: gateway.mode,
  };
}

async function status(tablesDB: TablesDB, gateway: PaymentGateway, order: OrderRow) {
  let gatewayStatus: string | null = null;
  if (order.gateway_order_id && order.status === 'placed' && order.payment_status === 'pending') {
    const remote = await gateway.getOrder(order.gateway_order_id);
    gatewayStatus = remote.status;
    if (remote.status === 'EXPIRED' || remote.status === 'TERMINATED') {
      // The same once-only expiry as release-unpaid-orders (a payment that won the claim keeps the order).
      if (await expireUnpaidOrder(tablesDB, order, `gateway order ${remote.status}`)) {
        return { status: 'expired', payment_status: 'failed', gateway_status: gatewayStatus };
      }
      const now = await getOrder(tablesDB, order.$id);
      return { status: now.status, payment_status: now.payment_status, gateway_status: gatewayStatus };
    }
  }
  return { status: order.status, payment_status: order.payment_status, gateway_status: gatewayStatus };
}

export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    if (!['create', 'status', 'invoice', 'credit_note'].includes(String(body.action)))
      throw fail('invalid_action', "action must be 'create', 'status', 'invoice' or 'credit_note'.");
    const tablesDB = new TablesDB(serverClient(ctx));
    const order = await getOrder(tablesDB, body.order_id);
    // Someone else's order does not exist for the caller.
    if (order.customer_id !== userId) throw fail('order_not_found', 'Order not found.');
    if (body.action === 'invoice') {
      // Delivered: the stored PDF too (made at delivery; here if that failed or predates it).
      // The verifying pharmacist too, so the order page's copy names them as the stored PDF does.
      const pharmacist = await dispensingPharmacist(tablesDB, order);
      if (!invoiceFileDue(order))
        return ctx.res.json({ ...(await issueInvoice(tablesDB, order, new Date())), pharmacist });
      const { bucketId, fileId, invoice_number, invoice_date } = await storeInvoiceFile(
        serverClient(ctx),
        tablesDB,
        order,
        new Date(),
      );
      return ctx.res.json({ invoice_number, invoice_date, bucket_id: bucketId, file_id: fileId, pharmacist });
    }
    if (body.action === 'credit_note') {
      if (typeof body.refund_id !== 'string' || !body.refund_id) throw fail('invalid_input', 'refund_id is required.');
      const note = await storeCreditNoteFile(serverClient(ctx), tablesDB, order, body.refund_id, new Date());
      return ctx.res.json({
        credit_note_number: note.credit_note_number,
        credit_note_date: note.credit_note_date,
        bucket_id: note.bucketId,
        file_id: note.fileId,
      });
    }
    const gateway = await gatewayFromEnv(process.env, ctx.req.headers['x-appwrite-key'] ?? '');
    const result =
      body.action === 'create'
        ? await create(ctx, tablesDB, gateway, order, userId)
        : await status(tablesDB, gateway, order);
    return ctx.res.json(result);
  } catch (err) {
    if (err instanceof GatewayError) {
      ctx.error(err.message);
      return answerError(ctx.res, 'gateway_error');
    }
    return replyError(ctx, err, 'We could not start the payment. Please try again.');
  }
};
