// Sends the order SMS of shared/src/domain/order-sms.ts (issue 35 §4) through Appwrite Messaging
// (`messaging.createSms`, key scope `messages.write`) to the order's customer only
// (`users: [customer_id]`: Appwrite sends to the user's phone target). Whether the customer gets an
// SMS at all (a verified mobile) is lib/orders/customer-messages.ts's choice. Three rules:
// - Never fails the state change that caused it: every error is logged and swallowed.
// - Once per (order, event occurrence): the message id is derived from both, as the e-mails' is, and
//   Appwrite refuses a second message with the same id (409 `message_already_exists`).
// - At most LIMITS.smsPerOrderMax per order: `orders.sms_sent` is claimed with a bounded atomic
//   increment before sending (Appwrite refuses it past `max`), so racing callers cannot pass the cap.
import { createHash } from 'node:crypto';
import { Messaging, type Client, type Models, type TablesDB } from 'node-appwrite';
import type { Locale } from '@instamg/shared/domain/locale';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import { orderReference } from '@instamg/shared/domain/order-number';
import {
  isOrderSmsEvent,
  renderOrderSms,
  smsCounterMax,
  type OrderSms,
  type OrderSmsEvent,
} from '@instamg/shared/domain/order-sms';
import { appwriteStatus } from '../runtime/errors.ts';
import type { OrderRow } from './rows.ts';

export type OrderSmsOrder = Pick<
  OrderRow,
  '$id' | 'customer_id' | 'order_number' | 'total' | 'redelivery_count' | 'prescription_id' | 'substitution_count'
>;

/** What distinguishes one occurrence of an event on the order from another (a redelivery, a refund, a new prescription). */
export function orderSmsKey(order: OrderSmsOrder, event: OrderSmsEvent, refundId?: string | null): string {
  switch (event) {
    // A refill's reminder on the order it was set on: once per cycle (the occurrence is the cycle's run-out day).
    case 'refill_rx_needed':
    case 'refill_unavailable':
      return `${order.$id}:sms:${event}:${refundId ?? ''}`;
    case 'out_for_delivery':
      return `${order.$id}:sms:${event}:${order.redelivery_count ?? 0}`;
    case 'refunded':
      return `${order.$id}:sms:${event}:${refundId ?? ''}`;
    case 'prescription_rejected':
      return `${order.$id}:sms:${event}:${order.prescription_id ?? ''}`;
    case 'substitution_offered':
      return `${order.$id}:sms:${event}:${order.substitution_count ?? 0}`;
    default:
      return `${order.$id}:sms:${event}`;
  }
}

/** Appwrite message id (≤ 36 of [a-zA-Z0-9._-]) for a key. */
export const orderSmsMessageId = (key: string): string =>
  `os${createHash('sha256').update(key).digest('hex').slice(0, 34)}`;

/** The order's SMS text for `event` (the delivery code read for out_for_delivery), or null when a value is missing. */
export async function renderOrderSmsFor(
  tablesDB: TablesDB,
  order: OrderSmsOrder,
  event: OrderSmsEvent,
  options: { refundAmount?: number | null; answerMinutes?: number | null; locale?: Locale } = {},
): Promise<OrderSms | null> {
  const code =
    event === 'out_for_delivery'
      ? await tablesDB
          .getRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.deliveryCodes, rowId: order.$id })
          .then((row) => String(row.code))
          .catch(() => null)
      : null;
  return renderOrderSms(
    event,
    {
      order: orderReference(order),
      amount: event === 'refunded' ? (options.refundAmount ?? null) : order.total,
      code,
      minutes: options.answerMinutes ?? null,
    },
    options.locale,
  );
}

export type OrderSmsResult = 'sent' | 'duplicate' | 'capped' | 'skipped' | 'failed';

/**
 * Texts the order's customer about `event` (an event of ORDER_SMS_EVENTS; anything else is
 * ignored), at most once per occurrence and within the order's cap. Never throws.
 */
export async function sendOrderSms(
  client: Client,
  tablesDB: TablesDB,
  order: OrderSmsOrder,
  event: string,
  log: (message: string) => void,
  options: {
    refundId?: string | null;
    refundAmount?: number | null;
    answerMinutes?: number | null;
    occurrence?: string | null;
    /** The customer's language (localeOfPrefs). */
    locale?: Locale;
  } = {},
): Promise<OrderSmsResult> {
  if (!isOrderSmsEvent(event)) return 'skipped';
  const key = orderSmsKey(order, event, options.refundId ?? options.occurrence);
  const counter = { databaseId: DATABASE_ID, tableId: TABLES.orders, rowId: order.$id, column: 'sms_sent', value: 1 };
  let claimed = false;
  try {
    const sms = await renderOrderSmsFor(tablesDB, order, event, options);
    if (!sms) {
      log(`order SMS ${key} not sent: a value it needs is missing`);
      return 'skipped';
    }
    try {
      await tablesDB.incrementRowColumn({ ...counter, max: smsCounterMax(event) });
      claimed = true;
    } catch (err) {
      // Past `max` Appwrite answers column_limit_exceeded (400): the order has had its SMS.
      if (appwriteStatus(err) === 400) return 'capped';
      throw err;
    }
    await new Messaging(client).createSms({
      messageId: orderSmsMessageId(key),
      content: sms.text,
      users: [order.customer_id],
    });
    return 'sent';
  } catch (err) {
    // Not sent (already sent before, or failed): the slot goes back.
    if (claimed) await tablesDB.decrementRowColumn({ ...counter, min: 0 }).catch(() => undefined);
    if (appwriteStatus(err) === 409) return 'duplicate';
    log(`order SMS ${key} not sent: ${err instanceof Error ? err.message : String(err)}`);
    return 'failed';
  }
}
