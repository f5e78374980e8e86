import { matchRoutes } from '@instamg/shared/router';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { parseRemoteModuleId, type RemoteModuleId } from '@instamg/shared/mf/remotes';
import { ROUTE_TABLE, routeFrame, type OwnedRoute } from '@instamg/shared/mf/routes';
import { slicedHydration } from '@instamg/shared/ssr';
import { routeAccess } from '../domain/auth/route-access';
import { isServerRenderedPage } from '../server-page';
import { preloadRemoteModule } from './remote-modules';

/** The top bar's delivery selector (mf_location), on every page. */
export const DELIVERY_SELECTOR_MODULE = 'mf_location/DeliverySelector' satisfies RemoteModuleId;

/**
 * The exposed modules the first screen of `pathname` will render: the frame's delivery selector
 * and, when a remote owns the route, its page. Bootstrap starts loading them while the sign-in
 * state loads (SPEC §2 keeps the whole app on the loader until then), instead of discovering
 * them only after that. Guarded customer routes are left out: the guard may send the visitor
 * elsewhere. A panel route (frame 'panel': /store/*, /admin/*) is the exception, and has no
 * delivery selector: its frame draws none, and the people who open it are its staff, whose panel
 * remote is then fetched beside the session check instead of after it (issue 34, ADR 0014; the
 * remote's code is public static files, and it renders nothing before the guard lets it).
 * Matching uses the router's own ranking, so the answer is the route <AppRoutes> will render.
 */
export function firstLoadRemoteModules(
  pathname: string,
  routes: readonly OwnedRoute[] = ROUTE_TABLE,
): RemoteModuleId[] {
  const matched = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.at(-1)?.route.route;
  if (matched && matched.owner !== 'shell' && routeFrame(matched) === 'panel') return [matched.module];
  const page = matched && matched.owner !== 'shell' && !routeAccess(matched.path) ? [matched.module] : [];
  return [DELIVERY_SELECTOR_MODULE, ...page];
}

/**
 * What to load as the app starts: the first screen's remote modules, except that a server-rendered
 * page already shows the delivery selector's placeholder, so its remote loads when the browser is
 * idle (RemoteDeliverySelector), not before hydration (issue 21).
 */
function modulesToLoadAtStart(): RemoteModuleId[] {
  const hydrating = isServerRenderedPage() && slicedHydration();
  return firstLoadRemoteModules(window.location.pathname).filter(
    (id) => !(hydrating && id === DELIVERY_SELECTOR_MODULE),
  );
}

/**
 * Fetches the first screen's remote code without running it (the first boot stage,
 * boot-stages.ts): Module Federation's preloadRemote loads the remote's manifest and entry and
 * preloads its module's chunks (`<link rel=preload>`, in the chunks' CORS mode: build-config.ts,
 * remote-urls-plugin.ts). Running the module this early would evaluate the shared modules it
 * imports (MUI, React, …) in one task, before the boot stages have spread that work over tasks of
 * their own; `loadRemote({ loadFactory: false })` was measured too: it sets up the remote's shared
 * modules before the shell has loaded its own, a task of 150–250 ms at Lighthouse's 4× CPU.
 */
export function prefetchFirstScreenRemotes(): Promise<unknown> {
  const args = modulesToLoadAtStart().map((id) => {
    const { remote, expose } = parseRemoteModuleId(id);
    return { nameOrAlias: remote, exposes: [expose], share: false };
  });
  // A failure here is only a missed head start: loading the module later reports it.
  return args.length ? preloadRemote(args).catch(() => {}) : Promise.resolve();
}

/** Starts loading the first screen's remote modules (bootstrap.tsx, with the sign-in check). */
export function preloadFirstScreenRemotes(): void {
  for (const id of modulesToLoadAtStart()) preloadRemoteModule(id);
}
