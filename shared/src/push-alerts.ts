// The browser's side of Web Push (issue 35 §3, ADR 0010): ask for permission, subscribe this
// device with the server's VAPID key through the shell's service worker (/sw.js), and register the
// subscription with the push-subscriptions function — for the signed-in customer, or for a store
// the person works at ("Turn on order alerts"). Used by the store panel and the order page.
import { useCallback, useEffect, useState } from 'react';
import { callFunction, isFunctionError } from './appwrite/call-function';
import { FUNCTIONS } from './appwrite/ids';

/**
 * on: this device gets pushes; off: it could; denied: the browser blocks notifications for the
 * site; unsupported: no service worker or Push API (an iPhone browser tab not added to the home
 * screen); unavailable: the server has no push keys.
 */
export type PushAlertState = 'checking' | 'on' | 'off' | 'denied' | 'unsupported' | 'unavailable';

export const PUSH_ALERT_TEXTS = {
  denied:
    'Notifications are blocked for instamg in this browser. Allow them in the site settings (the icon next to the address), then try again.',
  unsupported:
    'This browser cannot show alerts with the app closed. On an iPhone, add instamg to the home screen first.',
  unavailable: 'Alerts are not available right now.',
  failed: 'We could not turn on alerts. Check the connection and try again.',
} as const;

const supported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The worker's registration (registering it now if the page has not yet: it registers after load). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

async function currentState(): Promise<PushAlertState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await navigator.serviceWorker.getRegistration('/');
  const subscription = await reg?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks, subscribes and registers; the state it ends in. `storeId`: also ring for that store,
 * while `onShift` (the device's shift; off shift, the store's orders do not ring it).
 */
export async function turnOnPushAlerts(storeId?: string, onShift = true): Promise<PushAlertState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const { public_key: publicKey } = await callFunction<{ public_key: string | null }>(FUNCTIONS.pushSubscriptions, {
    action: 'config',
  });
  if (!publicKey) return 'unavailable';
  const reg = await registration();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await callFunction(FUNCTIONS.pushSubscriptions, {
    action: 'register',
    subscription: subscription.toJSON(),
    store_id: storeId ?? null,
    user_agent: navigator.userAgent,
    ...(storeId ? { on_shift: onShift } : {}),
  });
  return 'on';
}

/**
 * Start/End shift on a store device (issue 35 §3): its pushes for the store follow the shift.
 * Best effort: a device without alerts has nothing to switch, and the shift must not wait on it.
 */
export async function setPushShift(onShift: boolean): Promise<void> {
  if (!supported()) return;
  try {
    const reg = await navigator.serviceWorker.getRegistration('/');
    const subscription = await reg?.pushManager.getSubscription();
    if (!subscription) return;
    await callFunction(FUNCTIONS.pushSubscriptions, {
      action: 'set_shift',
      endpoint: subscription.endpoint,
      on_shift: onShift,
    });
  } catch {
    // not registered here (a customer's device), or offline: the next Start/End shift tries again
  }
}

/** Removes this device (on the server first, then the browser's subscription). */
export async function turnOffPushAlerts(): Promise<PushAlertState> {
  if (!supported()) return 'unsupported';
  const reg = await navigator.serviceWorker.getRegistration('/');
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await callFunction(FUNCTIONS.pushSubscriptions, { action: 'unregister', endpoint: subscription.endpoint }).catch(
      (error: unknown) => {
        if (!(isFunctionError(error) && error.code === 'push_subscription_not_found')) throw error;
      },
    );
    await subscription.unsubscribe();
  }
  return currentState();
}

/**
 * Sign-out (issue 35 §3): this device stops getting the person's pushes. Best effort and bounded
 * (3 s): signing out must not wait on the push service or fail because of it.
 */
export async function forgetPushDevice(): Promise<void> {
  if (!supported()) return;
  const work = (async () => {
    const reg = await navigator.serviceWorker.getRegistration('/');
    const subscription = await reg?.pushManager.getSubscription();
    if (!subscription) return;
    await callFunction(FUNCTIONS.pushSubscriptions, { action: 'unregister', endpoint: subscription.endpoint }).catch(
      () => undefined,
    );
    await subscription.unsubscribe();
  })().catch(() => undefined);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, 3000))]);
}

/** The device's alert state, and turning it on or off; `error` is a sentence to show. */
export function usePushAlerts(storeId?: string, onShift = true) {
  const [state, setState] = useState<PushAlertState>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void currentState().then(
      (s) => live && setState(s),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);
  const run = useCallback(async (change: () => Promise<PushAlertState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await change());
    } catch (err) {
      setError(
        isFunctionError(err) && err.code === 'push_not_configured'
          ? PUSH_ALERT_TEXTS.unavailable
          : PUSH_ALERT_TEXTS.failed,
      );
    } finally {
      setBusy(false);
    }
  }, []);
  return {
    state,
    busy,
    error,
    turnOn: () => run(() => turnOnPushAlerts(storeId, onShift)),
    turnOff: () => run(turnOffPushAlerts),
  };
}
