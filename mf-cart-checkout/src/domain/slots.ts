// Scheduled delivery slots offered at checkout. place-order accepts a slot starting at least
// 1 hour and at most 7 days ahead (appwrite/functions/place-order/src/input.ts).

export const SLOT_MIN_LEAD_MINUTES = 60;
export const SLOT_HOURS = 2;
/** Local delivery day: the first slot starts at 08:00, the last ends at 22:00. */
export const SLOT_DAY_START_HOUR = 8;
export const SLOT_DAY_END_HOUR = 22;

export interface DeliverySlot {
  start: Date;
  end: Date;
}

/** Two-hour slots over the next `days` days (today included) that start ≥ 1 hour from `now`. */
export function scheduledSlots(now: Date, days = 3): DeliverySlot[] {
  if (!Number.isInteger(days) || days < 1 || days > 7) throw new RangeError(`days must be 1–7, got ${days}`);
  const earliest = now.getTime() + SLOT_MIN_LEAD_MINUTES * 60_000;
  const slots: DeliverySlot[] = [];
  for (let day = 0; day < days; day += 1) {
    for (let hour = SLOT_DAY_START_HOUR; hour + SLOT_HOURS <= SLOT_DAY_END_HOUR; hour += SLOT_HOURS) {
      const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day, hour);
      if (start.getTime() < earliest) continue;
      slots.push({ start, end: new Date(start.getTime() + SLOT_HOURS * 3_600_000) });
    }
  }
  return slots;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** 'Mon, 23 Nov, 10:00 am – 12:00 pm'. */
export function slotLabel(slot: DeliverySlot): string {
  return `${dayFormat.format(slot.start)}, ${timeFormat.format(slot.start)} – ${timeFormat.format(slot.end)}`;
}
