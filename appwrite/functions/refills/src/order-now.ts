import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { parseRefillLines } from '@instamg/shared/domain/refill';
import { appwriteStatus, FunctionError } from '../../lib/runtime/errors.ts';
import { awaitsPayment } from '../../lib/money/payment-hold.ts';
import type { OrderRow } from '../../lib/orders/rows.ts';
import { parsePlaceOrderInput } from '../../place-order/src/input.ts';
import { placeOrder } from '../../place-order/src/place.ts';
import { refillRefusal, type Io, type RefillRow } from './facts.ts';

/** How placing a refill's order went: the order, or why there is none (the reminder says which). */
export type RefillPlacement =
  { outcome: 'placed'; order: OrderRow } | { outcome: 'rx_needed' | 'unavailable'; error: FunctionError };

/** place-order's refusals that mean "not in stock near you now", not "the prescription is used up". */
const UNAVAILABLE = new Set([
  'out_of_stock',
  'not_serviceable',
  'store_out_of_range',
  'express_unavailable',
  'too_many_unpaid_orders',
  'product_not_found',
  'address_not_found',
]);

/**
 * The refill's lines as a NORMAL order through place-order's own code (prices, FEFO stock hold,
 * the unpaid-order limit and hold, the nearest store within 5 km that stocks every line),
 * awaiting payment: never charged. Rx lines reuse the refill's verified prescription only within
 * its validity and prescribed quantity (refillRefusal), else no order is placed.
 */
export async function placeRefillOrder(io: Io, refill: RefillRow): Promise<RefillPlacement> {
  const lines = parseRefillLines(refill.lines);
  try {
    const refusal = await refillRefusal(io, refill.customer_id, lines, refill.prescription_id ?? null);
    if (refusal) return { outcome: 'rx_needed', error: refusal };
    const input = parsePlaceOrderInput(
      {
        items: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
        address_id: refill.address_id,
        delivery_mode: 'standard',
        payment_method: 'online',
        prescription_id: refill.prescription_id ?? null,
      },
      io.now,
    );
    const { order } = await placeOrder(
      { client: io.client, tablesDB: io.tablesDB, storage: io.storage, log: () => undefined, error: () => undefined },
      refill.customer_id,
      input,
    );
    return { outcome: 'placed', order };
  } catch (err) {
    if (!(err instanceof FunctionError)) throw err;
    return { outcome: UNAVAILABLE.has(err.code) ? 'unavailable' : 'rx_needed', error: err };
  }
}

/** The refill's order of this cycle when it still waits for its payment (held stock), else null. */
export async function pendingOrderOf(io: Io, refill: RefillRow): Promise<OrderRow | null> {
  if (!refill.last_order_id) return null;
  const order = await io.tablesDB
    .getRow<OrderRow>({ databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: refill.last_order_id })
    .catch((err: unknown) => {
      if (appwriteStatus(err) === 404) return null;
      throw err;
    });
  if (!order || !awaitsPayment(order)) return null;
  return Date.parse(order.payment_expires_at ?? '') > io.now.getTime() ? order : null;
}

/**
 * `order_now`: the one tap. The cycle's order while it still holds its stock; otherwise (its hold
 * passed, or the customer wants the refill early) a new one placed now, ready to pay.
 */
export async function orderNow(io: Io, refill: RefillRow): Promise<{ refill: RefillRow; order: OrderRow }> {
  const pending = await pendingOrderOf(io, refill);
  if (pending) return { refill, order: pending };
  const placed = await placeRefillOrder(io, refill);
  if (placed.outcome !== 'placed') throw placed.error;
  const updated = await io.tablesDB.updateRow<RefillRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.refills,
    rowId: refill.$id,
    data: { last_order_id: placed.order.$id, last_outcome: 'placed' } as never,
  });
  return { refill: updated, order: placed.order };
}
