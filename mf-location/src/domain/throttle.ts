// Rate limiting of store-selection events (SPEC §4: "at most one per 300 ms, sent after 50 ms").
import { TIMINGS } from '@instamg/shared/constants';

export interface EventSchedulerOptions {
  /** Minimum time between two sends; default 300 ms. */
  minIntervalMs: number;
  /** Delay between a request and its send; default 50 ms. */
  delayMs: number;
}

export interface EventScheduler {
  /** Requests a send; a request still waiting is replaced by this one. */
  schedule(send: () => void): void;
  /** Drops a waiting request (e.g. on unmount). */
  cancel(): void;
  readonly pending: boolean;
}

/**
 * Trailing, latest-wins scheduling. A request is sent `delayMs` after it is made, but never
 * sooner than `minIntervalMs` after the previous send; requests made while one is waiting
 * replace it, so a burst of store changes sends only the last store. No request is ever lost
 * to the interval: the newest one is always sent eventually (unless cancelled).
 */
export function createEventScheduler({
  minIntervalMs = TIMINGS.storeEventMinIntervalMs,
  delayMs = TIMINGS.storeEventSendDelayMs,
}: Partial<EventSchedulerOptions> = {}): EventScheduler {
  for (const [label, value] of [
    ['minIntervalMs', minIntervalMs],
    ['delayMs', delayMs],
  ] as const) {
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`${label} must be a non-negative number, got ${String(value)}`);
    }
  }
  let waiting: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastSentAt = Number.NEGATIVE_INFINITY;

  const fire = (): void => {
    timer = null;
    const send = waiting;
    waiting = null;
    if (!send) return;
    lastSentAt = Date.now();
    send();
  };

  return {
    schedule(send) {
      waiting = send;
      if (timer !== null) return; // the waiting timer will send the newest request
      const now = Date.now();
      const sendAt = Math.max(now + delayMs, lastSentAt + minIntervalMs);
      timer = setTimeout(fire, sendAt - now);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
    get pending() {
      return waiting !== null;
    },
  };
}
