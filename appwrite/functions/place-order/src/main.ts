import { Storage, TablesDB } from 'node-appwrite';
import { callerId, parseBody, serverClient, type Context } from '../../lib/runtime/context.ts';
import { fail, replyError } from '../../lib/runtime/errors.ts';
import { parsePlaceOrderInput } from './input.ts';
import { planOrder, quoteOf } from './order-plan.ts';
import { quoteWithPaymentChoice } from './payment-choice.ts';
import { placeOrder } from './place.ts';

/**
 * place-order (execute: users). Body `{ action?: 'place' | 'quote', items: [{ product_id, quantity }],
 * address_id | address, store_id?, delivery_mode, slot?, prescription_id?, client_total? }`.
 * `place` (default) → 201 `{ order, items }`; `quote` → 200 `{ quote }`, a dry run on the same
 * plan (order-plan.ts) that writes nothing and does not need the prescription yet. Refusals are
 * 4xx `{ message, code }`. Prices, schedules and stock are re-read here; the client's
 * `client_total` is only compared (the order is always at the store's current prices).
 */

export default async (ctx: Context) => {
  try {
    const userId = callerId(ctx);
    const body = parseBody(ctx.req.bodyText);
    const action = body.action ?? 'place';
    if (action !== 'place' && action !== 'quote')
      throw fail('invalid_action', "action must be 'place' (the default) or 'quote'.");
    const input = parsePlaceOrderInput(body);
    const client = serverClient(ctx);
    const tablesDB = new TablesDB(client);
    const storage = new Storage(client);

    if (action === 'quote') {
      const plan = await planOrder(tablesDB, storage, userId, input, { checkPrescription: false });
      const quote = quoteOf(plan, input.delivery_mode);
      return ctx.res.json({
        quote: await quoteWithPaymentChoice(tablesDB, quote, userId, input.coupon_code, new Date()),
      });
    }

    const { order, items } = await placeOrder(
      { client, tablesDB, storage, log: (m) => ctx.log(m), error: (m) => ctx.error(m) },
      userId,
      input,
    );
    return ctx.res.json({ order, items }, 201);
  } catch (err) {
    return replyError(ctx, err, 'We could not place your order. Please try again.');
  }
};
