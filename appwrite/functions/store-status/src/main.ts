import { STORE_STATUSES, isStoreStatus, maySetStoreStatus, statusUntilFor } from '@instamg/shared/domain/store-status';
import {
  hasOpeningHours,
  parseStoreHours,
  serializeStoreHours,
  validateStoreHours,
} from '@instamg/shared/domain/store-hours';
import {
  GO_LIVE_MIN_PRODUCTS,
  goLiveChecklist,
  goLiveMissing,
  type GoLiveCheck,
} from '@instamg/shared/domain/store-go-live';
import type { StoresRow } from '@instamg/shared/appwrite/rows';
import { Query, TablesDB } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { appwriteStatus, fail, replyError } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { writeAudit } from '../../lib/runtime/audit.ts';

/**
 * store-status (execute: users). Three requests, each `{ store_id, … }`:
 * - `{ status, for_minutes?, until? }` with status open | busy | paused → `{ store: { $id, status,
 *   status_until } }`. Busy or paused may take a duration (`for_minutes`, 1 to 24 h) or an end
 *   (`until`, ISO, at most 24 h away): past `status_until` the store is open again by itself
 *   (effectiveStoreStatus, issue 33); open clears it. A store approved but not live yet
 *   (`go_live_pending`) opens only with its go-live checklist complete, checked here from the rows
 *   (ADR 0015); that first opening is audited (`go_live`).
 * - `{ action: 'set_hours', hours }` → `{ store: { $id, opening_hours } }`: the weekly opening
 *   hours, holidays and temporary closure (shared/src/domain/store-hours.ts), audited.
 * - `{ action: 'go_live_checklist' }` → `{ pending, checklist: [{ item, label, done }] }`, for any
 *   member of the store's team.
 * Writes only by the store's owner, admin or manager (team roles of the team in its row) or a
 * platform admin; a busy, paused, closed-by-hours or not-yet-live store gets no new orders from
 * place-order, the store-locator or a re-route. Someone outside the store's team gets 404, staff 403.
 */
export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const action = body.action ?? 'set_status';
    if (action !== 'set_status' && action !== 'set_hours' && action !== 'go_live_checklist')
      throw fail('invalid_action', 'action must be set_hours or go_live_checklist, or none with a status.');
    if (typeof body.store_id !== 'string' || !/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(body.store_id))
      throw fail('invalid_input', 'store_id must be a store id.');
    const storeId = body.store_id;
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const store = await tablesDB
      .getRow<StoresRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId })
      .catch((err: unknown) => {
        if (appwriteStatus(err) === 404) throw fail('store_not_found');
        throw err;
      });
    const caller = await loadCaller(client, userId);
    const roles = caller.teams.get(store.team_id);
    if (!caller.isAdmin && !roles) throw fail('store_not_found');
    const actorRole = caller.isAdmin ? 'admin' : 'store';

    if (action === 'go_live_checklist')
      return ctx.res.json({ pending: store.go_live_pending === true, checklist: await checklistOf(tablesDB, store) });

    if (!caller.isAdmin && !maySetStoreStatus(roles!))
      throw fail(
        'not_store_member',
        action === 'set_hours'
          ? 'Only the store’s owner, admin or manager can change its opening hours.'
          : 'Only the store’s owner, admin or manager can open, pause or mark it busy.',
      );

    if (action === 'set_hours') {
      const hours = validateStoreHours(body.hours);
      if (!hours.ok) throw fail('invalid_input', hours.message);
      const stored = serializeStoreHours(hours.hours);
      const row = await tablesDB.updateRow<StoresRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.stores,
        rowId: storeId,
        data: { opening_hours: stored },
      });
      await writeAudit(tablesDB, {
        actorId: userId,
        actorRole,
        action: 'set_hours',
        entityType: 'store',
        entityId: storeId,
        before: { opening_hours: store.opening_hours ?? null },
        after: { opening_hours: stored },
      });
      return ctx.res.json({ store: { $id: row.$id, opening_hours: row.opening_hours ?? null } });
    }

    if (!isStoreStatus(body.status)) throw fail('invalid_input', `status must be one of ${STORE_STATUSES.join(', ')}.`);
    const until = statusUntilFor(body.status, { for_minutes: body.for_minutes, until: body.until }, new Date());
    if (!until.ok) throw fail('invalid_input', until.message);
    const goingLive = store.go_live_pending === true && body.status === 'open';
    if (goingLive) {
      const missing = goLiveMissing(await checklistOf(tablesDB, store));
      if (missing) throw fail('go_live_incomplete', missing);
    }
    const row = await tablesDB.updateRow<StoresRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.stores,
      rowId: storeId,
      data: { status: body.status, status_until: until.until, ...(goingLive ? { go_live_pending: false } : {}) },
    });
    if (goingLive)
      await writeAudit(tablesDB, {
        actorId: userId,
        actorRole,
        action: 'go_live',
        entityType: 'store',
        entityId: storeId,
        before: { go_live_pending: true, status: store.status ?? 'open' },
        after: { go_live_pending: false, status: 'open' },
      });
    return ctx.res.json({ store: { $id: row.$id, status: row.status, status_until: row.status_until ?? null } });
  } catch (err) {
    return replyError(ctx, err, 'We could not change the store’s status. Please try again.');
  }
};

/** The go-live checklist from the store's rows: hours, stock, a confirmed pharmacist, a verified bank account. */
async function checklistOf(tablesDB: TablesDB, store: StoresRow): Promise<GoLiveCheck[]> {
  const [stock, pharmacists, bank] = await Promise.all([
    tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.inventoryProducts,
      queries: [
        Query.equal('store_id', store.$id),
        Query.greaterThan('stock', 0),
        Query.select(['$id']),
        Query.limit(GO_LIVE_MIN_PRODUCTS),
      ],
      total: false,
    }),
    tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.storePharmacists,
      queries: [
        Query.equal('store_id', store.$id),
        Query.equal('is_active', true),
        Query.isNotNull('confirmed_at'),
        Query.select(['$id']),
        Query.limit(1),
      ],
      total: false,
    }),
    tablesDB.listRows({
      databaseId: DATABASE_ID,
      tableId: TABLES.storeBankDetails,
      queries: [
        Query.equal('store_id', store.$id),
        Query.equal('verified', true),
        Query.select(['$id']),
        Query.limit(1),
      ],
      total: false,
    }),
  ]);
  return goLiveChecklist({
    hasHours: hasOpeningHours(parseStoreHours(store.opening_hours)),
    productsInStock: stock.rows.length,
    pharmacistConfirmed: pharmacists.rows.length > 0,
    bankVerified: bank.rows.length > 0,
  });
}
