import { TablesDB } from 'node-appwrite';
import { TRACKING_TOKEN_PATTERN, trackingAnswer } from '@instamg/shared/domain/tracking-link';
import { getDelivery } from '../../lib/orders/deliveries.ts';
import { getOrder } from '../../lib/orders/rows.ts';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { linkOfToken, mintLink, storePoint } from './links.ts';

/**
 * delivery-tracking (execute: any). The family tracking link (issue 38 §4, ADR 0011); the only
 * reader and writer of tracking_links (no client permission at all):
 * - `{ action: 'share', order_id }` → 201 `{ url: '/track/<token>', expires_at }`: the signed-in
 *   customer of an order out for delivery with a rider or partner on it (409
 *   `tracking_not_out_for_delivery` otherwise). Anyone else's order, a store member's or an unknown
 *   one: 404 `order_not_found`; a guest: 401 `sign_in_required`. Each call makes a new link
 *   (32 random bytes, only the SHA-256 stored); past TRACKING_LINK.maxLivePerOrder live links the
 *   oldest is revoked.
 * - `{ action: 'view', token }` → 200 `{ state: 'live', status, rider_first_name, eta_minutes,
 *   rider, destination, store }`, no session needed: only what the map needs (the delivery point
 *   rounded to the street; no phone, address line, items or the customer's name). Unknown,
 *   revoked, past its expiry, or the delivery over (delivered, failed, cancelled): 404
 *   `tracking_link_expired` — the same answer, so a guess learns nothing. A malformed token: 400.
 */
export default async (ctx: Context) => {
  try {
    const body = parseBody(ctx.req.bodyText);
    const tablesDB = new TablesDB(serverClient(ctx));
    const now = new Date();
    if (body.action === 'share') {
      const userId = callerId(ctx);
      const order = await getOrder(tablesDB, body.order_id);
      // Another customer's order, or the store's, is as unknown as a missing one.
      if (order.customer_id !== userId) throw fail('order_not_found');
      const delivery = await getDelivery(tablesDB, order.$id);
      if (order.status !== 'out_for_delivery' || !delivery || delivery.order_status !== 'out_for_delivery')
        throw fail('tracking_not_out_for_delivery');
      const { token, link } = await mintLink(tablesDB, delivery, userId, now);
      return ctx.res.json({ url: `/track/${token}`, expires_at: link.expires_at }, 201);
    }
    if (body.action === 'view') {
      const token = body.token;
      if (typeof token !== 'string' || !TRACKING_TOKEN_PATTERN.test(token))
        throw fail('invalid_input', 'token must be a tracking link token.');
      const link = await linkOfToken(tablesDB, token);
      if (!link) throw fail('tracking_link_expired');
      const delivery = await getDelivery(tablesDB, link.order_id);
      const answer = trackingAnswer(
        link,
        delivery,
        delivery ? await storePoint(tablesDB, delivery.store_id) : null,
        now,
      );
      if (answer.state !== 'live') throw fail('tracking_link_expired');
      return ctx.res.json(answer);
    }
    throw fail('invalid_action', 'action must be share or view.');
  } catch (err) {
    return replyError(ctx, err, 'We could not open this tracking link. Please try again.');
  }
};
