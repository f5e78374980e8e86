/**
 * The shell's route tree, built from the ownership table in @instamg/shared/mf/routes: shell rows
 * render shell pages, remote rows render the remote's exposed module behind its own boundary.
 * A `/*` row hands the prefix to a remote routes module (relative <Routes> inside the shell's one
 * router — ADR 0001). Anything else is the not-found page.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Container, Stack, Typography } from '@mui/material';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ROUTE_TABLE, type ShellPageName } from '@instamg/shared/mf/routes';
import NotFoundPage from './layout/NotFoundPage';
import PageSkeleton from './layout/PageSkeleton';
import { RemoteOrderList, RemotePage } from './mf/remotes';

/** Placeholder for shell routes whose features arrive with their own issue (auth, account). */
function ShellPlaceholderPage({ title, note, children }: { title: string; note: string; children?: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-boundary="shell">
      <Stack spacing={1.5}>
        <Typography variant="h1">{title}</Typography>
        <Typography color="text.secondary">{note}</Typography>
        {children}
      </Stack>
    </Container>
  );
}

function AuthPage() {
  return <ShellPlaceholderPage title="Sign in" note="Sign in and sign up arrive with the authentication work." />;
}

const ORDER_LIST_PATHS = new Set(['/orders', '/profile/orders']);

/** The account frame (/account, /profile, /profile/orders, /orders); orders come from mf_cart_checkout. */
function AccountPage() {
  const { pathname } = useLocation();
  const showsOrders = ORDER_LIST_PATHS.has(pathname);
  return (
    <ShellPlaceholderPage
      title={showsOrders ? 'My orders' : 'My account'}
      note="Profile, addresses and settings arrive with the account work."
    >
      {showsOrders && <RemoteOrderList />}
    </ShellPlaceholderPage>
  );
}

const SHELL_PAGES: Record<ShellPageName, ComponentType | LazyExoticComponent<ComponentType>> = {
  AuthPage,
  AccountPage,
  PrivacyPolicyPage: lazy(() => import('./pages/static/PrivacyPolicyPage')),
  TermsPage: lazy(() => import('./pages/static/TermsPage')),
  RefundPolicyPage: lazy(() => import('./pages/static/RefundPolicyPage')),
  ShippingPolicyPage: lazy(() => import('./pages/static/ShippingPolicyPage')),
  ContactPage: lazy(() => import('./pages/static/ContactPage')),
  FaqPage: lazy(() => import('./pages/static/FaqPage')),
};

export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map((route) => {
        if (route.owner === 'shell') {
          const Page = SHELL_PAGES[route.page];
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Suspense fallback={<PageSkeleton />}>
                  <Page />
                </Suspense>
              }
            />
          );
        }
        const props = route.path.endsWith('/*') ? { notFound: <NotFoundPage /> } : undefined;
        return <Route key={route.path} path={route.path} element={<RemotePage key={route.module} id={route.module} props={props} />} />;
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
