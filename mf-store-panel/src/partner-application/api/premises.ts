// The Premises step's helpers: the offline geocoder (a PIN's centre) and the store-locator (how
// many partner stores already serve the 5 km around the pin). Both functions are open to anyone.
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { LIMITS } from '@instamg/shared/constants';

async function execute(functionId: string, body: unknown): Promise<unknown> {
  const execution = await getAppwrite().functions.createExecution({ functionId, body: JSON.stringify(body), async: false });
  const reply: unknown = JSON.parse(execution.responseBody);
  if (execution.responseStatusCode >= 400) {
    const message = (reply as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' ? message : 'The service did not answer. Please try again.');
  }
  return reply;
}

/** The centre of a PIN code from the bundled PIN dataset, or null when the geocoder does not know it. */
export async function pinCentre(pin: string): Promise<{ latitude: number; longitude: number } | null> {
  const reply = (await execute(FUNCTIONS.geocoder, { action: 'search', query: pin })) as { suggestions?: { postal_code: string; latitude: number; longitude: number }[] };
  const place = reply.suggestions?.find((suggestion) => suggestion.postal_code === pin);
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/** How many partner stores deliver within the delivery radius of the pin (SPEC §9: 5 km; counts up to 100). */
export async function partnerStoresAround(latitude: number, longitude: number): Promise<number> {
  const reply = (await execute(FUNCTIONS.storeLocator, { latitude, longitude, radius: LIMITS.storeSearchRadiusKm, limit: 100 })) as { stores?: unknown[] };
  return reply.stores?.length ?? 0;
}
