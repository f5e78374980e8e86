/**
 * Redeploying one remote while the apps are being served, the way a CDN deploy works: build
 * into a staging folder, then publish its files over the live dist — content-hashed chunks
 * first, the files that point at them (remoteEntry.js, mf-manifest.json) last — so a page
 * loading mid-deploy sees either the old or the new version, never a mix.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { REMOTES, type RemoteName } from './apps';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
const POINTER_FILES = ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html'];

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Builds a remote into a fresh staging folder with extra environment (e.g. PUBLIC_BUILD_LABEL). */
export async function buildRemoteToStaging(remote: RemoteName, env: Record<string, string>): Promise<string> {
  const staging = mkdtempSync(join(tmpdir(), `instamg-${remote}-`));
  const appDir = join(REPO_ROOT, REMOTES[remote].packageDir);
  const output: string[] = [];
  const code = await new Promise<number | null>((done) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
      cwd: appDir,
      env: { ...process.env, ...env, DIST_DIR: staging, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('exit', done);
  });
  if (code !== 0) throw new Error(`building ${remote} failed:\n${output.join('')}`);
  return staging;
}

export interface Snapshot {
  readonly dir: string;
  readonly files: Map<string, Buffer>;
}

/** Remembers the pointer files of a live dist so it can be rolled back. */
export function snapshotDist(dir: string): Snapshot {
  const files = new Map<string, Buffer>();
  for (const file of listFiles(dir)) if (POINTER_FILES.includes(file)) files.set(file, readFileSync(join(dir, file)));
  return { dir, files };
}

/** Publishes a staged build over a live dist: hashed assets first, pointer files last. */
export function publish(staging: string, liveDist: string): void {
  const staged = listFiles(staging);
  for (const file of staged.filter((name) => !POINTER_FILES.includes(name))) {
    cpSync(join(staging, file), join(liveDist, file));
  }
  for (const file of POINTER_FILES.filter((name) => staged.includes(name))) {
    cpSync(join(staging, file), join(liveDist, file));
  }
}

/**
 * Rolls a dist back by restoring its pointer files. The new build's hashed files stay, as on a
 * CDN: a page that loaded the new remoteEntry.js a moment ago can still fetch its chunks, so
 * specs running beside this one never see a 404. The next real build cleans them out.
 */
export function restore(snapshot: Snapshot): void {
  for (const [file, content] of snapshot.files) {
    if (POINTER_FILES.includes(file)) writeFileSync(join(snapshot.dir, file), content);
  }
}

/** Fingerprint of a dist folder (names, sizes and mtimes): proves a folder was not rebuilt. */
export function fingerprint(dir: string): string {
  return listFiles(dir)
    .map((file) => {
      const info = statSync(join(dir, file));
      return `${file}:${info.size}:${info.mtimeMs}`;
    })
    .join('\n');
}
