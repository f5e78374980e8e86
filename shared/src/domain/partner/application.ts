// A pharmacy partner application (issue 17; research/supply-side.md §C and "Partner application"):
// its values, its steps, and the checks the form shows and the store-onboarding function repeats
// before it stores a draft or accepts a submission ("never trust the form"). Pure: the browser
// and the function bundle both import it.
import { accountNumberErrors, ifscError } from './bank';
import { documentIdError } from './documents';
import { GST_STATES, isGstStateCode } from './gst-states';
import { gstinError, gstinStateMismatch, panError, panGstinMismatch } from './gstin';
import { licenceDateErrors, licenceNumberError } from './licence';
import { pharmacistErrors } from './pharmacist';
import { PIN_PATTERN, gstStatesOfPin } from './pin-state';

/** Legal forms of a business (GST registration's "constitution of business"). */
export const CONSTITUTIONS = {
  proprietorship: 'Proprietorship',
  partnership: 'Partnership firm',
  llp: 'Limited liability partnership (LLP)',
  private_limited: 'Private limited company',
  public_limited: 'Public limited company',
  trust_or_society: 'Trust or society',
} as const;
export type Constitution = keyof typeof CONSTITUTIONS;

export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'changes_requested',
  'approved',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How an application's status reads, for the applicant and the admins alike. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The applicant may change their application only in these (the function enforces it). */
export const EDITABLE_STATUSES: readonly ApplicationStatus[] = ['draft', 'changes_requested'];

/** Shopfront photos: at least one, at most this many. */
export const MAX_SHOPFRONT_PHOTOS = 4;

/** Everything an application holds that the applicant enters; column names of store_applications. */
export interface ApplicationValues {
  // Business
  legal_name: string;
  trade_name: string;
  constitution: string;
  pan: string;
  gstin: string;
  phone: string;
  // Licences (D&C Rules Form 20 and Form 21)
  form20_number: string;
  form20_issued_on: string;
  form20_expires_on: string;
  form20_document_id: string;
  form21_number: string;
  form21_issued_on: string;
  form21_expires_on: string;
  form21_document_id: string;
  // Pharmacist
  pharmacist_name: string;
  pharmacist_council: string;
  pharmacist_registration_number: string;
  pharmacist_certificate_id: string;
  applicant_is_pharmacist: boolean;
  // Premises
  address: string;
  city: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
  shopfront_photo_ids: string[];
  // Bank
  account_holder: string;
  account_number: string;
  ifsc: string;
  cheque_document_id: string;
}

export type ApplicationField = keyof ApplicationValues;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export const APPLICATION_STEPS = ['business', 'licences', 'pharmacist', 'premises', 'bank'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export const STEP_FIELDS: Readonly<Record<ApplicationStep, readonly ApplicationField[]>> = {
  business: ['legal_name', 'trade_name', 'constitution', 'pan', 'gstin', 'phone'],
  licences: [
    'form20_number',
    'form20_issued_on',
    'form20_expires_on',
    'form20_document_id',
    'form21_number',
    'form21_issued_on',
    'form21_expires_on',
    'form21_document_id',
  ],
  pharmacist: [
    'pharmacist_name',
    'pharmacist_council',
    'pharmacist_registration_number',
    'pharmacist_certificate_id',
    'applicant_is_pharmacist',
  ],
  premises: ['address', 'city', 'postal_code', 'latitude', 'longitude', 'shopfront_photo_ids'],
  bank: ['account_holder', 'account_number', 'ifsc', 'cheque_document_id'],
};

export const DOCUMENT_FIELDS = [
  'form20_document_id',
  'form21_document_id',
  'pharmacist_certificate_id',
  'cheque_document_id',
] as const;

/** Text columns and their sizes in appwrite.json (store_applications). */
export const TEXT_LIMITS: Readonly<
  Record<
    Exclude<ApplicationField, 'latitude' | 'longitude' | 'shopfront_photo_ids' | 'applicant_is_pharmacist'>,
    number
  >
> = {
  legal_name: 255,
  trade_name: 255,
  constitution: 32,
  pan: 10,
  gstin: 15,
  phone: 20,
  form20_number: 64,
  form20_issued_on: 10,
  form20_expires_on: 10,
  form20_document_id: 36,
  form21_number: 64,
  form21_issued_on: 10,
  form21_expires_on: 10,
  form21_document_id: 36,
  pharmacist_name: 128,
  pharmacist_council: 128,
  pharmacist_registration_number: 64,
  pharmacist_certificate_id: 36,
  address: 512,
  city: 64,
  postal_code: 6,
  account_holder: 128,
  account_number: 18,
  ifsc: 11,
  cheque_document_id: 36,
};

export const EMPTY_APPLICATION: ApplicationValues = {
  legal_name: '',
  trade_name: '',
  constitution: '',
  pan: '',
  gstin: '',
  phone: '',
  form20_number: '',
  form20_issued_on: '',
  form20_expires_on: '',
  form20_document_id: '',
  form21_number: '',
  form21_issued_on: '',
  form21_expires_on: '',
  form21_document_id: '',
  pharmacist_name: '',
  pharmacist_council: '',
  pharmacist_registration_number: '',
  pharmacist_certificate_id: '',
  applicant_is_pharmacist: false,
  address: '',
  city: '',
  postal_code: '',
  latitude: null,
  longitude: null,
  shopfront_photo_ids: [],
  account_holder: '',
  account_number: '',
  ifsc: '',
  cheque_document_id: '',
};

/** India's bounding box (as the geocoder's INDIA_BOUNDS). */
export const INDIA = { minLat: 6.5, maxLat: 37.6, minLng: 68.1, maxLng: 97.5 } as const;
/** An Indian phone: 10 digits starting 6–9 (mobile) or a landline with its STD code, optional +91. */
export const PHONE = /^(\+91[ -]?)?(0?[6-9]\d{9}|0\d{2,4}[ -]?\d{6,8})$/;

function required(value: string, message: string, limit: number): string | undefined {
  if (value.trim() === '') return message;
  if (value.length > limit) return `Use at most ${limit} characters`;
  return undefined;
}

function stepErrorsOf(step: ApplicationStep, v: ApplicationValues, now: Date): ApplicationErrors {
  const e: ApplicationErrors = {};
  const put = (field: ApplicationField, message: string | null | undefined) => {
    if (message && !e[field]) e[field] = message;
  };
  switch (step) {
    case 'business':
      put(
        'legal_name',
        required(v.legal_name, 'Enter the legal name as on the GST certificate', TEXT_LIMITS.legal_name),
      );
      put('trade_name', required(v.trade_name, 'Enter the name customers will see', TEXT_LIMITS.trade_name));
      put('constitution', Object.hasOwn(CONSTITUTIONS, v.constitution) ? null : 'Choose the type of business');
      put('pan', panError(v.pan));
      put('gstin', gstinError(v.gstin));
      if (!e.pan && !e.gstin) put('gstin', panGstinMismatch(v.pan, v.gstin));
      // The State check needs the PIN from Premises; it is shown there once both are known.
      put(
        'phone',
        v.phone === ''
          ? 'Enter a phone number for the pharmacy'
          : PHONE.test(v.phone)
            ? null
            : 'Enter a 10-digit mobile or a landline with its STD code',
      );
      break;
    case 'licences':
      for (const form of ['20', '21'] as const) {
        put(`form${form}_number`, licenceNumberError(form, v[`form${form}_number`]));
        const dates = licenceDateErrors(v[`form${form}_issued_on`], v[`form${form}_expires_on`], now);
        put(`form${form}_issued_on`, dates.issued_on);
        put(`form${form}_expires_on`, dates.expires_on);
        put(
          `form${form}_document_id`,
          documentIdError(v[`form${form}_document_id`], `Upload a scan of the Form ${form} licence`),
        );
      }
      break;
    case 'pharmacist': {
      const p = pharmacistErrors(v.pharmacist_name, v.pharmacist_council, v.pharmacist_registration_number);
      put('pharmacist_name', p.pharmacist_name);
      put('pharmacist_council', p.pharmacist_council);
      put('pharmacist_registration_number', p.pharmacist_registration_number);
      put(
        'pharmacist_certificate_id',
        documentIdError(v.pharmacist_certificate_id, 'Upload the registration certificate'),
      );
      break;
    }
    case 'premises':
      put('address', required(v.address, 'Enter the shop address', TEXT_LIMITS.address));
      put('city', required(v.city, 'Enter the city', TEXT_LIMITS.city));
      if (!PIN_PATTERN.test(v.postal_code) || gstStatesOfPin(v.postal_code).length === 0)
        put('postal_code', 'Enter the 6-digit PIN code');
      else if (isGstStateCode(v.gstin.slice(0, 2))) put('postal_code', gstinStateMismatch(v.gstin, v.postal_code));
      if (v.latitude === null || v.longitude === null)
        put('latitude', 'Place the pin on the map at the shop’s entrance');
      else if (
        !Number.isFinite(v.latitude) ||
        !Number.isFinite(v.longitude) ||
        v.latitude < INDIA.minLat ||
        v.latitude > INDIA.maxLat ||
        v.longitude < INDIA.minLng ||
        v.longitude > INDIA.maxLng
      ) {
        put('latitude', 'The pin must be in India');
      }
      if (v.shopfront_photo_ids.length === 0) put('shopfront_photo_ids', 'Add a photo of the shopfront');
      else if (v.shopfront_photo_ids.length > MAX_SHOPFRONT_PHOTOS)
        put('shopfront_photo_ids', `Add at most ${MAX_SHOPFRONT_PHOTOS} photos`);
      else
        put(
          'shopfront_photo_ids',
          v.shopfront_photo_ids.map((id) => documentIdError(id, 'Add a photo of the shopfront')).find(Boolean),
        );
      break;
    case 'bank':
      put('account_holder', required(v.account_holder, 'Enter the account holder’s name', TEXT_LIMITS.account_holder));
      put('account_number', accountNumberErrors(v.account_number, v.account_number).account_number);
      put('ifsc', ifscError(v.ifsc));
      put('cheque_document_id', documentIdError(v.cheque_document_id, 'Upload a cancelled cheque'));
      break;
  }
  return e;
}

/** The errors of one step (what the form shows before it moves on). `now` decides licence expiry. */
export function applicationStepErrors(step: ApplicationStep, values: ApplicationValues, now: Date): ApplicationErrors {
  return stepErrorsOf(step, values, now);
}

/** Every error of the application: empty when it may be submitted. */
export function applicationErrors(values: ApplicationValues, now: Date): ApplicationErrors {
  return Object.assign({}, ...APPLICATION_STEPS.map((step) => stepErrorsOf(step, values, now))) as ApplicationErrors;
}

/** The first step with an error (where a resumed or refused application opens), or null. */
export function firstStepWithErrors(errors: ApplicationErrors): ApplicationStep | null {
  return APPLICATION_STEPS.find((step) => STEP_FIELDS[step].some((field) => errors[field])) ?? null;
}

/** The store's State, named by its GSTIN's State code (which must be the PIN's). */
export function stateOfApplication(values: Pick<ApplicationValues, 'gstin'>): string | null {
  const code = values.gstin.slice(0, 2);
  return isGstStateCode(code) ? GST_STATES[code] : null;
}

/** Every document id the application refers to (the function checks the applicant uploaded each). */
export function documentIdsOf(
  values: Pick<ApplicationValues, (typeof DOCUMENT_FIELDS)[number] | 'shopfront_photo_ids'>,
): string[] {
  return [...DOCUMENT_FIELDS.map((field) => values[field]), ...values.shopfront_photo_ids].filter((id) => id !== '');
}

/** Tax ids and the IFSC are stored upper-case without spaces, however they were typed. */
const UPPER_FIELDS = new Set<ApplicationField>(['pan', 'gstin', 'ifsc']);

/** The result of reading values sent by a client: type errors are refusals, not field messages. */
export type ReadApplication = { ok: true; values: ApplicationValues } | { ok: false; message: string };

/**
 * Reads application values from untrusted JSON (the function's body): only known fields, each of
 * its type and column size, text trimmed (tax ids and the IFSC upper-cased without spaces); missing fields are empty. Whether the values are *valid* is applicationErrors' job.
 */
export function readApplicationValues(input: unknown): ReadApplication {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, message: 'values must be an object.' };
  const values: ApplicationValues = { ...EMPTY_APPLICATION, shopfront_photo_ids: [] };
  for (const [field, raw] of Object.entries(input)) {
    if (!Object.hasOwn(EMPTY_APPLICATION, field)) return { ok: false, message: `Unknown field ${field}.` };
    const key = field as ApplicationField;
    if (raw === null || raw === undefined) continue;
    if (key === 'latitude' || key === 'longitude') {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return { ok: false, message: `${key} must be a number.` };
      values[key] = raw;
    } else if (key === 'applicant_is_pharmacist') {
      if (typeof raw !== 'boolean') return { ok: false, message: `${key} must be true or false.` };
      values[key] = raw;
    } else if (key === 'shopfront_photo_ids') {
      if (
        !Array.isArray(raw) ||
        raw.length > MAX_SHOPFRONT_PHOTOS ||
        raw.some((id) => typeof id !== 'string' || id.length > 36)
      ) {
        return { ok: false, message: `${key} must be at most ${MAX_SHOPFRONT_PHOTOS} file ids.` };
      }
      values[key] = [...new Set(raw as string[])];
    } else {
      if (typeof raw !== 'string') return { ok: false, message: `${key} must be text.` };
      const text = UPPER_FIELDS.has(key) ? raw.replace(/\s+/g, '').toUpperCase() : raw.trim();
      if (text.length > TEXT_LIMITS[key])
        return { ok: false, message: `${key} must be at most ${TEXT_LIMITS[key]} characters.` };
      values[key] = text;
    }
  }
  return { ok: true, values };
}

/** A store_applications row as the applicant and the admins read it. */
export interface ApplicationRecord {
  id: string;
  status: ApplicationStatus;
  reviewer_note: string | null;
  submitted_at: string | null;
  /** The store an approval created. */
  store_id: string | null;
  values: ApplicationValues;
}

/** A store_applications row (columns left empty are null there) → its record. */
export function applicationFromRow(row: Record<string, unknown>): ApplicationRecord {
  const values: ApplicationValues = { ...EMPTY_APPLICATION, shopfront_photo_ids: [] };
  for (const field of Object.keys(EMPTY_APPLICATION) as ApplicationField[]) {
    const value = row[field];
    if (value === null || value === undefined) continue;
    (values as unknown as Record<string, unknown>)[field] = Array.isArray(value) ? [...value] : value;
  }
  const status = row.status;
  return {
    id: String(row.$id),
    status: (APPLICATION_STATUSES as readonly unknown[]).includes(status) ? (status as ApplicationStatus) : 'draft',
    reviewer_note: typeof row.reviewer_note === 'string' ? row.reviewer_note : null,
    submitted_at: typeof row.submitted_at === 'string' ? row.submitted_at : null,
    store_id: typeof row.store_id === 'string' ? row.store_id : null,
    values,
  };
}

/** Application values → row data: empty text is stored as null (a draft may leave anything empty). */
export function applicationToRowData(values: ApplicationValues): Record<ApplicationField, unknown> {
  const data = {} as Record<ApplicationField, unknown>;
  for (const field of Object.keys(EMPTY_APPLICATION) as ApplicationField[]) {
    const value = values[field];
    data[field] = value === '' ? null : value;
  }
  return data;
}
