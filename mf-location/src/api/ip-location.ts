// The IP-based fallback of SPEC §4 "Location" behind one small adapter:
// - `ipLocationUrl` set (production): GET it; the JSON must carry latitude and longitude;
// - otherwise Appwrite's `locale.get()` (the server's GeoIP), placed through the geocoder by
//   its city or postal code when the server reports one.
// Data without a usable latitude and longitude is rejected (SPEC §5).
import { isRecord } from '@instamg/shared/domain/guards';
import { isValidIpLocation, type Coordinates } from '@instamg/shared/domain/location';
import type { AddressSuggestion } from './geocoder';

export class IpLocationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IpLocationError';
  }
}

export type IpLocator = () => Promise<Coordinates>;

/** Reads an IP-lookup reply; providers say latitude/longitude (ipapi.co) or lat/lon (ip-api.com). */
export function coordinatesFromIpReply(body: unknown): Coordinates {
  const data = isRecord(body) ? { latitude: body.latitude ?? body.lat, longitude: body.longitude ?? body.lon } : body;
  if (!isValidIpLocation(data)) throw new IpLocationError('IP location data has no usable latitude and longitude');
  return { latitude: data.latitude, longitude: data.longitude, isIpBased: true };
}

export function createUrlIpLocator(url: string, fetcher: typeof fetch = fetch): IpLocator {
  return async () => {
    const response = await fetcher(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new IpLocationError(`IP location lookup answered ${response.status}`);
    return coordinatesFromIpReply(await response.json());
  };
}

export interface LocaleLike {
  countryCode?: string;
  city?: string;
  postalCode?: string;
}

export function createLocaleIpLocator(
  getLocale: () => Promise<LocaleLike>,
  search: (query: string) => Promise<AddressSuggestion[]>,
): IpLocator {
  return async () => {
    const locale = await getLocale();
    const place = [locale.postalCode, locale.city].find(
      (value) => typeof value === 'string' && value.trim().length >= 3,
    );
    if (!place) {
      throw new IpLocationError(
        `The server placed this IP in ${locale.countryCode ?? 'an unknown country'} but named no city or postal code`,
      );
    }
    const [first] = await search(place);
    return coordinatesFromIpReply(first ?? null);
  };
}
