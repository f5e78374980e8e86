// Scheduled delivery slots offered at checkout. place-order accepts a slot starting at least
// 1 hour and at most 7 days ahead (appwrite/functions/place-order/src/input.ts). The stores are in
// India: a slot's day and hours are India's (india-time.ts), whatever the browser's time zone.
import { addDays, formatIstTime, formatIstWeekday, istAt, istToday } from '@instamg/shared/domain/india-time';

export const SLOT_MIN_LEAD_MINUTES = 60;
export const SLOT_HOURS = 2;
/** A delivery day in India: the first slot starts at 08:00 IST, the last ends at 22:00 IST. */
export const SLOT_DAY_START_HOUR = 8;
export const SLOT_DAY_END_HOUR = 22;

export interface DeliverySlot {
  start: Date;
  end: Date;
}

/** Two-hour slots over the next `days` IST days (today in India included) that start ≥ 1 hour from `now`. */
export function scheduledSlots(now: Date, days = 3): DeliverySlot[] {
  if (!Number.isInteger(days) || days < 1 || days > 7) throw new RangeError(`days must be 1–7, got ${days}`);
  const earliest = now.getTime() + SLOT_MIN_LEAD_MINUTES * 60_000;
  const slots: DeliverySlot[] = [];
  const today = istToday(now);
  for (let day = 0; day < days; day += 1) {
    for (let hour = SLOT_DAY_START_HOUR; hour + SLOT_HOURS <= SLOT_DAY_END_HOUR; hour += SLOT_HOURS) {
      const start = istAt(addDays(today, day), hour);
      if (start.getTime() < earliest) continue;
      slots.push({ start, end: new Date(start.getTime() + SLOT_HOURS * 3_600_000) });
    }
  }
  return slots;
}

/** 'Mon, 23 Nov, 10:00 am – 12:00 pm' in India's time. */
export function slotLabel(slot: DeliverySlot): string {
  return `${formatIstWeekday(slot.start)}, ${formatIstTime(slot.start)} – ${formatIstTime(slot.end)}`;
}
