import { describe, expect, it } from 'vitest';
import { REMOTES, REMOTE_NAMES, SHELL_APP, appPort, parseRemoteModuleId, remoteManifestUrls } from './remotes';

describe('remote table', () => {
  it('uses MF names that are identifiers and not window globals, on distinct ports', () => {
    const apps = [SHELL_APP, ...REMOTE_NAMES.map((name) => REMOTES[name])];
    for (const app of apps) {
      expect(app.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(app.name in globalThis).toBe(false);
    }
    expect(new Set(apps.map((app) => app.port)).size).toBe(apps.length);
    expect(apps.map((app) => app.port)).toEqual([3000, 3001, 3002, 3003, 3004, 3005]);
  });

  it('keys each remote by its own name', () => {
    for (const name of REMOTE_NAMES) expect(REMOTES[name].name).toBe(name);
  });
});

describe('parseRemoteModuleId', () => {
  it('splits an id into remote and expose key', () => {
    expect(parseRemoteModuleId('mf_catalog/HomePage')).toEqual({ remote: 'mf_catalog', expose: './HomePage' });
  });

  it('rejects unknown remotes and exposes with a message listing what exists', () => {
    expect(() => parseRemoteModuleId('mf_pharmacy/HomePage')).toThrow(/Unknown remote.*mf_catalog/);
    expect(() => parseRemoteModuleId('mf_catalog/CartPage')).toThrow(/does not expose "\.\/CartPage".*\.\/HomePage/);
    expect(() => parseRemoteModuleId('HomePage')).toThrow(/Unknown remote/);
  });
});

describe('appPort', () => {
  it('honours the override and rejects a non-port', () => {
    expect(appPort(SHELL_APP, {})).toBe(3000);
    expect(appPort(SHELL_APP, { SHELL_PORT: '4100' })).toBe(4100);
    expect(() => appPort(SHELL_APP, { SHELL_PORT: 'eighty' })).toThrow(/SHELL_PORT must be a port number/);
    expect(() => appPort(SHELL_APP, { SHELL_PORT: '70000' })).toThrow(/SHELL_PORT/);
  });
});

describe('remoteManifestUrls', () => {
  it('defaults to localhost ports and follows port overrides', () => {
    const urls = remoteManifestUrls({ CATALOG_PORT: '4001' });
    expect(urls.mf_catalog).toBe('http://localhost:4001/mf-manifest.json');
    expect(urls.mf_admin).toBe('http://localhost:3005/mf-manifest.json');
  });

  it('uses a *_URL base with or without a trailing slash', () => {
    expect(remoteManifestUrls({ CATALOG_URL: 'https://cdn.instamg.in/catalog' }).mf_catalog).toBe(
      'https://cdn.instamg.in/catalog/mf-manifest.json',
    );
    expect(remoteManifestUrls({ ADMIN_URL: 'https://cdn.instamg.in/admin/v42/' }).mf_admin).toBe(
      'https://cdn.instamg.in/admin/v42/mf-manifest.json',
    );
  });

  it('rejects a base that is not an absolute URL', () => {
    expect(() => remoteManifestUrls({ LOCATION_URL: 'cdn/location' })).toThrow(/LOCATION_URL must be an absolute URL/);
  });
});
