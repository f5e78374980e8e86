// Settlement cycles (issue 18 §6): a store's payout closes every `payout_cycle_days` (7 by default,
// a setting) at 00:00 IST on the cycle boundary, counted from Monday 1 Jan 2024, so weekly cycles
// run Monday to Sunday. A payout's statement lines are the earnings rows it settles: each sale
// (store_order_earnings.payout_id) and each refund adjustment (adjustment_payout_id); the payout's
// figures are the sums of those lines, so the lines add up to the payout to the paisa. Pure.
import { storeDayRowId } from '../store-daily-stats';
import { istDayOf } from '../india-time';
import { sumBreakdowns, type Breakdown } from './settlement';
import { orderReference } from '../order-number';
import type { StoreOrderEarningsRow } from '../../appwrite/rows';
import { CsvDecimal, csvLine } from '../csv';

export const PAYOUT_SETTINGS = {
  cycleDays: { key: 'payout_cycle_days', min: 1, max: 31, fallback: 7 },
} as const;

export const PAYOUT_STATUSES = ['pending', 'processing', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
};

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

/** `redelivery_fee`: the fee a cancelled order kept for the store (its earnings row's order_status `cancelled`). */
export type StatementLineKind = 'sale' | 'adjustment' | 'redelivery_fee';

export const STATEMENT_LINE_LABELS: Record<StatementLineKind, string> = {
  sale: 'Sale',
  adjustment: 'Refund adjustment',
  redelivery_fee: 'Redelivery fee',
};

export interface StatementLine extends Breakdown {
  kind: StatementLineKind;
  order_id: string;
  /** The order's number as people read it (null on rows written before earnings carried it). */
  order_number: string | null;
  /** The sale's delivery date, or the refund's date for an adjustment. */
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
  | 'refund_paise'
  | 'adjustment_gross_paise'
  | 'adjustment_commission_paise'
  | 'adjustment_commission_gst_paise'
  | 'adjustment_tcs_paise'
  | 'adjustment_tds_paise'
  | 'adjustment_net_paise'
  | 'adjusted_at'
  | 'payout_id'
  | 'adjustment_payout_id'
> & {
  order_number?: StoreOrderEarningsRow['order_number'];
  /** `cancelled`: the row is a kept redelivery fee (rows from before it have none). */
  order_status?: StoreOrderEarningsRow['order_status'];
};

/** The lines of payout `payoutId`: the sales and the adjustments it settles, oldest first. */
export function statementLines(rows: readonly StatementSource[], payoutId: string): StatementLine[] {
  const lines: StatementLine[] = [];
  for (const row of rows) {
    if (row.payout_id === payoutId)
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
    if (row.adjustment_payout_id === payoutId && row.refund_paise > 0)
      lines.push({
        kind: 'adjustment',
        order_id: row.order_id,
        order_number: row.order_number ?? null,
        at: row.adjusted_at ?? row.delivered_at,
        gross_paise: row.adjustment_gross_paise,
        taxable_value_paise: 0,
        commission_paise: row.adjustment_commission_paise,
        commission_gst_paise: row.adjustment_commission_gst_paise,
        tcs_paise: row.adjustment_tcs_paise,
        tds_paise: row.adjustment_tds_paise,
        cod_collected_paise: 0,
        net_paise: row.adjustment_net_paise,
      });
  }
  return lines.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.order_id.localeCompare(b.order_id));
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
  net_paise: number;
}

/** The payout's figures: sums of its lines (never rounded again). */
export function payoutFigures(lines: readonly StatementLine[]): PayoutFigures {
  // A kept redelivery fee is earned like a sale (the store made the trips).
  const sales = lines.filter((l) => l.kind !== 'adjustment');
  const adjustments = lines.filter((l) => l.kind === 'adjustment');
  const all = sumBreakdowns(lines);
  const salesNet = sumBreakdowns(sales).net_paise;
  const adjustmentsNet = sumBreakdowns(adjustments).net_paise;
  return {
    orders_count: sales.length,
    adjustments_count: adjustments.length,
    gross_paise: all.gross_paise,
    commission_paise: all.commission_paise,
    commission_gst_paise: all.commission_gst_paise,
    tcs_paise: all.tcs_paise,
    tds_paise: all.tds_paise,
    cod_collected_paise: all.cod_collected_paise,
    sales_net_paise: salesNet,
    adjustments_net_paise: adjustmentsNet,
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
      orderReference({ $id: l.order_id, order_number: l.order_number }),
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
