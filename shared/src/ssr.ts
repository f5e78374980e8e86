/**
 * Server rendering helpers every app may use (docs/decisions/0005-server-rendering.md).
 *
 * A server-rendered page is hydrated: the browser's first render must produce exactly the HTML the
 * server sent. Anything the server cannot know (device storage: the chosen store, the cart; the
 * viewport; the sign-in state) renders its server value during hydration and its real value right
 * after. `useHydrated()` tells the two apart; without server rendering (createRoot) it is true
 * from the first render, so client-only pages behave as before.
 */
import {
  createContext,
  createElement,
  Fragment,
  Suspense,
  useContext,
  useEffect,
  useId,
  useReducer,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const subscribe = () => () => {};

/**
 * Server-rendered pages hydrate in slices (issue 21) unless the deployment sets
 * `SSR_HYDRATION=whole` (runtime config `hydration`, read by the render server and the browser
 * alike, so both render the same markup): then as before, in one pass, with a synchronous
 * re-render of everything using useHydrated after it. Only for measuring before against after.
 */
export function slicedHydration(): boolean {
  const config = (globalThis as { __INSTAMG_CONFIG__?: { hydration?: unknown } }).__INSTAMG_CONFIG__;
  return config?.hydration !== 'whole';
}

const SNAPSHOT = 0;
/** Set when React asked for the server snapshot: it does so only on the server and while hydrating. */
let sawServerSnapshot = false;
const clientSnapshot = () => SNAPSHOT;
const serverSnapshot = () => {
  sawServerSnapshot = true;
  return SNAPSHOT;
};

/**
 * `serverValue` on the server and while hydrating server HTML, `clientValue` otherwise: for what
 * only the browser knows (device storage, the sign-in state, the clock). After hydration the
 * component renders once more only if the two differ, so a visitor with nothing stored (no store
 * chosen, an empty cart) costs no re-render at all (issue 21: blocking time).
 *
 * `useSyncExternalStore` tells a hydrating render from a fresh one (React reads the server
 * snapshot only on the server and while hydrating), but both snapshots are the same value, so it
 * never forces the synchronous re-render a differing snapshot would (SyncLane, flushed in the same
 * task as hydration's effects). The re-render is a plain state update from an effect: its own
 * scheduled task after hydration. Not a transition: a transition's commit waits for new images to
 * load (React's suspensey images, on timers), which held `data-hydrated` back under a test's
 * paused clock.
 */
export function useHydratedValue<T>(clientValue: T, serverValue: T): T {
  const whole = !slicedHydration();
  sawServerSnapshot = false;
  const snapshot = useSyncExternalStore(
    subscribe,
    whole ? wholeClientSnapshot : clientSnapshot,
    whole ? wholeServerSnapshot : serverSnapshot,
  );
  const hydrating = whole ? snapshot === 0 : sawServerSnapshot;
  sawServerSnapshot = false;
  const shown = hydrating ? serverValue : clientValue;
  const stale = !whole && !Object.is(shown, clientValue);
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  useEffect(() => {
    if (stale) rerender();
  }, [stale]);
  return shown;
}

/** False on the server and during hydration of server HTML; true otherwise (see useHydratedValue). */
export function useHydrated(): boolean {
  return useHydratedValue(true, false);
}

// SSR_HYDRATION=whole: the snapshots differ, so React re-renders synchronously after hydration (as before issue 21).
const wholeClientSnapshot = () => 1;
const wholeServerSnapshot = () => 0;

/**
 * Calls `callback` once, when the browser is first idle (requestIdleCallback, at most `timeoutMs`
 * later) or the page has finished loading (its `load` event, then a task), whichever comes first.
 * The load event is also the way out under a test's paused fake clock, which holds idle callbacks
 * and timers. Returns a cancel function. For work the first screen does not need: the delivery
 * selector, the below-the-fold home sections, the page-view report.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  const w = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  let done = false;
  const cleanups: (() => void)[] = [];
  const cancel = () => {
    done = true;
    for (const cleanup of cleanups) cleanup();
  };
  const run = () => {
    if (done) return;
    cancel();
    callback();
  };
  if (typeof w.requestIdleCallback === 'function') {
    const handle = w.requestIdleCallback(run, { timeout: timeoutMs });
    cleanups.push(() => w.cancelIdleCallback?.(handle));
  } else {
    const handle = setTimeout(run, 1);
    cleanups.push(() => clearTimeout(handle));
  }
  if (typeof document !== 'undefined' && typeof MessageChannel === 'function') {
    const afterLoad = () => {
      // A task after the load event (not a timer: fake clocks hold those).
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        run();
      };
      channel.port2.postMessage(null);
    };
    if (document.readyState === 'complete') afterLoad();
    else {
      window.addEventListener('load', afterLoad, { once: true });
      cleanups.push(() => window.removeEventListener('load', afterLoad));
    }
  }
  return cancel;
}

/** False until the browser has been idle once after this component mounted (see whenIdle). */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(() => !slicedHydration());
  useEffect(() => {
    if (idle) return;
    return whenIdle(() => setIdle(true), timeoutMs);
  }, [idle, timeoutMs]);
  return idle;
}

/**
 * Sets document.title once a page knows its own (a product's name, a search): the render server
 * wrote it into the first page's <head>; this keeps it right on client-side navigation. The shell
 * sets each route's default title first (a layout effect), so a page's own title wins.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  // After every render, not only when the title changes: a move from /x to /hi/x keeps the page
  // (and its title) while the shell has just set the route's default (a layout effect).
  useEffect(() => {
    if (title && document.title !== title) document.title = title;
  });
}

/**
 * The page's meta description on client-side navigation and language switches (the render server
 * wrote the first page's). The shell resets it to the default on each new path (a layout effect);
 * this sets the page's own after every render, so it wins whichever changed first, path or language.
 */
export function useDocumentDescription(description: string | null | undefined): void {
  useEffect(() => {
    if (!description) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    if (tag.content !== description) tag.content = description;
  });
}

/** What the server assumed about the visitor, sent with the page so hydration assumes the same. */
export interface SsrHints {
  /** The viewport is taken to be a phone's (from the User-Agent) until the browser measures it. */
  mobile: boolean;
  /** Remotes the server rendered (those with a node build in its deploy map); others are client-only. */
  serverRemotes: readonly string[];
  /** When the server rendered the page (ms since the epoch): dates in the HTML are of this moment. */
  renderedAt?: number;
  /** The language the server rendered (the locale cookie, else Accept-Language): hydration starts in it. */
  locale?: 'en-IN' | 'hi-IN';
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

/** The time zone of dates in server HTML: India's, not the server machine's. */
export const SERVER_RENDER_TIME_ZONE = 'Asia/Kolkata';

/**
 * A value of the current time (a year, a date line): computed from the moment the server rendered
 * the page in India's zone on the server and while hydrating (so it hydrates without a mismatch,
 * whatever the browser's clock or zone), from the device's own time and zone after (`timeZone`
 * undefined). Re-renders after hydration only if the two differ.
 */
export function useClockValue<T>(compute: (now: Date, timeZone: string | undefined) => T): T {
  const { renderedAt } = useSsrHints();
  const client = compute(new Date(), undefined);
  const server = renderedAt === undefined ? client : compute(new Date(renderedAt), SERVER_RENDER_TIME_ZONE);
  return useHydratedValue(client, server);
}

/** The calendar year of `date` in `timeZone` (the device's when undefined). */
export function calendarYear(date: Date, timeZone?: string): number {
  if (timeZone === undefined) return date.getFullYear();
  return Number(new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone }).format(date));
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

/**
 * Sections of a server-rendered page that hydrate on their own (issue 21). React hydrates each
 * Suspense boundary of server HTML in a separate, interruptible pass after its parent, so a page
 * split into sections hydrates in short slices instead of one long task, and a click into a
 * section not yet hydrated hydrates it first and is replayed. `HydrationTracker` counts the
 * sections below it that have not hydrated yet, so a root's `data-hydrated` mark can wait for
 * all of them (shared/src/mf/remote-root.ts).
 */
export class HydrationTracker {
  private readonly expected = new Set<string>();
  private readonly hydrated = new Set<string>();
  private readonly listeners = new Set<() => void>();

  /** A section exists (idempotent). */
  expect(id: string): void {
    this.expected.add(id);
  }

  /** A section's content has hydrated (or rendered in the browser). */
  done(id: string): void {
    if (this.hydrated.has(id)) return;
    this.hydrated.add(id);
    for (const listener of [...this.listeners]) listener();
  }

  /** A section left the page (a client navigation replaced it). */
  forget(id: string): void {
    this.expected.delete(id);
    this.hydrated.delete(id);
    for (const listener of [...this.listeners]) listener();
  }

  get pending(): number {
    let pending = 0;
    for (const id of this.expected) if (!this.hydrated.has(id)) pending += 1;
    return pending;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const HydrationTrackerContext = createContext<HydrationTracker | null>(null);

export function HydrationTrackerProvider({ tracker, children }: { tracker: HydrationTracker; children?: ReactNode }) {
  return createElement(HydrationTrackerContext.Provider, { value: tracker }, children);
}

/**
 * True once this component has hydrated and every `HydrationSection` below the nearest
 * tracker has too.
 */
export function useSectionsHydrated(tracker: HydrationTracker): boolean {
  const hydrated = useHydrated();
  const [allDone, setAllDone] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    const check = () => setAllDone(tracker.pending === 0);
    check();
    return tracker.subscribe(check);
  }, [hydrated, tracker]);
  return hydrated && allDone;
}

function SectionDone({ tracker, id }: { tracker: HydrationTracker | null; id: string }) {
  useEffect(() => {
    tracker?.done(id);
  }, [tracker, id]);
  return null;
}

/**
 * A page section that hydrates in its own slice: a Suspense boundary (no visible fallback unless
 * given: content that suspends, such as a lazy component, keeps its server HTML until its code
 * has loaded). Server and browser produce the same markup. Use it for the independent blocks of a
 * page: hero, banners, a grid's cards, filters.
 */
export function HydrationSection({
  children,
  fallback = null,
  lazy = false,
}: {
  children?: ReactNode;
  fallback?: ReactNode;
  /** The content may suspend (a lazy component): a Suspense boundary with SSR_HYDRATION=whole too. */
  lazy?: boolean;
}) {
  const tracker = useContext(HydrationTrackerContext);
  const id = useId();
  // Runs with the parent's commit, after SectionDone's effect when the content hydrated with it.
  useEffect(() => {
    // SSR_HYDRATION=whole renders no SectionDone: nothing to wait for.
    if (!slicedHydration()) return;
    tracker?.expect(id);
    return () => tracker?.forget(id);
  }, [tracker, id]);
  if (!slicedHydration()) {
    return fallback === null && !lazy
      ? createElement(Fragment, null, children)
      : createElement(Suspense, { fallback }, children);
  }
  return createElement(Suspense, { fallback }, children, createElement(SectionDone, { tracker, id }));
}

/**
 * For `lazy()` below the fold: while a server-rendered page is still hydrating (the shell has not
 * marked `<html data-hydrated>`), the code loads once the browser is idle, and the section keeps
 * its server HTML until then (a Suspense boundary around the lazy component); otherwise (a client
 * navigation, the server) it loads at once.
 */
export function loadWhenIdle<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    if (typeof document === 'undefined' || document.documentElement.dataset.hydrated || !slicedHydration())
      return load();
    return new Promise<void>((resolve) => whenIdle(resolve)).then(load);
  };
}
