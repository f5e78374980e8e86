/**
 * Rsbuild configuration shared by the six MF apps (Node-only; imported by each app's
 * rsbuild.config.ts). Settings and the reasons for them: research/mfe.md §0, §2, §7.
 */
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTES, REMOTE_NAMES, SHELL_APP, appPort, remoteManifestUrls, type RemoteName } from './remotes';
import { renderRuntimeConfigScript, runtimeConfigFromEnv } from './runtime-config';
import { MUI_PATH_ALIASES, MUI_X_FILES, MUI_X_PATH_ALIASES } from './mui-path-aliases';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PANEL_MUI_SHARE_KEY, SHARED_DEPENDENCIES, remoteSharedDependencies } from './shared-deps';
import { storeReserveBootScript, storeReserveStyles } from '../domain/store-reserve';
import { INSTAMG_COLORS } from '../brand-colors';
import { APP_ICONS, MANIFEST_PATH, webAppManifestJson } from '../web-app-manifest';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Origins allowed to load a remote's files from its dev server: local hosts by default, plus a
 * comma-separated `CORS_ORIGINS` list. (Built remotes get their CORS headers from
 * scripts/serve-static.mjs or the CDN.)
 */
export function corsOrigins(env: Env): (string | RegExp)[] {
  const extra = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/, ...extra];
}

/**
 * An app's copies of our shared package's small modules (constants, events, domain rules, API
 * hooks, …) in one chunk instead of one chunk each: Module Federation puts every shared module in
 * a chunk of its own, and the first load fetched about twenty 1–3 kB chunks, each one a script
 * element, a request and a timer in a task that starts an app (issue 21: blocking time). The
 * modules that wrap libraries (MUI and its parts, the router, MUI X grid and charts) keep their own
 * chunks: in the merged one, every app's MUI share would list (and load with it) the chunks of
 * everything else in it. So does the toast area's code (toast-host.ts): in the merged chunk it
 * would bring notistack onto every first load.
 * Measured for the remotes (Lighthouse mobile, median of 7, interleaved): TBT 200 → 162 ms on /,
 * 186 → 163 ms on /medicines, 249 → 187 ms on a product page, for 8 kB gzip more per remote (its
 * chunk also holds copies of modules the shell already provides: 17 kB in one chunk against 9 kB
 * in six for mf-catalog on /medicines).
 */
const INSTAMG_SHARED_CHUNK = {
  test: /[\\/]shared[\\/]src[\\/](?!data-grid|charts|grid[\\/]|mui|day-range-control|router|i18n|toast-host|testing[\\/])/,
  name: 'instamg-shared',
  chunks: 'async',
  enforce: true,
  priority: 30,
} as const;

/**
 * The apps of the customer's first loads merge their shared modules into one chunk. The panels
 * keep one chunk per module: in a merged chunk, loading any one module loads with it the chunks
 * every other module in it needs (a panel page without a grid would fetch the grid's).
 */
const CUSTOMER_APPS: ReadonlySet<RemoteName> = new Set(['mf_catalog', 'mf_cart_checkout', 'mf_location']);

/** Options every app shares: React, the entry with its async boundary, CORS-mode loading. */
function baseConfig(port: number, env: Env, { mergeSharedChunk }: { mergeSharedChunk: boolean }): RsbuildConfig {
  return {
    source: { entry: { index: './src/index.ts' } },
    // MUI path imports would bundle private copies of MUI beside the shared one (mui-path-aliases.ts).
    resolve: { alias: { ...MUI_PATH_ALIASES } },
    // MUI X's own path imports of MUI go to the shared MUI too; only its files get these aliases,
    // because the shared modules import the same paths to reach the real components.
    tools: {
      rspack: {
        module: { rules: [{ test: MUI_X_FILES, resolve: { alias: { ...MUI_X_PATH_ALIASES } } }] },
        // CORS-mode chunk scripts in every app, also the remotes built without an HTML page (where
        // Rsbuild's html.crossorigin does not set it): script errors from another origin keep
        // their details, and the shell's preloads of a remote's chunks (same mode) are reused.
        output: { crossOriginLoading: 'anonymous' },
      },
    },
    server: { port, strictPort: true, cors: { origin: corsOrigins(env) } },
    // Same CORS mode for every script tag and chunk, so cross-origin errors keep their details.
    html: { crossorigin: 'anonymous', mountId: 'root' },
    // For reading profiles (scripts/bench/frontend-diagnose.mjs --tasks); never deployed.
    ...(env.BUILD_SOURCE_MAPS === '1' ? { output: { sourceMap: { js: 'source-map' } } } : {}),
    performance: {
      chunkSplit: mergeSharedChunk
        ? { strategy: 'split-by-experience', override: { cacheGroups: { instamgShared: INSTAMG_SHARED_CHUNK } } }
        : { strategy: 'split-by-experience' },
    },
    // Lazy compilation serves index.html for shared-module chunks that are not compiled yet,
    // which breaks the first load of a federated app in dev.
    dev: { lazyCompilation: false },
  };
}

type FederationOptions = Parameters<typeof pluginModuleFederation>[0];

/**
 * A production remote uses the shell's MF runtime core instead of bundling its own (about 17 kB
 * gzip less per remote entry on the first load), so it only runs inside the shell and gets no
 * standalone page; in development it keeps both (shared/src/mf/standalone.ts).
 */
const runsOnlyInsideShell = (env: Env) => env.NODE_ENV === 'production';

/** Module Federation options of a remote: container name, exposes from the remote table, shared map. */
export function remoteFederationOptions(remote: RemoteName, env: Env = process.env): FederationOptions {
  return {
    name: REMOTES[remote].name,
    filename: 'remoteEntry.js',
    exposes: { ...REMOTES[remote].exposes },
    // The customer remotes take the shell's copies of the modules it provides (issue 34 §3).
    shared: remoteSharedDependencies({ insideShellOnly: runsOnlyInsideShell(env) && CUSTOMER_APPS.has(remote) }),
    manifest: true,
    dts: false,
    ...(runsOnlyInsideShell(env) ? { experiments: { externalRuntime: true } } : {}),
  };
}

/** Rsbuild config of a remote. */
export function remoteRsbuildConfig(remote: RemoteName, env: Env = process.env): RsbuildConfig {
  const info = REMOTES[remote];
  const base = baseConfig(appPort(info, env), env, { mergeSharedChunk: CUSTOMER_APPS.has(remote) });
  const insideShellOnly = runsOnlyInsideShell(env);
  return {
    ...base,
    ...(insideShellOnly ? { tools: { ...base.tools, htmlPlugin: false } } : {}),
    output: {
      ...base.output,
      // Without this, the manifest says publicPath "/" and chunks are fetched from the host's origin.
      assetPrefix: 'auto',
      // DIST_DIR lets a deploy build into a staging folder and publish it in one step (see e2e/support/deploy.ts).
      distPath: { root: env.DIST_DIR || 'dist' },
    },
    html: { ...base.html, title: `instamg · ${info.partName} (standalone)` },
    plugins: [
      pluginReact(),
      pluginModuleFederation(remoteFederationOptions(remote, env)),
      ...(CUSTOMER_APPS.has(remote) ? [] : [pluginChunkOrigins()]),
    ],
  };
}

/** What pluginChunkOrigins writes: each emitted chunk's JS files, the imports that load it, the shared modules it consumes. */
export interface ChunkOriginsFile {
  chunks: { files: string[]; origins: { module: string; request: string }[]; consumes: string[] }[];
}

/** The share key in a consume-shared module's name, e.g. `consume shared module (default) @instamg/shared/data-grid@^0.1.0 (singleton)…`. */
export function consumedShareKey(moduleName: string): string | null {
  return /^consume shared module \([^)]*\) (.+?)@/.exec(moduleName)?.[1] ?? null;
}

/**
 * Issue 34 (ADR 0014): a panel remote's build writes `dist/chunk-origins.json`, the chunk graph's
 * part that says which files each lazily imported page needs (a chunk's origins are the
 * `import()` calls of the chunk groups it belongs to) and which shared modules those files
 * consume. scripts/lib/panel-chunks.mjs turns it into `dist/page-chunks.json` and the per-route
 * size check `npm run build` prints.
 */
function pluginChunkOrigins(): RsbuildPlugin {
  return {
    name: 'instamg:chunk-origins',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats || !('toJson' in stats) || 'stats' in stats) return;
        const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, chunkModules: true });
        const file: ChunkOriginsFile = {
          chunks: (json.chunks ?? []).map((chunk) => ({
            files: (chunk.files ?? []).filter((name) => name.endsWith('.js')),
            origins: (chunk.origins ?? []).map((origin) => ({
              module: origin.moduleName ?? origin.module ?? '',
              request: origin.request ?? '',
            })),
            consumes: [
              ...new Set(
                (chunk.modules ?? [])
                  .map((module) => consumedShareKey(module.name ?? ''))
                  .filter((key): key is string => key !== null),
              ),
            ],
          })),
        };
        writeFileSync(join(api.context.distPath, 'chunk-origins.json'), `${JSON.stringify(file)}\n`);
      });
    },
  };
}

/** Module Federation options of the shell: every remote declared (entries rewritten at run time), runtime plugins. */
export function shellFederationOptions(env: Env = process.env): FederationOptions {
  const manifests = remoteManifestUrls(env);
  return {
    name: SHELL_APP.name,
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${name}@${manifests[name]}`])),
    // Only fetch a remote when something uses it; with version-first one down remote blanks
    // the whole shell (research/mfe.md §5.4).
    shareStrategy: 'loaded-first',
    runtimePlugins: ['./src/mf/remote-urls-plugin.ts', './src/mf/retry-plugin.ts', './src/mf/fallback-plugin.ts'],
    // Hands the runtime core to the remotes (their `externalRuntime`), so it loads once.
    experiments: { provideExternalRuntime: true },
    shared: {
      ...SHARED_DEPENDENCIES,
      // Provided although the shell never imports it (a path `import` is always provided, lazily:
      // not on any first load), so the panels' MUI X extras run on the shell's MUI core, one theme
      // and one set of MUI contexts, instead of on a private one inside the panel (mui-panel.ts).
      [PANEL_MUI_SHARE_KEY]: {
        ...SHARED_DEPENDENCIES['@instamg/shared'],
        import: resolve(import.meta.dirname, '../mui-panel.ts'),
      },
    },
    manifest: true,
    dts: false,
  };
}

/** Emits the web app manifest (shared/src/web-app-manifest.ts) into the shell's build and dev server. */
function pluginWebAppManifest(): RsbuildPlugin {
  return {
    name: 'instamg:web-app-manifest',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(MANIFEST_PATH.slice(1), new sources.RawSource(webAppManifestJson()));
      });
    },
  };
}

/** Rsbuild config of the shell. */
export function shellRsbuildConfig(env: Env = process.env): RsbuildConfig {
  const base = baseConfig(appPort(SHELL_APP, env), env, { mergeSharedChunk: true });
  return {
    ...base,
    // SPA: every unknown path serves index.html in dev (serve-static does the same for builds).
    server: {
      ...base.server,
      historyApiFallback: true,
      // The dev server generates /runtime-config.js from the environment, like serve-apps does.
      setup: ({ server }) => {
        server.middlewares.use((req, res, next) => {
          if (req.url?.split('?')[0] !== '/runtime-config.js') return next();
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(renderRuntimeConfigScript(runtimeConfigFromEnv(env)));
        });
      },
    },
    html: {
      ...base.html,
      template: './index.html',
      title: 'instamg · Medicines delivered from licensed pharmacies near you',
      // Plain script before the bundle: the deploy-time config (remote URLs, backend) must exist
      // when the MF runtime initialises.
      // Then the store mark and its rules (issue 40 §6, domain/store-reserve.ts): inline, so they
      // apply to the first paint of server HTML, before any bundle has loaded.
      tags: [
        { tag: 'script', attrs: { src: '/runtime-config.js' }, head: true, append: false },
        { tag: 'style', children: storeReserveStyles(), head: true, append: false },
        { tag: 'script', children: storeReserveBootScript(), head: true, append: false },
        // Installable (issue 35 §1): in the template, so server-rendered pages carry them too.
        { tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_PATH }, head: true },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', sizes: '180x180', href: APP_ICONS.appleTouch.src },
          head: true,
        },
      ],
      meta: {
        description: 'Order medicines online from licensed partner pharmacies within 5 km of you.',
        'theme-color': INSTAMG_COLORS.teal,
        'apple-mobile-web-app-title': 'instamg',
      },
    },
    plugins: [pluginReact(), pluginModuleFederation(shellFederationOptions(env)), pluginWebAppManifest()],
  };
}

/**
 * Server rendering (docs/decisions/0005-server-rendering.md): every MF app also has a `node`
 * build, made by a second Rsbuild config beside the web one (`rsbuild.node.config.ts`), so the
 * web build and its output stay exactly as they were. A remote's node build goes to an immutable
 * versioned folder `dist/node/<version>/` (served beside its web files, so from the same CDN
 * path); `dist/node/latest.json` is the deploy map entry the render server reads at start.
 */
export const NODE_BUILD_DIR = 'node';

/** The version folder of this node build (`SSR_BUILD_VERSION`, set by scripts/build.mjs). */
export function nodeBuildVersion(env: Env): string {
  const version = env.SSR_BUILD_VERSION?.trim();
  if (!version || !/^[a-z0-9-]+$/i.test(version)) {
    throw new Error('SSR_BUILD_VERSION must be set to a version id (letters, digits, dashes) for a node build.');
  }
  return version;
}

/** The parts of the web config a node build keeps: MUI aliases and the MUI X rule. */
function nodeBaseConfig(): RsbuildConfig {
  return {
    resolve: { alias: { ...MUI_PATH_ALIASES } },
    tools: {
      htmlPlugin: false,
      rspack: { module: { rules: [{ test: MUI_X_FILES, resolve: { alias: { ...MUI_X_PATH_ALIASES } } }] } },
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
  };
}

/**
 * Module Federation options of a remote's node build: the web ones without the browser-only runtime
 * borrowing, and with a copy of every shared module: the render server's shell is another program
 * (shell/src/server), which need not provide what the browser's shell does.
 */
export function remoteNodeFederationOptions(remote: RemoteName, env: Env = process.env): FederationOptions {
  const { experiments: _webOnly, shared: _webShared, ...options } = remoteFederationOptions(remote, env);
  return { ...options, shared: SHARED_DEPENDENCIES };
}

/** Rsbuild config of a remote's node build (remote container for the render server). */
export function remoteNodeRsbuildConfig(remote: RemoteName, env: Env = process.env): RsbuildConfig {
  const version = nodeBuildVersion(env);
  const options = remoteNodeFederationOptions(remote, env);
  return {
    ...nodeBaseConfig(),
    environments: {
      node: {
        source: { entry: { index: resolve(import.meta.dirname, 'node-remote-entry.ts') } },
        output: {
          target: 'node',
          // Chunks are resolved from the manifest's own URL on the server.
          assetPrefix: 'auto',
          // SSR_NODE_DIST_DIR: the build fixtures of scripts/build.mjs go elsewhere.
          distPath: { root: env.SSR_NODE_DIST_DIR || `dist/${NODE_BUILD_DIR}/${version}` },
          minify: false,
        },
      },
    },
    plugins: [pluginReact(), pluginModuleFederation(options, { target: 'node', environment: 'node' })],
  };
}

/**
 * Rsbuild config of the shell's render bundle (`shell/dist-server/index.js`): the shell as an MF
 * host on Node whose remotes are the remotes' node builds (URLs given at start by the server).
 */
export function shellNodeRsbuildConfig(env: Env = process.env): RsbuildConfig {
  const { experiments: _webOnly, runtimePlugins: _browserPlugins, ...options } = shellFederationOptions(env);
  return {
    ...nodeBaseConfig(),
    environments: {
      node: {
        source: { entry: { index: './src/server/index.ts' } },
        output: { target: 'node', distPath: { root: 'dist-server' }, minify: false },
      },
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation(
        { ...options, runtimePlugins: ['./src/server/server-remotes-plugin.ts'] },
        { target: 'node', environment: 'node' },
      ),
    ],
  };
}
