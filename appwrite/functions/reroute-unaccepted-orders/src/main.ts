import { acceptWindowPassed, storeReminderDeadline } from '@instamg/shared/domain/order-intake';
import { Query, Storage, TablesDB, type Models } from 'node-appwrite';
import { parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { gatewayFromEnv } from '../../lib/money/gateway.ts';
import { executionNow, readIntakeTimers } from '../../lib/orders/intake.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { storeTeamOf, type OrderRow } from '../../lib/orders/rows.ts';
import { claimOrderVersion, rerouteOrder } from '../../lib/orders/reroute.ts';
import { moveUnclaimedRxRequests } from '../../lib/orders/rx-requests.ts';
import { noticeRxRequest, sendOwedRxNotices } from '../../lib/orders/rx-request-notices.ts';
import { startRefund } from '../../lib/money/refunds.ts';
import { notifyCustomer } from '../../lib/orders/customer-messages.ts';
import { remindStoreOfOrder } from '../../lib/orders/notifications.ts';
import { refreshRollupsAfter } from '../../lib/orders/rollups.ts';
import { expireSubstitutions } from './expire-substitutions.ts';
import { alertLateDeliveries } from '../../lib/orders/deliveries.ts';

const SYSTEM = { actor_id: 'system', actor_role: 'system' } as const;

/**
 * reroute-unaccepted-orders (schedule: every minute; execute: nobody — only the schedule and the
 * API key run it). Every paid order still `placed` whose store let the accept window pass
 * (settings timers, the pharmacist's review pausing it: shared/src/domain/order-intake.ts) moves
 * to the next store, or is cancelled and refunded when none is left (lib/orders/reroute.ts). Each move
 * claims that version of the order first, so two sweepers at once, or a sweeper and the store's
 * accept, change it once. An API-key execution may pass `{ now }` to drive the clock (tests), and
 * `{ order_ids }` (at most 100) to sweep only those orders — a test on a shared backend then moves
 * its own orders, never another test's.
 * An order still inside its window rings the store's on-shift devices again (`reminded`; issue 35
 * §3: repeated until someone acts or the window ends), from 50 s after its countdown started.
 * Then every substitute nobody answered within settings.substitution_consent_minutes counts as
 * declined (lib/orders/substitution.ts): the line is removed and refunded.
 * Then every delivery past its SPEC §9 promise alerts its store once (`delivery_late`, issue 38),
 * and every prescription-photo request no pharmacist claimed in the accept window moves to the next store
 * (one left with none is `unserved` and tells its customer once); then request notices an execution
 * owed are sent, once (lib/orders/rx-request-notices.ts).
 * → `{ checked, moved, cancelled, skipped, failed, reminded, substitutions: { expired, skipped, failed }, late_deliveries,
 *   rx_requests_moved, rx_notices_sent }`
 * (an order that fails is logged, its claim given back).
 */
export default async (ctx: Context) => {
  try {
    const body = parseBody(ctx.req.bodyText);
    const now = executionNow(ctx, body);
    const only = orderIdsOf(ctx, body);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const storage = new Storage(client);
    const timers = await readIntakeTimers(tablesDB);
    const gateway = () => gatewayFromEnv(process.env, ctx.req.headers['x-appwrite-key'] ?? '');
    const tally = { checked: 0, moved: 0, cancelled: 0, skipped: 0, failed: 0, reminded: 0 };
    let cursor: string | null = null;
    for (;;) {
      const page: Models.RowList<OrderRow> = await tablesDB.listRows<OrderRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.orders,
        queries: [
          Query.equal('status', 'placed'),
          Query.equal('payment_status', ['paid', 'cod_pending']),
          ...(only ? [Query.equal('$id', only)] : []),
          Query.orderAsc('$id'),
          Query.limit(100),
          ...(cursor ? [Query.cursorAfter(cursor)] : []),
        ],
      });
      for (const stored of page.rows) {
        tally.checked++;
        if (!acceptWindowPassed(stored, timers, now)) {
          // Still inside its window: the store's devices ring again until someone acts (issue 35 §3).
          const deadline = storeReminderDeadline(stored, timers, now);
          if (deadline) {
            await remindStoreOfOrder(
              tablesDB,
              { ...stored, store_team_id: await storeTeamOf(tablesDB, stored.store_id) },
              deadline,
              now,
            );
            tally.reminded++;
          }
          continue;
        }
        const order: OrderRow = { ...stored, store_team_id: await storeTeamOf(tablesDB, stored.store_id) };
        const claimed = await claimOrderVersion(tablesDB, order, {
          type: 'accept_window_passed',
          from_status: 'placed',
          to_status: 'placed',
          actor_role: 'system',
          note: 'The pharmacy did not accept the order in time',
        });
        if (!claimed) {
          tally.skipped++;
          continue;
        }
        try {
          const result = await rerouteOrder(tablesDB, storage, gateway, order, {
            kind: 'timed_out',
            actor_id: 'system',
            actor_role: 'system',
            now,
          });
          tally[result.outcome]++;
          if (result.outcome === 'cancelled')
            await notifyCustomer(client, tablesDB, result.order, 'cancelled', (m) => ctx.error(m), { now });
          await refreshRollupsAfter(tablesDB, order, result.order, now, (m) => ctx.error(m));
        } catch (err) {
          // One order that cannot move must not stop the sweep; its claim is given back for the next one.
          ctx.error(
            `reroute-unaccepted-orders: order ${order.$id}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
          );
          await tablesDB
            .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.orderEvents, rowId: claimed.$id })
            .catch(() => undefined);
          tally.failed++;
        }
      }
      if (page.rows.length < 100) break;
      cursor = page.rows[page.rows.length - 1]!.$id;
    }
    // Substitutes nobody answered within the consent window (issue 16 §5): the line is removed and refunded.
    const substitutions = await expireSubstitutions(
      tablesDB,
      async (order, refund) =>
        startRefund(tablesDB, await gateway(), order, refund.amount, refund.note, SYSTEM, refund.refundId),
      (order) =>
        claimOrderVersion(tablesDB, order, {
          type: 'substitution_expired',
          from_status: order.status,
          to_status: order.status,
          actor_role: 'system',
          note: 'The customer did not answer the substitute in time: the line is removed and refunded',
        }),
      (storeId) => storeTeamOf(tablesDB, storeId),
      now,
      only,
      (m) => ctx.error(`reroute-unaccepted-orders: ${m}`),
      (before, after) => refreshRollupsAfter(tablesDB, before, after, now, (m) => ctx.error(m)),
    );
    // Deliveries past their promise: one alert each to the store (issue 38 §5).
    const lateDeliveries = await alertLateDeliveries(tablesDB, now, only);
    // Prescription-photo requests no pharmacist picked up in the same accept window move on too
    // (issue 36 §2, lib/orders/rx-requests.ts); not in a sweep of chosen orders (a test's own).
    const rxRequests = only
      ? 0
      : await moveUnclaimedRxRequests(tablesDB, storage, now, timers.acceptWindowMinutes).then(
          async (moved) => {
            // A request no store is left for: the customer hears once (push + e-mail).
            for (const request of moved) await noticeRxRequest(client, tablesDB, request, (m) => ctx.error(m));
            return moved.length;
          },
          (err: unknown) => {
            ctx.error(`reroute-unaccepted-orders: rx requests: ${err instanceof Error ? err.message : String(err)}`);
            return -1;
          },
        );
    // Notices an execution owed when it stopped between a request's state and its notice (sent once).
    const rxNotices = only
      ? 0
      : await sendOwedRxNotices(client, tablesDB, now, (m) => ctx.error(m)).catch((err: unknown) => {
          ctx.error(`reroute-unaccepted-orders: rx notices: ${err instanceof Error ? err.message : String(err)}`);
          return -1;
        });
    return ctx.res.json({
      ...tally,
      substitutions,
      late_deliveries: lateDeliveries,
      rx_requests_moved: rxRequests,
      rx_notices_sent: rxNotices,
    });
  } catch (err) {
    return replyError(ctx, err, 'The sweep of unaccepted orders failed.');
  }
};

const ORDER_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** The API key's `order_ids` (tests on a shared backend), or null to sweep every order. */
function orderIdsOf(ctx: Context, body: Record<string, unknown>): string[] | null {
  if (body.order_ids === undefined) return null;
  if (ctx.req.headers['x-appwrite-user-id'])
    throw fail('not_allowed', 'Only the server may choose the orders of a sweep.');
  const ids = body.order_ids;
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > 100 ||
    !ids.every((id) => typeof id === 'string' && ORDER_ID.test(id))
  )
    throw fail('invalid_input', 'order_ids must be 1 to 100 order ids.');
  return ids as string[];
}
