/**
 * A broken build of a remote, served to one page only: built into a staging folder from a
 * variant rsbuild config (e2e/mf/fixtures/*.rsbuild.config.ts), then answered for every request
 * to that remote's origin with `page.route`, so specs running beside it still see the real remote.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTES, remoteUrlPattern, type RemoteName } from './apps';
import { REPO_ROOT } from './deploy';

export async function buildRemoteVariant(remote: RemoteName, configFile: string): Promise<string> {
  const staging = mkdtempSync(join(tmpdir(), `instamg-${remote}-variant-`));
  const output: string[] = [];
  const code = await new Promise<number | null>((done) => {
    const child = spawn(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build', '-c', configFile],
      {
        cwd: join(REPO_ROOT, REMOTES[remote].packageDir),
        env: { ...process.env, DIST_DIR: staging, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('exit', done);
  });
  if (code !== 0) throw new Error(`building ${remote} with ${configFile} failed:\n${output.join('')}`);
  return staging;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Answers this page's requests to the remote from `dist` (CORS as the real remote server). */
export async function serveRemoteFrom(page: Page, remote: RemoteName, dist: string): Promise<void> {
  await page.route(remoteUrlPattern(remote), (route) => {
    const path = normalize(join(dist, new URL(route.request().url()).pathname));
    if (!path.startsWith(dist + sep) || !existsSync(path) || !TYPES[extname(path)]) {
      return route.fulfill({ status: 404, body: 'not found' });
    }
    return route.fulfill({
      status: 200,
      headers: {
        'content-type': TYPES[extname(path)]!,
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      },
      body: readFileSync(path),
    });
  });
}
