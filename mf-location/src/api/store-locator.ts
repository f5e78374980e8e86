// The store-locator client (SPEC §7): results cached 5 min by coordinates rounded to 4
// decimals; any failure gives an empty list, flagged so the caller can show its toast.
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import {
  createStoresCache,
  storeLocatorRequest,
  storesCacheKey,
  type Coordinates,
} from '@instamg/shared/domain/location';
import { parseStoreLocatorReply, type Store } from '@instamg/shared/domain/store';
import type { CallFunction } from './call-function';

export type LocatorVariant = 'lookup' | 'updateForLocation';

export interface StoreLookup {
  /** Nearest first; empty when none is within the radius or the call failed. */
  stores: Store[];
  /** The call failed (a FunctionError: network, 4xx/5xx): SPEC 'Failed to locate nearby stores.' */
  failed: boolean;
}

export interface StoreLocator {
  find(coordinates: Coordinates, variant?: LocatorVariant): Promise<StoreLookup>;
  clearCache(): void;
}

export function createStoreLocator(call: CallFunction): StoreLocator {
  // One cache per variant: the update variant is capped at 10 stores, the lookup is not.
  const caches = { lookup: createStoresCache(), updateForLocation: createStoresCache() };
  return {
    async find(coordinates, variant = 'lookup') {
      const key = storesCacheKey(coordinates.latitude, coordinates.longitude);
      const cached = caches[variant].get(key);
      if (cached) return { stores: cached, failed: false };
      try {
        const stores = parseStoreLocatorReply(
          await call<unknown>(FUNCTIONS.storeLocator, storeLocatorRequest(coordinates, variant)),
        );
        caches[variant].set(key, stores);
        return { stores, failed: false };
      } catch (error) {
        console.warn('Failed to locate nearby stores.', error);
        return { stores: [], failed: true };
      }
    },
    clearCache() {
      caches.lookup.clear();
      caches.updateForLocation.clear();
    },
  };
}
