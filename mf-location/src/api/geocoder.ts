// The offline `geocoder` function (no Google key): address search and reverse geocoding.
import { FUNCTIONS } from '@instamg/shared/appwrite/ids';
import { LIMITS } from '@instamg/shared/constants';
import { isFiniteNumber, isRecord } from '@instamg/shared/domain/guards';
import type { Coordinates } from '@instamg/shared/domain/location';
import type { CallFunction } from './call-function';

/** One autocomplete row; a suggestion without coordinates (Google) is resolved on choice. */
export interface AddressSuggestion {
  id: string;
  /** Full text, used as the address once chosen. */
  description: string;
  mainText: string;
  secondaryText?: string;
  latitude?: number;
  longitude?: number;
}

/** Rows of a geocoder search reply; rows without text are dropped. */
export function parseGeocoderSuggestions(body: unknown): AddressSuggestion[] {
  if (!isRecord(body) || !Array.isArray(body.suggestions)) return [];
  const out: AddressSuggestion[] = [];
  for (const row of body.suggestions) {
    if (!isRecord(row) || typeof row.description !== 'string' || row.description.trim() === '') continue;
    out.push({
      id: typeof row.id === 'string' ? row.id : row.description,
      description: row.description,
      mainText: typeof row.main_text === 'string' ? row.main_text : row.description,
      secondaryText: typeof row.secondary_text === 'string' ? row.secondary_text : undefined,
      latitude: isFiniteNumber(row.latitude) ? row.latitude : undefined,
      longitude: isFiniteNumber(row.longitude) ? row.longitude : undefined,
    });
  }
  return out;
}

export interface OfflineGeocoder {
  /** `near`: the user's location when known; the geocoder ranks nearby places higher. */
  search(query: string, near?: Coordinates | null): Promise<AddressSuggestion[]>;
  reverse(coordinates: Coordinates): Promise<string | null>;
}

/** Failed calls reject with the caller's FunctionError. */
export function createOfflineGeocoder(call: CallFunction): OfflineGeocoder {
  return {
    async search(query, near) {
      const trimmed = query.trim();
      if (trimmed.length < LIMITS.addressSearchMinChars) return [];
      const body = near
        ? { action: 'search', query: trimmed, near: { latitude: near.latitude, longitude: near.longitude } }
        : { action: 'search', query: trimmed };
      return parseGeocoderSuggestions(await call<unknown>(FUNCTIONS.geocoder, body));
    },
    async reverse({ latitude, longitude }) {
      const reply = await call<unknown>(FUNCTIONS.geocoder, { action: 'reverse', latitude, longitude });
      const address = isRecord(reply) ? reply.address : null;
      return typeof address === 'string' && address.trim() !== '' ? address : null;
    },
  };
}
