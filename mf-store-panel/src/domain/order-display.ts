// How the inbox writes an order's facts: a short reference, the time in India, the delivery.
import { formatINR } from '@instamg/shared/domain/money';
import { STATUS_LABELS, isOrderStatus } from '@instamg/shared/domain/order';

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The last 6 characters of the id, upper-case: what staff read out on the phone. */
export function orderReference(orderId: string): string {
  return `#${orderId.slice(-6).toUpperCase()}`;
}

export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export function statusLabel(status: string): string {
  return isOrderStatus(status) ? STATUS_LABELS[status] : status;
}

const DELIVERY_LABELS: Readonly<Record<string, string>> = {
  express: 'Express',
  standard: 'Standard',
  scheduled: 'Scheduled slot',
};

export function deliveryLabel(mode: string, slotStart?: string | null): string {
  const label = DELIVERY_LABELS[mode] ?? mode;
  return slotStart ? `${label} · ${formatDateTime(slotStart)}` : label;
}

export function itemsAndTotal(itemCount: number, total: number): string {
  return `${itemCount} ${itemCount === 1 ? 'item' : 'items'} · ${formatINR(total)}`;
}
