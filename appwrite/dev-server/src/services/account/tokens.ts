import { hashingClientOf } from '../../auth/hashing-gate.ts';
import { hashPassword, randomSecret } from '../../auth/store/secrets.ts';
import { checkNewPassword, passwordPolicyOf } from '../../auth/password-policy.ts';
import { consumeToken, deleteTokens, insertToken, tokenModel, type TokenRecord } from '../../auth/store/tokens.ts';
import { requireAuthMethod } from '../../auth/auth-methods.ts';
import { createUser, findUserByEmail, findUserByPhone, updateUser } from '../../auth/store/users.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import { json, type RequestContext } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import { platformUrl } from '../../http/platforms.ts';
import { customId, email, optBool, password, phone, str, uidParam } from '../../http/validate.ts';
import { newOtpCode } from '../../auth/mfa.ts';
import { nowIso, uniqueId } from '../../util/ids.ts';
import { sendToOutbox } from '../outbox.ts';
import { announceAccount, currentUser, linkWithSecret } from './current.ts';
import { endOtherSessions } from './sessions.ts';

/** Token lifetimes from Appwrite's Auth constants. */
const VERIFICATION_TTL = 7 * 24 * 3600;
const RECOVERY_TTL = 3600;
const OTP_TTL = 15 * 60;
const MAGIC_URL_TTL = 3600;

/**
 * Email verification, password recovery, email OTP and magic URL. Messages go to the dev outbox
 * (services/outbox.ts); the secret appears only in the message, never in the response.
 */
export function register(router: Router, deps: ServiceDeps): void {
  const createVerification = (ctx: RequestContext) => {
    const user = currentUser(ctx, deps);
    const link = platformUrl(ctx, deps.config, 'url');
    if (!user.email) throw new AppwriteException('user_email_not_found');
    const secret = randomSecret();
    const token = insertToken(deps, { userId: user.id, type: 'verification', secret, ttlSeconds: VERIFICATION_TTL });
    const href = linkWithSecret(link, { userId: user.id, secret, expire: token.expire });
    sendToOutbox(deps, {
      to: user.email,
      subject: 'Account Verification',
      text: `Hello ${user.name || 'there'},\n\nFollow this link to verify your email address.`,
      links: [href],
    });
    return json(201, tokenModel(token));
  };
  const confirmVerification = (ctx: RequestContext) => {
    const { userId, secret } = tokenParams(ctx);
    const token = consumeToken(deps, userId, secret, ['verification']);
    if (!token) throw new AppwriteException('user_invalid_token');
    updateUser(deps, userId, { emailVerification: true });
    return json(200, tokenModel(token));
  };
  router.post('/v1/account/verifications/email', createVerification, { scope: 'account' });
  router.put('/v1/account/verifications/email', confirmVerification, { scope: 'public' });
  // The pre-1.8 paths (`/account/verification…`) of the same calls, still used by older SDKs.
  router.post('/v1/account/verification', createVerification, { scope: 'account' });
  router.put('/v1/account/verification', confirmVerification, { scope: 'public' });

  const createPhoneVerification = (ctx: RequestContext) => {
    const user = currentUser(ctx, deps);
    if (!user.phone) throw new AppwriteException('user_phone_not_found');
    const code = newOtpCode();
    const token = insertToken(deps, { userId: user.id, type: 'phone-verification', secret: code, ttlSeconds: OTP_TTL });
    sendToOutbox(deps, {
      to: user.phone,
      channel: 'sms',
      subject: 'SMS',
      text: `${code} is your instamg verification code.`,
    });
    return json(201, tokenModel(token));
  };
  const confirmPhoneVerification = (ctx: RequestContext) => {
    const { userId, secret } = tokenParams(ctx);
    const token = consumeToken(deps, userId, secret, ['phone-verification']);
    if (!token) throw new AppwriteException('user_invalid_token');
    updateUser(deps, userId, { phoneVerification: true });
    return json(200, tokenModel(token));
  };
  router.post('/v1/account/verifications/phone', createPhoneVerification, { scope: 'account' });
  router.put('/v1/account/verifications/phone', confirmPhoneVerification, { scope: 'public' });
  router.post('/v1/account/verification/phone', createPhoneVerification, { scope: 'account' });
  router.put('/v1/account/verification/phone', confirmPhoneVerification, { scope: 'public' });

  router.post(
    '/v1/account/recovery',
    (ctx) => {
      const address = email(ctx.body);
      const link = platformUrl(ctx, deps.config, 'url');
      const user = findUserByEmail(deps, address);
      // Deliberately unlike Appwrite (which answers 404 user_not_found / 401 user_blocked): the same
      // 201 for every address, so the form cannot tell who has an account (docs/backend-verification.md).
      if (!user || !user.status) return json(201, tokenModel(unsentRecovery()));
      const secret = randomSecret();
      const token = insertToken(deps, { userId: user.id, type: 'recovery', secret, ttlSeconds: RECOVERY_TTL });
      const href = linkWithSecret(link, { userId: user.id, secret, expire: token.expire });
      sendToOutbox(deps, {
        to: address,
        subject: 'Password Reset',
        text: `Hello ${user.name || 'there'},\n\nFollow this link to reset your password. If you did not ask for it, ignore this message.`,
        links: [href],
      });
      return json(201, tokenModel(token));
    },
    { scope: 'sessions.write' },
  );

  router.put(
    '/v1/account/recovery',
    async (ctx) => {
      const { userId, secret } = tokenParams(ctx);
      const next = password(ctx.body);
      checkNewPassword(next, passwordPolicyOf(deps), null);
      const token = consumeToken(deps, userId, secret, ['recovery']);
      if (!token) throw new AppwriteException('user_invalid_token');
      // Following the emailed link also proves the address.
      updateUser(deps, userId, {
        passwordHash: await hashPassword(next, hashingClientOf(ctx)),
        emailVerification: true,
      });
      // Whoever knew the old password is signed out everywhere (Appwrite's "invalidate sessions").
      // Appwrite keeps the phone, verified or not: the account-guard function, triggered by this
      // event, removes one the owner never proved (issue 32, ADR 0007).
      endOtherSessions(deps, userId, null);
      announceAccount('users.[userId].recovery.[tokenId].update', { userId, tokenId: token.id }, tokenModel(token));
      return json(200, tokenModel(token));
    },
    { scope: 'sessions.write' },
  );

  router.post(
    '/v1/account/tokens/email',
    async (ctx) => {
      const { user, phrase } = await tokenRecipient(ctx, deps);
      const code = newOtpCode();
      // One live code per user: asking again replaces the code before it.
      deleteTokens(deps, user.id, ['email']);
      const token = insertToken(deps, { userId: user.id, type: 'email', secret: code, ttlSeconds: OTP_TTL, phrase });
      sendToOutbox(deps, {
        to: user.email!,
        subject: 'OTP for instamg Login',
        text: `Your one-time code is ${code}. It expires in 15 minutes.${phrase ? `\nSecurity phrase: ${phrase}` : ''}`,
      });
      return json(201, tokenModel(token));
    },
    { scope: 'sessions.write' },
  );

  // Phone OTP sign-in (Appwrite's createPhoneToken): signs up on first use, like the e-mail OTP.
  // Off in this project (appwrite.json settings.auth.methods.phone = false: 501, as on Appwrite);
  // SMS sign-in goes through the phone-sign-in function (ADR 0007). With the method on, this is
  // Appwrite's behaviour: the answer is the holder's id, and the code signs into that account.
  // The SMS goes to the dev outbox (channel sms); production sends it through a Messaging provider.
  router.post(
    '/v1/account/tokens/phone',
    async (ctx) => {
      requireAuthMethod(deps, 'phone', ctx);
      const number = phone(ctx.body);
      const userId = customId(ctx.body, 'userId', uniqueId);
      const user = findUserByPhone(deps, number) ?? (await createUser(deps, { id: userId, phone: number }));
      if (!user.status) throw new AppwriteException('user_blocked');
      const code = newOtpCode();
      // One live code per user: asking again replaces the code before it.
      deleteTokens(deps, user.id, ['phone']);
      const token = insertToken(deps, { userId: user.id, type: 'phone', secret: code, ttlSeconds: OTP_TTL });
      sendToOutbox(deps, {
        to: number,
        channel: 'sms',
        subject: 'SMS',
        text: `${code} is your instamg sign-in code. It expires in 15 minutes. Do not share it.`,
      });
      return json(201, tokenModel(token));
    },
    { scope: 'sessions.write' },
  );

  router.post(
    '/v1/account/tokens/magic-url',
    async (ctx) => {
      const link = platformUrl(ctx, deps.config, 'url'); // before tokenRecipient, which may create the user
      const { user, phrase } = await tokenRecipient(ctx, deps);
      const secret = randomSecret();
      const token = insertToken(deps, {
        userId: user.id,
        type: 'magic-url',
        secret,
        ttlSeconds: MAGIC_URL_TTL,
        phrase,
      });
      const href = linkWithSecret(link, { userId: user.id, secret, expire: token.expire, project: ctx.project.id });
      sendToOutbox(deps, {
        to: user.email!,
        subject: 'Login',
        text: `Follow this link to sign in.${phrase ? `\nSecurity phrase: ${phrase}` : ''}`,
        links: [href],
      });
      return json(201, tokenModel(token));
    },
    { scope: 'sessions.write' },
  );
}

/** What a recovery for an unknown or blocked address answers: shaped like a real one, nothing stored or sent. */
function unsentRecovery(): TokenRecord {
  const now = new Date();
  return {
    id: uniqueId(),
    userId: uniqueId(),
    type: 'recovery',
    createdAt: nowIso(now),
    expire: nowIso(new Date(now.getTime() + RECOVERY_TTL * 1000)),
    phrase: '',
  };
}

function tokenParams(ctx: RequestContext): { userId: string; secret: string } {
  return {
    userId: uidParam(str(ctx.body, 'userId', { max: 36 }), 'userId'),
    secret: str(ctx.body, 'secret', { max: 256 }),
  };
}

/** The user an email token is for: found by email, or created with the given userId (Appwrite signs up on first OTP). */
async function tokenRecipient(
  ctx: RequestContext,
  deps: ServiceDeps,
): Promise<{ user: NonNullable<ReturnType<typeof findUserByEmail>>; phrase: string }> {
  const address = email(ctx.body);
  const userId = customId(ctx.body, 'userId', uniqueId);
  const wantsPhrase = optBool(ctx.body, 'phrase') ?? false;
  const user = findUserByEmail(deps, address) ?? (await createUser(deps, { id: userId, email: address }));
  if (!user.status) throw new AppwriteException('user_blocked');
  return { user, phrase: wantsPhrase ? securityPhrase() : '' };
}

const ADJECTIVES = ['Calm', 'Bright', 'Swift', 'Gentle', 'Brave', 'Quiet', 'Happy', 'Clever'];
const NOUNS = ['Tiger', 'Lotus', 'Mango', 'Peacock', 'River', 'Monsoon', 'Banyan', 'Falcon'];
/** Appwrite's phrase: two words the user compares between the app and the email. */
function securityPhrase(): string {
  const pick = (words: string[]): string => words[Math.floor(Math.random() * words.length)]!;
  return `${pick(ADJECTIVES)} ${pick(NOUNS)}`;
}
