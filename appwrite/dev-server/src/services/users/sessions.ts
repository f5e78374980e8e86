import { createUserJwt, sessionModel } from '../../auth/session.ts';
import { randomSecret } from '../../auth/store/secrets.ts';
import { deleteAllSessions, deleteSession, insertSession, listSessions } from '../../auth/store/sessions.ts';
import { insertToken, tokenModel } from '../../auth/store/tokens.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import { json, noContent } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import { optInt, optStr, uidParam } from '../../http/validate.ts';
import { USERS_READ, USERS_WRITE, userOf } from './users.ts';

/** A user's sessions, tokens and JWTs, made or ended by a server. */
export function register(router: Router, deps: ServiceDeps): void {
  router.get(
    '/v1/users/{userId}/sessions',
    (ctx) => {
      const sessions = listSessions(deps, userOf(deps, ctx).id).map((s) => sessionModel(s, { current: false }));
      return json(200, { total: sessions.length, sessions });
    },
    USERS_READ,
  );

  // Server-side sign-in (SSR): the only place a session secret is shown.
  router.post(
    '/v1/users/{userId}/sessions',
    (ctx) => {
      const user = userOf(deps, ctx);
      const { session, secret } = insertSession(deps, {
        userId: user.id,
        provider: 'server',
        providerUid: '',
        factors: ['server'],
        ip: ctx.ip,
        userAgent: String(ctx.headers['user-agent'] ?? ''),
      });
      return json(201, sessionModel(session, { current: false, secret }));
    },
    USERS_WRITE,
  );

  router.delete(
    '/v1/users/{userId}/sessions',
    (ctx) => {
      deleteAllSessions(deps, userOf(deps, ctx).id);
      return noContent();
    },
    USERS_WRITE,
  );

  router.delete(
    '/v1/users/{userId}/sessions/{sessionId}',
    (ctx) => {
      deleteSession(deps, userOf(deps, ctx).id, uidParam(ctx.params.sessionId, 'sessionId'));
      return noContent();
    },
    USERS_WRITE,
  );

  // A token for POST /account/sessions/token (custom sign-in flows built on a function).
  router.post(
    '/v1/users/{userId}/tokens',
    (ctx) => {
      const user = userOf(deps, ctx);
      const length = optInt(ctx.body, 'length', { min: 4, max: 128 }) ?? 6;
      const expire = optInt(ctx.body, 'expire', { min: 60, max: 3600 }) ?? 900;
      const secret = randomSecret(64).slice(0, length);
      const token = insertToken(deps, { userId: user.id, type: 'generic', secret, ttlSeconds: expire });
      return json(201, tokenModel(token, secret));
    },
    USERS_WRITE,
  );

  router.post(
    '/v1/users/{userId}/jwts',
    (ctx) => {
      const user = userOf(deps, ctx);
      const sessionId = optStr(ctx.body, 'sessionId', { max: 36 }) ?? '';
      const duration = optInt(ctx.body, 'duration', { min: 0, max: 3600 }) ?? 900;
      const sessions = listSessions(deps, user.id);
      // 'recent' (Appwrite's default choice) means the newest session; none is fine too.
      const chosen = sessionId === '' || sessionId === 'recent' ? (sessions.at(-1)?.id ?? '') : sessionId;
      if (chosen && !sessions.some((s) => s.id === chosen)) throw new AppwriteException('user_session_not_found');
      return json(201, { jwt: createUserJwt(deps, user.id, chosen, duration) });
    },
    USERS_WRITE,
  );
}
