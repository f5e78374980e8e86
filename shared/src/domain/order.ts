// The order contract: statuses, their labels, the actions on an order, who may take each and from
// which statuses (docs/payments.md "Order state machine"). order-state enforces it (a contract test
// there drives every action × role × status through its dispatcher against ORDER_ACTIONS); the
// customer app and the panels read it to decide what to offer. Pure data and small functions.

import { ORDERS_STATUS, type OrdersStatus } from '../appwrite/rows';
import type { InboxTab } from './order-inbox';
import type { StatusTone } from './order-status-columns';

// The payment, prescription and refund status tables live beside this one; one import serves both.
export * from './order-status-columns';

/** The schema's list (appwrite.json orders.status, generated into rows.ts): the one list of statuses. */
export const ORDER_STATUSES = ORDERS_STATUS;
export type OrderStatus = OrdersStatus;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Where an order stands, in the words of the screens that count orders: `open` (on its way to the
 * customer), `delivered`, `cancelled` (cancelled, or refunded in full after delivery: the store
 * customers' "cancelled" count), `unpaid` (a payment that failed or expired: the order never
 * reached a store, so it is neither a store's order nor a step of the customer's timeline).
 */
export type OrderOutcome = 'open' | 'delivered' | 'cancelled' | 'unpaid';

/**
 * Everything the product decides about one order status. Adding a status to orders.status in
 * appwrite.json makes ORDER_STATUS_MEANINGS fail the typecheck until its row is written.
 * The actions offered in a status are not a column: they come from ORDER_ACTIONS (ORDER_STATUS_ACTIONS).
 */
export interface OrderStatusMeaning {
  /** How the status reads on a chip or a timeline step. */
  label: string;
  /** The same in Hindi (issue 37): every app's catalogue takes it from here. */
  labelHi: string;
  /** How it reads inside a sentence: "This order is {…}, so it cannot be …". */
  sentence: string;
  /** The chip's colour (customer app, store panel) and, off the happy path, the timeline entry's tone. */
  tone: StatusTone;
  /** The store inbox tab that lists it (with a payment the store sees, INBOX_TAB_DEFS), or null: never the store's. */
  inboxTab: InboxTab | null;
  /** Still a sale once the store accepted (store_daily_stats.sales_paise, store-daily-stats.ts). */
  countsAsSale: boolean;
  /** The store is still working on it: its team reads the recipient's phone only then (issue 16 §2). */
  activeFulfilment: boolean;
  /** The customer is e-mailed when the order reaches it (the mail event of the same name, lib/order-mail-templates.ts). */
  mailsCustomer: boolean;
  /**
   * The customer's timeline: `step` for a step of the happy path (in ORDER_STATUSES order), else the
   * step the order has reached at least when it is in this status (null: none, it was never paid).
   */
  timeline: 'step' | { after: OrderStatus | null };
  outcome: OrderOutcome;
  /** The medicines reached the customer (delivered, or refunded after delivery): returns are shown. */
  handedOver: boolean;
}

export const ORDER_STATUS_MEANINGS = {
  placed: {
    label: 'Placed',
    labelHi: 'ऑर्डर हो गया',
    sentence: 'placed',
    tone: 'neutral',
    inboxTab: 'new',
    countsAsSale: false,
    activeFulfilment: true,
    mailsCustomer: true,
    timeline: 'step',
    outcome: 'open',
    handedOver: false,
  },
  confirmed: {
    label: 'Confirmed',
    labelHi: 'कन्फ़र्म',
    sentence: 'confirmed',
    tone: 'neutral',
    inboxTab: 'preparing',
    countsAsSale: true,
    activeFulfilment: true,
    mailsCustomer: true,
    timeline: 'step',
    outcome: 'open',
    handedOver: false,
  },
  processing: {
    label: 'Processing',
    labelHi: 'तैयार हो रहा है',
    sentence: 'being prepared',
    tone: 'neutral',
    inboxTab: 'preparing',
    countsAsSale: true,
    activeFulfilment: true,
    mailsCustomer: true,
    timeline: 'step',
    outcome: 'open',
    handedOver: false,
  },
  ready_for_pickup: {
    label: 'Ready for pickup',
    labelHi: 'पिकअप के लिए तैयार',
    sentence: 'ready for pickup',
    tone: 'neutral',
    inboxTab: 'ready',
    countsAsSale: true,
    activeFulfilment: true,
    mailsCustomer: false,
    timeline: 'step',
    outcome: 'open',
    handedOver: false,
  },
  out_for_delivery: {
    label: 'Out for delivery',
    labelHi: 'डिलीवरी के लिए निकला',
    sentence: 'out for delivery',
    tone: 'neutral',
    inboxTab: 'out',
    countsAsSale: true,
    activeFulfilment: true,
    mailsCustomer: true,
    timeline: 'step',
    outcome: 'open',
    handedOver: false,
  },
  delivered: {
    label: 'Delivered',
    labelHi: 'डिलीवर हो गया',
    sentence: 'delivered',
    tone: 'success',
    inboxTab: 'completed',
    countsAsSale: true,
    activeFulfilment: false,
    mailsCustomer: true,
    timeline: 'step',
    outcome: 'delivered',
    handedOver: true,
  },
  delivery_failed: {
    label: 'Delivery failed',
    labelHi: 'डिलीवरी नहीं हो सकी',
    sentence: 'back from a failed delivery',
    tone: 'warning',
    inboxTab: 'out',
    countsAsSale: false,
    activeFulfilment: true,
    mailsCustomer: true,
    timeline: { after: 'out_for_delivery' },
    outcome: 'open',
    handedOver: false,
  },
  cancellation_requested: {
    label: 'Cancellation requested',
    labelHi: 'रद्द करने का अनुरोध',
    sentence: 'waiting for cancellation approval',
    tone: 'warning',
    // It waits for the store's answer, so it sits with the orders to accept (order-inbox.ts).
    inboxTab: 'new',
    countsAsSale: false,
    activeFulfilment: true,
    mailsCustomer: false,
    timeline: { after: 'placed' },
    outcome: 'open',
    handedOver: false,
  },
  cancelled: {
    label: 'Cancelled',
    labelHi: 'रद्द',
    sentence: 'cancelled',
    tone: 'error',
    inboxTab: 'cancelled',
    countsAsSale: false,
    activeFulfilment: false,
    mailsCustomer: true,
    timeline: { after: 'placed' },
    outcome: 'cancelled',
    handedOver: false,
  },
  payment_failed: {
    label: 'Payment failed',
    labelHi: 'पेमेंट फ़ेल',
    sentence: 'unpaid (payment failed)',
    tone: 'error',
    inboxTab: null,
    countsAsSale: false,
    activeFulfilment: false,
    mailsCustomer: false,
    timeline: { after: null },
    outcome: 'unpaid',
    handedOver: false,
  },
  expired: {
    label: 'Payment expired',
    labelHi: 'पेमेंट का समय खत्म',
    sentence: 'expired',
    tone: 'error',
    inboxTab: null,
    countsAsSale: false,
    activeFulfilment: false,
    mailsCustomer: false,
    timeline: { after: null },
    outcome: 'unpaid',
    handedOver: false,
  },
  refunded: {
    label: 'Refunded',
    labelHi: 'रिफ़ंड हो गया',
    sentence: 'refunded',
    tone: 'info',
    inboxTab: 'completed',
    countsAsSale: false,
    activeFulfilment: false,
    mailsCustomer: true,
    timeline: { after: 'placed' },
    outcome: 'cancelled',
    handedOver: true,
  },
} as const satisfies Readonly<Record<OrderStatus, OrderStatusMeaning>>;

type Meanings = typeof ORDER_STATUS_MEANINGS;
/** The statuses whose `column` is `value`, as a type (e.g. `StatusesWhere<'mailsCustomer', true>`). */
export type StatusesWhere<K extends keyof OrderStatusMeaning, V> = {
  [S in OrderStatus]: Meanings[S][K] extends V ? S : never;
}[OrderStatus];

/** The statuses, in ORDER_STATUSES order, whose row satisfies `test`. */
export function statusesWhere(test: (meaning: OrderStatusMeaning, status: OrderStatus) => boolean): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => test(ORDER_STATUS_MEANINGS[status], status));
}

/** How a status reads on a chip or a timeline step. */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = mapStatuses((m) => m.label);
export const STATUS_LABELS_HI: Readonly<Record<OrderStatus, string>> = mapStatuses((m) => m.labelHi);

/** A catalogue's status messages (`status.<status>`), from STATUS_LABELS or STATUS_LABELS_HI. */
export function statusMessages(labels: Readonly<Record<OrderStatus, string>>): Record<`status.${OrderStatus}`, string> {
  return Object.fromEntries(ORDER_STATUSES.map((s) => [`status.${s}`, labels[s]])) as Record<
    `status.${OrderStatus}`,
    string
  >;
}
/** How a status reads inside a sentence: "This order is {…}, so it cannot be …". */
export const STATUS_IN_SENTENCE: Readonly<Record<OrderStatus, string>> = mapStatuses((m) => m.sentence);
export const STATUS_TONES: Readonly<Record<OrderStatus, StatusTone>> = mapStatuses((m) => m.tone);

function mapStatuses<T>(column: (meaning: OrderStatusMeaning) => T): Record<OrderStatus, T> {
  return Object.fromEntries(ORDER_STATUSES.map((s) => [s, column(ORDER_STATUS_MEANINGS[s])])) as Record<OrderStatus, T>;
}

/** An order the store is still working on: its team reads the recipient's phone only then (issue 16 §2). */
export const ACTIVE_FULFILMENT_STATUSES: readonly OrderStatus[] = statusesWhere((m) => m.activeFulfilment);
export const isActiveFulfilment = (status: OrderStatus): boolean => ORDER_STATUS_MEANINGS[status].activeFulfilment;

/** The customer's happy path, in order (the statuses whose timeline is a step). */
export type TimelineStep = StatusesWhere<'timeline', 'step'>;
export const TIMELINE_STEPS = statusesWhere((m) => m.timeline === 'step') as readonly TimelineStep[];

/** The statuses the customer is e-mailed about: the order mail events (lib/order-mail-templates.ts). */
export type MailedStatus = StatusesWhere<'mailsCustomer', true>;
export const MAILED_STATUSES = statusesWhere((m) => m.mailsCustomer) as readonly MailedStatus[];

/**
 * Who acts on an order: its customer, a member of the fulfilling store's team, a registered
 * pharmacist of that store (team role PHARMACIST_ROLES and an active store_pharmacists row), or a
 * platform admin.
 */
export type OrderActorRole = 'customer' | 'store' | 'pharmacist' | 'admin';

/**
 * The store team role of a pharmacist. The role alone is not enough: order-state also requires the
 * user's active store_pharmacists row for that store (issue 14 §6; Drugs Rules, Rule 65 —
 * dispensing by or under a registered pharmacist), so neither an owner or admin by role nor a
 * platform admin verifies a prescription.
 */
export const PHARMACIST_ROLES = ['pharmacist'] as const;

export interface OrderActionRule {
  /** Each role that may take the action, with the statuses it may take it from. */
  by: Readonly<Partial<Record<OrderActorRole, readonly OrderStatus[]>>>;
  /** Where the order goes; `same` for actions that change other columns only (prescription, refund). */
  to: readonly OrderStatus[] | 'same';
}

/** SPEC §4: a customer may cancel before the order is being prepared. */
const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['placed', 'confirmed', 'payment_failed', 'expired'];
const STORE_CANCELLABLE: readonly OrderStatus[] = [
  'placed',
  'confirmed',
  'processing',
  'ready_for_pickup',
  'cancellation_requested',
  'payment_failed',
  'expired',
  // After a failed delivery the order is back at the pharmacy: cancelling refunds all but the fees of
  // the redeliveries the customer asked for.
  'delivery_failed',
];
/** Why a delivery failed (the store picks one; issue 16 §1). */
export const DELIVERY_FAILURE_REASONS = {
  unreachable: 'Customer not reachable',
  refused: 'Customer refused the delivery',
  wrong_address: 'Wrong or incomplete address',
} as const;
export type DeliveryFailureReason = keyof typeof DELIVERY_FAILURE_REASONS;
export const isDeliveryFailureReason = (value: unknown): value is DeliveryFailureReason =>
  typeof value === 'string' && Object.hasOwn(DELIVERY_FAILURE_REASONS, value);

/** A customer may attach a prescription while the order is still before preparation. */
export const ATTACH_PRESCRIPTION_STATUSES: readonly OrderStatus[] = ['placed', 'confirmed', 'payment_failed'];
const RX_REVIEWABLE: readonly OrderStatus[] = ['placed', 'confirmed', 'cancellation_requested'];
const storeSide = (from: readonly OrderStatus[]) => ({ store: from, admin: from });
/** Where a substitute may be offered and answered: accepted by the pharmacy, not yet packed . */
const SUBSTITUTABLE: readonly OrderStatus[] = ['confirmed', 'processing'];

export const ORDER_ACTIONS = {
  confirm: { by: storeSide(['placed']), to: ['confirmed'] },
  // The store declines with a reason (order-intake.ts REJECT_REASONS): the order stays placed and
  // moves to the next store, or is cancelled and refunded when no store is left (issue 15).
  reject: { by: storeSide(['placed']), to: ['placed', 'cancelled'] },
  start_processing: { by: storeSide(['confirmed']), to: ['processing'] },
  // Picked (FEFO batches, fefo.ts) and packed: waiting for the delivery partner (issue 16 §1, §3).
  ready_for_pickup: { by: storeSide(['processing']), to: ['ready_for_pickup'] },
  // Handed to the delivery partner: the customer's delivery code is issued (issue 16 §4).
  out_for_delivery: { by: storeSide(['ready_for_pickup']), to: ['out_for_delivery'] },
  // The store needs the customer's delivery code; an admin (support, after a lockout) does not.
  delivered: { by: storeSide(['out_for_delivery']), to: ['delivered'] },
  // Not delivered, with a DELIVERY_FAILURE_REASONS reason: the order goes back to the pharmacy.
  delivery_failed: { by: storeSide(['out_for_delivery']), to: ['delivery_failed'] },
  // The customer asks for another delivery, from their own session (issue 32; at most MAX_REDELIVERIES).
  request_redelivery: { by: { customer: ['delivery_failed'] }, to: 'same' },
  // Out again, only once the customer asked; the redelivery fee (settings.redelivery_fee_paise) is
  // added to the order (Shipping Policy: the fee applies to a delivery the customer asks for).
  redeliver: { by: storeSide(['delivery_failed']), to: ['out_for_delivery'] },
  // 5 wrong delivery codes lock it; support (an admin) releases the lock.
  release_delivery_code: { by: { admin: ['out_for_delivery'] }, to: 'same' },
  // A paid prescription order asks the pharmacy first (SPEC §4); an admin may also stop an order on its way.
  cancel: {
    by: { customer: CUSTOMER_CANCELLABLE, store: STORE_CANCELLABLE, admin: [...STORE_CANCELLABLE, 'out_for_delivery'] },
    to: ['cancelled', 'cancellation_requested'],
  },
  approve_cancellation: { by: storeSide(['cancellation_requested']), to: ['cancelled'] },
  // Back to where it was: confirmed when paid with a usable prescription, else placed.
  decline_cancellation: { by: storeSide(['cancellation_requested']), to: ['confirmed', 'placed'] },
  // Only the store's registered pharmacist: not the team by role, not a platform admin (issue 14 §6).
  // The pharmacist opens the prescription: the accept countdown pauses until the decision (order-intake.ts).
  open_prescription_review: { by: { pharmacist: RX_REVIEWABLE }, to: 'same' },
  verify_prescription: { by: { pharmacist: RX_REVIEWABLE }, to: 'same' },
  reject_prescription: { by: { pharmacist: RX_REVIEWABLE }, to: 'same' },
  report_problem: { by: { customer: ['delivered'] }, to: 'same' },
  attach_prescription: { by: { customer: ATTACH_PRESCRIPTION_STATUSES }, to: 'same' },
  approve_refund: { by: storeSide(['delivered']), to: 'same' },
  reject_refund: { by: storeSide(['delivered']), to: 'same' },
  // Whatever the status: what matters is a failed refund.
  retry_refund: { by: storeSide(ORDER_STATUSES), to: 'same' },
  // Support moves a paid order no store has accepted to a store it names (open, within 5 km, stocks every line).
  reassign: { by: { admin: ['placed'] }, to: 'same' },
  // A line out of stock: the store offers a substitute of the same salt, strength and form (an Rx one
  // only with its registered pharmacist); the customer accepts or declines within the consent window
  // (substitution.ts). Not an admin: only the order's own pharmacy and its customer (issue 16 §5).
  propose_substitution: { by: { store: SUBSTITUTABLE }, to: 'same' },
  accept_substitution: { by: { customer: SUBSTITUTABLE }, to: 'same' },
  decline_substitution: { by: { customer: SUBSTITUTABLE }, to: 'same' },
  // A cash-on-delivery refund is paid by bank transfer (SPEC §9): support marks it paid with the UTR (issue 22 §6).
  // A partial refund (a return of some items, `rf_<order>_r1`) completes only itself: the order stays delivered (issue 31).
  mark_refund_paid: { by: { admin: ['delivered'] }, to: ['refunded', 'delivered'] },
  // Before that, the order's customer gives (or replaces) the account to pay, while the refund is
  // pending (refund-bank.ts; not support, not the store: the customer's own bank details).
  submit_refund_bank_details: { by: { customer: ['delivered'] }, to: 'same' },
  // Returns (issue 16 §6, returns.ts): the customer's report_problem opens a return; the store's
  // owner, admin or manager (RETURN_REVIEW_ROLES) or an admin asks for photos, approves
  // (approve_refund) or rejects (reject_refund), schedules the pickup, marks it collected and
  // verifies the items; verifying refunds the accepted ones. The customer adds photos when asked.
  request_return_photos: { by: storeSide(['delivered']), to: 'same' },
  add_return_photos: { by: { customer: ['delivered'] }, to: 'same' },
  schedule_return_pickup: { by: storeSide(['delivered']), to: 'same' },
  return_collected: { by: storeSide(['delivered']), to: 'same' },
  verify_return: { by: storeSide(['delivered']), to: 'same' },
} as const satisfies Record<string, OrderActionRule>;

export type OrderAction = keyof typeof ORDER_ACTIONS;
export const ORDER_ACTION_NAMES = Object.keys(ORDER_ACTIONS) as OrderAction[];

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === 'string' && Object.hasOwn(ORDER_ACTIONS, value);
}

/** What the caller is to the order, as order-state works it out (team roles, admin label). */
export interface OrderActor {
  isCustomer: boolean;
  isStore: boolean;
  isPharmacist: boolean;
  isAdmin: boolean;
}

/**
 * The role in which `actor` takes `action`, or null when none of theirs may: a pharmacist before
 * the store team, the team before an admin, an admin before the customer (an admin who ordered
 * acts as admin).
 */
export function actingRole(action: OrderAction, actor: OrderActor): OrderActorRole | null {
  const by: OrderActionRule['by'] = ORDER_ACTIONS[action].by;
  if (by.pharmacist && actor.isPharmacist) return 'pharmacist';
  if (by.store && actor.isStore) return 'store';
  if (by.admin && actor.isAdmin) return 'admin';
  if (by.customer && actor.isCustomer) return 'customer';
  return null;
}

/** Whether `role` may take `action` on an order in `status` (other rules, e.g. payment, still apply). */
export function mayTakeAction(action: OrderAction, role: OrderActorRole, status: OrderStatus): boolean {
  const by: OrderActionRule['by'] = ORDER_ACTIONS[action].by;
  return by[role]?.includes(status) ?? false;
}

/** The actions `role` may take on an order in `status`, in ORDER_ACTIONS order (what a panel offers). */
export function actionsFor(role: OrderActorRole, status: OrderStatus): OrderAction[] {
  return ORDER_ACTION_NAMES.filter((action) => mayTakeAction(action, role, status));
}

/**
 * The actions offered in each status, by role: the rest of a status's row, read from ORDER_ACTIONS
 * (the one action table) rather than written again.
 */
export const ORDER_STATUS_ACTIONS: Readonly<
  Record<OrderStatus, Readonly<Record<OrderActorRole, readonly OrderAction[]>>>
> = Object.fromEntries(
  ORDER_STATUSES.map((status) => [
    status,
    {
      customer: actionsFor('customer', status),
      store: actionsFor('store', status),
      pharmacist: actionsFor('pharmacist', status),
      admin: actionsFor('admin', status),
    },
  ]),
) as Record<OrderStatus, Record<OrderActorRole, OrderAction[]>>;

/** The actions that move an order to another status (not `same`). */
export const isStatusChange = (action: OrderAction): boolean => ORDER_ACTIONS[action].to !== 'same';
