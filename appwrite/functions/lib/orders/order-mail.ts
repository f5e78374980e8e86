// Sends the order e-mails of lib/orders/order-mail-templates.ts (issue 22 §9) through Appwrite Messaging
// (key scope `messages.write`): to the order's customer only (`users: [customer_id]`; the
// out-for-delivery mail carries the delivery code, which is the customer's alone, as the
// `delivery_codes` row is). Two rules:
// - Sending never fails the state change that caused it: every error is logged and swallowed.
// - Once per (order, event): the message id is derived from both, and Appwrite refuses a second
//   message with the same id (409 `message_already_exists`), so a retried webhook or action, or
//   two racing callers, mail once. A redelivery is its own event (its new code), a refund too.
import { createHash } from 'node:crypto';
import type { Locale } from '@instamg/shared/domain/locale';
import { Messaging, Query, type Client, type Models, type TablesDB } from 'node-appwrite';
import { appwriteStatus } from '../runtime/errors.ts';
import { DATABASE_ID, TABLES } from '@instamg/shared/appwrite/ids';
import type { OrderRow } from './rows.ts';
import { movedExplanation, type MoveEvent, type MoveRefund } from '@instamg/shared/domain/order-move';
import {
  isOrderMailEvent,
  renderOrderMail,
  type MailLine,
  type MailOrder,
  type OrderMailEvent,
} from './order-mail-templates.ts';

export { isOrderMailEvent, type OrderMailEvent };

/** What distinguishes one occurrence of an event on the order from another. */
export function orderMailKey(
  order: Pick<OrderRow, '$id' | 'redelivery_count'>,
  event: OrderMailEvent,
  refundId?: string | null,
): string {
  if (event === 'out_for_delivery') return `${order.$id}:${event}:${order.redelivery_count ?? 0}`;
  if (event === 'refunded') return `${order.$id}:${event}:${refundId ?? ''}`;
  return `${order.$id}:${event}`;
}

/** Appwrite message id (≤ 36 of [a-zA-Z0-9._-], not starting with a special character) for a key. */
export const orderMailMessageId = (key: string): string =>
  `om${createHash('sha256').update(key).digest('hex').slice(0, 34)}`;

/** The customer's order page, when the shop's address is configured (PUBLIC_APP_URL). */
function orderUrl(orderId: string): string | null {
  const base = process.env.PUBLIC_APP_URL?.replace(/\/+$/, '');
  return base ? `${base}/orders/${encodeURIComponent(orderId)}` : null;
}

/**
 * E-mails the order's customer about `event` (an order status the mail list knows; anything else
 * is ignored), at most once per occurrence. Never throws.
 */
export async function sendOrderMail(
  client: Client,
  tablesDB: TablesDB,
  order: OrderRow,
  event: string,
  log: (message: string) => void,
  options: {
    refundId?: string | null;
    refundAmount?: number | null;
    now?: Date;
    /** Stored files as `bucketId:fileId` (Messaging `attachments`): the delivered mail's tax invoice. */
    attachments?: readonly string[];
    /** The customer's language (localeOfPrefs). */
    locale?: Locale;
  } = {},
): Promise<'sent' | 'duplicate' | 'skipped' | 'failed'> {
  if (!isOrderMailEvent(event)) return 'skipped';
  const key = orderMailKey(order, event, options.refundId);
  try {
    const items = await tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderItems,
      queries: [Query.equal('order_id', order.$id), Query.limit(50)],
    });
    const deliveryCode =
      event === 'out_for_delivery'
        ? await tablesDB
            .getRow<Models.DefaultRow>({ databaseId: DATABASE_ID, tableId: TABLES.deliveryCodes, rowId: order.$id })
            .then((row) => String(row.code))
            .catch(() => null)
        : null;
    // A moved order's refund says where it went and why (issue 40 §3), as the order page does.
    const moved =
      event === 'refunded' && (order.reroute_count ?? 0) > 0
        ? await movedSentence(tablesDB, order, options.refundId ?? null, options.locale)
        : null;
    const mail = renderOrderMail({
      moved,
      event,
      order: order as unknown as MailOrder,
      items: items.rows as unknown as MailLine[],
      deliveryCode,
      refundAmount: options.refundAmount ?? null,
      orderUrl: orderUrl(order.$id),
      now: options.now ?? new Date(),
      locale: options.locale,
    });
    await new Messaging(client).createEmail({
      messageId: orderMailMessageId(key),
      subject: mail.subject,
      content: mail.html,
      html: true,
      users: [order.customer_id],
      ...(options.attachments?.length ? { attachments: [...options.attachments] } : {}),
    });
    return 'sent';
  } catch (err) {
    if (appwriteStatus(err) === 409) return 'duplicate';
    log(`order e-mail ${key} not sent: ${err instanceof Error ? err.message : String(err)}`);
    return 'failed';
  }
}

/** The order page's "Moved to {store} because …" sentence, from the order's events and refunds. */
async function movedSentence(
  tablesDB: TablesDB,
  order: OrderRow,
  refundId: string | null,
  locale: Locale = 'en-IN',
): Promise<string | null> {
  const [events, refunds] = await Promise.all([
    tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderEvents,
      queries: [
        Query.equal('order_id', order.$id),
        Query.equal('type', 'rerouted'),
        Query.orderAsc('$createdAt'),
        Query.limit(50),
      ],
    }),
    tablesDB.listRows<Models.DefaultRow>({
      databaseId: DATABASE_ID,
      tableId: TABLES.orderRefunds,
      queries: [Query.equal('order_id', order.$id), Query.limit(100)],
    }),
  ]);
  // Only a move's own refund (its note "Moved to {store}: …"); a later cancellation's refund is not a move.
  const refund = refunds.rows.find((r) => r.refund_id === refundId);
  if (!refund || !String(refund.note ?? '').startsWith('Moved to ')) return null;
  return movedExplanation(
    order as unknown as Parameters<typeof movedExplanation>[0],
    events.rows as unknown as MoveEvent[],
    refunds.rows as unknown as MoveRefund[],
    // A Hindi customer's mail explains the move in Hindi, as the rest of its body (issue 37).
    locale,
  );
}
