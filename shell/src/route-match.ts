// Which route-table row a path is (the render server and the browser's document.title both ask).
import { matchRoutes } from '@instamg/shared/router';
import { ROUTE_TABLE, type OwnedRoute } from '@instamg/shared/mf/routes';

const ROUTE_OBJECTS = ROUTE_TABLE.map((route) => ({ path: route.path, route }));

export function matchRoute(pathname: string): { route: OwnedRoute; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  const last = matches?.at(-1);
  if (!last) return null;
  return { route: (last.route as { route: OwnedRoute }).route, params: last.params };
}
