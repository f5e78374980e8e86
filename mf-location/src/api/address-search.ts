// Address search as the selector uses it: suggestions for a term, then a place for a choice.
// Two providers: the offline geocoder function (default) and Google Places (with a key).
import { LIMITS } from '@instamg/shared/constants';
import type { PickedPlace } from '@instamg/shared/domain/address';
import type { Coordinates } from '@instamg/shared/domain/location';
import type { AddressSuggestion, OfflineGeocoder } from './geocoder';

export interface AddressSearchProvider {
  suggest(term: string): Promise<AddressSuggestion[]>;
  /** The place of a chosen suggestion; null when it has no geometry (SPEC §5: ignored). */
  resolve(suggestion: AddressSuggestion): Promise<PickedPlace | null>;
  /** Called after a choice: the next keystrokes belong to a new billing session. */
  newSession(): void;
}

/** Search starts at 3 characters (SPEC §5); shorter input clears the suggestions. */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length >= LIMITS.addressSearchMinChars;
}

/** `near` reads the user's location at each search (null when unknown). */
export function offlineSearchProvider(
  geocoder: OfflineGeocoder,
  near: () => Coordinates | null = () => null,
): AddressSearchProvider {
  return {
    suggest: (term) => (isSearchableTerm(term) ? geocoder.search(term, near()) : Promise.resolve([])),
    async resolve(suggestion) {
      if (suggestion.latitude === undefined || suggestion.longitude === undefined) return null;
      return { address: suggestion.description, latitude: suggestion.latitude, longitude: suggestion.longitude };
    },
    newSession() {
      // The offline geocoder is free and stateless: nothing to reset.
    },
  };
}
