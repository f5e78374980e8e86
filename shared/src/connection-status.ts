// A lost connection, said in the page (issue 35 §5): the service worker answers a navigation
// with /offline.html, but a page already open only sees its requests fail. The customer frame
// says the cart is safe on the device; the store panel says its order alerts are paused, since
// Realtime and pushes reach a device only while it is online. Reads come back by themselves
// when the connection does (React Query refetches on reconnect, Realtime reconnects).
// Written with createElement: the package's exports map resolves `.ts` files only.
import { createElement as h, useSyncExternalStore } from 'react';
import { Alert } from '@instamg/shared/mui';

export const CONNECTION_TEXTS = {
  customer: 'You are offline. Your cart is kept on this device; the page updates when you are back online.',
  store: 'You are offline: new-order alerts are paused on this device until the connection is back.',
} as const;

export type ConnectionAudience = keyof typeof CONNECTION_TEXTS;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a connection; true on the server (the HTML never says offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A banner while offline, announced politely to screen readers; nothing while online. */
export function OfflineNotice({ audience }: { audience: ConnectionAudience }) {
  const online = useOnline();
  if (online) return null;
  return h(
    Alert,
    { severity: 'warning', role: 'status', 'data-testid': 'offline-notice', square: true } as Parameters<
      typeof Alert
    >[0],
    CONNECTION_TEXTS[audience],
  );
}
