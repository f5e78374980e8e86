/**
 * The one shared-dependency map every MF app (shell and remotes) passes to
 * `pluginModuleFederation({ shared })`. All entries are singletons: two copies of React, React
 * Query, emotion or our own contracts package (which also carries MUI and the router) would split
 * context, stores and the event bus (research/mfe.md §2.3, §7).
 */

/** Version of the `@instamg/shared` workspace package; kept equal to shared/package.json by a test. */
export const SHARED_CONTRACTS_VERSION = '0.1.0';

/**
 * The pinned web SDK version (every package.json has `appwrite` at exactly this; a test checks the
 * installed one). Stated because the SDK's ESM build sits under its own package.json without a
 * version, so MF cannot infer one and silently does not provide the package at all.
 */
export const APPWRITE_WEB_SDK_VERSION = '26.2.0';

export interface SharedDependencyConfig {
  readonly singleton: true;
  readonly requiredVersion?: string;
  readonly version?: string;
  /** `false`: the app bundles no copy of its own and always takes the shell's (see remoteSharedDependencies). */
  readonly import?: false;
}

const react19 = { singleton: true, requiredVersion: '^19.0.0' } as const;
const contracts = {
  singleton: true,
  // A workspace package has no registry version for MF to infer reliably, so state it.
  version: SHARED_CONTRACTS_VERSION,
  requiredVersion: `^${SHARED_CONTRACTS_VERSION}`,
} as const;

export const SHARED_DEPENDENCIES = {
  react: react19,
  // Trailing-slash keys share subpaths too (react/jsx-runtime, react-dom/client).
  'react/': react19,
  'react-dom': react19,
  'react-dom/': react19,
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  // MUI's styling engine must be one instance or the shell's theme never reaches a remote.
  '@emotion/react': { singleton: true, requiredVersion: '^11.0.0' },
  '@emotion/styled': { singleton: true, requiredVersion: '^11.0.0' },
  notistack: { singleton: true, requiredVersion: '^3.0.0' },
  // The web SDK (~30 kB gzip) is used by the shell and every remote; unshared it was downloaded
  // once per app on the home page.
  appwrite: { singleton: true, version: APPWRITE_WEB_SDK_VERSION, requiredVersion: '^26.0.0' },
  // Also carries MUI and the router: '@instamg/shared/mui' and '@instamg/shared/router' re-export
  // the parts we use, so they are shared tree-shaken instead of whole (shared/src/mui.ts, router.ts).
  '@instamg/shared': contracts,
  '@instamg/shared/': contracts,
} as const satisfies Record<string, SharedDependencyConfig>;

/**
 * Modules of our shared package that the shell provides on every page (its build checks, after it
 * ran, that its mf-manifest.json lists each: scripts/build.mjs), which a production customer
 * remote takes from the shell instead of bundling a copy (issue 34 §3). A remote's copies of the
 * shared package's small modules are merged into one chunk (build-config.ts): with copies of these
 * in it, the chunk was 16 kB gzip on every first load although the shell's copy is the one that
 * runs, because the same chunk also holds the modules only the remote uses. Without the copies the
 * chunk holds only those. Not MUI, the router or i18n: they keep chunks of their own.
 * Keep only modules the shell imports on its own account: a remote deployed without a copy needs
 * the deployed shell to provide it.
 */
export const SHELL_PROVIDED_SHARED_MODULES = [
  '@instamg/shared/api/saved-addresses',
  '@instamg/shared/api/selected-store',
  '@instamg/shared/appwrite/call-function',
  '@instamg/shared/appwrite/client',
  '@instamg/shared/appwrite/ids',
  '@instamg/shared/config',
  '@instamg/shared/connection-status',
  '@instamg/shared/constants',
  '@instamg/shared/domain/address',
  '@instamg/shared/domain/cart',
  '@instamg/shared/domain/function-errors',
  '@instamg/shared/domain/india-time',
  '@instamg/shared/domain/roles',
  '@instamg/shared/domain/search',
  '@instamg/shared/domain/store-rating',
  '@instamg/shared/domain/store-reserve',
  '@instamg/shared/events',
  '@instamg/shared/mf/remotes',
  '@instamg/shared/mf/routes',
  '@instamg/shared/ssr',
  '@instamg/shared/toast',
] as const;

/**
 * The shared map of a remote: the common one, plus, in a build that runs only inside the shell,
 * no own copy of the modules the shell provides (`import: false`; still singletons of the same
 * version). Development builds keep their copies for the standalone page.
 */
export function remoteSharedDependencies({
  insideShellOnly,
}: {
  insideShellOnly: boolean;
}): Record<string, SharedDependencyConfig> {
  if (!insideShellOnly) return SHARED_DEPENDENCIES;
  const fromShell = Object.fromEntries(
    SHELL_PROVIDED_SHARED_MODULES.map((name) => [name, { ...contracts, import: false } as const]),
  );
  return { ...SHARED_DEPENDENCIES, ...fromShell };
}

/** MUI components only MUI X uses (shared/src/mui-panel.ts); the shell provides them. */
export const PANEL_MUI_SHARE_KEY = '@instamg/shared/mui-panel';

export type SharedDependencyName = keyof typeof SHARED_DEPENDENCIES;

/** Package names whose single loaded version the e2e and manifest tests check (no prefix keys). */
export const SINGLETON_PACKAGES = (Object.keys(SHARED_DEPENDENCIES) as SharedDependencyName[]).filter(
  (key) => !key.endsWith('/'),
);
