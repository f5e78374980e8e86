import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FunctionError } from '@instamg/shared/appwrite/function-reply';
import type { CallFunction } from './call-function';
import { createStoreLocator } from './store-locator';

const STORES = {
  stores: [
    { id: 'far', name: 'Far Chemist', distance_km: 3.2 },
    { id: 'near', name: 'Near Pharmacy', distance: '0.4' },
  ],
};

function fakeCall(reply: unknown = STORES) {
  const call = vi.fn(async (_functionId: string, _body: unknown) => {
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return call as typeof call & CallFunction;
}

describe('createStoreLocator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks with radius 5 (and limit 10 for the update variant) and sorts nearest first', async () => {
    const call = fakeCall();
    const locator = createStoreLocator(call);
    const { stores, failed } = await locator.find({ latitude: 28.59, longitude: 77.05 });
    expect(failed).toBe(false);
    expect(stores.map((s) => s.id)).toEqual(['near', 'far']);
    expect(stores[0]!.distance_km).toBe(0.4);
    expect(call).toHaveBeenLastCalledWith('store-locator', { latitude: 28.59, longitude: 77.05, radius: 5 });
    await locator.find({ latitude: 28.59, longitude: 77.05 }, 'updateForLocation');
    expect(call).toHaveBeenLastCalledWith('store-locator', { latitude: 28.59, longitude: 77.05, radius: 5, limit: 10 });
  });

  it('serves coordinates equal at 4 decimals from the cache for 5 minutes', async () => {
    const call = fakeCall();
    const locator = createStoreLocator(call);
    await locator.find({ latitude: 28.59211, longitude: 77.04604 });
    await locator.find({ latitude: 28.59209, longitude: 77.04596 }); // same 28.5921,77.0460
    expect(call).toHaveBeenCalledTimes(1);
    await locator.find({ latitude: 28.5923, longitude: 77.046 }); // another 4-decimal cell
    expect(call).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5 * 60_000 + 1);
    await locator.find({ latitude: 28.59211, longitude: 77.04604 });
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('gives an empty, failed lookup on a failed call (4xx/5xx or no answer), and caches nothing', async () => {
    for (const reply of [
      new FunctionError('store-locator', 400, 'invalid_coordinates', 'latitude must be a number'),
      new FunctionError('store-locator', 0, 'unreachable', 'offline'),
    ]) {
      const call = fakeCall(reply);
      const locator = createStoreLocator(call);
      await expect(locator.find({ latitude: 1, longitude: 2 })).resolves.toEqual({ stores: [], failed: true });
      await locator.find({ latitude: 1, longitude: 2 });
      expect(call).toHaveBeenCalledTimes(2);
    }
  });

  it('distinguishes "no store within 5 km" (not failed) from a failure', async () => {
    const locator = createStoreLocator(fakeCall({ stores: [] }));
    await expect(locator.find({ latitude: 26.8333, longitude: 70.5047 })).resolves.toEqual({
      stores: [],
      failed: false,
    });
  });
});
