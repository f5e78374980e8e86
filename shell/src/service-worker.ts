// Registers the shell's service worker (/sw.js: push notifications, the offline page; ADR 0010)
// after the load event, so it takes nothing from the first load's budget (docs/decisions/0003).
// `__INSTAMG_CONFIG__.serviceWorker = false` switches it off: no registration, and a worker a
// previous visit installed is removed. No imports: this runs from the entry chunk.

export function registerServiceWorker(
  config: { serviceWorker?: boolean } | undefined = globalThis.__INSTAMG_CONFIG__,
): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  if (config?.serviceWorker === false) {
    void sw.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())));
    return;
  }
  const start = () =>
    setTimeout(() => {
      sw.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
        console.warn('[sw] not registered', error);
      });
    }, 0);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
