// Tells the render server when public content changes: a guest realtime connection to Appwrite
// (the same protocol web SDK 26 speaks: subscriptions as messages, a ping every 20 s; research
// appwrite.md §11) on the rows channels of the tables the server-rendered pages show. The tables
// are readable by anyone, so a guest receives every change; no key or session is involved.
// `live` is true only while subscribed: events missed while it was down are unknowable, so the
// caller treats every (re)connect as a change.

const HEARTBEAT_MS = 20_000;
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * @param {{
 *   endpoint: string, projectId: string, databaseId: string, tables: readonly string[],
 *   onChange: (reason: string) => void, WebSocket?: typeof globalThis.WebSocket,
 *   log?: (message: string) => void,
 * }} options
 */
export function watchContent({
  endpoint,
  projectId,
  databaseId,
  tables,
  onChange,
  WebSocket: Socket,
  log = console.warn,
}) {
  const url = `${endpoint.replace(/^http/, 'ws').replace(/\/$/, '')}/realtime?project=${encodeURIComponent(projectId)}`;
  const channels = tables.map((table) => `databases.${databaseId}.tables.${table}.rows`);
  let socket;
  let live = false;
  let stopped = false;
  let attempt = 0;
  let heartbeat;
  let retry;

  const connect = () => {
    if (stopped) return;
    socket = new Socket(url);
    socket.addEventListener('message', (message) => {
      let frame;
      try {
        frame = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (frame.type === 'connected') {
        socket.send(
          JSON.stringify({ type: 'subscribe', data: [{ subscriptionId: 'ssr-content', channels, queries: [] }] }),
        );
        // Subscribed from here on; anything that changed while not subscribed is unknown.
        live = true;
        attempt = 0;
        onChange('connected');
        clearInterval(heartbeat);
        heartbeat = setInterval(() => socket.send(JSON.stringify({ type: 'ping' })), HEARTBEAT_MS);
        heartbeat.unref?.();
      } else if (frame.type === 'event') {
        onChange(frame.data?.events?.[0] ?? 'event');
      } else if (frame.type === 'error') {
        log(`[ssr] content watch: ${frame.data?.message ?? 'error'}`);
      }
    });
    socket.addEventListener('close', () => {
      const wasLive = live;
      live = false;
      clearInterval(heartbeat);
      if (wasLive) onChange('disconnected');
      if (stopped) return;
      const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
      attempt += 1;
      retry = setTimeout(connect, wait);
      retry.unref?.();
    });
    // 'error' is followed by 'close'; the listener only keeps it from being thrown.
    socket.addEventListener('error', () => {});
  };
  connect();

  return {
    get live() {
      return live;
    },
    stop() {
      stopped = true;
      live = false;
      clearInterval(heartbeat);
      clearTimeout(retry);
      socket?.close();
    },
  };
}
