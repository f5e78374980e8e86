import { describe, expect, it, vi } from 'vitest';
import {
  DeviceLocationError,
  HIGH_ACCURACY,
  LOW_ACCURACY,
  getDevicePosition,
  type GeolocationLike,
} from './device-location';

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number };

/** A fake geolocation answering each call with the next outcome, recording the options. */
function fakeGeolocation(...outcomes: Outcome[]) {
  const calls: PositionOptions[] = [];
  const geolocation: GeolocationLike = {
    getCurrentPosition: vi.fn((success, failure, options) => {
      calls.push(options!);
      const outcome = outcomes.shift()!;
      if ('coords' in outcome) success(outcome as GeolocationPosition);
      else failure?.({ code: outcome.code, message: `code ${outcome.code}` } as GeolocationPositionError);
    }),
  };
  return { geolocation, calls };
}

describe('getDevicePosition', () => {
  it('uses high accuracy with a 5 s timeout and no cache first', async () => {
    const { geolocation, calls } = fakeGeolocation({ coords: { latitude: 28.58, longitude: 77.05 } });
    await expect(getDevicePosition(geolocation)).resolves.toEqual({ latitude: 28.58, longitude: 77.05 });
    expect(calls).toEqual([{ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 }]);
  });

  it('falls back to low accuracy (10 s, max age 60 s) when high accuracy times out', async () => {
    const { geolocation, calls } = fakeGeolocation({ code: 3 }, { coords: { latitude: 12.9, longitude: 77.6 } });
    await expect(getDevicePosition(geolocation)).resolves.toEqual({ latitude: 12.9, longitude: 77.6 });
    expect(calls).toEqual([HIGH_ACCURACY, LOW_ACCURACY]);
    expect(LOW_ACCURACY).toEqual({ enableHighAccuracy: false, timeout: 10000, maximumAge: 60000 });
  });

  it('rejects with the low-accuracy error code when both fail', async () => {
    const { geolocation } = fakeGeolocation({ code: 2 }, { code: 3 });
    await expect(getDevicePosition(geolocation)).rejects.toMatchObject({ name: 'DeviceLocationError', code: 3 });
  });

  it('does not ask again after a denied permission (code 1)', async () => {
    const { geolocation, calls } = fakeGeolocation({ code: 1 });
    await expect(getDevicePosition(geolocation)).rejects.toMatchObject({ code: 1 });
    expect(calls).toHaveLength(1);
  });

  it("says 'unsupported' without a geolocation API", async () => {
    const error = await getDevicePosition(null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeviceLocationError);
    expect((error as DeviceLocationError).code).toBe('unsupported');
  });
});
