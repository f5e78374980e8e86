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
  /** Who receives the delivery (issue 22 §5); older addresses have none (the account's name and phone stand in). */
  recipient_name?: string | null;
  /** +91 and 10 digits (normalizeIndianMobile). */
  recipient_phone?: string | null;
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

/**
 * An Indian mobile number as `+91` and 10 digits (first digit 6–9), from what people type: spaces,
 * dashes, brackets, a leading `+91`, `91` or `0`; null when it is not one.
 */
export function normalizeIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** The 10 digits after +91, for a form field with a fixed "+91" prefix. */
export const localMobileDigits = (phone: string | null | undefined): string =>
  phone ? (normalizeIndianMobile(phone)?.slice(3) ?? phone) : '';

/** A 6-digit Indian PIN code (the first digit is never 0). */
export const isPinCode = (value: string): boolean => /^[1-9]\d{5}$/.test(value.trim());

/**
 * The city to prefill from a PIN code's district (the bundled PIN data names districts, not
 * cities): Delhi's districts are New Delhi; "Bengaluru Urban", "Mumbai Suburban" → the city.
 */
export function cityFromDistrict(district: string, state: string): string {
  if (state.trim().toLowerCase() === 'delhi') return 'New Delhi';
  return district.replace(/\s+(Urban|Rural|Suburban)$/i, '').trim();
}
