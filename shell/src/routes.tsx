/**
 * The shell's route tree, built from the ownership table in @instamg/shared/mf/routes: shell rows
 * render shell pages, remote rows render the remote's exposed module behind its own boundary.
 * A `/*` row hands the prefix to a remote routes module (relative <Routes> inside the shell's one
 * router — ADR 0001). Anything else is the not-found page.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Routes } from '@instamg/shared/router';
import { ROUTE_TABLE, type ShellPageName } from '@instamg/shared/mf/routes';
import NotFoundPage from './pages/NotFoundPage';
import PageColumn from './components/PageColumn';
import PageSkeleton from './components/PageSkeleton';
import { RemotePage } from './mf/remotes';
import { routeAccess } from './domain/auth/route-access';
import { RouteGuard } from './components/RouteGuard';
import { useHydrated } from '@instamg/shared/ssr';
import { HINDI_URL_PREFIX, hasLocalisedUrl } from '@instamg/shared/domain/locale-url';

/**
 * Forms of the signed-in flows (sign-in, account) render in the browser only: typed into server
 * HTML before hydration, their input would be lost (docs/decisions/0005-server-rendering.md).
 */
const CLIENT_ONLY_SHELL_PAGES: ReadonlySet<ShellPageName> = new Set(['AuthPage', 'AccountPage']);

function ClientOnlyPage({ children }: { children: ReactNode }) {
  const skeleton = (
    <PageColumn>
      <PageSkeleton />
    </PageColumn>
  );
  return useHydrated() ? children : skeleton;
}

/** Signed-in, store and admin routes go through the route guard (SPEC §2, §6). */
function guarded(routePath: string, element: ReactNode): ReactNode {
  const access = routeAccess(routePath);
  return access ? <RouteGuard {...access}>{element}</RouteGuard> : element;
}

const SHELL_PAGES: Record<ShellPageName, ComponentType | LazyExoticComponent<ComponentType>> = {
  AuthPage: lazy(() => import('./pages/auth/AuthPage')),
  AccountPage: lazy(() => import('./pages/account/AccountPage')),
  PrivacyPolicyPage: lazy(() => import('./pages/static/PrivacyPolicyPage')),
  TermsPage: lazy(() => import('./pages/static/TermsPage')),
  RefundPolicyPage: lazy(() => import('./pages/static/RefundPolicyPage')),
  ShippingPolicyPage: lazy(() => import('./pages/static/ShippingPolicyPage')),
  ContactPage: lazy(() => import('./pages/static/ContactPage')),
  FaqPage: lazy(() => import('./pages/static/FaqPage')),
  GrievancePage: lazy(() => import('./pages/static/GrievancePage')),
};

/**
 * The table's rows, then the same rows again under `/hi` for every public page
 * (docs/decisions/0012-i18n.md §8): one table, two mount points. Panel, account, cart and checkout
 * rows have no `/hi` twin, so `/hi/store/…` is the not-found page. Both mounts render the same
 * elements at the same depth, so switching `/x` ⇄ `/hi/x` updates the page in place.
 */
const MOUNTED_ROUTES = [
  ...ROUTE_TABLE.map((route) => ({ mountPath: route.path, route })),
  ...ROUTE_TABLE.filter((route) => hasLocalisedUrl(route.path)).map((route) => ({
    mountPath: route.path === '/' ? HINDI_URL_PREFIX : `${HINDI_URL_PREFIX}${route.path}`,
    route,
  })),
];

export function AppRoutes() {
  return (
    <Routes>
      {MOUNTED_ROUTES.map(({ mountPath, route }) => {
        if (route.owner === 'shell') {
          const Page = SHELL_PAGES[route.page];
          const page = (
            <Suspense
              fallback={
                <PageColumn>
                  <PageSkeleton />
                </PageColumn>
              }
            >
              <Page />
            </Suspense>
          );
          return (
            <Route
              key={mountPath}
              path={mountPath}
              element={guarded(
                route.path,
                CLIENT_ONLY_SHELL_PAGES.has(route.page) ? <ClientOnlyPage>{page}</ClientOnlyPage> : page,
              )}
            />
          );
        }
        const props = route.path.endsWith('/*') ? { notFound: <NotFoundPage /> } : undefined;
        return (
          <Route
            key={mountPath}
            path={mountPath}
            element={guarded(route.path, <RemotePage key={route.module} id={route.module} props={props} />)}
          />
        );
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
