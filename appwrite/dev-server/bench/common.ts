import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'node-appwrite';
import { openDatabase, type Sqlite } from '../src/db/connection.ts';
import { RowStores } from '../src/db/rows.ts';
import { findTable, loadSchema, type TableDef } from '../src/db/schema.ts';
import { prepareStorage } from '../src/db/storage.ts';
import { nowIso } from '../src/util/ids.ts';

/** Shared plumbing of the backend benchmarks: a throw-away dev server, bulk loading, percentiles. */
export const appwriteDir = resolve(import.meta.dirname, '../..');
export const schemaPath = join(appwriteDir, 'appwrite.json');

export interface BenchServer {
  /** The bench process's own connection to the data directory's SQLite file (loading, engine and scan timings). */
  db: Sqlite;
  table(id: string): TableDef;
  /**
   * Starts the dev server as its own process on the loaded data (as `npm start` runs it) and returns an
   * API-key client; `env` adds to the process's environment (e.g. APPWRITE_DEV_ROUTES for the sandboxes).
   */
  serve(env?: Record<string, string>): Promise<Client>;
  close(): Promise<void>;
}

const mainTs = resolve(import.meta.dirname, '../src/main.ts');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
    s.on('error', fail);
  });
}

/** A throw-away data directory with the appwrite.json tables created, ready for bulkLoad. */
export async function benchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'instamg-bench-'));
  const schema = loadSchema(schemaPath);
  const db = openDatabase(dataDir);
  prepareStorage(db, schema.tables);
  let child: ChildProcess | undefined;
  return {
    db,
    table: (id) => {
      const t = findTable(schema, 'instamg', id);
      if (!t) throw new Error(`appwrite.json has no table ${id}`);
      return t;
    },
    serve: async (env = {}) => {
      const port = await freePort();
      // A separate process: client and server must not share one event loop, or each waits for the other.
      child = spawn(
        process.execPath,
        [
          ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
          '--import',
          'tsx',
          mainTs,
          '--port',
          String(port),
          '--data-dir',
          dataDir,
        ],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
          // Links and webhooks the server hands out point where it listens (not `localhost`, which may be ::1).
          env: { ...process.env, APPWRITE_DEV_PUBLIC_ENDPOINT: `http://127.0.0.1:${port}/v1`, ...env },
        },
      );
      for (let i = 0; ; i++) {
        if (child.exitCode !== null) throw new Error(`dev server exited with ${child.exitCode}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/v1/health/version`)).ok) break;
        } catch {
          if (i > 600) throw new Error('dev server did not start within 60 s');
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      const { secret } = (
        JSON.parse(readFileSync(join(dataDir, 'project.json'), 'utf8')) as { apiKeys: { secret: string }[] }
      ).apiKeys[0]!;
      return new Client().setEndpoint(`http://127.0.0.1:${port}/v1`).setProject('instamg').setKey(secret);
    },
    close: async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((r) => child!.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Loads rows straight through the dev server's own row store (the same insert statements, indexes,
 * R*Tree and FTS5 triggers the HTTP path uses), in 10k-row transactions. 1M rows through HTTP
 * bulk createRows would take minutes of JSON and validation that the benchmark does not measure.
 */
export function bulkLoad(
  server: BenchServer,
  tableId: string,
  count: number,
  make: (n: number) => Record<string, unknown>,
): number {
  const started = performance.now();
  const table = server.table(tableId);
  const store = new RowStores(server.db).for(table);
  // A column a row leaves out gets its default, as createRow would give it (the store's `status`
  // decides whether the store-locator function finds it at all).
  const defaults = table.columns.filter((c) => c.default !== null && c.default !== undefined);
  const at = nowIso();
  const insertBatch = server.db.transaction((from: number, to: number) => {
    for (let n = from; n <= to; n++) {
      const { $id, ...values } = make(n);
      for (const column of defaults) if (!(column.key in values)) values[column.key] = column.default;
      store.insert({ id: String($id), createdAt: at, updatedAt: at, permissions: [], values });
    }
  });
  for (let from = 1; from <= count; from += 10_000) insertBatch(from, Math.min(count, from + 9_999));
  return performance.now() - started;
}

export interface Timing {
  p50: number;
  p99: number;
  runs: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) throw new Error('no samples');
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `fn` for each input (after `warmup` untimed runs) and returns p50/p99 in ms. */
export async function time<T>(inputs: T[], fn: (input: T) => unknown, warmup = 5): Promise<Timing> {
  for (let i = 0; i < Math.min(warmup, inputs.length); i++) await fn(inputs[i]!);
  const samples: number[] = [];
  for (const input of inputs) {
    const t0 = performance.now();
    await fn(input);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), runs: samples.length };
}

export function machine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}`;
}

export const ms = (value: number): string =>
  value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);

/** A deterministic PRNG (mulberry32) so every run asks the same questions. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What every bench module prints as its last line, for scripts/bench.mjs to collect. */
export interface BenchReport {
  name: string;
  /** Markdown section (table and notes) for docs/benchmarks.md. */
  markdown: string;
  /** Targets from issue 3 and whether they were met. */
  targets: { target: string; met: boolean }[];
}

export function emit(report: BenchReport): void {
  console.log(`BENCH_RESULT ${JSON.stringify(report)}`);
}
