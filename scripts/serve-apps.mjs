// Serves the six built apps on their ports (shell 3000, remotes 3001–3005; each overridable with
// SHELL_PORT, CATALOG_PORT, …) and answers the shell's /runtime-config.js from the environment:
//   APPWRITE_ENDPOINT (default http://localhost:8080/v1), APPWRITE_PROJECT_ID (default instamg),
//   CATALOG_URL, CART_CHECKOUT_URL, … (a remote's public base URL; default http://localhost:<port>/),
//   GOOGLE_MAPS_KEY, GOOGLE_CLIENT_ID, ANALYTICS_PIXEL_ID (optional).
// The shell's routes are server-rendered (scripts/lib/ssr-server.mjs, docs/decisions/
// 0005-server-rendering.md); SSR=0 serves the client-rendered shell instead (the built files are
// served the same way either way).
// DIST_ROOT=<dir> serves <dir>/<app>/dist instead of this checkout's builds (the panels bench's
// "before" build: scripts/bench/panels.bench.mjs; client rendering only, so SSR=0 with it).
// Stops cleanly on SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { createStaticServer, listen } from './serve-static.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The remote table and the runtime-config builder are TypeScript in the shared package: one definition.
const { REMOTES, REMOTE_NAMES, SHELL_APP, appPort } = await tsImport('../shared/src/mf/remotes.ts', import.meta.url);
const { renderRuntimeConfigScript, runtimeConfigFromEnv } = await tsImport(
  '../shared/src/mf/runtime-config.ts',
  import.meta.url,
);

function fail(message) {
  console.error(`serve-apps: ${message}`);
  process.exit(1);
}

let runtimeConfigScript;
try {
  runtimeConfigScript = renderRuntimeConfigScript(runtimeConfigFromEnv(process.env));
} catch (error) {
  fail(error.message);
}

const distRoot = process.env.DIST_ROOT ? resolve(process.env.DIST_ROOT) : root;
if (distRoot !== root && process.env.SSR !== '0') fail('DIST_ROOT serves built files only: set SSR=0 with it');
const apps = [SHELL_APP, ...REMOTE_NAMES.map((name) => REMOTES[name])].map((app) => {
  const dist = join(distRoot, app.packageDir, 'dist');
  const marker = app === SHELL_APP ? 'index.html' : 'mf-manifest.json';
  if (!existsSync(join(dist, marker))) fail(`${app.packageDir}/dist/${marker} is missing. Build first: npm run build`);
  let port;
  try {
    port = appPort(app, process.env);
  } catch (error) {
    fail(error.message);
  }
  return { app, dist, port };
});

let ssr;
if (process.env.SSR !== '0') {
  const { createSsrHandler } = await import('./lib/ssr-server.mjs');
  try {
    ssr = createSsrHandler({
      root,
      env: process.env,
      runtimeConfig: runtimeConfigFromEnv(process.env),
      siteUrl: (process.env.PUBLIC_APP_URL ?? `http://localhost:${apps[0].port}`).replace(/\/$/, ''),
    });
  } catch (error) {
    fail(error.message);
  }
}

const servers = [];
try {
  for (const { app, dist, port } of apps) {
    const generated =
      app === SHELL_APP
        ? { '/runtime-config.js': () => ({ body: runtimeConfigScript, type: 'text/javascript; charset=utf-8' }) }
        : {};
    const handle = app === SHELL_APP ? ssr?.handle : undefined;
    servers.push(await listen(createStaticServer({ dir: dist, generated, handle }), port));
    console.log(`  ${app.name.padEnd(18)} http://localhost:${port}/  (${app.packageDir}/dist)`);
  }
} catch (error) {
  for (const server of servers) server.close();
  fail(error.message);
}
if (ssr) {
  ssr.start();
  await ssr.ready.catch(() => {});
}
console.log(`instamg apps are served; shell at http://localhost:${apps[0].port}/${ssr ? ' (server-rendered)' : ''}`);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  void ssr?.close();
  for (const server of servers) server.closeAllConnections?.();
  Promise.all(servers.map((server) => new Promise((done) => server.close(done)))).then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
