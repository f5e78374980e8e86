// The Premises step's helpers: the offline geocoder (a PIN's centre) and the store-locator (how
// many partner stores already serve the 5 km around the pin). Both functions are open to anyone.
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { LIMITS } from '@instamg/shared/constants';

/** The centre of a PIN code from the bundled PIN dataset, or null when the geocoder does not know it. */
export async function pinCentre(pin: string): Promise<{ latitude: number; longitude: number } | null> {
  const reply = await callFunction<{ suggestions?: { postal_code: string; latitude: number; longitude: number }[] }>(
    FUNCTIONS.geocoder,
    { action: 'search', query: pin },
  );
  const place = reply.suggestions?.find((suggestion) => suggestion.postal_code === pin);
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/** How many partner stores deliver within the delivery radius of the pin (SPEC §9: 5 km; counts up to 100). */
export async function partnerStoresAround(latitude: number, longitude: number): Promise<number> {
  const reply = await callFunction<{ stores?: unknown[] }>(FUNCTIONS.storeLocator, {
    latitude,
    longitude,
    radius: LIMITS.storeSearchRadiusKm,
    limit: 100,
  });
  return reply.stores?.length ?? 0;
}
