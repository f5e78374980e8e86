import { createHash } from 'node:crypto';
import { Query, TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { parsePushSubscription } from '@instamg/shared/domain/web-push';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { loadCaller } from '../../lib/runtime/caller.ts';
import { storeTeamOf } from '../../lib/orders/rows.ts';
import { localPushService, vapidConfig, type PushSubscriptionRow } from '../../lib/push/web-push.ts';

/**
 * push-subscriptions (execute: users): a browser's Web Push subscription (issue 35 §3, ADR 0010).
 * `{ action: 'config' }` → `{ public_key }` (the VAPID key `pushManager.subscribe` needs; null when
 * push is not configured);
 * `{ action: 'register', subscription, store_id? }` → `{ subscription: { $id, store_id } }`: one row
 * per device (its id derives from the endpoint), owned by the caller; with `store_id` the device
 * also rings for that store's new orders, and only a member of the store's team may ask;
 * `{ action: 'unregister', endpoint }` → `{ removed: true }`: the caller's own device only;
 * `{ action: 'set_shift', endpoint, on_shift }` → `{ subscription: { $id, on_shift } }`: a store
 * device rings for the store only while its person is on shift there (Start/End shift, issue 35
 * §3); `on_shift` may also be given at `register`. The caller's own device only.
 * Through a function because the endpoint is a URL the server will POST to (only known push
 * services are accepted) and because a row written by a browser could name another store.
 * Rows: read("user:<owner>") only; nobody but this function and the senders (API key) writes.
 */
const ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
/** Devices kept per user; registering one more drops the oldest. */
const DEVICES_MAX = 20;

const rowIdOf = (endpoint: string): string => `ps${createHash('sha256').update(endpoint).digest('hex').slice(0, 34)}`;

export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);

    if (body.action === 'config') return ctx.res.json({ public_key: vapidConfig()?.publicKey ?? null });

    if (body.action === 'register') {
      if (!vapidConfig()) throw fail('push_not_configured');
      const parsed = parsePushSubscription(body.subscription, localPushService());
      if (!parsed.ok) throw fail('invalid_input', parsed.reason);
      let storeId: string | null = null;
      if (body.store_id !== undefined && body.store_id !== null) {
        if (typeof body.store_id !== 'string' || !ID_PATTERN.test(body.store_id))
          throw fail('invalid_input', 'store_id must be a store id.');
        const caller = await loadCaller(client, userId);
        const teamId = await storeTeamOf(tablesDB, body.store_id);
        if (!caller.teams.has(teamId)) throw fail('store_not_found');
        storeId = body.store_id;
      }
      const userAgent = typeof body.user_agent === 'string' ? body.user_agent.slice(0, 200) : null;
      if (body.on_shift !== undefined && typeof body.on_shift !== 'boolean')
        throw fail('invalid_input', 'on_shift must be true or false.');
      const { endpoint, keys } = parsed.subscription;
      const rowId = rowIdOf(endpoint);
      const data = {
        user_id: userId,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        store_id: storeId,
        user_agent: userAgent,
        on_shift: body.on_shift ?? true,
      };
      // The device belongs to whoever registered it last (a shared phone, a new sign-in).
      const permissions = [`read("user:${userId}")`];
      const existing = await tablesDB
        .getRow<PushSubscriptionRow>({ databaseId: DATABASE_ID, tableId: TABLES.pushSubscriptions, rowId })
        .catch(() => null);
      const row = existing
        ? await tablesDB.updateRow<PushSubscriptionRow>({
            databaseId: DATABASE_ID,
            tableId: TABLES.pushSubscriptions,
            rowId,
            data,
            permissions,
          })
        : await tablesDB.createRow<PushSubscriptionRow>({
            databaseId: DATABASE_ID,
            tableId: TABLES.pushSubscriptions,
            rowId,
            data,
            permissions,
          });
      const mine = await tablesDB.listRows<PushSubscriptionRow>({
        databaseId: DATABASE_ID,
        tableId: TABLES.pushSubscriptions,
        queries: [Query.equal('user_id', userId), Query.orderDesc('$updatedAt'), Query.limit(100)],
      });
      for (const old of mine.rows.slice(DEVICES_MAX))
        await tablesDB
          .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.pushSubscriptions, rowId: old.$id })
          .catch(() => undefined);
      return ctx.res.json({ subscription: { $id: row.$id, store_id: row.store_id ?? null } });
    }

    if (body.action === 'unregister' || body.action === 'set_shift') {
      if (typeof body.endpoint !== 'string' || body.endpoint.length > 1000)
        throw fail('invalid_input', 'endpoint must be the subscription’s endpoint.');
      if (body.action === 'set_shift' && typeof body.on_shift !== 'boolean')
        throw fail('invalid_input', 'on_shift must be true or false.');
      const rowId = rowIdOf(body.endpoint);
      const row = await tablesDB
        .getRow<PushSubscriptionRow>({ databaseId: DATABASE_ID, tableId: TABLES.pushSubscriptions, rowId })
        .catch(() => null);
      // Someone else's device is as unknown as a missing one.
      if (!row || row.user_id !== userId) throw fail('push_subscription_not_found');
      if (body.action === 'set_shift') {
        const updated = await tablesDB.updateRow<PushSubscriptionRow>({
          databaseId: DATABASE_ID,
          tableId: TABLES.pushSubscriptions,
          rowId,
          data: { on_shift: body.on_shift as boolean },
        });
        return ctx.res.json({ subscription: { $id: updated.$id, on_shift: updated.on_shift } });
      }
      await tablesDB.deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.pushSubscriptions, rowId });
      return ctx.res.json({ removed: true });
    }
    throw fail('invalid_action', 'action must be config, register, unregister or set_shift.');
  } catch (err) {
    return replyError(ctx, err, 'We could not change order alerts for this device. Please try again.');
  }
};
