// Which route-table row a path is (the render server and the browser's document.title both ask).
// A `/hi/…` path is the row of its unprefixed twin, when that row has one (docs/decisions/0012-i18n.md §8).
import { matchRoutes } from '@instamg/shared/router';
import { ROUTE_TABLE, type OwnedRoute } from '@instamg/shared/mf/routes';
import { hasLocalisedUrl, localeOfPath, stripLocalePrefix } from '@instamg/shared/domain/locale-url';

const ROUTE_OBJECTS = ROUTE_TABLE.map((route) => ({ path: route.path, route }));

export function matchRoute(pathname: string): { route: OwnedRoute; params: Record<string, string | undefined> } | null {
  const plain = stripLocalePrefix(pathname);
  // `/hi/store/…`, `/hi/cart`: no Hindi twin, so not a page (§8: one URL for those).
  if (localeOfPath(pathname) && !hasLocalisedUrl(plain)) return null;
  const matches = matchRoutes(ROUTE_OBJECTS, plain);
  const last = matches?.at(-1);
  if (!last) return null;
  return { route: (last.route as { route: OwnedRoute }).route, params: last.params };
}
