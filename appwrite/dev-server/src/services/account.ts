import { hashingClientOf } from '../auth/hashing-gate.ts';
import { ACCOUNT_ABUSE_RULES, applyAbuseLimits } from '../auth/abuse.ts';
import { checkNewPassword, passwordPolicyOf } from '../auth/password-policy.ts';
import { registerSessionResolver } from '../auth/session.ts';
import { hashPassword, verifyPassword } from '../auth/store/secrets.ts';
import { updateUser, userModel } from '../auth/store/users.ts';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { json, type RequestContext } from '../http/context.ts';
import type { Router } from '../http/router.ts';
import { email, object, optStr, password, phone, str } from '../http/validate.ts';
import { announceAccount, currentUser } from './account/current.ts';
import * as mfa from './account/mfa.ts';
import * as oauth2 from './account/oauth2.ts';
import * as sessions from './account/sessions.ts';
import * as tokens from './account/tokens.ts';
import * as outbox from './outbox.ts';

/**
 * Appwrite's Account service (what the web SDK's `Account` calls), split by topic:
 * account/sessions.ts (sign-up, sign-in, sessions, JWTs), account/tokens.ts (verification,
 * recovery, email OTP), account/mfa.ts, account/oauth2.ts. This file keeps the profile routes.
 * Scopes follow Appwrite: guests hold `sessions.write`, signed-in users `account`.
 */
export function register(router: Router, deps: ServiceDeps): void {
  registerSessionResolver();
  outbox.register(router, deps);
  sessions.register(router, deps);
  tokens.register(router, deps);
  mfa.register(router, deps);
  oauth2.register(router, deps);

  router.get('/v1/account', (ctx) => json(200, userModel(currentUser(ctx, deps))), { scope: 'account' });

  router.get('/v1/account/prefs', (ctx) => json(200, currentUser(ctx, deps).prefs), { scope: 'account' });

  router.patch(
    '/v1/account/prefs',
    (ctx) => {
      const user = currentUser(ctx, deps);
      const prefs = object(ctx.body, 'prefs');
      if (JSON.stringify(prefs).length > 65_535)
        throw new AppwriteException(
          'general_argument_invalid',
          'Invalid `prefs` param: Value must be a valid object no larger than 65535 bytes.',
        );
      return json(200, announced('prefs', userModel(updateUser(deps, user.id, { prefs }))));
    },
    { scope: 'account' },
  );

  router.patch(
    '/v1/account/name',
    (ctx) => {
      const user = currentUser(ctx, deps);
      return json(
        200,
        announced('name', userModel(updateUser(deps, user.id, { name: str(ctx.body, 'name', { max: 128 }) }))),
      );
    },
    { scope: 'account' },
  );

  router.patch(
    '/v1/account/password',
    async (ctx) => {
      const user = currentUser(ctx, deps);
      const next = password(ctx.body);
      const old = optStr(ctx.body, 'oldPassword', { max: 256 }) ?? '';
      checkNewPassword(next, passwordPolicyOf(deps), {
        userId: user.id,
        email: user.email,
        name: user.name,
        phone: user.phone,
      });
      // Accounts created without a password (OAuth, email OTP) may set one without the old.
      if (user.passwordHash && !(await verifyPassword(old, user.passwordHash, hashingClientOf(ctx))))
        throw new AppwriteException('user_invalid_credentials');
      const changed = updateUser(deps, user.id, { passwordHash: await hashPassword(next, hashingClientOf(ctx)) });
      sessions.endOtherSessions(deps, user.id, ctx.auth.kind === 'user' ? ctx.auth.sessionId : null);
      return json(200, announced('password', userModel(changed)));
    },
    { scope: 'account' },
  );

  router.patch(
    '/v1/account/email',
    async (ctx) => {
      const user = currentUser(ctx, deps);
      const address = email(ctx.body);
      await requirePassword(user.passwordHash, ctx);
      return json(200, announced('email', userModel(updateUser(deps, user.id, { email: address }))));
    },
    { scope: 'account' },
  );

  router.patch(
    '/v1/account/phone',
    async (ctx) => {
      const user = currentUser(ctx, deps);
      const number = phone(ctx.body);
      await requirePassword(user.passwordHash, ctx);
      return json(200, announced('phone', userModel(updateUser(deps, user.id, { phone: number }))));
    },
    { scope: 'account' },
  );

  router.patch(
    '/v1/account/status',
    (ctx) => {
      const user = currentUser(ctx, deps);
      const blocked = updateUser(deps, user.id, { status: false });
      return json(200, announced('status', userModel(blocked)), sessions.signedOut(ctx, deps, user.id));
    },
    { scope: 'account' },
  );

  // The dev server keeps no audit log; the list has the right shape and stays empty.
  router.get(
    '/v1/account/logs',
    (ctx) => {
      currentUser(ctx, deps);
      return json(200, { total: 0, logs: [] });
    },
    { scope: 'account' },
  );

  applyAbuseLimits(router, deps, ACCOUNT_ABUSE_RULES);
}

/** Publishes `users.<id>.update.<what>` for the account channel and passes the model through. */
function announced(what: string, user: Record<string, unknown>): Record<string, unknown> {
  announceAccount(`users.[userId].update.${what}`, { userId: String(user.$id) }, user);
  return user;
}

/** Email and phone changes re-check the password when the account has one. */
async function requirePassword(hash: string | null, ctx: RequestContext): Promise<void> {
  if (!hash) return;
  const given = str(ctx.body, 'password', { max: 256 });
  if (!(await verifyPassword(given, hash, hashingClientOf(ctx))))
    throw new AppwriteException('user_invalid_credentials');
}
