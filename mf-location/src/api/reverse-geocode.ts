// Address text for coordinates (SPEC §4 "Location"): one retry after 2 s, then 'lat, lng' to
// 6 decimals.
import { TIMINGS } from '@instamg/shared/constants';
import { formatCoordinates, type Coordinates } from '@instamg/shared/domain/location';

/** Resolves to the address, or null when the geocoder knows none. Throws on a failed call. */
export type ReverseGeocoder = (coordinates: Coordinates) => Promise<string | null>;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt(reverse: ReverseGeocoder, coordinates: Coordinates): Promise<string | null> {
  try {
    const address = (await reverse(coordinates))?.trim();
    return address ? address : null;
  } catch (error) {
    console.warn('Reverse geocoding failed', error);
    return null;
  }
}

/** Never rejects: the worst case is the coordinates themselves as text. */
export async function resolveAddress(reverse: ReverseGeocoder, coordinates: Coordinates): Promise<string> {
  const first = await attempt(reverse, coordinates);
  if (first) return first;
  await wait(TIMINGS.geocoderRetryMs);
  const second = await attempt(reverse, coordinates);
  return second ?? formatCoordinates(coordinates.latitude, coordinates.longitude);
}
