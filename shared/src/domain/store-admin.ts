// A partner store as the platform admins add, edit, suspend and reinstate it (issue 17 §3), and
// the licence expiry rules the daily sweeper applies. Pure: the admin's form and the store-admin
// function validate with the same functions (the function never trusts the form).
import { gstinError, gstinStateMismatch, normalizeTaxId } from './partner/gstin';
import { INDIA, PHONE } from './partner/application';
import { isGstStateCode, GST_STATES } from './partner/gst-states';
import { LICENCE_MIN_VALID_DAYS, licenceNumberError, parseIsoDate } from './partner/licence';
import { addDays, daysUntil, istToday } from './india-time';
import { PIN_PATTERN, gstStatesOfPin } from './partner/pin-state';

/**
 * Whether a store takes orders: `stores.is_active` is the one authoritative flag every order path
 * reads (store-locator, place-order, re-routing). A suspended store is `is_active: false` with
 * `suspended_at` and `suspension` set; the store's own open / busy / paused switch
 * (`stores.status`) only matters while it is active.
 */
export const SUSPENSIONS = ['admin', 'licence_expired'] as const;
export type Suspension = (typeof SUSPENSIONS)[number];

export const SUSPENSION_LABELS: Readonly<Record<Suspension, string>> = {
  admin: 'Suspended by an admin',
  licence_expired: 'Suspended: drug licence expired',
};

/** The fields an admin enters for a store. */
export interface StoreValues {
  name: string;
  address: string;
  city: string;
  postal_code: string;
  phone: string;
  gstin: string;
  latitude: number | null;
  longitude: number | null;
  hours: string;
  form20_number: string;
  form20_expires_on: string;
  form21_number: string;
  form21_expires_on: string;
}
export type StoreField = keyof StoreValues;
export type StoreErrors = Partial<Record<StoreField, string>>;

export const EMPTY_STORE: StoreValues = {
  name: '',
  address: '',
  city: '',
  postal_code: '',
  phone: '',
  gstin: '',
  latitude: null,
  longitude: null,
  hours: '',
  form20_number: '',
  form20_expires_on: '',
  form21_number: '',
  form21_expires_on: '',
};

/** Column sizes of the stores table (appwrite/appwrite.json). */
export const STORE_TEXT_LIMITS: Readonly<Record<Exclude<StoreField, 'latitude' | 'longitude'>, number>> = {
  name: 255,
  address: 512,
  city: 64,
  postal_code: 6,
  phone: 20,
  gstin: 15,
  hours: 64,
  form20_number: 64,
  form20_expires_on: 10,
  form21_number: 64,
  form21_expires_on: 10,
};

export const STORE_FIELD_LABELS: Readonly<Record<StoreField, string>> = {
  name: 'Pharmacy name',
  address: 'Address',
  city: 'City',
  postal_code: 'PIN code',
  phone: 'Phone',
  gstin: 'GSTIN',
  latitude: 'Latitude',
  longitude: 'Longitude',
  hours: 'Opening hours',
  form20_number: 'Form 20 licence number',
  form20_expires_on: 'Form 20 expires on',
  form21_number: 'Form 21 licence number',
  form21_expires_on: 'Form 21 expires on',
};

function required(value: string, message: string, limit: number): string | undefined {
  if (value.trim() === '') return message;
  if (value.length > limit) return `Use at most ${limit} characters`;
  return undefined;
}

/** Expiry: a calendar date at least LICENCE_MIN_VALID_DAYS days ahead on India's calendar. */
function expiryError(form: '20' | '21', value: string, now: Date): string | undefined {
  if (value === '') return `Enter the Form ${form} expiry date`;
  const left = daysUntil(value, now);
  if (left === null) return 'Enter a date';
  if (left < 0) return 'This licence has expired';
  if (left < LICENCE_MIN_VALID_DAYS)
    return `This licence expires within ${LICENCE_MIN_VALID_DAYS} days. Enter the renewed licence`;
  return undefined;
}

/**
 * Every error of a store's values; empty when it may be saved. `previous` (an edit) exempts an
 * unchanged expiry date from the 30-day rule, so a store whose licence is close to expiry can
 * still have its phone corrected; a new or changed date must have 30 days left.
 */
export function storeErrors(v: StoreValues, now: Date, previous?: Partial<StoreValues>): StoreErrors {
  const e: StoreErrors = {};
  const put = (field: StoreField, message: string | null | undefined) => {
    if (message && !e[field]) e[field] = message;
  };
  put('name', required(v.name, 'Enter the name customers will see', STORE_TEXT_LIMITS.name));
  put('address', required(v.address, 'Enter the shop address', STORE_TEXT_LIMITS.address));
  put('city', required(v.city, 'Enter the city', STORE_TEXT_LIMITS.city));
  if (!PIN_PATTERN.test(v.postal_code) || gstStatesOfPin(v.postal_code).length === 0)
    put('postal_code', 'Enter the 6-digit PIN code');
  put(
    'phone',
    v.phone === ''
      ? 'Enter a phone number for the pharmacy'
      : PHONE.test(v.phone)
        ? null
        : 'Enter a 10-digit mobile or a landline with its STD code',
  );
  put('gstin', gstinError(v.gstin));
  if (!e.gstin && !e.postal_code) put('gstin', gstinStateMismatch(v.gstin, v.postal_code));
  if (v.latitude === null || v.longitude === null) put('latitude', 'Enter the shop’s coordinates');
  else if (
    !Number.isFinite(v.latitude) ||
    !Number.isFinite(v.longitude) ||
    v.latitude < INDIA.minLat ||
    v.latitude > INDIA.maxLat ||
    v.longitude < INDIA.minLng ||
    v.longitude > INDIA.maxLng
  )
    put('latitude', 'The location must be in India');
  if (v.hours.length > STORE_TEXT_LIMITS.hours) put('hours', `Use at most ${STORE_TEXT_LIMITS.hours} characters`);
  for (const form of ['20', '21'] as const) {
    put(`form${form}_number`, licenceNumberError(form, v[`form${form}_number`]));
    const expires = v[`form${form}_expires_on`];
    const unchanged = previous !== undefined && previous[`form${form}_expires_on`] === expires;
    if (unchanged && parseIsoDate(expires) !== null) continue;
    put(`form${form}_expires_on`, expiryError(form, expires, now));
  }
  return e;
}

export type ReadStore = { ok: true; values: StoreValues } | { ok: false; message: string };

/** Reads store values from untrusted JSON: only known fields, each of its type and size; tax id upper-cased. */
export function readStoreValues(input: unknown): ReadStore {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: 'values must be an object.' };
  const values: StoreValues = { ...EMPTY_STORE };
  for (const [field, raw] of Object.entries(input)) {
    if (!Object.hasOwn(EMPTY_STORE, field)) return { ok: false, message: `Unknown field ${field}.` };
    const key = field as StoreField;
    if (raw === null || raw === undefined) continue;
    if (key === 'latitude' || key === 'longitude') {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return { ok: false, message: `${key} must be a number.` };
      values[key] = raw;
    } else {
      if (typeof raw !== 'string') return { ok: false, message: `${key} must be text.` };
      const text = key === 'gstin' ? normalizeTaxId(raw) : raw.trim();
      if (text.length > STORE_TEXT_LIMITS[key])
        return { ok: false, message: `${key} must be at most ${STORE_TEXT_LIMITS[key]} characters.` };
      values[key] = text;
    }
  }
  return { ok: true, values };
}

/** The earlier of the two licence expiry dates (the store may trade until then), or null. */
export function licenceExpiresOn(v: Pick<StoreValues, 'form20_expires_on' | 'form21_expires_on'>): string | null {
  const dates = [v.form20_expires_on, v.form21_expires_on].filter((d) => parseIsoDate(d) !== null).sort();
  return dates[0] ?? null;
}

/** The State a GSTIN is registered in (its first two digits), or '' when unknown. */
export function stateOfGstin(gstin: string): string {
  const code = gstin.slice(0, 2);
  return isGstStateCode(code) ? GST_STATES[code] : '';
}

/** A stores row's columns for these values (the function writes them; `state` follows the GSTIN). */
export function storeRowData(v: StoreValues): Record<string, unknown> {
  return {
    name: v.name,
    address: v.address,
    city: v.city,
    state: stateOfGstin(v.gstin),
    postal_code: v.postal_code,
    location: [v.longitude, v.latitude],
    phone: v.phone,
    gstin: v.gstin,
    hours: v.hours === '' ? null : v.hours,
    drug_license_number: v.form20_number,
    form21_number: v.form21_number,
    form20_expires_on: v.form20_expires_on,
    form21_expires_on: v.form21_expires_on,
    licence_expires_on: licenceExpiresOn(v),
  };
}

/** A stores row read back into the form's values (a seed store may lack Form 21 fields). */
export function storeValuesFromRow(row: Record<string, unknown>): StoreValues {
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');
  const location = Array.isArray(row.location) ? (row.location as number[]) : [];
  return {
    name: text('name'),
    address: text('address'),
    city: text('city'),
    postal_code: text('postal_code'),
    phone: text('phone'),
    gstin: text('gstin'),
    latitude: typeof location[1] === 'number' ? location[1] : null,
    longitude: typeof location[0] === 'number' ? location[0] : null,
    hours: text('hours'),
    form20_number: text('drug_license_number'),
    form20_expires_on: text('form20_expires_on'),
    form21_number: text('form21_number'),
    form21_expires_on: text('form21_expires_on'),
  };
}

/** Notices before a licence expires: 30 days and 7 days ahead, one each. */
export const LICENCE_NOTICE_DAYS = [30, 7] as const;
export type LicenceNoticeDays = (typeof LICENCE_NOTICE_DAYS)[number];

/** Whole days from India's today to the expiry date (0 on the expiry day; negative once expired). */
export function daysUntilExpiry(expiresOn: string, now: Date): number | null {
  return daysUntil(expiresOn, now);
}

/**
 * What the sweeper does with a store's licence today: `expired` once the expiry day has passed
 * (a licence is valid through its expiry date), else the tightest notice that is due (7 within a
 * week, 30 within a month), else nothing. The notices are once-only by their dedupe key.
 */
export function licenceAction(
  expiresOn: string | null,
  now: Date,
): { kind: 'expired' } | { kind: 'notice'; days: LicenceNoticeDays; daysLeft: number } | null {
  if (!expiresOn) return null;
  const left = daysUntilExpiry(expiresOn, now);
  if (left === null) return null;
  if (left < 0) return { kind: 'expired' };
  const due = [...LICENCE_NOTICE_DAYS].sort((a, b) => a - b).find((days) => left <= days);
  return due === undefined ? null : { kind: 'notice', days: due, daysLeft: left };
}

/** The last day (YYYY-MM-DD, India) a licence may expire on and still be "expiring in `days` days". */
export function expiringByDay(now: Date, days = 30): string {
  return addDays(istToday(now), days);
}

export const SUSPEND_REASON_MAX = 500;

/** The reason an admin gives for suspending or reinstating; the same rule in the dialog and the function. */
export function reasonError(reason: string): string | null {
  if (reason.trim() === '') return 'Please give a reason.';
  if (reason.length > SUSPEND_REASON_MAX) return `Use at most ${SUSPEND_REASON_MAX} characters.`;
  return null;
}

/** What a store may ask to change in its licences (issue 17 §3); an admin approves it (store-admin). */
export const LICENCE_CHANGE_FIELDS = [
  'form20_number',
  'form20_expires_on',
  'form21_number',
  'form21_expires_on',
] as const;
export type LicenceChange = Pick<StoreValues, (typeof LICENCE_CHANGE_FIELDS)[number]>;

export type ReadLicenceChange = { ok: true; values: LicenceChange } | { ok: false; message: string };

/** Reads a licence change from untrusted JSON: exactly the four fields, as text of their column size. */
export function readLicenceChange(input: unknown): ReadLicenceChange {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: 'values must be an object.' };
  const values: LicenceChange = { form20_number: '', form20_expires_on: '', form21_number: '', form21_expires_on: '' };
  for (const [field, raw] of Object.entries(input)) {
    if (!(LICENCE_CHANGE_FIELDS as readonly string[]).includes(field))
      return { ok: false, message: `Unknown field ${field}.` };
    const key = field as keyof LicenceChange;
    if (typeof raw !== 'string') return { ok: false, message: `${key} must be text.` };
    if (raw.trim().length > STORE_TEXT_LIMITS[key])
      return { ok: false, message: `${key} must be at most ${STORE_TEXT_LIMITS[key]} characters.` };
    values[key] = raw.trim();
  }
  return { ok: true, values };
}

/** The licence fields' errors: numbers as printed, each expiry at least 30 days ahead. */
export function licenceChangeErrors(v: LicenceChange, now: Date): StoreErrors {
  const e: StoreErrors = {};
  for (const form of ['20', '21'] as const) {
    const numberError = licenceNumberError(form, v[`form${form}_number`]);
    if (numberError) e[`form${form}_number`] = numberError;
    const expiry = expiryError(form, v[`form${form}_expires_on`], now);
    if (expiry) e[`form${form}_expires_on`] = expiry;
  }
  return e;
}

/** The stores columns a licence change writes (licence_expires_on follows). */
export function licenceChangeRowData(v: LicenceChange): Record<string, unknown> {
  return {
    drug_license_number: v.form20_number,
    form21_number: v.form21_number,
    form20_expires_on: v.form20_expires_on,
    form21_expires_on: v.form21_expires_on,
    licence_expires_on: licenceExpiresOn(v),
  };
}
