// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  remoteFederationOptions,
  remoteNodeFederationOptions,
  remoteRsbuildConfig,
  shellFederationOptions,
  shellRsbuildConfig,
} from './build-config';
import { MUI_PATH_ALIASES, MUI_X_FILES, MUI_X_PATH_ALIASES } from './mui-path-aliases';
import { REMOTE_NAMES } from './remotes';
import { PANEL_MUI_SHARE_KEY, SHARED_DEPENDENCIES, SHELL_PROVIDED_SHARED_MODULES } from './shared-deps';

describe('every MF app build', () => {
  const configs = [
    ['shell', shellRsbuildConfig({})],
    ...REMOTE_NAMES.map((name) => [name, remoteRsbuildConfig(name, {})] as const),
  ] as const;

  for (const [app, config] of configs) {
    it(`${app} points MUI path imports at the shared-root stand-ins`, () => {
      expect(config.resolve?.alias).toEqual(MUI_PATH_ALIASES);
    });

    it(`${app} points MUI X's MUI imports at the shared MUI, in MUI X's files only`, () => {
      const rspack = config.tools?.rspack as { module: { rules: { test: RegExp; resolve: { alias: object } }[] } };
      expect(rspack.module.rules).toContainEqual({ test: MUI_X_FILES, resolve: { alias: MUI_X_PATH_ALIASES } });
      expect(MUI_X_PATH_ALIASES['@mui/material/Tooltip$']).toMatch(/shared\/src\/mf\/mui\/x\/Tooltip\.ts$/);
    });
  }
});

describe('chunks of the shared package', () => {
  const cacheGroups = (config: ReturnType<typeof shellRsbuildConfig>) => {
    const split = config.performance?.chunkSplit as { override?: { cacheGroups?: Record<string, { test: RegExp }> } };
    return split.override?.cacheGroups ?? {};
  };

  it("are one chunk in the customer's apps, one per module in the panels", () => {
    expect(Object.keys(cacheGroups(shellRsbuildConfig({})))).toEqual(['instamgShared']);
    for (const remote of ['mf_catalog', 'mf_cart_checkout', 'mf_location'] as const)
      expect(Object.keys(cacheGroups(remoteRsbuildConfig(remote, {})))).toEqual(['instamgShared']);
    for (const remote of ['mf_store_panel', 'mf_admin'] as const)
      expect(cacheGroups(remoteRsbuildConfig(remote, {}))).toEqual({});
  });

  it('leave the modules that wrap libraries (MUI, the router, MUI X) in chunks of their own', () => {
    const { test } = cacheGroups(shellRsbuildConfig({})).instamgShared!;
    expect(test.test('/repo/shared/src/constants.ts')).toBe(true);
    expect(test.test('/repo/shared/src/domain/cart.ts')).toBe(true);
    for (const own of [
      'mui.ts',
      'mui/foundation.ts',
      'mui-panel.ts',
      'router.ts',
      'data-grid.ts',
      'grid/ServerDataGrid.tsx',
    ])
      expect(test.test(`/repo/shared/src/${own}`), own).toBe(false);
  });
});

describe('source maps', () => {
  it('are written only when BUILD_SOURCE_MAPS=1 (for reading profiles)', () => {
    expect(shellRsbuildConfig({}).output?.sourceMap).toBeUndefined();
    expect(shellRsbuildConfig({ BUILD_SOURCE_MAPS: '1' }).output?.sourceMap).toEqual({ js: 'source-map' });
    const remote = remoteRsbuildConfig('mf_catalog', { BUILD_SOURCE_MAPS: '1' }).output;
    expect(remote).toMatchObject({ sourceMap: { js: 'source-map' }, assetPrefix: 'auto' });
  });
});

describe("the panels' extra MUI components", () => {
  it('are provided by the shell, so MUI X runs on its MUI core, and never imported by an app', () => {
    const shared = shellFederationOptions({}).shared as Record<string, { import?: string; singleton?: boolean }>;
    expect(shared[PANEL_MUI_SHARE_KEY]).toMatchObject({
      singleton: true,
      import: expect.stringMatching(/shared\/src\/mui-panel\.ts$/),
    });
    for (const name of REMOTE_NAMES) {
      expect(
        (remoteFederationOptions(name, {}).shared as Record<string, unknown>)[PANEL_MUI_SHARE_KEY],
      ).toBeUndefined();
    }
  });
});

describe('the MF runtime core', () => {
  it('is provided by the shell to every remote', () => {
    expect(shellFederationOptions({}).experiments).toEqual({ provideExternalRuntime: true });
  });

  for (const name of REMOTE_NAMES) {
    it(`${name} borrows it from the shell in production builds and has no standalone page there`, () => {
      expect(remoteFederationOptions(name, { NODE_ENV: 'production' }).experiments).toEqual({ externalRuntime: true });
      expect(remoteRsbuildConfig(name, { NODE_ENV: 'production' }).tools?.htmlPlugin).toBe(false);
      expect(remoteRsbuildConfig(name, { NODE_ENV: 'production' }).tools?.rspack).toBeDefined();
    });

    it(`${name} bundles its own in development, so its standalone page runs`, () => {
      expect(remoteFederationOptions(name, { NODE_ENV: 'development' }).experiments).toBeUndefined();
      expect(remoteRsbuildConfig(name, { NODE_ENV: 'development' }).tools?.htmlPlugin).toBeUndefined();
    });
  }
});

describe("the shell's copies of the shared package's small modules", () => {
  type Shared = Record<string, { import?: false; singleton?: boolean; version?: string }>;
  const sharedOf = (options: { shared?: unknown }) => options.shared as Shared;

  for (const name of ['mf_catalog', 'mf_cart_checkout', 'mf_location'] as const) {
    it(`${name} (a customer remote) uses them in production instead of bundling its own`, () => {
      const shared = sharedOf(remoteFederationOptions(name, { NODE_ENV: 'production' }));
      for (const module of SHELL_PROVIDED_SHARED_MODULES) {
        expect(shared[module], module).toMatchObject({ import: false, singleton: true, version: '0.1.0' });
      }
      // Modules only the remote uses keep their copy (the prefix key).
      expect(shared['@instamg/shared/']).toEqual(SHARED_DEPENDENCIES['@instamg/shared/']);
    });

    it(`${name} keeps its copies in development (standalone page) and in its node build (render server)`, () => {
      expect(sharedOf(remoteFederationOptions(name, { NODE_ENV: 'development' }))).toEqual(SHARED_DEPENDENCIES);
      expect(sharedOf(remoteNodeFederationOptions(name, { NODE_ENV: 'production' }))).toEqual(SHARED_DEPENDENCIES);
      expect(remoteNodeFederationOptions(name, { NODE_ENV: 'production' }).experiments).toBeUndefined();
    });
  }

  for (const name of ['mf_store_panel', 'mf_admin'] as const) {
    it(`${name} (a panel, one chunk per module) keeps its copies`, () => {
      expect(sharedOf(remoteFederationOptions(name, { NODE_ENV: 'production' }))).toEqual(SHARED_DEPENDENCIES);
    });
  }

  it('leaves out MUI, the router and i18n, which keep chunks of their own', () => {
    for (const module of SHELL_PROVIDED_SHARED_MODULES) {
      expect(module).not.toMatch(/\/(mui|router|i18n)/);
    }
  });
});
