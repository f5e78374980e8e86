/**
 * A render server of its own for an SSR spec (scripts/serve-ssr.mjs): the built shell on its own
 * port, the e2e remotes' node builds (or a deploy map the spec gives), the e2e backend. Each spec
 * file has its own port, so files run in parallel. The ports are web platforms of the e2e backend
 * (playwright.config.ts), so hydrated pages may call it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL_APP, appPort } from '../../shared/src/mf/remotes';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Offsets from SHELL_PORT of the SSR specs' render servers (listed as backend platforms too). */
export const SSR_PORT_OFFSETS = {
  pages: 20,
  hydration: 21,
  remoteDown: 22,
  locationDown: 23,
  liveDeploy: 24,
  htmlCache: 26,
} as const;

export function ssrPort(name: keyof typeof SSR_PORT_OFFSETS): number {
  return appPort(SHELL_APP, process.env) + SSR_PORT_OFFSETS[name];
}

export interface RenderServer {
  origin: string;
  /** Everything the server printed (its warnings name the sections that fell back). */
  output(): string;
  /** Whether the process is still alive (a bad remote must never crash it). */
  alive(): boolean;
  stop(): Promise<void>;
}

export async function startRenderServer(
  name: keyof typeof SSR_PORT_OFFSETS,
  env: Record<string, string> = {},
): Promise<RenderServer> {
  const port = ssrPort(name);
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve-ssr.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, SHELL_PORT: String(port), PUBLIC_APP_URL: `http://localhost:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 30_000;
  while (!output.includes('instamg render server at')) {
    if (exited) throw new Error(`the render server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the render server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    origin: `http://localhost:${port}`,
    output: () => output,
    alive: () => !exited,
    stop: () =>
      new Promise((done) => {
        if (exited) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
