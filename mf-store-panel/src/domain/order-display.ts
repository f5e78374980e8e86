// How the inbox writes an order's facts: the time in India, the delivery (its number: orderReference,
// @instamg/shared/domain/order-number).
import { formatINR } from '@instamg/shared/domain/money';
import { STATUS_LABELS, STATUS_TONES, isOrderStatus, type StatusTone } from '@instamg/shared/domain/order';
import { formatIstDateTime, formatIstTime } from '@instamg/shared/domain/india-time';

export function formatTime(iso: string): string {
  return formatIstTime(iso);
}

export function formatDateTime(iso: string): string {
  return formatIstDateTime(iso);
}

export function statusLabel(status: string): string {
  return isOrderStatus(status) ? STATUS_LABELS[status] : status;
}

/** The chip colour of a status (the order contract's tone); an unknown value is neutral. */
export function statusTone(status: string): StatusTone {
  return isOrderStatus(status) ? STATUS_TONES[status] : 'neutral';
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
