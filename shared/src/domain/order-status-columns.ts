// The order's other status columns (orders.payment_status, rx_status, refund_status; the schema's
// enums, generated into rows.ts): one exhaustive table each of what the product decides about a
// value. Adding a value to appwrite.json is a compile error here until its row is written.
// shared/src/domain/order.ts re-exports all of it beside the order status table. Pure data.

import {
  ORDERS_PAYMENT_STATUS,
  ORDERS_REFUND_STATUS,
  ORDERS_RX_STATUS,
  type OrdersPaymentStatus,
  type OrdersRefundStatus,
  type OrdersRxStatus,
} from '../appwrite/rows';

/**
 * `cod_pending`: a cash-on-delivery order (issue 22 §6): nothing to pay online; the store collects the
 * cash at the delivery-code handover, when it becomes `paid` (orders.cod_collected).
 */
export type PaymentStatus = OrdersPaymentStatus;
export const PAYMENT_STATUSES = ORDERS_PAYMENT_STATUS;
export type RxStatus = OrdersRxStatus;
export const RX_STATUSES = ORDERS_RX_STATUS;
export type RefundStatus = OrdersRefundStatus;
export const REFUND_STATUSES = ORDERS_REFUND_STATUS;

/** How a status reads at a glance (a chip's colour, a timeline entry's tone); the colour only repeats the label. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

/** Everything the product decides about one payment status (orders.payment_status). */
export interface PaymentStatusMeaning {
  /** How it reads after "Payment:" on the order page, in the panels and the admin (one label everywhere). */
  label: string;
  /** The store may accept and fulfil the order: paid online, or cash to collect. */
  fulfillable: boolean;
  /** The order reached a store, so its inbox lists it (the store sees a paid, refunded or cash order). */
  storeSees: boolean;
  /** The money was received (paid, or paid and since refunded): the payment page's "paid", a cancellation refunds. */
  received: boolean;
}

export const PAYMENT_STATUS_MEANINGS = {
  pending: { label: 'Awaiting payment', fulfillable: false, storeSees: false, received: false },
  paid: { label: 'Paid', fulfillable: true, storeSees: true, received: true },
  failed: { label: 'Failed', fulfillable: false, storeSees: false, received: false },
  refunded: { label: 'Refunded', fulfillable: false, storeSees: true, received: true },
  cod_pending: { label: 'Pay in cash when it arrives', fulfillable: true, storeSees: true, received: false },
} as const satisfies Readonly<Record<PaymentStatus, PaymentStatusMeaning>>;

/** How a payment status reads on the order page, in panels and in the admin. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = Object.fromEntries(
  PAYMENT_STATUSES.map((s) => [s, PAYMENT_STATUS_MEANINGS[s].label]),
) as Record<PaymentStatus, string>;

/** A payment status's label; an unknown value shows as it is. */
export const paymentStatusLabel = (status: string): string =>
  Object.hasOwn(PAYMENT_STATUS_MEANINGS, status) ? PAYMENT_STATUS_MEANINGS[status as PaymentStatus].label : status;

const paymentMeaning = (status: string | null | undefined): PaymentStatusMeaning | null =>
  status && Object.hasOwn(PAYMENT_STATUS_MEANINGS, status) ? PAYMENT_STATUS_MEANINGS[status as PaymentStatus] : null;

/** Payment statuses with which the store may accept and fulfil an order: paid online, or cash to collect. */
export const FULFILLABLE_PAYMENT_STATUSES: readonly PaymentStatus[] = PAYMENT_STATUSES.filter(
  (s) => PAYMENT_STATUS_MEANINGS[s].fulfillable,
);
export const isFulfillablePayment = (status: string | null | undefined): boolean =>
  paymentMeaning(status)?.fulfillable ?? false;
/** Payment statuses of orders that reached a store (the inbox lists them). */
export const STORE_SEEN_PAYMENT_STATUSES: readonly PaymentStatus[] = PAYMENT_STATUSES.filter(
  (s) => PAYMENT_STATUS_MEANINGS[s].storeSees,
);
/** The money was received (paid, or paid and refunded since). */
export const isPaymentReceived = (status: string | null | undefined): boolean =>
  paymentMeaning(status)?.received ?? false;

/** Everything the product decides about one prescription status of an order (orders.rx_status). */
export interface RxStatusMeaning {
  /** How it reads to the customer on the order page (null: no prescription needed, nothing shown). */
  label: string | null;
  /** How it reads to the store (inbox card, order page); null: nothing shown. */
  storeLabel: string | null;
  tone: StatusTone;
  /** The order has a medicine that needs a prescription. */
  needsPrescription: boolean;
  /** Why the store may not accept the order yet, or null (order-state's confirm refuses the same). */
  blocksAcceptance: 'prescription_unverified' | 'prescription_rejected' | null;
}

export const RX_STATUS_MEANINGS = {
  not_required: { label: null, storeLabel: null, tone: 'neutral', needsPrescription: false, blocksAcceptance: null },
  pending: {
    label: 'Prescription pending verification',
    storeLabel: 'Prescription to verify',
    tone: 'warning',
    needsPrescription: true,
    blocksAcceptance: 'prescription_unverified',
  },
  verified: {
    label: 'Prescription verified',
    storeLabel: 'Prescription verified',
    tone: 'success',
    needsPrescription: true,
    blocksAcceptance: null,
  },
  rejected: {
    label: 'Prescription rejected',
    storeLabel: 'Prescription rejected',
    tone: 'error',
    needsPrescription: true,
    blocksAcceptance: 'prescription_rejected',
  },
} as const satisfies Readonly<Record<RxStatus, RxStatusMeaning>>;

export const rxStatusMeaning = (status: string | null | undefined): RxStatusMeaning | null =>
  status && Object.hasOwn(RX_STATUS_MEANINGS, status) ? RX_STATUS_MEANINGS[status as RxStatus] : null;

/** Everything the product decides about one refund status (orders.refund_status, order_refunds.status). */
export interface RefundStatusMeaning {
  /** The refund row's word on the customer's order page ("₹… · pending"). */
  rowLabel: string;
  /** How the refund reads to the customer, paid online. */
  online: string;
  /** How it reads for a cash-on-delivery order, refunded by bank transfer (SPEC §9); null: as online. */
  cod: string | null;
  /** The money is still to go back (support may mark a bank transfer paid; the customer gives the account). */
  open: boolean;
  /** It failed: the store side or an admin may retry it (retry_refund). */
  retryable: boolean;
}

export const REFUND_STATUS_MEANINGS = {
  pending: {
    rowLabel: 'pending',
    online: 'Refund pending: the money is on its way back to your original payment method.',
    cod: 'Refund pending: you paid in cash, so we refund by bank transfer to your bank account.',
    open: true,
    retryable: false,
  },
  refunded: {
    rowLabel: 'refunded',
    online: 'Refunded to your original payment method.',
    cod: 'Refunded by bank transfer to the account you gave us.',
    open: false,
    retryable: false,
  },
  failed: {
    rowLabel: 'to be retried',
    online: 'The refund did not go through yet. Our team will retry it.',
    cod: null,
    open: false,
    retryable: true,
  },
} as const satisfies Readonly<Record<RefundStatus, RefundStatusMeaning>>;
