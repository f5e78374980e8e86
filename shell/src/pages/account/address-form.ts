// The saved-address form (SPEC §3 "Saved address", table `addresses`; issue 22 §5): what the user
// typed → a validated row, and a row → the form's fields. The location (latitude, longitude) is
// internal: set by the PIN lookup or "Use my current location", never typed or shown.
import { isPinCode, localMobileDigits, normalizeIndianMobile, type Address } from '@instamg/shared/domain/address';
import type { FieldErrors } from '../../domain/auth/validation';

export interface AddressFormValues {
  name: string;
  recipient_name: string;
  /** The 10 digits after the fixed "+91" (what people type is normalised on save). */
  recipient_phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  /** Internal: null means no location yet. */
  latitude: number | null;
  longitude: number | null;
  is_default: boolean;
}

/** The columns we write (user_id is added by the caller from the session). */
export interface AddressRowData {
  name: string;
  recipient_name: string;
  /** +91 and 10 digits. */
  recipient_phone: string;
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
  recipient_name: '',
  recipient_phone: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  latitude: null,
  longitude: null,
  is_default: false,
};

/** Column sizes from appwrite.json. */
const MAX_LENGTH = {
  name: 64,
  recipient_name: 128,
  address_line1: 255,
  address_line2: 255,
  city: 64,
  state: 64,
} as const;
/** India's bounding box, loosely: a point outside it is a typo (or swapped lat/lng). */
const INDIA = { minLat: 6, maxLat: 38, minLng: 68, maxLng: 98 } as const;

export function addressToForm(address: Address): AddressFormValues {
  return {
    name: address.name,
    recipient_name: address.recipient_name ?? '',
    recipient_phone: localMobileDigits(address.recipient_phone),
    address_line1: address.address_line1,
    address_line2: address.address_line2 ?? '',
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
    is_default: address.is_default === true,
  };
}

export type AddressFormResult =
  { ok: true; data: AddressRowData } | { ok: false; errors: FieldErrors<keyof AddressFormValues> };

export function validateAddressForm(values: AddressFormValues): AddressFormResult {
  const errors: FieldErrors<keyof AddressFormValues> = {};
  const required = [
    ['name', 'Give this address a name, like Home or Office'],
    ['recipient_name', 'Enter the name of the person who receives the order'],
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
  if (!isPinCode(postalCode)) errors.postal_code = 'Enter the 6-digit PIN code';
  const phone = normalizeIndianMobile(values.recipient_phone);
  if (!phone) errors.recipient_phone = 'Enter a 10-digit mobile number';

  // Internal, from the geocoder or the device: only a point in India is kept, else none.
  const { latitude, longitude } = values;
  const located =
    latitude !== null &&
    longitude !== null &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= INDIA.minLat &&
    latitude <= INDIA.maxLat &&
    longitude >= INDIA.minLng &&
    longitude <= INDIA.maxLng;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const line2 = values.address_line2.trim();
  return {
    ok: true,
    data: {
      name: values.name.trim(),
      recipient_name: values.recipient_name.trim(),
      recipient_phone: phone!,
      address_line1: values.address_line1.trim(),
      address_line2: line2 === '' ? null : line2,
      city: values.city.trim(),
      state: values.state.trim(),
      postal_code: postalCode,
      latitude: located ? latitude : null,
      longitude: located ? longitude : null,
      is_default: values.is_default,
    },
  };
}
