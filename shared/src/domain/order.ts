// The order contract: statuses, their labels, the actions on an order, who may take each and from
// which statuses (docs/payments.md "Order state machine"). order-state enforces it (a contract test
// there drives every action × role × status through its dispatcher against ORDER_ACTIONS); the
// customer app and the panels read it to decide what to offer. Pure data and small functions.

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'processing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'cancellation_requested',
  'cancelled',
  'payment_failed',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * `cod_pending`: a cash-on-delivery order (issue 22 §6): nothing to pay online; the store collects the
 * cash at the delivery-code handover, when it becomes `paid` (orders.cod_collected).
 */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'cod_pending';

/** Payment statuses with which the store may accept and fulfil an order: paid online, or cash to collect. */
export const FULFILLABLE_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'cod_pending'];
export const isFulfillablePayment = (status: string | null | undefined): boolean =>
  (FULFILLABLE_PAYMENT_STATUSES as readonly string[]).includes(status ?? '');

/** How a payment status reads on the order page and in panels. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  cod_pending: 'Cash on delivery: pay when it arrives',
};
export type RxStatus = 'not_required' | 'pending' | 'verified' | 'rejected';
export type RefundStatus = 'pending' | 'refunded' | 'failed';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** How a status reads on a chip or a timeline step. */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  processing: 'Processing',
  ready_for_pickup: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  delivery_failed: 'Delivery failed',
  cancellation_requested: 'Cancellation requested',
  cancelled: 'Cancelled',
  payment_failed: 'Payment failed',
  expired: 'Payment expired',
  refunded: 'Refunded',
};

/** How a status reads inside a sentence: "This order is {…}, so it cannot be …". */
export const STATUS_IN_SENTENCE: Readonly<Record<OrderStatus, string>> = {
  placed: 'placed',
  confirmed: 'confirmed',
  processing: 'being prepared',
  ready_for_pickup: 'ready for pickup',
  out_for_delivery: 'out for delivery',
  delivered: 'delivered',
  delivery_failed: 'back from a failed delivery',
  cancellation_requested: 'waiting for cancellation approval',
  cancelled: 'cancelled',
  payment_failed: 'unpaid (payment failed)',
  expired: 'expired',
  refunded: 'refunded',
};

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
  // After a failed delivery the order is back at the pharmacy: cancelling refunds all but the redelivery fee.
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

/** An order the store is still working on: its team reads the recipient's phone only then (issue 16 §2). */
export const ACTIVE_FULFILMENT_STATUSES: readonly OrderStatus[] = [
  'placed',
  'confirmed',
  'processing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivery_failed',
  'cancellation_requested',
];
export const isActiveFulfilment = (status: OrderStatus): boolean => ACTIVE_FULFILMENT_STATUSES.includes(status);

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
  // Out again; the redelivery fee (settings.redelivery_fee_paise) is added to the order (Shipping Policy).
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
  mark_refund_paid: { by: { admin: ['delivered'] }, to: ['refunded'] },
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
