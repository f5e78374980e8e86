// Device location with the SPEC §4 fallback chain: high accuracy (5 s, no cache), then low
// accuracy (10 s, positions up to 60 s old). The IP fallback is the caller's next step.
import { TIMINGS } from '@instamg/shared/constants';
import type { Coordinates } from '@instamg/shared/domain/location';

/** The part of `navigator.geolocation` we use, so tests can pass a fake. */
export type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/** A failed device location, with the GeolocationPositionError code (1, 2, 3) or 'unsupported'. */
export class DeviceLocationError extends Error {
  constructor(
    readonly code: number | 'unsupported' | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'DeviceLocationError';
  }
}

export const HIGH_ACCURACY: PositionOptions = {
  enableHighAccuracy: true,
  timeout: TIMINGS.highAccuracyTimeoutMs,
  maximumAge: TIMINGS.highAccuracyMaximumAgeMs,
};

export const LOW_ACCURACY: PositionOptions = {
  enableHighAccuracy: false,
  timeout: TIMINGS.lowAccuracyTimeoutMs,
  maximumAge: TIMINGS.lowAccuracyMaximumAgeMs,
};

function ask(geolocation: GeolocationLike, options: PositionOptions): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new DeviceLocationError(error?.code, error?.message ?? 'Geolocation failed')),
      options,
    );
  });
}

/**
 * The device position: high accuracy first, low accuracy when that fails for any reason. A
 * denied permission (code 1) is not retried: the second prompt would fail the same way.
 */
export async function getDevicePosition(geolocation: GeolocationLike | undefined | null): Promise<Coordinates> {
  if (!geolocation) throw new DeviceLocationError('unsupported', 'Geolocation is not supported');
  try {
    return await ask(geolocation, HIGH_ACCURACY);
  } catch (error) {
    if (error instanceof DeviceLocationError && error.code === 1) throw error;
    return ask(geolocation, LOW_ACCURACY);
  }
}
