// An order's history in words (issue 33 §7): one line per order_events row that says what
// happened and who did it ("Payment received (UPI)", "Accepted by Ravi (staff)"), for the store
// panel's and the admin console's timelines. The functions write the types below
// (appwrite/functions/lib/orders/events.ts takes only these); the gateway's ids and other
// technical notes are for an admin's "details" toggle, never the line itself.
import type { OrderEventsActorRole } from '../appwrite/rows';
import { isOrderStatus, STATUS_LABELS, type OrderStatus } from './order';

export const ORDER_EVENT_TYPES = [
  'status_changed',
  'payment_started',
  'payment_outcome',
  'payment_succeeded',
  'payment_failed',
  'payment_dropped',
  'accept_window_passed',
  'store_rejected',
  'rerouted',
  'reassign_requested',
  'stock_released',
  'cancellation_requested',
  'prescription_attached',
  'prescription_review_started',
  'prescription_verified',
  'prescription_rejected',
  'substitution_proposed',
  'substitution_accepted',
  'substitution_declined',
  'substitution_expired',
  'problem_reported',
  'redelivery_requested',
  'refund_bank_details',
  'refund_started',
  'refund_succeeded',
  'refund_failed',
  'refund_retried',
  'refund_approved',
  'refund_rejected',
  'return_approved',
  'return_rejected',
  'return_photos_requested',
  'return_photos_added',
  'return_pickup_scheduled',
  'return_collected',
  'return_verified',
  'delivery_code_tried',
  'delivery_code_released',
  'rider_assigned',
  'partner_update',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The schema's enum (appwrite.json), not a second list. */
export type OrderEventActorRole = OrderEventsActorRole;

export interface OrderEventFacts {
  type: string;
  from_status?: string | null;
  to_status?: string | null;
  actor_role: string;
  note?: string | null;
}

export interface OrderEventContext {
  /** The person behind actor_id when the reader may know it ("Ravi"); else the role alone is said. */
  actorName?: string | null;
  /** How the customer paid, in words ("UPI"), for "Payment received (UPI)". */
  paymentMethod?: string | null;
}

export function isOrderEventType(value: unknown): value is OrderEventType {
  return typeof value === 'string' && (ORDER_EVENT_TYPES as readonly string[]).includes(value);
}

const ROLE_WORDS: Readonly<Record<OrderEventActorRole, string>> = {
  customer: 'customer',
  store: 'staff',
  pharmacist: 'pharmacist',
  admin: 'admin',
  gateway: 'payment gateway',
  system: 'system',
};

/** "Ravi (staff)", or "the pharmacy staff" without a name; null for the gateway and the system. */
export function actorPhrase(role: string, name?: string | null): string | null {
  if (role === 'gateway' || role === 'system') return null;
  const words = ROLE_WORDS[role as OrderEventActorRole] ?? role;
  if (name?.trim()) return `${name.trim()} (${words})`;
  if (role === 'store') return 'the pharmacy staff';
  if (role === 'pharmacist') return 'the pharmacist';
  if (role === 'admin') return 'an admin';
  return `the ${words}`;
}

/** A status change by who made it: "Accepted", "Ready for pickup", "Delivered". */
const STATUS_CHANGE_WORDS: Readonly<Partial<Record<OrderStatus, string>>> = {
  placed: 'Order placed',
  confirmed: 'Accepted',
  processing: 'Processing started',
  ready_for_pickup: 'Marked ready',
  out_for_delivery: 'Sent out for delivery',
  delivered: 'Marked delivered',
  delivery_failed: 'Delivery attempt failed',
  cancelled: 'Cancelled',
};

function statusChangeWords(to: string | null | undefined): string {
  if (!to) return 'Status changed';
  if (!isOrderStatus(to)) return `Status changed to ${to}`;
  return STATUS_CHANGE_WORDS[to] ?? STATUS_LABELS[to];
}

/** Exhaustive over ORDER_EVENT_TYPES: a new event type does not compile until it has words. */
const EVENT_WORDS: Readonly<Record<OrderEventType, (event: OrderEventFacts, context: OrderEventContext) => string>> = {
  status_changed: (event) => statusChangeWords(event.to_status),
  payment_started: () => 'Payment started',
  payment_outcome: (event) =>
    event.to_status === 'placed' ? 'Payment confirmed' : event.to_status ? 'Payment not completed' : 'Payment checked',
  payment_succeeded: (_event, { paymentMethod }) =>
    paymentMethod ? `Payment received (${paymentMethod})` : 'Payment received',
  payment_failed: () => 'Payment failed',
  payment_dropped: () => 'Payment abandoned',
  accept_window_passed: () => 'Not accepted in time',
  store_rejected: () => 'Rejected',
  rerouted: () => 'Moved to another pharmacy',
  reassign_requested: () => 'Reassigned',
  stock_released: () => 'Reserved stock released',
  cancellation_requested: () => 'Cancellation requested',
  prescription_attached: () => 'Prescription attached',
  prescription_review_started: () => 'Prescription review started',
  prescription_verified: () => 'Prescription verified',
  prescription_rejected: () => 'Prescription rejected',
  substitution_proposed: () => 'Substitute proposed',
  substitution_accepted: () => 'Substitute accepted',
  substitution_declined: () => 'Substitute declined',
  substitution_expired: () => 'Substitute not answered in time',
  problem_reported: () => 'Problem reported',
  redelivery_requested: () => 'Redelivery requested',
  refund_bank_details: () => 'Bank details for the refund given',
  refund_started: () => 'Refund started',
  refund_succeeded: () => 'Refund completed',
  refund_failed: () => 'Refund failed',
  refund_retried: () => 'Refund retried',
  refund_approved: () => 'Refund approved',
  refund_rejected: () => 'Refund declined',
  return_approved: () => 'Return approved',
  return_rejected: () => 'Return declined',
  return_photos_requested: () => 'Photos requested',
  return_photos_added: () => 'Photos added',
  return_pickup_scheduled: () => 'Return pickup scheduled',
  return_collected: () => 'Returned items collected',
  return_verified: () => 'Returned items verified',
  delivery_code_tried: (event) =>
    event.note === 'right code' ? 'Delivery code confirmed' : 'Wrong delivery code tried',
  delivery_code_released: () => 'Delivery code lock released',
  rider_assigned: (event) => (event.note ? `Delivery rider: ${event.note}` : 'Delivery rider assigned'),
  partner_update: (event) => (event.note ? `Delivery partner: ${event.note}` : 'Delivery partner update'),
};

/** One timeline line: what happened, then by whom when a person did it ("Accepted by Ravi (staff)"). */
export function orderEventWords(event: OrderEventFacts, context: OrderEventContext = {}): string {
  const what = isOrderEventType(event.type)
    ? EVENT_WORDS[event.type](event, context)
    : event.type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const who = actorPhrase(event.actor_role, context.actorName);
  return who ? `${what} by ${who}` : what;
}

/** Types whose notes carry the gateway's ids, error texts or internal reasons, not a person's words. */
const TECHNICAL_NOTE_TYPES: ReadonlySet<OrderEventType> = new Set<OrderEventType>([
  'payment_started',
  'payment_outcome',
  'payment_succeeded',
  'payment_failed',
  'payment_dropped',
  'refund_started',
  'refund_succeeded',
  'refund_failed',
  'refund_retried',
  'stock_released',
]);

/**
 * Whether an event's note is technical (a gateway's payment id, an error text): such notes go
 * behind an admin's "details" toggle; a person's own words (a reason, "Moved to …") are shown.
 */
export function isTechnicalEventNote(event: OrderEventFacts): boolean {
  return event.actor_role === 'gateway' || (isOrderEventType(event.type) && TECHNICAL_NOTE_TYPES.has(event.type));
}
