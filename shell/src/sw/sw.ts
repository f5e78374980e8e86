// instamg's service worker (issue 35 §2–3, docs/decisions/0010-web-push-and-service-worker.md),
// bundled to /sw.js by scripts/build.mjs. Workbox precaches the shell's start-up files, routes
// this origin's page loads to the network and answers a failed one with the offline page (its
// offlineFallback recipe); nothing else is cached — no API response, user data or server-rendered
// HTML — and other origins (the remotes, the backend) are never routed, so a redeployed remote loads as without a worker. Push and
// notification clicks are the platform's events, which no library wraps.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { offlineFallback } from 'workbox-recipes';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/** The parts of the service worker scope used here (the app's TypeScript lib is the DOM's, not the worker's). */
interface WaitUntilEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushMessage {
  json(): unknown;
  text(): string;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<WindowClientLike | null>;
  navigate?(url: string): Promise<WindowClientLike | null>;
}
interface ServiceWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: 'push', listener: (event: WaitUntilEvent & { data: PushMessage | null }) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: WaitUntilEvent & { notification: Notification }) => void,
  ): void;
}
const sw = self as unknown as ServiceWorkerScope;

export const OFFLINE_URL = '/offline.html';

sw.addEventListener('install', () => void sw.skipWaiting());
clientsClaim();

/**
 * The shell's own start-up files (scripts/build.mjs lists them at build time: the entry script,
 * the manifest, icons and the offline page), served from the cache once installed. Never the
 * HTML (server-rendered, may be personal), runtime-config.js, the lazy chunks (fetched as pages
 * need them, not all on a phone's first visit) or another origin's files (the remotes deploy on
 * their own). A new build's worker caches its own list and drops the old one.
 */
declare const INSTAMG_PRECACHE: { url: string; revision: string | null }[];
precacheAndRoute(typeof INSTAMG_PRECACHE === 'undefined' ? [] : INSTAMG_PRECACHE);
cleanupOutdatedCaches();

// Only this origin's page loads; everything else goes to the network untouched (no route, no worker).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === sw.location.origin,
  new NetworkOnly(),
);
offlineFallback({ pageFallback: OFFLINE_URL });

interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
  requireInteraction?: unknown;
  renotify?: unknown;
}

/** A same-origin address from the payload, or the home page (a push never opens another site). */
function targetUrl(url: unknown): string {
  const home = `${sw.location.origin}/`;
  try {
    const parsed = new URL(typeof url === 'string' && url ? url : '/', sw.location.origin);
    return parsed.origin === sw.location.origin ? parsed.href : home;
  } catch {
    return home;
  }
}

sw.addEventListener('push', (event) => {
  let data: PushPayload;
  try {
    data = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    data = { body: event.data?.text() ?? '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'instamg';
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      requireInteraction: data.requireInteraction === true,
      // A reminder of the same order rings again in place of the first notification.
      ...(data.renotify === true && typeof data.tag === 'string' ? { renotify: true } : {}),
      icon: '/icons/icon-192.png',
      data: { url: targetUrl(data.url) },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open =
        windows.find((w) => w.url === url) ?? windows.find((w) => new URL(w.url).origin === sw.location.origin);
      if (!open) return sw.clients.openWindow(url);
      // Focusing can be refused (no user activation reached the worker); the page still goes to the order.
      return open
        .focus()
        .catch(() => open)
        .then((focused) => {
          const w = focused ?? open;
          return w.url !== url && w.navigate ? w.navigate(url) : w;
        });
    }),
  );
});
