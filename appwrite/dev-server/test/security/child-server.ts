import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The real entry point (src/main.ts) in its own process, as `npm start` runs it. A request that
 * pins the server's event loop then cannot stall the test itself: the test can still time the
 * server's /v1/health and kill it afterwards.
 */
export interface ChildServer {
  endpoint: string;
  projectId: string;
  apiKey: string;
  close(): Promise<void>;
}

const mainTs = resolve(import.meta.dirname, '../../src/main.ts');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
    s.on('error', fail);
  });
}

export async function startChildServer(env: Record<string, string> = {}): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'instamg-child-'));
  const port = await freePort();
  const proc: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', mainTs, '--port', String(port), '--data-dir', dataDir],
    {
      cwd: resolve(import.meta.dirname, '../../../..'),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
  const endpoint = `http://127.0.0.1:${port}/v1`;
  const close = async (): Promise<void> => {
    if (proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`dev server exited (${proc.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${endpoint}/health/version`)).ok) {
        const project = JSON.parse(readFileSync(join(dataDir, 'project.json'), 'utf8')) as {
          id: string;
          apiKeys: { secret: string }[];
        };
        return { endpoint, projectId: project.id, apiKey: project.apiKeys[0]!.secret, close };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await close();
  throw new Error(`dev server did not start: ${stderr}`);
}

/** Milliseconds until GET /v1/health answers, or Infinity when it does not within `withinMs`. */
export async function healthLatency(endpoint: string, withinMs = 1000): Promise<number> {
  const started = performance.now();
  try {
    const res = await fetch(`${endpoint}/health/version`, { signal: AbortSignal.timeout(withinMs) });
    await res.arrayBuffer();
    return res.ok ? performance.now() - started : Infinity;
  } catch {
    return Infinity;
  }
}
