import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@instamg/shared/constants';
import { AREA_UNSERVICEABLE_KEY } from '@instamg/shared/api/selected-store';
import { deliveryStatus, deliveryTimeText } from '../../../domain/delivery-status';
import { DWARKA, FAR, NEAR, geolocationAt, memoryStorage, setupLocationStore, withFakeClock } from '../testing';

describe('start', () => {
  withFakeClock();

  it('first visit: device location, address, nearest store auto-selected and saved, store-updated sent after 50 ms', async () => {
    const { state, deps, events, find } = setupLocationStore();
    const started = state().start();
    expect(deliveryStatus(state())).toBe('calculating');
    await started;
    expect(state().coordinates).toEqual(DWARKA);
    expect(JSON.parse(deps.sessionStorage!.getItem(STORAGE_KEYS.coordinates)!)).toEqual(DWARKA);
    expect(find).toHaveBeenCalledWith(DWARKA, 'lookup');
    // The store lookup is sent before the reverse geocoding.
    expect(find.mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(deps.reverseGeocode).mock.invocationCallOrder[0]!);
    expect(state().selectedStore).toEqual(NEAR);
    expect(state().serviceable).toBe(true);
    expect(deliveryStatus(state())).toBe('serviceable');
    expect(deliveryTimeText(state().nearest)).toBe('16 mins');
    expect(JSON.parse(deps.storeStorage!.getItem(STORAGE_KEYS.selectedStore)!)).toEqual(NEAR);
    await vi.advanceTimersByTimeAsync(49);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([['store-updated', NEAR]]);
    expect(state().address).toBe('Sector 6, Dwarka, New Delhi 110075');
  });

  it('uses the saved session coordinates before asking the device', async () => {
    const geolocation = { getCurrentPosition: vi.fn() };
    const sessionStorage = memoryStorage({
      [STORAGE_KEYS.coordinates]: JSON.stringify({ latitude: 19.07, longitude: 72.88 }),
    });
    const { state, find } = setupLocationStore({ geolocation, sessionStorage });
    await state().start();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(find).toHaveBeenCalledWith({ latitude: 19.07, longitude: 72.88 }, 'lookup');
  });

  it('restores the stored store rather than the nearest when serviceable', async () => {
    const storeStorage = memoryStorage({ [STORAGE_KEYS.selectedStore]: JSON.stringify(FAR) });
    const { state } = setupLocationStore({ storeStorage });
    await state().start();
    expect(state().selectedStore).toEqual(FAR);
  });

  it('not serviceable: the stored store is deleted (and cleared for other apps), nothing selected, "Not serviceable"', async () => {
    const storeStorage = memoryStorage({ [STORAGE_KEYS.selectedStore]: JSON.stringify(FAR) });
    const { state, events } = setupLocationStore({ storeStorage, stores: [] });
    await state().start();
    expect(state().selectedStore).toBeNull();
    expect(storeStorage.data.has(STORAGE_KEYS.selectedStore)).toBe(false);
    expect(deliveryStatus(state())).toBe('notServiceable');
    expect(deliveryTimeText(state().nearest)).toBe('30-40 min');
    await vi.advanceTimersByTimeAsync(50);
    expect(events).toEqual([['store-updated', null]]);
  });

  it('not serviceable with nothing stored: other apps are told and the session remembers it (issue 40 §8)', async () => {
    const { state, events, deps } = setupLocationStore({ stores: [] });
    await state().start();
    expect(deliveryStatus(state())).toBe('notServiceable');
    expect(deps.sessionStorage!.getItem(AREA_UNSERVICEABLE_KEY)).toBe('1');
    await vi.advanceTimersByTimeAsync(50);
    expect(events).toEqual([['store-updated', null]]);
  });

  it('serviceable: an earlier "no store here" mark is removed', async () => {
    const sessionStorage = memoryStorage({ [AREA_UNSERVICEABLE_KEY]: '1' });
    const { state } = setupLocationStore({ sessionStorage });
    await state().start();
    expect(sessionStorage.data.has(AREA_UNSERVICEABLE_KEY)).toBe(false);
  });

  it('a corrupted stored store is deleted and the nearest used', async () => {
    const storeStorage = memoryStorage({ [STORAGE_KEYS.selectedStore]: '{not json' });
    const { state } = setupLocationStore({ storeStorage });
    await state().start();
    expect(state().selectedStore).toEqual(NEAR);
  });

  it("device denied → IP fallback with the 5 s 'Using approximate location' toast", async () => {
    const locateByIp = vi.fn(async () => ({ latitude: 28.6, longitude: 77.2, isIpBased: true }));
    const { state, toasts, deps } = setupLocationStore({ geolocation: geolocationAt(null), locateByIp });
    await state().start();
    expect(toasts).toContainEqual({ key: 'usingApproximateLocation' });
    expect(state().coordinates).toEqual({ latitude: 28.6, longitude: 77.2, isIpBased: true });
    expect(JSON.parse(deps.sessionStorage!.getItem(STORAGE_KEYS.coordinates)!).isIpBased).toBe(true);
  });

  it("device and IP both fail → 'Location not available' toast and address text", async () => {
    const { state, toasts, find } = setupLocationStore({ geolocation: geolocationAt(null) });
    await state().start();
    expect(toasts).toEqual([{ key: 'locationNotAvailable' }]);
    expect(state().address).toBe('Location not available');
    expect(find).not.toHaveBeenCalled();
  });

  it('issue 40 §6: no location (no store event follows) settles the page; a failed lookup sends store-updated(null)', async () => {
    const noLocation = setupLocationStore({ geolocation: geolocationAt(null), settleStore: vi.fn() });
    await noLocation.state().start();
    expect(noLocation.deps.settleStore).toHaveBeenCalledTimes(1);
    const failed = setupLocationStore({ settleStore: vi.fn() });
    failed.find.mockResolvedValue({ stores: [], failed: true });
    await failed.state().start();
    await vi.advanceTimersByTimeAsync(50);
    expect(failed.events).toEqual([['store-updated', null]]);
    const found = setupLocationStore({ settleStore: vi.fn() });
    await found.state().start();
    expect(found.deps.settleStore).not.toHaveBeenCalled();
  });
});
