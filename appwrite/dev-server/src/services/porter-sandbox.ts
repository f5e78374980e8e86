import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { json, type Reply, type RequestContext } from '../http/context.ts';
import type { Router } from '../http/router.ts';

/**
 * DEV-ONLY EXTENSION, not part of Appwrite's API: a local stand-in for Porter's API for businesses
 * (issue 38 §2; ADR 0011 "Delivery partner"), so a store can book a delivery partner end to end
 * with no account and no network. Base `/v1/dev/porter` in place of Porter's host; every call but
 * the credentials and the dev routes needs the sandbox's `x-api-key`:
 *
 * - `GET  /v1/dev/porter/credentials` (API keys only): the sandbox's api key and webhook secret.
 * - `GET  /v1/dev/porter/v1/get_quote?pickup_details_lat=…&pickup_details_lng=…&drop_details_lat=…&drop_details_lng=…`
 * - `POST /v1/dev/porter/v1/orders/create` (request_id used once: 409 after), `GET /v1/dev/porter/v1/orders/{id}`,
 *   `POST /v1/dev/porter/v1/orders/{id}/cancel` (before the trip starts: 409 after).
 * - Dev: `POST /v1/dev/porter/orders/{id}/advance` `{ event }` (order_accepted, order_start_trip,
 *   order_end_job, order_reopened, order_cancel) moves the order as Porter would and sends its
 *   signed webhook to the `delivery-partner-webhook` function; `GET /v1/dev/porter/track/{id}` is
 *   the tracking link (a page with those steps as buttons, for demos).
 *
 * Webhooks carry `x-porter-timestamp` (ms) and `x-porter-signature: sha256=<hex HMAC-SHA256 of
 * "<timestamp>.<raw body>" under the webhook secret>` (lib/orders/delivery-partner.ts checks it).
 * Bookings live in memory: a restarted dev server forgets them.
 */

export const PARTNER_WEBHOOK_FUNCTION_ID = 'delivery-partner-webhook';
const EVENTS = ['order_accepted', 'order_start_trip', 'order_end_job', 'order_reopened', 'order_cancel'] as const;
type SandboxEvent = (typeof EVENTS)[number];
type SandboxStatus = 'open' | 'accepted' | 'live' | 'ended' | 'cancelled';
const EVENT_STATUS: Record<SandboxEvent, SandboxStatus> = {
  order_accepted: 'accepted',
  order_start_trip: 'live',
  order_end_job: 'ended',
  order_reopened: 'open',
  order_cancel: 'cancelled',
};
/** From which statuses each event may happen (Porter's order life). */
const EVENT_FROM: Record<SandboxEvent, readonly SandboxStatus[]> = {
  order_accepted: ['open'],
  order_start_trip: ['accepted'],
  order_end_job: ['live'],
  order_reopened: ['accepted'],
  order_cancel: ['open', 'accepted', 'live'],
};
const DRIVERS = [
  { name: 'Ravi Kumar', vehicle: 'KA01AB1234' },
  { name: 'Imran Shaikh', vehicle: 'MH12CD5678' },
  { name: 'Suresh Yadav', vehicle: 'DL3SEF9012' },
];

interface LatLng {
  lat: number;
  lng: number;
}

export interface SandboxPorterOrder {
  orderId: string;
  requestId: string;
  status: SandboxStatus;
  pickup: LatLng;
  drop: LatLng;
  farePaise: number;
  driver: { name: string; phone: string; vehicle: string } | null;
  createdAt: number;
  acceptedAt: number | null;
  startedAt: number | null;
  endedAt: number | null;
  /** Every webhook sent for it: event and the function's answer (tests read them). */
  webhooks: { event: SandboxEvent; status: number }[];
}

interface SandboxState {
  apiKey: string;
  webhookSecret: string;
  orders: Map<string, SandboxPorterOrder>;
  byRequest: Map<string, string>;
}

const states = new WeakMap<ServiceDeps, SandboxState>();
export function porterSandbox(deps: ServiceDeps): SandboxState {
  let state = states.get(deps);
  if (!state) {
    state = {
      apiKey: `porter_sandbox_${randomBytes(12).toString('hex')}`,
      webhookSecret: `porter_whsec_${randomBytes(24).toString('base64url')}`,
      orders: new Map(),
      byRequest: new Map(),
    };
    states.set(deps, state);
  }
  return state;
}

const porterError = (status: number, message: string): Reply => json(status, { code: status, message });

function authorized(ctx: RequestContext, deps: ServiceDeps): boolean {
  const given = Buffer.from(String(ctx.headers['x-api-key'] ?? ''));
  const expected = Buffer.from(porterSandbox(deps).apiKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const coordinate = (v: unknown, max: number): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= max ? n : null;
};
const point = (lat: unknown, lng: unknown): LatLng | null => {
  const a = coordinate(lat, 90);
  const b = coordinate(lng, 180);
  return a === null || b === null ? null : { lat: a, lng: b };
};

function km(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A two-wheeler fare, in paise: ₹40 base and ₹10/km (the sandbox's; Porter's is dynamic). */
export const sandboxFarePaise = (from: LatLng, to: LatLng): number => 4000 + Math.round(km(from, to) * 1000);

const trackingUrl = (deps: ServiceDeps, id: string) => `${deps.config.publicEndpoint}/dev/porter/track/${id}`;
const seconds = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));

function orderEntity(deps: ServiceDeps, o: SandboxPorterOrder) {
  return {
    order_id: o.orderId,
    request_id: o.requestId,
    status: o.status,
    partner_info: o.driver
      ? { name: o.driver.name, phone_number: o.driver.phone, vehicle_number: o.driver.vehicle }
      : null,
    order_timings: {
      order_accepted_time: seconds(o.acceptedAt),
      order_started_time: seconds(o.startedAt),
      order_ended_time: seconds(o.endedAt),
      pickup_time: seconds(o.startedAt),
    },
    fare_details: {
      estimated_fare_details: { currency: 'INR', minor_amount: o.farePaise },
      actual_fare_details: o.status === 'ended' ? { currency: 'INR', minor_amount: o.farePaise } : null,
    },
    tracking_url: trackingUrl(deps, o.orderId),
  };
}

export function signPartnerWebhook(timestamp: string, rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** Posts a signed webhook for the order to delivery-partner-webhook; answers its HTTP status. */
export async function deliverPartnerWebhook(
  deps: ServiceDeps,
  event: SandboxEvent,
  o: SandboxPorterOrder,
  location: LatLng | null,
  secret = porterSandbox(deps).webhookSecret,
): Promise<number> {
  const rawBody = JSON.stringify({
    event,
    order_id: o.orderId,
    request_id: o.requestId,
    event_ts: Math.floor(Date.now() / 1000),
    status: o.status,
    partner_info: o.driver
      ? {
          name: o.driver.name,
          phone_number: o.driver.phone,
          vehicle_number: o.driver.vehicle,
          ...(location ? { location } : {}),
        }
      : null,
    tracking_url: trackingUrl(deps, o.orderId),
  });
  const timestamp = String(Date.now());
  const headers = {
    'content-type': 'application/json',
    'x-porter-timestamp': timestamp,
    'x-porter-signature': signPartnerWebhook(timestamp, rawBody, secret),
  };
  const response = await fetch(`${deps.config.publicEndpoint}/functions/${PARTNER_WEBHOOK_FUNCTION_ID}/executions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': deps.project.id },
    body: JSON.stringify({ body: rawBody, headers, method: 'POST', path: '/', async: false }),
  });
  const status = response.ok
    ? ((await response.json()) as { responseStatusCode: number }).responseStatusCode
    : response.status;
  o.webhooks.push({ event, status });
  if (status >= 300) console.warn(`[dev-server] porter sandbox: ${event} webhook for ${o.orderId} answered ${status}`);
  return status;
}

/** Moves a sandbox order by one Porter event (null when the event cannot happen now). */
export function advance(o: SandboxPorterOrder, event: SandboxEvent, now = Date.now()): boolean {
  if (!EVENT_FROM[event].includes(o.status)) return false;
  o.status = EVENT_STATUS[event];
  if (event === 'order_accepted') {
    const d = DRIVERS[randomInt(DRIVERS.length)]!;
    o.driver = { ...d, phone: `+9198${String(randomInt(10_000_000, 99_999_999))}` };
    o.acceptedAt = now;
  }
  if (event === 'order_reopened') {
    o.driver = null;
    o.acceptedAt = null;
  }
  if (event === 'order_start_trip') o.startedAt = now;
  if (event === 'order_end_job') o.endedAt = now;
  return true;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function trackPage(deps: ServiceDeps, o: SandboxPorterOrder): string {
  const steps = EVENTS.filter((e) => EVENT_FROM[e].includes(o.status));
  const buttons = steps
    .map((e) => `<button name="event" value="${e}">${escape(e.replace('order_', '').replace(/_/g, ' '))}</button>`)
    .join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Porter sandbox · ${escape(o.orderId)}</title></head><body style="font-family:system-ui;max-width:32rem;margin:1rem auto;padding:0 1rem">
<h1>Porter sandbox</h1><p>Order <strong>${escape(o.orderId)}</strong>: <strong>${escape(o.status)}</strong></p>
<p>${o.driver ? `Driver ${escape(o.driver.name)} · ${escape(o.driver.vehicle)}` : 'No driver yet'}</p>
<p>Fare: ${o.farePaise} paise</p>
${steps.length ? `<form method="post" action="${escape(deps.config.publicEndpoint)}/dev/porter/orders/${escape(o.orderId)}/advance"><p>Move it as Porter would (sends the webhook):</p>${buttons}</form>` : '<p>Finished.</p>'}
</body></html>`;
}

export function register(router: Router, deps: ServiceDeps): void {
  const sandbox = porterSandbox(deps);

  router.get('/v1/dev/porter/credentials', (ctx) => {
    if (ctx.auth.kind !== 'key')
      throw new AppwriteException(
        'general_unauthorized_scope',
        'The Porter sandbox credentials are for server code with an API key.',
      );
    return json(200, { api_key: sandbox.apiKey, webhook_secret: sandbox.webhookSecret });
  });

  router.get('/v1/dev/porter/v1/get_quote', (ctx) => {
    if (!authorized(ctx, deps)) return porterError(401, 'Invalid api key');
    const q = ctx.query;
    const pickup = point(q.pickup_details_lat, q.pickup_details_lng);
    const drop = point(q.drop_details_lat, q.drop_details_lng);
    if (!pickup || !drop) return porterError(400, 'pickup_details and drop_details need lat and lng');
    if (km(pickup, drop) > 40) return porterError(422, 'Drop location is not serviceable');
    const fare = sandboxFarePaise(pickup, drop);
    return json(200, {
      vehicles: [
        {
          type: '2 Wheeler',
          eta: { value: 6, unit: 'minutes' },
          fare: { currency: 'INR', minor_amount: fare },
          capacity: { value: 20, unit: 'kg' },
        },
      ],
    });
  });

  router.post('/v1/dev/porter/v1/orders/create', (ctx) => {
    if (!authorized(ctx, deps)) return porterError(401, 'Invalid api key');
    const b = (ctx.body ?? {}) as Record<string, unknown>;
    if (typeof b.request_id !== 'string' || !/^[A-Za-z0-9_:.-]{1,64}$/.test(b.request_id))
      return porterError(400, 'request_id is required');
    const addr = (side: unknown) => ((side ?? {}) as { address?: Record<string, unknown> }).address ?? {};
    const pickup = point(addr(b.pickup_details).lat, addr(b.pickup_details).lng);
    const drop = point(addr(b.drop_details).lat, addr(b.drop_details).lng);
    if (!pickup || !drop) return porterError(400, 'pickup_details.address and drop_details.address need lat and lng');
    if (km(pickup, drop) > 40) return porterError(422, 'Drop location is not serviceable');
    if (sandbox.byRequest.has(b.request_id)) return porterError(409, 'Order with this request_id already exists');
    const order: SandboxPorterOrder = {
      orderId: `CRN${Date.now()}${randomInt(100, 999)}`,
      requestId: b.request_id,
      status: 'open',
      pickup,
      drop,
      farePaise: sandboxFarePaise(pickup, drop),
      driver: null,
      createdAt: Date.now(),
      acceptedAt: null,
      startedAt: null,
      endedAt: null,
      webhooks: [],
    };
    sandbox.orders.set(order.orderId, order);
    sandbox.byRequest.set(order.requestId, order.orderId);
    return json(201, {
      request_id: order.requestId,
      order_id: order.orderId,
      status: 'created',
      estimated_price: { currency: 'INR', minor_amount: order.farePaise },
      pickup_eta: Math.floor(Date.now() / 1000) + 6 * 60,
      tracking_url: trackingUrl(deps, order.orderId),
    });
  });

  router.get('/v1/dev/porter/v1/orders/{orderId}', (ctx) => {
    if (!authorized(ctx, deps)) return porterError(401, 'Invalid api key');
    const o = sandbox.orders.get(ctx.params.orderId ?? '');
    return o ? json(200, orderEntity(deps, o)) : porterError(404, 'Order not found');
  });

  router.post('/v1/dev/porter/v1/orders/{orderId}/cancel', async (ctx) => {
    if (!authorized(ctx, deps)) return porterError(401, 'Invalid api key');
    const o = sandbox.orders.get(ctx.params.orderId ?? '');
    if (!o) return porterError(404, 'Order not found');
    // Porter's API cancels before the trip starts; after that, only its support can.
    if (o.status !== 'open' && o.status !== 'accepted') return porterError(409, 'Order cannot be cancelled now');
    advance(o, 'order_cancel');
    // The webhook follows the answer (the caller is often a function execution itself).
    setTimeout(() => {
      deliverPartnerWebhook(deps, 'order_cancel', o, null).catch((err: unknown) =>
        console.warn(
          `[dev-server] porter sandbox: order_cancel webhook for ${o.orderId} not sent: ${String(err)} ${String((err as { cause?: unknown }).cause)}`,
        ),
      );
    }, 50).unref();
    return json(200, { code: 200, message: 'order got cancelled successfully!!' });
  });

  // Dev: the order moves as Porter's would, with its webhook (tests and the tracking page's buttons).
  router.post('/v1/dev/porter/orders/{orderId}/advance', async (ctx) => {
    const o = sandbox.orders.get(ctx.params.orderId ?? '');
    if (!o) return porterError(404, 'Order not found');
    const b = (ctx.body ?? {}) as Record<string, unknown>;
    const event = b.event as SandboxEvent;
    if (!EVENTS.includes(event)) return porterError(400, `event must be one of ${EVENTS.join(', ')}`);
    if (!advance(o, event)) return porterError(409, `${event} cannot happen to an order that is ${o.status}`);
    const loc = b.location as Record<string, unknown> | undefined;
    const location = loc ? point(loc.lat, loc.lng) : event === 'order_start_trip' ? o.pickup : null;
    const status = await deliverPartnerWebhook(deps, event, o, location);
    const form = String(ctx.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    if (form) return { status: 303, headers: { Location: trackingUrl(deps, o.orderId) } };
    return json(200, { order: orderEntity(deps, o), webhook_status: status });
  });

  router.get('/v1/dev/porter/track/{orderId}', (ctx) => {
    const o = sandbox.orders.get(ctx.params.orderId ?? '');
    if (!o)
      return {
        status: 404,
        raw: '<!doctype html><p>Unknown Porter order.</p>',
        contentType: 'text/html; charset=utf-8',
      };
    return { status: 200, raw: trackPage(deps, o), contentType: 'text/html; charset=utf-8' };
  });
}
