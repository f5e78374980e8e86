import { AppwriteException, Query, type Models, type TablesDB } from 'node-appwrite';
import { earningsReadPermissions } from '@instamg/shared/domain/settlement/earnings-access';
import {
  PAYOUT_SETTINGS,
  lastClosedCycle,
  payoutFigures,
  payoutIsOpen,
  payoutRowId,
  settledStatusOf,
  statementLines,
  type PayoutFigures,
  type StatementLine,
} from '@instamg/shared/domain/settlement/payouts';
import type { AdjustmentRow, EarningsRow } from './earnings.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { storeTeamOf } from '../orders/rows.ts';
import { settingValue, wholeNumberSetting } from '../runtime/settings.ts';
import { listAll } from '../runtime/list-all.ts';
import type { StorePayoutsRow } from '@instamg/shared/appwrite/rows';

// Settlement cycles (issue 18 §6; shared/src/domain/settlement/payouts.ts). `closeCycle` settles
// one store's cycle: it marks every unsettled row of the cycle (a sale delivered before its end in
// store_order_earnings; a refund made before its end in store_earning_adjustments) with the payout's
// id — which is fixed per store and cycle — then writes the payout row from the rows that carry that
// id and the shortfall the store's previous payout carried out (issue 31): never below 0. Running it twice, or
// twice at once, marks the same rows with the same id and writes the same figures; a payout that
// is no longer pending (processing, paid) is never touched again. So a cycle pays once, and its
// statement lines (the marked rows) always add up to the payout.

export type PayoutRow = StorePayoutsRow;

export async function cycleDaysSetting(tablesDB: TablesDB): Promise<number> {
  const { key, min, max, fallback } = PAYOUT_SETTINGS.cycleDays;
  return wholeNumberSetting(await settingValue(tablesDB, key), min, max, fallback);
}

export async function getPayout(tablesDB: TablesDB, payoutId: string): Promise<PayoutRow | null> {
  try {
    return await tablesDB.getRow<PayoutRow>({ databaseId: DATABASE_ID, tableId: TABLES.storePayouts, rowId: payoutId });
  } catch (err) {
    if (err instanceof AppwriteException && err.code === 404) return null;
    throw err;
  }
}

/** Every row payout `payoutId` settles: its sales (earnings rows) and its refund adjustments, via their store_payout indexes. */
export async function payoutSources(
  tablesDB: TablesDB,
  storeId: string,
  payoutId: string,
): Promise<{ sales: EarningsRow[]; adjustments: AdjustmentRow[] }> {
  const byPayout = [Query.equal('store_id', storeId), Query.equal('payout_id', payoutId)];
  const [sales, adjustments] = await Promise.all([
    listAll<EarningsRow>(tablesDB, TABLES.storeOrderEarnings, byPayout),
    listAll<AdjustmentRow>(tablesDB, TABLES.storeEarningAdjustments, byPayout),
  ]);
  return { sales, adjustments };
}

export async function payoutStatement(
  tablesDB: TablesDB,
  payout: Pick<PayoutRow, '$id' | 'store_id' | 'cycle_start' | 'cycle_end'> & { carried_in_paise?: number | null },
): Promise<{ lines: StatementLine[]; figures: PayoutFigures }> {
  const { sales, adjustments } = await payoutSources(tablesDB, payout.store_id, payout.$id);
  const lines = statementLines(sales, adjustments, {
    payoutId: payout.$id,
    start: payout.cycle_start,
    end: payout.cycle_end,
    carriedInPaise: payout.carried_in_paise ?? 0,
  });
  return { lines, figures: payoutFigures(lines) };
}

/**
 * What the store's last payout before the cycle ending `end` carried out (0 when none): the next
 * payout takes it off. Payouts close in cycle order, so the one before is final by then.
 */
export async function carriedInto(tablesDB: TablesDB, storeId: string, end: string): Promise<number> {
  const page = await tablesDB.listRows<PayoutRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storePayouts,
    queries: [
      Query.equal('store_id', storeId),
      Query.lessThan('cycle_end', end),
      Query.orderDesc('cycle_end'),
      Query.limit(1),
    ],
  });
  return page.rows[0]?.carried_out_paise ?? 0;
}

/**
 * Settles `storeId`'s last closed cycle at `now`. Answers the payout (null when the cycle has
 * nothing to pay and no payout yet) and whether this run changed it.
 */
export async function closeCycle(
  tablesDB: TablesDB,
  storeId: string,
  now: Date,
  cycleDays: number,
): Promise<{ payout: PayoutRow | null; changed: boolean }> {
  const cycle = lastClosedCycle(now, cycleDays);
  const payoutId = payoutRowId(storeId, cycle.end);
  const existing = await getPayout(tablesDB, payoutId);
  if (existing && !payoutIsOpen(existing.status)) return { payout: existing, changed: false };

  // Claim the cycle's unsettled lines for this payout (the same id on every run): every sale
  // delivered and every refund made before the cycle's end that no payout has settled yet — a
  // refund of an order whose sale is already paid lands here, in the next cycle to close.
  const [sales, adjustments, carriedIn] = await Promise.all([
    listAll<EarningsRow>(tablesDB, TABLES.storeOrderEarnings, [
      Query.equal('store_id', storeId),
      Query.isNull('payout_id'),
      Query.lessThan('delivered_at', cycle.end),
    ]),
    listAll<AdjustmentRow>(tablesDB, TABLES.storeEarningAdjustments, [
      Query.equal('store_id', storeId),
      Query.isNull('payout_id'),
      Query.lessThan('occurred_at', cycle.end),
    ]),
    carriedInto(tablesDB, storeId, cycle.end),
  ]);
  for (const [tableId, rows] of [
    [TABLES.storeOrderEarnings, sales],
    [TABLES.storeEarningAdjustments, adjustments],
  ] as const)
    for (const row of rows)
      await tablesDB.updateRow({ databaseId: DATABASE_ID, tableId, rowId: row.$id, data: { payout_id: payoutId } });
  if (!existing && sales.length === 0 && adjustments.length === 0 && carriedIn === 0)
    return { payout: null, changed: false };

  // The payout is the sum of the rows that carry its id and the carried balance: its statement adds
  // up to it by construction, and it is never below 0 (the shortfall is carried out).
  const { figures } = await payoutStatement(tablesDB, {
    $id: payoutId,
    store_id: storeId,
    cycle_start: cycle.start,
    cycle_end: cycle.end,
    carried_in_paise: carriedIn,
  });
  const status = settledStatusOf(figures.net_paise);
  if (
    existing?.status === status &&
    (Object.keys(figures) as (keyof PayoutFigures)[]).every((k) => existing[k] === figures[k])
  )
    return { payout: existing, changed: false };
  const payout = await tablesDB.upsertRow<PayoutRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storePayouts,
    rowId: payoutId,
    permissions: earningsReadPermissions(await storeTeamOf(tablesDB, storeId)),
    data: {
      store_id: storeId,
      cycle_start: cycle.start,
      cycle_end: cycle.end,
      status,
      ...figures,
      computed_at: now.toISOString(),
    },
  });
  return { payout, changed: true };
}

/** The stores to settle: every store (a suspended one is still owed its earnings). */
export async function allStoreIds(tablesDB: TablesDB): Promise<string[]> {
  return (await listAll<Models.DefaultRow>(tablesDB, TABLES.stores, [])).map((s) => s.$id);
}
