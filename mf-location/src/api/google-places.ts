// Google Places (new API) search for deployments with a Maps key (SPEC §4 "Address search",
// research/domain.md §4): AutocompleteSuggestion with India only and session tokens, then
// Place.fetchFields for formatted address, location and name.
import { TEXTS, TIMINGS } from '@instamg/shared/constants';
import type { AddressSearchProvider } from './address-search';
import { isSearchableTerm } from './address-search';
import type { AddressSuggestion } from './geocoder';

/** The slice of `google.maps.places` we use (typed here: no @types/google.maps dependency). */
export interface PlacesLibrary {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      includedRegionCodes: string[];
      sessionToken: object;
    }): Promise<{ suggestions: Array<{ placePrediction: PlacePrediction | null }> }>;
  };
}

interface PlacePrediction {
  placeId: string;
  text: { text: string };
  mainText?: { text: string } | null;
  secondaryText?: { text: string } | null;
  toPlace(): {
    fetchFields(request: { fields: string[] }): Promise<unknown>;
    formattedAddress?: string | null;
    displayName?: string | null;
    location?: { lat(): number; lng(): number } | null;
  };
}

/**
 * Waits for `google.maps.places` (the script loads asynchronously): polls every 200 ms and
 * gives up after 10 s with 'Failed to load Google Maps API'.
 */
export function waitForPlacesLibrary(read: () => PlacesLibrary | undefined): Promise<PlacesLibrary> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const poll = (): void => {
      const library = read();
      if (library?.AutocompleteSuggestion) return resolve(library);
      if (Date.now() - startedAt >= TIMINGS.mapsLibraryGiveUpMs) return reject(new Error(TEXTS.errors.mapsLoadFailed));
      setTimeout(poll, TIMINGS.mapsLibraryPollMs);
    };
    poll();
  });
}

export function googlePlacesProvider(places: PlacesLibrary): AddressSearchProvider {
  let token = new places.AutocompleteSessionToken();
  const predictions = new Map<string, PlacePrediction>();
  return {
    async suggest(term) {
      if (!isSearchableTerm(term)) return [];
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: term.trim(),
        includedRegionCodes: ['in'],
        sessionToken: token,
      });
      const out: AddressSuggestion[] = [];
      for (const { placePrediction } of suggestions) {
        if (!placePrediction) continue;
        predictions.set(placePrediction.placeId, placePrediction);
        out.push({
          id: placePrediction.placeId,
          description: placePrediction.text.text,
          mainText: placePrediction.mainText?.text ?? placePrediction.text.text,
          secondaryText: placePrediction.secondaryText?.text,
        });
      }
      return out;
    },
    async resolve(suggestion) {
      const prediction = predictions.get(suggestion.id);
      if (!prediction) return null;
      const place = prediction.toPlace();
      await place.fetchFields({ fields: ['formattedAddress', 'location', 'displayName'] });
      if (!place.location) return null; // SPEC §5: a place without geometry is ignored
      return {
        address: place.formattedAddress ?? place.displayName ?? suggestion.description,
        latitude: place.location.lat(),
        longitude: place.location.lng(),
      };
    },
    newSession() {
      token = new places.AutocompleteSessionToken();
      predictions.clear();
    },
  };
}
