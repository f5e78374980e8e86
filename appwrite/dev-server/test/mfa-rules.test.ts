import { describe, expect, it } from 'vitest';
import {
  challengeIsRecent,
  minimumFactors,
  needsMoreFactors,
  newRecoveryCodes,
  spendRecoveryCode,
  verifyTotp,
} from '../src/auth/mfa.ts';
import { Secret, TOTP } from 'otpauth';

const user = (over: Partial<Parameters<typeof minimumFactors>[0]> = {}) => ({
  mfa: false,
  emailVerification: false,
  phoneVerification: false,
  totpVerified: false,
  ...over,
});

describe('MFA rules (Appwrite minimumFactors)', () => {
  it('asks for two factors only when MFA is on and a second factor exists', () => {
    expect(minimumFactors(user())).toBe(1);
    expect(minimumFactors(user({ mfa: true }))).toBe(1);
    expect(minimumFactors(user({ mfa: true, emailVerification: true }))).toBe(2);
    expect(minimumFactors(user({ mfa: true, phoneVerification: true }))).toBe(2);
    expect(minimumFactors(user({ mfa: true, totpVerified: true }))).toBe(2);
    expect(minimumFactors(user({ totpVerified: true, emailVerification: true }))).toBe(1);
  });

  it('counts distinct factors; an OAuth2 session (email + oauth2) already has two', () => {
    const strict = user({ mfa: true, totpVerified: true });
    expect(needsMoreFactors(strict, ['password'])).toBe(true);
    expect(needsMoreFactors(strict, ['password', 'password'])).toBe(true);
    expect(needsMoreFactors(strict, ['password', 'totp'])).toBe(false);
    expect(needsMoreFactors(strict, ['email', 'oauth2'])).toBe(false);
  });

  it('treats a challenge as recent for 1800 seconds', () => {
    const now = Date.parse('2026-11-22T10:00:00.000+00:00');
    expect(challengeIsRecent('', now)).toBe(false);
    expect(challengeIsRecent('2026-11-22T09:30:00.000+00:00', now)).toBe(true);
    expect(challengeIsRecent('2026-11-22T09:29:59.000+00:00', now)).toBe(false);
    expect(challengeIsRecent('garbage', now)).toBe(false);
  });

  it('spends each recovery code once', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(6);
    const left = spendRecoveryCode(codes, codes[2]!);
    expect(left).toEqual(codes.filter((_, i) => i !== 2));
    expect(spendRecoveryCode(left!, codes[2]!)).toBeNull();
    expect(spendRecoveryCode(codes, 'short')).toBeNull();
  });

  it('accepts the current TOTP and its neighbours, nothing else', () => {
    const secret = new Secret({ size: 20 }).base32;
    const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    expect(verifyTotp(secret, totp.generate())).toBe(true);
    expect(verifyTotp(secret, totp.generate({ timestamp: Date.now() - 30_000 }))).toBe(true);
    expect(verifyTotp(secret, totp.generate({ timestamp: Date.now() - 120_000 }))).toBe(false);
    expect(verifyTotp(secret, 'abcdef')).toBe(false);
  });
});
