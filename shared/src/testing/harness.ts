/**
 * Test harness: renders a component inside the shell's providers (theme, React Query with the
 * SPEC §7 cache policy, toasts) under a MemoryRouter, so a remote's component test sees exactly
 * the contexts the shell gives it at run time.
 *
 *   const { getByText, queryClient } = renderWithShellProviders(<CartPage />, { route: '/cart' });
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '@instamg/shared/router';
import { HostProviders, createInstamgQueryClient } from '../mf/host-providers';
import { loadToastHost } from '../toast';

// Tests find a toast in the same render as in the app after its first toast: the toast area's code
// (loaded on the first toast in the app) is loaded while the test file starts.
void loadToastHost();

export interface ShellProvidersOptions {
  /** Initial location, e.g. '/product/abc?tab=info'. Default '/'. */
  route?: string;
  /** Route pattern the component is mounted under, so useParams works, e.g. '/product/:id'. */
  path?: string;
  /** Bring your own client to pre-seed data; default is a fresh client with the app's policy. */
  queryClient?: QueryClient;
}

export interface ShellTestProvidersProps extends ShellProvidersOptions {
  queryClient: QueryClient;
  children?: ReactNode;
}

export function ShellTestProviders({
  children,
  route = '/',
  path,
  queryClient,
}: ShellTestProvidersProps): ReactElement {
  const content = path ? createElement(Routes, null, createElement(Route, { path, element: children })) : children;
  return createElement(
    MemoryRouter,
    { initialEntries: [route] },
    createElement(HostProviders, { queryClient }, content),
  );
}

export function renderWithShellProviders(
  ui: ReactElement,
  options: ShellProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult & { queryClient: QueryClient } {
  const { route, path, queryClient = createInstamgQueryClient(), ...renderOptions } = options;
  const result = render(ui, {
    ...renderOptions,
    wrapper: ({ children }) => createElement(ShellTestProviders, { route, path, queryClient }, children),
  });
  return Object.assign(result, { queryClient });
}
