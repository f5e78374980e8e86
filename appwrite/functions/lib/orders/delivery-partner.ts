import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isPorterWebhookEvent,
  porterStatusToPartner,
  type DeliveryPartner,
  type PartnerStatus,
  type PorterWebhookEvent,
} from '@instamg/shared/domain/delivery-partner';

/**
 * A third-party delivery partner behind one small interface (issue 38 §2; ADR 0011 "Delivery
 * partner"): quote, book, track, cancel, and its status webhook checked and read. One
 * implementation, Porter's "API for businesses" shape (x-api-key; /v1/get_quote, /v1/orders/create,
 * /v1/orders/{id}, /v1/orders/{id}/cancel), talking to the dev server's sandbox of it by default.
 *
 * PORTER_MODE:
 * - `local` (default): the dev server's sandbox (`/v1/dev/porter`), its key and webhook secret
 *   read from the dev server with the execution's key;
 * - `live`: PORTER_API_BASE_URL (default PORTER_LIVE_BASE_URL), PORTER_API_KEY and
 *   PORTER_WEBHOOK_SECRET as function variables (docs/configuration.md).
 */

export const PORTER_LIVE_BASE_URL = 'https://pfe-apigw.porter.in';
/** How old a webhook may be (x-porter-timestamp, milliseconds) before it is refused as a replay. */
export const PARTNER_WEBHOOK_MAX_AGE_MS = 5 * 60_000;

export interface LatLngPoint {
  lat: number;
  lng: number;
}

export interface PartnerPlace extends LatLngPoint {
  /** One line of the address. */
  address: string;
  city: string;
  pincode: string;
  contactName: string;
  /** 10 digits, no country code. */
  contactPhone: string;
}

export interface PartnerQuote {
  farePaise: number;
  /** Minutes until a rider reaches the pickup. */
  pickupEtaMinutes: number | null;
}

export interface PartnerBookingInput {
  /** Ours, unique per booking (Porter's request_id). */
  requestId: string;
  pickup: PartnerPlace;
  drop: PartnerPlace;
  instructions: string;
}

export interface PartnerBooking {
  partnerOrderId: string;
  status: PartnerStatus;
  farePaise: number | null;
  trackingUrl: string | null;
}

export interface PartnerRider {
  name: string;
  phone: string | null;
  vehicle: string | null;
}

export interface PartnerTrack {
  partnerOrderId: string;
  status: PartnerStatus;
  rider: PartnerRider | null;
  trackingUrl: string | null;
}

export interface PartnerWebhook {
  event: PorterWebhookEvent;
  partnerOrderId: string;
  requestId: string | null;
  /** When the partner says it happened (ms). */
  at: number;
  rider: PartnerRider | null;
  location: LatLngPoint | null;
  trackingUrl: string | null;
}

export interface DeliveryPartnerAdapter {
  readonly partner: DeliveryPartner;
  readonly mode: 'local' | 'live';
  quote(pickup: LatLngPoint, drop: LatLngPoint, customer: { name: string; phone: string }): Promise<PartnerQuote>;
  book(input: PartnerBookingInput): Promise<PartnerBooking>;
  track(partnerOrderId: string): Promise<PartnerTrack>;
  cancel(partnerOrderId: string): Promise<void>;
  /** The webhook if its signature and age check out, else null (forged, replayed or not one of its events). */
  readWebhook(rawBody: string, headers: Record<string, string | undefined>, now?: number): PartnerWebhook | null;
}

export class PartnerError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Delivery partner answered ${status}: ${body.slice(0, 300)}`);
  }
}

type Env = Record<string, string | undefined>;

export function porterMode(env: Env): 'local' | 'live' {
  const mode = (env.PORTER_MODE ?? 'local').trim() || 'local';
  if (mode !== 'local' && mode !== 'live') throw new Error(`PORTER_MODE must be local or live, not "${mode}".`);
  return mode;
}

/** The partner for this environment; `apiKey` is the execution's key (to read the sandbox's credentials). */
export async function deliveryPartnerFromEnv(
  env: Env,
  apiKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<DeliveryPartnerAdapter> {
  const mode = porterMode(env);
  if (mode === 'local') {
    const endpoint = env.APPWRITE_FUNCTION_API_ENDPOINT;
    if (!endpoint) throw new Error('APPWRITE_FUNCTION_API_ENDPOINT is not set.');
    const response = await fetchImpl(`${endpoint}/dev/porter/credentials`, {
      headers: { 'x-appwrite-key': apiKey, 'x-appwrite-project': env.APPWRITE_FUNCTION_PROJECT_ID ?? '' },
    });
    if (!response.ok) throw new PartnerError(response.status, await response.text());
    const creds = (await response.json()) as { api_key: string; webhook_secret: string };
    return new PorterAdapter('local', `${endpoint}/dev/porter`, creds.api_key, creds.webhook_secret, fetchImpl);
  }
  const key = env.PORTER_API_KEY;
  const secret = env.PORTER_WEBHOOK_SECRET;
  if (!key || !secret) throw new Error('PORTER_API_KEY and PORTER_WEBHOOK_SECRET must be set as function variables.');
  const base = (env.PORTER_API_BASE_URL ?? '').trim() || PORTER_LIVE_BASE_URL;
  return new PorterAdapter('live', base.replace(/\/$/, ''), key, secret, fetchImpl);
}

/** `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>` under the webhook secret. */
export function partnerWebhookSignature(timestamp: string, rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export function isValidPartnerSignature(
  signature: string | undefined,
  timestamp: string | undefined,
  rawBody: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (!signature || !timestamp || !/^\d{1,15}$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > PARTNER_WEBHOOK_MAX_AGE_MS) return false;
  const expected = Buffer.from(partnerWebhookSignature(timestamp, rawBody, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface PorterPartnerInfo {
  name?: string | null;
  phone_number?: string | null;
  vehicle_number?: string | null;
  location?: { lat?: number; lng?: number } | null;
}

const riderOf = (info: PorterPartnerInfo | null | undefined): PartnerRider | null =>
  info?.name ? { name: info.name, phone: info.phone_number ?? null, vehicle: info.vehicle_number ?? null } : null;

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A Porter webhook body, or null when it is not one (the signature was checked before). */
export function parsePorterWebhook(rawBody: string): PartnerWebhook | null {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || !isPorterWebhookEvent(body.event)) return null;
  if (typeof body.order_id !== 'string' || !body.order_id) return null;
  const info = (body.partner_info ?? null) as PorterPartnerInfo | null;
  const loc = info?.location;
  return {
    event: body.event,
    partnerOrderId: body.order_id,
    requestId: typeof body.request_id === 'string' ? body.request_id : null,
    at: finite(body.event_ts) ? body.event_ts * 1000 : Date.now(),
    rider: riderOf(info),
    location: loc && finite(loc.lat) && finite(loc.lng) ? { lat: loc.lat, lng: loc.lng } : null,
    trackingUrl: typeof body.tracking_url === 'string' ? body.tracking_url : null,
  };
}

/** 10 digits of an Indian mobile number (the last 10 of whatever is stored). */
export const tenDigits = (phone: string | null | undefined): string => (phone ?? '').replace(/\D/g, '').slice(-10);

const place = (p: PartnerPlace) => ({
  address: {
    apartment_address: '',
    street_address1: p.address.slice(0, 200),
    street_address2: '',
    landmark: '',
    city: p.city,
    state: '',
    pincode: p.pincode,
    country: 'India',
    lat: p.lat,
    lng: p.lng,
    contact_details: { name: p.contactName, phone_number: `+91${tenDigits(p.contactPhone)}` },
  },
});

/** Porter's API for businesses, as its public clients call it (ADR 0011 cites them). */
export class PorterAdapter implements DeliveryPartnerAdapter {
  readonly partner = 'porter' as const;

  constructor(
    readonly mode: 'local' | 'live',
    private readonly base: string,
    private readonly apiKey: string,
    private readonly webhookSecret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.fetchImpl(`${this.base}${path}`, {
      method,
      headers: { 'x-api-key': this.apiKey, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new PartnerError(response.status, text);
    return JSON.parse(text) as T;
  }

  async quote(
    pickup: LatLngPoint,
    drop: LatLngPoint,
    customer: { name: string; phone: string },
  ): Promise<PartnerQuote> {
    const query = new URLSearchParams({
      pickup_details_lat: String(pickup.lat),
      pickup_details_lng: String(pickup.lng),
      drop_details_lat: String(drop.lat),
      drop_details_lng: String(drop.lng),
      customer_name: customer.name,
      customer_mobile_country_code: '+91',
      customer_mobile_number: tenDigits(customer.phone),
    });
    const answer = await this.call<{
      vehicles?: { type: string; eta?: { value: number; unit: string }; fare?: { minor_amount: number } }[];
    }>('GET', `/v1/get_quote?${query.toString()}`);
    // The API books two-wheelers only (porter.in/api-integrations).
    const bike = answer.vehicles?.find((v) => /2 ?wheeler/i.test(v.type)) ?? answer.vehicles?.[0];
    if (!bike?.fare) throw new PartnerError(422, 'No two-wheeler quote for these points.');
    return { farePaise: Math.round(bike.fare.minor_amount), pickupEtaMinutes: bike.eta?.value ?? null };
  }

  async book(input: PartnerBookingInput): Promise<PartnerBooking> {
    const answer = await this.call<{
      order_id: string;
      status?: string;
      estimated_price?: { minor_amount: number } | null;
      tracking_url?: string | null;
    }>('POST', '/v1/orders/create', {
      request_id: input.requestId,
      delivery_instructions: { instructions_list: [{ type: 'text', description: input.instructions.slice(0, 200) }] },
      pickup_details: place(input.pickup),
      drop_details: place(input.drop),
    });
    return {
      partnerOrderId: answer.order_id,
      status: porterStatusToPartner(answer.status === 'created' ? 'open' : (answer.status ?? 'open')) ?? 'booked',
      farePaise: answer.estimated_price ? Math.round(answer.estimated_price.minor_amount) : null,
      trackingUrl: answer.tracking_url ?? null,
    };
  }

  async track(partnerOrderId: string): Promise<PartnerTrack> {
    const answer = await this.call<{
      order_id: string;
      status: string;
      partner_info?: PorterPartnerInfo | null;
      tracking_url?: string | null;
    }>('GET', `/v1/orders/${encodeURIComponent(partnerOrderId)}`);
    const status = porterStatusToPartner(answer.status);
    if (!status) throw new PartnerError(502, `Unknown Porter status ${answer.status}`);
    return {
      partnerOrderId: answer.order_id,
      status,
      rider: riderOf(answer.partner_info),
      trackingUrl: answer.tracking_url ?? null,
    };
  }

  async cancel(partnerOrderId: string): Promise<void> {
    await this.call('POST', `/v1/orders/${encodeURIComponent(partnerOrderId)}/cancel`, {});
  }

  readWebhook(rawBody: string, headers: Record<string, string | undefined>, now = Date.now()): PartnerWebhook | null {
    if (
      !isValidPartnerSignature(
        headers['x-porter-signature'],
        headers['x-porter-timestamp'],
        rawBody,
        this.webhookSecret,
        now,
      )
    )
      return null;
    return parsePorterWebhook(rawBody);
  }
}
