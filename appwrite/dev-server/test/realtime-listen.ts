import { Client, type RealtimeResponseEvent } from 'appwrite';
import WebSocket from 'ws';
import type { ServerAddress } from './web-client.ts';

// The web SDK's realtime client expects browser globals: window timers, localStorage for the
// fallback cookie, and a WebSocket class (Node 20 has none; `ws` provides the same API).
const g = globalThis as Record<string, unknown>;
g.window ??= globalThis;
g.localStorage ??= { getItem: () => null, setItem: () => {}, removeItem: () => {} };
g.WebSocket ??= WebSocket;

export type RealtimeEvent = RealtimeResponseEvent<Record<string, unknown>>;

export interface RealtimeListeners {
  /** A web SDK client carrying the user's session (as `setSession`; null: a guest), subscribed to `channels`, recording what arrives. */
  listen(
    who: { sessionCookie(): string | null } | null,
    channels: (string | { toString(): string })[],
  ): Promise<RealtimeEvent[]>;
  /** Unsubscribes every listener and lets the SDK close its sockets (call before closing the server). */
  stopAll(): Promise<void>;
}

/** Realtime listeners on the dev server at `t`, through the real `appwrite` web SDK's `subscribe`. */
export function realtimeListeners(t: ServerAddress): RealtimeListeners {
  const unsubscribers: (() => void)[] = [];
  return {
    async listen(who, channels) {
      const client = new Client().setEndpoint(t.endpoint).setProject(t.projectId);
      if (who) client.setSession(who.sessionCookie()!);
      const received: RealtimeEvent[] = [];
      unsubscribers.push(client.subscribe(channels as string[], (event) => received.push(event as RealtimeEvent)));
      // Connect (50 ms debounce), authenticate, subscribe.
      await new Promise((r) => setTimeout(r, 400));
      return received;
    },
    async stopAll() {
      for (const stop of unsubscribers.splice(0)) stop();
      // Let the SDK close its sockets itself (50 ms debounce) so it does not try to reconnect.
      await new Promise((r) => setTimeout(r, 200));
    },
  };
}
