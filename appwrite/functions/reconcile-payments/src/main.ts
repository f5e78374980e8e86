import { AppwriteException, TablesDB } from 'node-appwrite';
import { addDays, isDay, istToday } from '@instamg/shared/domain/india-time';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { ReconciliationExceptionsRow } from '@instamg/shared/appwrite/rows';
import { parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';
import { gatewayFromEnv } from '../../lib/money/gateway.ts';
import { payoutGatewayFromEnv } from '../../lib/money/payout-gateway.ts';
import { ledgerBooks } from '../../lib/money/books.ts';
import { reconcileAndRecord, type DayResult } from '../../lib/money/reconciliation.ts';

/**
 * reconcile-payments (issue 31 §3; docs/payments.md "Reconciliation"). Schedule `0 21 * * *` (UTC) =
 * 02:30 IST: compares, for each IST day, the payment gateway's settlement report (Cashfree
 * `POST /pg/settlement/recon`; the dev server's sandbox answers the same), our books
 * (lib/money/books.ts) and the store payouts, and records every difference as a
 * `reconciliation_exceptions` row (lib/money/reconciliation.ts). Idempotent: a difference is one
 * row however often it is found.
 *
 * - Without a user (the schedule, an API key): `{ days?: ['YYYY-MM-DD', …] (at most 31), now? }` →
 *   `{ days: [{ day, found, opened, cleared }] }`; by default yesterday and the day before (IST),
 *   so a day is checked again once late webhooks have landed.
 * - Platform admins only (anyone else 401 `admin_required`):
 *   `{ action: 'run', day? }` → `{ days: [...] }` (default yesterday): "Check again" on the page;
 *   `{ action: 'resolve', exception_id, note }` → `{ exception }`: marks an open exception
 *   resolved with what was done (note 3–500 characters), audited (`reconciliation.resolved`).
 */

const ACTIONS = ['run', 'resolve'] as const;
const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const MAX_DAYS = 31;

async function reconcileDays(ctx: Context, tablesDB: TablesDB, days: string[], now: Date): Promise<DayResult[]> {
  const key = ctx.req.headers['x-appwrite-key'] ?? '';
  const [gateway, payoutGateway] = await Promise.all([
    gatewayFromEnv(process.env, key),
    payoutGatewayFromEnv(process.env, key),
  ]);
  const books = ledgerBooks(tablesDB);
  const results: DayResult[] = [];
  for (const day of days) results.push(await reconcileAndRecord(tablesDB, { books, gateway, payoutGateway }, day, now));
  const opened = results.reduce((n, r) => n + r.opened, 0);
  if (opened > 0) ctx.log(`reconcile-payments: ${opened} new exception(s)`);
  return results;
}

const summary = (results: DayResult[]) =>
  results.map(({ day, found, opened, cleared }) => ({ day, found, opened, cleared }));

async function resolve(
  tablesDB: TablesDB,
  adminId: string,
  body: Record<string, unknown>,
  now: Date,
): Promise<ReconciliationExceptionsRow> {
  if (typeof body.exception_id !== 'string' || !ROW_ID.test(body.exception_id))
    throw fail('invalid_input', 'exception_id must be an exception id.');
  const note = typeof body.note === 'string' ? body.note.trim() : '';
  if (note.length < 3 || note.length > 500) throw fail('reason_required', 'Say what was done (3 to 500 characters).');
  let row: ReconciliationExceptionsRow;
  try {
    row = await tablesDB.getRow<ReconciliationExceptionsRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.reconciliationExceptions,
      rowId: body.exception_id,
    });
  } catch (err) {
    if (err instanceof AppwriteException && err.code === 404) throw fail('exception_not_found');
    throw err;
  }
  if (row.status === 'resolved') throw fail('exception_already_resolved');
  const data = {
    status: 'resolved' as const,
    resolved_at: now.toISOString(),
    resolved_by: adminId,
    resolution_note: note,
  };
  const updated = await tablesDB.updateRow<ReconciliationExceptionsRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.reconciliationExceptions,
    rowId: row.$id,
    data,
  });
  await writeAudit(tablesDB, {
    actorId: adminId,
    actorRole: 'admin',
    action: 'reconciliation.resolved',
    entityType: 'reconciliation',
    entityId: row.$id,
    before: { status: row.status },
    after: { status: 'resolved' },
    note,
  });
  return updated;
}

export default async (ctx: Context) => {
  try {
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const userId = ctx.req.headers['x-appwrite-user-id'];
    if (!userId) {
      // The schedule or an API key.
      const now = typeof body.now === 'string' && !Number.isNaN(Date.parse(body.now)) ? new Date(body.now) : new Date();
      const yesterday = addDays(istToday(now), -1);
      const days = body.days === undefined ? [addDays(yesterday, -1), yesterday] : body.days;
      if (!Array.isArray(days) || days.length > MAX_DAYS || !days.every(isDay))
        throw fail('invalid_input', `days must be up to ${MAX_DAYS} days (YYYY-MM-DD).`);
      return ctx.res.json({ days: summary(await reconcileDays(ctx, tablesDB, days as string[], now)) });
    }
    const caller = await loadCaller(client, userId);
    if (!caller.isAdmin) throw fail('admin_required');
    if (!ACTIONS.includes(body.action as (typeof ACTIONS)[number]))
      throw fail('invalid_action', `action must be one of: ${ACTIONS.join(', ')}.`);
    const now = new Date();
    if (body.action === 'resolve') return ctx.res.json({ exception: await resolve(tablesDB, userId, body, now) });
    const day = body.day === undefined ? addDays(istToday(now), -1) : body.day;
    if (!isDay(day)) throw fail('invalid_input', 'day must be a day (YYYY-MM-DD).');
    return ctx.res.json({ days: summary(await reconcileDays(ctx, tablesDB, [day], now)) });
  } catch (err) {
    return replyError(ctx, err, 'Reconciliation failed; the next run tries again.');
  }
};
