import { COMMON_PASSWORD_LIST } from '../../../../shared/src/domain/common-passwords.ts';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException, invalidParam } from '../errors.ts';

/**
 * Appwrite's optional password rules (project settings `passwordDictionary` and
 * `personalDataCheck`). Appwrite has both off by default; here the dictionary is ON by default
 * (issue 32: "12345678" was accepted), as it is in the project settings of appwrite/appwrite.json
 * (`settings.auth.security.passwordDictionary`). Length 8–256 is always checked, by
 * the `password` validator in http/validate.ts. On Appwrite the rules apply to sign-up, a
 * password change and (the dictionary only) a completed recovery; so here.
 */
export interface PasswordPolicy {
  /** Refuse the most common passwords (Appwrite: its 10k list; here a short one, below). */
  dictionary: boolean;
  /** Refuse a password containing the user's id, e-mail (or its local part), name or phone. */
  personalData: boolean;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { dictionary: true, personalData: false };

export const passwordPolicyOf = (deps: Pick<ServiceDeps, 'config'>): PasswordPolicy =>
  deps.config.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;

/**
 * Common passwords of 8 characters or more (shorter ones fail the length rule anyway). One list,
 * in shared/src/domain/common-passwords.ts, which the shell's forms check too (same rule, before the
 * round trip); the dev server reads it by path (it has no dependency on the app's packages).
 */
const COMMON_PASSWORDS = new Set<string>(COMMON_PASSWORD_LIST);

export function isCommonPassword(password: string): boolean {
  // An exact match, as Appwrite's array_key_exists.
  return COMMON_PASSWORDS.has(password);
}

export interface PersonalData {
  userId: string;
  email: string | null;
  name: string;
  phone: string | null;
}

/** Appwrite's PersonalData validator (not strict: compared in lower case). */
export function containsPersonalData(password: string, who: PersonalData): boolean {
  const p = password.toLowerCase();
  const email = (who.email ?? '').toLowerCase();
  const parts = [
    who.userId,
    email,
    email.split('@')[0] ?? '',
    who.name,
    who.phone ?? '',
    (who.phone ?? '').replace('+', ''),
  ];
  return parts.some((part) => part !== '' && p.includes(part.toLowerCase()));
}

/** Throws Appwrite's errors for a new password the project's rules refuse. */
export function checkNewPassword(password: string, policy: PasswordPolicy, who: PersonalData | null): void {
  if (policy.dictionary && isCommonPassword(password)) {
    // Appwrite's PasswordDictionary description, its "265" included.
    throw invalidParam(
      'password',
      'Password must be between 8 and 265 characters long, and should not be one of the commonly used password.',
    );
  }
  if (policy.personalData && who && containsPersonalData(password, who))
    throw new AppwriteException('password_personal_data');
}

/** The dev server's policy from its environment (main.ts): the dictionary unless `=disabled`. */
export function passwordPolicyFromEnv(env: NodeJS.ProcessEnv): PasswordPolicy {
  return {
    dictionary: env.APPWRITE_DEV_PASSWORD_DICTIONARY !== 'disabled',
    personalData: env.APPWRITE_DEV_PASSWORD_PERSONAL_DATA === 'enabled',
  };
}
