import { afterEach, describe, expect, it, vi } from 'vitest';
import remoteUrlsPlugin, { applyRemoteUrlMap, readRemoteUrlMap } from './remote-urls-plugin';

const BUILT_IN = [
  { name: 'mf_catalog', entry: 'http://localhost:3001/mf-manifest.json' },
  { name: 'mf_admin', entry: 'http://localhost:3005/mf-manifest.json' },
];

afterEach(() => {
  delete (globalThis as { __INSTAMG_CONFIG__?: unknown }).__INSTAMG_CONFIG__;
  vi.restoreAllMocks();
});

describe('readRemoteUrlMap', () => {
  it('reads absolute URLs and ignores anything else with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const map = readRemoteUrlMap({
      remotes: {
        mf_catalog: 'https://cdn.instamg.in/catalog/mf-manifest.json',
        mf_admin: '/admin/mf-manifest.json',
        mf_location: 42,
      },
    });
    expect(map).toEqual({ mf_catalog: 'https://cdn.instamg.in/catalog/mf-manifest.json' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('treats a missing or malformed config as "no overrides"', () => {
    expect(readRemoteUrlMap(undefined)).toEqual({});
    expect(readRemoteUrlMap({ remotes: 'nope' })).toEqual({});
  });
});

describe('applyRemoteUrlMap', () => {
  it('replaces only the entries the map names', () => {
    const result = applyRemoteUrlMap(BUILT_IN, { mf_admin: 'https://admin.instamg.in/mf-manifest.json' });
    expect(result).toEqual([BUILT_IN[0], { name: 'mf_admin', entry: 'https://admin.instamg.in/mf-manifest.json' }]);
    expect(BUILT_IN[1]!.entry).toBe('http://localhost:3005/mf-manifest.json');
  });
});

describe('remoteUrlsPlugin', () => {
  it('rewrites the runtime init options from __INSTAMG_CONFIG__ before init', () => {
    (globalThis as { __INSTAMG_CONFIG__?: unknown }).__INSTAMG_CONFIG__ = {
      remotes: { mf_catalog: 'http://localhost:4001/mf-manifest.json' },
    };
    const plugin = remoteUrlsPlugin();
    const args = { userOptions: { name: 'shell', remotes: BUILT_IN }, options: {}, origin: {}, shareInfo: {} };
    const result = plugin.beforeInit!(args as never) as unknown as typeof args;
    expect(result.userOptions.remotes.map((remote) => remote.entry)).toEqual([
      'http://localhost:4001/mf-manifest.json',
      'http://localhost:3005/mf-manifest.json',
    ]);
  });

  it('asks for CORS-mode script and preload tags', () => {
    const plugin = remoteUrlsPlugin();
    const attrs: Record<string, string> = {};
    plugin.createScript!({ url: 'http://localhost:3001/remoteEntry.js', attrs } as never);
    expect(attrs['crossorigin']).toBe('anonymous');
  });
});
