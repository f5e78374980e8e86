// Which shell routes the guard protects and how (SPEC §2, §6): signed-in routes need any
// signed-in user, the store panel needs store access (admins too), the admin panel needs role admin.
import type { Role } from '@instamg/shared/domain/roles';

export interface RouteAccess {
  allowedRoles?: readonly Role[];
  requireStoreAccess?: boolean;
  redirectTo?: string;
}

const SIGNED_IN: RouteAccess = {};
const STORE: RouteAccess = { requireStoreAccess: true };
const ADMIN: RouteAccess = { allowedRoles: ['admin'] };

const ACCESS_BY_ROUTE: Readonly<Record<string, RouteAccess>> = {
  '/account': SIGNED_IN,
  '/profile': SIGNED_IN,
  '/profile/orders': SIGNED_IN,
  '/orders': SIGNED_IN,
  '/account/profile': SIGNED_IN,
  '/account/addresses': SIGNED_IN,
  '/account/prescriptions': SIGNED_IN,
  '/account/refills': SIGNED_IN,
  '/account/security': SIGNED_IN,
  '/account/privacy': SIGNED_IN,
  '/profile/orders/:orderId': SIGNED_IN,
  '/orders/:orderId': SIGNED_IN,
  '/checkout': SIGNED_IN,
  '/store/*': STORE,
  '/admin/*': ADMIN,
};

/** The guard for a route pattern of the route table, or null for a public route. */
export function routeAccess(routePath: string): RouteAccess | null {
  return ACCESS_BY_ROUTE[routePath] ?? null;
}

/** The guarded route patterns (for tests against the route table). */
export const GUARDED_ROUTES: readonly string[] = Object.keys(ACCESS_BY_ROUTE);
