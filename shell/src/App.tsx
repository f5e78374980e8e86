import { useEffect } from 'react';
import { LinearProgress } from '@instamg/shared/mui';
import { useHydrated } from '@instamg/shared/ssr';
import AppFrame from './components/AppFrame';
import { useSession } from './api/auth/session-store';
import { AppProviders, type AppProvidersProps } from './components/AppProviders';
import { AppRoutes } from './routes';
import { RouteTitle } from './components/RouteTitle';

/**
 * SPEC §2 "the whole app shows a loader while the sign-in state loads", read for server rendering
 * (docs/decisions/0005-server-rendering.md): public pages do not wait for the sign-in state; while
 * it loads the frame shows a thin progress bar at the top, the account control a placeholder, and
 * guarded routes keep their 'Verifying authentication...' spinner (RouteGuard).
 */
function SessionGate() {
  const status = useSession((state) => state.status);
  const hydrated = useHydrated();
  // The server always renders the loading state; hydration must render it too.
  const loading = !hydrated || status === 'loading';
  // Before hydration the frame's buttons and listeners do nothing: browser tests wait for this mark.
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return (
    <>
      {loading && (
        <LinearProgress
          aria-label="Checking sign-in"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      )}
      <RouteTitle />
      <AppFrame>
        <AppRoutes />
      </AppFrame>
    </>
  );
}

export type AppProps = Omit<AppProvidersProps, 'children'>;

export default function App(props: AppProps) {
  return (
    <AppProviders {...props}>
      <SessionGate />
    </AppProviders>
  );
}
