/**
 * The one way to show a toast (SPEC §8 texts, §9 limits and durations): `useToast()` returns
 * `toast(entry, detail?)`, where `entry` comes from the catalogue in constants.ts
 * (`TEXTS.toast`, or an app's own `domain/toasts.ts`) — pages never write a toast text.
 * `detail` is the store name of an entry with `describe`, or else the description itself (the
 * server's message under 'Sign in failed'). Shown by the host's `ToastArea` (HostProviders), whose
 * notistack code (toast-host.ts) loads on the first toast: no first paint shows one (issue 34 §3).
 *
 * Written with createElement because the package exports map only resolves `.ts` files.
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { TIMINGS, type ToastVariant } from './constants';

/** A catalogue entry. */
export interface ToastEntry {
  readonly title: string;
  readonly description?: string;
  /** Builds the description from the `detail` argument (a store name). */
  readonly describe?: (detail: string) => string;
  readonly variant: ToastVariant;
  /** SPEC §9; the 3 s removal delay when absent. */
  readonly durationMs?: number;
}

/** What is shown: title, description, variant and duration. */
export interface ShownToast {
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

/** The entry with its detail filled in. Throws when a `describe` entry gets no detail. */
export function toastToShow(entry: ToastEntry, detail?: string): ShownToast {
  let description = entry.description;
  if (entry.describe) {
    if (detail === undefined) throw new Error(`The "${entry.title}" toast needs its detail`);
    description = entry.describe(detail);
  } else if (detail !== undefined && detail !== '') {
    description = detail;
  }
  return {
    title: entry.title,
    description,
    variant: entry.variant,
    durationMs: entry.durationMs ?? TIMINGS.toastRemoveDelayMs,
  };
}

/** A toast ready for the toast area: its message element, variant and duration. */
export interface QueuedToast {
  message: ReactNode;
  variant: ToastVariant;
  durationMs: number;
}

/**
 * The toasts shown before the toast area's code has loaded wait here; once it has, it drains the
 * queue and takes every later toast at once.
 */
export interface ToastQueue {
  push(toast: QueuedToast): void;
  /** Hands the waiting toasts, then each new one, to `show`; returns the unsubscribe. */
  drain(show: (toast: QueuedToast) => void): () => void;
}

export function createToastQueue(): ToastQueue {
  const waiting: QueuedToast[] = [];
  let consumer: ((toast: QueuedToast) => void) | null = null;
  return {
    push(toast) {
      if (consumer) consumer(toast);
      else waiting.push(toast);
    },
    drain(show) {
      consumer = show;
      for (const toast of waiting.splice(0)) show(toast);
      return () => {
        if (consumer === show) consumer = null;
      };
    },
  };
}

type ToastHostComponent = ComponentType<{ queue: ToastQueue }>;
let loadedHost: ToastHostComponent | null = null;
let loadingHost: Promise<ToastHostComponent> | null = null;

/** Loads the toast area's code once (a failed load, e.g. offline, is tried again on the next toast). */
export function loadToastHost(): Promise<ToastHostComponent> {
  loadingHost ??= import('./toast-host').then(
    (module) => (loadedHost = module.ToastHost),
    (error: unknown) => {
      loadingHost = null;
      throw error;
    },
  );
  return loadingHost;
}

const ToastContext = createContext<((toast: QueuedToast) => void) | null>(null);

/**
 * Where toasts appear (HostProviders renders it around the app): renders nothing until the first
 * toast, then the toast area, which shows it and every later one.
 */
export function ToastArea({ children }: { children?: ReactNode }) {
  const queue = useRef<ToastQueue | null>(null);
  queue.current ??= createToastQueue();
  const [Host, setHost] = useState<ToastHostComponent | null>(() => loadedHost);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const show = useCallback((toast: QueuedToast) => {
    queue.current!.push(toast);
    loadToastHost().then(
      (host) => mounted.current && setHost(() => host),
      (error: unknown) => console.warn('[toast] the toast area did not load', error),
    );
  }, []);
  return createElement(
    ToastContext.Provider,
    { value: show },
    children,
    Host ? createElement(Host, { queue: queue.current }) : null,
  );
}

export type Toast = (entry: ToastEntry, detail?: string) => void;

export function useToast(): Toast {
  // Outside a ToastArea (a component rendered alone) a toast is dropped, as notistack's default did.
  const show = useContext(ToastContext);
  return useCallback<Toast>(
    (entry, detail) => {
      const { title, description, variant, durationMs } = toastToShow(entry, detail);
      const message = createElement(
        'div',
        null,
        createElement('strong', { style: { display: 'block' } }, title),
        description ? createElement('span', null, description) : null,
      );
      show?.({ message, variant, durationMs });
    },
    [show],
  );
}
