/**
 * Pure building blocks of the retry plugin: exponential backoff, a bounded retry loop and a
 * per-remote circuit breaker. No MF or DOM here, so they are unit-tested with a fake clock.
 */

export interface BackoffPolicy {
  /** Total tries including the first one. */
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/** Delay before retry number `retry` (1-based): base, 2×base, 4×base … capped at maxDelayMs. */
export function backoffDelayMs(retry: number, policy: Pick<BackoffPolicy, 'baseDelayMs' | 'maxDelayMs'>): number {
  if (!Number.isInteger(retry) || retry < 1) throw new RangeError(`retry must be a positive integer, got ${retry}`);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` up to `policy.attempts` times, waiting with backoff in between; rethrows the last error. */
export async function retryWithBackoff<T>(
  task: (attempt: number) => Promise<T>,
  policy: BackoffPolicy,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  if (!Number.isInteger(policy.attempts) || policy.attempts < 1) {
    throw new RangeError(`attempts must be a positive integer, got ${policy.attempts}`);
  }
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      lastError = error;
      if (attempt < policy.attempts) await wait(backoffDelayMs(attempt, policy));
    }
  }
  throw lastError;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failed load sequences (each already retried) that open the circuit. */
  readonly failureThreshold: number;
  /** How long an open circuit fails fast before letting one probe through. */
  readonly cooldownMs: number;
  readonly now?: () => number;
}

/**
 * Per-remote circuit breaker. While a remote's circuit is open, loads fail at once instead of
 * each placement of that remote waiting through its own retries; after the cool-down one probe
 * is let through (half-open). A user's Retry click resets the circuit: it is an explicit probe.
 */
export class CircuitBreaker {
  readonly #failures = new Map<string, number>();
  readonly #openedAt = new Map<string, number>();
  readonly #options: Required<CircuitBreakerOptions>;

  constructor(options: CircuitBreakerOptions) {
    if (options.failureThreshold < 1) throw new RangeError('failureThreshold must be at least 1');
    this.#options = { now: Date.now, ...options };
  }

  state(key: string): CircuitState {
    const openedAt = this.#openedAt.get(key);
    if (openedAt === undefined) return 'closed';
    return this.#options.now() - openedAt >= this.#options.cooldownMs ? 'half-open' : 'open';
  }

  canAttempt(key: string): boolean {
    return this.state(key) !== 'open';
  }

  recordSuccess(key: string): void {
    this.reset(key);
  }

  recordFailure(key: string): void {
    const failures = (this.#failures.get(key) ?? 0) + 1;
    this.#failures.set(key, failures);
    // A failed half-open probe re-opens for a fresh cool-down.
    if (failures >= this.#options.failureThreshold || this.#openedAt.has(key)) {
      this.#openedAt.set(key, this.#options.now());
    }
  }

  reset(key: string): void {
    this.#failures.delete(key);
    this.#openedAt.delete(key);
  }
}
