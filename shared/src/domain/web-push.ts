// Web Push (issue 35 §3, docs/decisions/0010-web-push-and-service-worker.md): which push services a
// subscription may point at, what a browser sends to register one, and what each notification
// says. Pure: no SDK, no I/O. The sending is appwrite/functions/lib/push/web-push.ts; the
// subscriptions are the push-subscriptions function's; the worker that shows them is shell/public/sw.js.
//
// Privacy: a push shows on a locked screen, like an SMS, so a notification says no more than the
// order's SMS does (the order number, an amount, the delivery code): the body of a customer's push
// is the SMS text (shared/src/domain/order-sms.ts) without the product prefix.
import { DEFAULT_LOCALE, type Locale } from './locale';
import { orderReference, type OrderReferenceSource } from './order-number';

/**
 * The push services browsers subscribe with (Chrome/Edge via FCM, Firefox, Safari, Windows). A
 * subscription is a URL the server will POST to, so any other host is refused (no SSRF through
 * `endpoint`). The dev server's local push service is allowed only by WEB_PUSH_LOCAL_SERVICE.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
];
/** Host suffixes of push services that shard by host (Windows WNS). */
export const PUSH_SERVICE_HOST_SUFFIXES: readonly string[] = ['.notify.windows.com', '.push.apple.com'];

/** The longest endpoint stored (push services' are ~150–250 characters). */
export const PUSH_ENDPOINT_MAX = 1000;

/** Whether `endpoint` is a push service's URL the server may POST to. */
export function isAllowedPushEndpoint(endpoint: string, localService?: string | null): boolean {
  if (endpoint.length > PUSH_ENDPOINT_MAX) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (localService) {
    try {
      const local = new URL(localService);
      if (url.origin === local.origin && url.pathname.startsWith(local.pathname)) return true;
    } catch {
      // an unparsable local service allows nothing
    }
  }
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** A browser's PushSubscription.toJSON(), as the push-subscriptions function accepts it. */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

/** The subscription in `value`, or the reason it is refused. */
export function parsePushSubscription(
  value: unknown,
  localService?: string | null,
): { ok: true; subscription: PushSubscriptionInput } | { ok: false; reason: string } {
  const v = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | null;
  if (!v || typeof v !== 'object' || typeof v.endpoint !== 'string')
    return { ok: false, reason: 'subscription.endpoint must be a push service URL.' };
  if (!isAllowedPushEndpoint(v.endpoint, localService))
    return { ok: false, reason: 'subscription.endpoint is not a known push service.' };
  const { p256dh, auth } = v.keys ?? {};
  // p256dh: an uncompressed P-256 point (65 bytes → 87 base64url characters); auth: 16 bytes (22).
  if (typeof p256dh !== 'string' || !BASE64URL.test(p256dh) || p256dh.replace(/=+$/, '').length !== 87)
    return { ok: false, reason: 'subscription.keys.p256dh must be the browser’s P-256 key.' };
  if (typeof auth !== 'string' || !BASE64URL.test(auth) || auth.replace(/=+$/, '').length !== 22)
    return { ok: false, reason: 'subscription.keys.auth must be the browser’s 16-byte secret.' };
  return { ok: true, subscription: { endpoint: v.endpoint, keys: { p256dh, auth } } };
}

/** RFC 8030 §5.3 Urgency. */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/** What the service worker receives (JSON, encrypted per RFC 8291) and shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** Same-origin path the notification opens. */
  url: string;
  /** Replaces an earlier notification with the same tag (a retried send shows once). */
  tag: string;
  /** Keeps ringing until the person acts (a new order). */
  requireInteraction?: boolean;
  /** Rings again although a notification with the tag is already shown (a reminder). */
  renotify?: boolean;
}

export interface PushMessage {
  payload: PushPayload;
  urgency: PushUrgency;
  /** Seconds the push service keeps it for an offline device. */
  ttl: number;
}

/** A new order must reach the store inside its acceptance window; after that it has moved on. */
export const NEW_ORDER_PUSH_TTL_SECONDS = 180;

/** What a new order's push says of it (issue 35 §3): its lines, and the minutes the store has to accept. */
export interface NewOrderPushDetail {
  items: readonly { name: string; quantity: number }[];
  /** Null when the countdown has not started (a slot order waits for its slot). */
  minutesToAccept: number | null;
}

/** The lines a notification names: the first three, then how many more. */
export function pushItemsText(items: NewOrderPushDetail['items']): string {
  const named = items.slice(0, 3).map((i) => `${i.name} ×${i.quantity}`);
  const more = items.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

/**
 * The store's push for a new paid order: high urgency, the inbox's wording (lib/orders/notifications.ts),
 * with the items and the minutes to accept when known — staff decide from the items whether they can fill it.
 */
export function newOrderPush(order: OrderReferenceSource, detail?: NewOrderPushDetail): PushMessage {
  const number = orderReference(order);
  const items = detail && detail.items.length > 0 ? ` ${pushItemsText(detail.items)}.` : '';
  const minutes = detail?.minutesToAccept ? ` ${detail.minutesToAccept} min to accept.` : '';
  return {
    urgency: 'high',
    ttl: NEW_ORDER_PUSH_TTL_SECONDS,
    payload: {
      title: `New order ${number}`,
      body: `Order ${number} is waiting for you to accept it.${items}${minutes}`,
      url: `/store/orders/${encodeURIComponent(order.$id)}`,
      tag: `new_order:${order.$id}`,
      requireInteraction: true,
    },
  };
}

/**
 * The store's reminder of a new order nobody has acted on (order-intake storeReminderDeadline):
 * the first push's notification replaced (same tag) and rung again, with the minutes left.
 */
export function newOrderReminderPush(order: OrderReferenceSource, deadline: Date, now: Date): PushMessage {
  const number = orderReference(order);
  const secondsLeft = Math.max(1, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
  const minutesLeft = Math.ceil(secondsLeft / 60);
  return {
    urgency: 'high',
    ttl: secondsLeft,
    payload: {
      title: `New order ${number}`,
      body: `Order ${number} is still waiting for you to accept it: ${minutesLeft} min left.`,
      url: `/store/orders/${encodeURIComponent(order.$id)}`,
      tag: `new_order:${order.$id}`,
      requireInteraction: true,
      renotify: true,
    },
  };
}

/** Store inbox kinds that also ring the team's devices (the inbox row's title and body). */
export const STORE_PUSH_KINDS = ['new_order', 'rx_waiting', 'cancellation_requested'] as const;
export type StorePushKind = (typeof STORE_PUSH_KINDS)[number];
export const isStorePushKind = (kind: string): kind is StorePushKind =>
  (STORE_PUSH_KINDS as readonly string[]).includes(kind);

/**
 * The store's push for an inbox notification of a StorePushKind: a new order as newOrderPush; a
 * prescription to verify or a cancellation request (both hold the order up) high too, kept an hour.
 */
export function storeNoticePush(
  kind: StorePushKind,
  order: OrderReferenceSource,
  title: string,
  body: string,
): PushMessage {
  if (kind === 'new_order') return newOrderPush(order);
  return {
    urgency: 'high',
    ttl: 3600,
    payload: {
      title: `${title} · ${orderReference(order)}`,
      body,
      url: `/store/orders/${encodeURIComponent(order.$id)}`,
      tag: `${kind}:${order.$id}`,
    },
  };
}

/** The title of a customer's push per order event (the body is the event's SMS text). */
export const CUSTOMER_PUSH_TITLES = {
  placed: 'Order confirmed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled',
  refunded: 'Refund done',
  prescription_rejected: 'Prescription not accepted',
  substitution_offered: 'Substitute offered',
  refill_ready: 'Refill ready to pay',
  refill_rx_needed: 'Refill needs a prescription',
  refill_unavailable: 'Refill not in stock nearby',
} as const satisfies Readonly<Record<string, string>>;

/** The same titles in Hindi (issue 37 §2). */
export const CUSTOMER_PUSH_TITLES_HI: Readonly<Record<keyof typeof CUSTOMER_PUSH_TITLES, string>> = {
  placed: 'ऑर्डर कन्फ़र्म',
  out_for_delivery: 'डिलीवरी के लिए निकला',
  delivered: 'ऑर्डर डिलीवर हुआ',
  cancelled: 'ऑर्डर कैंसल',
  refunded: 'रिफ़ंड हो गया',
  prescription_rejected: 'प्रिस्क्रिप्शन स्वीकार नहीं हुआ',
  substitution_offered: 'विकल्प भेजा गया',
  refill_ready: 'रीफ़िल भुगतान के लिए तैयार',
  refill_rx_needed: 'रीफ़िल के लिए प्रिस्क्रिप्शन चाहिए',
  refill_unavailable: 'रीफ़िल पास में स्टॉक में नहीं',
};

/** A customer's push about their order in `locale`; `smsText` is the rendered order SMS in that locale. */
export function customerOrderPush(
  order: OrderReferenceSource,
  event: string,
  smsText: string,
  occurrence: string,
  locale: Locale = DEFAULT_LOCALE,
): PushMessage {
  const delivery = event === 'out_for_delivery';
  const titles: Readonly<Record<string, string>> = locale === 'hi-IN' ? CUSTOMER_PUSH_TITLES_HI : CUSTOMER_PUSH_TITLES;
  return {
    urgency: delivery || event === 'substitution_offered' ? 'high' : 'normal',
    ttl: 24 * 3600,
    payload: {
      title: `${titles[event] ?? (locale === 'hi-IN' ? 'आपका ऑर्डर' : 'Your order')} · ${orderReference(order)}`,
      body: smsText.replace(/^\S+: /, ''),
      url: `/orders/${encodeURIComponent(order.$id)}`,
      tag: occurrence.slice(0, 120),
    },
  };
}
