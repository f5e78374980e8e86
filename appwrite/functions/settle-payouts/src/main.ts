import { TablesDB } from 'node-appwrite';
import { parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError } from '../../lib/runtime/errors.ts';
import { allStoreIds, closeCycle, cycleDaysSetting } from '../../lib/money/payouts.ts';

/**
 * settle-payouts (schedule daily 00:30 UTC = 06:00 IST, execute: nobody; an API key may run it).
 * Closes every store's last ended settlement cycle (settings.payout_cycle_days, 7 by default:
 * Monday to Sunday in India) into a `store_payouts` row, pending until an admin pays it through the
 * payout gateway (the `payouts` function) or records a bank transfer's UTR (store-earnings
 * `record_payout_utr`); the schedule never moves money itself. Idempotent: one payout id per store and
 * cycle, the same rows marked with it on every run, a payout past pending never touched again
 * (lib/money/payouts.ts). `{ now?, store_ids? }` are honoured only for an execution without a user (the
 * schedule, the API key): tests drive the clock and their own stores. Answers `{ stores, payouts,
 * changed }`.
 */
export default async (ctx: Context) => {
  try {
    const tablesDB = new TablesDB(serverClient(ctx));
    const body = ctx.req.headers['x-appwrite-user-id'] ? {} : parseBody(ctx.req.bodyText);
    const now = typeof body.now === 'string' && !Number.isNaN(Date.parse(body.now)) ? new Date(body.now) : new Date();
    const storeIds =
      Array.isArray(body.store_ids) && body.store_ids.every((id) => typeof id === 'string')
        ? (body.store_ids as string[])
        : await allStoreIds(tablesDB);
    const days = await cycleDaysSetting(tablesDB);
    let payouts = 0;
    let changed = 0;
    for (const storeId of storeIds) {
      try {
        const result = await closeCycle(tablesDB, storeId, now, days);
        if (result.payout) payouts++;
        if (result.changed) changed++;
      } catch (err) {
        // One store's failure never stops the others; the next run settles it.
        ctx.error(
          `settle-payouts: store ${storeId}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
        );
      }
    }
    if (changed > 0) ctx.log(`settle-payouts: ${changed} payout(s) written`);
    return ctx.res.json({ stores: storeIds.length, payouts, changed });
  } catch (err) {
    ctx.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return answerError(ctx.res, 'internal_error', 'Settling payouts failed; the next run tries again.');
  }
};
