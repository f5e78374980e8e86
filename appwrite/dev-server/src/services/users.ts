import type { ServiceDeps } from '../deps.ts';
import type { Router } from '../http/router.ts';
import * as memberships from './users/memberships.ts';
import * as mfa from './users/mfa.ts';
import * as sessions from './users/sessions.ts';
import * as users from './users/users.ts';

/**
 * Appwrite's Users service for servers (node-appwrite with an API key): the only way to set
 * labels, which is what platform roles (`admin`, `pharmacist`, `rider`) hang on. A signed-in
 * user never holds users.read/users.write, so none of this is reachable from a browser.
 */
export function register(router: Router, deps: ServiceDeps): void {
  users.register(router, deps);
  mfa.register(router, deps);
  sessions.register(router, deps);
  memberships.register(router, deps);
}
