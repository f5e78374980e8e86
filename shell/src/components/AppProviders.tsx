import { useState, type ReactNode } from 'react';
import { BrowserRouter } from '@instamg/shared/router';
import { HostProviders, createInstamgQueryClient } from '@instamg/shared/mf/host-providers';
import { RootErrorBoundary } from './RootErrorBoundary';

/**
 * Everything the shell and every remote render inside: the shared provider contract (theme,
 * React Query, toasts — the same component the test harness uses), the root error boundary and
 * the app's single router. Remotes never add a router or a ThemeProvider of their own.
 *
 * Toasts: `const toast = useToast()` from '@instamg/shared/toast' anywhere below this, then
 * `toast(TEXTS.toast.signedOut)` — an entry of the catalogue in '@instamg/shared/constants', never a text of
 * the page's own.
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
