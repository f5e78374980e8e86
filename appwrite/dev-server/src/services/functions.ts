import { existsSync } from 'node:fs';
import { grants } from '../db/permissions.ts';
import { loadSchema } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { AppwriteException } from '../errors.ts';
import type { Execution } from '../functions/executions-store.ts';
import { applyListQueries } from '../functions/list-queries.ts';
import { FunctionsRuntime, type ExecutionRequest } from '../functions/runtime.ts';
import { json, type RequestContext } from '../http/context.ts';
import type { Router } from '../http/router.ts';
import { optBool, optStr, uidParam } from '../http/validate.ts';

/**
 * Appwrite Functions executions (`/v1/functions/{functionId}/executions`) for the functions
 * declared in appwrite.json, run by FunctionsRuntime. Deployments are not emulated: the
 * function's folder is its one active deployment.
 */

const MAX_BODY_CHARS = 10_000_000;
/** A 10 MB `body` string plus the other fields (escaping can push a body over it, as on Appwrite). */
const EXECUTION_BODY_LIMIT = MAX_BODY_CHARS + 64 * 1024;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;
const FILTERABLE = [
  'trigger',
  'status',
  'responseStatusCode',
  'duration',
  'requestMethod',
  'requestPath',
  'deploymentId',
] as const;

const runtimes = new WeakMap<ServiceDeps, FunctionsRuntime>();

/** The runtime serving this server instance (tests and shutdown use it). */
export function functionsRuntime(deps: ServiceDeps): FunctionsRuntime | undefined {
  return runtimes.get(deps);
}

/** Stops function worker processes and watchers; called when the server closes. */
export function shutdown(deps: ServiceDeps): void {
  runtimes.get(deps)?.shutdown();
  runtimes.delete(deps);
}

/** Logs and errors are for the project's developers: Appwrite shows them to API keys only. */
function present(execution: Execution, ctx: RequestContext): Execution {
  if (ctx.auth.kind === 'key') return execution;
  return { ...execution, logs: '', errors: '' };
}

/** Executions carry their own read permission (the user who started one); keys read all. */
const canRead = (execution: Execution, ctx: RequestContext): boolean =>
  ctx.auth.kind === 'key' || grants(ctx.auth, 'read', execution.$permissions);

function parseHeaders(value: unknown): Record<string, string> {
  if (value === undefined || value === null || value === '') return {};
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw new AppwriteException('general_argument_invalid', 'Invalid `headers` param: Value must be a valid object.');
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new AppwriteException('general_argument_invalid', 'Invalid `headers` param: Value must be a valid object.');
  }
  const headers: Record<string, string> = {};
  for (const [name, v] of Object.entries(raw)) {
    const key = name.toLowerCase();
    // The x-appwrite-* headers carry identity and keys; only the server may set them.
    if (key.startsWith('x-appwrite-') || key === 'host' || key === 'content-length') continue;
    headers[key] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return headers;
}

function parseScheduledAt(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const when = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) {
    throw new AppwriteException(
      'general_argument_invalid',
      'Invalid `scheduledAt` param: Value must be valid date in the future.',
    );
  }
  return when.toISOString().replace('Z', '+00:00');
}

export function register(router: Router, deps: ServiceDeps): void {
  const schema = existsSync(deps.config.schemaPath) ? loadSchema(deps.config.schemaPath) : null;
  const runtime = new FunctionsRuntime(deps, schema?.functions ?? []);
  runtimes.set(deps, runtime);

  const findFunction = (ctx: RequestContext) => {
    const functionId = uidParam(ctx.params.functionId, 'functionId');
    const fn = runtime.find(functionId);
    if (!fn || (!fn.enabled && ctx.auth.kind !== 'key')) throw new AppwriteException('function_not_found');
    return fn;
  };

  router.post(
    '/v1/functions/{functionId}/executions',
    async (ctx) => {
      const fn = findFunction(ctx);
      // API keys may run any function; everyone else needs one of its `execute` roles.
      if (ctx.auth.kind !== 'key' && !fn.execute.some((role) => ctx.auth.roles.includes(role)))
        throw new AppwriteException('user_unauthorized');
      const body = optStr(ctx.body, 'body', { max: MAX_BODY_CHARS }) ?? '';
      const isAsync = optBool(ctx.body, 'async') ?? false;
      let path = optStr(ctx.body, 'path', { max: 2048 }) || '/';
      if (!path.startsWith('/')) path = `/${path}`;
      const method = (optStr(ctx.body, 'method') ?? 'POST').toUpperCase();
      if (!(METHODS as readonly string[]).includes(method)) {
        throw new AppwriteException(
          'general_argument_invalid',
          `Invalid \`method\` param: Value must be one of (${METHODS.join(', ')})`,
        );
      }
      const headers = parseHeaders(ctx.body.headers);
      const scheduledAt = parseScheduledAt(ctx.body.scheduledAt);
      if (scheduledAt && !isAsync) {
        throw new AppwriteException(
          'general_argument_invalid',
          'Scheduled executions must run asynchronously. Set scheduledAt to a future date, or set async to true.',
        );
      }
      const user = ctx.auth.kind === 'user' ? { id: ctx.auth.user.id, sessionId: ctx.auth.sessionId } : null;
      const request: ExecutionRequest = {
        fn,
        trigger: 'http',
        method,
        path,
        headers,
        body,
        user,
        clientIp: ctx.ip,
        permissions: user ? [`read("user:${user.id}")`] : [],
      };

      if (isAsync) {
        const execution = runtime.create(request, scheduledAt ? 'scheduled' : 'waiting', scheduledAt);
        const delay = scheduledAt ? Math.max(0, new Date(scheduledAt).getTime() - Date.now()) : 0;
        setTimeout(() => void runtime.run(execution, request), delay).unref();
        return json(202, present(execution, ctx));
      }

      const execution = runtime.create(request, 'processing');
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), runtime.syncLimitMs);
      });
      // Past 30 s the caller gets 408, but the execution carries on and is recorded when it ends.
      const outcome = await Promise.race([runtime.run(execution, request), limit]);
      clearTimeout(timer);
      if (outcome === 'timeout') throw new AppwriteException('function_synchronous_timeout');
      return json(201, present(outcome, ctx));
    },
    { scope: 'execution.write', maxBodyBytes: EXECUTION_BODY_LIMIT },
  );

  router.get(
    '/v1/functions/{functionId}/executions',
    (ctx) => {
      const fn = findFunction(ctx);
      const queries = ctx.query.queries ?? [];
      if (!Array.isArray(queries))
        throw new AppwriteException(
          'general_argument_invalid',
          'Invalid `queries` param: Value must be a valid array of strings',
        );
      const visible = runtime.store.listForFunction(fn.id).filter((e) => canRead(e, ctx));
      const { total, page } = applyListQueries(visible, queries, FILTERABLE);
      const withTotal = ctx.query.total !== 'false';
      return json(200, { total: withTotal ? total : 0, executions: page.map((e) => present(e, ctx)) });
    },
    { scope: 'execution.read' },
  );

  router.get(
    '/v1/functions/{functionId}/executions/{executionId}',
    (ctx) => {
      const fn = findFunction(ctx);
      const executionId = uidParam(ctx.params.executionId, 'executionId');
      const execution = runtime.store.get(fn.id, executionId);
      if (!execution || !canRead(execution, ctx)) throw new AppwriteException('execution_not_found');
      return json(200, present(execution, ctx));
    },
    { scope: 'execution.read' },
  );
}
