// The money ledger (issue 31 §1): every money event of an order posts balanced, append-only
// double-entry lines in integer paise. Pure: the functions' writer (appwrite/functions/lib/money/ledger.ts)
// turns these postings into `ledger_entries` rows; reconciliation reads the same constants.
//
// SIGN CONVENTION (stated once): a line's `amount_paise` is positive for a debit and negative for
// a credit; the lines of one event sum to exactly 0. An account's balance is the sum of its lines.
// Liabilities (what the platform owes: the customer's unspent money, the store's payable, taxes)
// therefore carry negative balances; assets (money at the gateway, cash a store holds) positive.
//
// WHAT EACH EVENT POSTS (docs/payments.md "Ledger" has the same table):
// - payment_captured (online)   Dr gateway            / Cr customer
// - cod_collected               Dr cod_cash_with_store / Cr customer
// - sale (at delivery)          Dr customer (items + delivery paid), Dr coupon_cost (platform coupon)
//                               Cr platform_commission, Cr gst_on_fees_payable, Cr gst_tcs_payable,
//                               Cr tds_payable, Cr store_payable (the rest); a COD sale also
//                               Dr store_payable / Cr cod_cash_with_store (the store keeps the cash it
//                               collected against what it is owed)
// - refund (any kind)           Dr customer / Cr gateway (online) or Cr platform_bank (COD, by bank
//                               transfer); after a sale also the sale reversed in proportion
//                               (settlement.ts `refundAdjustment`): Cr customer, Dr the deductions,
//                               Dr store_payable (the store's refund adjustment)
// - redelivery_fee (kept)       Dr customer / Cr store_payable (the store made the failed trips)
// - payout                      Dr store_payable / Cr platform_bank
// - payout_reversed             Dr platform_bank / Cr store_payable (the bank sent a paid transfer
//                               back: the store is owed it again, and its next payment posts anew)
// A closed order's customer account is 0: what was paid went to a sale, a kept fee or a refund.
import {
  refundAdjustment,
  settleSale,
  type Breakdown,
  type SaleInput,
  type SettlementRates,
} from '../settlement/settlement';
import type { StoreEarningAdjustmentsKind } from '../../appwrite/rows';

export const LEDGER_ACCOUNTS = {
  /** The customer's money the platform holds for the order (a liability until it is a sale or refunded). */
  customer: 'customer',
  /** Money captured by the payment gateway, not yet settled to the platform's bank. */
  gateway: 'gateway',
  /** Cash a store collected on delivery (COD), held by the store. */
  codCashWithStore: 'cod_cash_with_store',
  /** The platform's bank account: payouts to stores and COD refunds by bank transfer leave it. */
  platformBank: 'platform_bank',
  /** The platform's commission income. */
  platformCommission: 'platform_commission',
  /** GST (18 %) on the commission, owed to the government. */
  gstOnFeesPayable: 'gst_on_fees_payable',
  /** GST TCS (s.52 CGST Act) collected, owed to the government. */
  gstTcsPayable: 'gst_tcs_payable',
  /** Income-tax TDS (s.194-O) deducted, owed to the government. */
  tdsPayable: 'tds_payable',
  /** What the platform owes the store. */
  storePayable: 'store_payable',
  /** A platform-funded coupon's cost (an expense). */
  couponCost: 'coupon_cost',
} as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[keyof typeof LEDGER_ACCOUNTS];
export const LEDGER_ACCOUNT_LIST = Object.values(LEDGER_ACCOUNTS) as LedgerAccount[];

export const LEDGER_EVENT_KINDS = {
  paymentCaptured: 'payment_captured',
  codCollected: 'cod_collected',
  sale: 'sale',
  /** The order's final refund (cancellation, no store left, late payment, out of stock). */
  refundFull: 'refund_full',
  /** A return of some or all items (`rf_<order>_r<n>`, or the final refund of a delivered order). */
  refundReturn: 'refund_return',
  /** A substitution's difference or a declined line (`rf_<order>_s<n>`). */
  refundSubstitution: 'refund_substitution',
  /** A move to a cheaper store (`rf_<order>_m<n>`). */
  refundMove: 'refund_move',
  redeliveryFee: 'redelivery_fee',
  payout: 'payout',
  /** A paid payout's transfer the beneficiary bank sent back (Cashfree TRANSFER_REVERSED). */
  payoutReversed: 'payout_reversed',
} as const;
export type LedgerEventKind = (typeof LEDGER_EVENT_KINDS)[keyof typeof LEDGER_EVENT_KINDS];
export const LEDGER_EVENT_KIND_LIST = Object.values(LEDGER_EVENT_KINDS) as LedgerEventKind[];
export const REFUND_EVENT_KINDS: readonly LedgerEventKind[] = [
  LEDGER_EVENT_KINDS.refundFull,
  LEDGER_EVENT_KINDS.refundReturn,
  LEDGER_EVENT_KINDS.refundSubstitution,
  LEDGER_EVENT_KINDS.refundMove,
];

/** One line before it is stored. */
export interface LedgerLine {
  account: LedgerAccount;
  /** Debit > 0, credit < 0, whole paise. */
  amount_paise: number;
}

/** The idempotency key of an event: one per cause, so a retried webhook or action posts nothing twice. */
export const LEDGER_KEYS = {
  paymentCaptured: (orderId: string, cfPaymentId: string) => `pay:${orderId}:${cfPaymentId}`,
  codCollected: (orderId: string) => `cod:${orderId}`,
  sale: (orderId: string) => `sale:${orderId}`,
  refund: (refundId: string) => `refund:${refundId}`,
  redeliveryFee: (orderId: string) => `redelivery_fee:${orderId}`,
  /**
   * A payout paid; `reversalsBefore` = how many of its earlier payments the bank reversed (0: the
   * first payment keeps the original key), so paying again after a reversal posts a new event.
   */
  payout: (payoutId: string, reversalsBefore = 0) =>
    reversalsBefore > 0 ? `payout:${payoutId}#${reversalsBefore}` : `payout:${payoutId}`,
  /** One per transfer: a transfer is reversed at most once. */
  payoutReversed: (transferId: string) => `payout_reversed:${transferId}`,
} as const;

/** The row id of line `index` of an event: deterministic, so a retry writes the same rows. */
export function ledgerLineId(eventKey: string, index: number, hash: (s: string) => string): string {
  return `le${hash(eventKey).slice(0, 30)}${String(index).padStart(2, '0')}`;
}

function assertPaise(value: number, label: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} must be whole paise, got ${String(value)}`);
}

/** Drops zero lines; refuses an unbalanced posting (the one invariant every writer relies on). */
export function balanced(lines: readonly LedgerLine[]): LedgerLine[] {
  const kept = lines.filter((l) => l.amount_paise !== 0);
  for (const l of kept) assertPaise(l.amount_paise, l.account);
  const sum = kept.reduce((s, l) => s + l.amount_paise, 0);
  if (sum !== 0) throw new RangeError(`Unbalanced posting: lines sum to ${sum} paise`);
  return kept;
}

const dr = (account: LedgerAccount, paise: number): LedgerLine => ({ account, amount_paise: paise });
const cr = (account: LedgerAccount, paise: number): LedgerLine => ({ account, amount_paise: -paise });

export function postPaymentCaptured(amountPaise: number): LedgerLine[] {
  assertPaise(amountPaise, 'amount');
  return balanced([dr('gateway', amountPaise), cr('customer', amountPaise)]);
}

export function postCodCollected(amountPaise: number): LedgerLine[] {
  assertPaise(amountPaise, 'amount');
  return balanced([dr('cod_cash_with_store', amountPaise), cr('customer', amountPaise)]);
}

/** The lines of a settlement breakdown (a sale, or a negative one: a refund's reversal). */
function breakdownLines(b: Breakdown, customerPaise: number, couponPaise: number): LedgerLine[] {
  const store = b.gross_paise - b.commission_paise - b.commission_gst_paise - b.tcs_paise - b.tds_paise;
  return [
    dr('customer', customerPaise),
    dr('coupon_cost', couponPaise),
    cr('platform_commission', b.commission_paise),
    cr('gst_on_fees_payable', b.commission_gst_paise),
    cr('gst_tcs_payable', b.tcs_paise),
    cr('tds_payable', b.tds_paise),
    cr('store_payable', store),
  ];
}

/** The sale at delivery, at the invoice's rates; store_payable ends as the settlement's net. */
export function postSale(sale: SaleInput, rates: SettlementRates): { lines: LedgerLine[]; breakdown: Breakdown } {
  const b = settleSale(sale, rates);
  const lines = breakdownLines(b, sale.item_value_paise + sale.delivery_fee_paise, sale.platform_coupon_paise);
  if (sale.cod_collected_paise > 0)
    lines.push(dr('store_payable', sale.cod_collected_paise), cr('cod_cash_with_store', sale.cod_collected_paise));
  return { lines: balanced(lines), breakdown: b };
}

/**
 * A refund of `refundPaise`: the money goes back (gateway, or the platform's bank for COD), and when
 * the order's sale is already posted the sale is reversed in proportion (the store's adjustment).
 */
export function postRefund(
  refundPaise: number,
  opts: { method: 'online' | 'cod'; afterSale: { sale: SaleInput; rates: SettlementRates } | null },
): { lines: LedgerLine[]; adjustment: Breakdown | null } {
  assertPaise(refundPaise, 'refund');
  if (refundPaise <= 0) throw new RangeError('A refund must be more than 0 paise');
  const lines: LedgerLine[] = [
    dr('customer', refundPaise),
    cr(opts.method === 'cod' ? 'platform_bank' : 'gateway', refundPaise),
  ];
  let adjustment: Breakdown | null = null;
  if (opts.afterSale) {
    adjustment = refundAdjustment(opts.afterSale.sale, refundPaise, opts.afterSale.rates);
    // The adjustment's gross is −refund (no coupon in a refund), so Cr customer = refund.
    lines.push(...breakdownLines(adjustment, adjustment.gross_paise, 0));
  }
  return { lines: balanced(lines), adjustment };
}

export function postRedeliveryFee(feePaise: number): LedgerLine[] {
  assertPaise(feePaise, 'fee');
  return balanced([dr('customer', feePaise), cr('store_payable', feePaise)]);
}

export function postPayout(netPaise: number): LedgerLine[] {
  assertPaise(netPaise, 'payout');
  return balanced([dr('store_payable', netPaise), cr('platform_bank', netPaise)]);
}

/** A paid payout reversed by the bank: the platform has the money back, the store is owed it again. */
export function postPayoutReversed(netPaise: number): LedgerLine[] {
  assertPaise(netPaise, 'payout');
  return balanced([dr('platform_bank', netPaise), cr('store_payable', netPaise)]);
}

/** The refund event kind of a refund id (shared/src/domain/refunds.ts ids) on an order in `status`. */
export function refundKindOf(refundId: string, delivered: boolean): LedgerEventKind {
  if (/_r\d+$/.test(refundId)) return LEDGER_EVENT_KINDS.refundReturn;
  if (/_s\d+$/.test(refundId)) return LEDGER_EVENT_KINDS.refundSubstitution;
  if (/_m\d+$/.test(refundId)) return LEDGER_EVENT_KINDS.refundMove;
  return delivered ? LEDGER_EVENT_KINDS.refundReturn : LEDGER_EVENT_KINDS.refundFull;
}

/** Balance per account of some lines (a store's, an order's, everything). */
export function balances(lines: readonly Pick<LedgerLine, 'account' | 'amount_paise'>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of lines) out[l.account] = (out[l.account] ?? 0) + l.amount_paise;
  return out;
}

/**
 * The store's line for the redelivery fee a cancelled order kept (issue 31): what its
 * redelivery_fee events credited to store_payable, and when. The fee is the store's in full (no
 * commission or tax is posted on it), so the earnings row's gross and net are both the fee. Null
 * when the order kept no fee.
 */
export function redeliveryFeeLine(lines: readonly LedgerEntryLike[]): { fee_paise: number; at: string } | null {
  let fee = 0;
  let at = '';
  for (const l of lines)
    if (l.event_kind === LEDGER_EVENT_KINDS.redeliveryFee && l.account === 'store_payable') {
      fee -= l.amount_paise;
      if (l.occurred_at > at) at = l.occurred_at;
    }
  return fee > 0 ? { fee_paise: fee, at } : null;
}

/** A stored line as the readers use it. */
export interface LedgerEntryLike {
  order_id?: string | null;
  event_kind: string;
  event_key: string;
  account: string;
  amount_paise: number;
  occurred_at: string;
}

/** What the customer has had back on an order: the refunds posted (Dr customer of refund events). */
export function refundedToCustomer(lines: readonly LedgerEntryLike[]): number {
  return lines
    .filter(
      (l) =>
        (REFUND_EVENT_KINDS as readonly string[]).includes(l.event_kind) &&
        l.account === 'customer' &&
        l.amount_paise > 0,
    )
    .reduce((s, l) => s + l.amount_paise, 0);
}

/**
 * The store's refund adjustments (its store_payable debits from refunds after the sale), as a
 * negative amount, of the lines given (filter them by cycle first).
 */
export function storeRefundAdjustment(lines: readonly LedgerEntryLike[]): number {
  return lines
    .filter((l) => (REFUND_EVENT_KINDS as readonly string[]).includes(l.event_kind) && l.account === 'store_payable')
    .reduce((s, l) => s - l.amount_paise, 0);
}

/** The adjustment row's kind (store_earning_adjustments.kind) of each refund event kind. */
export const ADJUSTMENT_KIND_OF_EVENT = {
  [LEDGER_EVENT_KINDS.refundFull]: 'refund_full',
  [LEDGER_EVENT_KINDS.refundReturn]: 'return',
  [LEDGER_EVENT_KINDS.refundSubstitution]: 'substitution',
  [LEDGER_EVENT_KINDS.refundMove]: 'move',
} as const satisfies Record<string, StoreEarningAdjustmentsKind>;

/** One refund of a sold order as the store's adjustment (negative amounts, like a settlement breakdown). */
export interface RefundAdjustmentEvent {
  event_key: string;
  kind: StoreEarningAdjustmentsKind;
  occurred_at: string;
  /** What the refund returned to the customer (positive). */
  refund_paise: number;
  gross_paise: number;
  commission_paise: number;
  commission_gst_paise: number;
  tcs_paise: number;
  tds_paise: number;
  net_paise: number;
}

/**
 * The store's adjustments of one order, one per refund event posted after its sale (a refund before
 * the sale posts no store_payable line: the sale is settled on what is left), oldest first. Each is
 * a `store_earning_adjustments` row; the earnings row's adjustment_* columns are their sum.
 */
export function refundAdjustmentEvents(lines: readonly LedgerEntryLike[]): RefundAdjustmentEvent[] {
  const byKey = new Map<string, LedgerEntryLike[]>();
  for (const l of lines)
    if ((REFUND_EVENT_KINDS as readonly string[]).includes(l.event_kind))
      byKey.set(l.event_key, [...(byKey.get(l.event_key) ?? []), l]);
  const events: RefundAdjustmentEvent[] = [];
  for (const [key, event] of byKey) {
    if (!event.some((l) => l.account === 'store_payable')) continue;
    // Cr lines of the reversal are negative amounts; the breakdown's figures are their sums with the
    // breakdown's sign (gross = −refund: the customer's credit of the reversal).
    const of = (account: LedgerAccount) =>
      event.filter((l) => l.account === account).reduce((s, l) => s - l.amount_paise, 0);
    const gross = event
      .filter((l) => l.account === 'customer' && l.amount_paise < 0)
      .reduce((s, l) => s + l.amount_paise, 0);
    events.push({
      event_key: key,
      kind: ADJUSTMENT_KIND_OF_EVENT[event[0]!.event_kind as keyof typeof ADJUSTMENT_KIND_OF_EVENT],
      occurred_at: event.reduce((at, l) => (l.occurred_at > at ? l.occurred_at : at), event[0]!.occurred_at),
      refund_paise: -gross,
      gross_paise: gross,
      commission_paise: of('platform_commission'),
      commission_gst_paise: of('gst_on_fees_payable'),
      tcs_paise: of('gst_tcs_payable'),
      tds_paise: of('tds_payable'),
      net_paise: of('store_payable'),
    });
  }
  return events.sort((a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.event_key.localeCompare(b.event_key));
}

/**
 * The store's refund adjustment of one order as the earnings row stores it (negative amounts, like
 * a settlement breakdown): the sum of its refundAdjustmentEvents (every refund posted after its
 * sale). `refund_paise` is what those refunds returned to the customer.
 */
export function adjustmentFromLedger(lines: readonly LedgerEntryLike[]): {
  refund_paise: number;
  adjustment_gross_paise: number;
  adjustment_commission_paise: number;
  adjustment_commission_gst_paise: number;
  adjustment_tcs_paise: number;
  adjustment_tds_paise: number;
  adjustment_net_paise: number;
  adjusted_at: string | null;
} {
  const events = refundAdjustmentEvents(lines);
  const sum = (k: keyof Omit<RefundAdjustmentEvent, 'event_key' | 'kind' | 'occurred_at'>) =>
    events.reduce((s, e) => s + e[k], 0);
  return {
    refund_paise: sum('refund_paise'),
    adjustment_gross_paise: sum('gross_paise'),
    adjustment_commission_paise: sum('commission_paise'),
    adjustment_commission_gst_paise: sum('commission_gst_paise'),
    adjustment_tcs_paise: sum('tcs_paise'),
    adjustment_tds_paise: sum('tds_paise'),
    adjustment_net_paise: sum('net_paise'),
    adjusted_at: events.at(-1)?.occurred_at ?? null,
  };
}
