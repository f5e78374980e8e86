import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import type { FromWorker, RuntimeRequest, RuntimeResponse, ToWorker } from './protocol.ts';

const WORKER_PATH = fileURLToPath(new URL('./worker.ts', import.meta.url));
const require = createRequire(import.meta.url);
// Resolved here rather than by name so the loader is found whatever the function's folder is.
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;

let compiledWorker: string | null | undefined;
/**
 * worker.ts as one JavaScript file, so a worker starts without the tsx loader: with it every
 * start cost about 0.5 s of CPU more (measured: importing the 1.2 MB order-state bundle with and
 * without `--import tsx`, 0.60 s vs 0.12 s user), and every test file's dev server starts a worker
 * per function it runs. Compiled once per process into a file named by its content, under
 * node_modules/.cache (the bundle imports esbuild from there); esbuild stays outside it.
 * Null when that fails (say, a read-only node_modules): the worker then runs under tsx as before.
 */
function workerScript(): string | null {
  if (compiledWorker !== undefined) return compiledWorker;
  try {
    compiledWorker = compileWorker();
  } catch (err) {
    console.error('[dev-server] function workers run under tsx: compiling worker.ts failed:', err);
    compiledWorker = null;
  }
  return compiledWorker;
}

function compileWorker(): string {
  const { outputFiles } = buildSync({
    entryPoints: [WORKER_PATH],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['esbuild'],
    write: false,
    logLevel: 'silent',
  });
  const code = outputFiles[0]!.contents;
  const cacheDir = join(dirname(require.resolve('esbuild/package.json')), '..', '.cache', 'instamg-function-worker');
  const file = join(cacheDir, `worker-${createHash('sha1').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, file);
  }
  return resolve(file);
}

/** A bundle (or any JavaScript entry) runs without a loader; a TypeScript entry that is not bundled needs tsx. */
const needsTsx = (entry: string, bundled: boolean) => !bundled && /\.[cm]?tsx?$/.test(entry);

/** How long a worker may take to start and import the function's code before executions go ahead anyway. */
const STARTUP_LIMIT_MS = 30_000;

/** Why an execution ended without the function answering. */
export class ExecutionAborted extends Error {
  constructor(
    readonly reason: 'timeout' | 'crash',
    message: string,
  ) {
    super(message);
  }
}

interface Pending {
  /** The process running it: when that one ends, only its own executions fail. */
  child: ChildProcess;
  resolve(response: RuntimeResponse): void;
  reject(err: ExecutionAborted): void;
  timer: NodeJS.Timeout;
}

export interface WarmWorkerOptions {
  /** Absolute path of the module to import (TypeScript allowed). */
  entry: string;
  /** A function folder whose src/main.ts the worker bundles into `entry` before importing it. */
  bundleFrom?: string;
  /** Called with the files a bundle was made of, each time a worker has built one. */
  onSources?: (files: string[]) => void;
  /** Working directory of the function (its folder). */
  cwd: string;
  /** Evaluated at each process start, so `.env` edits and the final endpoint are picked up. */
  env: () => Record<string, string>;
  /** Label for terminal output. */
  label: string;
}

/**
 * One long-lived child process per function so executions skip process start-up and module
 * loading. A timeout or crash kills the process; the next execution starts a fresh one.
 * Nothing the function does can throw into the dev server's own process.
 */
export class WarmWorker {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<string, Pending>();
  private seq = 0;
  private stale = false;
  private ready: Promise<void> | null = null;
  /** Processes with a timed-out execution, ended once their other executions have answered. */
  private readonly endWhenIdle = new Set<ChildProcess>();

  constructor(private readonly options: WarmWorkerOptions) {}

  /** Runs one execution; rejects with ExecutionAborted on timeout or when the worker dies. */
  async execute(request: RuntimeRequest, timeoutMs: number): Promise<RuntimeResponse> {
    const { child, ready } = this.ensureChild();
    await ready;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new ExecutionAborted(
        'crash',
        `The function process ended while starting (exit code ${child.exitCode ?? child.signalCode}).`,
      );
    }
    const id = String(++this.seq);
    return new Promise<RuntimeResponse>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new ExecutionAborted('timeout', `Operation timed out after ${timeoutMs / 1000} seconds.`));
        // open-runtimes times out one request and keeps serving the others (its server races each
        // execution against the timeout), so the executions still running here must not fail with
        // it. The only way to stop stuck user code is to end its process: new executions go to a
        // fresh one, and this one ends once nothing else of it runs.
        this.retire(child);
      }, timeoutMs);
      this.pending.set(id, { child, resolve, reject, timer });
      const message: ToWorker = { type: 'execute', id, request };
      child.send(message, (err) => {
        if (err) this.fail(id, new ExecutionAborted('crash', `Could not reach the function process: ${err.message}`));
      });
    });
  }

  /** Ends the process (and any retired one still finishing); executions still running fail as crashed. */
  stop(): void {
    this.stale = false;
    const child = this.child;
    this.child = null;
    for (const retired of [...this.endWhenIdle]) this.kill(retired);
    if (child) this.kill(child);
  }

  /** The function's code changed: end the process once nothing runs, so the next execution loads the new code. */
  reloadWhenIdle(): void {
    if (!this.child) return;
    if (this.pending.size === 0) this.stop();
    else this.stale = true;
  }

  get running(): boolean {
    return this.child !== null;
  }

  private ensureChild(): { child: ChildProcess; ready: Promise<void> } {
    if (this.child && this.ready) return { child: this.child, ready: this.ready };
    const script = needsTsx(this.options.entry, Boolean(this.options.bundleFrom)) ? null : workerScript();
    const child = fork(script ?? WORKER_PATH, [], {
      cwd: this.options.cwd,
      execArgv: ['--enable-source-maps', ...(script ? [] : ['--import', TSX_LOADER])],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'development',
        ...this.options.env(),
        INSTAMG_FUNCTION_ENTRY: this.options.entry,
        ...(this.options.bundleFrom ? { INSTAMG_FUNCTION_FOLDER: this.options.bundleFrom } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    let markReady: () => void = () => {};
    // Resolves when the worker has loaded the code, or exits; a hung start-up is cut off.
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
      setTimeout(resolve, STARTUP_LIMIT_MS).unref();
      child.once('exit', () => resolve());
    });
    child.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        markReady();
        if (message.sources) this.options.onSources?.(message.sources);
      }
      if (message.type !== 'result') return;
      const pending = this.pending.get(message.id);
      if (!pending) return;
      clearTimeout(pending.timer);
      this.pending.delete(message.id);
      pending.resolve(message.response);
      if (this.endWhenIdle.has(child) && this.pendingOf(child) === 0) this.kill(child);
      if (this.stale && this.pending.size === 0) {
        this.stale = false;
        this.stop();
      }
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      this.endWhenIdle.delete(child);
      const why = signal ? `signal ${signal}` : `exit code ${code}`;
      this.failAll(child, new ExecutionAborted('crash', `The function process ended unexpectedly (${why}).`));
    });
    child.on('error', (err) => console.error(`[dev-server] function ${this.options.label}:`, err));
    this.child = child;
    this.ready = ready;
    return { child, ready };
  }

  private pendingOf(child: ChildProcess): number {
    let n = 0;
    for (const pending of this.pending.values()) if (pending.child === child) n++;
    return n;
  }

  /** No new executions for this process; it ends when its last one answers or times out. */
  private retire(child: ChildProcess): void {
    if (this.child === child) {
      this.child = null;
      this.ready = null;
    }
    if (this.pendingOf(child) === 0) this.kill(child);
    else this.endWhenIdle.add(child);
  }

  /** Ends a process, failing what it still runs. */
  private kill(child: ChildProcess): void {
    this.endWhenIdle.delete(child);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    this.failAll(
      child,
      new ExecutionAborted('crash', 'The function process was stopped while this execution was running.'),
    );
  }

  private failAll(child: ChildProcess, err: ExecutionAborted): void {
    for (const [id, pending] of [...this.pending]) if (pending.child === child) this.fail(id, err);
  }

  private fail(id: string, err: ExecutionAborted): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(id);
    pending.reject(err);
  }
}
