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

/** Common passwords of 8 characters or more (shorter ones fail the length rule anyway). */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '987654321',
  '11111111',
  '00000000',
  '88888888',
  '12341234',
  '11223344',
  '123123123',
  '147258369',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'q1w2e3r4',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjk',
  'asdfghjkl',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  '123qweasd',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'computer',
  'internet',
  'trustno1',
  'welcome1',
  'welcome123',
  'admin123',
  'administrator',
  'letmein1',
  'changeme',
  'master123',
  'michelle',
  'jennifer',
  'iloveindia',
  'india123',
  'india@123',
  'krishna123',
  'cricket123',
]);

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
