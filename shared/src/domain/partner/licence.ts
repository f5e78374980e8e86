// Retail drug licences (research/supply-side.md §C, domain.md §2.3): Form 20 (drugs other than
// Schedules C, C(1) and X) and Form 21 (Schedules C and C(1)), issued per premises by the State
// drugs controller, each with issue and expiry dates. Days are India's (india-time.ts).
import { daysBetween, isDay, istToday } from '../india-time';

export const LICENCE_FORMS = ['20', '21'] as const;
export type LicenceForm = (typeof LICENCE_FORMS)[number];

/** A licence that expires within this many days is refused: it would lapse before the store is live. */
export const LICENCE_MIN_VALID_DAYS = 30;

/** Licence numbers vary by State ("KA-B1-20B-12345", "20/DL/2024/001"): letters, digits, / - . and spaces. */
const LICENCE_NUMBER = /^[A-Z0-9][A-Z0-9/\-. ]{2,62}[A-Z0-9]$/i;

/** Midnight UTC of a `YYYY-MM-DD` date, or null when it is no calendar date (2026-02-30). */
export function parseIsoDate(value: string): number | null {
  return isDay(value) ? Date.parse(`${value}T00:00:00Z`) : null;
}

/** India's calendar date (IST, UTC+5:30) at `now`, as midnight UTC: "today" for a licence. */
export function indiaToday(now: Date): number {
  return Date.parse(`${istToday(now)}T00:00:00Z`);
}

export function licenceNumberError(form: LicenceForm, number: string): string | null {
  if (number === '') return `Enter the Form ${form} licence number`;
  if (!LICENCE_NUMBER.test(number)) return 'Use the licence number as printed: letters, digits, / and -';
  return null;
}

export interface LicenceDateErrors {
  issued_on?: string;
  expires_on?: string;
}

/**
 * Issue date in the past, expiry after it, and at least LICENCE_MIN_VALID_DAYS days left on
 * India's calendar (`now` is injected so tests and the server decide on the same clock).
 */
export function licenceDateErrors(issuedOn: string, expiresOn: string, now: Date): LicenceDateErrors {
  const errors: LicenceDateErrors = {};
  const today = indiaToday(now);
  const issued = parseIsoDate(issuedOn);
  const expires = parseIsoDate(expiresOn);
  if (issuedOn === '') errors.issued_on = 'Enter the issue date';
  else if (issued === null) errors.issued_on = 'Enter a date';
  else if (issued > today) errors.issued_on = 'The issue date cannot be in the future';
  if (expiresOn === '') errors.expires_on = 'Enter the expiry date';
  else if (expires === null) errors.expires_on = 'Enter a date';
  else if (issued !== null && expires <= issued) errors.expires_on = 'The expiry date must be after the issue date';
  else if (expires < today) errors.expires_on = 'This licence has expired. Renew it before applying';
  else if (daysBetween(istToday(now), expiresOn) < LICENCE_MIN_VALID_DAYS) {
    errors.expires_on = `This licence expires within ${LICENCE_MIN_VALID_DAYS} days. Renew it before applying`;
  }
  return errors;
}
