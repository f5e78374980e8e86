// Checks for the sign-in and sign-up forms. The SPEC shows no validation, but users expect the
// basics, and catching them here saves a round trip to Appwrite.

import { isCommonPassword } from '@instamg/shared/domain/common-passwords';

/** Shown under a new password that is on the common-password list. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Choose a less common one.';

/** Appwrite's own minimum (general_argument_invalid below it). */
export const MIN_PASSWORD_LENGTH = 8;
/** Appwrite's maximum. */
export const MAX_PASSWORD_LENGTH = 256;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Indian mobile numbers: 10 digits starting 6–9. */
const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

export function emailError(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Enter your email address';
  return EMAIL_PATTERN.test(value) ? null : 'Enter a valid email address, like name@example.com';
}

export function passwordError(password: string): string | null {
  if (password === '') return 'Enter your password';
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters`;
  // The server's password dictionary (issue 32) refuses these; say so before the round trip.
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}

/**
 * The 10-digit number, or null if it is not an Indian mobile number. Spaces, dashes and a
 * leading +91, 91 or 0 are accepted, because that is how people type them.
 */
export function normaliseIndianMobile(phone: string): string | null {
  let digits = phone.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return INDIAN_MOBILE_PATTERN.test(digits) ? digits : null;
}

export function phoneError(phone: string): string | null {
  if (phone.trim() === '') return 'Enter your mobile number';
  return normaliseIndianMobile(phone) ? null : 'Enter a 10-digit Indian mobile number';
}

export function nameError(name: string, label: string): string | null {
  const value = name.trim();
  if (value === '') return `Enter your ${label}`;
  return value.length > 64 ? `Keep your ${label} under 64 characters` : null;
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function signUpErrors(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  const errors: FieldErrors<keyof SignUpValues> = {};
  const checks: [keyof SignUpValues, string | null][] = [
    ['firstName', nameError(values.firstName, 'first name')],
    ['lastName', nameError(values.lastName, 'last name')],
    ['phone', phoneError(values.phone)],
    ['email', emailError(values.email)],
    ['password', passwordError(values.password)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

export function signInErrors(values: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  // Sign-in only needs a password: an old account may predate today's length rule.
  if (values.password === '') errors.password = 'Enter your password';
  return errors;
}

/** A TOTP is 6 digits; a recovery code is 10 letters/digits (Appwrite). */
export function mfaCodeError(code: string, kind: 'totp' | 'recoveryCode'): string | null {
  const value = code.trim();
  if (kind === 'totp') return /^\d{6}$/.test(value) ? null : 'Enter the 6-digit code from your authenticator app';
  return /^[A-Za-z0-9]{10}$/.test(value) ? null : 'Enter one of your 10-character recovery codes';
}
