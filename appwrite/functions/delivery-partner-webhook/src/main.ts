import { TablesDB } from 'node-appwrite';
import { serverClient, type Context } from '../../lib/runtime/context.ts';
import { answerError } from '../../lib/runtime/errors.ts';
import { deliveryPartnerFromEnv } from '../../lib/orders/delivery-partner.ts';
import { applyPartnerWebhook, deliveryOfPartnerOrder } from './apply.ts';

/**
 * delivery-partner-webhook (execute: any; issue 38 §2, ADR 0011 "Delivery partner"). The
 * delivery partner's (Porter's) status webhooks — order_accepted, order_start_trip,
 * order_end_job, order_reopened, order_cancel — and the dev server's sandbox ones:
 * 1. the signature (x-porter-signature over x-porter-timestamp and the raw body) and its age are
 *    checked (lib/orders/delivery-partner.ts): else 401, nothing read or written;
 * 2. the delivery row is found by the partner's order id: else 200 `ignored` (not ours);
 * 3. the event moves the booking (never back; the same event again changes nothing) and, at
 *    picked up / delivered, the order (apply.ts).
 */
export default async (ctx: Context) => {
  const { req, res } = ctx;
  try {
    const partner = await deliveryPartnerFromEnv(process.env, req.headers['x-appwrite-key'] ?? '');
    const hook = partner.readWebhook(req.bodyText, req.headers);
    if (!hook) return answerError(res, 'invalid_signature', 'Invalid or expired delivery partner signature.');
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const delivery = await deliveryOfPartnerOrder(tablesDB, partner.partner, hook.partnerOrderId);
    if (!delivery) return res.json({ ignored: 'unknown partner order' });
    return res.json(await applyPartnerWebhook(client, tablesDB, delivery, hook, new Date(), (m) => ctx.error(m)));
  } catch (err) {
    ctx.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    // 5xx: the partner retries the webhook.
    return answerError(res, 'internal_error', 'The delivery partner webhook could not be processed.');
  }
};
