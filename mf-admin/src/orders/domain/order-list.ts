// How /admin/orders writes an order's facts: status and payment words, ₹ amounts, and the time
// it was placed in India's time zone. The filters and paging are the shared grid's
// (shared/src/grid, ORDERS_GRID); this is only what the admin reads.
import { formatIstDateTime } from '@instamg/shared/domain/india-time';
import { formatINR } from '@instamg/shared/domain/money';
import { STATUS_LABELS, isOrderStatus, paymentStatusLabel } from '@instamg/shared/domain/order';

export { ORDER_STATUSES } from '@instamg/shared/domain/order';

/** '24 Nov 2026, 6:05 pm' in IST, whatever the admin's own time zone. */
export function formatPlacedAt(iso: string): string {
  return formatIstDateTime(iso);
}

/** The order contract's label (shared/src/domain/order.ts); an unknown value shows as it is. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? STATUS_LABELS[status] : status;
}

/** The payment status's one label (the order contract's, as on the customer's order page); an unknown value as it is. */
export function paymentLabel(paymentStatus: string): string {
  return paymentStatusLabel(paymentStatus);
}

export function formatOrderTotal(total: number): string {
  return formatINR(total);
}

/** The queues of ORDERS_GRID's `queue` filter (the dashboard's tiles link to them), in the admin's words. */
export const ORDER_QUEUES = [
  { value: 'awaiting_acceptance', label: 'Waiting for the store to accept' },
  { value: 'rx_waiting', label: 'Prescription waiting for review' },
  { value: 'refund_pending', label: 'Refund in progress' },
] as const;
