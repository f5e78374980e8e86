// The whole product on the embedded default: Appwrite-compatible dev server, seed, built apps.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { log, root, run, startService, waitForUrl } from './proc.mjs';

export const APPS = ['mf-catalog', 'mf-cart-checkout', 'mf-location', 'mf-store-panel', 'mf-admin', 'shell'];

export const ports = () => ({
  backend: Number(process.env.APPWRITE_DEV_PORT ?? 8080),
  shell: Number(process.env.SHELL_PORT ?? 3000),
});

/** Where the payment sandbox sends a customer back to: the shell these apps are served from. */
const publicAppUrl = () => process.env.PUBLIC_APP_URL ?? `http://localhost:${ports().shell}`;

const tsx = resolve(root, 'node_modules/.bin/tsx');

/**
 * The backend's web platforms (CORS, Origin check, allowed redirect URLs): the shell and the five
 * remotes where they are served (their *_PORT or *_URL, one definition in shared/src/mf/remotes.ts),
 * PUBLIC_APP_URL, and anything already in APPWRITE_DEV_PLATFORMS. Partner sites that embed the
 * widget come from WIDGET_PARTNER_ORIGINS, which the dev server reads itself.
 */
async function appPlatforms() {
  // Imported here, not at the top: npm test and npm start load this file before they install tsx.
  const { tsImport } = await import('tsx/esm/api');
  const { SHELL_APP, appPort, remoteManifestUrls } = await tsImport('../../shared/src/mf/remotes.ts', import.meta.url);
  const origins = [
    publicAppUrl(),
    `http://localhost:${appPort(SHELL_APP, process.env)}`,
    ...Object.values(remoteManifestUrls(process.env)),
  ].map((url) => new URL(url).origin);
  return [process.env.APPWRITE_DEV_PLATFORMS, ...new Set(origins)].filter(Boolean).join(',');
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-embed') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** An app needs a build when its dist is missing or older than its sources or the shared package. */
export function appsNeedingBuild() {
  const sharedTime = newestMtime(resolve(root, 'shared/src'));
  return APPS.filter((app) => {
    // Production remotes have no page of their own (build-config.ts), only their manifest.
    const built = resolve(root, app, app === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json');
    if (!existsSync(built)) return true;
    return Math.max(sharedTime, newestMtime(resolve(root, app))) > statSync(built).mtimeMs;
  });
}

/**
 * The function bundles (appwrite/functions/<id>/dist/main.js) that are missing or older than
 * their function's source, the shared function code (lib/, build.ts, bundle.ts) or the shared package.
 */
export function functionsNeedingBuild() {
  const functionsDir = resolve(root, 'appwrite/functions');
  const sharedTime = Math.max(
    newestMtime(resolve(root, 'shared/src')),
    newestMtime(join(functionsDir, 'lib')),
    newestMtime(join(functionsDir, 'build.ts')),
    newestMtime(join(functionsDir, 'bundle.ts')),
  );
  const { functions = [] } = JSON.parse(readFileSync(resolve(root, 'appwrite/appwrite.json'), 'utf8'));
  return functions
    .filter((fn) => existsSync(resolve(root, 'appwrite', fn.path, 'src/main.ts')))
    .filter((fn) => {
      const bundle = resolve(root, 'appwrite', fn.path, fn.entrypoint);
      if (!existsSync(bundle)) return true;
      return Math.max(sharedTime, newestMtime(resolve(root, 'appwrite', fn.path, 'src'))) > statSync(bundle).mtimeMs;
    })
    .map((fn) => fn.$id);
}

export async function buildIfNeeded({ force = false, firstLoadCheck = false } = {}) {
  const functions = force || functionsNeedingBuild().length > 0 ? ['functions'] : [];
  const stale = [...functions, ...(force ? APPS : appsNeedingBuild())];
  if (stale.length === 0) return log('Apps and function bundles are built and up to date.');
  log(`Building ${stale.join(', ')}…`);
  // The first-load budget check (scripts/build.mjs) seeds a stack of its own, ~40 s: `npm test` and
  // `npm run build` run it; `npm start` and the benches only need the bundles.
  await run('node', ['scripts/build.mjs', ...stale], firstLoadCheck ? {} : { env: { FIRST_LOAD_CHECK: '0' } });
}

/**
 * Starts the dev server on `dataDir` and seeds it (the seed is idempotent: it returns at once
 * on a seeded database). Resolves with the endpoint once it answers.
 */
export async function startBackend({ dataDir, reset = false, seed = true, credentialsFile }) {
  const { backend } = ports();
  const endpoint = `http://localhost:${backend}/v1`;
  const args = [
    'appwrite/dev-server/src/main.ts',
    '--port',
    String(backend),
    '--data-dir',
    dataDir,
    '--var',
    `PUBLIC_APP_URL=${publicAppUrl()}`,
  ];
  // Google One Tap: the google-one-tap function verifies ID tokens for the same client id the shell shows.
  for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_JWKS_URL'])
    if (process.env[name]) args.push('--var', `${name}=${process.env[name]}`);
  if (reset) args.push('--reset');
  const child = startService('appwrite', tsx, args, {
    env: {
      APPWRITE_DEV_PUBLIC_ENDPOINT: endpoint,
      APPWRITE_DEV_PLATFORMS: await appPlatforms(),
      // The outbox, the Google consent stand-in and the payment sandbox: on for local runs (loopback only).
      APPWRITE_DEV_ROUTES: process.env.APPWRITE_DEV_ROUTES ?? 'enabled',
    },
  });
  await waitForUrl(`${endpoint}/health/version`, { child, timeoutMs: 60_000 });
  if (seed) {
    const project = JSON.parse(readFileSync(join(dataDir, 'project.json'), 'utf8'));
    await run(tsx, ['appwrite/seed/src/main.ts'], {
      env: {
        APPWRITE_ENDPOINT: endpoint,
        APPWRITE_PROJECT_ID: project.id,
        APPWRITE_API_KEY: project.apiKeys[0].secret,
        ...(credentialsFile ? { SEED_CREDENTIALS_FILE: credentialsFile } : {}),
      },
    });
  }
  await runMigrations(endpoint, dataDir);
  return { endpoint, child };
}

/**
 * The platform's idempotent data migrations (appwrite/functions/platform-migrations), on every
 * start after the seed, as production runs them after every deploy (issue 32).
 */
async function runMigrations(endpoint, dataDir) {
  const project = JSON.parse(readFileSync(join(dataDir, 'project.json'), 'utf8'));
  const res = await fetch(`${endpoint}/functions/platform-migrations/executions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-appwrite-project': project.id,
      'x-appwrite-key': project.apiKeys[0].secret,
    },
    body: JSON.stringify({ async: false }),
  });
  const execution = await res.json();
  if (!res.ok || execution.status !== 'completed' || execution.responseStatusCode !== 200)
    throw new Error(`platform-migrations failed: ${JSON.stringify(execution).slice(0, 500)}`);
  console.log(`migrations: ${execution.responseBody}`);
}

/** Serves the six built apps (and their runtime config) on their ports. */
export async function startApps({ endpoint }) {
  const { shell } = ports();
  const child = startService('apps', 'node', ['scripts/serve-apps.mjs'], {
    env: { APPWRITE_ENDPOINT: endpoint, APPWRITE_PROJECT_ID: process.env.APPWRITE_PROJECT_ID ?? 'instamg' },
  });
  const url = `http://localhost:${shell}/`;
  await waitForUrl(url, { child, timeoutMs: 30_000 });
  return { url, child };
}
