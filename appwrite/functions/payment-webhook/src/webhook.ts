/** Cashfree payment webhooks (PG 2023-08-01): parsing and freshness, without I/O. */
import { paymentGroupOf } from '@instamg/shared/domain/payment-method';

/** Older or newer than this against our clock is refused (replays of captured webhooks). */
export const MAX_WEBHOOK_SKEW_MS = 5 * 60 * 1000;

export type WebhookKind = 'success' | 'failed' | 'dropped';
const KINDS: Record<string, WebhookKind> = {
  PAYMENT_SUCCESS_WEBHOOK: 'success',
  PAYMENT_FAILED_WEBHOOK: 'failed',
  PAYMENT_USER_DROPPED_WEBHOOK: 'dropped',
};

export interface PaymentWebhook {
  type: string;
  kind: WebhookKind | null;
  gatewayOrderId: string;
  orderAmount: number;
  orderCurrency: string;
  cfPaymentId: string;
  paymentStatus: string;
  paymentAmount: number;
  paymentTime: string | null;
  /** How the customer paid on the gateway's page (`upi`, `credit_card`, `net_banking` …), when it says. */
  paymentGroup: string | null;
}

/** `x-webhook-timestamp` is epoch milliseconds (Cashfree); seconds are accepted too. */
export function isFreshTimestamp(timestamp: string | undefined, now = Date.now()): boolean {
  if (!timestamp || !/^\d{10,13}$/.test(timestamp)) return false;
  const ms = timestamp.length <= 10 ? Number(timestamp) * 1000 : Number(timestamp);
  return Math.abs(now - ms) <= MAX_WEBHOOK_SKEW_MS;
}

/** The fields we act on, or null when the body is not a payment webhook we understand. */
export function parsePaymentWebhook(rawBody: string): PaymentWebhook | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const b = body as { type?: unknown; data?: { order?: Record<string, unknown>; payment?: Record<string, unknown> } };
  const order = b?.data?.order;
  const payment = b?.data?.payment;
  if (typeof b?.type !== 'string' || !order || !payment) return null;
  if (
    typeof order.order_id !== 'string' ||
    typeof order.order_amount !== 'number' ||
    typeof order.order_currency !== 'string'
  )
    return null;
  const cfPaymentId = payment.cf_payment_id;
  if (typeof cfPaymentId !== 'string' && typeof cfPaymentId !== 'number') return null;
  return {
    type: b.type,
    kind: KINDS[b.type] ?? null,
    gatewayOrderId: order.order_id,
    orderAmount: order.order_amount,
    orderCurrency: order.order_currency,
    cfPaymentId: String(cfPaymentId),
    paymentStatus: typeof payment.payment_status === 'string' ? payment.payment_status : '',
    paymentAmount: typeof payment.payment_amount === 'number' ? payment.payment_amount : Number.NaN,
    paymentTime: typeof payment.payment_time === 'string' ? payment.payment_time : null,
    paymentGroup: paymentGroupOf(payment.payment_group),
  };
}

/** Our order id from a gateway order id `<order id>_<attempt>`. */
export function orderIdOf(gatewayOrderId: string): string | null {
  const m = /^([a-zA-Z0-9][a-zA-Z0-9._-]{0,35})_\d+$/.exec(gatewayOrderId);
  return m ? m[1]! : null;
}

export const REFUND_WEBHOOK_TYPE = 'REFUND_STATUS_WEBHOOK';

export interface RefundWebhook {
  refundId: string;
  cfRefundId: string;
  gatewayOrderId: string;
  amount: number;
  /** Cashfree sends SUCCESS or CANCELLED (given up after retries) in refund webhooks. */
  status: 'SUCCESS' | 'CANCELLED';
  processedAt: string | null;
}

/** The refund webhook's fields we act on, or null when the body is not one we understand. */
export function parseRefundWebhook(rawBody: string): RefundWebhook | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const b = body as { type?: unknown; data?: { refund?: Record<string, unknown> } };
  const r = b?.data?.refund;
  if (b?.type !== REFUND_WEBHOOK_TYPE || !r) return null;
  if (typeof r.refund_id !== 'string' || typeof r.order_id !== 'string' || typeof r.refund_amount !== 'number')
    return null;
  if (r.refund_status !== 'SUCCESS' && r.refund_status !== 'CANCELLED') return null;
  const cfRefundId = r.cf_refund_id;
  if (typeof cfRefundId !== 'string' && typeof cfRefundId !== 'number') return null;
  return {
    refundId: r.refund_id,
    cfRefundId: String(cfRefundId),
    gatewayOrderId: r.order_id,
    amount: r.refund_amount,
    status: r.refund_status,
    processedAt: typeof r.processed_at === 'string' ? r.processed_at : null,
  };
}

/** The webhook's `type`, or null when the body is not a JSON object with one. */
export function webhookType(rawBody: string): string | null {
  try {
    const type = (JSON.parse(rawBody) as { type?: unknown } | null)?.type;
    return typeof type === 'string' ? type : null;
  } catch {
    return null;
  }
}
