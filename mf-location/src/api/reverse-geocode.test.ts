import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveAddress } from './reverse-geocode';

const DWARKA = { latitude: 28.5921234567, longitude: 77.0460987654 };

describe('resolveAddress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('returns the geocoder address at once when it answers', async () => {
    const reverse = vi.fn().mockResolvedValue('Sector 6, Dwarka, New Delhi');
    await expect(resolveAddress(reverse, DWARKA)).resolves.toBe('Sector 6, Dwarka, New Delhi');
    expect(reverse).toHaveBeenCalledTimes(1);
  });

  it('retries once, 2 s after a failure', async () => {
    const reverse = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce('Dwarka, Delhi');
    const result = resolveAddress(reverse, DWARKA);
    await vi.advanceTimersByTimeAsync(1999);
    expect(reverse).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('Dwarka, Delhi');
    expect(reverse).toHaveBeenCalledTimes(2);
  });

  it("falls back to 'latitude, longitude' to 6 decimals when the retry fails too", async () => {
    const reverse = vi.fn().mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('down'));
    const result = resolveAddress(reverse, DWARKA);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('28.592123, 77.046099');
  });

  it('treats a blank address as a failure', async () => {
    const reverse = vi.fn().mockResolvedValue('   ');
    const result = resolveAddress(reverse, { latitude: 26.8333, longitude: 70.5047 });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('26.833300, 70.504700');
    expect(reverse).toHaveBeenCalledTimes(2);
  });
});
