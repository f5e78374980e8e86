import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { needsMoreFactors } from '../auth/mfa.ts';
import { guest, resolveAuth } from '../auth/resolve.ts';
import type { AuthState } from '../auth/types.ts';
import { rolesForUserId } from '../auth/roles.ts';
import { getSession } from '../auth/store/sessions.ts';
import { findUser, userModel } from '../auth/store/users.ts';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import { serverEvents, type ServerEvent } from '../events.ts';
import type { RequestContext } from '../http/context.ts';
import { parseQueryString } from '../http/parse.ts';
import { onPlatform, unknownOrigin } from '../http/platforms.ts';
import {
  ProtocolError,
  POLICY_VIOLATION,
  UNSUPPORTED_DATA,
  matchingSubscriptions,
  parseClientMessage,
  type Subscription,
} from '../realtime/protocol.ts';
import { nowIso } from '../util/ids.ts';

/**
 * Appwrite Realtime at `/v1/realtime?project=…`: the caller is identified from the upgrade
 * request (session cookie, X-Fallback-Cookies, `?jwt=`) or a later `authentication` message,
 * subscriptions arrive as `subscribe` messages, and each event on the bus reaches the
 * subscriptions whose channels it names — if the connection's user may read it.
 */

interface Connection {
  socket: WebSocket;
  userId: string | null;
  /** The session the user signed in with; when it ends (sign-out, expiry) the socket reverts to a guest's. */
  sessionId: string | null;
  guestRoles: string[];
  subscriptions: Map<string, Subscription>;
}

const servers = new WeakMap<ServiceDeps, { wss: WebSocketServer; stop(): void }>();

/** Closes every realtime connection and stops listening to events (the server is closing). */
export function detach(deps: ServiceDeps): void {
  servers.get(deps)?.stop();
  servers.delete(deps);
}

/** A request context for auth resolution outside an HTTP request (upgrade, authentication message). */
function authContext(
  req: IncomingMessage,
  deps: ServiceDeps,
  headers: Record<string, string | undefined>,
): RequestContext {
  const url = new URL(req.url ?? '/', 'http://localhost');
  return {
    req,
    method: 'GET',
    path: url.pathname,
    params: {},
    query: parseQueryString(url.search),
    body: {},
    rawBody: Buffer.alloc(0),
    files: [],
    headers: { ...headers },
    ip: req.socket.remoteAddress ?? '127.0.0.1',
    origin: req.headers.origin,
    project: deps.project,
    auth: guest(),
    responseFormat: '1.9.5',
    endpoint: deps.config.publicEndpoint,
  };
}

function resolveQuietly(ctx: RequestContext, deps: ServiceDeps): AuthState {
  try {
    // Only sessions and JWTs identify realtime users; API keys have no place on a browser socket.
    const { 'x-appwrite-key': _key, ...rest } = ctx.headers;
    return resolveAuth({ ...ctx, headers: rest }, deps);
  } catch {
    return guest();
  }
}

const accountOf = (deps: ServiceDeps, userId: string | null): Record<string, unknown> | null => {
  const user = userId ? findUser(deps, userId) : null;
  return user ? userModel(user) : null;
};

export function attach(server: Server, deps: ServiceDeps): void {
  const wss = new WebSocketServer({ noServer: true });
  const connections = new Set<Connection>();

  const send = (conn: Connection, message: unknown): void => {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
  };

  /** The session still signs its user in: not ended, not expired, and owing no second factor (MFA turned on since). */
  const sessionAlive = (userId: string, sessionId: string): boolean => {
    const session = getSession(deps, userId, sessionId);
    const user = session ? findUser(deps, userId) : null;
    return (
      session !== null &&
      user !== null &&
      Date.parse(session.expire) > Date.now() &&
      !needsMoreFactors(user, session.factors)
    );
  };

  const onEvent = (event: ServerEvent): void => {
    for (const conn of connections) {
      if (conn.subscriptions.size === 0) continue;
      if (conn.userId && conn.sessionId && !sessionAlive(conn.userId, conn.sessionId)) {
        conn.userId = null;
        conn.sessionId = null;
      }
      // Roles are looked up per event so label and team changes apply without reconnecting.
      const roles = conn.userId ? rolesForUserId(deps, conn.userId) : conn.guestRoles;
      const ids = matchingSubscriptions(conn.subscriptions, roles, event);
      if (ids.length === 0) continue;
      send(conn, {
        type: 'event',
        data: {
          events: event.events,
          channels: event.channels,
          timestamp: nowIso(),
          payload: event.payload,
          subscriptions: ids,
        },
      });
    }
  };
  serverEvents.on('event', onEvent);

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/v1/realtime' && url.pathname !== '/v1/realtime/') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const query = parseQueryString(url.search);
      const project = typeof query.project === 'string' ? query.project : '';
      if (project !== deps.project.id) {
        ws.send(
          JSON.stringify({
            type: 'error',
            data: { code: POLICY_VIOLATION, message: project ? 'Project not found' : 'Missing or unknown project ID' },
          }),
        );
        ws.close(POLICY_VIOLATION, 'Missing or unknown project ID');
        return;
      }
      // As Appwrite: a page on a site that is not a web platform may not open a socket with its visitor's cookies.
      const origin = req.headers.origin;
      if (origin !== undefined && !onPlatform(origin, deps.config, req.headers.host)) {
        ws.send(
          JSON.stringify({ type: 'error', data: { code: POLICY_VIOLATION, message: unknownOrigin(origin).message } }),
        );
        ws.close(POLICY_VIOLATION, 'Invalid Origin');
        return;
      }
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(req.headers))
        headers[name] = Array.isArray(value) ? value.join('; ') : value;
      if (typeof query.jwt === 'string' && query.jwt) headers['x-appwrite-jwt'] = query.jwt;
      const resolved = resolveQuietly(authContext(req, deps, headers), deps);
      // A session that still owes its second factor is refused by every REST route outside the
      // `mfa` group; here it is a guest (no account, no user-readable events) until the challenge is done.
      const auth = resolved.kind === 'user' && resolved.mfaPending ? guest() : resolved;
      const conn: Connection = {
        socket: ws,
        userId: auth.kind === 'user' ? auth.user.id : null,
        sessionId: auth.kind === 'user' ? auth.sessionId : null,
        guestRoles: auth.kind === 'guest' ? auth.roles : ['any', 'guests'],
        subscriptions: new Map(),
      };
      // Channels in the URL are how SDKs before 24.3 subscribe; keep them working as one subscription.
      const legacy = Array.isArray(query.channels) ? query.channels : [];
      if (legacy.length) conn.subscriptions.set('0', { channels: legacy, queries: [] });
      connections.add(conn);

      send(conn, {
        type: 'connected',
        data: {
          channels: legacy,
          subscriptions: Object.fromEntries([...conn.subscriptions].map(([id, s]) => [id, s])),
          user: accountOf(deps, conn.userId),
        },
      });

      ws.on('message', (data) => {
        try {
          const message = parseClientMessage(data.toString());
          switch (message.type) {
            case 'ping':
              send(conn, { type: 'pong' });
              break;
            case 'authentication': {
              const state = resolveQuietly(
                authContext(req, deps, { 'x-appwrite-session': message.data.session }),
                deps,
              );
              if (state.kind !== 'user') throw new ProtocolError(UNSUPPORTED_DATA, 'Session is not valid.');
              if (state.mfaPending)
                throw new ProtocolError(UNSUPPORTED_DATA, new AppwriteException('user_more_factors_required').message);
              conn.userId = state.user.id;
              conn.sessionId = state.sessionId;
              send(conn, {
                type: 'response',
                data: { to: 'authentication', success: true, user: accountOf(deps, conn.userId) },
              });
              break;
            }
            case 'subscribe':
              for (const row of message.data)
                conn.subscriptions.set(row.subscriptionId, { channels: row.channels, queries: row.queries ?? [] });
              send(conn, {
                type: 'response',
                data: {
                  to: 'subscribe',
                  success: true,
                  subscriptions: message.data.map((r) => ({
                    subscriptionId: r.subscriptionId,
                    channels: r.channels,
                    queries: r.queries ?? [],
                  })),
                },
              });
              break;
            case 'unsubscribe':
              for (const row of message.data)
                conn.subscriptions.delete(typeof row === 'string' ? row : row.subscriptionId);
              send(conn, { type: 'response', data: { to: 'unsubscribe', success: true } });
              break;
          }
        } catch (err) {
          const e = err instanceof ProtocolError ? err : new ProtocolError(1011, 'Internal error.');
          // A bad session is reported but keeps the socket open as a guest connection, as Appwrite does.
          send(conn, { type: 'error', data: { code: e.code, message: e.message } });
        }
      });
      ws.on('close', () => connections.delete(conn));
      ws.on('error', () => connections.delete(conn));
    });
  });

  servers.set(deps, {
    wss,
    stop: () => {
      serverEvents.off('event', onEvent);
      for (const conn of connections) conn.socket.terminate();
      connections.clear();
      wss.close();
    },
  });
}
