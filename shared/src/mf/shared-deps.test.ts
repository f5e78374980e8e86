import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  APPWRITE_WEB_SDK_VERSION,
  SHARED_CONTRACTS_VERSION,
  SHARED_DEPENDENCIES,
  SINGLETON_PACKAGES,
} from './shared-deps';

describe('shared dependency map', () => {
  it('states the contracts package version that shared/package.json has', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SHARED_CONTRACTS_VERSION).toBe(pkg.version);
  });

  it('states the web SDK version that is installed and pinned in every app', () => {
    const installed = JSON.parse(
      readFileSync(new URL('../../../node_modules/appwrite/package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(APPWRITE_WEB_SDK_VERSION).toBe(installed.version);
    for (const app of [
      'shared',
      'shell',
      'mf-catalog',
      'mf-cart-checkout',
      'mf-location',
      'mf-store-panel',
      'mf-admin',
    ]) {
      const pkg = JSON.parse(readFileSync(new URL(`../../../${app}/package.json`, import.meta.url), 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const pinned = pkg.dependencies?.appwrite ?? pkg.devDependencies?.appwrite;
      expect(pinned, `${app}/package.json appwrite`).toBe(APPWRITE_WEB_SDK_VERSION);
    }
  });

  it('shares every framework library, its subpaths where needed, and our contracts package, all as singletons', () => {
    expect(Object.keys(SHARED_DEPENDENCIES).sort()).toEqual(
      [
        '@emotion/react',
        '@emotion/styled',
        '@instamg/shared',
        '@instamg/shared/',
        '@tanstack/react-query',
        'appwrite',
        'notistack',
        'react',
        'react-dom',
        'react-dom/',
        'react/',
        'zustand',
      ].sort(),
    );
    for (const config of Object.values(SHARED_DEPENDENCIES)) expect(config.singleton).toBe(true);
    expect(SINGLETON_PACKAGES).not.toContain('react/');
    expect(SINGLETON_PACKAGES).toContain('react');
  });

  it('accepts the versions installed in the workspace', () => {
    for (const name of SINGLETON_PACKAGES.filter((key) => !key.startsWith('@instamg/'))) {
      const pkgUrl = new URL(`../../../node_modules/${name}/package.json`, import.meta.url);
      const { version } = JSON.parse(readFileSync(pkgUrl, 'utf8')) as { version: string };
      const range = SHARED_DEPENDENCIES[name].requiredVersion;
      expect(range.startsWith('^'), `${name} range`).toBe(true);
      expect(version.split('.')[0], `${name}@${version} vs ${range}`).toBe(range.slice(1).split('.')[0]);
    }
  });
});
