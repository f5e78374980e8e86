// `npm run build` — the Appwrite functions' bundles (appwrite/functions/build.ts: one
// self-contained dist/main.js per function), then production builds of the MF apps, remotes first
// (two at a time on our 2-core machines), then the shell; prints a per-app table of emitted
// JavaScript (raw and gzip).
//   node scripts/build.mjs                 the functions and all six apps
//   node scripts/build.mjs mf-catalog shell only these (folder names; `functions` for the function bundles)
// A failing build prints its full output and exits non-zero.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  PANEL_EXPOSE_SYNC_BUDGET_BYTES,
  PANEL_PAGE_BUDGET_BYTES,
  panelChunkRows,
  writePageChunks,
} from './lib/panel-chunks.mjs';
import { checkShellProvides } from './lib/shell-provided.mjs';
import { createServer } from 'node:net';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTE_APPS = ['mf-catalog', 'mf-cart-checkout', 'mf-location', 'mf-store-panel', 'mf-admin'];
const ALL_APPS = [...REMOTE_APPS, 'shell'];
const PARALLEL_BUILDS = 2;

const FUNCTIONS = 'functions';
const requested = process.argv.slice(2);
const unknown = requested.filter((app) => !ALL_APPS.includes(app) && app !== FUNCTIONS);
if (unknown.length) {
  console.error(`build: unknown app(s) ${unknown.join(', ')}. Known: ${FUNCTIONS}, ${ALL_APPS.join(', ')}`);
  process.exit(2);
}
const selected = requested.length ? ALL_APPS.filter((app) => requested.includes(app)) : ALL_APPS;
const buildFunctions = requested.length === 0 || requested.includes(FUNCTIONS);

/** mf-location also ships a standalone partner widget (no MF, own React) from a second config. */
const EMBED = {
  app: 'mf-location:embed',
  dir: 'mf-location',
  config: 'rsbuild.embed.config.ts',
  dist: 'mf-location/dist-embed',
};

/**
 * Server rendering (docs/decisions/0005-server-rendering.md): an app with rsbuild.node.config.ts
 * also gets a node build, `<app>:node`, after its web build. A remote's goes to the versioned folder
 * dist/node/<version>/ and dist/node/latest.json names it (the render server's deploy map reads
 * it); the shell's render bundle goes to shell/dist-server/.
 */
const NODE_SUFFIX = ':node';
const NODE_CONFIG = 'rsbuild.node.config.ts';
const nodeBuildVersion = `v${Date.now().toString(36)}`;
const hasNodeBuild = (app) => existsSync(join(root, app, NODE_CONFIG));

/**
 * The render server's live-redeploy fixtures (ADR 0005 part 2; e2e/ssr/ssr-live-deploy.spec.ts and
 * the ssr-swap bench), built here and never inside a test, into mf-catalog/dist-ssr-fixtures/
 * (not dist/: nothing of it is ever deployed):
 *   web/<v>-next/, node/<v>-next/  a real rebuild of mf-catalog with a visible change
 *                                  (PUBLIC_RELEASE_NOTE on the home page, PUBLIC_BUILD_LABEL)
 *   node/<v>-broken/               a copy of this build's node build whose remoteEntry.js throws
 *                                  when loaded (what a server build that fails at load looks like)
 *   fixtures.json                  the versions and the release note
 */
const FIXTURES = {
  app: 'mf-catalog:fixture-next-web',
  nodeApp: 'mf-catalog:fixture-next-node',
  dir: 'mf-catalog',
  out: 'mf-catalog/dist-ssr-fixtures',
  next: `${nodeBuildVersion}-next`,
  broken: `${nodeBuildVersion}-broken`,
  note: `Release ${nodeBuildVersion}-next: now live on the server`,
};

function fixtureEnv(app) {
  if (app !== FIXTURES.app && app !== FIXTURES.nodeApp) return null;
  return {
    PUBLIC_RELEASE_NOTE: FIXTURES.note,
    PUBLIC_BUILD_LABEL: FIXTURES.next,
    ...(app === FIXTURES.app
      ? { DIST_DIR: `dist-ssr-fixtures/web/${FIXTURES.next}` }
      : { SSR_BUILD_VERSION: FIXTURES.next, SSR_NODE_DIST_DIR: `dist-ssr-fixtures/node/${FIXTURES.next}` }),
  };
}

/** The broken fixture and fixtures.json, after the two fixture builds. */
function finishFixtures() {
  const out = join(root, FIXTURES.out);
  const broken = join(out, 'node', FIXTURES.broken);
  cpSync(join(root, 'mf-catalog/dist/node', nodeBuildVersion), broken, { recursive: true });
  const entry = join(broken, 'remoteEntry.js');
  writeFileSync(
    entry,
    `throw new Error('mf_catalog ${FIXTURES.broken}: this server build is broken on purpose (build fixture)');\n${readFileSync(entry, 'utf8')}`,
  );
  writeFileSync(
    join(out, 'fixtures.json'),
    `${JSON.stringify({ current: nodeBuildVersion, next: FIXTURES.next, broken: FIXTURES.broken, releaseNote: FIXTURES.note }, null, 2)}\n`,
  );
}

function buildApp(app) {
  const started = Date.now();
  const embed = app === EMBED.app;
  const fixture = fixtureEnv(app);
  const node = app.endsWith(NODE_SUFFIX) || app === FIXTURES.nodeApp;
  const dir = embed ? EMBED.dir : fixture ? FIXTURES.dir : node ? app.slice(0, -NODE_SUFFIX.length) : app;
  const args = [
    join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js'),
    'build',
    ...(embed ? ['-c', EMBED.config] : node ? ['-c', NODE_CONFIG] : []),
  ];
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, {
      cwd: join(root, dir),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NODE_NO_WARNINGS: '1',
        ...(node ? { SSR_BUILD_VERSION: nodeBuildVersion } : {}),
        ...fixture,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolvePromise({ app, ok: false, output: `${output}\n${error.message}`, ms: 0 }));
    child.on('exit', (code) => {
      if (code === 0 && node && dir !== 'shell' && !fixture) {
        writeFileSync(join(root, dir, 'dist/node/latest.json'), `${JSON.stringify({ version: nodeBuildVersion })}\n`);
      }
      // The render bundle is CommonJS inside an ESM package.
      if (code === 0 && node && dir === 'shell') {
        writeFileSync(join(root, 'shell/dist-server/package.json'), '{ "type": "commonjs" }\n');
      }
      resolvePromise({ app, ok: code === 0, output, ms: Date.now() - started });
    });
  });
}

/** Runs builds with at most `width` at once; resolves with results in input order. */
async function buildAll(apps, width) {
  const results = [];
  let next = 0;
  async function worker() {
    while (next < apps.length) {
      const app = apps[next++];
      const result = await buildApp(app);
      console.log(`${result.ok ? '✔' : '✖'} ${app} (${(result.ms / 1000).toFixed(1)} s)`);
      results.push(result);
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, apps.length) }, worker));
  return apps.map((app) => results.find((result) => result.app === app));
}

function jsFiles(dir, top = true) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // A remote's node build (dist/node/) never reaches a browser.
    if (entry.isDirectory()) return top && entry.name === 'node' ? [] : jsFiles(path, false);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Sum of emitted .js in an app's dist: raw bytes and gzip (level 9) bytes, file by file. */
export function jsSize(dist) {
  let raw = 0;
  let gzip = 0;
  const files = jsFiles(dist);
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const started = Date.now();
// The row types every package imports come from appwrite.json (scripts/gen-rows.mjs); npm test
// checks them before it builds, so a stale committed copy still fails the test run.
if (spawnSync(process.execPath, [join(root, 'scripts/gen-rows.mjs')], { cwd: root, stdio: 'inherit' }).status !== 0) {
  console.error('build: generating shared/src/appwrite/rows.ts failed');
  process.exit(1);
}
if (buildFunctions) {
  // esbuild, a second or two for all of them: what `appwrite push functions` uploads (README "Deploying the back end").
  const tsx = join(root, 'node_modules/.bin/tsx');
  const bundled = spawnSync(tsx, [join(root, 'appwrite/functions/build.ts')], { cwd: root, stdio: 'inherit' });
  if (bundled.status !== 0) {
    console.error('build: the function bundles failed');
    process.exit(1);
  }
  if (selected.length === 0 || (requested.length > 0 && requested.every((name) => name === FUNCTIONS))) process.exit(0);
}
/**
 * What the worker precaches (workbox-precaching entries): the shell's entry scripts and styles
 * (content-hashed names: no revision needed), the manifest, icons, favicon and offline page (a
 * revision from their bytes). Not the lazy chunks, the HTML or runtime-config.js (ADR 0010).
 */
function shellPrecacheList(dist) {
  const entries = [];
  const add = (rel, hashed) => {
    const file = join(dist, rel);
    if (!existsSync(file)) return;
    const revision = hashed ? null : createHash('sha1').update(readFileSync(file)).digest('hex').slice(0, 12);
    entries.push({ url: `/${rel.split(sep).join('/')}`, revision });
  };
  for (const dir of ['static/js', 'static/css'])
    if (existsSync(join(dist, dir)))
      for (const name of readdirSync(join(dist, dir))) if (/\.(js|css)$/.test(name)) add(join(dir, name), true);
  for (const name of ['offline.html', 'manifest.webmanifest', 'favicon.ico']) add(name, false);
  if (existsSync(join(dist, 'icons')))
    for (const name of readdirSync(join(dist, 'icons'))) add(join('icons', name), false);
  return entries;
}

/**
 * The shell's service worker (ADR 0010): one classic script at the origin's root, /sw.js, so its
 * scope is the whole site. Bundled apart from the Rsbuild/MF build, which would split it into
 * chunks a worker cannot load; after the shell's build, which empties dist/.
 */
async function buildServiceWorker() {
  const { build } = await import('esbuild');
  try {
    const precache = shellPrecacheList(join(root, 'shell/dist'));
    await build({
      entryPoints: [join(root, 'shell/src/sw/sw.ts')],
      outfile: join(root, 'shell/dist/sw.js'),
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"', INSTAMG_PRECACHE: JSON.stringify(precache) },
      logLevel: 'silent',
    });
    return { app: 'shell:sw', ok: true, output: `precache: ${precache.length} files` };
  } catch (error) {
    return { app: 'shell:sw', ok: false, output: String(error instanceof Error ? error.message : error) };
  }
}

const remotes = selected.filter((app) => app !== 'shell');
if (remotes.includes(EMBED.dir)) remotes.splice(remotes.indexOf(EMBED.dir) + 1, 0, EMBED.app);
const results = await buildAll(remotes, PARALLEL_BUILDS);
// After the web builds: a web build empties dist/, node builds write into dist/node/.
const remoteNodeBuilds = remotes.filter((name) => name !== EMBED.app && hasNodeBuild(name));
if (results.every((result) => result.ok)) {
  results.push(
    ...(await buildAll(
      remoteNodeBuilds.map((name) => `${name}${NODE_SUFFIX}`),
      PARALLEL_BUILDS,
    )),
  );
}
// The live-redeploy fixtures: only with a full build of mf-catalog (a few seconds; see FIXTURES).
if (remoteNodeBuilds.includes(FIXTURES.dir) && results.every((result) => result.ok)) {
  rmSync(join(root, FIXTURES.out), { recursive: true, force: true });
  results.push(...(await buildAll([FIXTURES.app, FIXTURES.nodeApp], PARALLEL_BUILDS)));
  if (results.every((result) => result.ok)) finishFixtures();
}
if (selected.includes('shell') && results.every((result) => result.ok)) {
  results.push(...(await buildAll(['shell', ...(hasNodeBuild('shell') ? [`shell${NODE_SUFFIX}`] : [])], 2)));
  if (results.every((result) => result.ok)) results.push(await buildServiceWorker());
}

const failed = results.filter((result) => !result.ok);
if (failed.length) {
  for (const { app, output } of failed) {
    console.error(`\n──── ${app}: build FAILED ────\n${output.trim()}\n`);
  }
  console.error(`build: ${failed.map((result) => result.app).join(', ')} failed`);
  process.exit(1);
}

// Issue 34 §3: the customer remotes take some shared modules from the shell with no copy of their own.
const notProvided = checkShellProvides(root, REMOTE_APPS) ?? [];
if (notProvided.length) {
  for (const { remote, module } of notProvided)
    console.error(`build: ${remote} needs ${module} from the shell, which does not provide it`);
  console.error(
    'build: remove them from SHELL_PROVIDED_SHARED_MODULES (shared/src/mf/shared-deps.ts) or import them in the shell',
  );
  process.exit(1);
}

const built = results
  .map((result) => result.app)
  .filter(
    (app) => !app.endsWith(NODE_SUFFIX) && app !== FIXTURES.app && app !== FIXTURES.nodeApp && app !== 'shell:sw',
  );
const rows = built.map((app) => {
  const dist = app === EMBED.app ? join(root, EMBED.dist) : join(root, app, 'dist');
  statSync(dist); // throws loudly if a "successful" build wrote nothing
  return { app, ...jsSize(dist) };
});
const total = rows.reduce(
  (sum, row) => ({ files: sum.files + row.files, raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }),
  {
    files: 0,
    raw: 0,
    gzip: 0,
  },
);
const line = (app, files, raw, gzip) =>
  `${app.padEnd(18)} ${String(files).padStart(5)} ${raw.padStart(11)} ${gzip.padStart(11)}`;
console.log(`\nEmitted JavaScript per app (sum of dist/**/*.js; gzip level 9)`);
console.log(line('app', 'files', 'raw', 'gzip'));
for (const row of rows) console.log(line(row.app, row.files, kB(row.raw), kB(row.gzip)));
console.log(line('total', total.files, kB(total.raw), kB(total.gzip)));
// Issue 34 §4 (ADR 0014): the panels' initial chunks per expose, against their budget (reported).
for (const app of ['mf-store-panel', 'mf-admin'].filter((name) => selected.includes(name))) {
  const panelRows = panelChunkRows(join(root, app, 'dist'));
  if (!panelRows) continue;
  console.log(`\n${app}: sync chunks per expose (gzip; budget ${kB(PANEL_EXPOSE_SYNC_BUDGET_BYTES)})`);
  for (const row of panelRows) {
    const verdict = row.overBudget ? 'OVER BUDGET' : 'ok';
    console.log(
      `  ${row.expose.padEnd(24)} ${String(row.syncFiles).padStart(3)} files ${kB(row.syncGzip).padStart(10)}  ${verdict} (${row.asyncFiles} async chunks)`,
    );
  }
  // Each page: the routes expose + the page's chunks + the shared fallbacks they consume (dist/page-chunks.json).
  const pageRows = writePageChunks(join(root, app, 'dist'), join(root, 'shell/dist'));
  if (!pageRows) continue;
  console.log(
    `${app}: JS per page from this remote (gzip: expose + page + own shared fallbacks; budget ${kB(PANEL_PAGE_BUDGET_BYTES)}; ${app}/dist/page-chunks.json)`,
  );
  for (const row of pageRows) {
    const verdict = row.overBudget ? 'OVER BUDGET' : 'ok';
    console.log(
      `  ${row.page.padEnd(44)} ${kB(row.totalGzip).padStart(9)} = ${kB(row.exposeGzip)} + ${kB(row.pageGzip)} + ${kB(row.sharedGzip)}  ${verdict}${row.ownShared.length ? ` (own shared: ${row.ownShared.map((key) => key.replace('@instamg/shared/', '')).join(', ')})` : ''}`,
    );
  }
}
console.log(`\nBuilt ${built.length} bundle(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** `count` ports free right now (the OS picks them), so the check runs beside any other stack. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolvePort, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolvePort(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

/**
 * Issue 34 §3: the first-load JavaScript of each customer route, measured in Chromium against the
 * built apps (scripts/bench/first-load-chunks.mjs --check), fails the build above its committed
 * budget (scripts/bench/first-load-budget.json). Needs the shell and the three customer remotes
 * built; FIRST_LOAD_CHECK=0 skips it (e.g. a build only to read a bundle).
 */
const CUSTOMER_FIRST_LOAD_APPS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-location'];
if (process.env.FIRST_LOAD_CHECK === '0') {
  console.log('\nFirst-load budget check skipped (FIRST_LOAD_CHECK=0)');
} else if (CUSTOMER_FIRST_LOAD_APPS.every((app) => selected.includes(app))) {
  const names = [
    'SHELL_PORT',
    'CATALOG_PORT',
    'CART_CHECKOUT_PORT',
    'LOCATION_PORT',
    'STORE_PANEL_PORT',
    'ADMIN_PORT',
    'APPWRITE_DEV_PORT',
  ];
  const ports = await freePorts(names.length);
  const env = { ...process.env, ...Object.fromEntries(names.map((name, i) => [name, String(ports[i])])) };
  // Deploy URLs from the environment would point the served apps elsewhere.
  for (const name of [
    'PUBLIC_APP_URL',
    'APPWRITE_ENDPOINT',
    'CATALOG_URL',
    'CART_CHECKOUT_URL',
    'LOCATION_URL',
    'STORE_PANEL_URL',
    'ADMIN_URL',
  ])
    delete env[name];
  console.log('\nMeasuring first-load JavaScript of the customer routes (Chromium, SSR off, fresh profile)…');
  const checked = spawnSync(
    process.execPath,
    [join(root, 'scripts/bench/first-load-chunks.mjs'), '--check', '--quiet'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  const output = `${checked.stdout ?? ''}${checked.stderr ?? ''}`;
  // The budget table (and the per-route totals); the stack's own start-up lines stay out of the log.
  console.log(
    output
      .split('\n')
      .filter((lineText) => /^(\/|First-load| {2}\S.*(ok|OVER BUDGET)$)/.test(lineText))
      .join('\n'),
  );
  if (checked.status !== 0) {
    console.error(output.trim());
    console.error(
      'build: a customer route is over its first-load budget (scripts/bench/first-load-budget.json), or the check failed',
    );
    process.exit(1);
  }
}
