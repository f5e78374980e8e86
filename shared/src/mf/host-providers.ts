/**
 * The provider contract between the shell and every remote: the contexts a remote may rely on
 * because the shell renders it inside them. The shell uses `HostProviders` under its
 * BrowserRouter; `@instamg/shared/testing/harness` uses the same component under a MemoryRouter,
 * so component tests run against exactly what production provides.
 *
 * Written with createElement because the package exports map (`./*` → `./src/*.ts`) only
 * resolves `.ts` files.
 */
import { createElement, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@instamg/shared/mui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_CACHE } from '../constants';
import { instamgTheme } from '../theme';
import { ToastArea } from '../toast';

/** React Query client with the SPEC §7 "Client data cache" policy. */
export function createInstamgQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleTimeMs,
        gcTime: QUERY_CACHE.gcTimeMs,
        retry: QUERY_CACHE.retry,
        refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
      },
    },
  });
}

export interface HostProvidersProps {
  queryClient: QueryClient;
  children?: ReactNode;
}

/** Theme + baseline CSS, React Query and the toast area — everything but the router. */
export function HostProviders({ queryClient, children }: HostProvidersProps) {
  return createElement(
    ThemeProvider,
    { theme: instamgTheme },
    createElement(CssBaseline),
    createElement(
      QueryClientProvider,
      { client: queryClient },
      // Toasts (SPEC §9 limits in toast-host.ts), whose notistack code loads on the first one.
      createElement(ToastArea, null, children),
    ),
  );
}
