import { useLayoutEffect } from 'react';
import { useLocation } from '@instamg/shared/router';
import { routeTitle } from '../domain/page-head';
import { matchRoute } from '../route-match';

/**
 * document.title on client-side navigation: the route's default title (the one the render server
 * writes), set in a layout effect so a page that knows a better one (useDocumentTitle, a passive
 * effect) sets it after.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = routeTitle(matchRoute(pathname)?.route.path ?? null);
  }, [pathname]);
  return null;
}
