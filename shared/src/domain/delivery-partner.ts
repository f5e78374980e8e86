// A third-party delivery partner booked for an order (issue 38 §2; ADR 0011 "Delivery partner"):
// our states of a booking, what each means, and how Porter's order states and webhook events map
// onto them. Pure: the adapter (appwrite/functions/lib/orders/delivery-partner.ts), the webhook,
// the dev server's sandbox and the panels share it.
import {
  ORDER_DELIVERIES_PARTNER,
  ORDER_DELIVERIES_PARTNER_STATUS,
  type OrderDeliveriesPartner,
  type OrderDeliveriesPartnerStatus,
} from '../appwrite/rows';
import type { OrderStatus } from './order';

/** The delivery partners we can book (the schema's order_deliveries.partner). One today. */
export const DELIVERY_PARTNERS = ORDER_DELIVERIES_PARTNER;
export type DeliveryPartner = OrderDeliveriesPartner;

export const PARTNER_NAMES: Readonly<Record<DeliveryPartner, string>> = { porter: 'Porter' };

/**
 * order_deliveries.rider_id of a partner booking: not a user id (a user id has no `:`), so no
 * `read("user:…")` and no rider step can ever match it.
 */
export const partnerRiderId = (partner: DeliveryPartner): string => `partner:${partner}`;
export const isPartnerRiderId = (riderId: string | null | undefined): boolean =>
  typeof riderId === 'string' && riderId.startsWith('partner:');

/** Our state of a partner booking (the schema's order_deliveries.partner_status). */
export const PARTNER_STATUSES = ORDER_DELIVERIES_PARTNER_STATUS;
export type PartnerStatus = OrderDeliveriesPartnerStatus;

interface PartnerStatusMeaning {
  /** What the store and the customer read. */
  label: string;
  /** Still running: the order cannot be booked again or given to a rider. */
  active: boolean;
  /** The store may still cancel it (before the partner's rider picked the parcel up). */
  cancellable: boolean;
  /** The order status this booking state moves the order to (from the one before), if any. */
  moveOrderTo: OrderStatus | null;
  /** Order of the states: an event never moves a booking back, but `reopened` (rank 0 again). */
  rank: number;
}

/** Each partner state's meaning, in one exhaustive table. */
export const PARTNER_STATUS_MEANING: Readonly<Record<PartnerStatus, PartnerStatusMeaning>> = {
  booked: { label: 'Looking for a rider', active: true, cancellable: true, moveOrderTo: null, rank: 0 },
  allotted: { label: 'Rider on the way to the pharmacy', active: true, cancellable: true, moveOrderTo: null, rank: 1 },
  // The partner's rider has the parcel: the order is out for delivery.
  picked_up: { label: 'Picked up', active: true, cancellable: false, moveOrderTo: 'out_for_delivery', rank: 2 },
  // Porter ends the trip only with its proof of delivery (the code it sends the receiver): delivered.
  delivered: { label: 'Delivered', active: false, cancellable: false, moveOrderTo: 'delivered', rank: 3 },
  cancelled: { label: 'Booking cancelled', active: false, cancellable: false, moveOrderTo: null, rank: 3 },
};

export const isActivePartnerStatus = (status: string | null | undefined): boolean =>
  status != null && (PARTNER_STATUS_MEANING[status as PartnerStatus]?.active ?? false);

/**
 * Porter's order states as its Track Order API answers them (`status`): open (searching for a
 * driver), accepted, live (trip started: picked up), ended, cancelled. `in_progress` appears in the
 * public client's stub for an accepted order not yet started.
 */
export const PORTER_ORDER_STATUSES = ['open', 'accepted', 'in_progress', 'live', 'ended', 'cancelled'] as const;
export type PorterOrderStatus = (typeof PORTER_ORDER_STATUSES)[number];

export const PORTER_STATUS_TO_PARTNER: Readonly<Record<PorterOrderStatus, PartnerStatus>> = {
  open: 'booked',
  accepted: 'allotted',
  in_progress: 'allotted',
  live: 'picked_up',
  ended: 'delivered',
  cancelled: 'cancelled',
};

/**
 * Porter's webhook events: one per stage it notifies (Accepted, Live, Ended, Reopened, Cancelled;
 * porter.in/api-integrations). `order_reopened`: the driver dropped the order and Porter looks
 * for another, so the booking is searching again and the old driver is gone.
 */
export const PORTER_WEBHOOK_EVENTS = [
  'order_accepted',
  'order_start_trip',
  'order_end_job',
  'order_reopened',
  'order_cancel',
] as const;
export type PorterWebhookEvent = (typeof PORTER_WEBHOOK_EVENTS)[number];

export const PORTER_EVENT_TO_PARTNER: Readonly<Record<PorterWebhookEvent, PartnerStatus>> = {
  order_accepted: 'allotted',
  order_start_trip: 'picked_up',
  order_end_job: 'delivered',
  order_reopened: 'booked',
  order_cancel: 'cancelled',
};

/** The Porter order status each event leaves the order in (the sandbox moves its order with it). */
export const PORTER_EVENT_TO_STATUS: Readonly<Record<PorterWebhookEvent, PorterOrderStatus>> = {
  order_accepted: 'accepted',
  order_start_trip: 'live',
  order_end_job: 'ended',
  order_reopened: 'open',
  order_cancel: 'cancelled',
};

export const isPorterWebhookEvent = (value: unknown): value is PorterWebhookEvent =>
  typeof value === 'string' && (PORTER_WEBHOOK_EVENTS as readonly string[]).includes(value);

export const porterStatusToPartner = (status: string): PartnerStatus | null =>
  (PORTER_STATUS_TO_PARTNER as Record<string, PartnerStatus | undefined>)[status] ?? null;

/**
 * Whether a booking in `current` takes the state `next` of an event. The same event again is no
 * change (idempotent); a late event never moves it back (an `order_accepted` after `order_start_trip`);
 * a finished booking stays finished; `reopened` (back to booked) only before the pickup.
 */
export function partnerStepAllowed(current: PartnerStatus, next: PartnerStatus, reopened = false): boolean {
  if (current === next) return false;
  const now = PARTNER_STATUS_MEANING[current];
  if (!now.active) return false;
  if (reopened) return next === 'booked' && now.cancellable;
  return PARTNER_STATUS_MEANING[next].rank > now.rank;
}

/**
 * The order's steps a booking's new state takes, from where the order is: picked up moves a
 * packed order out for delivery; delivered moves it out (if the pickup's event never came) and
 * then delivered. An order elsewhere (cancelled meanwhile, already delivered) does not move.
 */
export function partnerOrderMoves(orderStatus: OrderStatus, next: PartnerStatus): OrderStatus[] {
  const to = PARTNER_STATUS_MEANING[next].moveOrderTo;
  if (to === 'out_for_delivery') return orderStatus === 'ready_for_pickup' ? ['out_for_delivery'] : [];
  if (to === 'delivered') {
    if (orderStatus === 'ready_for_pickup') return ['out_for_delivery', 'delivered'];
    if (orderStatus === 'out_for_delivery') return ['delivered'];
  }
  return [];
}

/** Where a booking can be made: a packed order (a failed delivery goes back with the store's own rider). */
export const PARTNER_BOOKABLE_STATUSES: readonly OrderStatus[] = ['ready_for_pickup'];
