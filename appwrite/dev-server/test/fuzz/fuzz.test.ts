import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { Client, ID, Query, TablesDB } from 'node-appwrite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { startChildServer } from '../security/child-server.ts';
import { generator, oversizedRequests, pathologicalRequests, type FuzzContext, type FuzzRequest } from './cases.ts';

/**
 * ≥ 5,000 deterministic malformed requests against an in-process dev server: each must get
 * Appwrite error JSON `{message, code, type, version}` with a 4xx status — never a 5xx, never a
 * dropped connection — and the fixture table must be byte-for-byte the same afterwards.
 */
const SEED = 20261122;
const COUNT = 5_000;
const CONCURRENCY = 8;

let t: TestServer;
let ctx: FuzzContext;
let tables: TablesDB;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const table = 'settings';

interface Answer {
  status: number;
  body: string;
  contentType: string;
}

/** A hung connection is a failure too: no answer within 15 s rejects. */
function send(base: URL, r: FuzzRequest, via: Agent = agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        headers: r.headers,
        agent: via,
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            contentType: String(res.headers['content-type'] ?? ''),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', reject);
    req.end(r.body);
  });
}

/** Why an answer is not Appwrite error JSON with a 4xx status, or null when it is. */
function verdict(answer: Answer): string | null {
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  if (!answer.contentType.startsWith('application/json')) return `content-type "${answer.contentType}"`;
  let error: Record<string, unknown>;
  try {
    error = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return 'body is not JSON';
  }
  if (typeof error.message !== 'string' || !error.message) return 'no message';
  if (error.code !== answer.status) return `code ${String(error.code)} ≠ status ${answer.status}`;
  if (typeof error.type !== 'string' || !/^[a-z0-9_]+$/.test(error.type)) return `type ${JSON.stringify(error.type)}`;
  if (typeof error.version !== 'string' || !error.version) return 'no version';
  return null;
}

async function checksum(): Promise<string> {
  const all = await tables.listRows({
    databaseId: 'instamg',
    tableId: table,
    queries: [Query.orderAsc('$id'), Query.limit(1000)],
  });
  return createHash('sha256').update(JSON.stringify(all.rows)).digest('hex');
}

beforeAll(async () => {
  t = await startTestServer();
  tables = new TablesDB(t.serverClient());
  const rowIds: string[] = [];
  for (let i = 0; i < 25; i++) {
    const row = await tables.createRow({
      databaseId: 'instamg',
      tableId: table,
      rowId: ID.unique(),
      data: { key: `fixture-${i}`, value: `value ${i} ✓ ₹` },
    });
    rowIds.push(row.$id);
  }
  ctx = { projectId: t.projectId, apiKey: t.apiKey, table, rowIds };
});

afterAll(async () => {
  agent.destroy();
  await t?.close();
});

describe('fuzz: malformed requests', () => {
  const failures: string[] = [];
  const families = new Map<string, number>();
  let done = 0;
  let before = '';

  it(`sends ${COUNT} seeded malformed requests (seed ${SEED}) plus oversized bodies`, async () => {
    before = await checksum();
    const base = new URL(t.endpoint);
    const next = generator(SEED, ctx);
    const queue = Array.from({ length: COUNT }, next);
    const check = async (r: FuzzRequest, via: Agent = agent): Promise<void> => {
      families.set(r.family, (families.get(r.family) ?? 0) + 1);
      let problem: string | null;
      let answer: Answer | undefined;
      try {
        answer = await send(base, r, via);
        problem = verdict(answer);
      } catch (err) {
        problem = `connection failed: ${(err as Error).message}`;
      }
      done++;
      if (problem && failures.length < 25)
        failures.push(
          `[${r.family}] ${r.method} ${r.path.slice(0, 160)} → ${problem} ${answer?.body.slice(0, 120) ?? ''}`,
        );
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let r = queue.shift(); r; r = queue.shift()) await check(r);
      }),
    );
    // After each oversized body the same keep-alive connection must still answer (or be closed cleanly).
    const single = new Agent({ keepAlive: true, maxSockets: 1 });
    const health: FuzzRequest = { family: 'oversized', method: 'GET', path: '/v1/health/version', headers: {} };
    try {
      for (const r of oversizedRequests(ctx)) {
        await check(r, single);
        const after = await send(base, health, single).then(
          (a) => String(a.status),
          (err: Error) => err.message,
        );
        if (after !== '200')
          failures.push(
            `[oversized] ${r.method} ${r.path} (${r.headers['transfer-encoding'] ?? 'content-length'}) → the next request on the same connection got: ${after}`,
          );
      }
    } finally {
      single.destroy();
    }
    console.log(`fuzz: ${done} requests, families ${JSON.stringify(Object.fromEntries(families))}`);
    expect(done).toBeGreaterThanOrEqual(COUNT);
    expect(families.size).toBeGreaterThanOrEqual(9);
  }, 180_000);

  it('every one was answered with Appwrite error JSON and a 4xx status (no 5xx, no dropped connection)', () => {
    expect(failures).toEqual([]);
  });

  it('afterwards the server still answers and the fixture rows are byte-for-byte unchanged', async () => {
    expect((await fetch(`${t.endpoint}/health/version`)).status).toBe(200);
    expect(await checksum()).toBe(before);
  });

  it('pathological queries and oversized guest bodies never stall /v1/health (answered within 1 s throughout; a stall check, not a speed check)', async () => {
    // Its own server process: a stalled server then fails this test instead of freezing the test run.
    const child = await startChildServer();
    const childTables = new TablesDB(
      new Client().setEndpoint(child.endpoint).setProject(child.projectId).setKey(child.apiKey),
    );
    // The victim of catastrophic regexes: a long run of a's that the patterns almost match.
    await childTables.createRow({
      databaseId: 'instamg',
      tableId: table,
      rowId: 'redos-victim',
      data: { key: 'redos-victim', value: `${'a'.repeat(4000)}!` },
    });
    const base = new URL(child.endpoint);
    const probe = new Agent({ keepAlive: true, maxSockets: 1 });
    const latencies: number[] = [];
    const stalls: string[] = [];
    let running = true;
    // Health is timed from a timer in this process: a blocked event loop delays the timer and the answer alike.
    const pinger = (async () => {
      while (running) {
        const started = performance.now();
        const answer = await Promise.race([
          send(base, { family: 'health', method: 'GET', path: '/v1/health/version', headers: {} }, probe).then(
            (a) => a.status,
            () => 0,
          ),
          new Promise<number>((r) => setTimeout(() => r(-1), 1000)),
        ]);
        const ms = performance.now() - started;
        latencies.push(ms);
        if (answer !== 200 || ms >= 1000)
          stalls.push(`health ${answer === -1 ? 'no answer' : `status ${answer}`} after ${Math.round(ms)} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const problems: string[] = [];
    const worst = { ms: 0, request: '' };
    const requests = pathologicalRequests({ projectId: child.projectId, apiKey: child.apiKey, table, rowIds: [] });
    const pool = new Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const queue = [...requests, ...requests]; // twice: cached and uncached paths alike
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          // After a stall, send nothing more: the answer is known and a stuck server only adds time-outs.
          for (let r = queue.shift(); r && stalls.length === 0; r = queue.shift()) {
            const started = performance.now();
            const label = `${r.method} ${r.path.slice(0, 100)}${r.body ? ` (${r.body.length} bytes)` : ''}`;
            try {
              const answer = await send(base, r, pool);
              if (answer.status >= 500 || !answer.contentType.startsWith('application/json'))
                problems.push(`${label} → ${answer.status} ${answer.body.slice(0, 120)}`);
            } catch (err) {
              problems.push(`${label} → ${(err as Error).message}`);
            }
            const ms = performance.now() - started;
            if (ms > worst.ms) Object.assign(worst, { ms, request: label });
          }
        }),
      );
    } finally {
      running = false;
      await pinger;
      probe.destroy();
      pool.destroy();
      await child.close();
    }
    const report = {
      requests: requests.length * 2,
      healthProbes: latencies.length,
      worstHealthMs: Math.round(Math.max(...latencies)),
      medianHealthMs: Math.round([...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)] ?? 0),
      slowestRequestMs: Math.round(worst.ms),
      slowestRequest: worst.request,
      stalls,
    };
    console.log(
      `fuzz stall check: worst /v1/health ${report.worstHealthMs} ms over ${report.healthProbes} probes; slowest request ${report.slowestRequestMs} ms (${report.slowestRequest})`,
    );
    const resultsDir = resolve(import.meta.dirname, '../../../../.data/test-results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(resolve(resultsDir, 'fuzz-stall.json'), `${JSON.stringify(report, null, 2)}\n`);
    expect(problems).toEqual([]);
    expect(latencies.length).toBeGreaterThan(0);
    expect(stalls).toEqual([]);
  }, 120_000);

  it('a percent-encoded dot segment is an id, not a step up the path (GET …/rows/%2e%2e must not answer the table)', async () => {
    const answer = await send(new URL(t.endpoint), {
      family: 'path-tricks',
      method: 'GET',
      path: `/v1/tablesdb/instamg/tables/${table}/rows/%2e%2e`,
      headers: { 'x-appwrite-project': t.projectId, 'x-appwrite-key': t.apiKey },
    });
    expect(verdict(answer), answer.body.slice(0, 120)).toBeNull();
  });

  it('the generator is deterministic for a seed and differs across seeds', () => {
    const sample = (seed: number): string => {
      const next = generator(seed, { projectId: 'p', apiKey: 'k', table: 't', rowIds: ['r'] });
      return JSON.stringify(Array.from({ length: 50 }, next));
    };
    expect(sample(1)).toBe(sample(1));
    expect(sample(1)).not.toBe(sample(2));
  });
});
