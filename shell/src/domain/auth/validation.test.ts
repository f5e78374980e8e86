import { describe, expect, it } from 'vitest';
import {
  emailError,
  mfaCodeError,
  normaliseIndianMobile,
  passwordError,
  COMMON_PASSWORD_MESSAGE,
  signInErrors,
  signUpErrors,
} from './validation';

describe('sign-in and sign-up validation', () => {
  it('accepts ordinary e-mail addresses and rejects malformed ones', () => {
    expect(emailError('asha.verma@example.in')).toBeNull();
    expect(emailError('  asha@example.in ')).toBeNull();
    expect(emailError('')).toBe('Enter your email address');
    for (const bad of ['asha', 'asha@', '@example.in', 'asha@example', 'a sha@example.in']) {
      expect(emailError(bad), bad).toMatch(/valid email/);
    }
  });

  it("needs Appwrite's 8 to 256 characters for a new password", () => {
    expect(passwordError('1234567')).toBe('Use at least 8 characters');
    expect(passwordError('12345678')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordError('password123')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordError('1234 5678 kestrel')).toBeNull();
    expect(passwordError('x'.repeat(257))).toBe('Use at most 256 characters');
  });

  it('normalises Indian mobile numbers as people type them', () => {
    expect(normaliseIndianMobile('98765 43210')).toBe('9876543210');
    expect(normaliseIndianMobile('+91-98765-43210')).toBe('9876543210');
    expect(normaliseIndianMobile('919876543210')).toBe('9876543210');
    expect(normaliseIndianMobile('09876543210')).toBe('9876543210');
    // Landline-like or short numbers, and numbers starting below 6, are not mobiles.
    expect(normaliseIndianMobile('5876543210')).toBeNull();
    expect(normaliseIndianMobile('987654321')).toBeNull();
    expect(normaliseIndianMobile('98765432100')).toBeNull();
  });

  it('reports every sign-up field at once', () => {
    expect(signUpErrors({ firstName: ' ', lastName: '', phone: '12', email: 'x', password: 'short' })).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      phone: 'Enter a 10-digit Indian mobile number',
      email: 'Enter a valid email address, like name@example.com',
      password: 'Use at least 8 characters',
    });
    expect(
      signUpErrors({
        firstName: 'Asha',
        lastName: 'Verma',
        phone: '9876543210',
        email: 'a@b.in',
        password: 'long-enough',
      }),
    ).toEqual({});
  });

  it('does not apply the new-password length rule at sign-in', () => {
    expect(signInErrors({ email: 'a@b.in', password: 'old' })).toEqual({});
    expect(signInErrors({ email: 'a@b.in', password: '' })).toEqual({ password: 'Enter your password' });
  });

  it('checks MFA codes by kind', () => {
    expect(mfaCodeError(' 123456 ', 'totp')).toBeNull();
    expect(mfaCodeError('12345', 'totp')).toMatch(/6-digit/);
    expect(mfaCodeError('a1b2c3d4e5', 'recoveryCode')).toBeNull();
    expect(mfaCodeError('123456', 'recoveryCode')).toMatch(/10-character/);
  });
});
