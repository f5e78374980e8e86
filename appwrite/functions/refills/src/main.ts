import { Storage, TablesDB } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { executionNow } from '../../lib/orders/intake.ts';
import { changeRefill, createRefill } from './customer.ts';
import { sweepRefills } from './sweep.ts';

const ROW_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/**
 * refills (execute: users; schedule: hourly). Refills from a delivered order (issue 36 §3, ADR 0016):
 * - `create` `{ order_id, interval_days, lines?: [{ product_id, quantity? }] }` → 201 `{ refill }`:
 *   the caller's own delivered order (another's: 404 `order_not_found`; not delivered: 409
 *   `refill_not_delivered`), Rx lines within the prescription's validity and prescribed quantity
 *   (422 `refill_prescription_expired` / `refill_quantity_used` / `refill_no_prescription`).
 * - `pause`, `resume`, `skip_once`, `set_interval` `{ interval_days }`, `stop` `{ refill_id }` →
 *   `{ refill }`; `order_now` `{ refill_id }` → `{ refill, order }`: the cycle's unpaid order while
 *   it holds its stock, else a new one, ready to pay (never charged here).
 * - With no user (the schedule, or an API key with `{ now, refill_ids? }`): the sweep → its tally.
 * The caller is the execution's user; only this function writes refills and refill_runs.
 */
export default async (ctx: Context) => {
  try {
    const body = parseBody(ctx.req.bodyText);
    const client = serverClient(ctx);
    const io = { client, tablesDB: new TablesDB(client), storage: new Storage(client), now: executionNow(ctx, body) };
    // Appwrite runs a users-only function without a user only for its schedule or an API key.
    if (!ctx.req.headers['x-appwrite-user-id'])
      return ctx.res.json(await sweepRefills(io, (m) => ctx.error(m), refillIdsOf(body)));
    const userId = callerId(ctx);
    if (body.action === 'create') return ctx.res.json({ refill: await createRefill(io, userId, body) }, 201);
    if (typeof body.action !== 'string') throw fail('invalid_action');
    return ctx.res.json(await changeRefill(io, userId, body.action, body));
  } catch (err) {
    return replyError(ctx, err, 'We could not change your refill. Please try again.');
  }
};

/** The API key's `refill_ids` (tests on a shared backend sweep only their own refills), or null for all. */
function refillIdsOf(body: Record<string, unknown>): string[] | null {
  if (body.refill_ids === undefined) return null;
  const ids = body.refill_ids;
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > 100 ||
    !ids.every((id) => typeof id === 'string' && ROW_ID.test(id))
  )
    throw fail('invalid_input', 'refill_ids must be 1 to 100 refill ids.');
  return ids as string[];
}
