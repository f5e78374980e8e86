// What the prescriptions queue shows of an order's accept countdown (issue 15): running, paused while
// the pharmacist reviews (at most the Rx pause setting), or passed. Pure; the time is an argument.
import {
  acceptDeadline,
  awaitsAcceptance,
  rxPauseUsedMs,
  type IntakeOrder,
  type IntakeTimers,
} from '@instamg/shared/domain/order-intake';
import { formatDay as formatCalendarDay, formatIstDateTime, istDayOf } from '@instamg/shared/domain/india-time';

export type ReviewClock =
  /** Not waiting for acceptance (verified and accepted, cancelled, unpaid). */
  | { kind: 'none' }
  /** The review is open: the countdown stands still with `leftMs` of the window, `pauseLeftMs` of pause. */
  | { kind: 'paused'; leftMs: number; pauseLeftMs: number }
  /** The review's pause is used up: the countdown runs again. */
  | { kind: 'running'; leftMs: number }
  | { kind: 'passed' };

const MINUTE = 60_000;

export function reviewClock(order: IntakeOrder, timers: IntakeTimers, now: Date): ReviewClock {
  if (!awaitsAcceptance(order)) return { kind: 'none' };
  const deadline = acceptDeadline(order, timers, now);
  if (!deadline) return { kind: 'none' };
  const leftMs = deadline.getTime() - now.getTime();
  if (leftMs <= 0) return { kind: 'passed' };
  const pauseLeftMs = timers.rxReviewPauseMaxMinutes * MINUTE - rxPauseUsedMs(order, timers, now);
  if (order.rx_review_started_at && pauseLeftMs > 0) return { kind: 'paused', leftMs, pauseLeftMs };
  return { kind: 'running', leftMs };
}

/** "2:05" for a countdown (whole seconds, rounded up so 0:00 means it passed). */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The line a queue card and the review show for the countdown. */
export function clockText(clock: ReviewClock): string {
  switch (clock.kind) {
    case 'paused':
      return `Countdown paused while the prescription is reviewed (${formatClock(clock.pauseLeftMs)} of pause left, then ${formatClock(clock.leftMs)} to accept)`;
    case 'running':
      return `Accept within ${formatClock(clock.leftMs)}`;
    case 'passed':
      return 'Accept window passed: the order is moving to another store';
    case 'none':
      return '';
  }
}

/** "25 Nov 2026, 8:30 am" in India's time. */
export const formatDateTime = (iso: string): string => formatIstDateTime(iso);
/**
 * "25 Nov 2026": the IST day of an instant (a date-only value is its day's UTC midnight, 05:30 in
 * India, so it shows as that day; a validity's last moment, 23:59 IST, as its day too).
 */
export const formatDay = (iso: string): string => formatCalendarDay(istDayOf(iso));
