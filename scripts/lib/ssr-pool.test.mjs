import { describe, expect, it } from 'vitest';
import { createPoolManager } from './ssr-pool.mjs';
import { diffSnapshots, snapshotFromDeployMap, versionFromUrl, webManifests } from './ssr-snapshot.mjs';

const WEB = {
  mf_catalog: 'http://cdn.test/catalog/mf-manifest.json',
  mf_location: 'http://cdn.test/location/mf-manifest.json',
};

const snapshot = (catalogVersion, extra = {}) =>
  snapshotFromDeployMap(
    {
      mf_catalog: {
        node: `http://cdn.test/catalog/node/${catalogVersion}/mf-manifest.json`,
        web: `http://cdn.test/catalog/web/${catalogVersion}/mf-manifest.json`,
      },
      mf_location: 'http://cdn.test/location/node/l1/mf-manifest.json',
      ...extra,
    },
    WEB,
  );

describe('deploy-map snapshots', () => {
  it('reads versions from versioned paths and pins only the web builds the map names', () => {
    const s = snapshot('v2');
    expect(s.remotes.mf_catalog).toEqual({
      version: 'v2',
      node: 'http://cdn.test/catalog/node/v2/mf-manifest.json',
      web: 'http://cdn.test/catalog/web/v2/mf-manifest.json',
    });
    // A node-only entry pins nothing: the page keeps /runtime-config.js's web URL.
    expect(s.remotes.mf_location).toEqual({
      version: 'l1',
      node: 'http://cdn.test/location/node/l1/mf-manifest.json',
      web: null,
    });
    expect(webManifests(s)).toEqual({ mf_catalog: 'http://cdn.test/catalog/web/v2/mf-manifest.json' });
    expect(versionFromUrl('http://x.test/a/mf-manifest.json')).toBeNull();
  });

  it('has a short id that is stable under key order and changes with any version or URL', () => {
    const a = snapshot('v1');
    const reordered = snapshotFromDeployMap(
      {
        mf_location: 'http://cdn.test/location/node/l1/mf-manifest.json',
        mf_catalog: {
          web: 'http://cdn.test/catalog/web/v1/mf-manifest.json',
          node: 'http://cdn.test/catalog/node/v1/mf-manifest.json',
        },
      },
      WEB,
    );
    expect(a.id).toMatch(/^[0-9a-f]{12}$/);
    expect(reordered.id).toBe(a.id);
    expect(snapshot('v2').id).not.toBe(a.id);
    const otherWeb = snapshotFromDeployMap(
      {
        mf_catalog: { node: 'http://cdn.test/catalog/node/v1/mf-manifest.json', web: 'http://cdn.test/x.json' },
        mf_location: 'http://cdn.test/location/node/l1/mf-manifest.json',
      },
      WEB,
    );
    expect(otherWeb.id).not.toBe(a.id);
  });

  it('diffs snapshots: changed, added and removed remotes', () => {
    const a = snapshotFromDeployMap({ mf_catalog: 'http://cdn.test/catalog/node/v1/mf-manifest.json' }, WEB);
    expect(diffSnapshots(a, snapshot('v2'))).toEqual({ added: ['mf_location'], removed: [], changed: ['mf_catalog'] });
    expect(diffSnapshots(snapshot('v2'), a)).toEqual({ added: [], removed: ['mf_location'], changed: ['mf_catalog'] });
    expect(diffSnapshots(null, a)).toEqual({ added: ['mf_catalog'], removed: [], changed: [] });
    expect(diffSnapshots(a, a)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('rejects maps that are not objects of remotes', () => {
    expect(() => snapshotFromDeployMap([], WEB)).toThrow(/JSON object/);
    expect(() => snapshotFromDeployMap({ mf_catalog: {} }, WEB)).toThrow(/no node manifest/);
    expect(() => snapshotFromDeployMap({ nope: 'http://x.test/node/v1/m.json' }, WEB)).toThrow(/not a remote/);
  });
});

/** A fake pool: renders resolve when the test says so; drain waits for them. */
function fakePool(s) {
  const inFlight = new Set();
  let drained = false;
  let terminated = false;
  return {
    snapshot: s,
    size: 1,
    ready: Promise.resolve([]),
    inFlight: () => inFlight.size,
    get drained() {
      return drained;
    },
    get terminated() {
      return terminated;
    },
    render(request) {
      if (terminated) return Promise.reject(new Error('terminated'));
      let finish;
      const job = new Promise((done) => (finish = done)).then(() => {
        inFlight.delete(job);
        return { version: s.remotes.mf_catalog.version, url: request.url };
      });
      job.finish = finish;
      inFlight.add(job);
      return job;
    },
    finishAll() {
      for (const job of inFlight) job.finish();
    },
    async drain() {
      drained = true;
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      terminated = true;
    },
  };
}

function harness(warmUpProblems = () => []) {
  let clock = 1_000;
  const pools = [];
  const logs = [];
  const log = { log: (m) => logs.push(m), warn: (m) => logs.push(m), error: (m) => logs.push(m) };
  const manager = createPoolManager({
    boot: (s) => {
      const pool = fakePool(s);
      pools.push(pool);
      return pool;
    },
    warmUp: async (pool) => {
      clock += 250;
      return warmUpProblems(pool);
    },
    now: () => clock,
    log,
    retryMs: 10_000,
  });
  return { manager, pools, logs, advance: (ms) => (clock += ms) };
}

describe('the pool manager (swap and drain)', () => {
  it('serves the first snapshot, swaps to a new one after its warm-up and drains the old pool', async () => {
    const { manager, pools } = harness();
    expect(await manager.apply(snapshot('v1'))).toBe('swapped');
    expect(await manager.apply(snapshot('v1'))).toBe('current');

    // A request in flight on v1 while v2 is swapped in.
    const early = manager.render({ url: '/a' });
    await Promise.resolve();
    expect(await manager.apply(snapshot('v2'))).toBe('swapped');
    expect(manager.current().snapshot.remotes.mf_catalog.version).toBe('v2');
    expect(pools[0].drained).toBe(true);
    expect(pools[0].terminated).toBe(false); // still finishing its request
    expect(manager.health().pools.map((p) => p.state)).toEqual(['serving', 'draining']);

    const late = manager.render({ url: '/b' });
    pools[0].finishAll();
    pools[1].finishAll();
    expect((await early).result).toEqual({ version: 'v1', url: '/a' });
    expect((await early).snapshot.id).toBe(snapshot('v1').id);
    expect((await late).result).toEqual({ version: 'v2', url: '/b' });
    await new Promise((done) => setTimeout(done, 0));
    expect(pools[0].terminated).toBe(true);
    expect(manager.health().pools.map((p) => p.state)).toEqual(['serving']);
    expect(manager.health().swaps).toBe(1);
    expect(manager.health().lastSwap).toMatchObject({
      durationMs: 250,
      from: snapshot('v1').id,
      to: snapshot('v2').id,
    });
  });

  it('refuses a snapshot whose warm-up fails: the last good one keeps serving and health shows why', async () => {
    const { manager, pools, logs, advance } = harness((pool) =>
      pool.snapshot.remotes.mf_catalog.version === 'bad' ? ['/: mf_catalog threw'] : [],
    );
    await manager.apply(snapshot('v1'));
    expect(await manager.apply(snapshot('bad'))).toBe('refused');
    expect(manager.current().snapshot.id).toBe(snapshot('v1').id);
    expect(pools[1].terminated).toBe(true); // the refused pool is released
    const health = manager.health();
    expect(health.snapshot.versions.mf_catalog).toBe('v1');
    expect(health.lastFailure).toMatchObject({ snapshot: snapshot('bad').id, reason: '/: mf_catalog threw' });
    expect(health.lastFailure.versions.mf_catalog).toBe('bad');
    expect(logs.some((line) => /NOT served/.test(line))).toBe(true);

    // Not booted again on every poll, but retried after retryMs.
    expect(await manager.apply(snapshot('bad'))).toBe('refused-before');
    expect(pools).toHaveLength(2);
    advance(10_000);
    expect(await manager.apply(snapshot('bad'))).toBe('refused');
    expect(pools).toHaveLength(3);
    // A fixed version goes through.
    expect(await manager.apply(snapshot('v3'))).toBe('swapped');
    expect(manager.current().snapshot.remotes.mf_catalog.version).toBe('v3');
  });

  it('serves the first snapshot even when its warm-up had problems (nothing better) and reports them', async () => {
    const { manager } = harness(() => ['could not load mf_catalog/HomePage']);
    expect(await manager.apply(snapshot('v1'))).toBe('swapped');
    expect(manager.health().lastFailure.reason).toMatch(/served anyway.*HomePage/);
  });

  it('boots one snapshot at a time', async () => {
    const { manager } = harness();
    const first = manager.apply(snapshot('v1'));
    const again = manager.apply(snapshot('v1'));
    const other = manager.apply(snapshot('v2'));
    expect(await again).toBe('booting');
    expect(await other).toBe('busy');
    expect(await first).toBe('swapped');
  });

  it('render waits for the first pool', async () => {
    const { manager, pools } = harness();
    const waiting = manager.render({ url: '/' });
    await manager.apply(snapshot('v1'));
    await Promise.resolve();
    pools[0].finishAll();
    expect((await waiting).result.version).toBe('v1');
  });
});
