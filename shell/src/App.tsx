import { useEffect, useState } from 'react';
import { LinearProgress } from '@instamg/shared/mui';
import {
  HydrationTracker,
  HydrationTrackerProvider,
  slicedHydration,
  useHydrated,
  useHydratedValue,
  useSectionsHydrated,
} from '@instamg/shared/ssr';
import AppFrame from './components/AppFrame';
import { useSession } from './api/auth/session-store';
import { AppProviders, type AppProvidersProps } from './components/AppProviders';
import { AppRoutes } from './routes';
import { DocumentHead } from './components/DocumentHead';
import { UrlLocale } from './components/UrlLocale';

/**
 * SPEC §2 "the whole app shows a loader while the sign-in state loads", read for server rendering
 * (docs/decisions/0005-server-rendering.md): public pages do not wait for the sign-in state; while
 * it loads the frame shows a thin progress bar at the top, the account control a placeholder, and
 * guarded routes keep their 'Verifying authentication...' spinner (RouteGuard).
 */
function SessionGate() {
  // The frame's own sections (the footer) report here; remote roots keep trackers of their own.
  const [tracker] = useState(() => new HydrationTracker());
  return (
    <HydrationTrackerProvider tracker={tracker}>
      <SignInProgress />
      <HydrationMark tracker={tracker} />
      <DocumentHead />
      <UrlLocale />
      <AppFrame>
        <AppRoutes />
      </AppFrame>
    </HydrationTrackerProvider>
  );
}

/**
 * The thin progress bar while the sign-in state loads. Its own component (not SessionGate's state):
 * the re-render after hydration (useHydratedValue) touches only this bar instead of the whole
 * frame and page (issue 21: hydration without long tasks).
 */
function SignInProgress() {
  // The server always renders the loading state; hydration must render it too.
  const sessionStatus = useSession((state) => state.status);
  const status = useHydratedValue(sessionStatus, 'loading');
  if (status !== 'loading') return null;
  return (
    <LinearProgress
      aria-label="Checking sign-in"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}

/**
 * Before hydration the frame's buttons, links and listeners do nothing (a footer link still
 * loading its code navigates the whole page): the mark waits for the frame's sections too, and
 * browser tests wait for it.
 */
function HydrationMark({ tracker }: { tracker: HydrationTracker }) {
  const hydrated = useSectionsHydrated(tracker);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
}

export type AppProps = Omit<AppProvidersProps, 'children'>;

/**
 * SSR_HYDRATION=whole (the bench's "before" column): the gate itself reads useHydrated, as before
 * issue 21, so the end of hydration re-renders the whole frame and page synchronously.
 */
function WholeSessionGate() {
  useHydrated();
  return <SessionGate />;
}

export default function App(props: AppProps) {
  return <AppProviders {...props}>{slicedHydration() ? <SessionGate /> : <WholeSessionGate />}</AppProviders>;
}
