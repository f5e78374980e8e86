/**
 * The root element of everything a remote renders: `data-boundary` shows ownership in the DOM
 * (ARCHITECTURE §2), `data-build` which deployment is live. Its text colour comes from the theme
 * the shell provides, so plain text inside reads right.
 *
 * The build label must be read in the remote's own bundle (it is inlined at build time), so each
 * remote makes its root with `createRemoteRoot('mf-catalog', import.meta.env.PUBLIC_BUILD_LABEL)`
 * rather than this shared module reading it — the shared module is the shell's copy at run time.
 *
 * `data-hydrated` appears once the remote's part of a server-rendered page has hydrated, every
 * `HydrationSection` inside it included (at once without server rendering): before that its
 * buttons do nothing, so browser tests wait for it. Sections hydrate in their own slices (issue 21).
 */
import { createElement, useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { Box } from '@instamg/shared/mui';
import { HydrationTracker, HydrationTrackerProvider, useHydrated, useSectionsHydrated } from '@instamg/shared/ssr';

export interface RemoteRootProps {
  children: ReactNode;
  /** Render a span, for placements inside a line of text or a toolbar. */
  inline?: boolean;
}

export function createRemoteRoot(boundary: string, buildLabel: string | undefined) {
  return function RemoteRoot({ children, inline = false }: RemoteRootProps) {
    const [tracker] = useState(() => new HydrationTracker());
    const hydrated = useSectionsHydrated(tracker);
    const rootHydrated = useHydrated();
    const ref = useRef<HTMLElement>(null);
    // Hydration keeps the server's attributes: during a rollout the server may have rendered with
    // another build of this remote than the browser runs. Once hydrated, the root says which build
    // is live here (data-build is what the redeploy e2e reads).
    useEffect(() => {
      const element = ref.current;
      if (!rootHydrated || !element) return;
      if (buildLabel) element.dataset.build = buildLabel;
      else delete element.dataset.build;
    }, [rootHydrated]);
    // Box's polymorphic `component` prop is not expressible through createElement's overloads.
    return createElement(
      Box as ElementType,
      {
        ref,
        component: inline ? 'span' : 'div',
        'data-boundary': boundary,
        'data-build': buildLabel || undefined,
        'data-hydrated': hydrated ? 'true' : undefined,
        sx: { color: 'text.primary' },
      },
      createElement(HydrationTrackerProvider, { tracker }, children),
    );
  };
}
