import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@instamg/shared/constants';
import { createEventScheduler } from './throttle';

const options = { minIntervalMs: TIMINGS.storeEventMinIntervalMs, delayMs: TIMINGS.storeEventSendDelayMs };

describe('createEventScheduler (300 ms / 50 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends 50 ms after the request', () => {
    const scheduler = createEventScheduler(options);
    const send = vi.fn();
    scheduler.schedule(send);
    vi.advanceTimersByTime(49);
    expect(send).not.toHaveBeenCalled();
    expect(scheduler.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(scheduler.pending).toBe(false);
  });

  it('sends only the latest of a burst', () => {
    const scheduler = createEventScheduler(options);
    const sent: string[] = [];
    scheduler.schedule(() => sent.push('s1'));
    vi.advanceTimersByTime(20);
    scheduler.schedule(() => sent.push('s2'));
    vi.advanceTimersByTime(20);
    scheduler.schedule(() => sent.push('s3'));
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['s3']);
  });

  it('keeps sends at least 300 ms apart, and still sends the latest', () => {
    const scheduler = createEventScheduler(options);
    const sentAt: Array<[string, number]> = [];
    const start = Date.now();
    const request = (name: string) => scheduler.schedule(() => sentAt.push([name, Date.now() - start]));
    request('a'); // sent at 50
    vi.advanceTimersByTime(100);
    request('b'); // would be 150, held to 350
    vi.advanceTimersByTime(100);
    request('c'); // replaces b
    vi.advanceTimersByTime(1000);
    expect(sentAt).toEqual([
      ['a', 50],
      ['c', 350],
    ]);
  });

  it('sends after only the 50 ms delay once the interval has passed', () => {
    const scheduler = createEventScheduler(options);
    const send = vi.fn();
    scheduler.schedule(send);
    vi.advanceTimersByTime(1000);
    scheduler.schedule(send);
    vi.advanceTimersByTime(50);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('defaults to the SPEC timings', () => {
    const scheduler = createEventScheduler();
    const send = vi.fn();
    scheduler.schedule(send);
    vi.advanceTimersByTime(50);
    expect(send).toHaveBeenCalledTimes(1);
    scheduler.schedule(send);
    vi.advanceTimersByTime(299); // 299 ms after the first send
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the waiting request', () => {
    const scheduler = createEventScheduler(options);
    const send = vi.fn();
    scheduler.schedule(send);
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
    expect(scheduler.pending).toBe(false);
  });

  it('rejects negative timings', () => {
    expect(() => createEventScheduler({ minIntervalMs: -1, delayMs: 50 })).toThrow(/minIntervalMs/);
    expect(() => createEventScheduler({ minIntervalMs: 300, delayMs: Number.NaN })).toThrow(/delayMs/);
  });
});
