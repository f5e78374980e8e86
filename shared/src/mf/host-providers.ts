/**
 * The provider contract between the shell and every remote: the contexts a remote may rely on
 * because the shell renders it inside them. The shell uses `HostProviders` under its
 * BrowserRouter; `@instamg/shared/testing/harness` uses the same component under a MemoryRouter,
 * so component tests run against exactly what production provides.
 *
 * Written with createElement because the package exports map (`./*` → `./src/*.ts`) only
 * resolves `.ts` files.
 */
import { createElement, forwardRef, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@instamg/shared/mui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { LAYOUT, LIMITS, QUERY_CACHE, TIMINGS } from '../constants';
import { instamgTheme } from '../theme';

declare module 'notistack' {
  interface VariantOverrides {
    /** SPEC §8 "Destructive toasts": rendered with error styling. */
    destructive: true;
  }
}

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

const DestructiveToast = forwardRef<HTMLDivElement, CustomContentProps>(function DestructiveToast(props, ref) {
  // MaterialDesignContent styles by variant; 'error' gives the destructive look.
  return createElement(MaterialDesignContent, { ...props, variant: 'error', ref });
});

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
      createElement(
        SnackbarProvider,
        {
          // SPEC §9 "Toast limit / removal delay".
          maxSnack: LIMITS.toastLimit,
          autoHideDuration: TIMINGS.toastRemoveDelayMs,
          anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
          Components: { destructive: DestructiveToast },
          style: { maxWidth: LAYOUT.toastViewportMaxWidthPx },
        },
        children,
      ),
    ),
  );
}
