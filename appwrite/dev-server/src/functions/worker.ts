/**
 * A function's warm worker: a child process (forked by warm-worker.ts, as plain JavaScript that
 * it compiles from this file) that imports the function's code once and runs every execution sent
 * over IPC with the open-runtimes context.
 * Executions may overlap; AsyncLocalStorage keeps each one's console output apart.
 * With INSTAMG_FUNCTION_FOLDER set, it first bundles the folder's src/main.ts into the entry
 * exactly as `npm run build:functions` does (appwrite/functions/bundle.ts), so what runs here is
 * what Appwrite runs; unless the bundle there was built from the very files there now.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRuntimeContext, finalizeOutput, formatConsoleArgs, type LogSink } from './open-runtimes.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

const entry = process.env.INSTAMG_FUNCTION_ENTRY;
if (!entry || !process.send) {
  console.error('worker.ts is started by the dev server (fork with INSTAMG_FUNCTION_ENTRY)');
  process.exit(1);
}
const folder = process.env.INSTAMG_FUNCTION_FOLDER;
delete process.env.INSTAMG_FUNCTION_ENTRY;
delete process.env.INSTAMG_FUNCTION_FOLDER;
/** What the bundle was made of, for the dev server's file watcher. */
let sources: string[] | undefined;

interface Capture extends LogSink {
  nativeSeen: boolean;
}

const current = new AsyncLocalStorage<Capture>();
const native = { log: console.log.bind(console), error: console.error.bind(console) };

// Console output inside an execution goes to that execution's logs, as open-runtimes does;
// outside one (module top level) it goes to the dev server's terminal.
const captured = (...args: unknown[]): void => {
  const capture = current.getStore();
  if (!capture) {
    native.log(...args);
    return;
  }
  if (!capture.nativeSeen) {
    capture.nativeSeen = true;
    capture.log('Native logs detected. Use context.log() or context.error() for better experience.');
  }
  capture.log(formatConsoleArgs(args));
};
console.log = console.info = console.debug = console.warn = console.error = captured;

type UserFunction = (context: unknown) => unknown;
let loaded: Promise<UserFunction> | null = null;

/**
 * Builds the deployable bundle from the source, or reuses the one on disk when its manifest says
 * it was built from the files there now (bundle.ts writes both atomically, so concurrent workers are safe).
 */
async function bundle(): Promise<void> {
  const { ensureBundle } = await import('../../../functions/bundle.ts');
  try {
    sources = (await ensureBundle(folder!, relative(folder!, entry!))).sources;
  } finally {
    (await import('esbuild')).stop();
  }
}

async function loadUserFunction(): Promise<UserFunction> {
  if (folder) await bundle();
  const mod = (await import(pathToFileURL(entry!).href)) as { default?: unknown };
  // An ES module's default export, or a CommonJS `module.exports = fn` (which arrives as default too).
  let fn: unknown = mod.default ?? mod;
  if (fn && typeof fn === 'object' && typeof (fn as { default?: unknown }).default === 'function')
    fn = (fn as { default: unknown }).default;
  if (typeof fn !== 'function') throw new Error('User function is not valid.');
  return fn as UserFunction;
}

const send = (message: FromWorker): void => {
  process.send!(message);
};

process.on('message', (message: ToWorker) => {
  if (message?.type !== 'execute') return;
  const logs: string[] = [];
  const errors: string[] = [];
  const capture: Capture = { nativeSeen: false, log: (line) => logs.push(line), error: (line) => errors.push(line) };
  void current.run(capture, async () => {
    const context = createRuntimeContext(message.request, capture);
    let output: unknown;
    try {
      loaded ??= loadUserFunction();
      const fn = await loaded;
      output = await fn(context);
    } catch (err) {
      if ((err as { code?: string })?.code === 'ERR_MODULE_NOT_FOUND') capture.error('Could not load code file.');
      capture.error(err instanceof Error ? String(err.stack || err) : String(err));
      output = context.res.text('', 500, {});
    }
    const final = finalizeOutput(output, capture);
    send({
      type: 'result',
      id: message.id,
      response: {
        statusCode: final.statusCode,
        headers: final.headers,
        bodyBase64: final.body.toString('base64'),
        logs: logs.map((l) => `${l}\n`).join(''),
        errors: errors.map((l) => `${l}\n`).join(''),
      },
    });
  });
});

// Throwing from a timer or a forgotten promise must not leave executions hanging silently:
// report it on the terminal and exit, so the dev server fails what was in flight and respawns.
process.on('uncaughtException', (err) => {
  native.error(`[function ${process.env.APPWRITE_FUNCTION_ID ?? ''}] crashed:`, err);
  process.exit(1);
});
process.on('unhandledRejection', (err) => {
  native.error(`[function ${process.env.APPWRITE_FUNCTION_ID ?? ''}] unhandled rejection:`, err);
  process.exit(1);
});
process.on('disconnect', () => process.exit(0));

// Import the code before reporting ready, so an execution's timeout measures the function's own
// work, not process start-up and module loading. A failed import is reported per execution.
loaded = loadUserFunction();
loaded.then(
  () => send({ type: 'ready', sources }),
  () => send({ type: 'ready', sources }),
);
