import { Query, TablesDB, type Models } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { storeTeamOf } from '../../lib/orders/rows.ts';

/**
 * store-notifications (execute: users): the store inbox's read state (issue 15).
 * `{ action: 'mark_read', notification_id }` → `{ notification }`;
 * `{ action: 'mark_all_read', store_id }` → `{ marked }`.
 * Any member of the store's team. Through a function because an Appwrite row permission cannot
 * limit an update to `read_at`: with `update` a member could rewrite the title or the order.
 * Someone outside the team gets 404.
 */
const ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const caller = await loadCaller(client, userId);
    const now = new Date().toISOString();
    const member = async (storeId: string) => caller.teams.has(await storeTeamOf(tablesDB, storeId));

    if (body.action === 'mark_read') {
      if (typeof body.notification_id !== 'string' || !ID_PATTERN.test(body.notification_id))
        throw fail('invalid_input', 'notification_id must be a notification id.');
      const row = await tablesDB
        .getRow<Models.DefaultRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.notifications,
          rowId: body.notification_id,
        })
        .catch(() => null);
      if (!row || !(await member(row.store_id as string))) throw fail('notification_not_found');
      const notification = row.read_at
        ? row
        : await tablesDB.updateRow({
            databaseId: DATABASE_ID,
            tableId: TABLES.notifications,
            rowId: row.$id,
            data: { read_at: now, read_by: userId },
          });
      return ctx.res.json({ notification });
    }
    if (body.action === 'mark_all_read') {
      if (typeof body.store_id !== 'string' || !ID_PATTERN.test(body.store_id))
        throw fail('invalid_input', 'store_id must be a store id.');
      if (!(await member(body.store_id))) throw fail('store_not_found');
      let marked = 0;
      for (;;) {
        const unread = await tablesDB.listRows<Models.DefaultRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.notifications,
          queries: [Query.equal('store_id', body.store_id), Query.isNull('read_at'), Query.limit(100)],
        });
        for (const row of unread.rows)
          await tablesDB.updateRow({
            databaseId: DATABASE_ID,
            tableId: TABLES.notifications,
            rowId: row.$id,
            data: { read_at: now, read_by: userId },
          });
        marked += unread.rows.length;
        if (unread.rows.length < 100) break;
      }
      return ctx.res.json({ marked });
    }
    throw fail('invalid_action', 'action must be mark_read or mark_all_read.');
  } catch (err) {
    return replyError(ctx, err, 'We could not update your notifications. Please try again.');
  }
};
