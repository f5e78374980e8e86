import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ID, Query, type TablesDB } from 'node-appwrite';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { StoresRow, TrackingLinksRow } from '@instamg/shared/appwrite/rows';
import type { LatLng } from '@instamg/shared/domain/pin-location';
import { TRACKING_LINK, trackingLinkExpiry, trackingLinkState } from '@instamg/shared/domain/tracking-link';
import type { DeliveryRow } from '../../lib/orders/deliveries.ts';
import { appwriteStatus } from '../../lib/runtime/errors.ts';
import { listAll } from '../../lib/runtime/list-all.ts';

/** A new token: 32 random bytes, base64url (43 characters). Only its hash is ever stored. */
export const newToken = (): string => randomBytes(TRACKING_LINK.tokenBytes).toString('base64url');

/** SHA-256 hex of the token: what tracking_links keeps, so a leaked table opens no link. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The link whose hash is this token's, or null. The lookup is by the hash (an attacker chooses the
 * token, not its hash, so the index walk tells nothing about stored tokens); the stored hash is
 * compared again in constant time.
 */
export async function linkOfToken(tablesDB: TablesDB, token: string): Promise<TrackingLinksRow | null> {
  const hash = tokenHash(token);
  const found = await tablesDB.listRows<TrackingLinksRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.trackingLinks,
    queries: [Query.equal('token_hash', hash), Query.limit(1)],
  });
  const link = found.rows[0];
  if (!link) return null;
  const a = Buffer.from(link.token_hash, 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b) ? link : null;
}

/**
 * A new link for the order; past TRACKING_LINK.maxLivePerOrder live ones the oldest are revoked
 * (one link per person it was sent to; sharing is not a way to pile up rows).
 */
export async function mintLink(
  tablesDB: TablesDB,
  delivery: Pick<DeliveryRow, 'order_id' | 'order_status' | 'out_at'>,
  customerId: string,
  now: Date,
): Promise<{ token: string; link: TrackingLinksRow }> {
  const existing = await listAll<TrackingLinksRow>(tablesDB, TABLES.trackingLinks, [
    Query.equal('order_id', delivery.order_id),
    Query.isNull('revoked_at'),
  ]);
  const live = existing
    .filter((l) => trackingLinkState(l, delivery, now) === 'live')
    .sort((x, y) => Date.parse(x.created_at) - Date.parse(y.created_at));
  const excess = live.length - (TRACKING_LINK.maxLivePerOrder - 1);
  for (const old of live.slice(0, Math.max(0, excess)))
    await tablesDB.updateRow({
      databaseId: DATABASE_ID,
      tableId: TABLES.trackingLinks,
      rowId: old.$id,
      data: { revoked_at: now.toISOString() },
    });
  const token = newToken();
  const link = await tablesDB.createRow<TrackingLinksRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.trackingLinks,
    rowId: ID.unique(),
    data: {
      order_id: delivery.order_id,
      token_hash: tokenHash(token),
      created_by: customerId,
      created_at: now.toISOString(),
      expires_at: trackingLinkExpiry(now),
      revoked_at: null,
    },
    // No row permissions: the table has none either (docs/permissions.json tracking_links).
    permissions: [],
  });
  return { token, link };
}

/** The store's pin on the map (stores.location is [longitude, latitude]), or null. */
export async function storePoint(tablesDB: TablesDB, storeId: string): Promise<LatLng | null> {
  const store = await tablesDB
    .getRow<StoresRow>({ databaseId: DATABASE_ID, tableId: TABLES.stores, rowId: storeId })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) return null;
      throw err;
    });
  if (!store?.location) return null;
  const [longitude, latitude] = store.location;
  return { latitude, longitude };
}
