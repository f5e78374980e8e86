// The saved-address form (SPEC §3 "Saved address", table `addresses`): what the user typed →
// a validated row, and a row → the form's text fields.
import type { Address } from '@instamg/shared/domain/address';
import type { FieldErrors } from '../../domain/auth/validation';

export interface AddressFormValues {
  name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  /** Text, as typed; empty means no location yet. */
  latitude: string;
  longitude: string;
  is_default: boolean;
}

/** The columns we write (user_id is added by the caller from the session). */
export interface AddressRowData {
  name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
  is_default: boolean;
}

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  name: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  latitude: '',
  longitude: '',
  is_default: false,
};

/** Column sizes from appwrite.json. */
const MAX_LENGTH = { name: 64, address_line1: 255, address_line2: 255, city: 64, state: 64 } as const;
/** India's bounding box, loosely: a point outside it is a typo (or swapped lat/lng). */
const INDIA = { minLat: 6, maxLat: 38, minLng: 68, maxLng: 98 } as const;

export function addressToForm(address: Address): AddressFormValues {
  return {
    name: address.name,
    address_line1: address.address_line1,
    address_line2: address.address_line2 ?? '',
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    latitude: address.latitude == null ? '' : String(address.latitude),
    longitude: address.longitude == null ? '' : String(address.longitude),
    is_default: address.is_default === true,
  };
}

export type AddressFormResult =
  { ok: true; data: AddressRowData } | { ok: false; errors: FieldErrors<keyof AddressFormValues> };

export function validateAddressForm(values: AddressFormValues): AddressFormResult {
  const errors: FieldErrors<keyof AddressFormValues> = {};
  const required = [
    ['name', 'Give this address a name, like Home or Office'],
    ['address_line1', 'Enter the house number and street'],
    ['city', 'Enter the city'],
    ['state', 'Enter the state'],
  ] as const;
  for (const [field, message] of required) {
    const value = values[field].trim();
    if (value === '') errors[field] = message;
    else if (value.length > MAX_LENGTH[field]) errors[field] = `Use at most ${MAX_LENGTH[field]} characters`;
  }
  if (values.address_line2.trim().length > MAX_LENGTH.address_line2) {
    errors.address_line2 = `Use at most ${MAX_LENGTH.address_line2} characters`;
  }
  const postalCode = values.postal_code.trim();
  if (!/^[1-9]\d{5}$/.test(postalCode)) errors.postal_code = 'Enter the 6-digit PIN code';

  const latText = values.latitude.trim();
  const lngText = values.longitude.trim();
  let latitude: number | null = null;
  let longitude: number | null = null;
  if (latText !== '' || lngText !== '') {
    latitude = Number(latText);
    longitude = Number(lngText);
    if (latText === '' || !Number.isFinite(latitude) || latitude < INDIA.minLat || latitude > INDIA.maxLat) {
      errors.latitude = `Latitude in India is between ${INDIA.minLat} and ${INDIA.maxLat}`;
    }
    if (lngText === '' || !Number.isFinite(longitude) || longitude < INDIA.minLng || longitude > INDIA.maxLng) {
      errors.longitude = `Longitude in India is between ${INDIA.minLng} and ${INDIA.maxLng}`;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const line2 = values.address_line2.trim();
  return {
    ok: true,
    data: {
      name: values.name.trim(),
      address_line1: values.address_line1.trim(),
      address_line2: line2 === '' ? null : line2,
      city: values.city.trim(),
      state: values.state.trim(),
      postal_code: postalCode,
      latitude,
      longitude,
      is_default: values.is_default,
    },
  };
}
