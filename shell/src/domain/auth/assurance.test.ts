import { describe, expect, it } from 'vitest';
import { currentAssuranceLevel, nextAssuranceLevel, offeredFactorsText, twoStepState } from './assurance';

describe('assurance levels (SPEC §4 "Multi-factor")', () => {
  it('is aal1 for a password-only session and aal2 once a second factor is on the session', () => {
    expect(currentAssuranceLevel({ factors: ['password'] })).toBe('aal1');
    expect(currentAssuranceLevel({ factors: ['password', 'totp'] })).toBe('aal2');
    expect(currentAssuranceLevel({ factors: ['password', 'recoveryCode'] })).toBe('aal2');
  });

  it('has next level aal2 only with a verified totp or phone factor', () => {
    expect(nextAssuranceLevel({ totp: false, phone: false })).toBe('aal1');
    expect(nextAssuranceLevel({ totp: true, phone: false })).toBe('aal2');
    expect(nextAssuranceLevel({ totp: false, phone: true })).toBe('aal2');
  });

  it('is On only when switched on with a factor to ask for (issue 40 §5)', () => {
    expect(twoStepState(false, { totp: false, phone: true })).toBe('Off');
    expect(twoStepState(true, { totp: false, phone: false })).toBe('Off');
    expect(twoStepState(true, { totp: false, phone: true })).toBe('On');
  });

  it('names only the factors sign-in offers', () => {
    expect(offeredFactorsText({ totp: false, phone: true, recoveryCode: false })).toBe(
      'a code by SMS to your mobile number',
    );
    expect(offeredFactorsText({ totp: true, phone: true, recoveryCode: true })).toBe(
      'a code from your authenticator app, a code by SMS to your mobile number or a recovery code',
    );
  });
});
