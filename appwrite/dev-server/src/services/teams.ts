import type { ServiceDeps } from '../deps.ts';
import type { Router } from '../http/router.ts';
import * as memberships from './teams/memberships.ts';
import * as teams from './teams/teams.ts';

/**
 * Appwrite's Teams service. Stores are teams (teamId = storeId) with roles such as
 * owner/manager/staff. As in Appwrite only `owner` is special: owners (and API keys) manage the
 * team and its members; any confirmed member may read it; a member may leave. Memberships made
 * with an API key are confirmed at once; an owner's invitation waits for the invitee to accept
 * through the link sent to the dev outbox.
 */
export function register(router: Router, deps: ServiceDeps): void {
  teams.register(router, deps);
  memberships.register(router, deps);
}
