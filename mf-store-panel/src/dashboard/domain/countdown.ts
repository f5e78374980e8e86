// The dashboard's live countdowns (issue 15 §7): what is left of an order's accept window, from the
// shared intake rules (shared/src/domain/order-intake.ts), as a store reads it. Pure.
import { acceptDeadline, type IntakeOrder, type IntakeTimers } from '@instamg/shared/domain/order-intake';

export interface Countdown {
  /** Milliseconds left (0 once passed); null when the order has no window running. */
  leftMs: number | null;
  /** '2:41', 'Time is up', or '—'. */
  text: string;
  /** The pharmacist's review holds the countdown. */
  paused: boolean;
  urgent: boolean;
}

/** Under this much time left the countdown turns urgent. */
export const URGENT_MS = 60_000;

export function countdown(order: IntakeOrder, timers: IntakeTimers, now: Date): Countdown {
  const deadline = acceptDeadline(order, timers, now);
  const paused = Boolean(order.rx_review_started_at);
  if (!deadline) return { leftMs: null, text: '—', paused, urgent: false };
  const leftMs = Math.max(0, deadline.getTime() - now.getTime());
  if (leftMs === 0) return { leftMs, text: 'Time is up', paused, urgent: true };
  const seconds = Math.ceil(leftMs / 1000);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return { leftMs, text: `${m}:${String(s).padStart(2, '0')}`, paused, urgent: leftMs <= URGENT_MS };
}
