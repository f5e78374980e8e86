import { createUserJwt, sessionModel } from '../auth/session.ts';
import {
  createUser,
  deleteAllSessions,
  deleteSession,
  deleteUser,
  hashPassword,
  insertSession,
  insertToken,
  listMemberships,
  listSessions,
  listUsers,
  membershipModel,
  randomSecret,
  requireUser,
  tokenModel,
  updateUser,
  userModel,
  type UserListOptions,
} from '../auth/users-store.ts';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { json, noContent, type RequestContext } from '../http/context.ts';
import type { Router } from '../http/router.ts';
import { bool, customId, email, object, optInt, optStr, password, phone, str, strArray, uidParam } from '../http/validate.ts';
import { uniqueId } from '../util/ids.ts';
import { factorsOf } from './account/mfa.ts';

/**
 * Appwrite's Users service for servers (node-appwrite with an API key): the only way to set
 * labels, which is what platform roles (`admin`, `pharmacist`, `rider`) hang on. A signed-in
 * user never holds users.read/users.write, so none of this is reachable from a browser.
 */
export function register(router: Router, deps: ServiceDeps): void {
  const read = { scope: 'users.read' };
  const write = { scope: 'users.write' };
  const userOf = (ctx: RequestContext) => requireUser(deps, uidParam(ctx.params.userId, 'userId'));

  router.post('/v1/users', async (ctx) => {
    const id = customId(ctx.body, 'userId', uniqueId);
    const address = ctx.body.email === undefined || ctx.body.email === null || ctx.body.email === '' ? null : email(ctx.body);
    const number = ctx.body.phone === undefined || ctx.body.phone === null || ctx.body.phone === '' ? null : phone(ctx.body);
    const secret = ctx.body.password === undefined || ctx.body.password === null || ctx.body.password === '' ? null : password(ctx.body);
    const name = optStr(ctx.body, 'name', { max: 128 }) ?? '';
    return json(201, userModel(await createUser(deps, { id, email: address, phone: number, password: secret, name })));
  }, write);

  router.get('/v1/users', (ctx) => {
    const options = parseUserQueries(ctx.query.queries);
    const search = optStr(ctx.query, 'search', { max: 256 });
    const { total, users } = listUsers(deps, { ...options, search });
    return json(200, { total, users: users.map(userModel) });
  }, read);

  router.get('/v1/users/{userId}', (ctx) => json(200, userModel(userOf(ctx))), read);

  router.delete('/v1/users/{userId}', (ctx) => {
    deleteUser(deps, uidParam(ctx.params.userId, 'userId'));
    return noContent();
  }, write);

  router.put('/v1/users/{userId}/labels', (ctx) => {
    const user = userOf(ctx);
    const labels = strArray(ctx.body, 'labels', { maxItems: 1000, maxLength: 36 });
    for (const label of labels) {
      if (!/^[a-zA-Z0-9]{1,36}$/.test(label)) throw new AppwriteException('general_argument_invalid', 'Invalid `labels` param: Value must a valid array and Value must be a valid string and at least 1 chars and no longer than 36 chars and only alphanumeric chars');
    }
    return json(200, userModel(updateUser(deps, user.id, { labels: [...new Set(labels)] })));
  }, write);

  router.get('/v1/users/{userId}/prefs', (ctx) => json(200, userOf(ctx).prefs), read);
  router.patch('/v1/users/{userId}/prefs', (ctx) => {
    const user = userOf(ctx);
    const prefs = object(ctx.body, 'prefs');
    updateUser(deps, user.id, { prefs });
    return json(200, prefs);
  }, write);

  router.patch('/v1/users/{userId}/status', (ctx) => {
    const user = userOf(ctx);
    return json(200, userModel(updateUser(deps, user.id, { status: bool(ctx.body, 'status') })));
  }, write);

  router.patch('/v1/users/{userId}/verification', (ctx) => {
    const user = userOf(ctx);
    return json(200, userModel(updateUser(deps, user.id, { emailVerification: bool(ctx.body, 'emailVerification') })));
  }, write);

  router.patch('/v1/users/{userId}/verification/phone', (ctx) => {
    const user = userOf(ctx);
    return json(200, userModel(updateUser(deps, user.id, { phoneVerification: bool(ctx.body, 'phoneVerification') })));
  }, write);

  router.patch('/v1/users/{userId}/name', (ctx) => {
    const user = userOf(ctx);
    return json(200, userModel(updateUser(deps, user.id, { name: str(ctx.body, 'name', { max: 128 }) })));
  }, write);

  router.patch('/v1/users/{userId}/email', (ctx) => {
    const user = userOf(ctx);
    return json(200, userModel(updateUser(deps, user.id, { email: email(ctx.body) })));
  }, write);

  router.patch('/v1/users/{userId}/phone', (ctx) => {
    const user = userOf(ctx);
    return json(200, userModel(updateUser(deps, user.id, { phone: phone(ctx.body, 'number') })));
  }, write);

  router.patch('/v1/users/{userId}/password', async (ctx) => {
    const user = userOf(ctx);
    return json(200, userModel(updateUser(deps, user.id, { passwordHash: await hashPassword(password(ctx.body)) })));
  }, write);

  router.patch('/v1/users/{userId}/mfa', (ctx) => {
    const user = userOf(ctx);
    return json(200, userModel(updateUser(deps, user.id, { mfa: bool(ctx.body, 'mfa') })));
  }, write);

  router.get('/v1/users/{userId}/mfa/factors', (ctx) => json(200, factorsOf(userOf(ctx))), read);

  router.get('/v1/users/{userId}/sessions', (ctx) => {
    const sessions = listSessions(deps, userOf(ctx).id).map((s) => sessionModel(s, { current: false }));
    return json(200, { total: sessions.length, sessions });
  }, read);

  // Server-side sign-in (SSR): the only place a session secret is shown.
  router.post('/v1/users/{userId}/sessions', (ctx) => {
    const user = userOf(ctx);
    const { session, secret } = insertSession(deps, {
      userId: user.id, provider: 'server', providerUid: '', factors: ['server'], ip: ctx.ip, userAgent: String(ctx.headers['user-agent'] ?? ''),
    });
    return json(201, sessionModel(session, { current: false, secret }));
  }, write);

  router.delete('/v1/users/{userId}/sessions', (ctx) => {
    deleteAllSessions(deps, userOf(ctx).id);
    return noContent();
  }, write);

  router.delete('/v1/users/{userId}/sessions/{sessionId}', (ctx) => {
    deleteSession(deps, userOf(ctx).id, uidParam(ctx.params.sessionId, 'sessionId'));
    return noContent();
  }, write);

  // A token for POST /account/sessions/token (custom sign-in flows built on a function).
  router.post('/v1/users/{userId}/tokens', (ctx) => {
    const user = userOf(ctx);
    const length = optInt(ctx.body, 'length', { min: 4, max: 128 }) ?? 6;
    const expire = optInt(ctx.body, 'expire', { min: 60, max: 3600 }) ?? 900;
    const secret = randomSecret(64).slice(0, length);
    const token = insertToken(deps, { userId: user.id, type: 'generic', secret, ttlSeconds: expire });
    return json(201, tokenModel(token, secret));
  }, write);

  router.post('/v1/users/{userId}/jwts', (ctx) => {
    const user = userOf(ctx);
    const sessionId = optStr(ctx.body, 'sessionId', { max: 36 }) ?? '';
    const duration = optInt(ctx.body, 'duration', { min: 0, max: 3600 }) ?? 900;
    const sessions = listSessions(deps, user.id);
    // 'recent' (Appwrite's default choice) means the newest session; none is fine too.
    const chosen = sessionId === '' || sessionId === 'recent' ? (sessions.at(-1)?.id ?? '') : sessionId;
    if (chosen && !sessions.some((s) => s.id === chosen)) throw new AppwriteException('user_session_not_found');
    return json(201, { jwt: createUserJwt(deps, user.id, chosen, duration) });
  }, write);

  router.get('/v1/users/{userId}/memberships', (ctx) => {
    const user = userOf(ctx);
    const { limit, offset } = parseUserQueries(ctx.query.queries);
    const { total, memberships } = listMemberships(deps, { userId: user.id, limit, offset });
    return json(200, { total, memberships: memberships.map((m) => membershipModel(deps, m)) });
  }, read);

  router.get('/v1/users/{userId}/logs', (ctx) => {
    userOf(ctx);
    return json(200, { total: 0, logs: [] });
  }, read);
}

const EQUAL_FIELDS = ['email', 'name', 'phone', '$id', 'status', 'labels'] as const;

/**
 * The subset of Appwrite queries the users and memberships lists take: limit, offset,
 * cursorAfter, and equal on a few user fields. Anything else is a clear general_query_invalid.
 */
export function parseUserQueries(raw: unknown): Omit<UserListOptions, 'search'> {
  const options: Omit<UserListOptions, 'search'> = { limit: 25, offset: 0, equal: [] };
  if (raw === undefined) return options;
  const list = Array.isArray(raw) ? raw : [raw];
  for (const item of list) {
    let query: { method?: unknown; attribute?: unknown; values?: unknown };
    try {
      query = JSON.parse(String(item)) as typeof query;
    } catch {
      throw new AppwriteException('general_query_invalid', `Invalid query: ${String(item).slice(0, 100)}`);
    }
    const values = Array.isArray(query.values) ? query.values : [];
    switch (query.method) {
      case 'limit':
        if (!Number.isInteger(values[0]) || (values[0] as number) < 0 || (values[0] as number) > 5000) throw new AppwriteException('general_query_invalid', 'Invalid query: Invalid limit param');
        options.limit = values[0] as number;
        break;
      case 'offset':
        if (!Number.isInteger(values[0]) || (values[0] as number) < 0) throw new AppwriteException('general_query_invalid', 'Invalid query: Invalid offset param');
        options.offset = values[0] as number;
        break;
      case 'cursorAfter':
        if (typeof values[0] !== 'string') throw new AppwriteException('general_query_invalid', 'Invalid query: Invalid cursor param');
        options.cursorAfter = values[0];
        break;
      case 'equal': {
        const field = query.attribute as (typeof EQUAL_FIELDS)[number];
        if (!EQUAL_FIELDS.includes(field)) throw new AppwriteException('general_query_invalid', `Invalid query: Attribute not found in schema: ${String(query.attribute)}`);
        if (values.length === 0 || values.some((v) => typeof v !== 'string' && typeof v !== 'boolean')) throw new AppwriteException('general_query_invalid', 'Invalid query: equal needs string or boolean values');
        options.equal!.push({ field, values: values as (string | boolean)[] });
        break;
      }
      default:
        throw new AppwriteException('general_query_invalid', `Invalid query method: ${String(query.method)}. The dev server's users list supports limit, offset, cursorAfter and equal.`);
    }
  }
  return options;
}
