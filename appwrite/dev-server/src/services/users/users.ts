import { checkNewPassword, passwordPolicyOf } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/store/secrets.ts';
import {
  createUser,
  deleteUser,
  listUsers,
  requireUser,
  updateUser,
  userModel,
  type UserRecord,
} from '../../auth/store/users.ts';
import type { ServiceDeps } from '../../deps.ts';
import { AppwriteException } from '../../errors.ts';
import { json, noContent, type RequestContext } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import {
  bool,
  customId,
  email,
  object,
  optStr,
  password,
  phone,
  str,
  strArray,
  uidParam,
} from '../../http/validate.ts';
import { uniqueId } from '../../util/ids.ts';
import { parseUserQueries } from './queries.ts';

/** `{userId}` of a /v1/users/{userId}/… route: the user, or user_not_found. */
export const userOf = (deps: ServiceDeps, ctx: RequestContext): UserRecord =>
  requireUser(deps, uidParam(ctx.params.userId, 'userId'));

export const USERS_READ = { scope: 'users.read' };
export const USERS_WRITE = { scope: 'users.write' };

/** The user itself: create, list, read, delete, and each attribute (labels, prefs, status, …). */
export function register(router: Router, deps: ServiceDeps): void {
  router.post(
    '/v1/users',
    async (ctx) => {
      const id = customId(ctx.body, 'userId', uniqueId);
      const address =
        ctx.body.email === undefined || ctx.body.email === null || ctx.body.email === '' ? null : email(ctx.body);
      const number =
        ctx.body.phone === undefined || ctx.body.phone === null || ctx.body.phone === '' ? null : phone(ctx.body);
      const secret =
        ctx.body.password === undefined || ctx.body.password === null || ctx.body.password === ''
          ? null
          : password(ctx.body);
      const name = optStr(ctx.body, 'name', { max: 128 }) ?? '';
      // Appwrite's Users API applies the project's password rules too.
      if (secret) checkNewPassword(secret, passwordPolicyOf(deps), { userId: id, email: address, name, phone: number });
      return json(
        201,
        userModel(await createUser(deps, { id, email: address, phone: number, password: secret, name })),
      );
    },
    USERS_WRITE,
  );

  router.get(
    '/v1/users',
    (ctx) => {
      const options = parseUserQueries(ctx.query.queries);
      const search = optStr(ctx.query, 'search', { max: 256 });
      const { total, users } = listUsers(deps, { ...options, search });
      return json(200, { total, users: users.map(userModel) });
    },
    USERS_READ,
  );

  router.get('/v1/users/{userId}', (ctx) => json(200, userModel(userOf(deps, ctx))), USERS_READ);

  router.delete(
    '/v1/users/{userId}',
    (ctx) => {
      deleteUser(deps, uidParam(ctx.params.userId, 'userId'));
      return noContent();
    },
    USERS_WRITE,
  );

  router.put(
    '/v1/users/{userId}/labels',
    (ctx) => {
      const user = userOf(deps, ctx);
      const labels = strArray(ctx.body, 'labels', { maxItems: 1000, maxLength: 36 });
      for (const label of labels) {
        if (!/^[a-zA-Z0-9]{1,36}$/.test(label))
          throw new AppwriteException(
            'general_argument_invalid',
            'Invalid `labels` param: Value must a valid array and Value must be a valid string and at least 1 chars and no longer than 36 chars and only alphanumeric chars',
          );
      }
      return json(200, userModel(updateUser(deps, user.id, { labels: [...new Set(labels)] })));
    },
    USERS_WRITE,
  );

  router.get('/v1/users/{userId}/prefs', (ctx) => json(200, userOf(deps, ctx).prefs), USERS_READ);
  router.patch(
    '/v1/users/{userId}/prefs',
    (ctx) => {
      const user = userOf(deps, ctx);
      const prefs = object(ctx.body, 'prefs');
      updateUser(deps, user.id, { prefs });
      return json(200, prefs);
    },
    USERS_WRITE,
  );

  router.patch(
    '/v1/users/{userId}/status',
    (ctx) => {
      const user = userOf(deps, ctx);
      return json(200, userModel(updateUser(deps, user.id, { status: bool(ctx.body, 'status') })));
    },
    USERS_WRITE,
  );

  router.patch(
    '/v1/users/{userId}/verification',
    (ctx) => {
      const user = userOf(deps, ctx);
      return json(
        200,
        userModel(updateUser(deps, user.id, { emailVerification: bool(ctx.body, 'emailVerification') })),
      );
    },
    USERS_WRITE,
  );

  router.patch(
    '/v1/users/{userId}/verification/phone',
    (ctx) => {
      const user = userOf(deps, ctx);
      return json(
        200,
        userModel(updateUser(deps, user.id, { phoneVerification: bool(ctx.body, 'phoneVerification') })),
      );
    },
    USERS_WRITE,
  );

  router.patch(
    '/v1/users/{userId}/name',
    (ctx) => {
      const user = userOf(deps, ctx);
      return json(200, userModel(updateUser(deps, user.id, { name: str(ctx.body, 'name', { max: 128 }) })));
    },
    USERS_WRITE,
  );

  router.patch(
    '/v1/users/{userId}/email',
    (ctx) => {
      const user = userOf(deps, ctx);
      return json(200, userModel(updateUser(deps, user.id, { email: email(ctx.body) })));
    },
    USERS_WRITE,
  );

  router.patch(
    '/v1/users/{userId}/phone',
    (ctx) => {
      const user = userOf(deps, ctx);
      // An empty number removes the phone (Appwrite 1.9, appwrite/appwrite#11521); a removed
      // number is no longer verified.
      if (ctx.body.number === '')
        return json(200, userModel(updateUser(deps, user.id, { phone: null, phoneVerification: false })));
      return json(200, userModel(updateUser(deps, user.id, { phone: phone(ctx.body, 'number') })));
    },
    USERS_WRITE,
  );

  router.patch(
    '/v1/users/{userId}/password',
    async (ctx) => {
      const user = userOf(deps, ctx);
      const next = password(ctx.body);
      checkNewPassword(next, passwordPolicyOf(deps), {
        userId: user.id,
        email: user.email,
        name: user.name,
        phone: user.phone,
      });
      return json(200, userModel(updateUser(deps, user.id, { passwordHash: await hashPassword(next) })));
    },
    USERS_WRITE,
  );

  router.get(
    '/v1/users/{userId}/logs',
    (ctx) => {
      userOf(deps, ctx);
      return json(200, { total: 0, logs: [] });
    },
    USERS_READ,
  );
}
