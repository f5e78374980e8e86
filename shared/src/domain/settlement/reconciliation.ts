// Daily reconciliation (issue 31 §3): what the payment gateway says it moved, what our books
// recorded and what we paid the stores, compared per order, refund and payout. Pure: the
// reconcile-payments function reads the three sides and writes what this finds as
// `reconciliation_exceptions` rows. Amounts in integer paise.
import { formatINRFromPaise } from '../money';

/** Why a line is an exception (the `kind` column). */
export const RECONCILIATION_KINDS = [
  'payment_missing_in_books',
  'payment_missing_at_gateway',
  'payment_amount_mismatch',
  'duplicate_capture',
  'refund_missing_in_books',
  'refund_missing_at_gateway',
  'refund_amount_mismatch',
  'payout_statement_mismatch',
  'payout_transfer_mismatch',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

export const RECONCILIATION_KIND_LABELS: Record<ReconciliationKind, string> = {
  payment_missing_in_books: 'Payment at the gateway, not in our books',
  payment_missing_at_gateway: 'Payment in our books, not at the gateway',
  payment_amount_mismatch: 'Payment amount differs',
  duplicate_capture: 'Payment captured twice',
  refund_missing_in_books: 'Refund at the gateway, not in our books',
  refund_missing_at_gateway: 'Refund in our books, not at the gateway',
  refund_amount_mismatch: 'Refund amount differs',
  payout_statement_mismatch: 'Payout differs from its statement',
  payout_transfer_mismatch: 'Payout transfer differs from the payout',
};

export const RECONCILIATION_STATUSES = ['open', 'resolved'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** A payment or refund the gateway's settlement report lists, with our order id. */
export interface GatewayMove {
  kind: 'payment' | 'refund';
  order_id: string;
  /** The gateway's order id (`<order>_<attempt>`). */
  gateway_order_id: string;
  /** cf_payment_id of a payment; refund_id of a refund. */
  ref: string;
  amount_paise: number;
  at: string;
}

/** An online payment our books recorded (a paid order). */
export interface BookPayment {
  order_id: string;
  store_id: string | null;
  gateway_order_id: string | null;
  cf_payment_id: string | null;
  amount_paise: number;
  at: string;
}

/** A completed refund our books recorded that went back through the gateway (not a bank transfer). */
export interface BookRefund {
  order_id: string;
  store_id: string | null;
  refund_id: string;
  amount_paise: number;
  at: string;
}

/** A store payout: what its row says, what its statement lines add up to, what the transfer moved. */
export interface BookPayout {
  payout_id: string;
  store_id: string;
  recorded_net_paise: number;
  statement_net_paise: number;
  /** The payout gateway's transfer amount for a paid or processing payout; null when there is none. */
  transfer_paise: number | null;
  at: string;
}

export interface ReconciliationException {
  /** Names the difference itself (kind + payment, refund or payout), not the day: a rerun finds the same key. */
  key: string;
  day: string;
  kind: ReconciliationKind;
  order_id: string | null;
  store_id: string | null;
  ref: string;
  expected_paise: number;
  actual_paise: number;
  note: string;
}

export interface DayWindow {
  /** IST day, YYYY-MM-DD. */
  day: string;
  /** The day's UTC bounds [start, end). */
  start: string;
  end: string;
}

const rupees = (paise: number): string => formatINRFromPaise(paise);

/**
 * The differences that belong to `window`'s day. The sides may be read over a wider window (a
 * payment captured at 23:59:59 whose webhook landed after midnight); a difference belongs to the day
 * of its earliest side, so each is reported by exactly one day's run.
 */
export function reconcileDay(
  window: DayWindow,
  gateway: readonly GatewayMove[],
  books: { payments: readonly BookPayment[]; refunds: readonly BookRefund[]; payouts: readonly BookPayout[] },
): ReconciliationException[] {
  const inDay = (...times: (string | undefined)[]): boolean => {
    const first = Math.min(...times.filter((t): t is string => !!t).map((t) => Date.parse(t)));
    return first >= Date.parse(window.start) && first < Date.parse(window.end);
  };
  const out: ReconciliationException[] = [];
  const add = (e: Omit<ReconciliationException, 'day' | 'key'>) =>
    out.push({ ...e, day: window.day, key: `${e.kind}:${e.ref}` });

  // Payments, per order: one capture each, of the amount our books say.
  const captures = new Map<string, GatewayMove[]>();
  for (const move of gateway)
    if (move.kind === 'payment') captures.set(move.order_id, [...(captures.get(move.order_id) ?? []), move]);
  const paid = new Map(books.payments.map((p) => [p.order_id, p]));
  for (const orderId of new Set([...captures.keys(), ...paid.keys()])) {
    const moves = captures.get(orderId) ?? [];
    const book = paid.get(orderId);
    if (!inDay(book?.at, ...moves.map((m) => m.at))) continue;
    if (!book) {
      for (const move of moves)
        add({
          kind: 'payment_missing_in_books',
          order_id: orderId,
          store_id: null,
          ref: move.ref,
          expected_paise: 0,
          actual_paise: move.amount_paise,
          note: `The gateway captured ${rupees(move.amount_paise)} (${move.gateway_order_id}, payment ${move.ref}); the order is not paid in our books.`,
        });
      continue;
    }
    if (moves.length === 0) {
      add({
        kind: 'payment_missing_at_gateway',
        order_id: orderId,
        store_id: book.store_id,
        ref: book.cf_payment_id ?? orderId,
        expected_paise: book.amount_paise,
        actual_paise: 0,
        note: `Our books have ${rupees(book.amount_paise)} paid online; the gateway's report has no capture for the order.`,
      });
      continue;
    }
    const matched =
      moves.find((m) => book.cf_payment_id !== null && m.ref === book.cf_payment_id) ??
      moves.find((m) => m.gateway_order_id === book.gateway_order_id) ??
      moves[0]!;
    if (matched.amount_paise !== book.amount_paise)
      add({
        kind: 'payment_amount_mismatch',
        order_id: orderId,
        store_id: book.store_id,
        ref: matched.ref,
        expected_paise: book.amount_paise,
        actual_paise: matched.amount_paise,
        note: `Our books have ${rupees(book.amount_paise)}; the gateway captured ${rupees(matched.amount_paise)}.`,
      });
    for (const extra of moves)
      if (extra !== matched)
        add({
          kind: 'duplicate_capture',
          order_id: orderId,
          store_id: book.store_id,
          ref: extra.ref,
          expected_paise: 0,
          actual_paise: extra.amount_paise,
          note: `A further capture of ${rupees(extra.amount_paise)} (${extra.gateway_order_id}, payment ${extra.ref}) beside the one our books record (payment ${matched.ref}); refund it.`,
        });
  }

  // Refunds, by refund id.
  const gatewayRefunds = new Map(gateway.filter((m) => m.kind === 'refund').map((m) => [m.ref, m]));
  const bookRefunds = new Map(books.refunds.map((r) => [r.refund_id, r]));
  for (const refundId of new Set([...gatewayRefunds.keys(), ...bookRefunds.keys()])) {
    const move = gatewayRefunds.get(refundId);
    const book = bookRefunds.get(refundId);
    if (!inDay(move?.at, book?.at)) continue;
    if (!book)
      add({
        kind: 'refund_missing_in_books',
        order_id: move!.order_id,
        store_id: null,
        ref: refundId,
        expected_paise: 0,
        actual_paise: move!.amount_paise,
        note: `The gateway refunded ${rupees(move!.amount_paise)} (${refundId}); our books have no completed refund of that id.`,
      });
    else if (!move)
      add({
        kind: 'refund_missing_at_gateway',
        order_id: book.order_id,
        store_id: book.store_id,
        ref: refundId,
        expected_paise: book.amount_paise,
        actual_paise: 0,
        note: `Our books have ${rupees(book.amount_paise)} refunded (${refundId}); the gateway's report has no completed refund of that id.`,
      });
    else if (move.amount_paise !== book.amount_paise)
      add({
        kind: 'refund_amount_mismatch',
        order_id: book.order_id,
        store_id: book.store_id,
        ref: refundId,
        expected_paise: book.amount_paise,
        actual_paise: move.amount_paise,
        note: `Our books have ${rupees(book.amount_paise)} refunded; the gateway refunded ${rupees(move.amount_paise)}.`,
      });
  }

  // Payouts: the row against its statement lines, and against what the transfer moved.
  for (const payout of books.payouts) {
    if (!inDay(payout.at)) continue;
    if (payout.recorded_net_paise !== payout.statement_net_paise)
      add({
        kind: 'payout_statement_mismatch',
        order_id: null,
        store_id: payout.store_id,
        ref: payout.payout_id,
        expected_paise: payout.statement_net_paise,
        actual_paise: payout.recorded_net_paise,
        note: `The payout says ${rupees(payout.recorded_net_paise)}; its statement lines add up to ${rupees(payout.statement_net_paise)}.`,
      });
    if (payout.transfer_paise !== null && payout.transfer_paise !== payout.recorded_net_paise)
      add({
        kind: 'payout_transfer_mismatch',
        order_id: null,
        store_id: payout.store_id,
        ref: payout.payout_id,
        expected_paise: payout.recorded_net_paise,
        actual_paise: payout.transfer_paise,
        note: `The payout is ${rupees(payout.recorded_net_paise)}; the payout gateway transferred ${rupees(payout.transfer_paise)}.`,
      });
  }
  return out;
}
