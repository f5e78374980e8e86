import { deletePhoneTokens } from '../../auth/store/phone-tokens.ts';
import { deleteAllSessions } from '../../auth/store/sessions.ts';
import { deleteTokens } from '../../auth/store/tokens.ts';
import { updateUser, type UserRecord } from '../../auth/store/users.ts';
import type { ServiceDeps } from '../../deps.ts';

/**
 * The first proof of an account's e-mail by a sign-in (the emailed code or link, or Google
 * vouching for the address of an account found by it) makes the prover its owner (issue 32,
 * "account takeover by pre-registration"). What was set on the account before — by someone who
 * never proved the address, possibly whoever registered it with another person's e-mail — stops
 * being a way in: the password, the phone and the second factors are removed, every earlier
 * session ends and codes already sent die. Appwrite only marks the address verified; stricter.
 * Call before the new session is created.
 */
export function claimedByEmailProof(deps: ServiceDeps, user: UserRecord): UserRecord {
  if (user.emailVerification) return user;
  if (user.phone) deletePhoneTokens(deps, user.phone);
  deleteTokens(deps, user.id, [
    'email',
    'magic-url',
    'generic',
    'oauth2',
    'oauth2-standin',
    'phone-verification',
    'recovery',
  ]);
  deleteAllSessions(deps, user.id);
  return updateUser(deps, user.id, {
    emailVerification: true,
    passwordHash: null,
    phone: null,
    mfa: false,
    totpSecretSealed: null,
    totpVerified: false,
    recoveryCodesSealed: null,
  });
}
