// Settlement cycles (issue 18 §6): a store's payout closes every `payout_cycle_days` (7 by default,
// a setting) at 00:00 IST on the cycle boundary, counted from Monday 1 Jan 2024, so weekly cycles
// run Monday to Sunday. A payout's statement lines are the rows it settles: each sale
// (store_order_earnings.payout_id) and each refund adjustment (store_earning_adjustments.payout_id,
// one per refund event, issue 31), plus the balance carried in from the last cycle and out to the
// next; the payout's figures are the sums of those lines, so the lines add up to the payout to the
// paisa, and it is never below 0. Pure.
import { storeDayRowId } from '../store-daily-stats';
import { istDayOf } from '../india-time';
import { sumBreakdowns, type Breakdown } from './settlement';
import { orderReference } from '../order-number';
import {
  STORE_PAYOUTS_STATUS,
  type StoreEarningAdjustmentsRow,
  type StoreOrderEarningsRow,
  type StorePayoutsStatus,
} from '../../appwrite/rows';
import { CsvDecimal, csvLine } from '../csv';

export const PAYOUT_SETTINGS = {
  cycleDays: { key: 'payout_cycle_days', min: 1, max: 31, fallback: 7 },
} as const;

/** The schema's payout states (store_payouts.status, generated from appwrite.json). */
export const PAYOUT_STATUSES = STORE_PAYOUTS_STATUS;
export type PayoutStatus = StorePayoutsStatus;

/**
 * `nothing_due`: the cycle closed at ₹0 — its refunds took all its sales, the shortfall is carried
 * to the next cycle — so there is nothing to transfer and nothing for an admin to do. It is
 * recomputed like `pending` while its cycle is the one being settled (a late line can make it due).
 */
export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  nothing_due: 'Nothing due',
};

/** Each state's chip colour, the same in the store panel and the admin. */
export const PAYOUT_STATUS_TONES: Readonly<Record<PayoutStatus, 'default' | 'info' | 'success'>> = {
  pending: 'default',
  processing: 'info',
  paid: 'success',
  nothing_due: 'default',
};

/** A payout's carried balance as its net sees it: + the shortfall carried out, − what came in. */
export function carriedNetPaise(payout: { carried_in_paise: number | null; carried_out_paise: number | null }): number {
  return (payout.carried_out_paise ?? 0) - (payout.carried_in_paise ?? 0);
}

/** The status a freshly computed payout of `netPaise` starts in. */
export function settledStatusOf(netPaise: number): Extract<PayoutStatus, 'pending' | 'nothing_due'> {
  return netPaise === 0 ? 'nothing_due' : 'pending';
}

/** Whether settling its cycle again may still change the payout (no money has moved for it). */
export function payoutIsOpen(status: PayoutStatus): boolean {
  return status === 'pending' || status === 'nothing_due';
}

/** Cycle boundaries are counted from here: Monday 1 Jan 2024, 00:00 in India. */
export const CYCLE_ANCHOR_MS = Date.parse('2024-01-01T00:00:00.000+05:30');
const DAY_MS = 86_400_000;

/** The last cycle that has ended by `now`: `[start, end)` as ISO instants. */
export function lastClosedCycle(now: Date, cycleDays: number): { start: string; end: string } {
  if (!Number.isInteger(cycleDays) || cycleDays < 1) throw new RangeError(`cycle of ${cycleDays} days`);
  const length = cycleDays * DAY_MS;
  const end = CYCLE_ANCHOR_MS + Math.floor((now.getTime() - CYCLE_ANCHOR_MS) / length) * length;
  return { start: new Date(end - length).toISOString(), end: new Date(end).toISOString() };
}

/** A store's payout of the cycle ending at `end`: one row id per store and cycle (the claim). */
export function payoutRowId(storeId: string, end: string): string {
  return storeDayRowId(`po-${storeId}`, istDayOf(end));
}

/** A UTR as banks print it: NEFT 16, IMPS 12, RTGS 22 letters or digits. */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;

export function normaliseUtr(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const utr = raw.replace(/\s+/g, '').toUpperCase();
  return UTR_PATTERN.test(utr) ? utr : null;
}

/**
 * `redelivery_fee`: the fee a cancelled order kept for the store (its earnings row's order_status
 * `cancelled`). `carried_in`: what the last cycle could not pay back (its adjustments exceeded its
 * sales), taken off this one. `carried_out`: this cycle's shortfall, added back so the payout is
 * never below 0, and taken off the next cycle (as marketplaces carry a negative balance).
 */
export type StatementLineKind = 'sale' | 'adjustment' | 'redelivery_fee' | 'carried_in' | 'carried_out';

export const STATEMENT_LINE_LABELS: Record<StatementLineKind, string> = {
  sale: 'Sale',
  adjustment: 'Refund adjustment',
  redelivery_fee: 'Redelivery fee',
  carried_in: 'Carried from last cycle',
  carried_out: 'Carried to next cycle',
};

export interface StatementLine extends Breakdown {
  kind: StatementLineKind;
  /** The order (null on a carried line: it is the balance of a cycle, not of an order). */
  order_id: string | null;
  /** The order's number as people read it (null on rows written before earnings carried it). */
  order_number: string | null;
  /** The sale's delivery date, the refund's date for an adjustment, the cycle's start / end for a carried line. */
  at: string;
}

/** An earnings row's columns a statement reads (the number is optional: rows from before it have none). */
export type StatementSource = Pick<
  StoreOrderEarningsRow,
  | 'order_id'
  | 'delivered_at'
  | 'gross_paise'
  | 'taxable_value_paise'
  | 'commission_paise'
  | 'commission_gst_paise'
  | 'tcs_paise'
  | 'tds_paise'
  | 'cod_collected_paise'
  | 'net_paise'
  | 'payout_id'
> & {
  order_number?: StoreOrderEarningsRow['order_number'];
  /** `cancelled`: the row is a kept redelivery fee (rows from before it have none). */
  order_status?: StoreOrderEarningsRow['order_status'];
};

/** A refund adjustment row's columns a statement reads (store_earning_adjustments, one per refund event). */
export type AdjustmentSource = Pick<
  StoreEarningAdjustmentsRow,
  | 'order_id'
  | 'order_number'
  | 'event_key'
  | 'occurred_at'
  | 'gross_paise'
  | 'commission_paise'
  | 'commission_gst_paise'
  | 'tcs_paise'
  | 'tds_paise'
  | 'net_paise'
  | 'payout_id'
>;

const ZERO_LINE = {
  gross_paise: 0,
  taxable_value_paise: 0,
  commission_paise: 0,
  commission_gst_paise: 0,
  tcs_paise: 0,
  tds_paise: 0,
  cod_collected_paise: 0,
} as const;

/**
 * The lines of payout `payoutId` of the cycle `[start, end)`: what it carries in from the last
 * cycle (first), the sales and the refund adjustments it settles (oldest first), and — when they
 * add up to less than 0 — the shortfall carried to the next cycle (last), so the lines add up to
 * the payout and the payout is never below 0.
 */
export function statementLines(
  sales: readonly StatementSource[],
  adjustments: readonly AdjustmentSource[],
  cycle: { payoutId: string; start: string; end: string; carriedInPaise: number },
): StatementLine[] {
  const lines: StatementLine[] = [];
  for (const row of sales)
    if (row.payout_id === cycle.payoutId)
      lines.push({
        kind: row.order_status === 'cancelled' ? 'redelivery_fee' : 'sale',
        order_id: row.order_id,
        order_number: row.order_number ?? null,
        at: row.delivered_at,
        gross_paise: row.gross_paise,
        taxable_value_paise: row.taxable_value_paise,
        commission_paise: row.commission_paise,
        commission_gst_paise: row.commission_gst_paise,
        tcs_paise: row.tcs_paise,
        tds_paise: row.tds_paise,
        cod_collected_paise: row.cod_collected_paise,
        net_paise: row.net_paise,
      });
  for (const row of adjustments)
    if (row.payout_id === cycle.payoutId)
      lines.push({
        kind: 'adjustment',
        order_id: row.order_id,
        order_number: row.order_number ?? null,
        at: row.occurred_at,
        ...ZERO_LINE,
        gross_paise: row.gross_paise,
        commission_paise: row.commission_paise,
        commission_gst_paise: row.commission_gst_paise,
        tcs_paise: row.tcs_paise,
        tds_paise: row.tds_paise,
        net_paise: row.net_paise,
      });
  lines.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || (a.order_id ?? '').localeCompare(b.order_id ?? ''));
  if (!Number.isSafeInteger(cycle.carriedInPaise) || cycle.carriedInPaise < 0)
    throw new RangeError(`carried in must be whole paise ≥ 0, got ${String(cycle.carriedInPaise)}`);
  if (cycle.carriedInPaise > 0)
    lines.unshift({
      kind: 'carried_in',
      order_id: null,
      order_number: null,
      at: cycle.start,
      ...ZERO_LINE,
      net_paise: -cycle.carriedInPaise,
    });
  const net = lines.reduce((s, l) => s + l.net_paise, 0);
  if (net < 0)
    lines.push({
      kind: 'carried_out',
      order_id: null,
      order_number: null,
      at: cycle.end,
      ...ZERO_LINE,
      net_paise: -net,
    });
  return lines;
}

export interface PayoutFigures {
  orders_count: number;
  adjustments_count: number;
  gross_paise: number;
  commission_paise: number;
  commission_gst_paise: number;
  tcs_paise: number;
  tds_paise: number;
  cod_collected_paise: number;
  sales_net_paise: number;
  adjustments_net_paise: number;
  /** Taken off this payout: the last cycle's shortfall (≥ 0). */
  carried_in_paise: number;
  /** Added back to this payout and taken off the next one: this cycle's shortfall (≥ 0). */
  carried_out_paise: number;
  /** sales + adjustments − carried in + carried out: never below 0. */
  net_paise: number;
}

/** The payout's figures: sums of its lines (never rounded again). */
export function payoutFigures(lines: readonly StatementLine[]): PayoutFigures {
  // A kept redelivery fee is earned like a sale (the store made the trips).
  const sales = lines.filter((l) => l.kind === 'sale' || l.kind === 'redelivery_fee');
  const adjustments = lines.filter((l) => l.kind === 'adjustment');
  const netOf = (kind: StatementLineKind) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.net_paise, 0);
  const all = sumBreakdowns(lines);
  return {
    orders_count: sales.length,
    adjustments_count: adjustments.length,
    gross_paise: all.gross_paise,
    commission_paise: all.commission_paise,
    commission_gst_paise: all.commission_gst_paise,
    tcs_paise: all.tcs_paise,
    tds_paise: all.tds_paise,
    cod_collected_paise: all.cod_collected_paise,
    sales_net_paise: sumBreakdowns(sales).net_paise,
    adjustments_net_paise: sumBreakdowns(adjustments).net_paise,
    carried_in_paise: 0 - netOf('carried_in'),
    carried_out_paise: netOf('carried_out'),
    net_paise: all.net_paise,
  };
}

const rupees = (paise: number): CsvDecimal => new CsvDecimal((paise / 100).toFixed(2));

/** The statement as CSV (rupees to the paisa; the last line is the total, equal to the payout). */
export function statementCsv(lines: readonly StatementLine[]): string {
  const header = [
    'Line',
    'Order ID',
    'Order number',
    'Date',
    'Gross (INR)',
    'Commission (INR)',
    'GST on commission (INR)',
    'GST TCS (INR)',
    'Income-tax TDS (INR)',
    'Cash collected (INR)',
    'Net (INR)',
  ];
  // Every text cell quoted and neutralised (shared/src/domain/csv.ts); amounts bare, to the paisa.
  const row = (cells: readonly (string | CsvDecimal | null)[]) => csvLine(cells).slice(0, -2);
  const body = lines.map((l) =>
    row([
      STATEMENT_LINE_LABELS[l.kind],
      l.order_id,
      l.order_id ? orderReference({ $id: l.order_id, order_number: l.order_number }) : null,
      l.at,
      rupees(l.gross_paise),
      rupees(l.commission_paise),
      rupees(l.commission_gst_paise),
      rupees(l.tcs_paise),
      rupees(l.tds_paise),
      rupees(l.cod_collected_paise),
      rupees(l.net_paise),
    ]),
  );
  const total = sumBreakdowns(lines);
  body.push(
    row([
      'Total',
      null,
      null,
      null,
      rupees(total.gross_paise),
      rupees(total.commission_paise),
      rupees(total.commission_gst_paise),
      rupees(total.tcs_paise),
      rupees(total.tds_paise),
      rupees(total.cod_collected_paise),
      rupees(total.net_paise),
    ]),
  );
  return `\uFEFF${[row(header), ...body].join('\r\n')}\r\n`;
}
