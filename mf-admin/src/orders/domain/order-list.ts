// How /admin/orders writes an order's facts: status and payment words, ₹ amounts, and the time
// it was placed in India's time zone. The filters and paging are the shared grid's
// (shared/src/grid, ORDERS_GRID); this is only what the admin reads.
import { formatINR } from '@instamg/shared/domain/money';
import { ORDERS_GRID } from '@instamg/shared/grid/grid-specs';

export type OrderStatus = (typeof ORDERS_GRID.filters)[0]['values'][number];

/** Status words as the customer's order page shows them (mf-cart-checkout's order-status.ts). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  processing: 'Preparing',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancellation_requested: 'Cancellation requested',
  cancelled: 'Cancelled',
  payment_failed: 'Payment failed',
  expired: 'Payment expired',
  refunded: 'Refunded',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const ORDER_STATUSES = ORDERS_GRID.filters[0].values;

const placedAtFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** '24 Nov 2026, 6:05 pm' in IST, whatever the admin's own time zone. */
export function formatPlacedAt(iso: string): string {
  return placedAtFormat.format(new Date(iso));
}

export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

export function paymentLabel(paymentStatus: string): string {
  return PAYMENT_STATUS_LABELS[paymentStatus] ?? paymentStatus;
}

export function formatOrderTotal(total: number): string {
  return formatINR(total);
}
