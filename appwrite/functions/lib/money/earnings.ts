import { createHash } from 'node:crypto';
import { AppwriteException, Query, type Models, type TablesDB } from 'node-appwrite';
import type { RateRow } from '@instamg/shared/domain/platform-settings';
import { earningsReadPermissions } from '@instamg/shared/domain/settlement/earnings-access';
import {
  EMPTY_BREAKDOWN,
  paiseOf,
  ratesOn,
  refundAdjustment,
  saleOf,
  settleSale,
  type Breakdown,
  type SettlementOrder,
} from '@instamg/shared/domain/settlement/settlement';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { storeTeamOf, type OrderRow } from '../orders/rows.ts';
import { orderLedger } from './ledger.ts';
import type { StoreEarningAdjustmentsRow, StoreOrderEarningsRow } from '@instamg/shared/appwrite/rows';
import {
  adjustmentFromLedger,
  redeliveryFeeLine,
  refundAdjustmentEvents,
  type LedgerEntryLike,
} from '@instamg/shared/domain/ledger/ledger';
import { appwriteStatus } from '../runtime/errors.ts';
import { listAll } from '../runtime/list-all.ts';

// A store's earnings per delivered order (issue 18 §5): one `store_order_earnings` row per order
// (row id = order id), written only here with the functions' key, whenever an order changes
// (`refreshRollupsAfter` calls `refreshOrderEarnings`, so every function that writes an order's
// status keeps it). The figures are shared/src/domain/settlement/settlement.ts at the rates in
// force on the delivery (invoice) date. Only the store's owner and store admins read the row
// (`team:T/owner`, `team:T/admin`), and platform admins through the table (docs/permissions.md).
//
// A settled sale (payout_id set) is never rewritten: its figures are what was paid. Each refund of a
// sold order is its own `store_earning_adjustments` row (one per ledger refund event, written once:
// its id is a hash of the event key), settled by the first payout that closes after it — a refund
// after the sale's payout is a negative line of the next cycle. The earnings row's adjustment_*
// columns are the order's total of those rows (same ledger lines), for the per-order views.

const PAGE = 500;

/** An order row with the amounts the settlement reads (rupees, as the orders table stores them). */
export type EarningOrder = OrderRow & SettlementOrder & { refunded_at?: string | null };

/** The order statuses that have earnings: delivered, and delivered then refunded. */
export const EARNING_STATUSES = ['delivered', 'refunded'] as const;
/** A cancelled order has an earnings row only for the redelivery fee it kept for the store (issue 31). */
export const FEE_EARNING_STATUS = 'cancelled';

export type EarningsRow = StoreOrderEarningsRow;
export type AdjustmentRow = StoreEarningAdjustmentsRow;

/** An adjustment's row id: fixed per refund event, so a retry or two writers at once get 409. */
export function adjustmentRowId(eventKey: string): string {
  return `ea${createHash('sha256').update(eventKey).digest('hex').slice(0, 34)}`;
}

/** Every rate row (a handful: one per kind and change of law). */
export async function loadRates(tablesDB: TablesDB): Promise<RateRow[]> {
  const page = await tablesDB.listRows<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.rates,
    queries: [Query.limit(PAGE)],
  });
  return page.rows as unknown as RateRow[];
}

/** What a refunded amount of the order is, in paise (0 until the money is back with the customer). */
function refundedPaise(order: EarningOrder): number {
  return order.refund_status === 'refunded' ? paiseOf(order.refund_amount ?? 0) : 0;
}

/** The columns of the order's row: its sale and its refund, as the settlement computes them. */
export function earningsFigures(
  order: EarningOrder,
  rates: readonly RateRow[],
  /** The order's ledger lines (lib/money/ledger.ts): when given, the refund adjustment is read from them. */
  ledger?: readonly LedgerEntryLike[],
): {
  sale: Breakdown;
  adjustment: Breakdown;
  data: Record<string, unknown>;
} {
  if (!order.delivered_at) throw new Error(`Order ${order.$id} has no delivered_at`);
  const input = saleOf(order);
  const at = ratesOn(rates, order.delivered_at);
  const sale = settleSale(input, at);
  const refund = Math.min(refundedPaise(order), input.item_value_paise + input.delivery_fee_paise);
  const adjustment = refund > 0 ? refundAdjustment(input, refund, at) : EMPTY_BREAKDOWN;
  // Issue 31: the ledger is the one record of refunds; every refund after the sale (a return, a
  // partial refund) is summed from it, not only the order's latest refund_* columns.
  const fromLedger = ledger ? adjustmentFromLedger(ledger) : null;
  return {
    sale,
    adjustment,
    data: {
      store_id: order.store_id,
      order_id: order.$id,
      order_number: order.order_number ?? null,
      delivered_at: order.delivered_at,
      order_status: order.status === 'refunded' ? 'refunded' : 'delivered',
      item_value_paise: input.item_value_paise,
      delivery_fee_paise: input.delivery_fee_paise,
      platform_coupon_paise: input.platform_coupon_paise,
      gst_included_paise: input.gst_included_paise,
      ...sale,
      commission_bps: at.commission_bps,
      gst_on_fees_bps: at.gst_on_fees_bps,
      tcs_bps: at.tcs_bps,
      tds_bps: at.tds_bps,
      refund_paise: refund,
      adjustment_gross_paise: adjustment.gross_paise,
      adjustment_commission_paise: adjustment.commission_paise,
      adjustment_commission_gst_paise: adjustment.commission_gst_paise,
      adjustment_tcs_paise: adjustment.tcs_paise,
      adjustment_tds_paise: adjustment.tds_paise,
      adjustment_net_paise: adjustment.net_paise,
      adjusted_at: refund > 0 ? (order.refunded_at ?? null) : null,
      ...(fromLedger ?? {}),
    },
  };
}

/**
 * The earnings row of a cancelled order that kept a redelivery fee (issue 31): one line of the fee,
 * the store's in full (the ledger posts no commission or tax on it), dated when it was kept — so it
 * is on the earnings page and the statement of the cycle it was kept in. Pure.
 */
export function feeEarningsFigures(
  order: Pick<EarningOrder, '$id' | 'store_id' | 'order_number'>,
  fee: { fee_paise: number; at: string },
  rates: readonly RateRow[],
): Record<string, unknown> {
  const at = ratesOn(rates, fee.at);
  return {
    store_id: order.store_id,
    order_id: order.$id,
    order_number: order.order_number ?? null,
    delivered_at: fee.at,
    order_status: FEE_EARNING_STATUS,
    item_value_paise: 0,
    delivery_fee_paise: fee.fee_paise,
    platform_coupon_paise: 0,
    gst_included_paise: 0,
    ...EMPTY_BREAKDOWN,
    gross_paise: fee.fee_paise,
    net_paise: fee.fee_paise,
    commission_bps: at.commission_bps,
    gst_on_fees_bps: at.gst_on_fees_bps,
    tcs_bps: at.tcs_bps,
    tds_bps: at.tds_bps,
    refund_paise: 0,
    adjustment_gross_paise: 0,
    adjustment_commission_paise: 0,
    adjustment_commission_gst_paise: 0,
    adjustment_tcs_paise: 0,
    adjustment_tds_paise: 0,
    adjustment_net_paise: 0,
    adjusted_at: null,
  };
}

const SALE_COLUMNS = [
  'delivered_at',
  'item_value_paise',
  'delivery_fee_paise',
  'platform_coupon_paise',
  'gst_included_paise',
  'gross_paise',
  'taxable_value_paise',
  'commission_bps',
  'commission_paise',
  'gst_on_fees_bps',
  'commission_gst_paise',
  'tcs_bps',
  'tcs_paise',
  'tds_bps',
  'tds_paise',
  'cod_collected_paise',
  'net_paise',
] as const;

async function existingRow(tablesDB: TablesDB, orderId: string): Promise<EarningsRow | null> {
  try {
    return await tablesDB.getRow<EarningsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeOrderEarnings,
      rowId: orderId,
    });
  } catch (err) {
    if (err instanceof AppwriteException && err.code === 404) return null;
    throw err;
  }
}

/**
 * Writes the order's earnings row (nothing for an order that was never delivered). Idempotent: the
 * same order gives the same row; a settled sale or a settled adjustment keeps the figures it was
 * paid with. Returns the row, or null when the order has none.
 */
export async function refreshOrderEarnings(
  tablesDB: TablesDB,
  orderOrId: string | EarningOrder,
  now: Date = new Date(),
  rates?: readonly RateRow[],
  ledger?: readonly LedgerEntryLike[],
): Promise<EarningsRow | null> {
  const order =
    typeof orderOrId === 'string'
      ? await tablesDB.getRow<EarningOrder>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: orderOrId })
      : orderOrId;
  const feeOnly = order.status === FEE_EARNING_STATUS;
  if (!feeOnly && (!order.delivered_at || !(EARNING_STATUSES as readonly string[]).includes(order.status))) return null;
  const lines = ledger ?? (await orderLedger(tablesDB, order.$id));
  const fee = feeOnly ? redeliveryFeeLine(lines) : null;
  if (feeOnly && !fee) return null;
  const [team, current, rateRows] = await Promise.all([
    storeTeamOf(tablesDB, order.store_id),
    existingRow(tablesDB, order.$id),
    rates ? Promise.resolve(rates) : loadRates(tablesDB),
  ]);
  const data = fee ? feeEarningsFigures(order, fee, rateRows) : earningsFigures(order, rateRows, lines).data;
  // What was paid stays as it was paid.
  if (current?.payout_id) for (const column of SALE_COLUMNS) data[column] = current[column];
  const unchanged =
    current &&
    Object.entries(data).every(
      ([key, value]) => (current as unknown as Record<string, unknown>)[key] === value || sameTime(current, key, value),
    );
  if (!fee) await writeAdjustments(tablesDB, order, lines, team, now);
  if (current && unchanged) return current;
  return tablesDB.upsertRow<EarningsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeOrderEarnings,
    rowId: order.$id,
    permissions: earningsReadPermissions(team),
    data: { ...data, computed_at: now.toISOString() },
  });
}

/**
 * One `store_earning_adjustments` row per refund the order's ledger posted after its sale, written
 * once and never changed but for the payout that claims it (settle-payouts). Returns how many it
 * wrote (0: all there already).
 */
export async function writeAdjustments(
  tablesDB: TablesDB,
  order: Pick<EarningOrder, '$id' | 'store_id' | 'order_number'>,
  lines: readonly LedgerEntryLike[],
  team: string,
  now: Date = new Date(),
): Promise<number> {
  let written = 0;
  for (const event of refundAdjustmentEvents(lines)) {
    try {
      await tablesDB.createRow<AdjustmentRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.storeEarningAdjustments,
        rowId: adjustmentRowId(event.event_key),
        permissions: earningsReadPermissions(team),
        data: {
          store_id: order.store_id,
          order_id: order.$id,
          order_number: order.order_number ?? null,
          ...event,
          payout_id: null,
          computed_at: now.toISOString(),
        },
      });
      written++;
    } catch (err) {
      // Already written (a retry, the other writer of a race): the row is the same event's.
      if (appwriteStatus(err) !== 409) throw err;
    }
  }
  return written;
}

/** The order's adjustment rows, oldest first. */
export async function adjustmentsOfOrder(tablesDB: TablesDB, orderId: string): Promise<AdjustmentRow[]> {
  const page = await tablesDB.listRows<AdjustmentRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storeEarningAdjustments,
    queries: [Query.equal('order_id', orderId), Query.orderAsc('occurred_at'), Query.limit(PAGE)],
  });
  return page.rows;
}

/** A store's adjustments whose refund happened in `[from, to)` (ISO instants): the earnings page counts them by refund date. */
export async function adjustmentsBetween(
  tablesDB: TablesDB,
  storeId: string,
  from: string,
  to: string,
): Promise<AdjustmentRow[]> {
  return listAll<AdjustmentRow>(
    tablesDB,
    TABLES.storeEarningAdjustments,
    [Query.equal('store_id', storeId), Query.greaterThanEqual('occurred_at', from), Query.lessThan('occurred_at', to)],
    { pageSize: PAGE },
  );
}

function sameTime(row: EarningsRow, key: string, value: unknown): boolean {
  const stored = (row as unknown as Record<string, unknown>)[key];
  return typeof stored === 'string' && typeof value === 'string' && Date.parse(stored) === Date.parse(value);
}

/**
 * Rows for delivered orders that have none yet (orders delivered before this table existed, or a
 * refresh that failed): the `store-earnings` function's `backfill`, run with the key.
 */
export async function backfillEarnings(
  tablesDB: TablesDB,
  opts: { storeId?: string; now?: Date } = {},
): Promise<{ checked: number; written: number }> {
  const rates = await loadRates(tablesDB);
  let cursor: string | null = null;
  let checked = 0;
  let written = 0;
  for (;;) {
    const page: Models.RowList<EarningOrder> = await tablesDB.listRows<EarningOrder>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orders,
      queries: [
        Query.equal('status', [...EARNING_STATUSES]),
        ...(opts.storeId ? [Query.equal('store_id', opts.storeId)] : []),
        Query.orderAsc('$id'),
        Query.limit(PAGE),
        ...(cursor ? [Query.cursorAfter(cursor)] : []),
      ],
    });
    for (const order of page.rows) {
      checked++;
      const before = await existingRow(tablesDB, order.$id);
      const after = await refreshOrderEarnings(tablesDB, order, opts.now, rates);
      if (after && (!before || before.$updatedAt !== after.$updatedAt)) written++;
    }
    if (page.rows.length < PAGE) return { checked, written };
    cursor = page.rows[page.rows.length - 1]!.$id;
  }
}

/** A store's rows delivered in `[from, to)` (ISO instants), paged through the store_delivered index. */
export async function earningsBetween(
  tablesDB: TablesDB,
  storeId: string,
  from: string,
  to: string,
): Promise<EarningsRow[]> {
  return listAll<EarningsRow>(
    tablesDB,
    TABLES.storeOrderEarnings,
    [
      Query.equal('store_id', storeId),
      Query.greaterThanEqual('delivered_at', from),
      Query.lessThan('delivered_at', to),
    ],
    { pageSize: PAGE },
  );
}
