// Live remote redeploys on the render server (docs/decisions/0005-server-rendering.md, part 2).
// Module Federation cannot reload a remote inside a running process (research/ssr.md §1.3), so
// each deploy-map snapshot renders in its own pool of worker threads: a fresh isolate loads the
// shell's render bundle and that snapshot's remote node builds. A new snapshot gets a new pool,
// warmed on a few pages; only if the warm-up passes does it replace the serving pool (one
// assignment), and the old pool drains (requests in flight finish) before its workers end.
//
//   createWorkerPool(…)   a pool of worker_threads for one snapshot: render(request), drain()
//   createPoolManager(…)  the swap state machine (pure: the pools and the clock are injected)
import { Worker } from 'node:worker_threads';
import { describeChange, nodeManifests, versions } from './ssr-snapshot.mjs';

const WORKER_FILE = new URL('./ssr-worker.mjs', import.meta.url);

/**
 * A pool of `size` workers rendering one snapshot. `ready` resolves with the module load failures
 * the workers met (page modules of the snapshot's remotes), or rejects when a worker cannot start.
 * @param {{ snapshot: object, size: number, bundle: string, runtimeConfig: object, warmUpMs: number,
 *   WorkerImpl?: typeof Worker }} options
 */
export function createWorkerPool({ snapshot, size, bundle, runtimeConfig, warmUpMs, WorkerImpl = Worker }) {
  const serverRemotes = Object.keys(snapshot.remotes);
  const slots = [];
  const pending = new Map();
  let nextId = 0;
  let closing = false;
  let closed = false;
  let drained;
  const idle = new Promise((done) => (drained = done));
  let failures = [];
  // A worker that keeps dying (e.g. the bundle cannot load) is not restarted for ever.
  let restarts = size * 3;

  function spawnWorker() {
    const worker = new WorkerImpl(WORKER_FILE, {
      workerData: { bundle, runtimeConfig, remotes: nodeManifests(snapshot), serverRemotes, warmUpMs },
    });
    const slot = { worker, inFlight: new Set(), ready: null, dead: false };
    slot.ready = new Promise((resolve, reject) => {
      worker.on('message', (message) => {
        if (message.type === 'ready') {
          failures = [...new Set([...failures, ...message.failures])];
          resolve();
          return;
        }
        const job = pending.get(message.id);
        if (!job) return;
        pending.delete(message.id);
        slot.inFlight.delete(message.id);
        if (message.error) job.reject(new Error(message.error));
        else job.resolve(message.result);
        settle();
      });
      const lost = (reason) => {
        if (slot.dead) return;
        slot.dead = true;
        reject(reason);
        // A worker that dies (remote code can exit or crash it) fails its own requests only;
        // the pool replaces it while it serves.
        for (const id of slot.inFlight) {
          pending.get(id)?.reject(new Error(`render worker stopped: ${reason.message}`));
          pending.delete(id);
        }
        slot.inFlight.clear();
        const index = slots.indexOf(slot);
        if (index >= 0) slots.splice(index, 1);
        if (!closing && restarts-- > 0) slots.push(spawnWorker());
        settle();
      };
      worker.on('error', (error) => lost(error));
      worker.on('exit', (code) => {
        if (!closed) lost(new Error(`exited with code ${code}`));
      });
    });
    slot.ready.catch(() => {});
    return slot;
  }

  for (let i = 0; i < size; i += 1) slots.push(spawnWorker());
  const inFlight = () => slots.reduce((sum, slot) => sum + slot.inFlight.size, 0);
  const settle = () => {
    if (closing && inFlight() === 0) drained();
  };

  return {
    snapshot,
    size,
    serverRemotes,
    ready: Promise.all(slots.map((slot) => slot.ready)).then(() => failures),
    inFlight,
    /** Renders on the least busy worker. Counted in flight at once (a drain waits for it). */
    render(request) {
      if (closed || slots.length === 0) return Promise.reject(new Error('the pool has no render worker'));
      const slot = slots.reduce((best, candidate) => (candidate.inFlight.size < best.inFlight.size ? candidate : best));
      const id = nextId++;
      slot.inFlight.add(id);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        slot.worker.postMessage({ id, request: { ...request, serverRemotes } });
      });
    },
    /** Waits for the requests in flight (at most `timeoutMs`), then ends the workers. */
    async drain(timeoutMs = 30_000) {
      closing = true;
      settle();
      let timer;
      await Promise.race([idle, new Promise((done) => (timer = setTimeout(done, timeoutMs)))]);
      clearTimeout(timer);
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
      for (const job of pending.values()) job.reject(new Error('the pool was closed'));
      pending.clear();
    },
  };
}

/**
 * The swap state machine. `boot(snapshot)` makes a pool (`{ snapshot, ready, render, drain,
 * inFlight, size }`); `warmUp(pool)` resolves with a list of problems (empty = good). The first
 * pool serves whatever its warm-up says (there is nothing better; its problems are reported);
 * every later one serves only after a clean warm-up. A refused snapshot is tried again after
 * `retryMs` (a transient failure, e.g. the backend down during the warm-up, heals by itself).
 */
export function createPoolManager({ boot, warmUp, now = Date.now, log = console, retryMs = 60_000 }) {
  let current = null;
  let booting = null;
  let lastSwap = null;
  let lastFailure = null;
  let swaps = 0;
  const refused = new Map(); // snapshot id → time refused
  const draining = new Set();
  let resolveFirst;
  const first = new Promise((done) => (resolveFirst = done));

  async function apply(snapshot) {
    if (current?.snapshot.id === snapshot.id) return 'current';
    if (booting) return booting.snapshot.id === snapshot.id ? 'booting' : 'busy';
    const refusedAt = refused.get(snapshot.id);
    if (refusedAt !== undefined && now() - refusedAt < retryMs) return 'refused-before';

    const started = now();
    const pool = boot(snapshot);
    booting = pool;
    let problems;
    try {
      problems = await warmUp(pool);
    } catch (error) {
      problems = [error instanceof Error ? error.message : String(error)];
    }
    booting = null;
    const durationMs = now() - started;
    if (problems.length > 0 && current) {
      const reason = problems.join('; ');
      lastFailure = { at: new Date(now()).toISOString(), snapshot: snapshot.id, versions: versions(snapshot), reason };
      refused.set(snapshot.id, now());
      log.error(
        `[ssr] deploy snapshot ${snapshot.id} (${describeChange(current.snapshot, snapshot)}) failed its warm-up and is NOT served; ${current.snapshot.id} keeps serving: ${reason}`,
      );
      await pool.drain(0).catch(() => {});
      return 'refused';
    }
    if (problems.length > 0) {
      lastFailure = {
        at: new Date(now()).toISOString(),
        snapshot: snapshot.id,
        versions: versions(snapshot),
        reason: `served anyway (first snapshot): ${problems.join('; ')}`,
      };
      log.warn(`[ssr] the first deploy snapshot warmed up with problems (requests will retry): ${problems.join('; ')}`);
    }
    const previous = current;
    current = pool; // the swap: every request from here on renders in the new pool
    refused.delete(snapshot.id);
    swaps += previous ? 1 : 0;
    lastSwap = {
      at: new Date(now()).toISOString(),
      durationMs,
      from: previous?.snapshot.id ?? null,
      to: snapshot.id,
    };
    log.log(
      previous
        ? `[ssr] now rendering with snapshot ${snapshot.id} (${describeChange(previous.snapshot, snapshot)}); warm in ${durationMs} ms`
        : `[ssr] rendering with snapshot ${snapshot.id}: ${describePool(snapshot)}`,
    );
    resolveFirst(pool);
    if (previous) {
      draining.add(previous);
      previous
        .drain()
        .catch((error) => log.error('[ssr] draining the previous pool failed', error))
        .finally(() => draining.delete(previous));
    }
    return 'swapped';
  }

  return {
    apply,
    /** Resolves once a pool serves (the first snapshot's, whatever its warm-up said). */
    ready: first,
    current: () => current,
    /** Renders in the serving pool; resolves with the result and the snapshot it was rendered with. */
    async render(request) {
      const pool = current ?? (await first);
      const result = await pool.render(request);
      return { result, snapshot: pool.snapshot };
    },
    health: () => ({
      snapshot: current ? { id: current.snapshot.id, versions: versions(current.snapshot) } : null,
      booting: booting ? { id: booting.snapshot.id, versions: versions(booting.snapshot) } : null,
      swaps,
      lastSwap,
      lastFailure,
      pools: [
        ...(current
          ? [{ snapshot: current.snapshot.id, state: 'serving', size: current.size, inFlight: current.inFlight() }]
          : []),
        ...(booting
          ? [{ snapshot: booting.snapshot.id, state: 'warming', size: booting.size, inFlight: booting.inFlight() }]
          : []),
        ...[...draining].map((pool) => ({
          snapshot: pool.snapshot.id,
          state: 'draining',
          size: pool.size,
          inFlight: pool.inFlight(),
        })),
      ],
    }),
    /** Stops everything (server shutdown). */
    async close() {
      await Promise.all([current, booting, ...draining].filter(Boolean).map((pool) => pool.drain(5000)));
    },
  };
}

function describePool(snapshot) {
  const names = Object.keys(snapshot.remotes);
  return names.length
    ? names.map((name) => `${name} ${snapshot.remotes[name].version}`).join(', ')
    : 'no remote node builds';
}
