import { timingSafeEqual } from 'node:crypto';
import {
  newOtpCode,
  newRecoveryCodes,
  newTotpSecret,
  sealForUser,
  spendRecoveryCode,
  totpUri,
  userRecoveryCodes,
  userTotpSecret,
  verifyTotp,
} from '../../auth/mfa.ts';
import {
  challengeModel,
  deleteChallenge,
  findChallenge,
  insertChallenge,
  type ChallengeType,
} from '../../auth/store/challenges.ts';
import { sessionModel } from '../../auth/session.ts';
import { hashSecret } from '../../auth/store/secrets.ts';
import { updateSession } from '../../auth/store/sessions.ts';
import { updateUser, userModel, type UserRecord } from '../../auth/store/users.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import { json, noContent, type RequestContext } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import { bool, oneOf, str } from '../../http/validate.ts';
import { nowIso } from '../../util/ids.ts';
import { sendToOutbox } from '../outbox.ts';
import { announceAccount, currentSession, currentUser, requireRecentChallenge } from './current.ts';

/** Appwrite's TOTP issuer is the project name. */
const ISSUER = 'instamg';

/**
 * MFA routes as in Appwrite 1.9 (research/appwrite.md §3.1). Factors list and challenges are in
 * the `mfa` group (reachable while a session still owes a factor); deleting an authenticator and
 * reading or regenerating recovery codes are mfaProtected (a challenge in the last 1800 s).
 */
export function register(router: Router, deps: ServiceDeps): void {
  router.patch(
    '/v1/account/mfa',
    (ctx) => {
      const user = currentUser(ctx, deps);
      const updated = userModel(updateUser(deps, user.id, { mfa: bool(ctx.body, 'mfa') }));
      announceAccount('users.[userId].update.mfa', { userId: user.id }, updated);
      return json(200, updated);
    },
    { scope: 'account' },
  );

  router.post(
    '/v1/account/mfa/authenticators/{type}',
    (ctx) => {
      totpType(ctx);
      const user = currentUser(ctx, deps);
      if (user.totpVerified) throw new AppwriteException('user_authenticator_already_verified');
      // A new, unverified secret replaces any earlier unfinished enrolment.
      const secret = newTotpSecret();
      updateUser(deps, user.id, { totpSecretSealed: sealForUser(deps, secret), totpVerified: false });
      return json(200, { secret, uri: totpUri(secret, user.email || user.phone || user.id, ISSUER) });
    },
    { scope: 'account' },
  );

  router.put(
    '/v1/account/mfa/authenticators/{type}',
    (ctx) => {
      totpType(ctx);
      const user = currentUser(ctx, deps);
      const otp = str(ctx.body, 'otp', { max: 256 });
      const secret = userTotpSecret(deps, user);
      if (!secret) throw new AppwriteException('user_authenticator_not_found');
      if (user.totpVerified) throw new AppwriteException('user_authenticator_already_verified');
      if (!verifyTotp(secret, otp)) throw new AppwriteException('user_invalid_token');
      const updated = updateUser(deps, user.id, { totpVerified: true });
      const session = currentSession(ctx, deps);
      updateSession(deps, session, { factors: [...session.factors, 'totp'] });
      return json(200, userModel(updated));
    },
    { scope: 'account' },
  );

  router.delete(
    '/v1/account/mfa/authenticators/{type}',
    (ctx) => {
      totpType(ctx);
      requireRecentChallenge(ctx, deps);
      const user = currentUser(ctx, deps);
      if (!user.totpSecretSealed) throw new AppwriteException('user_authenticator_not_found');
      updateUser(deps, user.id, { totpSecretSealed: null, totpVerified: false });
      return noContent();
    },
    { scope: 'account' },
  );

  router.get('/v1/account/mfa/factors', (ctx) => json(200, factorsOf(currentUser(ctx, deps))), {
    scope: 'account',
    mfaGroup: true,
  });

  router.post(
    '/v1/account/mfa/challenges',
    (ctx) => {
      const user = currentUser(ctx, deps);
      // The SDK's enum sends `recoverycode`; Appwrite's own constant is `recoveryCode`. Accept both.
      const factor = oneOf(ctx.body, 'factor', ['email', 'phone', 'totp', 'recoverycode', 'recoveryCode'] as const);
      const type: ChallengeType = factor === 'recoverycode' ? 'recoveryCode' : factor;
      let code: string | undefined;
      if (type === 'totp' && !user.totpVerified) throw new AppwriteException('user_authenticator_not_found');
      if (type === 'recoveryCode' && !user.recoveryCodesSealed)
        throw new AppwriteException('user_recovery_codes_not_found');
      if (type === 'email') {
        if (!user.email) throw new AppwriteException('user_email_not_found');
        code = newOtpCode();
        sendToOutbox(deps, {
          to: user.email,
          subject: 'Verification code',
          text: `Your instamg verification code is ${code}. It expires in 15 minutes.`,
        });
      }
      if (type === 'phone') {
        if (!user.phone) throw new AppwriteException('user_phone_not_found');
        code = newOtpCode();
        sendToOutbox(deps, {
          to: user.phone,
          channel: 'sms',
          subject: 'SMS',
          text: `${code} is your instamg verification code.`,
        });
      }
      return json(201, challengeModel(insertChallenge(deps, { userId: user.id, type, code })));
    },
    { scope: 'account', mfaGroup: true },
  );

  router.put(
    '/v1/account/mfa/challenges',
    (ctx) => {
      const user = currentUser(ctx, deps);
      const challengeId = str(ctx.body, 'challengeId', { max: 256 });
      const otp = str(ctx.body, 'otp', { max: 256 });
      const challenge = findChallenge(deps, user.id, challengeId);
      if (!challenge) throw new AppwriteException('user_invalid_token');
      if (!answerChallenge(deps, user, challenge.type, challenge.codeHash, otp))
        throw new AppwriteException('user_invalid_token');
      deleteChallenge(deps, challenge.id);
      const current = currentSession(ctx, deps);
      const session = updateSession(deps, current, {
        factors: [...current.factors, challenge.type],
        mfaUpdatedAt: nowIso(),
      });
      return json(200, sessionModel(session, { current: true }));
    },
    { scope: 'account', mfaGroup: true },
  );

  router.post(
    '/v1/account/mfa/recovery-codes',
    (ctx) => {
      const user = currentUser(ctx, deps);
      if (user.recoveryCodesSealed) throw new AppwriteException('user_recovery_codes_already_exists');
      const recoveryCodes = newRecoveryCodes();
      updateUser(deps, user.id, { recoveryCodesSealed: sealForUser(deps, JSON.stringify(recoveryCodes)) });
      return json(201, { recoveryCodes });
    },
    { scope: 'account' },
  );

  router.get(
    '/v1/account/mfa/recovery-codes',
    (ctx) => {
      requireRecentChallenge(ctx, deps);
      const codes = userRecoveryCodes(deps, currentUser(ctx, deps));
      if (!codes) throw new AppwriteException('user_recovery_codes_not_found');
      return json(200, { recoveryCodes: codes });
    },
    { scope: 'account' },
  );

  router.patch(
    '/v1/account/mfa/recovery-codes',
    (ctx) => {
      requireRecentChallenge(ctx, deps);
      const user = currentUser(ctx, deps);
      if (!user.recoveryCodesSealed) throw new AppwriteException('user_recovery_codes_not_found');
      const recoveryCodes = newRecoveryCodes();
      updateUser(deps, user.id, { recoveryCodesSealed: sealForUser(deps, JSON.stringify(recoveryCodes)) });
      return json(200, { recoveryCodes });
    },
    { scope: 'account' },
  );
}

/** Only TOTP authenticators exist in Appwrite 1.9. */
function totpType(ctx: RequestContext): void {
  oneOf(ctx.params, 'type', ['totp'] as const);
}

/** The MfaFactors model: which second factors this user can use. */
export function factorsOf(user: UserRecord): Record<string, boolean> {
  return {
    totp: user.totpVerified,
    phone: Boolean(user.phone && user.phoneVerification),
    email: Boolean(user.email && user.emailVerification),
    recoveryCode: Boolean(user.recoveryCodesSealed),
  };
}

function answerChallenge(
  deps: ServiceDeps,
  user: UserRecord,
  type: ChallengeType,
  codeHash: string | null,
  otp: string,
): boolean {
  switch (type) {
    case 'totp': {
      const secret = userTotpSecret(deps, user);
      return Boolean(secret && user.totpVerified && verifyTotp(secret, otp));
    }
    case 'recoveryCode': {
      const left = spendRecoveryCode(userRecoveryCodes(deps, user) ?? [], otp);
      if (!left) return false;
      updateUser(deps, user.id, { recoveryCodesSealed: sealForUser(deps, JSON.stringify(left)) });
      return true;
    }
    default: {
      if (codeHash === null) return false;
      const given = Buffer.from(hashSecret(otp));
      const expected = Buffer.from(codeHash);
      return given.length === expected.length && timingSafeEqual(given, expected);
    }
  }
}
