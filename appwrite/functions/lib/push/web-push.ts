// Sends Web Push (RFC 8030 delivery, RFC 8291 aes128gcm encryption, RFC 8292 VAPID) with the
// `web-push` library to the rows of `push_subscriptions` (docs/decisions/0010). Appwrite
// Messaging's push providers are FCM and APNs for native apps; a browser's subscription is a
// push-service URL plus keys, so the functions send it themselves. Keys: WEB_PUSH_VAPID_PUBLIC_KEY,
// WEB_PUSH_VAPID_PRIVATE_KEY, WEB_PUSH_VAPID_SUBJECT (docs/configuration.md). Without them nothing
// is sent and the callers fall back to SMS.
// Never throws: the order has already changed when this runs.
import webpush from 'web-push';
import { Query, Users, type Client, type TablesDB } from 'node-appwrite';
import type { PushSubscriptionsRow } from '@instamg/shared/appwrite/rows';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { isAllowedPushEndpoint, type PushMessage } from '@instamg/shared/domain/web-push';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The VAPID key pair from the environment, or null when push is not configured. */
export function vapidConfig(env: NodeJS.ProcessEnv = process.env): VapidConfig | null {
  const publicKey = env.WEB_PUSH_VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.WEB_PUSH_VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: env.WEB_PUSH_VAPID_SUBJECT?.trim() || 'mailto:support@instamg.in' };
}

/** The dev server's local push service (allowed as an endpoint only when set; never in production). */
export const localPushService = (env: NodeJS.ProcessEnv = process.env): string | null =>
  env.WEB_PUSH_LOCAL_SERVICE?.trim() || null;

/** A device's subscription row (generated from appwrite.json). */
export type PushSubscriptionRow = PushSubscriptionsRow;

export interface PushSendResult {
  /** Accepted by the push service (201). */
  sent: number;
  /** 404/410: the subscription is gone and its row was removed. */
  removed: number;
  failed: number;
}

/**
 * Sends `message` to each subscription; a 404 or 410 from the push service deletes the row (the
 * browser unsubscribed or the subscription expired). An endpoint that is no longer an allowed push
 * service (the allow-list changed) is skipped.
 */
export async function sendPush(
  tablesDB: TablesDB,
  subscriptions: readonly PushSubscriptionRow[],
  message: PushMessage,
  log: (message: string) => void,
): Promise<PushSendResult> {
  const result: PushSendResult = { sent: 0, removed: 0, failed: 0 };
  const vapid = vapidConfig();
  if (!vapid || subscriptions.length === 0) return result;
  const local = localPushService();
  const body = JSON.stringify(message.payload);
  await Promise.all(
    subscriptions.map(async (row) => {
      if (!isAllowedPushEndpoint(row.endpoint, local)) {
        result.failed += 1;
        return;
      }
      try {
        // web-push builds the request (RFC 8291 encryption, the VAPID JWT, TTL/Urgency headers);
        // fetch sends it, which also speaks plain HTTP to the dev server's local push service.
        // No redirects: a push service answers, it does not send the payload elsewhere.
        const request = webpush.generateRequestDetails(
          { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          body,
          { vapidDetails: vapid, TTL: message.ttl, urgency: message.urgency, contentEncoding: 'aes128gcm' },
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status >= 200 && response.status < 300) {
          result.sent += 1;
          return;
        }
        if (response.status === 404 || response.status === 410) {
          result.removed += 1;
          await tablesDB
            .deleteRow({ databaseId: DATABASE_ID, tableId: TABLES.pushSubscriptions, rowId: row.$id })
            .catch(() => undefined);
          return;
        }
        result.failed += 1;
        const retry = response.headers.get('retry-after');
        log(`push to subscription ${row.$id} refused: ${response.status}${retry ? ` (Retry-After ${retry})` : ''}`);
      } catch (err) {
        result.failed += 1;
        log(`push to subscription ${row.$id} not sent: ${err instanceof Error ? err.message : String(err)}`);
      }
    }),
  );
  return result;
}

/** Every subscription of `userId` (one per device). */
export async function subscriptionsOfUser(tablesDB: TablesDB, userId: string): Promise<PushSubscriptionRow[]> {
  const list = await tablesDB.listRows<PushSubscriptionRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.pushSubscriptions,
    queries: [Query.equal('user_id', userId), Query.limit(50)],
  });
  return list.rows;
}

/**
 * The store's devices: subscriptions registered for the store, of a device on shift, whose user
 * is still a confirmed member of its team now (a member removed from the team stops getting its
 * pushes at once, even before anything deletes their row) and, with `role`, holds that team role
 * (a prescription to verify rings the pharmacists only).
 */
export async function subscriptionsOfStore(
  client: Client,
  tablesDB: TablesDB,
  store: { store_id: string; store_team_id: string },
  role?: string,
): Promise<PushSubscriptionRow[]> {
  const list = await tablesDB.listRows<PushSubscriptionRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.pushSubscriptions,
    queries: [Query.equal('store_id', store.store_id), Query.limit(200)],
  });
  const users = new Users(client);
  const member = new Map<string, Promise<boolean>>();
  const isMember = (userId: string) => {
    let known = member.get(userId);
    if (!known) {
      known = users
        .listMemberships({ userId })
        .then((m) =>
          m.memberships.some((x) => x.confirm && x.teamId === store.store_team_id && (!role || x.roles.includes(role))),
        )
        .catch(() => false);
      member.set(userId, known);
    }
    return known;
  };
  const onShift = list.rows.filter((row) => row.on_shift !== false);
  const checked = await Promise.all(onShift.map(async (row) => ((await isMember(row.user_id)) ? row : null)));
  return checked.filter((row): row is PushSubscriptionRow => row !== null);
}
