// Saved delivery addresses (SPEC §3 "Saved address", table `addresses`) and places picked from
// address search.
import { TEXTS } from '../constants';
import { isFiniteNumber } from './guards';

export interface Address {
  id: string;
  name: string;
  address_line1: string;
  address_line2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  /** Optional: older addresses were saved without a location. */
  latitude?: number | null;
  longitude?: number | null;
  is_default?: boolean;
  user_id?: string;
}

/** An address that carries both coordinates. */
export type LocatedAddress = Address & { latitude: number; longitude: number };

/** One line: line1, line2 if present, city, state, postal code, joined with ', '. */
export function formatAddressLine(address: Address): string {
  return [address.address_line1, address.address_line2, address.city, address.state, address.postal_code]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}

/** Usable for delivery only with both latitude and longitude (SPEC §5). */
export function isAddressUsable(address: Address): address is LocatedAddress {
  return isFiniteNumber(address.latitude) && isFiniteNumber(address.longitude);
}

/** Default address first; otherwise the given order is kept. */
export function sortAddresses<A extends Address>(addresses: readonly A[]): A[] {
  return [...addresses].sort((a, b) => Number(b.is_default === true) - Number(a.is_default === true));
}

/** The label a chosen saved address gets: 'name: address'. */
export function savedAddressLabel(address: Address): string {
  return `${address.name}: ${formatAddressLine(address)}`;
}

/** SPEC §3 "Place picked from search". */
export interface PickedPlace {
  address: string;
  latitude: number;
  longitude: number;
}

export interface SearchedLocation extends PickedPlace {
  id: string;
  name: string;
}

/** A searched place as a temporary address: id 'search-…', name 'Searched location'. */
export function searchedLocation(place: PickedPlace, uniquePart: string | number = Date.now()): SearchedLocation {
  return {
    id: `${TEXTS.deliverySelector.searchedLocationIdPrefix}${uniquePart}`,
    name: TEXTS.deliverySelector.searchedLocationName,
    ...place,
  };
}
