import { randomBytes } from 'node:crypto';
import type { Sqlite } from '../db/connection.ts';

/**
 * The local payment sandbox's state, in the dev server's SQLite: its merchant credentials
 * (generated once per data directory, never committed) and the gateway orders it issued.
 */

export type SandboxOrderStatus = 'ACTIVE' | 'PAID' | 'EXPIRED';

export interface SandboxOrder {
  orderId: string;
  cfOrderId: number;
  amount: number;
  currency: string;
  status: SandboxOrderStatus;
  paymentSessionId: string;
  returnUrl: string;
  customer: Record<string, unknown>;
  createdAt: string;
  expiresAt: string;
  /** When the payment was captured (PAID), and Cashfree's payment id; null before. */
  paidAt: string | null;
  cfPaymentId: number | null;
}

export type SandboxRefundStatus = 'PENDING' | 'SUCCESS' | 'CANCELLED';

export interface SandboxRefund {
  refundId: string;
  cfRefundId: number;
  orderId: string;
  amount: number;
  note: string | null;
  status: SandboxRefundStatus;
  createdAt: string;
  processedAt: string | null;
}

/** Why a refund was refused, in Cashfree's words (HTTP status, code, message). */
export type RefundRefusal = { status: number; code: string; message: string };

export interface SandboxCredentials {
  clientId: string;
  clientSecret: string;
}

/** Default lifetime of a sandbox order when the request does not set order_expiry_time. */
export const ORDER_LIFETIME_MS = 30 * 60 * 1000;

const SCHEMA = `
create table if not exists _payments_sandbox_config (key text primary key, value text not null);
create table if not exists _payments_sandbox_orders (
  order_id text primary key,
  cf_order_id integer not null,
  amount real not null,
  currency text not null,
  status text not null,
  payment_session_id text not null unique,
  return_url text not null,
  customer text not null,
  created_at text not null,
  expires_at text not null
);
create table if not exists _payments_sandbox_refunds (
  order_id text not null,
  refund_id text not null,
  cf_refund_id integer not null,
  amount real not null,
  note text,
  status text not null,
  created_at text not null,
  processed_at text,
  primary key (order_id, refund_id)
);
create table if not exists _payments_sandbox_webhooks (
  id integer primary key autoincrement,
  raw_body text not null,
  created_at text not null,
  delivered_at text,
  attempts integer not null default 0
);`;

/** A webhook the sandbox owes payment-webhook: kept until answered 2xx, so a restart still delivers it. */
export interface QueuedWebhook {
  id: number;
  rawBody: string;
  attempts: number;
}

interface OrderRecord {
  order_id: string;
  cf_order_id: number;
  amount: number;
  currency: string;
  status: SandboxOrderStatus;
  payment_session_id: string;
  return_url: string;
  customer: string;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  cf_payment_id: number | null;
}

const toOrder = (r: OrderRecord, now: Date): SandboxOrder => ({
  orderId: r.order_id,
  cfOrderId: r.cf_order_id,
  amount: r.amount,
  currency: r.currency,
  // Expiry is evaluated on read, as Cashfree reports EXPIRED once order_expiry_time has passed.
  status: r.status === 'ACTIVE' && new Date(r.expires_at).getTime() <= now.getTime() ? 'EXPIRED' : r.status,
  paymentSessionId: r.payment_session_id,
  returnUrl: r.return_url,
  customer: JSON.parse(r.customer) as Record<string, unknown>,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  paidAt: r.paid_at ?? null,
  cfPaymentId: r.cf_payment_id ?? null,
});

interface RefundRecord {
  order_id: string;
  refund_id: string;
  cf_refund_id: number;
  amount: number;
  note: string | null;
  status: SandboxRefundStatus;
  created_at: string;
  processed_at: string | null;
}

const toRefund = (r: RefundRecord): SandboxRefund => ({
  refundId: r.refund_id,
  cfRefundId: r.cf_refund_id,
  orderId: r.order_id,
  amount: r.amount,
  note: r.note,
  status: r.status,
  createdAt: r.created_at,
  processedAt: r.processed_at,
});

/** `session_` + 48 url-safe characters: the shape SPEC §5's validator accepts (≥ 20, prefix session_). */
export const newPaymentSessionId = (): string => `session_${randomBytes(36).toString('base64url')}`;

export class SandboxStore {
  constructor(private readonly db: Sqlite) {
    db.exec(SCHEMA);
    // Data directories from before the settlement report have no capture columns yet.
    const columns = (db.prepare('pragma table_info(_payments_sandbox_orders)').all() as { name: string }[]).map(
      (c) => c.name,
    );
    if (!columns.includes('paid_at')) db.exec('alter table _payments_sandbox_orders add column paid_at text');
    if (!columns.includes('cf_payment_id'))
      db.exec('alter table _payments_sandbox_orders add column cf_payment_id integer');
  }

  credentials(): SandboxCredentials {
    const get = (key: string) =>
      (
        this.db.prepare('select value from _payments_sandbox_config where key = ?').get(key) as
          { value: string } | undefined
      )?.value;
    let clientId = get('client_id');
    let clientSecret = get('client_secret');
    if (!clientId || !clientSecret) {
      clientId = `sandbox_${randomBytes(8).toString('hex')}`;
      clientSecret = `cfsk_sandbox_${randomBytes(32).toString('base64url')}`;
      const put = this.db.prepare('insert or replace into _payments_sandbox_config (key, value) values (?, ?)');
      put.run('client_id', clientId);
      put.run('client_secret', clientSecret);
    }
    return { clientId, clientSecret };
  }

  create(
    order: Omit<SandboxOrder, 'cfOrderId' | 'status' | 'paymentSessionId' | 'createdAt' | 'paidAt' | 'cfPaymentId'>,
    now = new Date(),
  ): SandboxOrder | null {
    const cfOrderId = 2_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
    const result = this.db
      .prepare(
        `insert or ignore into _payments_sandbox_orders (order_id, cf_order_id, amount, currency, status, payment_session_id, return_url, customer, created_at, expires_at)
        values (?, ?, ?, ?, 'ACTIVE', ?, ?, ?, ?, ?)`,
      )
      .run(
        order.orderId,
        cfOrderId,
        order.amount,
        order.currency,
        newPaymentSessionId(),
        order.returnUrl,
        JSON.stringify(order.customer),
        now.toISOString(),
        order.expiresAt,
      );
    return result.changes === 0 ? null : this.get(order.orderId, now);
  }

  get(orderId: string, now = new Date()): SandboxOrder | null {
    const r = this.db.prepare('select * from _payments_sandbox_orders where order_id = ?').get(orderId) as
      OrderRecord | undefined;
    return r ? toOrder(r, now) : null;
  }

  bySession(paymentSessionId: string, now = new Date()): SandboxOrder | null {
    const r = this.db
      .prepare('select * from _payments_sandbox_orders where payment_session_id = ?')
      .get(paymentSessionId) as OrderRecord | undefined;
    return r ? toOrder(r, now) : null;
  }

  refunds(orderId: string): SandboxRefund[] {
    return (
      this.db
        .prepare('select * from _payments_sandbox_refunds where order_id = ? order by created_at')
        .all(orderId) as RefundRecord[]
    ).map(toRefund);
  }

  refund(orderId: string, refundId: string): SandboxRefund | null {
    const r = this.db
      .prepare('select * from _payments_sandbox_refunds where order_id = ? and refund_id = ?')
      .get(orderId, refundId) as RefundRecord | undefined;
    return r ? toRefund(r) : null;
  }

  /**
   * Cashfree's create refund: only a paid order; the same refund id again returns that refund
   * (nothing is paid twice) unless its amount differs; all refunds together never exceed what
   * was paid. Runs in one SQLite transaction, so concurrent requests cannot both pass the sum.
   */
  createRefund(
    input: { orderId: string; refundId: string; amount: number; note: string | null },
    now = new Date(),
  ): { refund: SandboxRefund; created: boolean } | RefundRefusal {
    return this.db.transaction(() => {
      const order = this.get(input.orderId, now);
      if (!order) return { status: 404, code: 'order_not_found', message: 'order not found' };
      if (order.status !== 'PAID')
        return {
          status: 400,
          code: 'refund_invalid_request',
          message: 'refund can only be initiated for a PAID order',
        };
      const existing = this.refund(input.orderId, input.refundId);
      if (existing) {
        if (Math.abs(existing.amount - input.amount) >= 0.005)
          return {
            status: 409,
            code: 'refund_already_exists',
            message: 'refund with same refund_id is already present',
          };
        return { refund: existing, created: false };
      }
      const refunded = this.refunds(input.orderId)
        .filter((r) => r.status !== 'CANCELLED')
        .reduce((sum, r) => sum + r.amount, 0);
      if (refunded + input.amount > order.amount + 0.005) {
        return {
          status: 400,
          code: 'refund_amount_invalid',
          message: 'refund_amount : refund amount is greater than the refundable amount',
        };
      }
      const cfRefundId = 3_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
      this.db
        .prepare(
          `insert into _payments_sandbox_refunds (order_id, refund_id, cf_refund_id, amount, note, status, created_at) values (?, ?, ?, ?, ?, 'PENDING', ?)`,
        )
        .run(input.orderId, input.refundId, cfRefundId, input.amount, input.note, now.toISOString());
      return { refund: this.refund(input.orderId, input.refundId)!, created: true };
    })();
  }

  /** PENDING → SUCCESS or CANCELLED once; false when it was settled already. */
  settleRefund(orderId: string, refundId: string, status: 'SUCCESS' | 'CANCELLED', now = new Date()): boolean {
    return (
      this.db
        .prepare(
          "update _payments_sandbox_refunds set status = ?, processed_at = ? where order_id = ? and refund_id = ? and status = 'PENDING'",
        )
        .run(status, now.toISOString(), orderId, refundId).changes === 1
    );
  }

  /**
   * ACTIVE → PAID once, recording the capture (its time and cf_payment_id) for the settlement
   * report; false when the order was not active or its expiry has passed (expires_at is a UTC ISO
   * string, so text order is time order).
   */
  markPaid(orderId: string, cfPaymentId: number, now = new Date()): boolean {
    return (
      this.db
        .prepare(
          "update _payments_sandbox_orders set status = 'PAID', paid_at = ?, cf_payment_id = ? where order_id = ? and status = 'ACTIVE' and expires_at > ?",
        )
        .run(now.toISOString(), cfPaymentId, orderId, now.toISOString()).changes === 1
    );
  }

  /** Queues a webhook (in the caller's transaction, beside the state change it reports); answers its id. */
  queueWebhook(rawBody: string, now = new Date()): number {
    return Number(
      this.db
        .prepare('insert into _payments_sandbox_webhooks (raw_body, created_at) values (?, ?)')
        .run(rawBody, now.toISOString()).lastInsertRowid,
    );
  }

  /** Pays the gateway order and queues its success webhook in one transaction: a crash keeps both or neither. */
  markPaidAndQueue(orderId: string, cfPaymentId: number, rawBody: string, now = new Date()): number | null {
    return this.db.transaction(() =>
      this.markPaid(orderId, cfPaymentId, now) ? this.queueWebhook(rawBody, now) : null,
    )();
  }

  webhookAttempted(id: number, delivered: boolean, now = new Date()): void {
    this.db
      .prepare(
        'update _payments_sandbox_webhooks set attempts = attempts + 1, delivered_at = case when ? then ? else delivered_at end where id = ?',
      )
      .run(delivered ? 1 : 0, now.toISOString(), id);
  }

  /** Webhooks not yet answered 2xx (after a restart: the ones a crash left owing). */
  undeliveredWebhooks(): QueuedWebhook[] {
    return (
      this.db
        .prepare('select id, raw_body, attempts from _payments_sandbox_webhooks where delivered_at is null order by id')
        .all() as { id: number; raw_body: string; attempts: number }[]
    ).map((r) => ({ id: r.id, rawBody: r.raw_body, attempts: r.attempts }));
  }

  webhook(id: number): QueuedWebhook | null {
    const r = this.db
      .prepare('select id, raw_body, attempts, delivered_at from _payments_sandbox_webhooks where id = ?')
      .get(id) as { id: number; raw_body: string; attempts: number; delivered_at: string | null } | undefined;
    return r && !r.delivered_at ? { id: r.id, rawBody: r.raw_body, attempts: r.attempts } : null;
  }

  /** Refunds still PENDING (a restart settles those whose settle timer died with the process). */
  pendingRefunds(): SandboxRefund[] {
    return (
      this.db.prepare("select * from _payments_sandbox_refunds where status = 'PENDING'").all() as RefundRecord[]
    ).map(toRefund);
  }

  /** Captured payments whose capture time is in [start, end) (UTC ISO strings), oldest first. */
  capturedBetween(start: string, end: string): SandboxOrder[] {
    return (
      this.db
        .prepare(
          "select * from _payments_sandbox_orders where status = 'PAID' and paid_at >= ? and paid_at < ? order by paid_at, order_id",
        )
        .all(start, end) as OrderRecord[]
    ).map((r) => toOrder(r, new Date()));
  }

  /** Refunds that completed (SUCCESS) in [start, end), oldest first. */
  refundsProcessedBetween(start: string, end: string): SandboxRefund[] {
    return (
      this.db
        .prepare(
          "select * from _payments_sandbox_refunds where status = 'SUCCESS' and processed_at >= ? and processed_at < ? order by processed_at, refund_id",
        )
        .all(start, end) as RefundRecord[]
    ).map(toRefund);
  }
}
