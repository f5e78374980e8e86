import { Query, type Models, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appwriteStatus } from '../../lib/runtime/errors.ts';
import type { OrderRow } from '../../lib/orders/rows.ts';
import { dropSubstitutedLine, type SubstitutionOutcome, type SubstitutionRow } from '../../lib/orders/substitution.ts';

/**
 * The sweep of proposals nobody answered in time (reroute-unaccepted-orders, every minute): each
 * claims its order's version like an action, then removes the line and refunds it as a decline
 * would. `orderIds` limits the sweep to those orders (tests on a shared backend).
 */
export async function expireSubstitutions(
  tablesDB: TablesDB,
  startRefund: (order: OrderRow, refund: NonNullable<SubstitutionOutcome['refund']>) => Promise<unknown>,
  claim: (order: OrderRow) => Promise<Models.Row | null>,
  storeTeam: (storeId: string) => Promise<string>,
  now: Date,
  orderIds: string[] | null,
  log: (message: string) => void,
  /** After each change (the store's day in figures follows an order cancelled for want of lines). */
  changed: (before: OrderRow, after: OrderRow) => Promise<void> = async () => undefined,
): Promise<{ expired: number; skipped: number; failed: number }> {
  const tally = { expired: 0, skipped: 0, failed: 0 };
  const due = await tablesDB.listRows<SubstitutionRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderSubstitutions,
    queries: [
      Query.equal('status', 'proposed'),
      Query.lessThanEqual('expires_at', now.toISOString()),
      ...(orderIds ? [Query.equal('order_id', orderIds)] : []),
      Query.orderAsc('expires_at'),
      Query.limit(100),
    ],
  });
  for (const sub of due.rows) {
    const stored = await tablesDB
      .getRow<OrderRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: sub.order_id })
      .catch((err: unknown) => {
        if (appwriteStatus(err) === 404) return null;
        throw err;
      });
    if (!stored || stored.substitution_id !== sub.$id) {
      tally.skipped++;
      continue;
    }
    const order: OrderRow = { ...stored, store_team_id: await storeTeam(stored.store_id) };
    const claimed = await claim(order);
    if (!claimed) {
      tally.skipped++;
      continue;
    }
    try {
      const outcome = await dropSubstitutedLine(
        tablesDB,
        order,
        sub,
        'expired',
        { actor_id: 'system', actor_role: 'system' },
        now,
      );
      const updated = await tablesDB.updateRow<OrderRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.orders,
        rowId: order.$id,
        data: outcome.orderData,
      });
      if (outcome.refund) await startRefund({ ...updated, store_team_id: order.store_team_id }, outcome.refund);
      tally.expired++;
      await changed(order, updated);
    } catch (err) {
      log(
        `substitution ${sub.$id} of order ${order.$id}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
      await tablesDB
        .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.orderEvents, rowId: claimed.$id })
        .catch(() => undefined);
      tally.failed++;
    }
  }
  return tally;
}
