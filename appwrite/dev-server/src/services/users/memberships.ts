import type { ServiceDeps } from '../../deps.ts';
import { json } from '../../http/context.ts';
import type { Router } from '../../http/router.ts';
import { listMemberships, membershipModel } from '../teams/store.ts';
import { parseUserQueries } from './queries.ts';
import { USERS_READ, userOf } from './users.ts';

/** The teams a user belongs to. */
export function register(router: Router, deps: ServiceDeps): void {
  router.get(
    '/v1/users/{userId}/memberships',
    (ctx) => {
      const user = userOf(deps, ctx);
      const { limit, offset } = parseUserQueries(ctx.query.queries);
      const { total, memberships } = listMemberships(deps, { userId: user.id, limit, offset });
      return json(200, { total, memberships: memberships.map((m) => membershipModel(deps, m)) });
    },
    USERS_READ,
  );
}
