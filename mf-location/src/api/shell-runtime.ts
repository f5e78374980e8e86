// The one location runtime of the shell page: both exposed modules (top-bar selector and
// /stores) load from this remote's container, so they share this module and its store.
import { Locale } from 'appwrite';
import { getAppwrite } from '@instamg/shared/appwrite/client';
import { callFunction } from '@instamg/shared/appwrite/call-function';
import { readRuntimeConfig } from '@instamg/shared/config';
import { createLocationStore } from './location-store/store';
import type { LocationRuntime } from './location-runtime';
import { configuredIpLocationUrl, createLocationWiring } from './services';

let runtime: Omit<LocationRuntime, 'navigate'> | undefined;

export function shellLocationRuntime(): Omit<LocationRuntime, 'navigate'> {
  if (!runtime) {
    const config = readRuntimeConfig();
    const wiring = createLocationWiring({
      call: (functionId, body) => callFunction(functionId, body),
      getLocale: () => new Locale(getAppwrite().client).get(),
      ipLocationUrl: configuredIpLocationUrl(),
    });
    runtime = {
      store: createLocationStore(wiring.deps),
      geocoder: wiring.geocoder,
      toasts: wiring.toasts,
      googleMapsKey: config.googleMapsKey,
      href: (path) => path,
    };
  }
  return runtime;
}
