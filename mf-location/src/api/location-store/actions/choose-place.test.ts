import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { deliveryStatus } from '../../../domain/delivery-status';
import { FAR, NEAR, setupLocationStore, withFakeClock } from '../testing';

describe('choosePlace', () => {
  withFakeClock();

  it("a searched place with no store within 5 km clears everything with 'Area Not Serviceable'", async () => {
    const { state, find, toasts, deps } = setupLocationStore();
    await state().start();
    find.mockResolvedValueOnce({ stores: [], failed: false });
    await state().choosePlace({ address: 'Sam, Jaisalmer', latitude: 26.8333, longitude: 70.5047 });
    expect(state().address).toBe('Sam, Jaisalmer');
    expect(state().selectedStore).toBeNull();
    expect(state().nearbyStores).toEqual([]);
    expect(deps.storeStorage!.getItem(STORAGE_KEYS.selectedStore)).toBeNull();
    expect(deliveryStatus(state())).toBe('notServiceable');
    expect(toasts).toContainEqual({ key: 'areaNotServiceable' });
  });

  it('a late lookup for an older location never overrides the newer one', async () => {
    const { state, find } = setupLocationStore();
    await state().start();
    let releaseOld!: () => void;
    find.mockImplementationOnce(
      () => new Promise((resolve) => (releaseOld = () => resolve({ stores: [FAR], failed: false }))),
    );
    const old = state().choosePlace({ address: 'Old', latitude: 28.5, longitude: 77.0 });
    find.mockResolvedValueOnce({ stores: [NEAR], failed: false });
    await state().choosePlace({ address: 'New', latitude: 28.6, longitude: 77.1 });
    releaseOld();
    await old;
    expect(state().selectedStore).toEqual(NEAR);
    expect(state().address).toBe('New');
  });
});
