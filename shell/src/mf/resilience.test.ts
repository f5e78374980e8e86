import { describe, expect, it, vi } from 'vitest';
import { CircuitBreaker, backoffDelayMs, retryWithBackoff } from './resilience';

describe('backoffDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    const policy = { baseDelayMs: 250, maxDelayMs: 2000 };
    expect([1, 2, 3, 4, 5].map((retry) => backoffDelayMs(retry, policy))).toEqual([250, 500, 1000, 2000, 2000]);
  });

  it('rejects retry numbers below 1', () => {
    expect(() => backoffDelayMs(0, { baseDelayMs: 1, maxDelayMs: 1 })).toThrow(RangeError);
  });
});

describe('retryWithBackoff', () => {
  const policy = { attempts: 3, baseDelayMs: 100, maxDelayMs: 1000 };

  it('returns the first success and waits with backoff before each retry', async () => {
    const waits: number[] = [];
    const task = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('ok');
    await expect(retryWithBackoff(task, policy, async (ms) => void waits.push(ms))).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(3);
    expect(task.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
    expect(waits).toEqual([100, 200]);
  });

  it('gives up after the bounded number of attempts with the last error', async () => {
    let n = 0;
    const task = () => Promise.reject(new Error(`failure ${++n}`));
    await expect(retryWithBackoff(task, policy, async () => {})).rejects.toThrow('failure 3');
    expect(n).toBe(3);
  });

  it('does not wait after the final attempt', async () => {
    const wait = vi.fn(async () => {});
    await expect(
      retryWithBackoff(() => Promise.reject(new Error('x')), { ...policy, attempts: 1 }, wait),
    ).rejects.toThrow();
    expect(wait).not.toHaveBeenCalled();
  });
});

describe('CircuitBreaker', () => {
  function breaker() {
    let now = 0;
    const circuits = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 1000, now: () => now });
    return { circuits, advance: (ms: number) => (now += ms) };
  }

  it('opens after consecutive failures, per key', () => {
    const { circuits } = breaker();
    circuits.recordFailure('mf_catalog');
    expect(circuits.canAttempt('mf_catalog')).toBe(true);
    circuits.recordFailure('mf_catalog');
    expect(circuits.state('mf_catalog')).toBe('open');
    expect(circuits.canAttempt('mf_catalog')).toBe(false);
    expect(circuits.canAttempt('mf_admin')).toBe(true);
  });

  it('lets one probe through after the cool-down; a failed probe re-opens, a success closes', () => {
    const { circuits, advance } = breaker();
    circuits.recordFailure('mf_location');
    circuits.recordFailure('mf_location');
    advance(999);
    expect(circuits.state('mf_location')).toBe('open');
    advance(1);
    expect(circuits.state('mf_location')).toBe('half-open');
    circuits.recordFailure('mf_location');
    expect(circuits.state('mf_location')).toBe('open');
    advance(1000);
    circuits.recordSuccess('mf_location');
    expect(circuits.state('mf_location')).toBe('closed');
    circuits.recordFailure('mf_location');
    expect(circuits.state('mf_location')).toBe('closed');
  });

  it('a success resets the failure count', () => {
    const { circuits } = breaker();
    circuits.recordFailure('mf_admin');
    circuits.recordSuccess('mf_admin');
    circuits.recordFailure('mf_admin');
    expect(circuits.state('mf_admin')).toBe('closed');
  });

  it('reset closes an open circuit at once (the Retry button)', () => {
    const { circuits } = breaker();
    circuits.recordFailure('mf_admin');
    circuits.recordFailure('mf_admin');
    circuits.reset('mf_admin');
    expect(circuits.canAttempt('mf_admin')).toBe(true);
  });
});
