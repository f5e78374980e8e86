import { Storage, TablesDB } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { executionNow } from '../../lib/orders/intake.ts';
import { cancelRequest, submitRequest } from './customer.ts';
import { claimRequest, declineRequest, priceRequest, waitingCount } from './pharmacist.ts';
import { checkoutRequest } from './checkout.ts';
import { serviceLevelOf } from './service-level.ts';
import { noticeRxRequest } from '../../lib/orders/rx-request-notices.ts';

/**
 * rx-requests (execute: users): an order by prescription photo (issue 36 §1, ADR 0016). Body
 * `{ action, … }`:
 * - customer: `submit` `{ file_ids, address_id, note? }` → 201 `{ request }` at the nearest store
 *   within 5 km with a registered pharmacist; `cancel` `{ request_id }` while it is being read (again
 *   once cancelled: 200, the same request);
 *   `checkout` `{ request_id, lines: [{ product_id, quantity }], payment_method? }` → 201
 *   `{ order, items }`, an order at the request's store with the prescription already verified by
 *   the pharmacist who priced it.
 * - the store's pharmacist: `claim`, `price` `{ request_id, lines, prescriber_name,
 *   prescriber_registration, issued_on, patient_name? }` (the patient's name is required when a line is Schedule H1: the H1 register names the patient), `decline` `{ request_id, reason }`.
 * - any member of a store's team: `waiting` `{ store_id }` → `{ count }` (staff see a request is
 *   waiting, never its images); `service_level` `{ store_id, day? }` → `{ day, count, p50_s, p90_s }`,
 *   the seconds from submission to a priced cart that IST day (issue 36 §2); without `store_id`,
 *   admins only → `{ day, stores: [{ store_id, store_name, count, p50_s, p90_s }] }`.
 * `price` and `decline` tell the customer once (push + e-mail, lib/orders/rx-request-notices.ts).
 * Every row, line and file is written here with the key; no client writes them.
 */
export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    const io = { client, tablesDB: new TablesDB(client), storage: new Storage(client), now: executionNow(ctx, body) };
    switch (body.action) {
      case 'submit':
        return ctx.res.json({ request: await submitRequest(io, userId, body) }, 201);
      case 'cancel':
        return ctx.res.json({ request: await cancelRequest(io, userId, body) });
      case 'claim':
        return ctx.res.json({ request: await claimRequest(io, userId, body) });
      case 'price': {
        const priced = await priceRequest(io, userId, body);
        // The customer hears once (push + e-mail): rx_requests.customer_notices and the message id guard retries and races.
        await noticeRxRequest(client, io.tablesDB, priced.request, ctx.error);
        return ctx.res.json(priced);
      }
      case 'decline': {
        const request = await declineRequest(io, userId, body);
        await noticeRxRequest(client, io.tablesDB, request, ctx.error);
        return ctx.res.json({ request });
      }
      case 'waiting':
        return ctx.res.json({ count: await waitingCount(io, userId, body) });
      case 'checkout':
        return ctx.res.json(await checkoutRequest(io, userId, body), 201);
      case 'service_level':
        return ctx.res.json(await serviceLevelOf(io, userId, body));
      default:
        throw fail(
          'invalid_action',
          'action must be submit, cancel, claim, price, decline, waiting, checkout or service_level.',
        );
    }
  } catch (err) {
    return replyError(ctx, err, 'We could not handle your prescription request. Please try again.');
  }
};
