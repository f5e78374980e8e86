/**
 * The geocoder's answers, built from the loaded dataset: search suggestions and the reverse
 * lookup reply. Pure (the dataset is passed in), so main.ts only does I/O.
 */
import type { LocalityAlias } from './aliases.ts';
import type { GeocoderRequest } from './input.ts';
import type { PinPlace } from './pins.ts';
import { MAX_REVERSE_DISTANCE_KM, buildPinGrid, nearestPin, type PinGrid } from './reverse.ts';
import {
  MIN_QUERY_LENGTH,
  buildSearchIndex,
  isSearchable,
  searchPlaces,
  type PlaceSuggestion,
  type SearchIndex,
} from './search.ts';

export interface Geocoder {
  search: SearchIndex;
  grid: PinGrid;
}

export function createGeocoder(places: readonly PinPlace[], aliases: readonly LocalityAlias[] = []): Geocoder {
  return { search: buildSearchIndex(places, aliases), grid: buildPinGrid(places) };
}

export type ReverseReply =
  | {
      address: string;
      locality: string;
      district: string;
      state: string;
      postal_code: string;
      latitude: number;
      longitude: number;
      distance_km: number;
    }
  | { address: null; message: string };

export type SearchReply = { suggestions: PlaceSuggestion[]; message?: string };

export function reverseGeocode(geocoder: Geocoder, latitude: number, longitude: number): ReverseReply {
  const nearest = nearestPin(geocoder.grid, latitude, longitude);
  if (!nearest)
    return {
      address: null,
      message: `No Indian PIN code within ${MAX_REVERSE_DISTANCE_KM} km of this point; we deliver in India only.`,
    };
  const { place } = nearest;
  const locality = place.localities[0]!;
  return {
    address: `${locality}, ${place.district}, ${place.state} ${place.postalCode}`,
    locality,
    district: place.district,
    state: place.state,
    postal_code: place.postalCode,
    latitude: place.latitude,
    longitude: place.longitude,
    distance_km: Math.round(nearest.distanceKm * 100) / 100,
  };
}

export function answer(geocoder: Geocoder, request: GeocoderRequest): SearchReply | ReverseReply {
  if (request.action === 'reverse') return reverseGeocode(geocoder, request.latitude, request.longitude);
  if (!isSearchable(request.query))
    return { suggestions: [], message: `Type at least ${MIN_QUERY_LENGTH} characters to search.` };
  const suggestions = searchPlaces(geocoder.search, request.query, { near: request.near });
  return suggestions.length > 0 ? { suggestions } : { suggestions, message: 'No matching place in India.' };
}
