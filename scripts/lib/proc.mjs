// Small process helpers shared by start/test/bench: run a command, start a service, wait for it.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const log = (msg) => console.log(`\x1b[36m[instamg]\x1b[0m ${msg}`);

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

const services = new Set();

/** Starts a long-running child, prefixing its output; it is stopped by stopAll(). */
export function startService(name, cmd, args, options = {}) {
  const child = spawn(cmd, args, {
    cwd: root,
    // Same process group as us: whoever stops this script (Ctrl-C, Playwright's group kill) stops
    // the services too, so no dev server outlives its test run.
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, ...options.env },
  });
  const prefix = `\x1b[35m[${name}]\x1b[0m `;
  const pipe = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (!options.quiet) out.write(prefix + line + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  services.add(child);
  child.on('exit', () => services.delete(child));
  return child;
}

export async function stopAll() {
  const waits = [...services].map(
    (child) =>
      new Promise((res) => {
        child.once('exit', res);
        child.kill('SIGTERM');
        setTimeout(() => {
          child.kill('SIGKILL');
          res();
        }, 5000).unref();
      }),
  );
  await Promise.all(waits);
}

/** Polls a URL until it answers (any HTTP status below 500), or throws after the timeout. */
export async function waitForUrl(url, { timeoutMs = 60_000, child } = {}) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export async function ensureInstalled() {
  const marker = resolve(root, 'node_modules/.package-lock.json');
  const lock = resolve(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  const firstInstall = !existsSync(marker);
  log(firstInstall ? 'Installing dependencies (npm ci)…' : 'package-lock.json changed: updating dependencies…');
  // --prefer-offline: tarballs already in npm's cache are not re-validated against the registry.
  // Browsers come from Debian (/usr/bin/chromium); no tool may download its own.
  const env = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' };
  await run(
    'npm',
    firstInstall ? ['ci', '--prefer-offline', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
    { env },
  );
}
