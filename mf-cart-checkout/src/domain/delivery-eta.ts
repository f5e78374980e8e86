// When the order should arrive, as the order page and the payment-status page say it (issue 40
// §1, §4). The same rule as the order e-mails (appwrite/functions/lib/orders/order-mail-templates.ts
// etaText): before the pharmacy accepts, the SPEC §9 promise; after, clock times from the
// acceptance; a scheduled order, its slot; nothing once delivered or ended.
import { POLICY } from '@instamg/shared/constants';
import { ORDER_STATUS_MEANINGS, type OrderStatus } from '@instamg/shared/domain/order';

export interface EtaOrder {
  status: OrderStatus;
  delivery_mode: string;
  slot_start?: string | null;
  slot_end?: string | null;
  accepted_at?: string | null;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const clock = (date: Date): string => timeFormat.format(date).replace(/\s+/g, ' ').toLowerCase();
const validDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};
const plusMinutes = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * 60_000);

/** "Expected delivery: …", or null once the time no longer matters (delivered, cancelled …). */
export function deliveryEta(order: EtaOrder, now: Date = new Date()): string | null {
  const meaning = ORDER_STATUS_MEANINGS[order.status];
  if (meaning.timeline !== 'step' || meaning.outcome !== 'open' || order.status === 'delivered') return null;
  const slotStart = validDate(order.slot_start);
  const slotEnd = validDate(order.slot_end);
  if (order.delivery_mode === 'scheduled' && slotStart) {
    return `Expected delivery: ${dayFormat.format(slotStart)}, ${clock(slotStart)}${slotEnd ? ` – ${clock(slotEnd)}` : ''}`;
  }
  const express = order.delivery_mode === 'express';
  const accepted = validDate(order.accepted_at);
  if (!accepted) {
    return express
      ? `Expected delivery: within ${POLICY.delivery.expressMaxMinutes} min of the pharmacy accepting your order`
      : `Expected delivery: ${POLICY.delivery.standard}`;
  }
  const latest = plusMinutes(
    accepted,
    express ? POLICY.delivery.expressMaxMinutes : POLICY.delivery.standardMinutes.max,
  );
  if (latest.getTime() <= now.getTime()) return 'Expected delivery: shortly';
  if (express) return `Expected delivery: by ${clock(latest)}`;
  return `Expected delivery: between ${clock(plusMinutes(accepted, POLICY.delivery.standardMinutes.min))} and ${clock(latest)}`;
}
