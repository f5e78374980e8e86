import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { ServiceDeps } from '../deps.ts';
import { seal, unseal } from './store/secrets.ts';
import type { UserRecord } from './store/users.ts';

/**
 * Multi-factor authentication as Appwrite 1.9 does it (research/appwrite.md §3.1):
 * TOTP (SHA1, 6 digits, 30 s), email/phone codes, single-use recovery codes, and the rule for
 * how many factors a session needs.
 */

/** Factor names as stored on sessions (Appwrite's Type constants). */
export type Factor = 'password' | 'email' | 'phone' | 'totp' | 'recoveryCode' | 'oauth2' | 'token' | 'anonymous';

/** A challenge older than this no longer counts as recent for mfaProtected routes (MFA_RECENT_DURATION). */
export const MFA_RECENT_DURATION_SECONDS = 1800;
/** How long an MFA challenge can be answered. */
export const CHALLENGE_TTL_SECONDS = 900;
export const RECOVERY_CODE_COUNT = 6;
export const RECOVERY_CODE_LENGTH = 10;

export interface MfaUserState {
  mfa: boolean;
  emailVerification: boolean;
  phoneVerification: boolean;
  totpVerified: boolean;
}

/**
 * Appwrite's `minimumFactors`: two once MFA is on and there is a second factor to use,
 * otherwise one. A verified email alone counts as such a factor.
 */
export function minimumFactors(user: MfaUserState): number {
  return user.mfa && (user.emailVerification || user.phoneVerification || user.totpVerified) ? 2 : 1;
}

/**
 * Whether a session still owes factors. OAuth2 sessions start with ['email', 'oauth2'], which
 * is two factors already; that is how OAuth sign-ins pass MFA in Appwrite.
 */
export function needsMoreFactors(user: MfaUserState, sessionFactors: readonly string[]): boolean {
  return new Set(sessionFactors).size < minimumFactors(user);
}

/** Whether the session completed a challenge recently enough for an mfaProtected route. */
export function challengeIsRecent(mfaUpdatedAt: string, now = Date.now()): boolean {
  if (!mfaUpdatedAt) return false;
  const at = Date.parse(mfaUpdatedAt);
  return Number.isFinite(at) && at + MFA_RECENT_DURATION_SECONDS * 1000 >= now;
}

// ---------------------------------------------------------------------------------------------
// TOTP

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secretBase32: string, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secretBase32: string, accountName: string, issuer: string): string {
  return totpFor(secretBase32, accountName, issuer).toString();
}

/** Accepts the current code and one step either side, like OTPHP's default leeway. */
export function verifyTotp(secretBase32: string, otp: string): boolean {
  if (!/^\d{6}$/.test(otp)) return false;
  return totpFor(secretBase32, 'user', 'instamg').validate({ token: otp, window: 1 }) !== null;
}

export function userTotpSecret(deps: Pick<ServiceDeps, 'project'>, user: UserRecord): string | null {
  return user.totpSecretSealed ? unseal(deps.project.jwtSecret, user.totpSecretSealed) : null;
}

export const sealForUser = (deps: Pick<ServiceDeps, 'project'>, plain: string): string =>
  seal(deps.project.jwtSecret, plain);

// ---------------------------------------------------------------------------------------------
// Recovery codes

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    randomBytes(RECOVERY_CODE_LENGTH).toString('hex').slice(0, RECOVERY_CODE_LENGTH),
  );
}

export function userRecoveryCodes(deps: Pick<ServiceDeps, 'project'>, user: UserRecord): string[] | null {
  return user.recoveryCodesSealed
    ? (JSON.parse(unseal(deps.project.jwtSecret, user.recoveryCodesSealed)) as string[])
    : null;
}

/** The codes left after using `code`, or null when `code` is not one of them (each works once). */
export function spendRecoveryCode(codes: readonly string[], code: string): string[] | null {
  const index = codes.findIndex((c) => c.length === code.length && timingSafeEqual(Buffer.from(c), Buffer.from(code)));
  return index < 0 ? null : codes.filter((_, i) => i !== index);
}

/** A 6-digit code for email and phone challenges. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
