// Cross-tab sign-in/sign-out (SPEC §4 "Authentication"): a tab that signs in or out tells the
// others, which re-check the session. The message goes both through localStorage (the storage
// event reaches every other tab of the origin) and a BroadcastChannel where available; the two
// copies arrive together, and the 2 s ignore window turns the second into a no-op.
import { STORAGE_KEYS, TIMINGS } from '@instamg/shared/constants';

export type AuthSyncEvent = 'signedIn' | 'signedOut';

export interface AuthSyncMessage {
  event: AuthSyncEvent;
  /** The sending tab, so a tab never reacts to its own message. */
  tabId: string;
  at: number;
}

export interface TabSyncOptions {
  /** Called for another tab's message unless the last session check was under 2 s ago. */
  onExternalChange(event: AuthSyncEvent): void;
  /** When this tab last checked the session (ms, same clock as `now`). */
  lastCheckAt(): number;
  now?: () => number;
  target?: Window;
  storage?: Storage;
  /** null: no BroadcastChannel (old browsers, some tests). */
  channel?: BroadcastChannel | null;
  tabId?: string;
}

export interface TabSync {
  publish(event: AuthSyncEvent): void;
  stop(): void;
}

const CHANNEL_NAME = STORAGE_KEYS.authSync;

export function parseAuthSyncMessage(raw: unknown): AuthSyncMessage | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { event, tabId, at } = value as Record<string, unknown>;
  if ((event !== 'signedIn' && event !== 'signedOut') || typeof tabId !== 'string' || typeof at !== 'number')
    return null;
  return { event, tabId, at };
}

export function createTabSync(options: TabSyncOptions): TabSync {
  const now = options.now ?? Date.now;
  const target = options.target ?? window;
  const storage = options.storage ?? target.localStorage;
  const channel =
    options.channel !== undefined
      ? options.channel
      : typeof BroadcastChannel === 'function'
        ? new BroadcastChannel(CHANNEL_NAME)
        : null;
  const tabId = options.tabId ?? Math.random().toString(36).slice(2);
  const removals = new Set<ReturnType<typeof setTimeout>>();

  const receive = (raw: unknown) => {
    const message = parseAuthSyncMessage(raw);
    if (!message || message.tabId === tabId) return;
    if (now() - options.lastCheckAt() < TIMINGS.tabSyncIgnoreMs) return;
    options.onExternalChange(message.event);
  };
  const onStorage = (event: StorageEvent) => {
    // newValue null is our own 100 ms clean-up (or a clear()), not a message.
    if (event.key === STORAGE_KEYS.authSync && event.newValue !== null) receive(event.newValue);
  };
  const onMessage = (event: MessageEvent) => receive(event.data);

  target.addEventListener('storage', onStorage);
  channel?.addEventListener('message', onMessage);

  return {
    publish(event) {
      const message: AuthSyncMessage = { event, tabId, at: now() };
      try {
        storage.setItem(STORAGE_KEYS.authSync, JSON.stringify(message));
        // The message only needs to fire the storage event; it must not linger as state.
        const removal = setTimeout(() => {
          removals.delete(removal);
          try {
            storage.removeItem(STORAGE_KEYS.authSync);
          } catch (error) {
            console.error('[auth] could not remove the tab-sync message', error);
          }
        }, TIMINGS.tabSyncMessageRemoveMs);
        removals.add(removal);
      } catch (error) {
        console.error('[auth] could not write the tab-sync message', error);
      }
      channel?.postMessage(message);
    },
    stop() {
      target.removeEventListener('storage', onStorage);
      channel?.removeEventListener('message', onMessage);
      if (options.channel === undefined) channel?.close();
      // Remove a still-pending message now rather than leave it behind.
      if (removals.size > 0) {
        for (const removal of removals) clearTimeout(removal);
        removals.clear();
        try {
          storage.removeItem(STORAGE_KEYS.authSync);
        } catch {
          // Already logged on write; nothing more to do on the way out.
        }
      }
    },
  };
}
