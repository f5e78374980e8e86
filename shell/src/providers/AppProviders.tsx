import { useState, type ReactNode } from 'react';
import { BrowserRouter } from '@instamg/shared/router';
import { HostProviders, createInstamgQueryClient } from '@instamg/shared/mf/host-providers';
import { RootErrorBoundary } from './RootErrorBoundary';

/**
 * Everything the shell and every remote render inside: the shared provider contract (theme,
 * React Query, toasts — the same component the test harness uses), the root error boundary and
 * the app's single router. Remotes never add a router or a ThemeProvider of their own.
 *
 * Toasts: `const { enqueueSnackbar } = useSnackbar()` from notistack anywhere below this;
 * `enqueueSnackbar(message)` for the default look, `enqueueSnackbar(message, { variant: 'destructive' })`
 * (or `'error'`, which looks the same) for the SPEC §8 destructive toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createInstamgQueryClient);
  return (
    <HostProviders queryClient={queryClient}>
      <RootErrorBoundary>
        <BrowserRouter>{children}</BrowserRouter>
      </RootErrorBoundary>
    </HostProviders>
  );
}
