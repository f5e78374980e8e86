import { createHmac, timingSafeEqual } from 'node:crypto';
import { istOffsetIso } from '@instamg/shared/domain/india-time';

/** Cashfree PG API version every request and webhook uses (research/domain.md §3). */
export const CASHFREE_API_VERSION = '2023-08-01';
export const CASHFREE_HOSTS = {
  sandbox: 'https://sandbox.cashfree.com/pg',
  production: 'https://api.cashfree.com/pg',
} as const;

export type PaymentsMode = 'local' | 'sandbox' | 'production';
export type GatewayOrderStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'TERMINATED' | 'TERMINATION_REQUESTED';

export interface CreateGatewayOrder {
  /** Ours: 3–45 characters of letters, digits, `_` and `-`. */
  orderId: string;
  amount: number;
  currency: 'INR';
  customer: { id: string; phone: string; email?: string; name?: string };
  returnUrl: string;
  notifyUrl?: string;
  /** When the gateway stops taking new payment attempts (issue 14 §8: the order's payment deadline). */
  expiresAt?: string;
}

export interface GatewayOrder {
  orderId: string;
  status: GatewayOrderStatus;
  /** `order_expiry_time` as the gateway answers it (Cashfree: India time, `+05:30`). */
  expiresAt: string | null;
  amount: number;
  currency: string;
  paymentSessionId: string;
}

export interface PaymentGateway {
  readonly mode: PaymentsMode;
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
  getOrder(orderId: string): Promise<GatewayOrder>;
  refund(
    orderId: string,
    refund: { refundId: string; amount: number; note?: string },
  ): Promise<{ refundId: string; status: string }>;
  /** Where the browser pays, when it is a plain page (the local sandbox); Cashfree uses cashfree-js. */
  checkoutUrl(paymentSessionId: string): string | null;
  /** The secret webhooks are signed with. */
  webhookSecret(): Promise<string>;
  /** Every settlement event (captured payments, completed refunds) whose time is in [start, end). */
  settlementEvents(start: string, end: string): Promise<SettlementEvent[]>;
}

/**
 * One event of Cashfree's Settlement Reconciliation report (`POST /pg/settlement/recon`), the
 * fields reconciliation reads. Amounts in rupees, as Cashfree sends them.
 */
export interface SettlementEvent {
  event_id: string;
  event_type: string;
  sale_type: 'CREDIT' | 'DEBIT';
  event_time: string;
  event_status: string;
  event_amount: number;
  event_settlement_amount: number;
  /** The gateway order id (`<order id>_<attempt>`). */
  order_id: string;
  cf_payment_id: number | null;
  refund_id: string | null;
  cf_settlement_id: number | null;
  settlement_utr: string | null;
}

/** Events per page of the settlement report (Cashfree pages by cursor). */
const RECON_PAGE = 500;

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Payment gateway answered ${status}: ${body.slice(0, 300)}`);
  }
}

type Env = Record<string, string | undefined>;

/**
 * PAYMENTS_MODE picks the gateway: `local` (default, the dev server's sandbox), `sandbox` or
 * `production` (Cashfree). The local sandbox refuses to run next to production credentials.
 */
export function paymentsMode(env: Env): PaymentsMode {
  const mode = (env.PAYMENTS_MODE ?? 'local').trim() || 'local';
  if (mode !== 'local' && mode !== 'sandbox' && mode !== 'production')
    throw new Error(`PAYMENTS_MODE must be local, sandbox or production, not "${mode}".`);
  if (mode === 'local' && env.CASHFREE_ENV === 'production')
    throw new Error(
      'PAYMENTS_MODE=local cannot run with CASHFREE_ENV=production: the local sandbox gateway moves no money.',
    );
  if (mode !== 'local' && env.CASHFREE_ENV && env.CASHFREE_ENV !== mode)
    throw new Error(`PAYMENTS_MODE=${mode} disagrees with CASHFREE_ENV=${env.CASHFREE_ENV}.`);
  return mode;
}

/** The gateway for this environment; `apiKey` is the execution's key (the local sandbox hands its credentials to keys only). */
export async function gatewayFromEnv(
  env: Env,
  apiKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PaymentGateway> {
  const mode = paymentsMode(env);
  if (mode === 'local') {
    const endpoint = env.APPWRITE_FUNCTION_API_ENDPOINT;
    if (!endpoint) throw new Error('APPWRITE_FUNCTION_API_ENDPOINT is not set.');
    const response = await fetchImpl(`${endpoint}/dev/payments/credentials`, {
      headers: { 'x-appwrite-key': apiKey, 'x-appwrite-project': env.APPWRITE_FUNCTION_PROJECT_ID ?? '' },
    });
    if (!response.ok) throw new GatewayError(response.status, await response.text());
    const creds = (await response.json()) as { client_id: string; client_secret: string };
    return new CashfreeGateway(
      'local',
      `${endpoint}/dev/payments`,
      creds.client_id,
      creds.client_secret,
      fetchImpl,
      `${endpoint}/dev/payments/checkout`,
    );
  }
  const id = env.CASHFREE_CLIENT_ID;
  const secret = env.CASHFREE_CLIENT_SECRET;
  if (!id || !secret)
    throw new Error('CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET must be set as function variables.');
  return new CashfreeGateway(mode, CASHFREE_HOSTS[mode], id, secret, fetchImpl, null);
}

interface CashfreeOrderEntity {
  order_id: string;
  order_status: GatewayOrderStatus;
  order_amount: number;
  order_currency: string;
  payment_session_id: string;
  order_expiry_time?: string | null;
}

/**
 * Cashfree PG REST client (a typed fetch client; the cashfree-pg SDK pulls in axios and Sentry).
 * The local sandbox speaks the same API under the dev server, so one client serves both.
 */
export class CashfreeGateway implements PaymentGateway {
  constructor(
    readonly mode: PaymentsMode,
    private readonly base: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly fetchImpl: typeof fetch,
    private readonly checkoutBase: string | null,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const response = await this.fetchImpl(`${this.base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-api-version': CASHFREE_API_VERSION,
        'x-client-id': this.clientId,
        'x-client-secret': this.clientSecret,
        ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new GatewayError(response.status, text);
    return JSON.parse(text) as T;
  }

  private static toOrder(e: CashfreeOrderEntity): GatewayOrder {
    return {
      orderId: e.order_id,
      status: e.order_status,
      expiresAt: e.order_expiry_time ?? null,
      amount: e.order_amount,
      currency: e.order_currency,
      paymentSessionId: e.payment_session_id,
    };
  }

  async createOrder(input: CreateGatewayOrder): Promise<GatewayOrder> {
    const entity = await this.call<CashfreeOrderEntity>(
      'POST',
      '/orders',
      {
        order_id: input.orderId,
        order_amount: input.amount,
        order_currency: input.currency,
        customer_details: {
          customer_id: input.customer.id,
          customer_phone: input.customer.phone,
          customer_email: input.customer.email,
          customer_name: input.customer.name,
        },
        order_meta: { return_url: input.returnUrl, ...(input.notifyUrl ? { notify_url: input.notifyUrl } : {}) },
        // ISO 8601 with an offset; Cashfree stores India time, so we send it in that form (research/domain.md §3.1).
        ...(input.expiresAt ? { order_expiry_time: indiaTime(new Date(input.expiresAt)) } : {}),
      },
      input.orderId,
    );
    return CashfreeGateway.toOrder(entity);
  }

  async getOrder(orderId: string): Promise<GatewayOrder> {
    return CashfreeGateway.toOrder(
      await this.call<CashfreeOrderEntity>('GET', `/orders/${encodeURIComponent(orderId)}`),
    );
  }

  async refund(
    orderId: string,
    refund: { refundId: string; amount: number; note?: string },
  ): Promise<{ refundId: string; status: string }> {
    const r = await this.call<{ refund_id: string; refund_status: string }>(
      'POST',
      `/orders/${encodeURIComponent(orderId)}/refunds`,
      {
        refund_id: refund.refundId,
        refund_amount: refund.amount,
        refund_note: refund.note,
        refund_speed: 'STANDARD',
      },
      refund.refundId,
    );
    return { refundId: r.refund_id, status: r.refund_status };
  }

  checkoutUrl(paymentSessionId: string): string | null {
    return this.checkoutBase ? `${this.checkoutBase}?payment_session_id=${encodeURIComponent(paymentSessionId)}` : null;
  }

  async webhookSecret(): Promise<string> {
    return this.clientSecret;
  }

  async settlementEvents(start: string, end: string): Promise<SettlementEvent[]> {
    const events: SettlementEvent[] = [];
    // Cashfree's end_date is inclusive (its examples end at 23:59:59); ask up to the last millisecond before `end`.
    const last = indiaTime(new Date(Date.parse(end) - 1000));
    let cursor: string | null = null;
    for (let page = 0; page < 10_000; page++) {
      const answer: { cursor: string | null; data: SettlementEvent[] } = await this.call('POST', '/settlement/recon', {
        pagination: { limit: RECON_PAGE, cursor },
        filters: { start_date: indiaTime(new Date(start)), end_date: last },
      });
      events.push(...answer.data.filter((e) => Date.parse(e.event_time) < Date.parse(end)));
      if (!answer.cursor || answer.data.length === 0) return events;
      cursor = answer.cursor;
    }
    throw new Error('The settlement report did not end.');
  }
}

/** An instant in India time with its offset (`2026-11-25T10:20:00+05:30`), the form Cashfree answers dates in. */
export function indiaTime(date: Date): string {
  return istOffsetIso(date);
}

/** Cashfree's webhook signature: base64(HMAC-SHA256(timestamp + rawBody, clientSecret)). */
export function webhookSignature(timestamp: string, rawBody: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(timestamp + rawBody)
    .digest('base64');
}

/** Constant-time check of a webhook signature over the raw body text (never re-serialised JSON). */
export function isValidWebhookSignature(
  signature: string | undefined,
  timestamp: string | undefined,
  rawBody: string,
  secret: string,
): boolean {
  if (!signature || !timestamp) return false;
  const expected = Buffer.from(webhookSignature(timestamp, rawBody, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
