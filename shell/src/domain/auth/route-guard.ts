// The route guard's decision table (SPEC §2 "Route guard"), free of React and the router.
import { ROUTES, TEXTS } from '@instamg/shared/constants';
import { SHELL_TEXTS } from '../texts';
import type { Role } from '@instamg/shared/domain/roles';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface RouteGuardInput {
  status: AuthStatus;
  role: Role;
  hasStoreAccess: boolean;
  /** Roles allowed on the route; absent or empty means any signed-in user. */
  allowedRoles?: readonly Role[];
  requireStoreAccess?: boolean;
  /** Where signed-out visitors go; default /auth. */
  redirectTo?: string;
  /** The current path (with search), remembered for after sign-in. */
  path: string;
}

export type RouteDecision =
  | { kind: 'spinner'; text: string }
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      to: string;
      /** Signed out: the path to return to after sign-in. */
      rememberPath?: string;
      /** Access denied: the destructive toast to show (a TEXTS.toast entry). */
      toast?: typeof TEXTS.toast.accessDeniedRole | typeof TEXTS.toast.accessDeniedStore;
    };

/**
 * Loading → spinner ('Verifying authentication...'); signed out → redirect to redirectTo,
 * remembering the path; role not allowed → '/' with the permission toast; store access
 * required and missing → '/' with the store-panel toast (admins too: store access is the
 * store_admins row, computed upstream); otherwise allow.
 */
export function decideRoute(input: RouteGuardInput): RouteDecision {
  const { status, role, hasStoreAccess, allowedRoles, requireStoreAccess = false, path } = input;
  const redirectTo = input.redirectTo ?? ROUTES.auth;
  if (status === 'loading') return { kind: 'spinner', text: SHELL_TEXTS.routeGuard.verifying };
  if (status === 'signedOut') return { kind: 'redirect', to: redirectTo, rememberPath: path };
  if (allowedRoles && allowedRoles.length > 0 && !allowedRoles.includes(role)) {
    return { kind: 'redirect', to: ROUTES.home, toast: TEXTS.toast.accessDeniedRole };
  }
  if (requireStoreAccess && !hasStoreAccess) {
    return { kind: 'redirect', to: ROUTES.home, toast: TEXTS.toast.accessDeniedStore };
  }
  return { kind: 'allow' };
}

/**
 * Where to go after sign-in: the remembered path, or '/' if there is none. Only same-site
 * paths are honoured ('//evil.com' or 'https://…' would be an open redirect), and the auth
 * page itself is never a destination.
 */
export function pathAfterSignIn(remembered: string | null | undefined): string {
  if (!remembered || !remembered.startsWith('/') || remembered.startsWith('//') || remembered.startsWith('/\\')) {
    return ROUTES.home;
  }
  const pathname = remembered.split(/[?#]/)[0];
  return pathname === ROUTES.auth ? ROUTES.home : remembered;
}
