import { Query, type Models, type TablesDB } from 'node-appwrite';
import { syncContactAccess } from '../orders/fulfilment.ts';
import { appwriteStatus, fail } from '../runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { appendEvent } from '../orders/events.ts';
import { releaseStock } from '../orders/stock.ts';
import type { OrderRow } from '../orders/rows.ts';
import { settingValue, wholeNumberSetting } from '../runtime/settings.ts';

// Stock cannot be hoarded (issue 14 §8): an unpaid order holds its stock only until its payment
// deadline (settings.unpaid_order_hold_minutes, the gateway order's `order_expiry_time` too),
// then release-unpaid-orders expires it and puts the stock back; a customer has at most
// settings.max_unpaid_orders unpaid orders at once.

export const HOLD_MINUTES_SETTING = 'unpaid_order_hold_minutes';
export const DEFAULT_HOLD_MINUTES = 20;
/** 5 minutes to a day: shorter leaves no time to pay, longer is hoarding again. */
export const HOLD_MINUTES_RANGE = { min: 5, max: 1440 } as const;

export const MAX_UNPAID_SETTING = 'max_unpaid_orders';
export const DEFAULT_MAX_UNPAID = 3;
export const MAX_UNPAID_RANGE = { min: 1, max: 1000 } as const;

export const holdMinutesOf = (value: string | null | undefined): number =>
  wholeNumberSetting(value, HOLD_MINUTES_RANGE.min, HOLD_MINUTES_RANGE.max, DEFAULT_HOLD_MINUTES);

export const maxUnpaidOf = (value: string | null | undefined): number =>
  wholeNumberSetting(value, MAX_UNPAID_RANGE.min, MAX_UNPAID_RANGE.max, DEFAULT_MAX_UNPAID);

export async function holdMinutes(tablesDB: TablesDB): Promise<number> {
  return holdMinutesOf(await settingValue(tablesDB, HOLD_MINUTES_SETTING));
}

export async function maxUnpaidOrders(tablesDB: TablesDB): Promise<number> {
  return maxUnpaidOf(await settingValue(tablesDB, MAX_UNPAID_SETTING));
}

/** The payment deadline of an order reserved at `from`: whole seconds, as the gateway stores them. */
export function paymentDeadline(from: Date, minutes: number): string {
  return new Date(Math.floor(from.getTime() / 1000) * 1000 + minutes * 60_000).toISOString();
}

/** An order that holds stock while it waits for its payment. */
export const awaitsPayment = (order: Pick<OrderRow, 'status' | 'payment_status'>): boolean =>
  order.status === 'placed' && order.payment_status === 'pending';

/**
 * The customer's orders that hold stock for a payment now (deadline not yet passed; those past it
 * are the sweeper's, whatever minute it runs).
 */
export async function countUnpaidOrders(tablesDB: TablesDB, customerId: string, now: Date): Promise<number> {
  const page = await tablesDB.listRows({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    queries: [
      Query.equal('customer_id', customerId),
      Query.equal('status', 'placed'),
      Query.equal('payment_status', 'pending'),
      Query.greaterThan('payment_expires_at', now.toISOString()),
      Query.limit(1),
    ],
  });
  return page.total;
}

/** Refuses the customer's next order while `max` unpaid ones already hold stock (counting this one when `including`). */
export async function assertUnpaidBelow(
  tablesDB: TablesDB,
  userId: string,
  max: number,
  now: Date,
  including = false,
): Promise<void> {
  const unpaid = await countUnpaidOrders(tablesDB, userId, now);
  if (including ? unpaid > max : unpaid >= max) {
    throw fail(
      'too_many_unpaid_orders',
      `You already have ${max} ${max === 1 ? 'order' : 'orders'} waiting for payment. Pay for or cancel one of them before placing another.`,
    );
  }
}

/**
 * The unique claim on how reservation N of an order ends while it waits for payment: paid (the
 * webhook) or expired (the sweeper, or `payments status` when the gateway says EXPIRED). Appwrite
 * has no conditional update; a unique index (order_events.dedupe_key) is the one check two racing
 * executions cannot both pass, on Appwrite and on the dev server alike.
 */
export const paymentOutcomeKey = (order: Pick<OrderRow, '$id' | 'stock_reservation'>): string =>
  `payment_outcome:${order.$id}:${order.stock_reservation ?? 1}`;

/** The claim row, when someone already decided this reservation's outcome. */
async function outcomeClaim(tablesDB: TablesDB, order: OrderRow): Promise<Models.DefaultRow | null> {
  const page = await tablesDB.listRows<Models.DefaultRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orderEvents,
    queries: [Query.equal('dedupe_key', paymentOutcomeKey(order)), Query.limit(1)],
  });
  return page.rows[0] ?? null;
}

/** Claims reservation N of the order for its payment; false when it had expired first (the payment is then late). */
export async function claimPaidOutcome(tablesDB: TablesDB, order: OrderRow, note: string): Promise<boolean> {
  try {
    await appendEvent(tablesDB, order, {
      type: 'payment_outcome',
      actor_role: 'gateway',
      note: `paid: ${note}`.slice(0, 1000),
      dedupe_key: paymentOutcomeKey(order),
    });
    return true;
  } catch (err) {
    if (appwriteStatus(err) !== 409) throw err;
    return (await outcomeClaim(tablesDB, order))?.to_status !== 'expired';
  }
}

/**
 * Expires an order that is still waiting for its payment and puts its stock back, once: the claim
 * (also the timeline's `expired` event) comes first; a second sweeper, a retry after a crash, or
 * a payment that won the claim find it taken. A claim for `expired` that a crash left half done
 * is finished by the next run (the update and releaseStock are safe to repeat).
 * Returns true when this call expired the order.
 */
export async function expireUnpaidOrder(tablesDB: TablesDB, order: OrderRow, note: string): Promise<boolean> {
  if (!awaitsPayment(order)) return false;
  let won = true;
  try {
    await appendEvent(tablesDB, order, {
      type: 'status_changed',
      from_status: order.status,
      to_status: 'expired',
      actor_role: 'system',
      note,
      dedupe_key: paymentOutcomeKey(order),
    });
  } catch (err) {
    if (appwriteStatus(err) !== 409) throw err;
    if ((await outcomeClaim(tablesDB, order))?.to_status !== 'expired') return false; // paid first
    won = false;
  }
  await tablesDB.updateRow({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    rowId: order.$id,
    data: { status: 'expired', payment_status: 'failed' },
  });
  await releaseStock(tablesDB, order, { type: 'stock_released', actor_role: 'system', note: 'payment window passed' });
  // An expired order is no longer active: the store's team stops reading the recipient's phone (issue 16 §2).
  await syncContactAccess(tablesDB, order, 'expired', order.store_team_id);
  return won;
}

/** Orders past their payment deadline that still hold stock, oldest deadline first (one page). */
export async function overdueUnpaidOrders(tablesDB: TablesDB, now: Date, limit = 100): Promise<OrderRow[]> {
  const page = await tablesDB.listRows<OrderRow>({
    databaseId: DATABASE_ID,
    tableId: TABLES.orders,
    queries: [
      Query.equal('status', 'placed'),
      Query.equal('payment_status', 'pending'),
      Query.lessThanEqual('payment_expires_at', now.toISOString()),
      Query.orderAsc('payment_expires_at'),
      Query.limit(limit),
    ],
  });
  return page.rows;
}
