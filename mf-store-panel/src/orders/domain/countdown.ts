// The accept countdown as a store sees it on a new order (issue 15). The deadline is the shared
// intake rule's (shared/src/domain/order-intake.ts acceptDeadline) over the order's own server
// times and the settings rows — the very rule the re-routing sweeper applies — never a local sum.
import {
  acceptDeadline,
  awaitsAcceptance,
  rxPauseUsedMs,
  type IntakeOrder,
  type IntakeTimers,
} from '@instamg/shared/domain/order-intake';

export type Countdown =
  /** Not waiting for this store's answer (accepted, cancelled, unpaid, …). */
  | { kind: 'none' }
  /** The window runs: `remainingMs` until the order moves to the next store. */
  | { kind: 'running'; remainingMs: number; text: string }
  /** The pharmacist is reviewing the prescription: the window stands still. */
  | { kind: 'paused'; remainingMs: number; text: string }
  /** The window has passed; the sweeper moves the order within a minute. */
  | { kind: 'over'; text: string }
  /** A slot order whose window opens later (lead time before the slot). */
  | { kind: 'scheduled'; opensInMs: number; text: string };

const MINUTE = 60_000;

/** '2:05' for 125 s; '1:02:05' past an hour. Rounded up: 0.2 s left still shows 0:01. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Whether the pharmacist's review is running now and the pause has not reached its limit. */
export function isPaused(order: IntakeOrder, timers: IntakeTimers, now: Date): boolean {
  if (!order.rx_review_started_at) return false;
  return rxPauseUsedMs(order, timers, now) < timers.rxReviewPauseMaxMinutes * MINUTE;
}

export function intakeCountdown(order: IntakeOrder, timers: IntakeTimers, now: Date): Countdown {
  if (!awaitsAcceptance(order)) return { kind: 'none' };
  const deadline = acceptDeadline(order, timers, now);
  if (!deadline) return { kind: 'none' };
  const remainingMs = deadline.getTime() - now.getTime();
  if (remainingMs <= 0) return { kind: 'over', text: 'Time is up: moving to another store' };
  const slot = order.slot_start ? Date.parse(order.slot_start) : null;
  if (slot !== null) {
    // The window of a slot order opens slotAcceptLeadMinutes before the slot.
    const opensInMs = slot - timers.slotAcceptLeadMinutes * MINUTE - now.getTime();
    if (opensInMs > 0)
      return { kind: 'scheduled', opensInMs, text: `Slot order: accept window opens in ${formatRemaining(opensInMs)}` };
  }
  if (isPaused(order, timers, now))
    return {
      kind: 'paused',
      remainingMs,
      text: `Paused for prescription review · ${formatRemaining(remainingMs)} left`,
    };
  return { kind: 'running', remainingMs, text: `${formatRemaining(remainingMs)} left to accept` };
}
