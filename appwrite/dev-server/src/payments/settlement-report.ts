import type { SandboxOrder, SandboxRefund, SandboxStore } from './store.ts';
import { istIso } from './webhook-payload.ts';

/**
 * The sandbox's answer to Cashfree PG's Settlement Reconciliation API (`POST /pg/settlement/recon`,
 * https://www.cashfree.com/docs/api-reference/payments/latest/settlements/settlement-reconciliation):
 * one event per captured payment (`PAYMENT`, `CREDIT`) and per completed refund (`REFUND`,
 * `DEBIT`), with Cashfree's field names. The sandbox moves no money, so it charges no fee
 * (`payment_service_charge` 0, `event_settlement_amount` = `event_amount`) and settles every event
 * in one settlement per India day (T+0): `cf_settlement_id` and `settlement_utr` name that day.
 *
 * Body: `{ pagination: { limit (1–1000), cursor (null first, then the answer's) }, filters:
 * { start_date, end_date } }` — ISO 8601 instants; the event time must be within them, both
 * included, as Cashfree's `…T23:59:59Z` examples read. Answer: `{ cursor, limit, data }`; `cursor`
 * is null on the last page.
 */

export interface ReconEvent {
  event_id: string;
  entity: 'recon';
  event_type: 'PAYMENT' | 'REFUND';
  sale_type: 'CREDIT' | 'DEBIT';
  event_time: string;
  event_status: 'SUCCESS';
  event_currency: string;
  event_amount: number;
  event_settlement_amount: number;
  order_id: string;
  order_amount: number;
  cf_payment_id: number | null;
  payment_time: string | null;
  payment_service_charge: number;
  payment_service_tax: number;
  refund_id: string | null;
  refund_arn: string | null;
  refund_processed_at: string | null;
  refund_note: string | null;
  cf_settlement_id: number;
  settlement_utr: string;
  settlement_date: string;
  settlement_type: 'NORMAL';
}

const MAX_LIMIT = 1000;
const IST_MS = 5.5 * 3600_000;

const istDay = (iso: string): string => new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 10);

/** The settlement an event falls in: the India day it happened, paid out at that day's end. */
function settlementOf(iso: string): Pick<ReconEvent, 'cf_settlement_id' | 'settlement_utr' | 'settlement_date'> {
  const day = istDay(iso);
  const compact = day.replace(/-/g, '');
  return {
    cf_settlement_id: Number(`9${compact}`),
    settlement_utr: `SBXN${compact}`,
    settlement_date: istIso(new Date(Date.parse(`${day}T00:00:00+05:30`) + 86_400_000 - 1000)),
  };
}

function paymentEvent(o: SandboxOrder): ReconEvent {
  const at = o.paidAt!;
  return {
    event_id: String(o.cfPaymentId),
    entity: 'recon',
    event_type: 'PAYMENT',
    sale_type: 'CREDIT',
    event_time: istIso(new Date(at)),
    event_status: 'SUCCESS',
    event_currency: o.currency,
    event_amount: o.amount,
    event_settlement_amount: o.amount,
    order_id: o.orderId,
    order_amount: o.amount,
    cf_payment_id: o.cfPaymentId,
    payment_time: istIso(new Date(at)),
    payment_service_charge: 0,
    payment_service_tax: 0,
    refund_id: null,
    refund_arn: null,
    refund_processed_at: null,
    refund_note: null,
    ...settlementOf(at),
    settlement_type: 'NORMAL',
  };
}

function refundEvent(r: SandboxRefund, order: SandboxOrder | null): ReconEvent {
  const at = r.processedAt!;
  return {
    event_id: String(r.cfRefundId),
    entity: 'recon',
    event_type: 'REFUND',
    sale_type: 'DEBIT',
    event_time: istIso(new Date(at)),
    event_status: 'SUCCESS',
    event_currency: 'INR',
    event_amount: r.amount,
    event_settlement_amount: r.amount,
    order_id: r.orderId,
    order_amount: order?.amount ?? 0,
    cf_payment_id: order?.cfPaymentId ?? null,
    payment_time: order?.paidAt ? istIso(new Date(order.paidAt)) : null,
    payment_service_charge: 0,
    payment_service_tax: 0,
    refund_id: r.refundId,
    refund_arn: String(r.cfRefundId).slice(-10),
    refund_processed_at: istIso(new Date(at)),
    refund_note: r.note,
    ...settlementOf(at),
    settlement_type: 'NORMAL',
  };
}

type Refusal = { code: string; message: string };

const parseInstant = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

export function settlementRecon(
  sandbox: SandboxStore,
  body: unknown,
): { cursor: string | null; limit: number; data: ReconEvent[] } | Refusal {
  const b = (body ?? {}) as { pagination?: { limit?: unknown; cursor?: unknown }; filters?: Record<string, unknown> };
  const limit = b.pagination?.limit;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    return {
      code: 'pagination.limit_invalid',
      message: `pagination.limit : must be a whole number from 1 to ${MAX_LIMIT}`,
    };
  const cursor = b.pagination?.cursor ?? null;
  let offset = 0;
  if (cursor !== null) {
    const decoded =
      typeof cursor === 'string' ? Number(Buffer.from(cursor, 'base64url').toString('utf8').replace(/^o:/, '')) : NaN;
    if (!Number.isInteger(decoded) || decoded < 0)
      return { code: 'pagination.cursor_invalid', message: 'pagination.cursor : not a cursor this API returned' };
    offset = decoded;
  }
  const start = parseInstant(b.filters?.start_date);
  const end = parseInstant(b.filters?.end_date);
  if (start === null || end === null || end < start)
    return {
      code: 'filters_invalid',
      message: 'filters.start_date and filters.end_date : ISO 8601 date-times with an offset, start not after end',
    };
  // Cashfree's dates have whole seconds: end_date includes its whole second (…T23:59:59 is the day's end).
  const from = new Date(start).toISOString();
  const to = new Date(Math.floor(end / 1000) * 1000 + 1000).toISOString();
  const events = [
    ...sandbox.capturedBetween(from, to).map(paymentEvent),
    ...sandbox.refundsProcessedBetween(from, to).map((r) => refundEvent(r, sandbox.get(r.orderId))),
  ].sort((x, y) => Date.parse(x.event_time) - Date.parse(y.event_time) || x.event_id.localeCompare(y.event_id));
  const page = events.slice(offset, offset + limit);
  const next = offset + page.length;
  return {
    cursor: next < events.length ? Buffer.from(`o:${next}`, 'utf8').toString('base64url') : null,
    limit,
    data: page,
  };
}
