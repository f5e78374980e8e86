import { devPushVariables } from '../services/push-service.ts';
import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { signJwt } from '../auth/jwt.ts';
import { DYNAMIC_KEY_PREFIX } from '../auth/resolve.ts';
import { createUserJwt } from '../auth/session.ts';
import { rolesFor } from '../db/permissions.ts';
import type { FunctionDef } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { serverEvents, type ServerEvent } from '../events.ts';
import { nowIso, uniqueId } from '../util/ids.ts';
import { parseCron, type CronSchedule } from './cron.ts';
import { appwriteEventNames, firstMatchingEvent } from './event-match.ts';
import { ExecutionsStore, type Execution, type ExecutionTrigger } from './executions-store.ts';
import { deploymentIdFor, functionEnv, parseDotEnv } from './runtime-env.ts';
import { ExecutionAborted, WarmWorker } from './warm-worker.ts';

/** What starts an execution, whoever triggered it (HTTP call, event, schedule). */
export interface ExecutionRequest {
  fn: FunctionDef;
  trigger: ExecutionTrigger;
  method: string;
  /** Path with optional query string; always starts with `/`. */
  path: string;
  /** Caller-chosen headers, lower-cased, without `x-appwrite-*` (those are the server's to set). */
  headers: Record<string, string>;
  body: string;
  /** The signed-in caller, whose id and a JWT the function receives. */
  user: { id: string; sessionId: string | null } | null;
  clientIp: string;
  /** For event triggers: the event name that matched. */
  event?: string;
  permissions: string[];
}

/**
 * Runs the functions declared in appwrite.json: one warm worker process per function, executions
 * stored in SQLite and announced on the event bus (`functions.<id>.executions.<id>.create|update`,
 * realtime channels `executions`, `executions.<id>`, `functions.<id>`), event triggers, and
 * reloading a function's worker when its source changes.
 */
export class FunctionsRuntime {
  readonly store: ExecutionsStore;
  /** How long a synchronous caller waits before getting 408 (Appwrite: 30 s; tests shorten it). */
  syncLimitMs = 30_000;
  private readonly workers = new Map<string, WarmWorker>();
  private readonly watchers: FSWatcher[] = [];
  private readonly onEvent = (event: ServerEvent): void => this.triggerByEvent(event);
  private readonly schedules: { fn: FunctionDef; cron: CronSchedule }[];
  private scheduleTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly deps: ServiceDeps,
    readonly functions: FunctionDef[],
  ) {
    this.store = new ExecutionsStore(deps.db);
    for (const stale of this.store.unfinished()) {
      this.finish(stale, {
        status: 'failed',
        responseStatusCode: 500,
        errors: 'The dev server stopped before this execution finished.\n',
      });
    }
    serverEvents.on('event', this.onEvent);
    // A malformed schedule fails the start, as `appwrite push` would refuse it.
    this.schedules = functions
      .filter((fn) => fn.schedule.trim() !== '')
      .map((fn) => ({ fn, cron: parseCron(fn.schedule) }));
    if (this.schedules.length > 0) this.scheduleNextMinute();
  }

  find(functionId: string): FunctionDef | undefined {
    return this.functions.find((f) => f.id === functionId);
  }

  folderOf(fn: FunctionDef): string {
    return resolve(this.deps.config.appwriteDir, fn.path);
  }

  /** Records a new execution (waiting, scheduled or processing) and announces it. */
  create(request: ExecutionRequest, status: Execution['status'], scheduledAt: string | null = null): Execution {
    const now = nowIso();
    const execution: Execution = {
      $id: uniqueId(),
      $createdAt: now,
      $updatedAt: now,
      $permissions: request.permissions,
      functionId: request.fn.id,
      deploymentId: deploymentIdFor(request.fn),
      trigger: request.trigger,
      status,
      requestMethod: request.method,
      requestPath: request.path,
      requestHeaders: Object.entries(request.headers).map(([name, value]) => ({ name, value })),
      responseStatusCode: 0,
      responseBody: '',
      responseHeaders: [],
      logs: '',
      errors: '',
      duration: 0,
      scheduledAt,
    };
    this.store.save(execution);
    this.announce(execution, 'create');
    return execution;
  }

  /** Runs a recorded execution to its end; never rejects (failures become a `failed` execution). */
  async run(execution: Execution, request: ExecutionRequest): Promise<Execution> {
    const { fn } = request;
    // An async execution's timer can fire after the server closed its database (a test file's server
    // stopping while one waits); the next start marks it failed, as finish() does.
    if (this.stopped) return execution;
    if (execution.status !== 'processing') {
      execution.status = 'processing';
      execution.$updatedAt = nowIso();
      this.store.save(execution);
      this.announce(execution, 'update');
    }
    const started = performance.now();
    const ttl = fn.timeout + 60;
    const headers: Record<string, string> = {
      ...request.headers,
      'x-appwrite-trigger': request.trigger,
      'x-appwrite-user-id': request.user?.id ?? '',
      'x-appwrite-user-jwt': request.user
        ? createUserJwt(this.deps, request.user.id, request.user.sessionId ?? '', ttl)
        : '',
      'x-appwrite-key':
        DYNAMIC_KEY_PREFIX +
        signJwt(
          { projectId: this.deps.project.id, scopes: fn.scopes, functionId: fn.id },
          this.deps.project.jwtSecret,
          ttl,
        ),
      'x-appwrite-execution-id': execution.$id,
      'x-appwrite-client-ip': request.clientIp,
      'x-appwrite-country-code': '',
      'x-appwrite-continent-code': '',
      'x-appwrite-continent-eu': 'false',
      ...(request.event ? { 'x-appwrite-event': request.event } : {}),
    };
    try {
      const response = await this.worker(fn).execute(
        {
          method: request.method,
          url: request.path,
          headers,
          bodyBase64: Buffer.from(request.body, 'utf8').toString('base64'),
        },
        fn.timeout * 1000,
      );
      return this.finish(execution, {
        // Appwrite marks an execution failed when the function answered with a server error.
        status: response.statusCode >= 500 ? 'failed' : 'completed',
        responseStatusCode: response.statusCode,
        responseBody: Buffer.from(response.bodyBase64, 'base64').toString('utf8'),
        responseHeaders: Object.entries(response.headers).map(([name, value]) => ({ name, value })),
        logs: response.logs,
        errors: response.errors,
        duration: (performance.now() - started) / 1000,
      });
    } catch (err) {
      const message =
        err instanceof ExecutionAborted ? err.message : `The function could not be run: ${(err as Error).message}`;
      return this.finish(execution, {
        status: 'failed',
        responseStatusCode: 500,
        errors: `${message}\n`,
        // Node's timers run on a millisecond clock and may fire a fraction of a millisecond before
        // performance.now() says the timeout has passed; a timed-out execution lasted its timeout.
        duration:
          err instanceof ExecutionAborted && err.reason === 'timeout'
            ? Math.max(fn.timeout, (performance.now() - started) / 1000)
            : (performance.now() - started) / 1000,
      });
    }
  }

  /** Stops every worker and file watcher, and stops listening for events. */
  shutdown(): void {
    this.stopped = true;
    serverEvents.off('event', this.onEvent);
    if (this.scheduleTimer) clearTimeout(this.scheduleTimer);
    this.scheduleTimer = null;
    for (const w of this.watchers) w.close();
    this.watchers.length = 0;
    for (const worker of this.workers.values()) worker.stop();
    this.workers.clear();
  }

  private finish(execution: Execution, result: Partial<Execution>): Execution {
    Object.assign(execution, result, { $updatedAt: nowIso() });
    // A scheduled run can end after the server closed its database (a test server stopping mid-sweep):
    // the next start marks it failed, as any unfinished execution.
    if (this.stopped) return execution;
    this.store.save(execution);
    this.announce(execution, 'update');
    return execution;
  }

  private announce(execution: Execution, action: 'create' | 'update'): void {
    serverEvents.publish({
      events: appwriteEventNames(`functions.[functionId].executions.[executionId].${action}`, {
        functionId: execution.functionId,
        executionId: execution.$id,
      }),
      channels: ['executions', `executions.${execution.$id}`, `functions.${execution.functionId}`],
      payload: { ...execution },
      readRoles: rolesFor('read', execution.$permissions),
    });
  }

  private triggerByEvent(event: ServerEvent): void {
    for (const fn of this.functions) {
      if (!fn.enabled || fn.events.length === 0) continue;
      // A function is not triggered by its own executions, or `functions.*` patterns would loop forever.
      if (event.channels.includes(`functions.${fn.id}`)) continue;
      const matched = firstMatchingEvent(fn.events, event.events);
      if (!matched) continue;
      this.runInBackground({
        fn,
        trigger: 'event',
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event.payload),
        user: null,
        clientIp: '',
        event: matched,
        permissions: [],
      });
    }
  }

  /** Runs the functions whose cron schedule names `minute`. */
  runSchedules(minute: Date): void {
    for (const { fn, cron } of this.schedules) {
      if (fn.enabled && cron.matches(minute)) {
        this.runInBackground({
          fn,
          trigger: 'schedule',
          method: 'POST',
          path: '/',
          headers: {},
          body: '',
          user: null,
          clientIp: '',
          permissions: [],
        });
      }
    }
  }

  private runInBackground(request: ExecutionRequest): void {
    const execution = this.create(request, 'waiting');
    setImmediate(() => void this.run(execution, request));
  }

  private scheduleNextMinute(): void {
    const now = Date.now();
    const next = Math.floor(now / 60_000) * 60_000 + 60_000;
    this.scheduleTimer = setTimeout(() => {
      this.runSchedules(new Date(next));
      this.scheduleNextMinute();
    }, next - now);
    this.scheduleTimer.unref();
  }

  private worker(fn: FunctionDef): WarmWorker {
    const existing = this.workers.get(fn.id);
    if (existing) return existing;
    const folder = this.folderOf(fn);
    const entry = resolve(folder, fn.entrypoint);
    // A folder with TypeScript source is bundled into its entrypoint by the worker, as
    // `npm run build:functions` does before `appwrite push` (appwrite/functions/build.ts): the
    // dev server runs the same file Appwrite gets. Without source, the entrypoint runs as it is.
    const bundled = existsSync(join(folder, 'src/main.ts'));
    const envFile = join(folder, '.env');
    // Watched beyond the function's folder: shared code the bundle pulled in (lib/, shared/src).
    const watchedDirs = new Set<string>([folder]);
    const worker: WarmWorker = new WarmWorker({
      entry,
      ...(bundled
        ? { bundleFrom: folder, onSources: (files: string[]) => this.watchSources(worker, watchedDirs, files) }
        : {}),
      cwd: existsSync(folder) ? folder : this.deps.config.appwriteDir,
      label: fn.id,
      env: () =>
        functionEnv(fn, {
          endpoint: this.deps.config.publicEndpoint,
          projectId: this.deps.project.id,
          // Project-wide variables first, the function's own .env overriding them (as in Appwrite).
          variables: {
            // Web Push against the local push service unless the project configures real keys.
            ...devPushVariables(this.deps),
            ...this.deps.config.projectVariables,
            ...(existsSync(envFile) ? parseDotEnv(readFileSync(envFile, 'utf8')) : {}),
          },
        }),
    });
    this.workers.set(fn.id, worker);
    if (existsSync(folder)) {
      // The bundle's own output must not count as a change, or every build would trigger the next.
      const output = bundled ? relative(folder, dirname(entry)).split(/[\\/]/)[0] : undefined;
      this.watch(folder, true, worker, (file) => {
        const parts = file.split(/[\\/]/);
        return !parts.includes('node_modules') && (output === undefined || output === '' || parts[0] !== output);
      });
    }
    return worker;
  }

  /** Watches the folders of a bundle's sources outside the function's folder (once each). */
  private watchSources(worker: WarmWorker, watchedDirs: Set<string>, files: readonly string[]): void {
    for (const file of files) {
      const dir = dirname(file);
      if ([...watchedDirs].some((watched) => dir === watched || dir.startsWith(watched + sep))) continue;
      watchedDirs.add(dir);
      this.watch(dir, false, worker, (name) => !name.endsWith('.tmp'));
    }
  }

  private watch(dir: string, recursive: boolean, worker: WarmWorker, counts: (file: string) => boolean): void {
    try {
      const watcher = watch(dir, { recursive }, (_type, file) => {
        if (file && counts(String(file))) worker.reloadWhenIdle();
      });
      watcher.on('error', () => watcher.close());
      this.watchers.push(watcher);
    } catch {
      // Watching is a convenience; without it, restart the dev server to pick up code changes.
    }
  }
}
