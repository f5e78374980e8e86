import { matchRoutes } from '@instamg/shared/router';
import type { RemoteModuleId } from '@instamg/shared/mf/remotes';
import { ROUTE_TABLE, type OwnedRoute } from '@instamg/shared/mf/routes';
import { routeAccess } from '../domain/auth/route-access';

/** The top bar's delivery selector (mf_location), on every page. */
export const DELIVERY_SELECTOR_MODULE = 'mf_location/DeliverySelector' satisfies RemoteModuleId;

/**
 * The exposed modules the first screen of `pathname` will render: the frame's delivery selector
 * and, when a remote owns the route, its page. Bootstrap starts loading them while the sign-in
 * state loads (SPEC §2 keeps the whole app on the loader until then), instead of discovering
 * them only after that. Guarded routes are left out: the guard may send the visitor elsewhere.
 * Matching uses the router's own ranking, so the answer is the route <AppRoutes> will render.
 */
export function firstLoadRemoteModules(
  pathname: string,
  routes: readonly OwnedRoute[] = ROUTE_TABLE,
): RemoteModuleId[] {
  const matched = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.at(-1)?.route.route;
  const page = matched && matched.owner !== 'shell' && !routeAccess(matched.path) ? [matched.module] : [];
  return [DELIVERY_SELECTOR_MODULE, ...page];
}
