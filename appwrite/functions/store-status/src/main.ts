import { STORE_STATUSES, isStoreStatus, maySetStoreStatus } from '@instamg/shared/domain/store-status';
import { TablesDB, type Models } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { storeTeamOf } from '../../lib/orders/rows.ts';

/**
 * store-status (execute: users). `{ store_id, status }` with status open | busy | paused →
 * `{ store: { $id, status } }`. Only the store's owner, admin or manager (team roles of the team
 * in its row) or a platform admin; a busy or paused store gets no new orders from place-order or
 * a re-route (issue 15). Someone outside the store's team gets 404, staff 403.
 */
export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    if (!isStoreStatus(body.status)) throw fail('invalid_input', `status must be one of ${STORE_STATUSES.join(', ')}.`);
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
      data: { status: body.status },
    });
    return ctx.res.json({ store: { $id: store.$id, status: store.status } });
  } catch (err) {
    return replyError(ctx, err, 'We could not change the store’s status. Please try again.');
  }
};
