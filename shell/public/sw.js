// instamg's service worker (issue 35 §2–3, docs/decisions/0010-web-push-and-service-worker.md).
// Hand-written, without Serwist or Workbox: neither is installed, and this worker does three small
// things only. It never caches an API response, user data or server-rendered HTML; the remotes
// (other origins, versioned and deployed on their own) are never touched, so a redeployed remote
// is fetched as without a worker.
// - push: shows the notification the server sent (JSON: title, body, url, tag, requireInteraction).
// - notificationclick: focuses a tab already on the notification's page, else opens it.
// - a navigation that fails (no network) gets the precached offline page.
const VERSION = 'instamg-sw-v1';
const OFFLINE_URL = '/offline.html';
const PRECACHE = [OFFLINE_URL, '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // Only this origin's page loads; everything else (API, remotes, assets) goes to the network untouched.
  if (request.mode !== 'navigate' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request).catch(() =>
      caches.match(OFFLINE_URL).then((page) => page || new Response('You are offline.', { status: 503 })),
    ),
  );
});

/** A same-origin path from the payload, or the home page. */
function targetUrl(url) {
  try {
    const parsed = new URL(url || '/', self.location.origin);
    return parsed.origin === self.location.origin ? parsed.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'instamg';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      requireInteraction: data.requireInteraction === true,
      icon: '/icons/icon-192.png',
      data: { url: targetUrl(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open =
        windows.find((w) => w.url === url) || windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => (w && w.url !== url && 'navigate' in w ? w.navigate(url) : w));
      return self.clients.openWindow(url);
    }),
  );
});
