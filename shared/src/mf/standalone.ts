/**
 * Standalone dev entry for a remote (`npm start -w mf-catalog`, then http://localhost:3001/):
 * the remote's own routes from the ownership table, under its own BrowserRouter and the same
 * HostProviders the shell gives it. Only for working on one remote alone; inside the shell the
 * remote's exposes render under the shell's router and providers instead.
 */
import { createElement, StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Typography } from '@instamg/shared/mui';
import { BrowserRouter, Route, Routes } from '@instamg/shared/router';
import { HostProviders, createInstamgQueryClient } from './host-providers';
import { REMOTES, type RemoteModuleId, type RemoteName } from './remotes';
import { routesOwnedBy, type RemoteRoutesProps } from './routes';

export interface StandaloneOptions {
  /** Rendered above the routes, e.g. mf_location's delivery selector. */
  header?: ReactNode;
  /** Extra routes for exposes that the shell places inside its own pages (e.g. the order list). */
  extraRoutes?: Readonly<Record<string, ReactNode>>;
}

export function mountStandaloneRemote(
  remote: RemoteName,
  exposed: Partial<Record<RemoteModuleId, ComponentType<RemoteRoutesProps>>>,
  options: StandaloneOptions = {},
): void {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Failed to find the root element');

  const notFound = createElement(
    Typography,
    { sx: { p: 3 } },
    `Not a route of ${remote}. Run the shell for the whole app.`,
  );
  const routes = routesOwnedBy(remote).map((route) => {
    if (route.owner === 'shell') return null;
    const Page = exposed[route.module];
    if (!Page) throw new Error(`Standalone ${remote}: no component given for ${route.module} (${route.path}).`);
    return createElement(Route, { key: route.path, path: route.path, element: createElement(Page, { notFound }) });
  });
  const extra = Object.entries(options.extraRoutes ?? {}).map(([path, element]) =>
    createElement(Route, { key: path, path, element }),
  );

  createRoot(rootElement).render(
    createElement(
      StrictMode,
      null,
      createElement(
        HostProviders,
        { queryClient: createInstamgQueryClient() },
        createElement(
          BrowserRouter,
          null,
          createElement(
            'header',
            { style: { padding: '12px 24px', borderBottom: '1px solid rgba(0, 0, 0, 0.12)' } },
            createElement(Typography, { variant: 'overline' }, `${REMOTES[remote].partName} · standalone`),
            options.header,
          ),
          createElement(
            Routes,
            null,
            ...routes,
            ...extra,
            createElement(Route, { key: '*', path: '*', element: notFound }),
          ),
        ),
      ),
    ),
  );
}
