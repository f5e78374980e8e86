import { STORE_STATUSES, isStoreStatus, maySetStoreStatus, statusUntilFor } from '@instamg/shared/domain/store-status';
import { TablesDB, type Models } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { storeTeamOf } from '../../lib/orders/rows.ts';

/**
 * store-status (execute: users). `{ store_id, status, for_minutes?, until? }` with status
 * open | busy | paused → `{ store: { $id, status, status_until } }`. Busy or paused may take a
 * duration (`for_minutes`, 1 to 24 h) or an end (`until`, ISO, at most 24 h away): past
 * `status_until` the store is open again by itself (effectiveStoreStatus, issue 33); open clears it. Only the store's owner, admin or manager (team roles of the team
 * in its row) or a platform admin; a busy or paused store gets no new orders from place-order or
 * a re-route (issue 15). Someone outside the store's team gets 404, staff 403.
 */
export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    if (!isStoreStatus(body.status)) throw fail('invalid_input', `status must be one of ${STORE_STATUSES.join(', ')}.`);
    const until = statusUntilFor(body.status, { for_minutes: body.for_minutes, until: body.until }, new Date());
    if (!until.ok) throw fail('invalid_input', until.message);
    if (typeof body.store_id !== 'string' || !/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/.test(body.store_id))
      throw fail('invalid_input', 'store_id must be a store id.');
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const team = await storeTeamOf(tablesDB, body.store_id);
    const caller = await loadCaller(client, userId);
    const roles = caller.teams.get(team);
    if (!caller.isAdmin) {
      if (!roles) throw fail('store_not_found');
      if (!maySetStoreStatus(roles))
        throw fail('not_store_member', 'Only the store’s owner, admin or manager can open, pause or mark it busy.');
    }
    const store = await tablesDB.updateRow<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.stores,
      rowId: body.store_id,
      data: { status: body.status, status_until: until.until },
    });
    return ctx.res.json({ store: { $id: store.$id, status: store.status, status_until: store.status_until ?? null } });
  } catch (err) {
    return replyError(ctx, err, 'We could not change the store’s status. Please try again.');
  }
};
