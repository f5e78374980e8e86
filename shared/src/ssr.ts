/**
 * Server rendering helpers every app may use (docs/decisions/0005-server-rendering.md).
 *
 * A server-rendered page is hydrated: the browser's first render must produce exactly the HTML the
 * server sent. Anything the server cannot know (device storage: the chosen store, the cart; the
 * viewport; the sign-in state) renders its server value during hydration and its real value right
 * after. `useHydrated()` tells the two apart; without server rendering (createRoot) it is true
 * from the first render, so client-only pages behave as before.
 */
import { createContext, createElement, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** False on the server and during hydration of server HTML; true otherwise. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Sets document.title once a page knows its own (a product's name, a search): the render server
 * wrote it into the first page's <head>; this keeps it right on client-side navigation. The shell
 * sets each route's default title first (a layout effect), so a page's own title wins.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** What the server assumed about the visitor, sent with the page so hydration assumes the same. */
export interface SsrHints {
  /** The viewport is taken to be a phone's (from the User-Agent) until the browser measures it. */
  mobile: boolean;
  /** Remotes the server rendered (those with a node build in its deploy map); others are client-only. */
  serverRemotes: readonly string[];
}

export const DEFAULT_SSR_HINTS: SsrHints = { mobile: false, serverRemotes: [] };

/** The global the render server writes into the page (read once by the shell's bootstrap). */
export const SSR_STATE_GLOBAL = '__INSTAMG_SSR__';

/** The JSON the server embeds: hints, the dehydrated React Query cache, the render outcome. */
export interface SsrPageState {
  hints: SsrHints;
  /** `dehydrate(queryClient)` of the request's loaders. */
  queries: unknown;
}

const SsrHintsContext = createContext<SsrHints>(DEFAULT_SSR_HINTS);

export function SsrHintsProvider({ hints, children }: { hints: SsrHints; children?: ReactNode }) {
  return createElement(SsrHintsContext.Provider, { value: hints }, children);
}

export function useSsrHints(): SsrHints {
  return useContext(SsrHintsContext);
}

export { isMobileUserAgent } from './user-agent';

const MAP_TAG = '__instamgMap';

/**
 * Query data crosses from server to browser as JSON; a `Map` (the medicines page's offers) would
 * arrive as `{}`. `dehydrate(…, { serializeData })` on the server and the HydrationBoundary's
 * `deserializeData` in the browser carry Maps as tagged entry lists.
 */
export function serializeQueryData(data: unknown): unknown {
  if (data instanceof Map) return { [MAP_TAG]: [...data].map(([key, value]) => [key, serializeQueryData(value)]) };
  if (Array.isArray(data)) return data.map(serializeQueryData);
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, serializeQueryData(value)]));
  }
  return data;
}

export function deserializeQueryData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(deserializeQueryData);
  if (data !== null && typeof data === 'object') {
    const entries = (data as Record<string, unknown>)[MAP_TAG];
    if (Array.isArray(entries)) {
      return new Map(entries.map((entry) => [(entry as unknown[])[0], deserializeQueryData((entry as unknown[])[1])]));
    }
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, deserializeQueryData(value)]));
  }
  return data;
}
