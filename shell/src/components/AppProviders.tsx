import { useState, type ReactNode } from 'react';
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter } from '@instamg/shared/router';
import { HostProviders, createInstamgQueryClient } from '@instamg/shared/mf/host-providers';
import { DEFAULT_SSR_HINTS, SsrHintsProvider, deserializeQueryData, type SsrHints } from '@instamg/shared/ssr';
import { I18nProvider, browserLocale } from '@instamg/shared/i18n';
import { pageLocale } from '@instamg/shared/domain/locale-url';
import { AccountLocale, saveLocalePreference } from '../api/auth/locale-preference';
import { RootErrorBoundary } from './RootErrorBoundary';

export interface AppProvidersProps {
  children: ReactNode;
  /** Server rendering: the request's own client (the browser makes one). */
  queryClient?: QueryClient;
  /** Server rendering: the request URL (path + query); the browser uses its address bar. */
  location?: string;
  /** The server's dehydrated React Query cache, hydrated into the browser's client. */
  dehydratedState?: unknown;
  /** What the server assumed about the visitor (hydration must assume the same). */
  hints?: SsrHints;
}

function initialBrowserLocale(location: string | undefined) {
  const path = location ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  return pageLocale(path, browserLocale());
}

const HYDRATE_OPTIONS = { defaultOptions: { deserializeData: deserializeQueryData } };

/**
 * Everything the shell and every remote render inside: the shared provider contract (theme,
 * React Query, toasts — the same component the test harness uses), the root error boundary and
 * the app's single router. Remotes never add a router or a ThemeProvider of their own.
 *
 * Toasts: `const toast = useToast()` from '@instamg/shared/toast' anywhere below this, then
 * `toast(TEXTS.toast.signedOut)` — an entry of the catalogue in '@instamg/shared/constants', never a text of
 * the page's own.
 */
export function AppProviders({
  children,
  queryClient: given,
  location,
  dehydratedState,
  hints = DEFAULT_SSR_HINTS,
}: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createInstamgQueryClient());
  return (
    <SsrHintsProvider hints={hints}>
      {/* The server's language while hydrating its HTML; a browser-only render reads the URL
          (`/hi/…` is Hindi), then the cookie (docs/decisions/0012-i18n.md §8). */}
      <I18nProvider initial={hints.locale ?? initialBrowserLocale(location)} onChoose={saveLocalePreference}>
        <AccountLocale />
        <HostProviders queryClient={queryClient}>
          <HydrationBoundary
            state={dehydratedState as Parameters<typeof HydrationBoundary>[0]['state']}
            options={HYDRATE_OPTIONS}
          >
            <RootErrorBoundary>
              {location === undefined ? (
                <BrowserRouter>{children}</BrowserRouter>
              ) : (
                <StaticRouter location={location}>{children}</StaticRouter>
              )}
            </RootErrorBoundary>
          </HydrationBoundary>
        </HostProviders>
      </I18nProvider>
    </SsrHintsProvider>
  );
}
