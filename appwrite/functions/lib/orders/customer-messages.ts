// What the customer hears about their order, on which channel (issue 35 §4): the one place every
// caller goes through (order-state, payment-webhook, place-order, the re-route sweeper). The
// channels are orderMessageChannels (shared/src/domain/order-sms.ts) over the customer's Appwrite
// user: an SMS to a verified mobile (lib/orders/order-sms.ts) and an e-mail where they have an
// address (lib/orders/order-mail.ts), so a customer who signed up with a mobile number and an SMS
// code hears about their order too; and Web Push (issue 35 §3, ADR 0010) to each device the
// customer turned alerts on for (lib/push/web-push.ts). Push replaces the SMS, not the e-mail; when
// no device took the push (every subscription gone, the push services down), the SMS goes after all.
// Never throws: the order has already changed when this runs.
import { createHash } from 'node:crypto';
import { Messaging, Users, type Client, type TablesDB } from 'node-appwrite';
import { localeOfPrefs, type Locale } from '@instamg/shared/domain/locale';
import { orderReference } from '@instamg/shared/domain/order-number';
import { customerOrderPush } from '@instamg/shared/domain/web-push';
import {
  ORDER_SMS_TEMPLATES,
  isOrderSmsEvent,
  orderMessageChannels,
  renderOrderSms,
  type CustomerContact,
} from '@instamg/shared/domain/order-sms';
import { appwriteStatus } from '../runtime/errors.ts';
import { sendOrderMail } from './order-mail.ts';
import { orderPushWanted } from '@instamg/shared/domain/order-push-prefs';
import { orderSmsKey, renderOrderSmsFor, sendOrderSms, type OrderSmsResult } from './order-sms.ts';
import { sendPush, subscriptionsOfUser, vapidConfig, type PushSubscriptionRow } from '../push/web-push.ts';
import type { OrderRow } from './rows.ts';

/** Order events that are not a status: the pharmacist's decision, the store's offer, a refill's reminder (issue 36 §3). */
export type OrderNoticeEvent =
  'prescription_rejected' | 'substitution_offered' | 'refill_ready' | 'refill_rx_needed' | 'refill_unavailable';

const isNoticeEvent = (event: string): event is OrderNoticeEvent => Object.hasOwn(NOTICE_SUBJECTS, event);

export interface CustomerMessageOptions {
  refundId?: string | null;
  refundAmount?: number | null;
  now?: Date;
  /** The delivered mail's tax invoice (`bucketId:fileId`). */
  attachments?: readonly string[];
  /** substitution_offered: minutes the customer has to answer. */
  answerMinutes?: number | null;
  /** What tells this occurrence from another of the same event on the order (a refill's cycle). */
  occurrence?: string | null;
  /** The customer's language; notifyCustomer reads it from their prefs. */
  locale?: Locale;
}

export interface CustomerMessageResult {
  email: Awaited<ReturnType<typeof sendOrderMail>> | 'skipped';
  sms: OrderSmsResult;
  /** Devices that took the push ('skipped': no device, or not a push event). */
  push: number | 'skipped';
}

/** The customer's ways to be reached; unknown (e-mail only, as before SMS) when the user cannot be read. */
async function contactOf(
  client: Client,
  userId: string,
  log: (message: string) => void,
): Promise<CustomerContact & { prefs?: unknown }> {
  try {
    const user = await new Users(client).get({ userId });
    return { email: user.email, phone: user.phone, phoneVerification: user.phoneVerification, prefs: user.prefs };
  } catch (err) {
    log(`customer ${userId} not read for order messages: ${err instanceof Error ? err.message : String(err)}`);
    return { email: 'unknown' };
  }
}

/**
 * Tells the order's customer about `event` (an order status, or an OrderNoticeEvent) on each
 * channel orderMessageChannels gives them, once per occurrence per channel. Never throws.
 */
export async function notifyCustomer(
  client: Client,
  tablesDB: TablesDB,
  order: OrderRow,
  event: string,
  log: (message: string) => void,
  options: CustomerMessageOptions = {},
): Promise<CustomerMessageResult> {
  const { prefs, ...reach } = await contactOf(client, order.customer_id, log);
  // Every channel speaks the language the customer chose on the site (their prefs).
  options = { ...options, locale: localeOfPrefs(prefs) };
  // A kind the customer turned off in their account is not pushed: it goes by SMS or e-mail instead.
  const devices =
    isOrderSmsEvent(event) && orderPushWanted(prefs, event)
      ? await pushDevicesOf(tablesDB, order.customer_id, log)
      : [];
  const contact = { ...reach, pushDevices: devices.length };
  let channels = orderMessageChannels(contact);
  const result: CustomerMessageResult = { email: 'skipped', sms: 'skipped', push: 'skipped' };
  if (channels.includes('push')) {
    result.push = await sendCustomerPush(tablesDB, order, event, devices, log, options);
    // Nobody's device took it: the customer hears by SMS as if they had none.
    if (result.push === 0) channels = orderMessageChannels({ ...contact, pushDevices: 0 });
  }
  if (channels.includes('email'))
    result.email = isNoticeEvent(event)
      ? await sendNoticeMail(client, order, event, log, options)
      : await sendOrderMail(client, tablesDB, order, event, log, options);
  if (channels.includes('sms')) result.sms = await sendOrderSms(client, tablesDB, order, event, log, options);
  return result;
}

/** The customer's subscribed devices; none when push is not configured or the table cannot be read. */
async function pushDevicesOf(
  tablesDB: TablesDB,
  userId: string,
  log: (message: string) => void,
): Promise<PushSubscriptionRow[]> {
  if (!vapidConfig()) return [];
  try {
    return await subscriptionsOfUser(tablesDB, userId);
  } catch (err) {
    log(`push devices of ${userId} not read: ${err instanceof Error ? err.message : String(err)}`);
    return [];
  }
}

/** The push of `event` (its SMS's text, a deep link to the order) to the customer's devices; how many took it. */
async function sendCustomerPush(
  tablesDB: TablesDB,
  order: OrderRow,
  event: string,
  devices: readonly PushSubscriptionRow[],
  log: (message: string) => void,
  options: CustomerMessageOptions,
): Promise<number> {
  if (!isOrderSmsEvent(event)) return 0;
  try {
    const sms = await renderOrderSmsFor(tablesDB, order, event, options);
    if (!sms) return 0;
    const occurrence = orderSmsKey(order, event, options.refundId ?? options.occurrence).replace(':sms:', ':push:');
    const push = customerOrderPush(order, event, sms.text, occurrence, options.locale);
    const sent = await sendPush(tablesDB, devices, push, log);
    return sent.sent;
  } catch (err) {
    log(`order push ${event} for ${order.$id} not sent: ${err instanceof Error ? err.message : String(err)}`);
    return 0;
  }
}

const NOTICE_SUBJECTS: Record<OrderNoticeEvent, (number: string) => string> = {
  prescription_rejected: (number) => `Your prescription for order ${number} was not accepted`,
  substitution_offered: (number) => `A substitute is offered for order ${number}`,
  refill_ready: (number) => `Your refill order ${number} is ready to pay`,
  refill_rx_needed: (number) => `Your refill of order ${number} needs a new prescription`,
  refill_unavailable: (number) => `Your refill of order ${number} is not in stock nearby`,
};

const NOTICE_SUBJECTS_HI: typeof NOTICE_SUBJECTS = {
  prescription_rejected: (number) => `ऑर्डर ${number} का आपका प्रिस्क्रिप्शन स्वीकार नहीं हुआ`,
  substitution_offered: (number) => `ऑर्डर ${number} के लिए एक विकल्प भेजा गया है`,
  refill_ready: (number) => `आपका रीफ़िल ऑर्डर ${number} भुगतान के लिए तैयार है`,
  refill_rx_needed: (number) => `ऑर्डर ${number} के रीफ़िल के लिए नया प्रिस्क्रिप्शन चाहिए`,
  refill_unavailable: (number) => `ऑर्डर ${number} का रीफ़िल पास में स्टॉक में नहीं है`,
};

/**
 * The e-mail of a notice event: the SMS's registered text (no medicine, no reason: the order page
 * shows those to the signed-in customer), once per occurrence like every order mail.
 */
async function sendNoticeMail(
  client: Client,
  order: OrderRow,
  event: OrderNoticeEvent,
  log: (message: string) => void,
  options: CustomerMessageOptions,
): Promise<CustomerMessageResult['email']> {
  const number = orderReference(order);
  const hindi = options.locale === 'hi-IN';
  const sms = renderOrderSms(
    event,
    { order: number, minutes: options.answerMinutes ?? null, amount: order.total },
    options.locale,
  );
  if (!sms) return 'skipped';
  const key = orderSmsKey(order, event, options.occurrence).replace(':sms:', ':mail:');
  try {
    const base = process.env.PUBLIC_APP_URL?.replace(/\/+$/, '');
    await new Messaging(client).createEmail({
      messageId: `om${createHash('sha256').update(key).digest('hex').slice(0, 34)}`,
      subject: (hindi ? NOTICE_SUBJECTS_HI : NOTICE_SUBJECTS)[event](number),
      content: [
        sms.text.replace(/^\S+: /, ''),
        ...(base
          ? ['', `${hindi ? 'अपना ऑर्डर खोलें' : 'Open your order'}: ${base}/orders/${encodeURIComponent(order.$id)}`]
          : []),
      ].join('\n'),
      users: [order.customer_id],
    });
    return 'sent';
  } catch (err) {
    if (appwriteStatus(err) === 409) return 'duplicate';
    log(`order e-mail ${key} (${ORDER_SMS_TEMPLATES[event].templateId}) not sent: ${String(err)}`);
    return 'failed';
  }
}
