import { TablesDB } from 'node-appwrite';
import { serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError } from '../../lib/runtime/errors.ts';
import { expireUnpaidOrder, overdueUnpaidOrders } from '../../lib/money/payment-hold.ts';

/**
 * release-unpaid-orders (schedule `* * * * *`, execute: nobody; an API key may run it by hand).
 * Expires every order still unpaid after its payment deadline (`payment_expires_at`, set from
 * settings.unpaid_order_hold_minutes) and puts its reserved stock back (issue 14 §8). Each order
 * is claimed once (lib/money/payment-hold.ts), so two runs at once, or a run racing the payment
 * webhook, release its stock once; a payment that lands afterwards is refunded by payment-webhook.
 * Answers `{ expired, skipped }`.
 */

/** Pages per run: 100 orders each; the next minute's run carries on with any rest. */
const MAX_PAGES = 20;

export default async (ctx: Context) => {
  try {
    const tablesDB = new TablesDB(serverClient(ctx));
    const now = new Date();
    let expired = 0;
    let skipped = 0;
    const seen = new Set<string>();
    for (let page = 0; page < MAX_PAGES; page++) {
      const due = (await overdueUnpaidOrders(tablesDB, now)).filter((order) => !seen.has(order.$id));
      if (due.length === 0) break;
      for (const order of due) {
        seen.add(order.$id);
        if (await expireUnpaidOrder(tablesDB, order, 'Not paid in time; the reserved stock is released.')) expired++;
        else skipped++;
      }
    }
    if (expired > 0) ctx.log(`release-unpaid-orders: expired ${expired} order(s)`);
    return ctx.res.json({ expired, skipped });
  } catch (err) {
    ctx.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return answerError(ctx.res, 'internal_error', 'Releasing unpaid orders failed; the next run tries again.');
  }
};
