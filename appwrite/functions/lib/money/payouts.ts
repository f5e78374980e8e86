import { AppwriteException, Query, type Models, type TablesDB } from 'node-appwrite';
import { earningsReadPermissions } from '@instamg/shared/domain/settlement/earnings-access';
import {
  PAYOUT_SETTINGS,
  lastClosedCycle,
  payoutFigures,
  payoutRowId,
  statementLines,
  type PayoutFigures,
  type StatementLine,
} from '@instamg/shared/domain/settlement/payouts';
import type { EarningsRow } from './earnings.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { storeTeamOf } from '../orders/rows.ts';
import { settingValue, wholeNumberSetting } from '../runtime/settings.ts';
import { listAll } from '../runtime/list-all.ts';
import type { StorePayoutsRow } from '@instamg/shared/appwrite/rows';

// Settlement cycles (issue 18 §6; shared/src/domain/settlement/payouts.ts). `closeCycle` settles
// one store's cycle: it marks every unsettled earnings row of the cycle (a sale delivered before
// its end; a refund adjustment made before its end) with the payout's id — which is fixed per store
// and cycle — then writes the payout row from the rows that carry that id. Running it twice, or
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

/** Every earnings row payout `payoutId` settles (its sales and its adjustments), via the two indexes. */
export async function payoutSources(tablesDB: TablesDB, storeId: string, payoutId: string): Promise<EarningsRow[]> {
  const [sales, adjustments] = await Promise.all([
    listAll<EarningsRow>(tablesDB, TABLES.storeOrderEarnings, [
      Query.equal('store_id', storeId),
      Query.equal('payout_id', payoutId),
    ]),
    listAll<EarningsRow>(tablesDB, TABLES.storeOrderEarnings, [
      Query.equal('store_id', storeId),
      Query.equal('adjustment_payout_id', payoutId),
    ]),
  ]);
  const byId = new Map<string, EarningsRow>();
  for (const row of [...sales, ...adjustments]) byId.set(row.$id, row);
  return [...byId.values()];
}

export async function payoutStatement(
  tablesDB: TablesDB,
  payout: PayoutRow,
): Promise<{ lines: StatementLine[]; figures: PayoutFigures }> {
  const lines = statementLines(await payoutSources(tablesDB, payout.store_id, payout.$id), payout.$id);
  return { lines, figures: payoutFigures(lines) };
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
  if (existing && existing.status !== 'pending') return { payout: existing, changed: false };

  // Claim the cycle's unsettled lines for this payout (the same id on every run).
  const [sales, adjustments] = await Promise.all([
    listAll<EarningsRow>(tablesDB, TABLES.storeOrderEarnings, [
      Query.equal('store_id', storeId),
      Query.isNull('payout_id'),
      Query.lessThan('delivered_at', cycle.end),
    ]),
    listAll<EarningsRow>(tablesDB, TABLES.storeOrderEarnings, [
      Query.equal('store_id', storeId),
      Query.isNull('adjustment_payout_id'),
      Query.greaterThan('refund_paise', 0),
      Query.lessThan('adjusted_at', cycle.end),
    ]),
  ]);
  for (const row of sales)
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeOrderEarnings,
      rowId: row.$id,
      data: { payout_id: payoutId },
    });
  for (const row of adjustments)
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeOrderEarnings,
      rowId: row.$id,
      data: { adjustment_payout_id: payoutId },
    });
  if (!existing && sales.length === 0 && adjustments.length === 0) return { payout: null, changed: false };

  // The payout is the sum of the rows that carry its id: its statement adds up to it by construction.
  const { figures } = await payoutStatement(tablesDB, { $id: payoutId, store_id: storeId } as PayoutRow);
  if (existing && (Object.keys(figures) as (keyof PayoutFigures)[]).every((k) => existing[k] === figures[k]))
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
      status: 'pending',
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
