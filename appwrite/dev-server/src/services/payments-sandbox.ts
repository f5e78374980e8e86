import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { json, type Reply, type RequestContext } from '../http/context.ts';
import type { Router } from '../http/router.ts';
import { checkoutPage } from '../payments/checkout-page.ts';
import { signWebhook } from '../payments/signature.ts';
import { settlementRecon } from '../payments/settlement-report.ts';
import { ORDER_LIFETIME_MS, SandboxStore, type SandboxOrder } from '../payments/store.ts';
import {
  isSandboxMethod,
  istIso,
  paymentWebhook,
  refundEntity,
  refundWebhook,
  type CheckoutOutcome,
} from '../payments/webhook-payload.ts';

/**
 * DEV-ONLY EXTENSION, not part of Appwrite's API: a local stand-in for Cashfree PG, so checkout
 * works end to end with no account and no network (docs/payments.md).
 *
 * - `GET  /v1/dev/payments/credentials` (API keys only, including a function's dynamic key):
 *   the sandbox merchant's client id and secret, generated once per data directory.
 * - `POST /v1/dev/payments/orders`, `GET /v1/dev/payments/orders/{order_id}`: Cashfree's create /
 *   get order (x-client-id, x-client-secret, x-api-version), same bodies and statuses.
 * - `GET  /v1/dev/payments/checkout?payment_session_id=…`: the checkout page (Pay / Fail / Cancel).
 * - `POST /v1/dev/payments/checkout`: the button; sends the webhook to the `payment-webhook`
 *   function signed as Cashfree signs it, then redirects the browser to the order's return_url.
 * - `POST /v1/dev/payments/orders/{order_id}/refunds`, `GET …/refunds/{refund_id}`: Cashfree's
 *   create / get refund. A new refund is PENDING and settles SUCCESS after REFUND_SETTLE_MS with a
 *   signed REFUND_STATUS_WEBHOOK, as Cashfree's does (later, on its own).
 * - `POST /v1/dev/payments/settlement/recon`: Cashfree's settlement reconciliation report of the
 *   payments it captured and the refunds it completed (what reconcile-payments compares our books with).
 */

/** The function that receives the webhooks (appwrite.json). */
export const WEBHOOK_FUNCTION_ID = 'payment-webhook';
const MERCHANT = 'instamg';
const ORDER_ID = /^[A-Za-z0-9_-]{3,45}$/;
const REFUND_ID = /^[A-Za-z0-9_-]{3,40}$/;
/** How long a sandbox refund stays PENDING before its SUCCESS webhook. */
export const REFUND_SETTLE_MS = 300;

const stores = new WeakMap<ServiceDeps, SandboxStore>();
/** The sandbox of this server instance (tests read its credentials). */
export function paymentsSandbox(deps: ServiceDeps): SandboxStore {
  let store = stores.get(deps);
  if (!store) {
    store = new SandboxStore(deps.db);
    stores.set(deps, store);
  }
  return store;
}

/** `order_expiry_time`: ISO 8601 with `Z` or an offset, as Cashfree documents it, and not already past. */
function parseExpiry(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    return null;
  const when = new Date(value);
  return Number.isNaN(when.getTime()) || when.getTime() <= Date.now() ? null : when;
}

/** Cashfree's error shape. */
const cfError = (status: number, code: string, message: string): Reply =>
  json(status, { message, code, type: status === 401 ? 'authentication_error' : 'invalid_request_error' });

const same = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function merchantAuthorized(ctx: RequestContext, deps: ServiceDeps): boolean {
  const { clientId, clientSecret } = paymentsSandbox(deps).credentials();
  return (
    same(String(ctx.headers['x-client-id'] ?? ''), clientId) &&
    same(String(ctx.headers['x-client-secret'] ?? ''), clientSecret)
  );
}

function orderEntity(o: SandboxOrder) {
  return {
    cf_order_id: String(o.cfOrderId),
    order_id: o.orderId,
    entity: 'order',
    order_currency: o.currency,
    order_amount: o.amount,
    order_status: o.status,
    payment_session_id: o.paymentSessionId,
    order_expiry_time: istIso(new Date(o.expiresAt)),
    created_at: istIso(new Date(o.createdAt)),
    customer_details: o.customer,
    order_meta: { return_url: o.returnUrl, notify_url: null, payment_methods: null },
  };
}

/** The headers Cashfree sends with a webhook, signed with the sandbox merchant's secret. */
function signedHeaders(deps: ServiceDeps, rawBody: string): Record<string, string> {
  const timestamp = String(Date.now());
  return {
    'content-type': 'application/json',
    'x-webhook-signature': signWebhook(timestamp, rawBody, paymentsSandbox(deps).credentials().clientSecret),
    'x-webhook-timestamp': timestamp,
    'x-webhook-version': '2023-08-01',
    'x-webhook-attempt': '1',
    'x-idempotency-key': randomUUID(),
  };
}

/**
 * When an undelivered webhook is tried again (Cashfree retries a webhook that failed, minutes
 * apart). The first retry waits longer than payment-webhook's ABANDONED_CLAIM_MS (30 s), so a
 * delivery that died inside the function (the server killed) finds its claim abandoned and finishes
 * it. Like Cashfree, anything outside 2xx is a failed delivery and is tried again, a 4xx too: a
 * refusal that only reflects a moment (the order's refund row not written yet) heals on the retry,
 * and the function's claims make a repeat harmless.
 */
export const WEBHOOK_RETRY_MS = [35_000, 60_000, 120_000, 300_000] as const;

/** Cashfree: "Responses outside the 2xx range, including 3xx redirects, count as delivery failures." */
export const webhookDelivered = (status: number): boolean => status >= 200 && status < 300;

/** Delivers queued webhook `id` now, signed afresh; a 5xx or no answer schedules the next try. */
async function deliverQueued(deps: ServiceDeps, id: number): Promise<number> {
  const sandbox = paymentsSandbox(deps);
  const queued = sandbox.webhook(id);
  if (!queued) return 200;
  let status: number;
  try {
    status = await deliverWebhook(deps, queued.rawBody, signedHeaders(deps, queued.rawBody));
  } catch {
    status = 0; // no answer (the server is going down, or the function endpoint is unreachable)
  }
  try {
    const delivered = webhookDelivered(status);
    sandbox.webhookAttempted(id, delivered);
    if (!delivered) console.warn(`[dev-server] payment sandbox: webhook ${id} answered ${status || 'nothing'}`);
    const wait = WEBHOOK_RETRY_MS[queued.attempts];
    if (!delivered && wait !== undefined) retryLater(deps, id, wait);
  } catch {
    // The data directory closed under us (the server stopped): the next start delivers it.
  }
  return status;
}

function retryLater(deps: ServiceDeps, id: number, ms: number): void {
  setTimeout(() => void deliverQueued(deps, id).catch(() => undefined), ms).unref();
}

/** Settles a pending refund and tells payment-webhook, as Cashfree does once the bank confirms. */
async function settleRefund(deps: ServiceDeps, orderId: string, refundId: string): Promise<void> {
  const sandbox = paymentsSandbox(deps);
  const id = deps.db.transaction(() =>
    sandbox.settleRefund(orderId, refundId, 'SUCCESS')
      ? sandbox.queueWebhook(JSON.stringify(refundWebhook(sandbox.refund(orderId, refundId)!)))
      : null,
  )();
  if (id !== null) await deliverQueued(deps, id);
}

/** Posts a signed webhook to the payment-webhook function's execution endpoint; returns its HTTP status. */
export async function deliverWebhook(
  deps: ServiceDeps,
  rawBody: string,
  headers: Record<string, string>,
): Promise<number> {
  const response = await fetch(`${deps.config.publicEndpoint}/functions/${WEBHOOK_FUNCTION_ID}/executions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': deps.project.id },
    body: JSON.stringify({ body: rawBody, headers, method: 'POST', path: '/', async: false }),
  });
  if (!response.ok) return response.status;
  const execution = (await response.json()) as { responseStatusCode: number };
  return execution.responseStatusCode;
}

export function register(router: Router, deps: ServiceDeps): void {
  const sandbox = paymentsSandbox(deps);
  // What a crash (kill -9) left owing: refunds whose settle timer died, webhooks never answered.
  // Settled and delivered as Cashfree would, later, once the server is up again.
  const owed = sandbox.undeliveredWebhooks();
  for (const webhook of owed) retryLater(deps, webhook.id, WEBHOOK_RETRY_MS[0]);
  for (const refund of sandbox.pendingRefunds())
    setTimeout(
      () => void settleRefund(deps, refund.orderId, refund.refundId).catch(() => undefined),
      REFUND_SETTLE_MS,
    ).unref();

  router.get('/v1/dev/payments/credentials', (ctx) => {
    if (ctx.auth.kind !== 'key')
      throw new AppwriteException(
        'general_unauthorized_scope',
        'The payment sandbox credentials are for server code with an API key.',
      );
    const { clientId, clientSecret } = sandbox.credentials();
    return json(200, { client_id: clientId, client_secret: clientSecret });
  });

  router.post('/v1/dev/payments/orders', (ctx) => {
    if (!merchantAuthorized(ctx, deps)) return cfError(401, 'request_failed', 'authentication Failed');
    const b = ctx.body as Record<string, unknown>;
    const orderId = typeof b.order_id === 'string' ? b.order_id : randomUUID().replace(/-/g, '');
    if (!ORDER_ID.test(orderId))
      return cfError(400, 'order_id_invalid', 'order_id : should be 3-45 characters of letters, digits, _ and -');
    const amount = b.order_amount;
    if (
      typeof amount !== 'number' ||
      !Number.isFinite(amount) ||
      amount < 1 ||
      Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6
    ) {
      return cfError(400, 'order_amount_invalid', 'order_amount : must be a number ≥ 1 with at most 2 decimals');
    }
    if (b.order_currency !== 'INR') return cfError(400, 'order_currency_invalid', 'order_currency : must be INR');
    const customer = b.customer_details as Record<string, unknown> | undefined;
    if (
      !customer ||
      typeof customer.customer_id !== 'string' ||
      typeof customer.customer_phone !== 'string' ||
      !/^\d{10}$/.test(customer.customer_phone)
    ) {
      return cfError(
        400,
        'customer_details_invalid',
        'customer_details : customer_id and a 10-digit customer_phone are required',
      );
    }
    const returnUrl = (b.order_meta as Record<string, unknown> | undefined)?.return_url;
    if (typeof returnUrl !== 'string' || !/^https?:\/\//.test(returnUrl) || returnUrl.length > 250)
      return cfError(
        400,
        'order_meta.return_url_invalid',
        'order_meta.return_url : must be an http(s) URL of at most 250 characters',
      );
    const expiry =
      b.order_expiry_time === undefined || b.order_expiry_time === null
        ? new Date(Date.now() + ORDER_LIFETIME_MS)
        : parseExpiry(b.order_expiry_time);
    if (!expiry)
      return cfError(
        400,
        'order_expiry_time_invalid',
        'order_expiry_time : must be an ISO 8601 date-time with an offset (2021-07-02T10:20:12+05:30) in the future',
      );
    const created = sandbox.create({
      orderId,
      amount,
      currency: 'INR',
      returnUrl,
      customer,
      expiresAt: expiry.toISOString(),
    });
    if (!created) return cfError(409, 'order_already_exists', 'order with same id is already present');
    return json(200, orderEntity(created));
  });

  router.get('/v1/dev/payments/orders/{orderId}', (ctx) => {
    if (!merchantAuthorized(ctx, deps)) return cfError(401, 'request_failed', 'authentication Failed');
    const order = sandbox.get(ctx.params.orderId ?? '');
    return order ? json(200, orderEntity(order)) : cfError(404, 'order_not_found', 'order not found');
  });

  router.post('/v1/dev/payments/orders/{orderId}/refunds', (ctx) => {
    if (!merchantAuthorized(ctx, deps)) return cfError(401, 'request_failed', 'authentication Failed');
    const orderId = ctx.params.orderId ?? '';
    const b = (ctx.body ?? {}) as Record<string, unknown>;
    if (typeof b.refund_id !== 'string' || !REFUND_ID.test(b.refund_id))
      return cfError(400, 'refund_id_invalid', 'refund_id : should be 3-40 characters of letters, digits, _ and -');
    const amount = b.refund_amount;
    if (
      typeof amount !== 'number' ||
      !Number.isFinite(amount) ||
      amount <= 0 ||
      Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6
    ) {
      return cfError(400, 'refund_amount_invalid', 'refund_amount : must be a number above 0 with at most 2 decimals');
    }
    const note = typeof b.refund_note === 'string' ? b.refund_note.slice(0, 100) : null;
    const result = sandbox.createRefund({ orderId, refundId: b.refund_id, amount, note });
    if ('code' in result) return cfError(result.status, result.code, result.message);
    if (result.created) {
      // Settles later, on its own, like a bank; unref so a closing server does not wait for it.
      setTimeout(() => {
        settleRefund(deps, orderId, result.refund.refundId).catch((err: unknown) =>
          console.warn(`[dev-server] payment sandbox: refund ${result.refund.refundId} not delivered: ${String(err)}`),
        );
      }, REFUND_SETTLE_MS).unref();
    }
    return json(200, refundEntity(result.refund));
  });

  router.get('/v1/dev/payments/orders/{orderId}/refunds/{refundId}', (ctx) => {
    if (!merchantAuthorized(ctx, deps)) return cfError(401, 'request_failed', 'authentication Failed');
    const refund = sandbox.refund(ctx.params.orderId ?? '', ctx.params.refundId ?? '');
    return refund ? json(200, refundEntity(refund)) : cfError(404, 'refund_not_found', 'refund not found');
  });

  // Cashfree's Settlement Reconciliation (POST /pg/settlement/recon): the payments captured and the
  // refunds completed, one event each, in the settlement of their India day (payments/settlement-report.ts).
  router.post('/v1/dev/payments/settlement/recon', (ctx) => {
    if (!merchantAuthorized(ctx, deps)) return cfError(401, 'request_failed', 'authentication Failed');
    const result = settlementRecon(sandbox, ctx.body);
    return 'code' in result ? cfError(400, result.code, result.message) : json(200, result);
  });

  router.get('/v1/dev/payments/checkout', (ctx) => {
    const order = sandbox.bySession(
      typeof ctx.query.payment_session_id === 'string' ? ctx.query.payment_session_id : '',
    );
    if (!order)
      return {
        status: 404,
        raw: '<!doctype html><p>Unknown or expired payment session.</p>',
        contentType: 'text/html; charset=utf-8',
      };
    return {
      status: 200,
      raw: checkoutPage(order, `${deps.config.publicEndpoint}/dev/payments/checkout`, MERCHANT),
      contentType: 'text/html; charset=utf-8',
    };
  });

  router.post('/v1/dev/payments/checkout', async (ctx) => {
    const body = ctx.body as Record<string, unknown>;
    const outcome = body.outcome;
    if (outcome !== 'pay' && outcome !== 'fail' && outcome !== 'cancel')
      throw new AppwriteException('general_argument_invalid', 'outcome must be pay, fail or cancel.');
    const order = sandbox.bySession(typeof body.payment_session_id === 'string' ? body.payment_session_id : '');
    if (!order) throw new AppwriteException('general_argument_invalid', 'Unknown payment session.');
    // Past order_expiry_time Cashfree takes no new payment attempt: no money, no webhook; the page says so.
    if (order.status === 'EXPIRED') {
      return {
        status: 410,
        raw: checkoutPage(order, `${deps.config.publicEndpoint}/dev/payments/checkout`, MERCHANT),
        contentType: 'text/html; charset=utf-8',
      };
    }
    if (order.status !== 'ACTIVE') return { status: 303, headers: { Location: order.returnUrl } };
    const cfPaymentId = randomInt(1_000_000_000, 2 ** 47);
    // The instrument the customer picked on the page (UPI by default), as Cashfree's payment_group says it.
    const method = isSandboxMethod(body.method) ? body.method : 'upi';
    const rawBody = JSON.stringify(paymentWebhook(order, outcome as CheckoutOutcome, cfPaymentId, new Date(), method));
    // The payment and the webhook it owes are one transaction, so a crash cannot keep one without the other.
    const queued =
      outcome === 'pay' ? sandbox.markPaidAndQueue(order.orderId, cfPaymentId, rawBody) : sandbox.queueWebhook(rawBody);
    if (queued === null) {
      // It expired (or was paid) between reading it and paying: like Cashfree, no second chance.
      const now = sandbox.get(order.orderId)!;
      return {
        status: 410,
        raw: checkoutPage(now, `${deps.config.publicEndpoint}/dev/payments/checkout`, MERCHANT),
        contentType: 'text/html; charset=utf-8',
      };
    }
    // Cashfree leaves the order ACTIVE after a failed or abandoned try; so does the sandbox.
    await deliverQueued(deps, queued);
    return { status: 303, headers: { Location: order.returnUrl } };
  });
}
