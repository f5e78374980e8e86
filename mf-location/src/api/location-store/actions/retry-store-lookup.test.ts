import { describe, expect, it } from 'vitest';
import { NEAR, setupLocationStore, withFakeClock } from '../testing';

describe('retryStoreLookup', () => {
  withFakeClock();

  it("retry: 'Store Found' on success, 'No Stores Nearby' on failure", async () => {
    const { state, find, toasts, deps } = setupLocationStore({ stores: [] });
    await state().start();
    find.mockResolvedValueOnce({ stores: [NEAR], failed: false });
    await state().retryStoreLookup();
    expect(deps.locator.clearCache).toHaveBeenCalled();
    expect(state().selectedStore).toEqual(NEAR);
    expect(toasts).toContainEqual({ key: 'storeFound', storeName: NEAR.name });
    find.mockResolvedValueOnce({ stores: [], failed: true });
    await state().retryStoreLookup();
    expect(toasts).toContainEqual({ key: 'noStoresNearbyRetry' });
  });
});
