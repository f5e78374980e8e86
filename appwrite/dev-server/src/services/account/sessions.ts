import { hashingClientOf } from '../../auth/hashing-gate.ts';
import { checkNewPassword, passwordPolicyOf } from '../../auth/password-policy.ts';
import { clearedSessionReply, createUserJwt, sessionCookieReply, sessionModel } from '../../auth/session.ts';
import { deleteIdentity, identityModel, listIdentities } from '../../auth/store/identities.ts';
import { verifyPassword } from '../../auth/store/secrets.ts';
import {
  deleteAllSessions,
  deleteSession,
  getSession,
  insertSession,
  listSessions,
  updateSession,
} from '../../auth/store/sessions.ts';
import { consumeToken, countWrongSecret, type TokenType } from '../../auth/store/tokens.ts';
import {
  createUser,
  findUser,
  findUserByEmail,
  updateUser,
  userModel,
  type UserRecord,
} from '../../auth/store/users.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import { json, noContent, type Reply, type RequestContext } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import { customId, email, optInt, optStr, password, str, uidParam } from '../../http/validate.ts';
import { uniqueId } from '../../util/ids.ts';
import { announceAccount, currentSession, currentUser, userAgentOf } from './current.ts';

/** Sign-up, sign-in (password, anonymous, token), the session list, logout and JWTs. */
export function register(router: Router, deps: ServiceDeps): void {
  router.post(
    '/v1/account',
    async (ctx) => {
      // Only these four fields are read: anything else in the body (say `role` or `labels`) is ignored.
      const userId = customId(ctx.body, 'userId', uniqueId);
      const address = email(ctx.body);
      const secret = password(ctx.body);
      const name = optStr(ctx.body, 'name', { max: 128 }) ?? '';
      checkNewPassword(secret, passwordPolicyOf(deps), { userId, email: address, name, phone: null });
      const user = userModel(
        await createUser(deps, { id: userId, email: address, password: secret, name, client: hashingClientOf(ctx) }),
      );
      announceAccount('users.[userId].create', { userId }, user);
      return json(201, user);
    },
    { scope: 'sessions.write' },
  );

  router.post(
    '/v1/account/sessions/email',
    async (ctx) => {
      refuseWhenSignedIn(ctx);
      const address = email(ctx.body);
      const given = password(ctx.body);
      const user = findUserByEmail(deps, address);
      // Unknown e-mails cost the same scrypt as a wrong password (no timing difference).
      const matches = await verifyPassword(given, user?.passwordHash ?? null, hashingClientOf(ctx));
      if (!user || !matches) throw new AppwriteException('user_invalid_credentials');
      if (!user.status) throw new AppwriteException('user_blocked');
      return startSession(ctx, deps, user, { provider: 'email', providerUid: address, factors: ['password'] });
    },
    { scope: 'sessions.write' },
  );

  router.post(
    '/v1/account/sessions/anonymous',
    async (ctx) => {
      refuseWhenSignedIn(ctx);
      const user = await createUser(deps, { id: uniqueId() });
      return startSession(ctx, deps, user, { provider: 'anonymous', providerUid: '', factors: ['anonymous'] });
    },
    { scope: 'sessions.write' },
  );

  // Token → session (email OTP, magic URL, OAuth2 token flow, server-made tokens). The token is single use.
  const sessionFromToken = (ctx: RequestContext): Reply => {
    const userId = uidParam(str(ctx.body, 'userId', { max: 36 }), 'userId');
    const secret = str(ctx.body, 'secret', { max: 256 });
    const token = consumeToken(deps, userId, secret, [
      'email',
      'phone',
      'magic-url',
      'oauth2',
      'oauth2-standin',
      'generic',
    ]);
    if (!token) {
      // Short codes (e-mail OTP, phone OTP, server-made tokens) die after a few wrong tries.
      countWrongSecret(deps, userId, SHORT_CODE_TOKENS);
      throw new AppwriteException('user_invalid_token');
    }
    let user = findUser(deps, userId);
    if (!user) throw new AppwriteException('user_invalid_token');
    if (!user.status) throw new AppwriteException('user_blocked');
    // Proving control of the inbox verifies the address, as Appwrite does (which keeps the rest:
    // the account-guard function takes a pre-registered account for the prover, ADR 0007)…
    if ((token.type === 'email' || token.type === 'magic-url') && !user.emailVerification)
      user = updateUser(deps, user.id, { emailVerification: true });
    // …and of the phone, the number.
    if (token.type === 'phone' && !user.phoneVerification)
      user = updateUser(deps, user.id, { phoneVerification: true });
    return startSession(ctx, deps, user, tokenSessionShape(token.type, user));
  };
  router.post('/v1/account/sessions/token', sessionFromToken, { scope: 'sessions.write' });
  router.put('/v1/account/sessions/magic-url', sessionFromToken, { scope: 'sessions.write' });

  router.get(
    '/v1/account/sessions',
    (ctx) => {
      const user = currentUser(ctx, deps);
      const list = listSessions(deps, user.id).map((s) => sessionModel(s, { current: s.id === currentSessionId(ctx) }));
      return json(200, { total: list.length, sessions: list });
    },
    { scope: 'account' },
  );

  router.delete(
    '/v1/account/sessions',
    (ctx) => {
      const user = currentUser(ctx, deps);
      return noContent(signedOut(ctx, deps, user.id));
    },
    { scope: 'account', mfaGroup: true },
  );

  router.get(
    '/v1/account/sessions/{sessionId}',
    (ctx) => {
      const user = currentUser(ctx, deps);
      const session = getSession(deps, user.id, sessionIdParam(ctx));
      if (!session) throw new AppwriteException('user_session_not_found');
      return json(200, sessionModel(session, { current: session.id === currentSessionId(ctx) }));
    },
    { scope: 'account' },
  );

  // Appwrite refreshes the OAuth provider token here; the stand-in provider has none, so it only extends the session.
  router.patch(
    '/v1/account/sessions/{sessionId}',
    (ctx) => {
      const user = currentUser(ctx, deps);
      const session = getSession(deps, user.id, sessionIdParam(ctx));
      if (!session) throw new AppwriteException('user_session_not_found');
      return json(
        200,
        sessionModel(updateSession(deps, session, {}), { current: session.id === currentSessionId(ctx) }),
      );
    },
    { scope: 'account' },
  );

  router.delete(
    '/v1/account/sessions/{sessionId}',
    (ctx) => {
      const user = currentUser(ctx, deps);
      const sessionId = sessionIdParam(ctx);
      deleteSession(deps, user.id, sessionId);
      announceAccount(
        'users.[userId].sessions.[sessionId].delete',
        { userId: user.id, sessionId },
        { $id: sessionId, userId: user.id },
      );
      return noContent(sessionId === currentSessionId(ctx) ? clearedSessionReply(ctx) : {});
    },
    { scope: 'account', mfaGroup: true },
  );

  router.post(
    '/v1/account/jwts',
    (ctx) => {
      const user = currentUser(ctx, deps);
      const session = currentSession(ctx, deps);
      const duration = optInt(ctx.body, 'duration', { min: 0, max: 3600 }) ?? 900;
      return json(201, { jwt: createUserJwt(deps, user.id, session.id, duration) });
    },
    { scope: 'account' },
  );

  router.get(
    '/v1/account/identities',
    (ctx) => {
      const identities = listIdentities(deps, currentUser(ctx, deps).id).map(identityModel);
      return json(200, { total: identities.length, identities });
    },
    { scope: 'account' },
  );

  router.delete(
    '/v1/account/identities/{identityId}',
    (ctx) => {
      const user = currentUser(ctx, deps);
      if (!deleteIdentity(deps, user.id, ctx.params.identityId ?? ''))
        throw new AppwriteException('user_identity_not_found');
      return noContent();
    },
    { scope: 'account' },
  );
}

/** Token types whose secret is a short code someone could guess by trying them all. */
const SHORT_CODE_TOKENS: TokenType[] = ['email', 'phone', 'generic'];

/** Appwrite refuses a second session in the same browser (except OAuth2 redirects). */
function refuseWhenSignedIn(ctx: RequestContext): void {
  if (ctx.auth.kind === 'user') throw new AppwriteException('user_session_already_exists');
}

const currentSessionId = (ctx: RequestContext): string | null => (ctx.auth.kind === 'user' ? ctx.auth.sessionId : null);

/** `{sessionId}` with Appwrite's `current` alias. */
function sessionIdParam(ctx: RequestContext): string {
  const raw = ctx.params.sessionId ?? '';
  if (raw === 'current') {
    const id = currentSessionId(ctx);
    if (!id) throw new AppwriteException('user_session_not_found');
    return id;
  }
  return uidParam(raw, 'sessionId');
}

/** Session provider and first factors by token type (Appwrite's $createSession). */
export function tokenSessionShape(
  type: TokenType,
  user: UserRecord,
): { provider: string; providerUid: string; factors: string[] } {
  switch (type) {
    case 'email':
      return { provider: 'email', providerUid: user.email ?? '', factors: ['email'] };
    case 'magic-url':
      return { provider: 'magic-url', providerUid: user.email ?? '', factors: ['email'] };
    case 'phone':
      return { provider: 'phone', providerUid: user.phone ?? '', factors: ['phone'] };
    case 'oauth2':
      return { provider: 'oauth2', providerUid: user.email ?? '', factors: ['email', 'oauth2'] };
    case 'oauth2-standin':
      return { provider: 'oauth2', providerUid: user.email ?? '', factors: ['oauth2'] };
    default:
      return { provider: 'token', providerUid: '', factors: ['token'] };
  }
}

/** Creates a session and answers 201 with the Session, its cookies and X-Fallback-Cookies. */
export function startSession(
  ctx: RequestContext,
  deps: ServiceDeps,
  user: UserRecord,
  shape: { provider: string; providerUid: string; factors: string[] },
): Reply {
  const { session, secret } = insertSession(deps, {
    userId: user.id,
    ...shape,
    ip: ctx.ip,
    userAgent: userAgentOf(ctx),
  });
  const privileged = ctx.auth.kind === 'key';
  announceAccount(
    'users.[userId].sessions.[sessionId].create',
    { userId: user.id, sessionId: session.id },
    sessionModel(session, { current: false }),
  );
  return json(
    201,
    sessionModel(session, { current: !privileged, secret: privileged ? secret : '' }),
    sessionCookieReply(ctx, user.id, secret, session.expire),
  );
}

/**
 * Appwrite's "invalidate sessions" project setting (on by default since 1.7): a new password
 * ends every other session of the user; the one that made the change stays signed in.
 */
export function endOtherSessions(deps: ServiceDeps, userId: string, keepSessionId: string | null): void {
  for (const session of listSessions(deps, userId)) {
    if (session.id !== keepSessionId) deleteSession(deps, userId, session.id);
  }
}

/** Deletes every session of the user and clears the caller's cookies. */
export function signedOut(ctx: RequestContext, deps: ServiceDeps, userId: string): Pick<Reply, 'cookies' | 'headers'> {
  deleteAllSessions(deps, userId);
  return clearedSessionReply(ctx);
}
