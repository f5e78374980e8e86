// The family tracking link (issue 38 §4): `/track/{token}` shows the rider on the map, their first
// name, the ETA and the status — nothing else — while the order is out for delivery, and "This
// tracking link has expired" after. Pure: when a link is live, and what it shows. The minting and
// the guest read are the delivery-tracking function's (`share`, `view`; ADR 0011).
import type { LatLng } from './pin-location';
import { offsetOf } from './delivery-staff';
import type { OrderDeliveriesOrderStatus } from '../appwrite/rows';

export const TRACKING_LINK = {
  /** Random bytes in a token (base64url): unguessable; only its SHA-256 hash is stored. */
  tokenBytes: 32,
  /** A link ends this long after it was made even if the delivery is still open. */
  maxAgeMs: 6 * 60 * 60_000,
  /** How often the family page asks again (it has no Realtime: a guest reads no row). */
  pollMs: 10_000,
  /** Reads of one link per minute before 429. */
  readsPerMinute: 30,
  /** Live links per order: sharing again past this revokes the oldest (one per family member). */
  maxLivePerOrder: 5,
  /** Decimals of the delivery point a link shows: 3 ≈ 110 m, the street, not the door. */
  destinationDecimals: 3,
  shareLabel: 'Share tracking',
  copiedText: 'Tracking link copied',
  endedText: 'This tracking link has expired',
} as const;

/** base64url, 43 characters for 32 bytes. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type TrackingLinkState = 'live' | 'ended';

/** A stored link as far as its state goes (tracking_links: `expires_at` = created + maxAgeMs). */
export interface TrackingLinkDates {
  created_at: string;
  expires_at?: string | null;
  revoked_at?: string | null;
}

/** When a link made at `now` stops showing the delivery at the latest. */
export const trackingLinkExpiry = (now: Date): string => new Date(now.getTime() + TRACKING_LINK.maxAgeMs).toISOString();

/**
 * Whether a link shows the delivery: not revoked, the order is out for delivery now, the link was
 * made on this trip (not before a failed attempt: `out_at` is when the current trip began), and it
 * is younger than `maxAgeMs` and its own `expires_at`. Delivered, failed, cancelled or refunded:
 * ended, for good.
 */
export function trackingLinkState(
  link: TrackingLinkDates,
  delivery: Pick<TrackingDeliveryFields, 'order_status' | 'out_at'> | null,
  now: Date,
): TrackingLinkState {
  if (link.revoked_at) return 'ended';
  if (!delivery || delivery.order_status !== 'out_for_delivery') return 'ended';
  const created = Date.parse(link.created_at);
  if (!Number.isFinite(created) || now.getTime() - created >= TRACKING_LINK.maxAgeMs) return 'ended';
  if (link.expires_at && now.getTime() >= Date.parse(link.expires_at)) return 'ended';
  if (delivery.out_at && created < Date.parse(delivery.out_at)) return 'ended';
  return 'live';
}

export interface TrackingDeliveryFields {
  order_status: OrderDeliveriesOrderStatus;
  /** When the current trip began (a failed attempt starts a new one). */
  out_at?: string | null;
  rider_first_name: string;
  eta_minutes?: number | null;
  rider_latitude?: number | null;
  rider_longitude?: number | null;
  rider_located_at?: string | null;
  destination_latitude?: number | null;
  destination_longitude?: number | null;
}

/** What a live link answers: the map's points, the rider's first name, the ETA, the status — no address line, phone, items or names of the customer. */
export interface TrackingView {
  state: 'live';
  status: OrderDeliveriesOrderStatus;
  rider_first_name: string;
  eta_minutes: number | null;
  rider: (LatLng & { at: string | null }) | null;
  destination: LatLng | null;
  store: LatLng | null;
}

const point = (latitude?: number | null, longitude?: number | null): LatLng | null =>
  latitude != null && longitude != null ? { latitude, longitude } : null;

const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The answer for a link: the view while live, `{ state: 'ended' }` (nothing else) after. */
export function trackingAnswer(
  link: TrackingLinkDates,
  delivery: TrackingDeliveryFields | null,
  store: LatLng | null,
  now: Date,
): TrackingView | { state: 'ended' } {
  if (!delivery || trackingLinkState(link, delivery, now) === 'ended') return { state: 'ended' };
  const rider = point(delivery.rider_latitude, delivery.rider_longitude);
  const destination = point(delivery.destination_latitude, delivery.destination_longitude);
  const d = TRACKING_LINK.destinationDecimals;
  return {
    state: 'live',
    status: delivery.order_status,
    rider_first_name: delivery.rider_first_name,
    eta_minutes: delivery.eta_minutes ?? null,
    rider: rider ? { ...rider, at: delivery.rider_located_at ?? null } : null,
    // The street, not the door: a link may be forwarded beyond the family.
    destination: destination && {
      latitude: rounded(destination.latitude, d),
      longitude: rounded(destination.longitude, d),
    },
    store,
  };
}

/** The map's text alternative: "Ravi is 1.2 km away, north-east" (from the destination). */
export function riderDistanceText(name: string, rider: LatLng | null, destination: LatLng | null): string {
  if (!rider || !destination) return `${name} has not shared a location yet`;
  const { km, compass } = offsetOf(destination, rider);
  const distance = km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`;
  return `${name} is ${distance} away, ${compass}`;
}
