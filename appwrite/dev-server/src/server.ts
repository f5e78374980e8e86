import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { resolveAuth } from './auth/resolve.ts';
import { openDatabase } from './db/connection.ts';
import { loadSchema } from './db/schema.ts';
import { startFromSchemaTemplate } from './db/schema-template.ts';
import { googleStandInAllowed } from './dev-routes.ts';
import type { ServerConfig, ServiceDeps } from './deps.ts';
import { AppwriteException } from './errors.ts';
import type { Reply, RequestContext } from './http/context.ts';
import { serializeCookie } from './http/cookies.ts';
import { applyCors } from './http/cors.ts';
import { parseJsonBody, parseMultipart, parseQueryString, readBody } from './http/parse.ts';
import { onPlatform, unknownOrigin } from './http/platforms.ts';
import { Router, SMALL_BODY_LIMIT, type Route } from './http/router.ts';
import { loadOrCreateProject } from './project.ts';
import * as account from './services/account.ts';
import * as functions from './services/functions.ts';
import * as health from './services/health.ts';
import * as locale from './services/locale.ts';
import * as messaging from './services/messaging.ts';
import * as paymentsSandbox from './services/payments-sandbox.ts';
import * as payoutsSandbox from './services/payouts-sandbox.ts';
import * as porterSandbox from './services/porter-sandbox.ts';
import * as pushService from './services/push-service.ts';
import * as realtime from './services/realtime.ts';
import * as storage from './services/storage.ts';
import * as tablesdb from './services/tablesdb.ts';
import * as teams from './services/teams.ts';
import * as users from './services/users.ts';

/** Methods Appwrite refuses from a browser on an unknown origin (general_unknown_origin). */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DEV_ROUTE_PREFIX = '/v1/dev/';

export interface DevServer {
  server: Server;
  deps: ServiceDeps;
  router: Router;
  url: string;
  close(): Promise<void>;
}

/** Wires HTTP and WebSocket to the services. Nothing here knows about a particular endpoint. */
export async function startDevServer(config: ServerConfig, projectId = 'instamg'): Promise<DevServer> {
  googleStandInAllowed(config, process.env); // throws before anything opens when dev routes meet a production build
  startFromSchemaTemplate(config.dataDir, loadSchema(config.schemaPath).tables);
  const db = openDatabase(config.dataDir);
  const project = loadOrCreateProject(config.dataDir, projectId);
  const deps: ServiceDeps = { config, db, project };
  const router = new Router();
  for (const service of [
    health,
    locale,
    account,
    users,
    teams,
    tablesdb,
    storage,
    functions,
    messaging,
    paymentsSandbox,
    payoutsSandbox,
    porterSandbox,
    pushService,
  ]) {
    await service.register(router, deps);
  }
  // Dev-only routes exist only when enabled (main.ts decides; the test harness and npm start enable them).
  if (!config.devRoutes)
    router.routes.splice(
      0,
      router.routes.length,
      ...router.routes.filter((r) => !r.pattern.startsWith(DEV_ROUTE_PREFIX)),
    );

  const server = createServer((req, res) => {
    handle(req, res, router, deps).catch((err: unknown) => {
      console.error('[dev-server] unhandled', err);
      if (!res.headersSent) send(res, errorReply(new AppwriteException('general_unknown')));
      else res.end();
    });
  });
  realtime.attach(server, deps);
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerClientError);

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    deps,
    router,
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        functions.shutdown(deps); // function worker processes and file watchers
        realtime.detach(deps); // open WebSocket connections would keep the server from closing
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, router: Router, deps: ServiceDeps): Promise<void> {
  applyCors(req, res, deps.config);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  // Route on the path as sent: WHATWG URL resolves `%2e%2e` into a step up, which would turn
  // GET …/rows/%2e%2e into GET …/tables/<id>. Appwrite treats it as an (invalid) id.
  const pathname = /^\/[^?#]*/.exec(req.url ?? '/')?.[0] ?? url.pathname;
  const method = req.method ?? 'GET';
  const found = router.match(method, pathname);
  if (!found || !('route' in found)) {
    req.resume();
    send(res, errorReply(new AppwriteException('general_route_not_found')));
    return;
  }
  const { route, params } = found;
  try {
    const query = parseQueryString(url.search);
    const projectId = String(
      req.headers['x-appwrite-project'] ?? (typeof query.project === 'string' ? query.project : ''),
    );
    if (projectId && projectId !== deps.project.id) throw new AppwriteException('project_not_found');

    const ctx: RequestContext = {
      req,
      method,
      path: pathname,
      params,
      query,
      body: {},
      rawBody: Buffer.alloc(0),
      files: [],
      headers: req.headers,
      ip: req.socket.remoteAddress ?? '127.0.0.1',
      origin: req.headers.origin,
      project: deps.project,
      auth: { kind: 'guest', roles: [], scopes: new Set() },
      responseFormat: String(req.headers['x-appwrite-response-format'] ?? '1.9.5'),
      endpoint: deps.config.publicEndpoint,
    };
    ctx.auth = resolveAuth(ctx, deps);

    // As Appwrite: a browser write from a site that is not a web platform is refused; API keys are server-side.
    if (
      ctx.origin !== undefined &&
      WRITE_METHODS.has(method) &&
      ctx.auth.kind !== 'key' &&
      !onPlatform(ctx.origin, deps.config, req.headers.host)
    ) {
      throw unknownOrigin(ctx.origin);
    }
    const { scope, mfaGroup } = route.options;
    if (scope && !ctx.auth.scopes.has(scope)) {
      const who = ctx.auth.kind === 'user' ? ctx.auth.user.email || 'User' : 'User';
      const role = ctx.auth.kind === 'guest' ? 'guests' : ctx.auth.kind === 'user' ? 'users' : 'applications';
      throw new AppwriteException(
        'general_unauthorized_scope',
        `${who} (role: ${role}) missing scopes (${JSON.stringify([scope])})`,
      );
    }
    if (ctx.auth.kind === 'user' && ctx.auth.mfaPending && !mfaGroup)
      throw new AppwriteException('user_more_factors_required');

    // Only now, with the route, the caller and its scope known, is the body read, up to this route's limit.
    if (method !== 'GET' && method !== 'HEAD') await readRequestBody(ctx, bodyLimit(route, ctx));
    send(res, await route.handler(ctx));
  } catch (err) {
    if (!(err instanceof AppwriteException)) console.error(`[dev-server] ${method} ${pathname}`, err);
    req.resume();
    send(res, errorReply(err instanceof AppwriteException ? err : new AppwriteException('general_unknown')));
  }
}

function bodyLimit(route: Route, ctx: RequestContext): number {
  const { maxBodyBytes = SMALL_BODY_LIMIT, keyMaxBodyBytes } = route.options;
  return ctx.auth.kind === 'key' && keyMaxBodyBytes ? Math.max(maxBodyBytes, keyMaxBodyBytes) : maxBodyBytes;
}

async function readRequestBody(ctx: RequestContext, limit: number): Promise<void> {
  const rawBody = await readBody(ctx.req, limit);
  const contentType = String(ctx.headers['content-type'] ?? '');
  ctx.rawBody = rawBody;
  if (contentType.startsWith('multipart/form-data'))
    ({ fields: ctx.body, files: ctx.files } = parseMultipart(rawBody, contentType));
  else if (contentType.startsWith('application/x-www-form-urlencoded'))
    ctx.body = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
  // Bytes, not fields (the local push service's encrypted payloads): rawBody only.
  else if (contentType.startsWith('application/octet-stream')) ctx.body = {};
  else if (rawBody.length > 0) ctx.body = parseJsonBody(rawBody);
}

/**
 * Requests Node's parser refuses before any handler runs (a request line or headers over 16 KiB,
 * e.g. 10,000 query values in a URL; malformed HTTP) still get Appwrite error JSON, then the
 * connection closes.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const error =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new AppwriteException(
          'general_argument_invalid',
          'Request line or headers are too large (16 KiB at most): send fewer or shorter queries.',
          431,
        )
      : new AppwriteException('general_bad_request');
  const body = JSON.stringify(error.toJSON());
  socket.end(
    `HTTP/1.1 ${error.code} ${STATUS_CODES[error.code]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function errorReply(err: AppwriteException): Reply {
  return { status: err.code, body: err.toJSON() };
}

function send(res: ServerResponse, reply: Reply): void {
  if (reply.cookies?.length) res.setHeader('Set-Cookie', reply.cookies.map(serializeCookie));
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.raw !== undefined) {
    res.writeHead(reply.status, { 'Content-Type': reply.contentType ?? 'application/octet-stream' });
    res.end(reply.raw);
    return;
  }
  if (reply.body === undefined || reply.status === 204) {
    res.writeHead(reply.status).end();
    return;
  }
  res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(reply.body));
}
