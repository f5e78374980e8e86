import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../constants';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns a value until the 5-minute TTL has passed', () => {
    const cache = createTtlCache<string[]>({ ttlMs: TIMINGS.storesCacheTtlMs });
    cache.set('28.6139,77.2090', ['s1']);
    vi.advanceTimersByTime(5 * 60 * 1000 - 1);
    expect(cache.get('28.6139,77.2090')).toEqual(['s1']);
    vi.advanceTimersByTime(1);
    expect(cache.get('28.6139,77.2090')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('restarts the TTL when a key is set again', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    cache.set('k', 1);
    vi.advanceTimersByTime(800);
    cache.set('k', 2);
    vi.advanceTimersByTime(800);
    expect(cache.get('k')).toBe(2);
  });

  it('prunes expired entries when new ones are set', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    cache.set('a', 1);
    vi.advanceTimersByTime(1500);
    cache.set('b', 2);
    expect(cache.size).toBe(1);
  });

  it('deletes and clears', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('uses an injected clock', () => {
    let t = 0;
    const cache = createTtlCache<string>({ ttlMs: 10, now: () => t });
    cache.set('k', 'v');
    t = 10;
    expect(cache.get('k')).toBeUndefined();
  });

  it('rejects a non-positive TTL', () => {
    expect(() => createTtlCache({ ttlMs: 0 })).toThrow(/positive number of ms/);
  });
});
