import { describe, expect, it, vi } from 'vitest';
import { NEAR, setupLocationStore, withFakeClock } from '../testing';

describe('chooseSavedAddress', () => {
  withFakeClock();

  it('a saved address with coordinates sets its label, looks up with limit 10 and selects the nearest', async () => {
    const { state, find, toasts } = setupLocationStore();
    await state().start();
    await state().chooseSavedAddress({
      id: 'a1',
      name: 'Home',
      address_line1: 'Plot 12',
      city: 'New Delhi',
      state: 'Delhi',
      postal_code: '110075',
      latitude: 28.58,
      longitude: 77.05,
    });
    expect(state().address).toBe('Home: Plot 12, New Delhi, Delhi, 110075');
    expect(find).toHaveBeenLastCalledWith({ latitude: 28.58, longitude: 77.05 }, 'updateForLocation');
    expect(state().selectedStore).toEqual(NEAR);
    expect(toasts).toContainEqual({ key: 'deliveryAddressUpdated', storeName: NEAR.name });
  });

  it('a saved address without coordinates clears the store and warns', async () => {
    const { state, toasts, events } = setupLocationStore();
    await state().start();
    await vi.advanceTimersByTimeAsync(300);
    await state().chooseSavedAddress({
      id: 'a2',
      name: 'Office',
      address_line1: 'MG Road',
      city: 'Gurugram',
      state: 'Haryana',
      postal_code: '122002',
      latitude: null,
    });
    expect(state().selectedStore).toBeNull();
    expect(state().address).toBe('Office: MG Road, Gurugram, Haryana, 122002');
    expect(toasts).toContainEqual({ key: 'addressMissingCoordinates' });
    await vi.advanceTimersByTimeAsync(300);
    expect(events.at(-1)).toEqual(['store-updated', null]);
  });
});
