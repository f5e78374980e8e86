// What an order has posted to the ledger, worked out from the order's own row and its refunds
// (issue 31 §1). Pure. The functions' writer (appwrite/functions/lib/money/ledger.ts) runs it after
// every change of an order and posts the events it lists under their idempotency keys, so a retried
// webhook, a repeated action or a backfill of old orders posts each event exactly once.
import { paiseOf, ratesOn, saleOf, type SettlementOrder } from '../settlement/settlement';
import type { RateRow } from '../platform-settings';
import {
  LEDGER_EVENT_KINDS,
  LEDGER_KEYS,
  postCodCollected,
  postPaymentCaptured,
  postRedeliveryFee,
  postRefund,
  postSale,
  refundKindOf,
  type LedgerEventKind,
  type LedgerLine,
} from './ledger';

/** The order columns the ledger reads (rupee amounts as the orders table stores them). */
export interface LedgerOrder extends SettlementOrder {
  $id: string;
  status: string;
  payment_method?: string | null;
  payment_status: string;
  cf_payment_id?: string | null;
  paid_at?: string | null;
  placed_total?: number | null;
  total?: number | null;
  delivered_at?: string | null;
  cancelled_at?: string | null;
  redelivery_fee_total?: number | null;
  cod_collected_at?: string | null;
}

/** An `order_refunds` row as the ledger reads it. */
export interface LedgerRefund {
  refund_id: string;
  amount: number;
  status: string;
  refunded_at?: string | null;
  $createdAt?: string;
}

export interface PlannedEvent {
  key: string;
  kind: LedgerEventKind;
  occurred_at: string;
  lines: LedgerLine[];
  refund_id?: string;
}

/** Statuses whose sale is posted: the order was delivered (a later full refund reverses it). */
const SOLD = ['delivered', 'refunded'];

export function planOrderLedger(
  order: LedgerOrder,
  refunds: readonly LedgerRefund[],
  rates: readonly Pick<RateRow, 'kind' | 'rate_bps' | 'effective_from'>[],
): PlannedEvent[] {
  const events: PlannedEvent[] = [];
  const cod = order.payment_method === 'cod';
  // Online money in: the gateway captured what was fixed at placement.
  if (
    !cod &&
    order.paid_at &&
    order.cf_payment_id &&
    order.payment_status !== 'pending' &&
    order.payment_status !== 'failed'
  ) {
    const amount = paiseOf(order.placed_total ?? order.total ?? 0);
    if (amount > 0)
      events.push({
        key: LEDGER_KEYS.paymentCaptured(order.$id, order.cf_payment_id),
        kind: LEDGER_EVENT_KINDS.paymentCaptured,
        occurred_at: order.paid_at,
        lines: postPaymentCaptured(amount),
      });
  }
  const codPaise = paiseOf(order.cod_collected);
  if (cod && codPaise > 0) {
    const at = order.cod_collected_at ?? order.delivered_at ?? order.paid_at;
    if (at)
      events.push({
        key: LEDGER_KEYS.codCollected(order.$id),
        kind: LEDGER_EVENT_KINDS.codCollected,
        occurred_at: at,
        lines: postCodCollected(codPaise),
      });
  }
  const sold = Boolean(order.delivered_at) && SOLD.includes(order.status);
  const sale = saleOf(order);
  const saleRates = sold ? ratesOn(rates, order.delivered_at!) : null;
  if (sold)
    events.push({
      key: LEDGER_KEYS.sale(order.$id),
      kind: LEDGER_EVENT_KINDS.sale,
      occurred_at: order.delivered_at!,
      lines: postSale(sale, saleRates!).lines,
    });
  // Money out: only what the gateway (or the bank transfer) actually returned.
  for (const refund of refunds) {
    if (refund.status !== 'refunded') continue;
    const paise = paiseOf(refund.amount);
    if (paise <= 0) continue;
    const at = refund.refunded_at ?? refund.$createdAt ?? order.delivered_at ?? order.paid_at ?? '';
    // After the sale when it was asked for after delivery: our own clock, to the millisecond. The
    // gateway's completion time has whole seconds (Cashfree's refund_processed_at), so a return
    // refunded within the second of delivery read as before the sale and lost its store lines.
    const afterSale = sold && Date.parse(refund.$createdAt ?? at) >= Date.parse(order.delivered_at!);
    events.push({
      key: LEDGER_KEYS.refund(refund.refund_id),
      kind: refundKindOf(refund.refund_id, afterSale),
      occurred_at: at,
      refund_id: refund.refund_id,
      lines: postRefund(paise, {
        method: cod ? 'cod' : 'online',
        afterSale: afterSale ? { sale, rates: saleRates! } : null,
      }).lines,
    });
  }
  // A redelivery fee kept from the refund of an order cancelled after a failed delivery (docs/payments.md).
  const fee = paiseOf(order.redelivery_fee_total);
  if (fee > 0 && order.status === 'cancelled' && !cod && order.paid_at && order.cancelled_at)
    events.push({
      key: LEDGER_KEYS.redeliveryFee(order.$id),
      kind: LEDGER_EVENT_KINDS.redeliveryFee,
      occurred_at: order.cancelled_at,
      lines: postRedeliveryFee(fee),
    });
  return events;
}
