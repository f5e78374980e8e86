import { updateUser, userModel } from '../../auth/store/users.ts';
import type { ServiceDeps } from '../../deps.ts';
import { json } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import { bool } from '../../http/validate.ts';
import { factorsOf } from '../account/mfa.ts';
import { USERS_READ, USERS_WRITE, userOf } from './users.ts';

/** MFA switch and factor list of a user. */
export function register(router: Router, deps: ServiceDeps): void {
  router.patch(
    '/v1/users/{userId}/mfa',
    (ctx) => {
      const user = userOf(deps, ctx);
      return json(200, userModel(updateUser(deps, user.id, { mfa: bool(ctx.body, 'mfa') })));
    },
    USERS_WRITE,
  );

  router.get('/v1/users/{userId}/mfa/factors', (ctx) => json(200, factorsOf(userOf(deps, ctx))), USERS_READ);
}
