// A store's delivery riders (issue 38; ADR 0011): who may deliver an order, who is free, what the
// rider and the customer see of each other, and the ETA from the rider's position. Pure.
import { DELIVERY, POLICY } from '../constants';
import type { OrderAction, OrderStatus } from './order';
import { distanceKm, type LatLng } from './pin-location';
import type { StoreAdminRole } from './roles';

/**
 * The store_admins role of a rider. A rider is **not a member of the store's team**: every
 * `read("team:T")` row (orders, prescriptions, contacts, inventory, notifications) would reach
 * them. They read only the order_deliveries rows that name them (`read("user:<rider>")`).
 */
export const DELIVERY_ROLE = 'delivery' as const satisfies StoreAdminRole;

/** Whether a SPEC store role is a team membership (every role but the rider's). */
export const isTeamRole = (role: StoreAdminRole): boolean => role !== DELIVERY_ROLE;

/**
 * The order-state actions the assigned rider takes, in the store's role (the same state machine
 * and rules: ORDER_ACTIONS, the delivery code's checks and lock-out). Nothing else of the order.
 */
export const RIDER_ACTIONS = [
  'out_for_delivery',
  'delivered',
  'delivery_failed',
] as const satisfies readonly OrderAction[];
export type RiderAction = (typeof RIDER_ACTIONS)[number];
export const isRiderAction = (action: string): action is RiderAction =>
  (RIDER_ACTIONS as readonly string[]).includes(action);

/** Where the store assigns (or reassigns) a rider: packed, or back from a failed delivery before going out again. */
export const ASSIGNABLE_STATUSES: readonly OrderStatus[] = ['ready_for_pickup', 'delivery_failed'];

/** A delivery that still occupies its rider (their current load). */
export const OCCUPYING_STATUSES: readonly OrderStatus[] = ['ready_for_pickup', 'out_for_delivery', 'delivery_failed'];

export interface RiderLoad {
  user_id: string;
  name: string;
  /** Deliveries assigned to them that are not finished. */
  load: number;
}

/** The store's riders in the order the assign control offers them: free ones first, then by current load, then by name. */
export function rankRiders<T extends RiderLoad>(riders: readonly T[]): T[] {
  return [...riders].sort(
    (a, b) => Number(b.load === 0) - Number(a.load === 0) || a.load - b.load || a.name.localeCompare(b.name),
  );
}

/** Each rider's load from the store's delivery rows (status mirrors the order's). */
export function ridersWithLoad(
  riders: readonly { user_id: string; name: string }[],
  deliveries: readonly { rider_id: string; order_status: string }[],
): RiderLoad[] {
  return riders.map((r) => ({
    ...r,
    load: deliveries.filter(
      (d) => d.rider_id === r.user_id && (OCCUPYING_STATUSES as readonly string[]).includes(d.order_status),
    ).length,
  }));
}

/** A person's first name only (what the other side of a delivery sees). */
export function firstName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first.slice(0, 64) || 'Rider';
}

/** A phone number with all but its last 4 digits hidden: "+91 ••••••3210"; null without a number. */
export function maskPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `${digits.length > 10 ? '+91 ' : ''}••••••${digits.slice(-4)}`;
}

/** The rider's address line: what the order snapshot holds, one line. */
export function deliveryAddressLine(order: {
  address_line1?: string | null;
  address_line2?: string | null;
  city?: string | null;
  postal_code?: string | null;
}): string {
  return [order.address_line1, order.address_line2, order.city, order.postal_code]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ')
    .slice(0, 600);
}

/** The speed assumed until the rider's own is known: SPEC §9's 3 min per km (20 km/h). */
export const DEFAULT_RIDER_SPEED_KMH = 60 / DELIVERY.minutesPerKm;
/** A speed below this (stopped at a light, walking to the door) does not stretch the ETA. */
export const MIN_RIDER_SPEED_KMH = 8;
/** The handover at the door: parking, stairs, the delivery code. */
export const HANDOVER_MINUTES = 2;

/**
 * Minutes until the rider reaches the address: the straight-line distance left at the rider's
 * recent speed (default 20 km/h, at least 8 km/h), plus the handover. Null without both points.
 */
export function riderEtaMinutes(
  rider: LatLng | null,
  destination: LatLng | null,
  speedKmh: number | null = null,
): number | null {
  if (!rider || !destination) return null;
  const speed =
    speedKmh !== null && Number.isFinite(speedKmh) && speedKmh > 0
      ? Math.max(speedKmh, MIN_RIDER_SPEED_KMH)
      : DEFAULT_RIDER_SPEED_KMH;
  return Math.ceil((distanceKm(rider, destination) / speed) * 60) + HANDOVER_MINUTES;
}

/** The rider's speed between two pings (km/h), or null when they are too close in time to tell. */
export function speedBetween(before: (LatLng & { at: string }) | null, after: LatLng & { at: string }): number | null {
  if (!before) return null;
  const hours = (Date.parse(after.at) - Date.parse(before.at)) / 3_600_000;
  if (!(hours > 0) || hours * 3600 < 5) return null;
  return Math.min(200, Math.round((distanceKm(before, after) / hours) * 10) / 10);
}

/** The phone sends a position at most this often, unless it moved {@link PING_MIN_METRES}. */
export const PING_INTERVAL_MS = 10_000;
export const PING_MIN_METRES = 50;
/** The server refuses a rider's pings closer together than this (429 `location_rate_limited`). */
export const PING_SERVER_MIN_INTERVAL_MS = 5_000;

/** Whether the phone sends this position: 10 s since the last one sent, or 50 m moved (but never under 5 s). */
export function shouldSendPing(last: (LatLng & { atMs: number }) | null, next: LatLng, nowMs: number): boolean {
  if (!last) return true;
  const elapsed = nowMs - last.atMs;
  if (elapsed < PING_SERVER_MIN_INTERVAL_MS) return false;
  return elapsed >= PING_INTERVAL_MS || distanceKm(last, next) * 1000 >= PING_MIN_METRES;
}

/** How long a ping may wait in the execution queue and still be dated by the phone's own clock. */
export const PING_QUEUE_TOLERANCE_MS = 30_000;

/**
 * The time a ping is judged (and stored) by: when the phone took the position, not when a queued
 * execution got round to it — otherwise a ping that waited in the queue makes the next on-time ping
 * look "too soon" (429) and skews the speed. The phone's claim is only believed inside
 * [now − 30 s, now]; anything else (missing, future, stale) falls back to the server's now, so a
 * rider can never get more than one ping per 5 s over time (claims must also increase, see pingTooSoon).
 */
export function pingMeasuredAt(claimed: unknown, now: Date): Date {
  const ms = typeof claimed === 'string' ? Date.parse(claimed) : typeof claimed === 'number' ? claimed : NaN;
  if (!Number.isFinite(ms) || ms > now.getTime() || ms < now.getTime() - PING_QUEUE_TOLERANCE_MS) return now;
  return new Date(ms);
}

/** Whether the server refuses a ping measured at `at` after the last accepted one (also: out of order). */
export const pingTooSoon = (lastAt: string | null | undefined, at: Date): boolean =>
  !!lastAt && at.getTime() - Date.parse(lastAt) < PING_SERVER_MIN_INTERVAL_MS;

/** "Get directions" for the rider: Google Maps' universal URL (opens the app on a phone). */
export function navigationUrl(destination: LatLng | null, address: string): string {
  const q = destination ? `${destination.latitude},${destination.longitude}` : address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(q)}&travelmode=two-wheeler`;
}

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;
export type Compass = (typeof COMPASS)[number];

/**
 * Where `to` lies from `from`, for the map-less view (a schematic of distance and direction):
 * kilometres, the bearing in degrees clockwise from north, and its compass word.
 */
export function offsetOf(from: LatLng, to: LatLng): { km: number; bearing: number; compass: Compass } {
  const rad = Math.PI / 180;
  const dx = (to.longitude - from.longitude) * Math.cos(((from.latitude + to.latitude) / 2) * rad);
  const dy = to.latitude - from.latitude;
  const bearing = (Math.atan2(dx, dy) / rad + 360) % 360;
  return { km: distanceKm(from, to), bearing, compass: COMPASS[Math.round(bearing / 45) % 8]! };
}

/**
 * When the order was promised by (SPEC §9, the rule of delivery-eta.ts): a scheduled order's slot
 * end; otherwise the latest minute after the pharmacy accepted it (express 30, standard 60). Null
 * before acceptance.
 */
export function promisedBy(order: {
  delivery_mode?: string | null;
  slot_end?: string | null;
  accepted_at?: string | null;
}): string | null {
  if (order.delivery_mode === 'scheduled' && order.slot_end) return new Date(order.slot_end).toISOString();
  if (!order.accepted_at) return null;
  const minutes =
    order.delivery_mode === 'express' ? POLICY.delivery.expressMaxMinutes : POLICY.delivery.standardMinutes.max;
  return new Date(Date.parse(order.accepted_at) + minutes * 60_000).toISOString();
}

/** A rider out for delivery with no position for this long has stopped moving (or lost signal). */
export const STALLED_AFTER_MS = 3 * 60_000;

export type DeliveryFlag = 'late' | 'stalled';

/**
 * What the store's deliveries list flags: past the promise; out but silent for STALLED_AFTER_MS
 * since the last position, or since the trip began (`out_at`) when there is none yet. A delivery
 * partner's trip is never "not moving": its rider sends us no positions.
 */
export function deliveryFlags(
  d: {
    order_status: string;
    promised_by?: string | null;
    rider_located_at?: string | null;
    out_at?: string | null;
    assigned_at: string;
    partner?: string | null;
  },
  now: Date,
): DeliveryFlag[] {
  const flags: DeliveryFlag[] = [];
  if (d.promised_by && Date.parse(d.promised_by) < now.getTime()) flags.push('late');
  if (d.order_status === 'out_for_delivery' && !d.partner) {
    const last = Math.max(
      ...[d.rider_located_at, d.out_at, d.assigned_at]
        .map((at) => (at ? Date.parse(at) : Number.NaN))
        .filter(Number.isFinite),
    );
    if (now.getTime() - last > STALLED_AFTER_MS) flags.push('stalled');
  }
  return flags;
}

/**
 * The dashboard's deliveries in progress (issue 38 §5): each with its flags, late ones first, then
 * the not-moving, then by promise (soonest first; none last), and how many of each.
 */
export function deliveriesAtAGlance<D extends Parameters<typeof deliveryFlags>[0] & { $id: string }>(
  deliveries: readonly D[],
  now: Date,
): { rows: Array<{ delivery: D; flags: DeliveryFlag[] }>; late: number; stalled: number } {
  const rank = (flags: readonly DeliveryFlag[]) => (flags.includes('late') ? 0 : flags.includes('stalled') ? 1 : 2);
  const promise = (d: D) => (d.promised_by ? Date.parse(d.promised_by) : Number.POSITIVE_INFINITY);
  const rows = deliveries
    .map((delivery) => ({ delivery, flags: deliveryFlags(delivery, now) }))
    .sort(
      (a, b) =>
        rank(a.flags) - rank(b.flags) ||
        promise(a.delivery) - promise(b.delivery) ||
        a.delivery.$id.localeCompare(b.delivery.$id),
    );
  return {
    rows,
    late: rows.filter((r) => r.flags.includes('late')).length,
    stalled: rows.filter((r) => r.flags.includes('stalled')).length,
  };
}
