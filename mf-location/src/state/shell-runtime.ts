// The one location runtime of the shell page: both exposed modules (top-bar selector and
// /stores) load from this remote's container, so they share this module and its store.
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { readRuntimeConfig } from '@instamg/shared/config';
import { createLocationStore } from './location-store';
import type { LocationRuntime } from './LocationProvider';
import { configuredIpLocationUrl, createLocationWiring } from './services';

let runtime: Omit<LocationRuntime, 'navigate'> | undefined;

export function shellLocationRuntime(): Omit<LocationRuntime, 'navigate'> {
  if (!runtime) {
    const config = readRuntimeConfig();
    const wiring = createLocationWiring({ appwrite: getAppwrite, ipLocationUrl: configuredIpLocationUrl() });
    runtime = {
      store: createLocationStore(wiring.deps),
      appwrite: getAppwrite,
      geocoder: wiring.geocoder,
      toasts: wiring.toasts,
      googleMapsKey: config.googleMapsKey,
      href: (path) => path,
    };
  }
  return runtime;
}
