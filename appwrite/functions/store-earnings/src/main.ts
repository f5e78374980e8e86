import { backfillLedger, postPayoutPaid } from '../../lib/money/ledger.ts';
import { maySeeEarnings, EARNINGS_FORBIDDEN_TEXT } from '@instamg/shared/domain/settlement/earnings-access';
import { sumBreakdowns, type Breakdown } from '@instamg/shared/domain/settlement/settlement';
import { normaliseUtr } from '@instamg/shared/domain/settlement/payouts';
import { TablesDB } from 'node-appwrite';
import { parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import {
  FEE_EARNING_STATUS,
  adjustmentsBetween,
  backfillEarnings,
  earningsBetween,
  type AdjustmentRow,
  type EarningsRow,
} from '../../lib/money/earnings.ts';
import { readDayRange } from '../../lib/runtime/day-range.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { storeTeamOf } from '../../lib/orders/rows.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { getPayout, payoutStatement, type PayoutRow } from '../../lib/money/payouts.ts';

/**
 * store-earnings (execute: users; issue 18 §5). A store's earnings per delivered order are
 * `store_order_earnings` rows the order functions keep (lib/money/earnings.ts); this function adds up a
 * range on the server, over the store_delivered index, so the browser never reads every order:
 *
 * - `{ action: 'summary', store_id, from: 'YYYY-MM-DD', to: 'YYYY-MM-DD' }` (IST days, both
 *   included, at most 366) → `{ summary: { from, to, orders, sale, adjustments, net_payable_paise } }`
 *   (sales by delivery date, refund adjustments by refund date)
 *   for the store's owner or store admins (team roles) or a platform admin; another member of the
 *   team 403 `earnings_role_forbidden`; anyone else 404 `store_not_found`.
 * - `{ action: 'backfill', store_id? }` → `{ checked, written }`: rows for delivered orders that
 *   have none (data from before this table); only with the API key (no user), e.g. after a deploy.
 * - `{ action: 'backfill_ledger', store_id? }` → `{ orders, payouts, lines_written }` (issue 31): the
 *   ledger lines of orders and paid payouts from before the ledger; API key only; idempotent.
 * - `{ action: 'statement', payout_id }` → `{ payout, lines }` (issue 18 §6): a payout and its
 *   statement lines (the sales and refund adjustments it settles; they add up to it), for the same
 *   callers as the summary.
 * - `{ action: 'record_payout_utr', payout_id, utr }` → `{ payout }`: a platform admin records the
 *   bank transfer's UTR (12–22 letters or digits); the payout becomes paid, with an audit_log row;
 *   anyone else 401 `admin_required`; a paid payout 409 `payout_already_paid`; one being paid through
 *   the payout gateway (processing) 409 `payout_in_transfer`.
 */

const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

export interface EarningsSummary {
  from: string;
  to: string;
  /** Orders delivered in the range (a cancelled order's kept redelivery fee is money, not a sale). */
  orders: number;
  /** The sales of the orders delivered in the range. */
  sale: Breakdown;
  /** The refunds made in the range (of orders delivered in it or before), as negative sales. */
  adjustments: Breakdown;
  /** sale.net + adjustments.net. */
  net_payable_paise: number;
}

const SALE_KEYS = {
  gross_paise: 'gross_paise',
  taxable_value_paise: 'taxable_value_paise',
  commission_paise: 'commission_paise',
  commission_gst_paise: 'commission_gst_paise',
  tcs_paise: 'tcs_paise',
  tds_paise: 'tds_paise',
  cod_collected_paise: 'cod_collected_paise',
  net_paise: 'net_paise',
} as const;

export function saleOfRow(row: EarningsRow): Breakdown {
  return Object.fromEntries(Object.entries(SALE_KEYS).map(([k, column]) => [k, row[column]])) as unknown as Breakdown;
}

export function adjustmentOfRow(row: AdjustmentRow): Breakdown {
  return {
    gross_paise: row.gross_paise,
    taxable_value_paise: 0,
    commission_paise: row.commission_paise,
    commission_gst_paise: row.commission_gst_paise,
    tcs_paise: row.tcs_paise,
    tds_paise: row.tds_paise,
    cod_collected_paise: 0,
    net_paise: row.net_paise,
  };
}

/**
 * The range's sales (earnings rows delivered in it) and refund adjustments (adjustment rows whose
 * refund happened in it, issue 31 — a return a week after the sale is in the week of the return,
 * as on the payout statement).
 */
export function summarise(
  from: string,
  to: string,
  rows: readonly EarningsRow[],
  adjustmentRows: readonly AdjustmentRow[],
): EarningsSummary {
  const sale = sumBreakdowns(rows.map(saleOfRow));
  const adjustments = sumBreakdowns(adjustmentRows.map(adjustmentOfRow));
  return {
    from,
    to,
    orders: rows.filter((r) => r.order_status !== FEE_EARNING_STATUS).length,
    sale,
    adjustments,
    net_payable_paise: sale.net_paise + adjustments.net_paise,
  };
}

async function recordUtr(tablesDB: TablesDB, adminId: string, payoutId: string, raw: unknown): Promise<PayoutRow> {
  const utr = normaliseUtr(raw);
  if (!utr) throw fail('invalid_input', 'Enter the UTR of the bank transfer: 12 to 22 letters or digits.');
  const payout = await getPayout(tablesDB, payoutId);
  if (!payout) throw fail('payout_not_found');
  if (payout.status === 'paid') throw fail('payout_already_paid');
  if (payout.status === 'nothing_due') throw fail('payout_nothing_due');
  // A transfer through the payout gateway is on its way: recording a UTR as well could pay twice.
  if (payout.status === 'processing') throw fail('payout_in_transfer');
  const paidAt = new Date().toISOString();
  // The ledger's payout event (issue 31), once per payout, before the row reads paid: a retry stops
  // at a paid row (payout_already_paid), so the lines must already be there.
  await postPayoutPaid(
    tablesDB,
    { ...payout, paid_at: paidAt },
    await storeTeamOf(tablesDB, payout.store_id).catch(() => null),
  );
  const updated = await tablesDB.updateRow<PayoutRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.storePayouts,
    rowId: payoutId,
    data: { status: 'paid', utr, paid_at: paidAt, paid_by: adminId },
  });
  await writeAudit(tablesDB, {
    actorId: adminId,
    actorRole: 'admin',
    action: 'payout.paid',
    entityType: 'payout',
    entityId: payoutId,
    before: { status: payout.status, utr: payout.utr },
    after: { status: 'paid', utr, net_paise: payout.net_paise },
  });
  return updated;
}

export default async (ctx: Context) => {
  try {
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const userId = ctx.req.headers['x-appwrite-user-id'];
    if (body.action === 'backfill') {
      // The key's own run (a schedule or an operator); a signed-in user may not rewrite money rows.
      if (userId) throw fail('not_allowed', 'Only the platform can backfill earnings.');
      if (body.store_id !== undefined && (typeof body.store_id !== 'string' || !ROW_ID.test(body.store_id)))
        throw fail('invalid_input', 'store_id must be a store id.');
      return ctx.res.json(await backfillEarnings(tablesDB, { storeId: body.store_id as string | undefined }));
    }
    if (body.action === 'backfill_ledger') {
      // Issue 31: the ledger of orders and payouts from before it existed; the key's own run only.
      if (userId) throw fail('not_allowed', 'Only the platform can backfill the ledger.');
      if (body.store_id !== undefined && (typeof body.store_id !== 'string' || !ROW_ID.test(body.store_id)))
        throw fail('invalid_input', 'store_id must be a store id.');
      return ctx.res.json(await backfillLedger(tablesDB, { storeId: body.store_id as string | undefined }));
    }
    if (!['summary', 'statement', 'record_payout_utr'].includes(body.action as string))
      throw fail('invalid_action', 'action must be summary, statement, record_payout_utr or backfill.');
    if (!userId) throw fail('sign_in_required');
    if (body.action === 'statement' || body.action === 'record_payout_utr') {
      if (typeof body.payout_id !== 'string' || !ROW_ID.test(body.payout_id))
        throw fail('invalid_input', 'payout_id must be a payout id.');
      const caller = await loadCaller(client, userId);
      if (body.action === 'record_payout_utr') {
        if (!caller.isAdmin) throw fail('admin_required');
        return ctx.res.json({ payout: await recordUtr(tablesDB, userId, body.payout_id, body.utr) });
      }
      const payout = await getPayout(tablesDB, body.payout_id);
      if (!payout) throw fail('payout_not_found');
      const roles = caller.teams.get(await storeTeamOf(tablesDB, payout.store_id));
      if (!caller.isAdmin) {
        if (!roles) throw fail('payout_not_found');
        if (!maySeeEarnings(roles)) throw fail('earnings_role_forbidden', EARNINGS_FORBIDDEN_TEXT);
      }
      const { lines } = await payoutStatement(tablesDB, payout);
      return ctx.res.json({ payout, lines });
    }
    if (typeof body.store_id !== 'string' || !ROW_ID.test(body.store_id))
      throw fail('invalid_input', 'store_id must be a store id.');
    const range = readDayRange(body);
    const team = await storeTeamOf(tablesDB, body.store_id);
    const caller = await loadCaller(client, userId);
    const roles = caller.teams.get(team);
    if (!caller.isAdmin) {
      if (!roles) throw fail('store_not_found');
      if (!maySeeEarnings(roles)) throw fail('earnings_role_forbidden', EARNINGS_FORBIDDEN_TEXT);
    }
    const [rows, adjustments] = await Promise.all([
      earningsBetween(tablesDB, body.store_id, range.start, range.end),
      adjustmentsBetween(tablesDB, body.store_id, range.start, range.end),
    ]);
    return ctx.res.json({ summary: summarise(range.from, range.to, rows, adjustments) });
  } catch (err) {
    return replyError(ctx, err, 'We could not add up the earnings. Please try again.');
  }
};
