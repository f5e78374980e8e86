// One render worker of a pool (scripts/lib/ssr-pool.mjs): sets the globals of ITS deploy snapshot,
// loads the shell's render bundle (which loads the snapshot's remote node builds through the MF
// runtime), loads every public page module, then renders the requests its pool sends.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const { bundle, runtimeConfig, remotes, serverRemotes, warmUpMs } = workerData;
const require = createRequire(import.meta.url);

// Remote code runs in this worker: a stray rejection in it must not end the worker.
process.on('unhandledRejection', (reason) => console.error('[ssr] unhandled rejection (worker keeps running)', reason));

// Server-side reads use the same public config (a guest client: no key, no session).
globalThis.__INSTAMG_CONFIG__ = runtimeConfig;
globalThis.__INSTAMG_SSR_REMOTES__ = remotes;

const { loadRenderer } = require(bundle);
const { render, warmUp } = await loadRenderer();
// A remote that hangs must not keep the pool from starting: the module warm-up has a limit.
const failures = await Promise.race([
  warmUp(serverRemotes),
  new Promise((done) => setTimeout(() => done([`the remotes (still loading after ${warmUpMs} ms)`]), warmUpMs).unref()),
]);
parentPort.postMessage({ type: 'ready', failures });

parentPort.on('message', async ({ id, request }) => {
  try {
    parentPort.postMessage({ id, result: await render(request) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
