// When an order should arrive (SPEC §9), the one rule for the order e-mails
// (functions lib/orders/order-mail-templates.ts) and the customer's order and payment-status pages:
// before the pharmacy accepts, the promise; after, clock times from the acceptance; a scheduled
// order, its slot. Callers decide when the time still matters and word the lead-in.
import { POLICY } from '../constants';

export interface EtaTimes {
  delivery_mode?: string | null;
  slot_start?: string | null;
  slot_end?: string | null;
  accepted_at?: string | null;
}

/** `text` starts in lower case except where POLICY's own text does; `slot` for a scheduled slot. */
export interface Eta {
  slot: boolean;
  text: string;
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
/** "2:05 pm" in India time (the form Intl gives, lower-cased consistently). */
const clock = (date: Date): string => timeFormat.format(date).replace(/\s+/g, ' ').toLowerCase();
const validDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};
const plusMinutes = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * 60_000);

export function deliveryEtaOf(order: EtaTimes, now: Date): Eta {
  const slotStart = validDate(order.slot_start);
  const slotEnd = validDate(order.slot_end);
  if (order.delivery_mode === 'scheduled' && slotStart) {
    const text = `${dayFormat.format(slotStart)}, ${clock(slotStart)}${slotEnd ? ` – ${clock(slotEnd)}` : ''}`;
    return { slot: true, text };
  }
  const express = order.delivery_mode === 'express';
  const accepted = validDate(order.accepted_at);
  if (!accepted) {
    const text = express
      ? `within ${POLICY.delivery.expressMaxMinutes} min of the pharmacy accepting your order`
      : POLICY.delivery.standard;
    return { slot: false, text };
  }
  const latest = plusMinutes(
    accepted,
    express ? POLICY.delivery.expressMaxMinutes : POLICY.delivery.standardMinutes.max,
  );
  if (latest.getTime() <= now.getTime()) return { slot: false, text: 'shortly' };
  if (express) return { slot: false, text: `by ${clock(latest)}` };
  const earliest = plusMinutes(accepted, POLICY.delivery.standardMinutes.min);
  return { slot: false, text: `between ${clock(earliest)} and ${clock(latest)}` };
}
