import { describe, expect, it, vi } from 'vitest';
import { DWARKA, NEAR, geolocationAt, setupLocationStore, withFakeClock } from '../testing';

describe('useCurrentLocation', () => {
  withFakeClock();

  it('Use Current Location clears the store, relocates, and looks up 300 ms later', async () => {
    const { state, find, toasts } = setupLocationStore();
    await state().start();
    find.mockClear();
    const using = state().useCurrentLocation();
    expect(state().selectedStore).toBeNull();
    await vi.advanceTimersByTimeAsync(299);
    expect(find).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await using;
    expect(find).toHaveBeenCalledWith(DWARKA, 'updateForLocation');
    expect(state().selectedStore).toEqual(NEAR);
    expect(toasts).toContainEqual({ key: 'usingCurrentLocation', storeName: NEAR.name });
  });

  it("Use Current Location with no location at all → 'Location Error'", async () => {
    const { state, toasts, find } = setupLocationStore({ geolocation: geolocationAt(null) });
    await state().useCurrentLocation();
    // The device answered "denied": the user learns the permission is off and how to allow it.
    expect(toasts).toEqual([{ key: 'locationPermissionOff' }, { key: 'locationError' }]);
    expect(state().locationLoading).toBe(false);
    expect(find).not.toHaveBeenCalled();
  });

  it('says the permission is off only when asked for explicitly, then uses the approximate location', async () => {
    const ip = vi.fn(async () => DWARKA);
    const { state, toasts } = setupLocationStore({ geolocation: geolocationAt(null), locateByIp: ip });
    await state().start();
    expect(toasts).not.toContainEqual({ key: 'locationPermissionOff' });
    toasts.length = 0;
    const using = state().useCurrentLocation();
    await vi.advanceTimersByTimeAsync(300);
    await using;
    expect(toasts.slice(0, 2)).toEqual([{ key: 'locationPermissionOff' }, { key: 'usingApproximateLocation' }]);
  });
});
